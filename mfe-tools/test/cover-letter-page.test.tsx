// The Cover Letter Writer page (spec part 1 §2, §4, §5, §8) through its real HTTP calls to a local server: each mode's
// required fields, the AI agreement's two confirmations, the letter's Copy and Download, the preview's lock and the
// payment dialog on a 402.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, serveApi, type ApiCall, type Reply } from '../../libs/web/test/support/api-server';
import { renderInKit } from '../../libs/web/test/support/render';
import { toolConfigs } from '../../libs/web/test/support/tool-configs';
import { toastsShown } from '../../libs/web/test/support/toasts';
import { USAGE_LIMIT_MESSAGES } from '@careerkit/contracts/billing';
import { COVER_LETTER_REQUIRED_MESSAGES as REQUIRED_MESSAGES, RUN_FAILED_MESSAGES } from '@careerkit/contracts/tools';
import CoverLetterWriterPage from '../src/features/cover-letter-writer/page';
import { findDialog } from '../../libs/web/test/support/find-dialog';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const CONSENT = 'Please confirm you understand this tool uses AI before proceeding.';
const TOOL_CONFIGS = toolConfigs('cover-letter-writer');
const LETTER = 'Dear Hiring Manager,\n\nI am excited to apply.\n\nSincerely,\nAda';

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/usage/cover-letter-writer', { body: { used: 0, limit: 1, hasPayment: false, source: 'free_preview' } });
  // Billing cannot be reached: enough for the payment dialog to open and say so.
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

const runs = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/tools/cover-letter');
const bodyOf = (call: ApiCall) => JSON.parse(call.body) as Record<string, unknown>;

async function openPage() {
  renderInKit(<CoverLetterWriterPage />, { route: '/cover-letter-writer' });
  await screen.findByRole('button', { name: 'Generate Cover Letter' });
}

/** The button-style radios take the click on their label. */
async function pickMode(label: string) {
  await user.click(screen.getByRole('radio', { name: label }).closest('label')!);
}

async function fillStandard() {
  // Pasted, not typed: quicker in jsdom.
  fireEvent.change(screen.getByLabelText('Job Description'), { target: { value: 'Senior engineer at Acme, building payments.' } });
  fireEvent.change(screen.getByLabelText('Your Experience'), { target: { value: 'Ten years of backend work.' } });
  await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
}

/** Submits, ticks both confirmations of the agreement and agrees. */
async function submitAndAgree() {
  await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
  const dialog = await screen.findByRole('dialog', { name: 'AI Usage Agreement' });
  for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
  await user.click(within(dialog).getByRole('button', { name: 'I Understand & Agree' }));
}

describe('validation', () => {
  // Spec part 1 §5, written out here rather than read from the page's own table.
  const REQUIRED_BY_MODE: [string, string[]][] = [
    ['Standard', ['Job description is required', 'Your experience is required']],
    ['Quick', ['Job title is required', 'Company name is required', 'Your experience is required']],
    ['Detailed', ['Job description is required', 'Your experience is required', 'Key achievements are required']],
    [
      'Career Change',
      ['Job description is required', 'Previous industry is required', 'Target industry is required', 'Transferable skills are required', 'Reason for change is required'],
    ],
    ['Template', ['Job description is required', 'Your experience is required']],
  ];

  it.each(REQUIRED_BY_MODE)('asks for what the %s mode requires, and for the AI consent, and sends nothing', async (mode, messages) => {
    await openPage();
    await pickMode(mode);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
    for (const message of Object.values(REQUIRED_MESSAGES).filter((other) => !messages.includes(other))) expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByText(CONSENT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runs()).toHaveLength(0);
  });

  it('clears the consent message as soon as the box is ticked', async () => {
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByText(CONSENT)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    expect(screen.queryByText(CONSENT)).toBeNull();
  });
});

