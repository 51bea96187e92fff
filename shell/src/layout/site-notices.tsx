// The announcement banner (dismissed for the session) and the maintenance gate (part 2 §2, §4), in plain markup:
// both can show on any page's first load.
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import { useAuth } from '@careerkit/web/auth/session';
import { useSystemConfig } from '@careerkit/web/api/hooks';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from '@careerkit/web/router';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';

const DISMISSED_KEY = 'announcement_dismissed';
const MAINTENANCE_EXEMPT = ['/login', '/register', '/auth/login', '/auth/register', '/auth/forgot-password', '/reset-password'];

export function AnnouncementBanner() {
  const { data } = useSystemConfig();
  // The text last dismissed this session: a new announcement shows again.
  const [dismissedText, setDismissedText] = useState(() => globalThis.sessionStorage?.getItem(DISMISSED_KEY) ?? null); // none when drawn at build time
  if (!data?.announcementActive || !data.announcementText || dismissedText === data.announcementText) return null;
  const dismiss = () => (sessionStorage.setItem(DISMISSED_KEY, data.announcementText), setDismissedText(data.announcementText));
  return (
    <div className="ck-banner" role="alert">
      <SvgIcon icon={InfoCircleFilled} style={{ color: '#2454d6' }} />
      <span className="ck-banner-text">{data.announcementText}</span>
      <button type="button" className="ck-button ck-button-text" aria-label="Dismiss announcement" onClick={dismiss}>
        <SvgIcon icon={CloseOutlined} />
      </button>
    </div>
  );
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useSystemConfig();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const exempt = MAINTENANCE_EXEMPT.includes(pathname.toLowerCase()) || user?.role === 'admin';
  if (!data?.maintenanceMode || exempt) return <>{children}</>;
  return (
    <div className="ck-notice">
      <SvgIcon icon={ToolOutlined} style={{ fontSize: 48, color: '#2454d6' }} />
      <h2>Maintenance Mode</h2>
      <p className="ck-text-secondary">CareerKit is being improved. We expect to be back in 15-30 minutes.</p>
      <button type="button" className="ck-button ck-button-primary" onClick={() => window.location.reload()}>Try Again</button>
      <Link to="/login">Admin Sign In</Link>
    </div>
  );
}
