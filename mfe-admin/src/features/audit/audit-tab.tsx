// Audit log (issue 26, 45): every operator change, newest first, as one plain line (who it was about by e-mail as of
// the action, amounts as money, the reason) with its record, filtered by action, operator, target (an id or the
// customer's e-mail) and time on the server, a page at a time.
import { AUDIT_ACTIONS } from '@careerkit/contracts/audit-actions';
import { auditLine } from '@careerkit/contracts/audit-lines';
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

/** A datetime-local value (the operator's local time) as an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export default function AuditTab({ onOpenUser }: { onOpenUser?: (email: string) => void } = {}) {
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
          <Input aria-label="Target" placeholder="Record id, tool or e-mail" maxLength={200} value={draft.target ?? ''} onChange={(event) => edit('target', event.target.value)} style={{ width: 200 }} />
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
              { title: 'Operator', dataIndex: 'actorEmail', render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span> },
              { title: 'What happened', key: 'line', render: (_: unknown, entry) => <span style={{ overflowWrap: 'anywhere' }}>{auditLine(entry)}</span> },
              {
                title: 'Record',
                dataIndex: 'target',
                render: (target: string | null, entry) =>
                  target ? (
                    <Space orientation="vertical" size={0}>
                      <code style={{ wordBreak: 'break-all' }}>{target}</code>
                      {/* The customer it was about: their Users row, by the e-mail they had then. */}
                      {entry.targetEmail && onOpenUser && (
                        <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpenUser(entry.targetEmail!)}>
                          Open {entry.targetEmail} in Users
                        </Button>
                      )}
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">—</Typography.Text>
                  ),
              },
              { title: 'Action', dataIndex: 'action', render: (action: string) => <code>{action}</code> },
            ]}
          />
        </ScrollRegion>
      )}
    </Space>
  );
}
