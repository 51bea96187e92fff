// The optimized profile (spec part 1 §4 'Results'): headline, summary, achievements and hashtags, each with Copy (only
// for a full result a paid user may copy); a preview says what it leaves out. Loaded with the first result, in the site's
// antd theme of its own: the page around it has none.
import { CopyOutlined, LockOutlined } from '@ant-design/icons';
import type { LinkedInAnswer } from '@careerkit/web/api/tools';
import { Themed } from '@careerkit/web/layout/themed';
import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PreviewBanner } from '../shared/preview-banner';
import { HIDDEN_LABELS } from './linkedin-rules';

interface ResultProps {
  result: LinkedInAnswer;
  canCopy: boolean;
  onCopy: (text: string) => void;
  onUnlock: () => void;
}

export default function LinkedInResult({ result, canCopy, onCopy, onUnlock }: ResultProps) {
  const hidden = result.hidden ?? {};
  const copyButton = (what: string, text: string) => (
    <Tooltip title={canCopy ? `Copy the ${what}` : 'Unlock the full result to copy'} mouseEnterDelay={0.7}>
      <Button size="small" icon={<CopyOutlined />} disabled={!canCopy} onClick={() => onCopy(text)} aria-label={`Copy ${what}`}>
        Copy
      </Button>
    </Tooltip>
  );
  const locked = (field: string): ReactNode =>
    (hidden[field] ?? 0) > 0 && (
      <div data-locked={field} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          <LockOutlined /> {field === 'hashtags' ? `+ ${hidden[field]} more` : `${hidden[field]} more ${HIDDEN_LABELS[field] ?? field}`} in the full version
        </Typography.Text>
      </div>
    );

  return (
    <Themed>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-result="linkedin" data-preview={String(result.isPreview)}>
        {result.isPreview && <PreviewBanner what="Optimization" message={result.upgradeMessage} hidden={result.hidden} onUnlock={onUnlock} />}
        <Card title="Headline" size="small" extra={copyButton('headline', result.headline)}>
          <Typography.Paragraph strong>{result.headline}</Typography.Paragraph>
          {locked('headline')}
        </Card>
        <Card title="Summary" size="small" extra={copyButton('summary', result.summary)}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{result.summary}</Typography.Paragraph>
          {locked('summary')}
        </Card>
        <Card title="Achievements" size="small" extra={copyButton('achievements', result.achievements.map((item) => `• ${item}`).join('\n'))}>
          {result.achievements.length > 0 ? (
            <ul style={{ paddingLeft: 20, margin: 0 }}>
              {result.achievements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">No measurable achievements found: add results with numbers to your profile to get some.</Typography.Text>
          )}
          {locked('achievements')}
        </Card>
        {(result.hashtags.length > 0 || (hidden.hashtags ?? 0) > 0) && (
          <Card title="Hashtags" size="small" extra={copyButton('hashtags', result.hashtags.join(' '))}>
            <Space wrap>
              {result.hashtags.map((tag) => (
                <Tag key={tag} color="blue">
                  {tag}
                </Tag>
              ))}
              {(hidden.hashtags ?? 0) > 0 && (
                <Tag icon={<LockOutlined />} data-locked="hashtags">
                  + {hidden.hashtags} more
                </Tag>
              )}
            </Space>
          </Card>
        )}
      </Space>
    </Themed>
  );
}
