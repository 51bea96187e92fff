// mfe-admin: the operator dashboard (spec part 2 §2). The server enforces the admin role; this only says so early.
// Each tab is its own chunk, loaded when it is first opened.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { useAuth } from '@careerkit/web/auth/session';
import { theme } from '@careerkit/web/layout/theme';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { ConfigProvider, Grid, Result, Select, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

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
  const [active, setActive] = useState(TABS[0].key);
  const screens = Grid.useBreakpoint();
  // Below 768 px the six tabs overflow into antd's "more" button, which sits inside the tablist without being a tab
  // (axe: aria-required-children); there a labelled select picks the section instead.
  const narrow = Boolean(screens.xs || (screens.sm && !screens.md));
  if (user?.role !== 'admin') return <Result status="403" title="Admin access required" subTitle={AUTH_MESSAGES.adminRequired} />;
  return (
    <AreaFrame title="Admin Dashboard">
      <Tabs
        activeKey={active}
        onChange={setActive}
        renderTabBar={
          narrow
            ? () => (
                <Select
                  aria-label="Admin section"
                  value={active}
                  onChange={setActive}
                  options={TABS.map(({ key, label }) => ({ value: key, label }))}
                  style={{ width: '100%', marginBottom: 16 }}
                />
              )
            : undefined
        }
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
