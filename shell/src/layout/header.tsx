// The header of spec part 1 §2: logo, AI Tools dropdown, How It Works, Pricing, Contact, mobile menu, session.
import { DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';
import { useToast } from '@careerkit/web/toast';
import { TOOL_PAGES } from '@careerkit/web/theme';
import { Button, Dropdown, Flex, Grid, Space, Typography, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from '@careerkit/web/router';

const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

const toolItems: MenuProps['items'] = TOOL_PAGES.map((tool) => ({
  key: tool.path,
  label: (
    <Link to={tool.path}>
      <Typography.Text strong>{tool.name}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{tool.description}</Typography.Text>
    </Link>
  ),
}));

/** A header link that looks like antd's text button; NavLink marks the current page with aria-current="page". */
function HeaderLink({ to, children }: { to: string; children: string }) {
  return (
    <NavLink to={to} className="ck-header-link">
      {children}
    </NavLink>
  );
}

export function Header() {
  const { user, logout, logoutEverywhere } = useAuth();
  const toast = useToast();
  const { allowRegistrations } = useSystemConfig();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md;
  // undefined until the menu is first opened: only then is its code loaded.
  const [menuOpen, setMenuOpen] = useState<boolean>();
  const [toolsOpen, setToolsOpen] = useState(false);

  const signOut = () => (logout(), navigate('/'));
  const signOutEverywhere = () => {
    logoutEverywhere().then(
      (message) => toast.success('Signed Out', message),
      () => toast.error('Signed Out', 'Signed out on this device only: the other devices could not be signed out. Sign in and try again.'),
    );
    navigate('/');
  };
  const userItems: MenuProps['items'] = [
    // The whole row navigates, not only the link's text (the menu is wider than its shortest labels).
    { key: 'profile', label: <Link to="/profile">Profile</Link>, onClick: () => navigate('/profile') },
    ...(user?.role === 'admin' ? [{ key: 'admin', label: <Link to="/admin">Admin Panel</Link>, onClick: () => navigate('/admin') }] : []),
    { type: 'divider' as const },
    { key: 'signout', label: 'Sign Out', onClick: signOut },
    { key: 'signout-everywhere', label: 'Sign Out of All Devices', onClick: signOutEverywhere },
  ];

  const session = user ? (
    <Dropdown menu={{ items: userItems }} trigger={['click']}>
      <Button icon={<UserOutlined />}>
        {user.username} <DownOutlined />
      </Button>
    </Dropdown>
  ) : (
    <Space>
      <HeaderLink to="/login">Sign In</HeaderLink>
      {allowRegistrations && (
        <Link to="/register" className="ck-button-link">
          Get Started
        </Link>
      )}
    </Space>
  );

  const links = (
    <>
      {/* Hover opens it for a mouse; Enter or Space opens it from the keyboard, arrows move, Escape closes. */}
      <Dropdown
        menu={{ items: toolItems, onClick: ({ key }) => (setToolsOpen(false), navigate(key)) }}
        trigger={['hover', 'click']}
        open={toolsOpen}
        onOpenChange={setToolsOpen}
        autoFocus
      >
        <Button type="text" aria-haspopup="menu" aria-expanded={toolsOpen}>
          AI Tools <DownOutlined />
        </Button>
      </Dropdown>
      <HeaderLink to="/demo">How It Works</HeaderLink>
      <HeaderLink to="/pricing">Pricing</HeaderLink>
      <HeaderLink to="/contact">Contact</HeaderLink>
    </>
  );

  return (
    <header style={{ borderBottom: '1px solid #eef0f4', background: '#fff', position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex align="center" justify="space-between" style={{ maxWidth: 1200, margin: '0 auto', padding: '10px 20px' }}>
        {/* The logo is not a heading: each page has its own h1. */}
        <Link to="/" aria-label="CareerKit home" style={{ fontSize: 20, fontWeight: 600, color: '#2454d6', textDecoration: 'none' }}>
          CareerKit
        </Link>
        {wide ? (
          <>
            <nav aria-label="Main"><Space size={0}>{links}</Space></nav>
            {session}
          </>
        ) : (
          <Button icon={<MenuOutlined />} aria-label="Open menu" onClick={() => setMenuOpen(true)} />
        )}
      </Flex>
      {menuOpen !== undefined && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={user} allowRegistrations={allowRegistrations} onSignOut={signOut} onSignOutEverywhere={signOutEverywhere} />
        </Suspense>
      )}
    </header>
  );
}
