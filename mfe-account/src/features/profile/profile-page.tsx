// The profile page (spec part 2 §2 'Profile'): the profile form and account info, tool usage, payments, your data.
import { Col, Row, Space } from 'antd';
import { PaymentOverview } from '../payments/payment-overview';
import { UsagePanel } from '../usage/usage-panel';
import { YourData } from '../your-data/your-data';
import { AccountInfo } from './account-info';
import { ProfileForm } from './profile-form';

export default function ProfilePage() {
  return (
    <Space vertical size="large" style={{ width: '100%' }}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <ProfileForm />
        </Col>
        <Col xs={24} lg={8}>
          <AccountInfo />
        </Col>
      </Row>
      <UsagePanel />
      <PaymentOverview />
      <YourData />
    </Space>
  );
}
