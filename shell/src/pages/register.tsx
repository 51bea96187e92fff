// Sign up (spec part 1 §2, §5; part 2 §2): closed notice when registrations are off.
import { ApiError } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { useSystemConfig } from '@careerkit/web/api/hooks';
import { useToast } from '@careerkit/web/layout/toast';
import { Alert, Button, Form, Input, Result, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@careerkit/web/router';
import { keepNext, returnPath } from '@careerkit/web/auth/sign-in-return';
import { AuthCard } from './auth-card';

export function RegisterPage() {
  const { register } = useAuth();
  const { allowRegistrations } = useSystemConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!allowRegistrations)
    return (
      <Result
        status="info"
        title="Registrations Temporarily Closed"
        subTitle="New accounts cannot be created right now."
        extra={<Space><Link to="/login">Sign In</Link><Link to="/contact">Contact us</Link></Space>}
      />
    );

  async function submit(values: { email: string; username: string; password: string }) {
    setBusy(true);
    setFailure(null);
    try {
      await register({ email: values.email.trim(), username: values.username.trim(), password: values.password });
      toast.success('Account created!');
      navigate(returnPath(searchParams.get('next')));
    } catch (error) {
      setFailure((error instanceof ApiError && error.serverMessage) || 'Something went wrong during registration. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create your account">
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure} />}
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Email is required' }, { type: 'email', message: 'Please enter a valid email address' }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item name="username" label="Username" rules={[{ required: true, message: 'Username is required' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Password is required' }, { min: 6, message: 'Password must be at least 6 characters' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Confirm password"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please confirm your password' },
            ({ getFieldValue }) => ({
              validator: (_, value) => (!value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error('Passwords do not match'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>Create Account</Button>
      </Form>
      <div style={{ marginTop: 16 }}>Already have an account? <Link to={`/login${keepNext(searchParams)}`}>Sign in</Link></div>
    </AuthCard>
  );
}
