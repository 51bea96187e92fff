// The negotiation strategy (spec part 2 §2, §3): email script, call talk track, key points and the target salary;
// a free preview says what it leaves out, with the way to unlock the rest. Its own chunk, in the site's antd theme: it
// shows only after a run.
import { Card, Space, Statistic, Typography } from 'antd';
import type { NegotiationAnswer } from '@careerkit/web/api/salary';
import { Themed } from '@careerkit/web/layout/themed';
import { formatUsd } from '../../../shared/money';
import { PreviewNotice } from '../../../shared/preview-notice';

export function NegotiationResult({ result, onUnlock }: { result: NegotiationAnswer; onUnlock: () => void }) {
  return (
    <Themed>
      <section aria-label="Negotiation strategy" style={{ marginTop: 24 }}>
        <PreviewNotice answer={result} unlockLabel="Unlock full strategy" onUnlock={onUnlock} />
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Statistic title="Target Salary" value={formatUsd(result.targetSalary)} />
          <Card size="small" title="Email Script">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{result.emailScript}</Typography.Paragraph>
          </Card>
          <Card size="small" title="Call Talk Track">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{result.callTalkTrack}</Typography.Paragraph>
          </Card>
          <Card size="small" title="Key Points">
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.keyPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        </Space>
      </section>
    </Themed>
  );
}
