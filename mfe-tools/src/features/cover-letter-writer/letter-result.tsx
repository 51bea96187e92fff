// The cover letter as written (spec part 1 §4 'Results'): the letter, a preview's locked rest, and the Copy and Download
// buttons. A preview holds only the letter's opening and first body paragraph (the server keeps the rest and says how
// many paragraphs it kept), so the locked block shows a count, never text. Copy and Download are for whole letters:
// on a preview they are off, as LinkedIn's copy buttons are (§4), so nobody sends half a letter by mistake.
// Loaded with the first letter: the form's column is what the page shows first. Each part brings the site's antd theme
// itself, as the page around it has none.
import { CopyOutlined, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import type { CoverLetterAnswer } from '@careerkit/web/api/tools';
import { Themed } from '@careerkit/web/layout/themed';
import { Alert } from '@careerkit/web/layout/alert';
import { Button, Space, Tooltip, Typography } from 'antd';
import { PreviewBanner } from '../shared/preview-banner';
import { DOWNLOAD_NAME } from './cover-letter-rules';

/** The letter as a text file the browser saves as cover-letter.txt. */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = DOWNLOAD_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

const LOCKED_ACTIONS = 'Unlock the full letter to copy or download it';

export function LetterActions({ letter, onCopy, locked = false }: { letter: string; onCopy: () => void; locked?: boolean }) {
  return (
    <Themed>
      <Space>
        <Tooltip title={locked ? LOCKED_ACTIONS : 'Copy the letter'} mouseEnterDelay={0.7}>
          <Button icon={<CopyOutlined />} onClick={onCopy} disabled={locked}>
            Copy
          </Button>
        </Tooltip>
        <Tooltip title={locked ? LOCKED_ACTIONS : `Save as ${DOWNLOAD_NAME}`} mouseEnterDelay={0.7}>
          <Button icon={<DownloadOutlined />} onClick={() => download(letter)} disabled={locked}>
            Download
          </Button>
        </Tooltip>
      </Space>
    </Themed>
  );
}

const paragraphs = (count: number) => (count === 1 ? '1 more paragraph' : `${count} more paragraphs`);

/** The résumé gave too little for a letter worth sending: what to add, in place of a thin letter. */
function WhatToAdd({ items }: { items: string[] }) {
  return (
    <Themed>
      <div data-result="cover-letter" data-what-to-add="true">
        <Alert
          type="info"
          title="Your résumé gives too little for a letter worth sending"
          description={
            <>
              <Typography.Paragraph>Add the following to Your Experience, then generate the letter again:</Typography.Paragraph>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          }
        />
      </div>
    </Themed>
  );
}

export default function LetterResult({ result, onUnlock }: { result: CoverLetterAnswer; onUnlock: () => void }) {
  if (result.whatToAdd?.length && !result.coverLetter.trim()) return <WhatToAdd items={result.whatToAdd} />;
  return (
    <Themed>
      <div data-result="cover-letter" data-preview={String(result.isPreview)}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{result.coverLetter}</Typography.Paragraph>
        {result.isPreview && (
          <div data-locked="true" style={{ marginTop: 8 }}>
            <div
              data-locked-rest="true"
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 16px', marginBottom: 16, background: '#f5f5f5', border: '1px dashed #bfbfbf', borderRadius: 6 }}
            >
              <LockOutlined aria-hidden />
              <Typography.Text type="secondary">
                The rest of your letter{result.hidden?.paragraphs ? `: ${paragraphs(result.hidden.paragraphs)}` : ''}, in the full version.
              </Typography.Text>
            </div>
            <PreviewBanner what="Cover Letter" message={result.upgradeMessage} hidden={result.hidden} onUnlock={onUnlock} />
          </div>
        )}
      </div>
    </Themed>
  );
}
