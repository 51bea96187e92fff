// A list of findings, and in a preview the rows it withholds (spec part 1 §4 'Results', §9 'Preview quotas'): the
// server sends only the shown items and a count of the rest, so a locked row says how many without saying what.
import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ResultListProps {
  title: string;
  items: string[];
  /** How many more the full result has; shown as one locked row. */
  hidden?: number;
  /** The withheld items in words, e.g. 'strengths' in 'N more strengths'. */
  noun: string;
  onUnlock?: () => void;
  /** Short items (keywords) read better as tags. */
  asTags?: boolean;
  icon?: ReactNode;
  empty?: string;
}

export function LockedRow({ count, noun, onUnlock }: { count: number; noun: string; onUnlock?: () => void }) {
  return (
    <div
      data-locked={noun}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', marginTop: 8, background: '#f5f5f5', border: '1px dashed #bfbfbf', borderRadius: 6 }}
    >
      <LockOutlined aria-hidden />
      <Typography.Text type="secondary" style={{ flex: 1 }}>
        {count} more {noun}
      </Typography.Text>
      {onUnlock && (
        <Button size="small" type="link" onClick={onUnlock}>
          Unlock
        </Button>
      )}
    </div>
  );
}

export function ResultList({ title, items, hidden = 0, noun, onUnlock, asTags = false, icon, empty = 'None found.' }: ResultListProps) {
  return (
    <Card size="small" title={<span>{icon} {title}</span>} style={{ marginBottom: 12 }} data-section={title}>
      {items.length === 0 && hidden === 0 && <Typography.Text type="secondary">{empty}</Typography.Text>}
      {asTags ? (
        <div>
          {items.map((item) => (
            <Tag key={item} style={{ marginBottom: 4 }}>{item}</Tag>
          ))}
        </div>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && <LockedRow count={hidden} noun={noun} onUnlock={onUnlock} />}
    </Card>
  );
}
