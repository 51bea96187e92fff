// Payment overview (spec part 2 §2, §4, §8, §9): totals, spending by tool (chart and numbers), and the last 10
// transactions with the last 8 characters of the payment id and a status badge. The box and the table are plain
// markup with antd's look: antd's Table brings its filters, sorters and pagination (about 40 KB) for ten static rows.
import { useToolConfigs } from '@careerkit/web/api/hooks';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { Alert } from '@careerkit/web/layout/alert';
import { BarList } from '@careerkit/web/layout/bar-list';
import { Card, Statistic } from '@careerkit/web/layout/card';
import { Skeleton } from '@careerkit/web/layout/loading';
import { useCustomerNotices, usePayments, usePaymentStats } from '../account-queries';
import { formatDate, shortPaymentId } from '../format';

export const PAYMENT_MESSAGES = {
  paymentsFailed: 'Failed to fetch payments',
  statsFailed: 'Failed to fetch payment stats',
  noPayments: 'No payments yet. Your purchases will appear here.',
  noticesFailed: 'Failed to fetch your account history',
} as const;
/** The profile shows the last 10 payments (spec part 2 §9). */
export const PAYMENTS_SHOWN = 10;

/** Status badges (spec part 2 §4): completed default, pending secondary, failed destructive; a checkout left unpaid past its time reads abandoned. */
const BADGE: Record<string, { variant: 'default' | 'secondary' | 'destructive'; className: string }> = {
  completed: { variant: 'default', className: 'ck-tag ck-tag-blue' },
  pending: { variant: 'secondary', className: 'ck-tag' },
  failed: { variant: 'destructive', className: 'ck-tag ck-tag-red' },
  refunded: { variant: 'secondary', className: 'ck-tag ck-tag-purple' },
  abandoned: { variant: 'secondary', className: 'ck-tag' },
};

export function PaymentOverview() {
  const payments = usePayments();
  const stats = usePaymentStats();
  const configs = useToolConfigs();
  const nameOf = (tool: string) => configs.data?.[tool]?.displayName ?? tool;
  const list = payments.data?.payments ?? [];
  const latest = list.find((p) => p.status === 'completed') ?? list[0];

  const problem = (message: string, retry: () => void) => (
    <Alert
      type="error"
      title={message}
      action={
        <button type="button" className="ck-button ck-button-small" onClick={retry}>
          Try Again
        </button>
      }
    />
  );

  let totals: React.ReactNode;
  if (stats.isLoading) totals = <Skeleton rows={2} />;
  else if (stats.isError || !stats.data) totals = problem(PAYMENT_MESSAGES.statsFailed, () => void stats.refetch());
  else {
    const breakdown = Object.entries(stats.data.toolBreakdown).map(([tool, b]) => ({ label: nameOf(tool), amount: b.amount, count: b.count }));
    totals = (
      <>
        <div className="ck-grid" style={{ ['--ck-grid-min' as string]: '150px' }}>
          <Statistic title="Total Spent" value={formatPrice(stats.data.totalSpent)} />
          {/* Every row of the history counts, whatever its status: the count and the rows below agree. */}
          <Statistic title="Transactions" value={stats.data.totalTransactions} />
          <Statistic title="Tools Purchased" value={breakdown.length} />
          <Statistic title="Latest Payment" value={latest ? formatDate(latest.createdAt) : '—'} />
        </div>
        {breakdown.length > 0 && (
          <section aria-label="Spending by tool" style={{ marginTop: 16 }}>
            <h3 style={{ margin: '0 0 8px', fontSize: 14 }}>Spending by tool</h3>
            <BarList title="Spending by tool" rows={breakdown.map((b) => ({ label: b.label, value: b.amount, text: `${formatPrice(b.amount)} · ${b.count}×` }))} />
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
  if (payments.isLoading) history = <Skeleton rows={3} />;
  else if (payments.isError || !payments.data) history = problem(PAYMENT_MESSAGES.paymentsFailed, () => void payments.refetch());
  else if (list.length === 0) history = <p className="ck-text-secondary ck-empty">{PAYMENT_MESSAGES.noPayments}</p>;
  else
    history = (
      // On a phone each transaction is a card, each value after its column's name (.ck-stack-table, data-label).
      <div className="ck-stack-table">
        <table className="ck-table">
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Date</th>
              <th scope="col">Payment ID</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.slice(0, PAYMENTS_SHOWN).map((item) => {
              const badge = BADGE[item.status] ?? BADGE.pending;
              return (
                <tr key={item.id} data-row-key={item.id}>
                  <td data-label="Tool">{nameOf(item.toolName)}</td>
                  <td data-label="Date">{formatDate(item.createdAt)}</td>
                  <td data-label="Payment ID">
                    <code>…{shortPaymentId(item.stripePaymentIntentId)}</code>
                  </td>
                  <td data-label="Amount">{formatPrice(item.amount)}</td>
                  <td data-label="Status">
                    <span className={badge.className} data-variant={badge.variant}>
                      {item.status}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <Card title="Payment Overview">
      {totals}
      <h3 style={{ margin: '24px 0 8px', fontSize: 14 }}>Recent Transactions</h3>
      {history}
      <SupportHistory />
    </Card>
  );
}

/** What support did to the customer's money: "Refunded $9.99 on 6 Dec", "2 uses of Resume Scanner added by support". */
function SupportHistory() {
  const notices = useCustomerNotices();
  if (notices.isLoading) return null;
  if (notices.isError || !notices.data)
    return (
      <Alert
        type="error"
        style={{ marginTop: 16 }}
        title={PAYMENT_MESSAGES.noticesFailed}
        action={
          <button type="button" className="ck-button ck-button-small" onClick={() => void notices.refetch()}>
            Try Again
          </button>
        }
      />
    );
  if (notices.data.notices.length === 0) return null;
  return (
    <section aria-label="Refunds and credits">
      <h3 style={{ margin: '24px 0 8px', fontSize: 14 }}>Refunds and credits</h3>
      <ul className="ck-notice-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {notices.data.notices.map((notice) => (
          <li key={notice.id} data-notice={notice.kind} style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}>
            <strong>{notice.text}</strong>
            {notice.detail && <span className="ck-text-secondary"> — {notice.detail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
