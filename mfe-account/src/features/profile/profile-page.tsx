// The profile page (spec part 2 §2 'Profile'): the profile form and account info, tool usage, payments, your data.
// Laid out in plain markup; antd draws the profile form's controls (docs/measurements.md, bundle size).
import { PaymentOverview } from '../payments/payment-overview';
import { UsagePanel } from '../usage/usage-panel';
import { YourData } from '../your-data/your-data';
import { AccountInfo } from './account-info';
import { ProfileForm } from './profile-form';

export default function ProfilePage() {
  return (
    <div className="ck-stack" style={{ gap: 24 }}>
      <div className="ck-split">
        <ProfileForm />
        <AccountInfo />
      </div>
      <UsagePanel />
      <PaymentOverview />
      <YourData />
    </div>
  );
}
