// Every run needs the user's word that they understand the tool uses AI (spec part 1 §1, §4 run flow, §5):
// the consent box on the tool form (a plain checkbox with antd's look: it is on every tool's first screen). The
// disclaimer dialog shown before each run is @careerkit/web/tool/ai-disclaimer.
import type { ToolKey } from '@careerkit/contracts/catalog';

export const AI_CONSENT_MESSAGES = {
  tool: 'Please confirm you understand this tool uses AI before proceeding.',
  ghostJob: 'Please confirm that you understand this is AI-generated analysis.',
} as const;

const GHOST_JOB: ToolKey = 'ghost-job-detector';

/** The validation message for a missing consent: the ghost job detector has its own (§5). */
export const aiConsentMessage = (toolKey: ToolKey): string => (toolKey === GHOST_JOB ? AI_CONSENT_MESSAGES.ghostJob : AI_CONSENT_MESSAGES.tool);

export interface AiConsentCheckboxProps {
  toolKey: ToolKey;
  checked?: boolean;
  /** Called with the new value. */
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
      <label className="ck-checkbox">
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange?.(event.target.checked)} />
        <span>{label}</span>
      </label>
      {showError && !checked && (
        <span className="ck-text-danger" role="alert" style={{ display: 'block' }}>
          {aiConsentMessage(toolKey)}
        </span>
      )}
    </div>
  );
}
