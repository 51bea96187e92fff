// The announcement banner (dismissed for the session) and the maintenance gate (part 2 §2, §4).
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';
import { ToolOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from '@careerkit/web/router';

const DISMISSED_KEY = 'announcement_dismissed';
const MAINTENANCE_EXEMPT = ['/login', '/register', '/auth/login', '/auth/register', '/auth/forgot-password', '/reset-password'];

export function AnnouncementBanner() {
  const { data } = useSystemConfig();
  // The text last dismissed this session: a new announcement shows again.
  const [dismissedText, setDismissedText] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  if (!data?.announcementActive || !data.announcementText || dismissedText === data.announcementText) return null;
  return (
    <Alert
      banner
      type="info"
      title={data.announcementText}
      closable={{ onClose: () => (sessionStorage.setItem(DISMISSED_KEY, data.announcementText), setDismissedText(data.announcementText)), 'aria-label': 'Dismiss announcement' }}
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
    <Flex vertical align="center" gap={8} style={{ padding: '64px 16px', textAlign: 'center' }}>
      <ToolOutlined style={{ fontSize: 48, color: '#2454d6' }} />
      <Typography.Title level={2}>Maintenance Mode</Typography.Title>
      <Typography.Text type="secondary">CareerKit is being improved. We expect to be back in 15-30 minutes.</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>Try Again</Button>
      <Link to="/login">Admin Sign In</Link>
    </Flex>
  );
}
