// Audit log (issue 26): every operator change, newest first — when, who, what, on which record, before → after —
// filtered by action, operator, target and time on the server, a page at a time.
import { AUDIT_ACTIONS } from '@careerkit/contracts/audit-actions';
import { fetchAuditLog, type AuditEntry, type AuditLogFilter } from '@careerkit/web/api/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { ScrollRegion } from '../shared/scroll-region';
import { StackedTable } from '../shared/stacked-table';

type Filter = Pick<AuditLogFilter, 'action' | 'actor' | 'target' | 'from' | 'to'>;
const PAGE_SIZE = 25;

const show = (value: unknown) => (value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** before → after, field by field: "price: 4.99 → 5.49". */
export function changeLines(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) return [`${show(before)} → ${show(after)}`];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys.map((key) => {
    if (!b || !(key in b)) return `${key}: ${show(a?.[key])}`;
    if (!a || !(key in a)) return `${key}: ${show(b[key])} → —`;
    return show(b[key]) === show(a[key]) ? `${key}: ${show(a[key])}` : `${key}: ${show(b[key])} → ${show(a[key])}`;
  });
}

/** A datetime-local value (the operator's local time) as an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export default function AuditTab() {
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['/api/admin/audit-log', filter, page],
    queryFn: () => fetchAuditLog({ ...filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData, // the page stays on screen while the next one loads
  });
  const edit = (field: keyof Filter, value: string | undefined) => setDraft((all) => ({ ...all, [field]: value || undefined }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <form
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilter({ ...draft, from: toIso(draft.from ?? ''), to: toIso(draft.to ?? '') });
        }}
      >
        <Space wrap>
          <Select
            aria-label="Action"
            placeholder="Any action"
            allowClear
            style={{ width: 180 }}
            value={draft.action}
            onChange={(value) => edit('action', value)}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))}
          />
          <Input aria-label="Operator" placeholder="Operator email or id" maxLength={200} value={draft.actor ?? ''} onChange={(event) => edit('actor', event.target.value)} style={{ width: 200 }} />
          <Input aria-label="Target" placeholder="Target id or tool" maxLength={200} value={draft.target ?? ''} onChange={(event) => edit('target', event.target.value)} style={{ width: 200 }} />
          <Input aria-label="From" type="datetime-local" value={draft.from ?? ''} onChange={(event) => edit('from', event.target.value)} style={{ width: 200 }} />
          <Input aria-label="To" type="datetime-local" value={draft.to ?? ''} onChange={(event) => edit('to', event.target.value)} style={{ width: 200 }} />
          <Button htmlType="submit" type="primary">
            Filter
          </Button>
        </Space>
      </form>
      {log.isError ? (
        <LoadFailed error={log.error} retry={() => void log.refetch()} />
      ) : (
        <ScrollRegion label="Audit log">
          <StackedTable<AuditEntry>
            size="small"
            rowKey="id"
            loading={log.isPending}
            dataSource={log.data?.entries}
            locale={{ emptyText: 'No changes match' }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (total) => `${total} ${total === 1 ? 'change' : 'changes'}` }}
            columns={[
              { title: 'When', dataIndex: 'at', render: formatDate },
              { title: 'Who', dataIndex: 'actorEmail' },
              { title: 'What', dataIndex: 'action', render: (action: string) => <code>{action}</code> },
              { title: 'Target', dataIndex: 'target', render: (target: string | null) => (target ? <code>{target}</code> : <Typography.Text type="secondary">—</Typography.Text>) },
              {
                title: 'Before → after',
                key: 'change',
                render: (_: unknown, entry) => (
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {changeLines(entry.before, entry.after).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
    </Space>
  );
}
