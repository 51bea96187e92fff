// The AI consent of spec part 1 §4 run flow and §5: the consent box's messages, and the disclaimer dialog shown before
// each run, whose agree button (for the cover letter) works only once both confirmations are ticked.
import type { ToolKey } from '@careerkit/contracts/catalog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer';

const TOOL_MESSAGE = 'Please confirm you understand this tool uses AI before proceeding.';
const GHOST_JOB_MESSAGE = 'Please confirm that you understand this is AI-generated analysis.';
const COVER_LETTER_BOXES = [
  'I will review and edit the cover letter before sending it to an employer.',
  'I am responsible for the accuracy of the information I provide and of the letter I send.',
];
const AGREE = 'I Understand & Agree';

/** A tool form as the tool pages build it: Run without consent shows the box's message instead of running. */
function ToolForm({ toolKey, onRun }: { toolKey: ToolKey; onRun: () => void }) {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const run = () => {
    setMissing(!checked);
    if (checked) onRun();
  };
  return (
    <>
      <AiConsentCheckbox toolKey={toolKey} checked={checked} onChange={setChecked} showError={missing} />
      <button type="button" onClick={run}>
        Run
      </button>
    </>
  );
}

describe('the consent box', () => {
  it("stops a run without consent with the spec's message, and runs once the box is ticked", async () => {
    const onRun = jest.fn();
    render(<ToolForm toolKey="cover-letter-writer" onRun={onRun} />);

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(TOOL_MESSAGE)).toBeTruthy();
    expect(onRun).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(TOOL_MESSAGE)).toBeNull();
  });

  it('gives the ghost job detector its own consent message', async () => {
    render(<ToolForm toolKey="ghost-job-detector" onRun={jest.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(GHOST_JOB_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(TOOL_MESSAGE)).toBeNull();
  });

  it('shows the missing-consent alert after a submit and takes it away as soon as the box is ticked', async () => {
    function Consent() {
      const [checked, setChecked] = useState(false);
      return <AiConsentCheckbox toolKey="resume-scanner" checked={checked} onChange={setChecked} showError />;
    }
    render(<Consent />);

    expect(screen.getByRole('alert').textContent).toBe(TOOL_MESSAGE);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the AI disclaimer dialog', () => {
  /** The dialog as a tool page drives it: opened by Run, closed by its own buttons. */
  function RunFlow({ toolKey, onAccept = () => {}, onCancel = () => {} }: { toolKey: ToolKey; onAccept?: () => void; onCancel?: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Run</Button>
        <AiDisclaimerDialog
          open={open}
          toolKey={toolKey}
          onAccept={() => (setOpen(false), onAccept())}
          onCancel={() => (setOpen(false), onCancel())}
        />
      </>
    );
  }
  const agree = () => screen.getByRole('button', { name: AGREE }) as HTMLButtonElement;
  const box = (text: string) => screen.getByRole('checkbox', { name: text }) as HTMLInputElement;

  it('keeps I Understand & Agree disabled until both cover-letter boxes are ticked', async () => {
    const onAccept = jest.fn();
    render(<RunFlow toolKey="cover-letter-writer" onAccept={onAccept} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByRole('dialog', { name: 'AI Usage Agreement' })).toBeTruthy();
    expect(agree().disabled).toBe(true);
    await userEvent.click(box(COVER_LETTER_BOXES[0]));
    expect(agree().disabled).toBe(true);
    await userEvent.click(box(COVER_LETTER_BOXES[1]));
    expect(agree().disabled).toBe(false);
    await userEvent.click(box(COVER_LETTER_BOXES[0]));
    expect(agree().disabled).toBe(true);

    await userEvent.click(box(COVER_LETTER_BOXES[0]));
    await userEvent.click(agree());
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('resets the cover-letter boxes after agreeing, so the next run asks again', async () => {
    render(<RunFlow toolKey="cover-letter-writer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(box(COVER_LETTER_BOXES[0]));
    await userEvent.click(box(COVER_LETTER_BOXES[1]));
    await userEvent.click(agree());
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('dialog', { name: 'AI Usage Agreement' })).toBeTruthy();
    expect(COVER_LETTER_BOXES.map((text) => box(text).checked)).toEqual([false, false]);
    expect(agree().disabled).toBe(true);
  });

  it('resets the cover-letter boxes after Cancel too, and does not count Cancel as agreement', async () => {
    const onAccept = jest.fn();
    const onCancel = jest.fn();
    render(<RunFlow toolKey="cover-letter-writer" onAccept={onAccept} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(box(COVER_LETTER_BOXES[0]));
    await userEvent.click(box(COVER_LETTER_BOXES[1]));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(COVER_LETTER_BOXES.map((text) => box(text).checked)).toEqual([false, false]);
  });

  it('lets the other tools agree straight away, with no confirmation boxes', async () => {
    const onAccept = jest.fn();
    render(<RunFlow toolKey="resume-scanner" onAccept={onAccept} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    const dialog = await screen.findByRole('dialog', { name: 'AI Usage Agreement' });
    expect(dialog.textContent).toContain('This tool uses artificial intelligence to generate resume scores and tips.');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(agree());
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});
