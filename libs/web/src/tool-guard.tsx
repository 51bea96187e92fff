// Tool pages need a signed-in user: a spinner while the session loads, else 'Sign In Required' with its links
// (Sign Up only while registrations are open).
import { Button, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@careerkit/web/router';
import { useAuth } from '@careerkit/web/auth';
import { useSystemConfig } from '@careerkit/web/hooks';

export function ToolGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { allowRegistrations } = useSystemConfig();
  if (loading) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading" />;
  if (!user)
    return (
      <Result
        status="403"
        title="Sign In Required"
        subTitle="Sign in or create a free account to use this tool."
        extra={
          <Space wrap>
            <Link to="/login"><Button type="primary">Sign In</Button></Link>
            {allowRegistrations && <Link to="/register"><Button>Sign Up</Button></Link>}
            <Link to="/">Home</Link>
            <Link to="/demo">How It Works</Link>
            <Link to="/pricing">Pricing</Link>
          </Space>
        }
      />
    );
  return <>{children}</>;
}
