// Runs: the operator's list of tool runs, failures first (issue 26): filter by tool, outcome, user (e-mail, short id or
// full id) and time, and read why each failure failed in words (issue 45). The user's e-mail is shown with their full
// id, copyable, so either can be pasted into the Users search.
import { TOOL_KEYS } from '@careerkit/contracts/catalog';
import { runFailureReason } from '@careerkit/contracts/run-failures';
import { fetchAdminRuns, type AdminRun, type RunFilters } from '@careerkit/web/api/platform';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, toolName } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { ScrollRegion } from '../shared/scroll-region';
import { StackedTable } from '../shared/stacked-table';
import { StatusTag } from '../shared/status-tag';

const OUTCOMES = [
  { value: 'failed', label: 'Failed' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'no_match', label: 'No match' },
];
const HOUR_MS = 3_600_000;
const WINDOWS = [
  { value: '24', label: 'Last 24 hours' },
  { value: '168', label: 'Last 7 days' },
  { value: '720', label: 'Last 30 days' },
  { value: '', label: 'Any time' },
];

export default function RunsTab() {
  const [tool, setTool] = useState('');
  const [outcome, setOutcome] = useState('failed');
  const [user, setUser] = useState('');
  const [hours, setHours] = useState('168');
  // The start of the window is fixed when the filter is chosen, so the query key (and the cache) stay stable.
  const [since, setSince] = useState(() => new Date(Date.now() - 168 * HOUR_MS).toISOString());
  const filters: RunFilters = { tool, outcome, user, since: hours ? since : undefined };
  const runs = useQuery({ queryKey: ['/api/admin/runs', filters], queryFn: () => fetchAdminRuns(filters) });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="Tool"
          value={tool}
          onChange={setTool}
          style={{ minWidth: 200 }}
          options={[{ value: '', label: 'All tools' }, ...TOOL_KEYS.map((key) => ({ value: key, label: toolName(key) }))]}
        />
        <Select aria-label="Outcome" value={outcome} onChange={setOutcome} style={{ minWidth: 140 }} options={OUTCOMES} />
        <Select
          aria-label="Time"
          value={hours}
          onChange={(value) => {
            setHours(value);
            if (value) setSince(new Date(Date.now() - Number(value) * HOUR_MS).toISOString());
          }}
          style={{ minWidth: 160 }}
          options={WINDOWS}
        />
        <Input.Search aria-label="User" placeholder="E-mail or user id" allowClear maxLength={200} onSearch={(value) => setUser(value.trim())} style={{ maxWidth: 320 }} />
      </Space>
      {runs.isError ? (
        <LoadFailed error={runs.error} retry={() => void runs.refetch()} />
      ) : (
        <ScrollRegion label="Runs">
          <StackedTable
            size="small"
            rowKey="id"
            loading={runs.isPending}
            dataSource={runs.data?.runs}
            pagination={{ pageSize: 25, hideOnSinglePage: true }}
            locale={{ emptyText: outcome === 'failed' ? 'No failed runs match these filters' : 'No runs match these filters' }}
            columns={[
              { title: 'When', dataIndex: 'createdAt', render: formatDate },
              { title: 'Tool', dataIndex: 'toolName', render: toolName },
              { title: 'Outcome', dataIndex: 'outcome', render: (v: string) => <StatusTag tone={v === 'failed' ? 'red' : v === 'completed' ? 'green' : undefined}>{v}</StatusTag> },
              {
                title: 'Reason',
                dataIndex: 'reason',
                render: (v: AdminRun['reason'], run: AdminRun) =>
                  v ?? (run.errorClass ? runFailureReason(run.errorClass, run.id) : <Typography.Text type="secondary">—</Typography.Text>),
              },
              {
                title: 'User',
                dataIndex: 'userId',
                render: (v: string, run: AdminRun) => (
                  <Space orientation="vertical" size={0}>
                    {run.userEmail && <span style={{ wordBreak: 'break-all' }}>{run.userEmail}</span>}
                    <Typography.Text copyable={{ text: v, tooltips: ['Copy user id', 'Copied'] }} style={{ wordBreak: 'break-all' }}>
                      <code>{v}</code>
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: 'Engine', dataIndex: 'engine', render: (v: AdminRun['engine']) => v ?? '—' },
            ]}
          />
        </ScrollRegion>
      )}
    </Space>
  );
}
