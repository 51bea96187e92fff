// Testing (spec part 2 §2, §4, §7, §8): the test agent's status, a health check with per-tool results, monitoring
// every 30 s, a fix session and the last 50 log entries.
import type { HealthCheck, TestAgentStatus } from '@careerkit/web/api/platform';
import { fetchTestAgentStatus, fixSession, runHealthCheck, startMonitoring, stopMonitoring } from '@careerkit/web/api/platform';
import { useToast } from '@careerkit/web/layout/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Descriptions, Space, Typography } from 'antd';
import { adminFailure, agentStatusProblem, healthCheckFailure, toastFailure } from '../shared/admin-errors';
import { formatDate } from '../shared/format';
import { ScrollRegion } from '../shared/scroll-region';
import { StackedTable } from '../shared/stacked-table';
import { StatusTag } from '../shared/status-tag';

const STATUS_KEY = ['/api/test-agent/status'];
const OVERALL_COLOR = { excellent: 'green', good: 'blue', fair: 'orange', poor: 'red' } as const;
type ToolRow = { name: string } & HealthCheck['tools'][string];

export default function TestingTab() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: fetchTestAgentStatus,
    retry: false,
    // While monitoring, the page follows the agent's checks (the spec's 30 s auto-refresh).
    refetchInterval: (query) => (query.state.data?.monitoring ? 30_000 : false),
  });
  const remember = (next: TestAgentStatus) => queryClient.setQueryData(STATUS_KEY, next);
  const check = useMutation({
    mutationFn: runHealthCheck,
    onSuccess: (result) => {
      toast.success('Health check complete', `${result.workingTools}/${result.totalTools} tools working`);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
    onError: (error) => toastFailure(toast, healthCheckFailure(error)),
  });
  const monitoring = useMutation({
    mutationFn: (on: boolean) => (on ? startMonitoring() : stopMonitoring()),
    onSuccess: remember,
    onError: (error) => toastFailure(toast, adminFailure(error, 'Monitoring could not be changed')),
  });
  const fix = useMutation({
    mutationFn: fixSession,
    onSuccess: ({ fixesApplied }) => {
      toast.success('Fix session complete', fixesApplied ? `${fixesApplied} fixes applied` : 'Nothing needed fixing');
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
    onError: (error) => toastFailure(toast, adminFailure(error, 'Fix session failed')),
  });

  const agent = status.data;
  const rows: ToolRow[] = Object.entries(agent?.tools ?? {}).map(([name, h]) => ({ name, ...h }));
  const busy = check.isPending || fix.isPending;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {status.isError && <Alert type="error" showIcon title={agentStatusProblem(status.error)} />}
      <Card>
        <Space wrap>
          <Button type="primary" loading={check.isPending} disabled={busy} onClick={() => check.mutate()}>
            Run Health Check
          </Button>
          {agent?.monitoring ? (
            <Button loading={monitoring.isPending} onClick={() => monitoring.mutate(false)}>
              Stop Monitoring
            </Button>
          ) : (
            <Button loading={monitoring.isPending} onClick={() => monitoring.mutate(true)}>
              Start Monitoring
            </Button>
          )}
          <Button loading={fix.isPending} disabled={busy} onClick={() => fix.mutate()}>
            Fix Session
          </Button>
          <Typography.Text type="secondary">Auto-refresh: 30s</Typography.Text>
        </Space>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label="Mode">
            <Badge status={agent?.mode === 'idle' ? 'default' : 'processing'} text={agent?.mode ?? '—'} />
          </Descriptions.Item>
          <Descriptions.Item label="Overall">{agent?.overall ? <StatusTag tone={OVERALL_COLOR[agent.overall]}>{agent.overall}</StatusTag> : 'Not checked yet'}</Descriptions.Item>
          <Descriptions.Item label="Last check">{agent?.lastCheck ? formatDate(agent.lastCheck) : '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Tools">
        <ScrollRegion label="Tool health">
          <StackedTable
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: 'Run a health check to see each tool.' }}
            columns={[
              { title: 'Tool', dataIndex: 'name' },
              { title: 'Status', dataIndex: 'working', render: (v: boolean) => (v ? <StatusTag tone="green">Working</StatusTag> : <StatusTag tone="red">Failing</StatusTag>) },
              { title: 'Response time', dataIndex: 'responseTime', align: 'right', render: (v: number | null) => (v === null ? '—' : `${v} ms`) },
              { title: 'Error', dataIndex: 'error', render: (v: string | null) => v ?? '—' },
              { title: 'Issues', dataIndex: 'issues', render: (v: string[]) => (v.length ? v.join('; ') : 'None') },
            ]}
          />
        </ScrollRegion>
      </Card>
      {Boolean(agent?.fixes.length) && (
        <Card title="Fixes">
          <ul>{agent!.fixes.map((f) => <li key={f}>{f}</li>)}</ul>
        </Card>
      )}
      <Card title="Logs (last 50)">
        <pre aria-label="Test agent logs" tabIndex={0} style={{ maxHeight: 280, overflow: 'auto', margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {agent?.logs.length ? [...agent.logs].reverse().join('\n') : 'No entries yet.'}
        </pre>
      </Card>
    </Space>
  );
}
