// The slide-in menu of small screens (spec part 1 §2 header), with the session's links written out: a dropdown
// inside a drawer would close with the drawer. Loaded when it is first opened.
import type { CurrentUser } from '@careerkit/contracts/auth';
import { TOOL_PAGES } from '@careerkit/web/theme';
import { Button, Divider, Drawer, Flex, Typography } from 'antd';
import { Link } from '@careerkit/web/router';
import { ButtonLink } from '@careerkit/web/button-link';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser | null;
  allowRegistrations: boolean;
  onSignOut: () => void;
  onSignOutEverywhere: () => void;
}

export function MobileMenu({ open, onClose, user, allowRegistrations, onSignOut, onSignOutEverywhere }: MobileMenuProps) {
  return (
    <Drawer title="CareerKit" placement="right" open={open} onClose={onClose} size="default">
      {/* Any link or button chosen closes the menu. */}
      <Flex vertical gap={8} onClick={onClose}>
        {TOOL_PAGES.map((tool) => <Link key={tool.path} to={tool.path}>{tool.name}</Link>)}
        <Link to="/demo">How It Works</Link>
        <Link to="/pricing">Pricing</Link>
        <Link to="/contact">Contact</Link>
        <Divider style={{ margin: '8px 0' }} />
        {user ? (
          <>
            <Typography.Text strong>{user.username}</Typography.Text>
            <Link to="/profile">Profile</Link>
            {user.role === 'admin' && <Link to="/admin">Admin Panel</Link>}
            <Button onClick={onSignOut}>Sign Out</Button>
            <Button onClick={onSignOutEverywhere}>Sign Out of All Devices</Button>
          </>
        ) : (
          <>
            <Link to="/login">Sign In</Link>
            {allowRegistrations && <ButtonLink to="/register" primary block>Get Started</ButtonLink>}
          </>
        )}
      </Flex>
    </Drawer>
  );
}
