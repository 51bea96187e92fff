// The announcement banner (dismissed for the session) and the maintenance gate (part 2 §2, §4).
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';
import { Alert, Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

const DISMISSED_KEY = 'announcement_dismissed';
const MAINTENANCE_EXEMPT = ['/login', '/register', '/auth/login', '/auth/register', '/auth/forgot-password', '/reset-password'];

export function AnnouncementBanner() {
  const { data } = useSystemConfig();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === data?.announcementText);
  if (!data?.announcementActive || !data.announcementText || dismissed || sessionStorage.getItem(DISMISSED_KEY) === data.announcementText) return null;
  return (
    <Alert
      banner
      type="info"
      title={data.announcementText}
      closable={{ onClose: () => (sessionStorage.setItem(DISMISSED_KEY, data.announcementText), setDismissed(true)), 'aria-label': 'Dismiss announcement' }}
    />
  );
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useSystemConfig();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const exempt = MAINTENANCE_EXEMPT.includes(pathname.toLowerCase()) || user?.role === 'admin';
  if (!data?.maintenanceMode || exempt) return <>{children}</>;
  return (
    <Result
      status="info"
      title="Maintenance Mode"
      subTitle="CareerKit is being improved. We expect to be back in 15-30 minutes."
      extra={[
        <Button key="retry" type="primary" onClick={() => window.location.reload()}>Try Again</Button>,
        <Link key="admin" to="/login">Admin Sign In</Link>,
      ]}
    />
  );
}
