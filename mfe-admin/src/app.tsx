// mfe-admin: the operator dashboard (spec part 2 §2). The server enforces the admin role; this only says so early.
// Each tab is its own chunk, loaded when it is first opened.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AreaFrame } from '@careerkit/web/area-frame';
import { useAuth } from '@careerkit/web/auth';
import { theme } from '@careerkit/web/theme';
import { ToolGuard } from '@careerkit/web/tool-guard';
import { ConfigProvider, Result, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

const TABS: { key: string; label: string; Tab: LazyExoticComponent<ComponentType> }[] = [
  { key: 'dashboard', label: 'Dashboard', Tab: lazy(() => import('./features/dashboard/dashboard-tab')) },
  { key: 'users', label: 'Users', Tab: lazy(() => import('./features/users/users-tab')) },
  { key: 'tools', label: 'Tools', Tab: lazy(() => import('./features/tools/tools-tab')) },
  { key: 'testing', label: 'Testing', Tab: lazy(() => import('./features/testing/testing-tab')) },
  { key: 'system', label: 'System', Tab: lazy(() => import('./features/system/system-tab')) },
  { key: 'analytics', label: 'Analytics', Tab: lazy(() => import('./features/analytics/analytics-tab')) },
];

function AdminOnly() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Result status="403" title="Admin access required" subTitle={AUTH_MESSAGES.adminRequired} />;
  return (
    <AreaFrame title="Admin Dashboard">
      <Tabs
        destroyOnHidden
        items={TABS.map(({ key, label, Tab }) => ({
          key,
          label,
          children: (
            <Suspense fallback={<Skeleton active />}>
              <Tab />
            </Suspense>
          ),
        }))}
      />
    </AreaFrame>
  );
}

export default function AdminApp() {
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_admin" data-area="mfe-admin" data-release={process.env.CAREERKIT_RELEASE}>
        <ToolGuard>
          <AdminOnly />
        </ToolGuard>
      </div>
    </ConfigProvider>
  );
}
