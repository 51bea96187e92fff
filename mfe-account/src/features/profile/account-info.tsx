// Account info (spec part 2 §2): member since, completeness, paid tools; the hint while the profile is not complete.
import { useAuth } from '@careerkit/web/auth/session';
import { isPaid } from '@careerkit/web/tool/usage-rules';
import { Alert } from '@careerkit/web/layout/alert';
import { Card } from '@careerkit/web/layout/card';
import { useAllUsage } from '../account-queries';
import { formatDate } from '../format';
import { completenessOf } from './completeness';

export const COMPLETE_PROFILE_HINT = 'Complete your profile: add your full name, company, job title and industry experience to reach 100%.';

export function AccountInfo() {
  const { user } = useAuth();
  const usage = useAllUsage();
  if (!user) return null;
  const completeness = completenessOf(user.profileCompleteness);
  const paidTools = usage.data ? Object.values(usage.data).filter(isPaid).length : undefined;
  return (
    <Card title="Account Info">
      <dl className="ck-descriptions">
        <div>
          <dt>Member since</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt>Profile completeness</dt>
          <dd>{completeness}%</dd>
        </div>
        <div>
          <dt>Paid tools</dt>
          <dd>
            <span data-paid-tools>{paidTools ?? '—'}</span>
          </dd>
        </div>
      </dl>
      {completeness < 100 && <Alert type="info" style={{ marginTop: 12 }} title={COMPLETE_PROFILE_HINT} />}
    </Card>
  );
}
