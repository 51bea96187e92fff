// The 'Unlock Full …' prompt a preview result carries (spec part 1 §4 'Results').
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

export function PreviewBanner({ what, message, onUnlock, disabled }: { what: string; message?: string; onUnlock: () => void; disabled?: boolean }) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      style={{ marginBottom: 16 }}
      title={`Free preview: part of the ${what.toLowerCase()} is locked`}
      description={message}
      action={
        <Button type="primary" onClick={onUnlock} disabled={disabled}>
          Unlock Full {what}
        </Button>
      }
    />
  );
}
