// Analytics (the spec leaves it open): revenue and runs per day and per tool over the last 30 days, as charts.
import { fetchAdminAnalytics } from '@careerkit/web/api/platform';
import { BarList } from '@careerkit/web/layout/bar-list';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { toolName } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { BarChart } from './bar-chart';

const DAYS = 30;

export default function AnalyticsTab() {
  const analytics = useQuery({ queryKey: ['/api/admin/analytics', DAYS], queryFn: () => fetchAdminAnalytics(DAYS) });
  if (analytics.isPending) return <Skeleton active />;
  if (analytics.isError) return <LoadFailed error={analytics.error} retry={() => void analytics.refetch()} />;
  const { days, byTool } = analytics.data;
  const dayLabel = (day: string) => day.slice(5); // MM-DD
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12}>
        <Card>
          <Statistic title={`Revenue, last ${DAYS} days`} value={formatPrice(days.reduce((s, d) => s + d.revenue, 0))} />
        </Card>
      </Col>
      <Col xs={12}>
        <Card>
          <Statistic title={`Runs, last ${DAYS} days`} value={days.reduce((s, d) => s + d.runs, 0)} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card>
          <BarChart title="Revenue per day" bars={days.map((d) => ({ label: dayLabel(d.day), value: d.revenue }))} format={formatPrice} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card>
          <BarChart title="Runs per day" bars={days.map((d) => ({ label: dayLabel(d.day), value: d.runs }))} color="#52c41a" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card>
          <ToolBars title="Revenue per tool" rows={byTool.map((t) => ({ label: toolName(t.toolName), value: t.revenue, text: formatPrice(t.revenue) }))} color="#722ed1" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card>
          <ToolBars title="Runs per tool" rows={byTool.map((t) => ({ label: toolName(t.toolName), value: t.count, text: String(t.count) }))} color="#fa8c16" />
        </Card>
      </Col>
    </Row>
  );
}

/** A per-tool chart: one bar per tool, its name beside it (above it on a phone), under the chart's title. */
function ToolBars({ title, ...bars }: { title: string } & Omit<Parameters<typeof BarList>[0], 'title'>) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      <BarList title={title} {...bars} />
    </figure>
  );
}
