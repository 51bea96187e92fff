// Every run needs the user's word that they understand the tool uses AI (spec part 1 §1, §4 run flow, §5):
// the consent box on the tool form and the disclaimer dialog shown before each run.
import type { ToolKey } from '@careerkit/contracts/catalog';
import { Button, Checkbox, Modal, Space, Typography, type FormRule } from 'antd';
import { useState } from 'react';

export const AI_CONSENT_MESSAGES = {
  tool: 'Please confirm you understand this tool uses AI before proceeding.',
  ghostJob: 'Please confirm that you understand this is AI-generated analysis.',
} as const;

const GHOST_JOB: ToolKey = 'ghost-job-detector';

/** The validation message for a missing consent: the ghost job detector has its own (§5). */
export const aiConsentMessage = (toolKey: ToolKey): string => (toolKey === GHOST_JOB ? AI_CONSENT_MESSAGES.ghostJob : AI_CONSENT_MESSAGES.tool);

/** For an antd Form.Item (valuePropName="checked") holding the consent box. */
export const aiConsentRule = (toolKey: ToolKey): FormRule => ({
  validator: (_rule, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(aiConsentMessage(toolKey)))),
});

export interface AiConsentCheckboxProps {
  toolKey: ToolKey;
  checked?: boolean;
  /** Called with the new value, so it also works as an antd Form.Item control. */
  onChange?: (checked: boolean) => void;
  /** Set after a submit without consent; the message goes away as soon as the box is ticked. */
  showError?: boolean;
  disabled?: boolean;
}

export function AiConsentCheckbox({ toolKey, checked = false, onChange, showError = false, disabled }: AiConsentCheckboxProps) {
  const label =
    toolKey === GHOST_JOB
      ? 'I understand this is AI-generated analysis and I will verify it before acting on it.'
      : 'I understand this tool uses AI and that I must review its output before I use it.';
  return (
    <div>
      <Checkbox checked={checked} disabled={disabled} onChange={(event) => onChange?.(event.target.checked)}>
        {label}
      </Checkbox>
      {showError && !checked && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {aiConsentMessage(toolKey)}
        </Typography.Text>
      )}
    </div>
  );
}

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
      <Typography.Paragraph>
        This tool uses artificial intelligence to generate {OUTPUT[toolKey]}. AI can be wrong or incomplete: review everything
        before you rely on it, and do not treat it as professional advice.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Read the full{' '}
        <a href="/legal/disclaimer" target="_blank" rel="noreferrer">
          AI Disclaimer
        </a>
        .
      </Typography.Paragraph>
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
  );
}
