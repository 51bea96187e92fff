// The header of spec part 1 §2: logo, AI Tools menu, How It Works, Pricing, Contact, mobile menu, session.
// Plain markup styled by the page template (ck-* rules): it is on every page's first load (docs/measurements.md, bundle size).
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useAuth } from '@careerkit/web/auth/session';
import { useSystemConfig } from '@careerkit/web/api/hooks';
import { useToast } from '@careerkit/web/layout/toast';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from '@careerkit/web/router';
import { MenuButton, type MenuEntry } from './menu-button';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

const toolEntries: MenuEntry[] = TOOL_PAGES.map((tool) => ({
  key: tool.path,
  to: tool.path,
  label: (
    <>
      <strong>{tool.name}</strong>
      <br />
      <span className="ck-text-secondary">{tool.description}</span>
    </>
  ),
}));

/** NavLink marks the current page with aria-current="page". */
function HeaderLink({ to, children }: { to: string; children: string }) {
  return (
    <NavLink to={to} className="ck-header-link">
      {children}
    </NavLink>
  );
}

export function Header() {
  const { user, loading, logout, logoutEverywhere } = useAuth();
  const toast = useToast();
  const { allowRegistrations } = useSystemConfig();
  const navigate = useNavigate();
  // undefined until the menu is first opened: only then is its code loaded.
  const [menuOpen, setMenuOpen] = useState<boolean>();

  const signOut = () => (logout(), navigate('/'));
  const signOutEverywhere = () => {
    logoutEverywhere().then(
      (message) => toast.success('Signed Out', message),
      () => toast.error('Signed Out', 'Signed out on this device only: the other devices could not be signed out. Sign in and try again.'),
    );
    navigate('/');
  };
  const userEntries: MenuEntry[] = [
    { key: 'profile', label: 'Profile', to: '/profile' },
    ...(user?.role === 'admin' ? [{ key: 'admin', label: 'Admin Panel', to: '/admin' }] : []),
    { key: 'signout', label: 'Sign Out', onSelect: signOut, separated: true },
    { key: 'signout-everywhere', label: 'Sign Out of All Devices', onSelect: signOutEverywhere },
  ];

  return (
    <header className="ck-header">
      <div className="ck-header-bar">
        {/* The logo is not a heading: each page has its own h1. */}
        <Link to="/" aria-label="CareerKit home" className="ck-logo">
          CareerKit
        </Link>
        {/* Wide screens get the links and the session; small ones the menu button (by CSS, at antd's md: 768 px). */}
        <nav aria-label="Main" className="ck-wide-only">
          <MenuButton label={<>AI Tools <SvgIcon icon={DownOutlined} /></>} items={toolEntries} openOnHover buttonClassName="ck-header-link" />
          <HeaderLink to="/demo">How It Works</HeaderLink>
          <HeaderLink to="/pricing">Pricing</HeaderLink>
          <HeaderLink to="/contact">Contact</HeaderLink>
        </nav>
        <div className="ck-wide-only ck-session">
          {/* Nothing while the stored session is checked: no flash of Sign In for a signed-in user. */}
          {loading ? null : user ? (
            <MenuButton label={<><SvgIcon icon={UserOutlined} /> {user.username} <SvgIcon icon={DownOutlined} /></>} items={userEntries} buttonClassName="ck-button" align="end" />
          ) : (
            <>
              <HeaderLink to="/login">Sign In</HeaderLink>
              {allowRegistrations && (
                <Link to="/register" className="ck-button-link">
                  Get Started
                </Link>
              )}
            </>
          )}
        </div>
        <button type="button" className="ck-button ck-narrow-only" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
          <SvgIcon icon={MenuOutlined} />
        </button>
      </div>
      {menuOpen !== undefined && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} account={user && { username: user.username, entries: userEntries }} allowRegistrations={allowRegistrations} />
        </Suspense>
      )}
    </header>
  );
}
