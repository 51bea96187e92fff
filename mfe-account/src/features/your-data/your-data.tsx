// "Your data" (issue 14, beyond the spec): a copy of everything held about the user as one JSON file, and deleting the
// account, confirmed by password. The server does the work; this screen asks and reports.
import { deleteAccount, exportAccount } from '@careerkit/web/api/account';
import { ApiError } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { useNavigate } from '@careerkit/web/router';
import { useToast } from '@careerkit/web/layout/toast';
import { Alert, Button, Card, Input, Modal, Space, Typography } from 'antd';
import { startTransition, useState } from 'react';

export const DATA_MESSAGES = {
  exportFailed: 'We could not prepare your data right now. Please try again in a moment.',
  deletedTitle: 'Account deleted',
  passwordRequired: 'Please enter your password to confirm.',
  deleteFailed: 'Something went wrong. Please check your internet connection and try again.',
} as const;
export const EXPORT_FILE_NAME = 'careerkit-data.json';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.status === 429 ? error.message : error.serverMessage || error.message) : fallback);

export function YourData() {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function exportData() {
    setExporting(true);
    try {
      download(EXPORT_FILE_NAME, JSON.stringify(await exportAccount(), null, 2));
    } catch (error) {
      toast.error('Download Failed', messageOf(error, DATA_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  async function remove() {
    if (!password) return setFailure(DATA_MESSAGES.passwordRequired);
    setDeleting(true);
    setFailure(null);
    try {
      const answer = await deleteAccount(password);
      setConfirming(false);
      // Home and signed out in one render (the router navigates in a transition): signed out on the profile, the page
      // would send the visitor to sign in.
      navigate('/', { replace: true });
      startTransition(logout);
      toast.success(DATA_MESSAGES.deletedTitle, answer.message);
    } catch (error) {
      setFailure(messageOf(error, DATA_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
    }
  }

  const close = () => {
    setConfirming(false);
    setPassword('');
    setFailure(null);
  };

  return (
    <Card title="Your Data">
      <Space vertical size="middle" style={{ width: '100%' }}>
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            Download everything CareerKit holds about you as one JSON file: your profile, every tool run with what you entered and what came back,
            your salary runs, your payments and your uploads' details.
          </Typography.Paragraph>
          <Button onClick={() => void exportData()} loading={exporting}>Download My Data</Button>
        </div>
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            Deleting your account removes your profile, tool runs, salary runs and uploads from every service and signs you out everywhere. Payment records
            are kept for accounting without anything that identifies you. This cannot be undone.
          </Typography.Paragraph>
          <Button danger onClick={() => setConfirming(true)}>Delete Account</Button>
        </div>
      </Space>
      <Modal
        open={confirming}
        title="Delete your account?"
        okText="Delete My Account"
        okButtonProps={{ danger: true, loading: deleting }}
        onOk={() => void remove()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>This removes your data from every CareerKit service and cannot be undone. Enter your password to confirm.</Typography.Paragraph>
        {failure && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={failure} />}
        <label htmlFor="delete-password">Password</label>
        <Input.Password id="delete-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} onPressEnter={() => void remove()} />
      </Modal>
    </Card>
  );
}
