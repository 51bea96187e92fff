// Deleting the account, confirmed by password (issue 14): loaded when the user first asks to delete, so antd's Modal
// is not part of the profile page's first load. It brings the site's antd theme with it.
import { deleteAccount } from '@careerkit/web/api/account';
import { useAuth } from '@careerkit/web/auth/session';
import { useNavigate } from '@careerkit/web/router';
import { useToast } from '@careerkit/web/layout/toast';
import { Themed } from '@careerkit/web/layout/themed';
import { Alert, Input, Modal, Typography } from 'antd';
import { startTransition, useState } from 'react';
import { DATA_MESSAGES, messageOf } from './your-data';

export default function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove() {
    if (!password) return setFailure(DATA_MESSAGES.passwordRequired);
    setDeleting(true);
    setFailure(null);
    try {
      const answer = await deleteAccount(password);
      onClose();
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
    onClose();
    setPassword('');
    setFailure(null);
  };

  return (
    <Themed>
      <Modal
        open={open}
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
    </Themed>
  );
}