describe('the form', () => {
  it('empties the fields the next mode does not ask for, keeps the ones it shares, and drops the messages', async () => {
    await openPage();
    fireEvent.change(screen.getByLabelText('Job Description'), { target: { value: 'Backend role at Acme.' } });
    fireEvent.change(screen.getByLabelText('Your Experience'), { target: { value: 'Ten years of backend work.' } });
    fireEvent.change(screen.getByLabelText('Company Name (optional)'), { target: { value: '   ' } });
    await pickMode('Quick');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByText('Job title is required')).toBeTruthy();

    await pickMode('Standard');
    expect(screen.queryByText('Job title is required')).toBeNull();
    expect(screen.queryByText('Company name is required')).toBeNull();
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Your Experience') as HTMLTextAreaElement).value).toBe('Ten years of backend work.');
  });

  it('takes a whitespace-only field as empty', async () => {
    await openPage();
    fireEvent.change(screen.getByLabelText('Job Description'), { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByText('Job description is required')).toBeTruthy();
  });

  it('fills Your Experience with the text of an uploaded resume', async () => {
    api.on('POST /api/upload/resume', { body: { extractedText: 'Ada Lovelace, analyst.', fileName: 'resume.txt' } });
    await openPage();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['Ada'], 'resume.txt', { type: 'text/plain' }));
    await waitFor(() => expect((screen.getByLabelText('Your Experience') as HTMLTextAreaElement).value).toBe('Ada Lovelace, analyst.'));
  });

  it('sends the template style and tone picked', async () => {
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: LETTER, isPreview: false } });
    await openPage();
    await pickMode('Template');
    await user.selectOptions(screen.getByLabelText('Template Style'), 'Creative');
    await user.selectOptions(screen.getByLabelText('Tone'), 'Formal');
    await fillStandard();
    await submitAndAgree();
    await screen.findByText(/I am excited to apply/);
    expect(bodyOf(runs()[0])).toMatchObject({ mode: 'template', templateStyle: 'creative', tone: 'formal' });
  });
});

describe('the AI usage agreement', () => {
  it('enables its agree button only when both confirmations are ticked, then writes the letter', async () => {
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: LETTER, isPreview: false } });
    await openPage();
    await fillStandard();
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    const dialog = await screen.findByRole('dialog', { name: 'AI Usage Agreement' });
    const agree = within(dialog).getByRole('button', { name: 'I Understand & Agree' }) as HTMLButtonElement;
    const [first, second] = within(dialog).getAllByRole('checkbox');
    expect(agree.disabled).toBe(true);
    await user.click(first);
    expect(agree.disabled).toBe(true);
    await user.click(second);
    expect(agree.disabled).toBe(false);
    await user.click(agree);

    expect(await screen.findByText(/I am excited to apply/)).toBeTruthy();
    expect(bodyOf(runs()[0])).toEqual({
      mode: 'standard',
      jobDescription: 'Senior engineer at Acme, building payments.',
      userExperience: 'Ten years of backend work.',
    });
    await waitFor(() => expect(toastsShown().map((toast) => toast.title)).toContain('Cover Letter Generated!'));
  });

  it('sends the template style and tone in template mode', async () => {
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: LETTER, isPreview: false } });
    await openPage();
    await pickMode('Template');
    await fillStandard();
    await submitAndAgree();
    await screen.findByText(/I am excited to apply/);
    expect(bodyOf(runs()[0])).toMatchObject({ mode: 'template', templateStyle: 'professional', tone: 'professional' });
  });
});

