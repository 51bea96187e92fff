// The header of spec part 1 §2: logo, AI Tools dropdown, How It Works, Pricing, Contact, mobile menu, session.
import { DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';
import { useToast } from '@careerkit/web/toast';
import { TOOL_PAGES } from '@careerkit/web/theme';
import { Button, Dropdown, Flex, Grid, Space, Typography, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from '@careerkit/web/router';

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

export function Header() {
  const { user, logout, logoutEverywhere } = useAuth();
  const toast = useToast();
  const { allowRegistrations } = useSystemConfig();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md;
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
      <Link to="/login"><Button type="text">Sign In</Button></Link>
      {allowRegistrations && <Link to="/register"><Button type="primary">Get Started</Button></Link>}
    </Space>
  );

  const links = (
    <>
      <Dropdown menu={{ items: toolItems }}>
        <Button type="text">AI Tools <DownOutlined /></Button>
      </Dropdown>
      <Link to="/demo"><Button type="text">How It Works</Button></Link>
      <Link to="/pricing"><Button type="text">Pricing</Button></Link>
      <Link to="/contact"><Button type="text">Contact</Button></Link>
    </>
  );

  return (
    <header style={{ borderBottom: '1px solid #eef0f4', background: '#fff', position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex align="center" justify="space-between" style={{ maxWidth: 1200, margin: '0 auto', padding: '10px 20px' }}>
        <Link to="/" aria-label="CareerKit home">
          <Typography.Title level={4} style={{ margin: 0, color: '#2454d6' }}>CareerKit</Typography.Title>
        </Link>
        {wide ? (
          <>
            <nav><Space size={0}>{links}</Space></nav>
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
