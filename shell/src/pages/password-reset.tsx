// Forgot and reset password (spec part 2 §2, §5, §8).
import { ApiError } from '@careerkit/web/api/client';
import { forgotPassword, resetPassword } from '@careerkit/web/api/auth';
import { useToast } from '@careerkit/web/layout/toast';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from '@careerkit/web/router';
import { AuthCard } from './auth-card';

const serverOr = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.serverMessage || fallback : 'Something went wrong. Please try again.';

export function ForgotPasswordPage() {
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sent)
    return <Result status="success" title="Check your email" subTitle="If an account exists for that email, a reset link is on its way. The link expires in 1 hour." extra={<Link to="/login">Back to sign in</Link>} />;
  return (
    <AuthCard title="Reset your password">
      <Form
        layout="vertical"
        disabled={busy}
        onFinish={async ({ email }: { email: string }) => {
          setBusy(true);
          try {
            await forgotPassword(email.trim());
            setSent(true);
          } catch (error) {
            toast.error('Error', serverOr(error, 'Failed to send reset email'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Email is required' }, { type: 'email', message: 'Please enter a valid email address' }]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>Send reset link</Button>
      </Form>
      <div style={{ marginTop: 16 }}><Link to="/login">Back to sign in</Link></div>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const toast = useToast();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!token) return <Result status="warning" title="Invalid reset link" extra={<Link to="/auth/forgot-password">Request a new link</Link>} />;
  if (done) return <Result status="success" title="Password reset successful" extra={<Link to="/login">Sign in</Link>} />;
  return (
    <AuthCard title="Choose a new password">
      <Form
        layout="vertical"
        disabled={busy}
        onFinish={async ({ newPassword }: { newPassword: string }) => {
          setBusy(true);
          try {
            await resetPassword(token, newPassword);
            setDone(true);
          } catch (error) {
            toast.error('Reset failed', serverOr(error, 'Failed to reset password'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Form.Item name="newPassword" label="New password" rules={[{ required: true, message: 'Password is required' }, { min: 6, message: 'Password must be at least 6 characters' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>Set new password</Button>
      </Form>
    </AuthCard>
  );
}
