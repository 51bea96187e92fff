// mfe-admin: the operator dashboard. The server enforces the admin role; this only says so early.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AreaFrame } from '@careerkit/web/area-frame';
import { useAuth } from '@careerkit/web/auth';
import { theme } from '@careerkit/web/theme';
import { ToolGuard } from '@careerkit/web/tool-guard';
import { ConfigProvider, Result, Typography } from 'antd';

function AdminOnly() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Result status="403" title="Admin access required" subTitle={AUTH_MESSAGES.adminRequired} />;
  return (
    <AreaFrame title="Admin Dashboard">
      <Typography.Paragraph type="secondary" data-area="mfe-admin">The dashboard's screens arrive with the admin issue.</Typography.Paragraph>
    </AreaFrame>
  );
}

export default function AdminApp() {
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_admin" data-release={process.env.CAREERKIT_RELEASE}>
        <ToolGuard>
          <AdminOnly />
        </ToolGuard>
      </div>
    </ConfigProvider>
  );
}
