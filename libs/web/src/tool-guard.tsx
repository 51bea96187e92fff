// Tool pages need a signed-in user: a spinner while the session loads, else 'Sign In Required' with its links
// (Sign Up only while registrations are open), which bring the user back here once signed in.
import { Button, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@careerkit/web/router';
import { signInLink } from '@careerkit/web/sign-in-return';
import { useDocumentTitle } from '@careerkit/web/document-title';
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';

export function ToolGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { allowRegistrations } = useSystemConfig();
  if (loading) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading" />;
  if (!user) return <SignInRequired allowRegistrations={allowRegistrations} />;
  return <>{children}</>;
}

function SignInRequired({ allowRegistrations }: { allowRegistrations: boolean }) {
  useDocumentTitle('Sign In Required');
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Result
      status="403"
      title="Sign In Required"
      subTitle="Sign in or create a free account to use this tool."
      extra={
        <Space wrap>
          <Link to={signInLink('/login', here)}><Button type="primary">Sign In</Button></Link>
          {allowRegistrations && <Link to={signInLink('/register', here)}><Button>Sign Up</Button></Link>}
          <Link to="/">Home</Link>
          <Link to="/demo">How It Works</Link>
          <Link to="/pricing">Pricing</Link>
        </Space>
      }
    />
  );
}
