// Sign in (spec part 1 §2, §5, §8; part 2 §2, §5): server message on failure, with the flagged way out; a user whose
// session expired is told so (issue 26).
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { ApiError } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { useSystemConfig } from '@careerkit/web/api/hooks';
import { useToast } from '@careerkit/web/layout/toast';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@careerkit/web/router';
import { keepNext, returnPath } from '@careerkit/web/auth/sign-in-return';
import { AuthCard } from './auth-card';

interface Failure {
  message: string;
  showRegister?: boolean;
  showForgotPassword?: boolean;
}

export function LoginPage() {
  const { login, sessionExpired } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  // With registrations closed, no way to an account is offered (spec part 1 §2, §8).
  const { allowRegistrations } = useSystemConfig();

  async function submit(values: { email: string; password: string }) {
    setBusy(true);
    setFailure(null);
    try {
      await login(values.email.trim(), values.password);
      toast.success('Welcome back!');
      navigate(returnPath(searchParams.get('next')));
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      setFailure({
        message: (error instanceof ApiError && error.serverMessage) || (error instanceof Error && !(error instanceof ApiError) ? error.message : 'Login failed'),
        showRegister: body?.showRegister === true,
        showForgotPassword: body?.showForgotPassword === true,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign In">
      {sessionExpired && !failure && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={AUTH_MESSAGES.sessionExpired} />}
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={failure.message}
          action={
            <Space vertical>
              {failure.showRegister && allowRegistrations && <Button size="small" onClick={() => navigate('/register')}>Create New Account</Button>}
              {failure.showForgotPassword && <Button size="small" onClick={() => navigate('/auth/forgot-password')}>Reset Password</Button>}
            </Space>
          }
        />
      )}
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Email is required' }, { type: 'email', message: 'Please enter a valid email address' }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Password is required' }, { min: 6, message: 'Password must be at least 6 characters' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>Sign In</Button>
      </Form>
      <Space style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }}>
        <Link to="/auth/forgot-password">Forgot password?</Link>
        {allowRegistrations && <Link to={`/register${keepNext(searchParams)}`}>Create an account</Link>}
      </Space>
    </AuthCard>
  );
}
