// Dashboard (spec part 2 §2): total revenue, users and tool usage, a fixed 99.9% system health, per-tool usage and the
// recent payments.
import { fetchAdminStats, type AdminStats } from '@careerkit/web/api/platform';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { formatDate, shortIdCell } from '../shared/format';
import { LoadFailed } from '../shared/load-failed';
import { ScrollRegion } from '../shared/scroll-region';

type Payment = AdminStats['recentPayments'][number];
const STATUS_COLOR: Record<Payment['status'], string> = { completed: 'blue', pending: 'default', failed: 'red' };

export default function DashboardTab() {
  const stats = useQuery({ queryKey: ['/api/admin/stats'], queryFn: fetchAdminStats });
  if (stats.isPending) return <Skeleton active />;
  if (stats.isError) return <LoadFailed error={stats.error} retry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Total Revenue" value={formatPrice(s.totalRevenue)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Total Users" value={s.totalUsers} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Tool Usage" value={s.toolUsage} suffix="runs" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="System Health" value="99.9%" />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={10}>
          <Card title="Usage by tool">
            <Table
              size="small"
              rowKey="toolName"
              pagination={false}
              dataSource={s.usageStats}
              columns={[
                { title: 'Tool', dataIndex: 'toolName' },
                { title: 'Runs', dataIndex: 'count', align: 'right' },
                { title: 'Revenue', dataIndex: 'revenue', align: 'right', render: formatPrice },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Recent payments">
            <ScrollRegion label="Recent payments">
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={s.recentPayments}
                columns={[
                  { title: 'ID', dataIndex: 'id', render: shortIdCell },
                  { title: 'User', dataIndex: 'userId', render: shortIdCell },
                  { title: 'Tool', dataIndex: 'toolName' },
                  { title: 'Amount', dataIndex: 'amount', align: 'right', render: formatPrice },
                  { title: 'Status', dataIndex: 'status', render: (v: Payment['status']) => <Tag color={STATUS_COLOR[v]}>{v}</Tag> },
                  { title: 'Date', dataIndex: 'createdAt', render: formatDate },
                ]}
              />
            </ScrollRegion>
          </Card>
        </Col>
      </Row>
    </>
  );
}
