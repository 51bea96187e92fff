// mfe-admin: the operator dashboard (spec part 2 §2). The server enforces the admin role; this only says so early.
// Each tab is its own chunk, loaded when it is first opened. The frame, the tabs and the Dashboard tab are plain markup;
// the other tabs are drawn with antd and bring it, in the site's theme, with their chunk (docs/measurements.md, bundle size).
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { useAuth } from '@careerkit/web/auth/session';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { Loading } from '@careerkit/web/layout/loading';
import { Tabs } from '@careerkit/web/layout/tabs';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** What a tab may ask of the frame: open a customer in Users (the audit log does), and what Users was opened on. */
interface TabProps {
  search?: string;
  onOpenUser?: (email: string) => void;
}

/** A tab drawn with antd, in the site's theme: the theme (antd's ConfigProvider) loads with the tab's chunk. */
const themed = (load: () => Promise<{ default: ComponentType<TabProps> }>) =>
  lazy(async () => {
    const [{ default: Tab }, { Themed }] = await Promise.all([load(), import('@careerkit/web/layout/themed')]);
    return { default: (props: TabProps) => <Themed><Tab {...props} /></Themed> };
  });

const TABS: { key: string; label: string; Tab: LazyExoticComponent<ComponentType<TabProps>> }[] = [
  { key: 'dashboard', label: 'Dashboard', Tab: lazy(() => import('./features/dashboard/dashboard-tab')) },
  { key: 'users', label: 'Users', Tab: themed(() => import('./features/users/users-tab')) },
  { key: 'runs', label: 'Runs', Tab: themed(() => import('./features/runs/runs-tab')) },
  { key: 'tools', label: 'Tools', Tab: themed(() => import('./features/tools/tools-tab')) },
  { key: 'testing', label: 'Testing', Tab: themed(() => import('./features/testing/testing-tab')) },
  { key: 'system', label: 'System', Tab: themed(() => import('./features/system/system-tab')) },
  { key: 'analytics', label: 'Analytics', Tab: themed(() => import('./features/analytics/analytics-tab')) },
  { key: 'audit', label: 'Audit Log', Tab: themed(() => import('./features/audit/audit-tab')) },
];

function AdminOnly() {
  const { user } = useAuth();
  const [active, setActive] = useState(TABS[0].key);
  const [userSearch, setUserSearch] = useState('');
  const openUser = (email: string) => {
    setUserSearch(email);
    setActive('users');
  };
  const choose = (key: string) => {
    setUserSearch('');
    setActive(key);
  };
  if (user?.role !== 'admin') return <AdminRequired />;
  return (
    <AreaFrame title="Admin Dashboard">
      {/* Below 768 px the seven tabs do not fit in a row: a labelled select picks the section instead. */}
      <select className="ck-input ck-narrow-only" aria-label="Admin section" value={active} onChange={(event) => choose(event.target.value)} style={{ marginBottom: 16 }}>
        {TABS.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      <Tabs
        activeKey={active}
        onChange={choose}
        listClassName="ck-wide-only"
        destroyOnHidden
        items={TABS.map(({ key, label, Tab }) => ({
          key,
          label,
          children: (
            <Suspense fallback={<Loading />}>
              <Tab onOpenUser={openUser} search={key === 'users' ? userSearch : undefined} />
            </Suspense>
          ),
        }))}
      />
    </AreaFrame>
  );
}

function AdminRequired() {
  useDocumentTitle('Admin access required');
  return (
    <div className="ck-notice">
      <h1>Admin access required</h1>
      <p className="ck-text-secondary">{AUTH_MESSAGES.adminRequired}</p>
    </div>
  );
}

export default function AdminApp() {
  return (
    <div data-remote="mfe_admin" data-area="mfe-admin" data-release={process.env.CAREERKIT_RELEASE}>
      <ToolGuard area="admin">
        <AdminOnly />
      </ToolGuard>
    </div>
  );
}
