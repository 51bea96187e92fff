// Payment overview (spec part 2 §2, §4, §8, §9): totals, spending by tool (chart and numbers), and the last 10
// transactions with the last 8 characters of the payment id and a status badge.
import { useToolConfigs } from '@careerkit/web/api/hooks';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { usePayments, usePaymentStats } from '../account-queries';
import { formatDate, shortPaymentId } from '../format';
import { SpendingChart } from './spending-chart';

export const PAYMENT_MESSAGES = {
  paymentsFailed: 'Failed to fetch payments',
  statsFailed: 'Failed to fetch payment stats',
  noPayments: 'No payments yet. Your purchases will appear here.',
} as const;
/** The profile shows the last 10 payments (spec part 2 §9). */
export const PAYMENTS_SHOWN = 10;

/** Status badges (spec part 2 §4): completed default, pending secondary, failed destructive. */
const BADGE: Record<string, { variant: 'default' | 'secondary' | 'destructive'; color: string }> = {
  completed: { variant: 'default', color: 'blue' },
  pending: { variant: 'secondary', color: 'default' },
  failed: { variant: 'destructive', color: 'red' },
};

export function PaymentOverview() {
  const payments = usePayments();
  const stats = usePaymentStats();
  const configs = useToolConfigs();
  const nameOf = (tool: string) => configs.data?.[tool]?.displayName ?? tool;
  const list = payments.data?.payments ?? [];
  const latest = list.find((p) => p.status === 'completed') ?? list[0];

  const problem = (message: string, retry: () => void) => (
    <Alert type="error" showIcon title={message} action={<Button size="small" onClick={retry}>Try Again</Button>} />
  );

  let totals: React.ReactNode;
  if (stats.isLoading) totals = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (stats.isError || !stats.data) totals = problem(PAYMENT_MESSAGES.statsFailed, () => void stats.refetch());
  else {
    const breakdown = Object.entries(stats.data.toolBreakdown).map(([tool, b]) => ({ label: nameOf(tool), amount: b.amount, count: b.count }));
    totals = (
      <>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}><Statistic title="Total Spent" value={formatPrice(stats.data.totalSpent)} /></Col>
          <Col xs={12} md={6}><Statistic title="Transactions" value={stats.data.totalPayments} /></Col>
          <Col xs={12} md={6}><Statistic title="Tools Purchased" value={breakdown.length} /></Col>
          <Col xs={12} md={6}><Statistic title="Latest Payment" value={latest ? formatDate(latest.createdAt) : '—'} /></Col>
        </Row>
        {breakdown.length > 0 && (
          <section aria-label="Spending by tool" style={{ marginTop: 16 }}>
            <h4 style={{ margin: '0 0 8px' }}>Spending by tool</h4>
            <SpendingChart rows={breakdown} />
            <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
              {breakdown.map((b) => (
                <li key={b.label}>
                  {b.label}: {formatPrice(b.amount)} ({b.count} {b.count === 1 ? 'purchase' : 'purchases'})
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  let history: React.ReactNode;
  if (payments.isLoading) history = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (payments.isError || !payments.data) history = problem(PAYMENT_MESSAGES.paymentsFailed, () => void payments.refetch());
  else if (list.length === 0) history = <Empty description={PAYMENT_MESSAGES.noPayments} />;
  else
    history = (
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        dataSource={list.slice(0, PAYMENTS_SHOWN)}
        columns={[
          { title: 'Tool', dataIndex: 'toolName', render: (tool: string) => nameOf(tool) },
          { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatDate(iso) },
          { title: 'Payment ID', dataIndex: 'stripePaymentIntentId', render: (id: string) => <code>…{shortPaymentId(id)}</code> },
          { title: 'Amount', dataIndex: 'amount', render: (amount: number) => formatPrice(amount) },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: string) => {
              const badge = BADGE[status] ?? BADGE.pending;
              return <Tag color={badge.color} data-variant={badge.variant}>{status}</Tag>;
            },
          },
        ]}
      />
    );

  return (
    <Card title="Payment Overview">
      {totals}
      <h4 style={{ margin: '24px 0 8px' }}>Recent Transactions</h4>
      {history}
    </Card>
  );
}
