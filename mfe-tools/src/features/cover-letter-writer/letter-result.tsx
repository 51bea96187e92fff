// The cover letter as written (spec part 1 §4 'Results'): the letter, a preview's locked rest, and the Copy and Download
// buttons. Loaded with the first letter: the form's column is what the page shows first. Each part brings the site's
// antd theme itself, as the page around it has none.
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { CoverLetterAnswer } from '@careerkit/web/api/tools';
import { Themed } from '@careerkit/web/layout/themed';
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

export function LetterActions({ letter, onCopy }: { letter: string; onCopy: () => void }) {
  return (
    <Themed>
      <Space>
        <Tooltip title="Copy the letter" mouseEnterDelay={0.7}>
          <Button icon={<CopyOutlined />} onClick={onCopy}>
            Copy
          </Button>
        </Tooltip>
        <Tooltip title={`Save as ${DOWNLOAD_NAME}`} mouseEnterDelay={0.7}>
          <Button icon={<DownloadOutlined />} onClick={() => download(letter)}>
            Download
          </Button>
        </Tooltip>
      </Space>
    </Themed>
  );
}

export default function LetterResult({ result, onUnlock }: { result: CoverLetterAnswer; onUnlock: () => void }) {
  return (
    <Themed>
      <div data-result="cover-letter" data-preview={String(result.isPreview)}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{result.coverLetter}</Typography.Paragraph>
        {result.isPreview && (
          <div data-locked="true" style={{ position: 'relative', marginTop: 8 }}>
            <Typography.Paragraph aria-hidden style={{ filter: 'blur(4px)', userSelect: 'none' }}>
              The rest of your tailored cover letter, with a closing paragraph that ties your experience to the role, is
              part of the full version.
            </Typography.Paragraph>
            <PreviewBanner what="Cover Letter" message={result.upgradeMessage} onUnlock={onUnlock} />
          </div>
        )}
      </div>
    </Themed>
  );
}
