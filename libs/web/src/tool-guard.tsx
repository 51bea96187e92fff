// Tool pages need a signed-in user: a spinner while the session loads, else 'Sign In Required' with its links
// (Sign Up only while registrations are open), which bring the user back here once signed in.
import { Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@careerkit/web/router';
import { signInLink } from '@careerkit/web/sign-in-return';
import { useDocumentTitle } from '@careerkit/web/document-title';
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';
import { ButtonLink } from '@careerkit/web/button-link';

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
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Sign In Required</h1>}
      subTitle="Sign in or create a free account to use this tool."
      extra={
        <Space wrap>
          <ButtonLink to={signInLink('/login', here)} primary>Sign In</ButtonLink>
          {allowRegistrations && <ButtonLink to={signInLink('/register', here)}>Sign Up</ButtonLink>}
          <Link to="/">Home</Link>
          <Link to="/demo">How It Works</Link>
          <Link to="/pricing">Pricing</Link>
        </Space>
      }
    />
  );
}
