// The 'Unlock Full …' prompt a preview result carries (spec part 1 §4 'Results'). It claims a locked part only when the
// server's counts say something was left out: a preview whose lists were all short enough is shown whole.
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

/** Whether a preview left anything out, by the server's counts of what it hid (no counts: assume it did). */
export const leftOut = (hidden: Record<string, number> | undefined) => hidden === undefined || Object.values(hidden).some((count) => count > 0);

export function PreviewBanner({ what, message, hidden, onUnlock, disabled }: { what: string; message?: string; hidden?: Record<string, number>; onUnlock: () => void; disabled?: boolean }) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      style={{ marginBottom: 16 }}
      title={leftOut(hidden) ? `Free preview: part of the ${what.toLowerCase()} is locked` : `Free preview: this ${what.toLowerCase()} is shown in full`}
      description={
        // The button under the words, not beside them: beside, a phone squeezed the words to one or two a line.
        <>
          {message && <div style={{ marginBottom: 8 }}>{message}</div>}
          <Button type="primary" onClick={onUnlock} disabled={disabled} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4 }}>
            Unlock Full {what}
          </Button>
        </>
      }
    />
  );
}
