// Dashboard (spec part 2 §2): total revenue, users and tool usage, System Health (services up × recent runs that did not
// fail), per-tool usage with its failure rate over the last 24 h, and the recent payments, each completed one with its
// Refund button (issue 26). The admin area's first screen: plain markup with antd's look (antd's Table brought its
// filters, sorters and pagination for two static lists).
import { fetchAdminStats, type AdminStats } from '@careerkit/web/api/platform';
import { Card, Statistic } from '@careerkit/web/layout/card';
import { Skeleton } from '@careerkit/web/layout/loading';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate, paymentReferenceCell, shortIdCell, toolName } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { RefundButton } from '../refunds/refund-button';
import { ScrollRegion } from '../shared/scroll-region';

type Payment = AdminStats['recentPayments'][number];
const STATUS_TAG: Record<Payment['status'], string> = {
  completed: 'ck-tag ck-tag-blue',
  pending: 'ck-tag',
  failed: 'ck-tag ck-tag-red',
  refunded: 'ck-tag ck-tag-purple',
  abandoned: 'ck-tag',
};

export default function DashboardTab() {
  const stats = useQuery({ queryKey: ['/api/admin/stats'], queryFn: fetchAdminStats });
  if (stats.isPending) return <Skeleton rows={3} label="Loading" />;
  if (stats.isError) return <LoadFailed error={stats.error} retry={() => void stats.refetch()} />;
  const s = stats.data;
  const down = s.systemHealth.services.filter((service) => !service.up).map((service) => service.name);
  return (
    <>
      <div className="ck-grid" style={{ ['--ck-grid-min' as string]: '150px' }}>
        <Figure title="Total Revenue" value={formatPrice(s.totalRevenue)} />
        <Figure title="Total Users" value={s.totalUsers} />
        <Figure title="Tool Usage" value={s.toolUsage} suffix="completed runs" />
        <Figure title="System Health" value={`${s.systemHealth.percent}%`} />
      </div>
      <div className="ck-dashboard-lists">
        <Card title="Usage by tool" level={3}>
          <Table
            head={['Tool', 'Completed runs', 'Revenue', 'Failed (last 24 h)']}
            right={[1, 2, 3]}
            rows={s.usageStats.map((tool) => ({
              key: tool.toolName,
              cells: [toolName(tool.toolName), tool.count, formatPrice(tool.revenue), failureRate(tool)],
            }))}
          />
          {down.length > 0 && <p className="ck-text-secondary">Not answering: {down.join(', ')}</p>}
        </Card>
        <Card title="Recent payments" level={3}>
          <ScrollRegion label="Recent payments">
            <Table
              stacked
              head={['Reference', 'User', 'Tool', 'Amount', 'Status', 'Date', 'Action']}
              right={[3]}
              rows={s.recentPayments.map((payment) => ({
                key: payment.id,
                cells: [
                  paymentReferenceCell(payment.stripePaymentIntentId),
                  shortIdCell(payment.userId),
                  toolName(payment.toolName),
                  formatPrice(payment.amount),
                  <span className={STATUS_TAG[payment.status]}>{payment.status}</span>,
                  formatDate(payment.createdAt),
                  <RefundButton payment={payment} />,
                ],
              }))}
            />
          </ScrollRegion>
        </Card>
      </div>
    </>
  );
}

/**
 * e.g. "25%: 1 of 4 runs failed"; a dash when the tool finished no run in the window. It names what it counts (runs
 * that ended, failed ones included) so it reads beside the completed runs of all time without contradicting them.
 */
function failureRate(tool: AdminStats['usageStats'][number]) {
  if (tool.recentRuns === 0) return '—';
  return `${Math.round(tool.failureRate * 1000) / 10}%: ${tool.recentFailed} of ${tool.recentRuns} ${tool.recentRuns === 1 ? 'run' : 'runs'} failed`;
}

/** A figure in its box, with antd Card and Statistic's look. */
function Figure(props: { title: string; value: ReactNode; suffix?: string }) {
  return (
    <div className="ck-card ck-card-body">
      <Statistic {...props} />
    </div>
  );
}

/** stacked: a list of cards on a phone, each cell after its column's name (the site's .ck-stack-table styles). */
function Table({ head, right = [], rows, stacked = false }: { head: string[]; right?: number[]; rows: { key: string; cells: ReactNode[] }[]; stacked?: boolean }) {
  const align = (index: number) => (right.includes(index) ? { textAlign: 'right' as const } : undefined);
  const table = (
    <table className="ck-table">
      <thead>
        <tr>
          {head.map((title, index) => (
            <th key={title} scope="col" style={align(index)}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={head.length} className="ck-text-secondary" style={{ textAlign: 'center', padding: 16 }}>
              No data
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key} data-row-key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index} style={align(index)} data-label={head[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return stacked ? <div className="ck-stack-table">{table}</div> : table;
}
