// The AI disclaimer dialog shown before each run (spec part 1 §4 run flow step 2), in the site's theme on its own:
// pages load it when it first opens, so antd's Modal is not on a tool page's first screen.
import type { ToolKey } from '@careerkit/contracts/catalog';
import { Button, Checkbox, Modal, Space } from 'antd';
import { useState } from 'react';
import { Themed } from '@careerkit/web/layout/themed';

/** What each tool produces, in the dialog's words. */
const OUTPUT: Record<ToolKey, string> = {
  'cover-letter-writer': 'cover letters',
  'linkedin-optimizer': 'LinkedIn profile suggestions',
  'resume-scanner': 'resume scores and tips',
  'resume-analysis': 'resume evaluations',
  'ghost-job-detector': 'assessments of job postings',
  'salary-benchmark': 'salary benchmarks',
  'salary-negotiation': 'negotiation advice',
};

const COVER_LETTER_CONFIRMATIONS = [
  'I will review and edit the cover letter before sending it to an employer.',
  'I am responsible for the accuracy of the information I provide and of the letter I send.',
] as const;

export interface AiDisclaimerDialogProps {
  open: boolean;
  toolKey: ToolKey;
  onAccept: () => void;
  onCancel: () => void;
}

/** Shown before every run (§4 step 2). The cover letter writer asks for two confirmations before its agree button works. */
export function AiDisclaimerDialog({ open, toolKey, onAccept, onCancel }: AiDisclaimerDialogProps) {
  const confirmations: readonly string[] = toolKey === 'cover-letter-writer' ? COVER_LETTER_CONFIRMATIONS : [];
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const allTicked = confirmations.every((text) => ticked[text]);
  // Consent is asked afresh on every run, so the boxes start empty each time the dialog closes.
  const close = (then: () => void) => () => {
    setTicked({});
    then();
  };

  return (
    <Themed>
      <Modal
        open={open}
        title="AI Usage Agreement"
        onCancel={close(onCancel)}
        footer={
          <Space>
            <Button onClick={close(onCancel)}>Cancel</Button>
            <Button type="primary" disabled={!allTicked} onClick={close(onAccept)}>
              I Understand &amp; Agree
            </Button>
          </Space>
        }
      >
        <p style={{ marginTop: 0 }}>
          This tool uses artificial intelligence to generate {OUTPUT[toolKey]}. AI can be wrong or incomplete: review everything
          before you rely on it, and do not treat it as professional advice.
        </p>
        <p style={{ marginTop: 0 }}>
          Read the full{' '}
          <a href="/legal/disclaimer" target="_blank" rel="noreferrer">
            AI Disclaimer
          </a>
          .
        </p>
        {confirmations.map((text) => (
          <Checkbox
            key={text}
            checked={Boolean(ticked[text])}
            onChange={(event) => setTicked((current) => ({ ...current, [text]: event.target.checked }))}
            style={{ display: 'flex', marginBottom: 8 }}
          >
            {text}
          </Checkbox>
        ))}
      </Modal>
    </Themed>
  );
}