describe('the result', () => {
  it('downloads the letter as cover-letter.txt and copies it', async () => {
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: LETTER, isPreview: false } });
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:letter-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    await openPage();
    await fillStandard();
    await submitAndAgree();
    await screen.findByText(/I am excited to apply/);
    expect(screen.getByRole('button', { name: /Download/ }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Download/ }));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('cover-letter.txt');
    expect(await saved[0].blob.text()).toBe(LETTER);

    await user.click(screen.getByRole('button', { name: /Copy/ }));
    expect(writeText).toHaveBeenCalledWith(LETTER);
    await waitFor(() => expect(toastsShown().map((toast) => toast.title)).toContain('Copied!'));
    click.mockRestore();
  });

  it('draws a preview as sent, with a locked count of the hidden paragraphs and no text posing as the rest; Unlock opens the payment dialog', async () => {
    const shown = 'Dear Hiring Manager,\n\nI am writing to apply for the Data Engineer role.\n\nI built the data platform at Acme.';
    api.on('POST /api/tools/cover-letter', {
      body: { coverLetter: shown, hidden: { paragraphs: 3 }, isPreview: true, upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.' },
    });
    await openPage();
    await fillStandard();
    await submitAndAgree();

    expect(await screen.findByText('This is a free preview. Upgrade to get 5 complete generations per purchase.')).toBeTruthy();
    const result = document.querySelector('[data-result="cover-letter"]')!;
    const locked = result.querySelector('[data-locked="true"]')!;
    expect(locked.textContent).toContain('The rest of your letter: 3 more paragraphs, in the full version.');
    // What the page draws of the letter is exactly what the server sent: nothing blurred, nothing made up.
    const letterText = (result.textContent ?? '').replace(locked.textContent ?? '', '');
    expect(letterText.replace(/\s+/g, ' ').trim()).toBe(shown.replace(/\s+/g, ' '));
    expect(result.querySelector('[style*="blur"]')).toBeNull();

    // Copy and Download are for the whole letter: off on a preview, so half a letter is never sent by mistake.
    expect(screen.getByRole('button', { name: /Copy/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Download/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: /Unlock Full Cover Letter/ }));
    expect(await findDialog('Cover Letter Writer — $0.99')).toBeTruthy();
  });

  it('shows what to add in place of a letter when the résumé is too thin to carry one, with nothing to copy', async () => {
    const whatToAdd = ['Two or three things you did in your recent jobs.', 'Your most recent job title and employer.'];
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: '', whatToAdd, hidden: { paragraphs: 0 }, isPreview: true } });
    await openPage();
    await fillStandard();
    await submitAndAgree();

    const answer = (await screen.findByText('Your résumé gives too little for a letter worth sending')).closest('[data-what-to-add="true"]')!;
    for (const item of whatToAdd) expect(answer.textContent).toContain(item);
    expect(document.querySelector('[data-locked="true"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it('clears the result when the mode changes', async () => {
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: LETTER, isPreview: false } });
    await openPage();
    await fillStandard();
    await submitAndAgree();
    await screen.findByText(/I am excited to apply/);
    await pickMode('Quick');
    expect(screen.queryByText(/I am excited to apply/)).toBeNull();
  });
});

describe('running', () => {
  it('disables the inputs and shows progress while the letter is written', async () => {
    // Held back until the test lets it go (the page shows its progress before the request reaches the server).
    const reply = deferred<Reply>();
    api.on('POST /api/tools/cover-letter', () => reply.promise);
    await openPage();
    await fillStandard();
    await submitAndAgree();

    expect(await screen.findByText('Writing your cover letter...')).toBeTruthy();
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).disabled).toBe(true);
    reply.resolve({ body: { coverLetter: LETTER, isPreview: false } });
    await screen.findByText(/I am excited to apply/);
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).disabled).toBe(false);
  });

  it("answers a 402 with the tool's message and opens the payment dialog, then refetches usage", async () => {
    api.on('POST /api/tools/cover-letter', { status: 402, body: { error: 'payment_required', message: 'Usage limit reached' } });
    await openPage();
    await fillStandard();
    await submitAndAgree();

    expect(await screen.findByText(USAGE_LIMIT_MESSAGES['cover-letter-writer'])).toBeTruthy();
    expect(await findDialog('Cover Letter Writer — $0.99')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/usage/cover-letter-writer').length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's message for another failure", async () => {
    api.on('POST /api/tools/cover-letter', { status: 502, body: { error: 'bad_gateway', message: RUN_FAILED_MESSAGES['cover-letter-writer'] } });
    await openPage();
    await fillStandard();
    await submitAndAgree();
    expect(await screen.findByText(RUN_FAILED_MESSAGES['cover-letter-writer'])).toBeTruthy();
    expect(screen.queryByText('Cover Letter Writer — $0.99')).toBeNull();
  });
});

describe('after an expired session', () => {
  it('keeps the mode and the fields when a run answers 401, and fills them in again once the user is signed in again', async () => {
    api.on('POST /api/tools/cover-letter', { status: 401, body: { error: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
    await openPage();
    await pickMode('Quick');
    fireEvent.change(screen.getByLabelText('Job Title'), { target: { value: 'Staff Engineer' } });
    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Your Experience'), { target: { value: 'Ten years of backend work.' } });
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    await submitAndAgree();
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual(['careerkit:draft:u-1:cover-letter-writer']));

    // Signed in again: the page loads afresh.
    cleanup();
    api.signIn();
    api.on('POST /api/tools/cover-letter', { body: { coverLetter: LETTER, isPreview: false } });
    await openPage();
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Quick' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Staff Engineer'));
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    await submitAndAgree();
    await waitFor(() => expect(runs()).toHaveLength(2));
    expect(bodyOf(runs()[1])).toEqual({ mode: 'quick', jobTitle: 'Staff Engineer', companyName: 'Acme', userExperience: 'Ten years of backend work.' });
  });
});
