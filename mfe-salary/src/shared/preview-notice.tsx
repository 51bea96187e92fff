// A free preview's notice (spec part 2 §3): what the answer leaves out, with the way to unlock the rest. Drawn only
// inside a result (benchmark or negotiation), so in that result's chunk and its antd theme.
import { Alert, Button } from 'antd';

export function PreviewNotice({ answer, unlockLabel, onUnlock }: { answer: { isPreview: boolean; upgradeMessage?: string }; unlockLabel: string; onUnlock: () => void }) {
  if (!answer.isPreview || !answer.upgradeMessage) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="Free Preview"
      description={
        // The button under the words, not beside them: beside, a phone squeezed the words to two or three a line.
        <>
          <div style={{ marginBottom: 8 }}>{answer.upgradeMessage}</div>
          <Button type="primary" onClick={onUnlock} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4 }}>
            {unlockLabel}
          </Button>
        </>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
