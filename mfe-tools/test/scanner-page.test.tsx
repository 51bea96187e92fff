// The Resume Scanner page (spec part 1 §2, §4, §5, §8, §9) through its real HTTP calls to a local server: the button
// waits for text and consent, a preview shows only what the server sent and locks the rest, a 402 opens the payment
// dialog with the tool's message, and after a payment the same scan runs again by itself.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUN_FAILED_MESSAGES } from '@careerkit/contracts/tools';
import { PAYMENT_DELAYS } from '@careerkit/web/payment/dialog';
import { serveApi } from '../../libs/web/test/support/api-server';
import { heldAnswer, untilOnFakedClock } from '../../libs/web/test/support/faked-clock';
import { renderInKit } from '../../libs/web/test/support/render';
import ToolsApp from '../src/app';
import { RUN_AFTER_PAYMENT_MS } from '../src/features/shared/use-tool-run';
// Loaded up front: the app imports the page lazily, and its first load under jest (about 2 s) would eat a find's 3 s.
import '../src/features/resume-scanner/page';
import { findDialog } from '../../libs/web/test/support/find-dialog';
import { freeUsage, scanFull, scanPreview, TOOL_CONFIGS } from './scanner-analysis-ghost-answers';
import { paidUsage } from '../../libs/web/test/support/tool-configs';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const LIMIT_MESSAGE = "You've reached your free usage limit. Upgrade to get detailed resume scanning and optimization tips.";

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/usage/resume-scanner', { body: freeUsage(1) });
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

const scans = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/tools/resume-scanner');

async function openPage() {
  renderInKit(<ToolsApp />, { route: '/resume-scanner' });
  await screen.findByRole('button', { name: /Scan Resume/ });
}

async function scan(text = 'Jane Doe\nSenior engineer at Acme, 2019-2024') {
  await user.type(screen.getByLabelText('Resume text'), text);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /Scan Resume/ }));
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));
}

it('keeps Scan Resume disabled until there is resume text and the AI consent box is ticked', async () => {
  await openPage();
  const button = () => screen.getByRole('button', { name: /Scan Resume/ });
  expect(button().hasAttribute('disabled')).toBe(true);

  await user.type(screen.getByLabelText('Resume text'), 'My resume');
  expect(button().hasAttribute('disabled')).toBe(true);

  await user.click(screen.getByRole('checkbox'));
  expect(button().hasAttribute('disabled')).toBe(false);

  await user.clear(screen.getByLabelText('Resume text'));
  expect(button().hasAttribute('disabled')).toBe(true);
  expect(scans()).toHaveLength(0);
});

it('asks for the AI disclaimer before every run and sends nothing when it is cancelled', async () => {
  await openPage();
  await user.type(screen.getByLabelText('Resume text'), 'My resume');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /Scan Resume/ }));
  const dialog = await screen.findByRole('dialog', { name: 'AI Usage Agreement' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(scans()).toHaveLength(0);
});

it('shows a preview with its scores coloured by §9, "N more …" locked rows and nothing the server withheld', async () => {
  api.on('POST /api/tools/resume-scanner', { body: scanPreview() });
  await openPage();
  await scan();

  await screen.findByText('Strength 6');
  expect(JSON.parse(scans()[0].body)).toEqual({ resumeText: 'Jane Doe\nSenior engineer at Acme, 2019-2024' });
  expect(screen.getByRole('button', { name: 'Unlock Full Scan' })).toBeTruthy();
  const locks = [...document.querySelectorAll('[data-locked]')].map((row) => row.textContent);
  expect(locks).toEqual([
    expect.stringContaining('3 more lines of evidence'),
    expect.stringContaining('4 more strengths'),
    expect.stringContaining('2 more areas for improvement'),
    expect.stringContaining('12 more keywords'),
    expect.stringContaining('4 more recommendations'),
  ]);
  expect(screen.queryByText('Strength 7')).toBeNull();
  expect(screen.queryByText('keyword 16')).toBeNull();
  // 82 is green (80+), 58 is red (below 60).
  expect((document.querySelector('[data-score="Resume Score"]') as HTMLElement).dataset.tone).toBe('green');
  expect((document.querySelector('[data-score="ATS Compatibility"]') as HTMLElement).dataset.tone).toBe('red');
  // Each weighted check is a bar with the lines behind its score beside it.
  const layout = screen.getByRole('list', { name: 'No table or column artefacts (weight 12%): evidence' });
  expect(within(layout).getByText('Table rows at lines 15, 16, 17')).toBeTruthy();
  expect((document.querySelector('[data-score="No table or column artefacts (weight 12%)"]') as HTMLElement).dataset.tone).toBe('red');
});

it("opens the payment dialog with the tool's message on a 402, and refetches usage after the run", async () => {
  api.on('POST /api/tools/resume-scanner', { status: 402, body: { error: 'payment_required', message: LIMIT_MESSAGE } });
  await openPage();
  const usageReadsBefore = api.calls.filter((call) => call.path === '/api/usage/resume-scanner').length;
  await scan();

  expect(await findDialog('Resume Scanner — $4.99')).toBeTruthy();
  expect(screen.getByText(LIMIT_MESSAGE)).toBeTruthy();
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/usage/resume-scanner').length).toBeGreaterThan(usageReadsBefore));
});

it('runs the same scan again by itself 1 s after a successful payment, and shows the full result', async () => {
  let paid = false;
  api.on('POST /api/tools/resume-scanner', () => (paid ? { body: scanFull() } : { status: 402, body: { error: 'payment_required', message: LIMIT_MESSAGE } }));
  // Billing says the uses are already bought (paid in another tab). Its answer is held until the clock is faked, so the
  // dialog's 0.5 s before its success and the page's 1 s before the run again are timed on that clock.
  const intent = heldAnswer({ body: { clientSecret: null, alreadyPaid: true, message: 'You already have access to this tool.', amount: 4.99 } });
  api.on('POST /api/payments/create-intent', async () => {
    const answer = await intent.answer();
    paid = true;
    api.on('GET /api/usage/resume-scanner', { body: paidUsage(8, 1) });
    return answer;
  });
  await openPage();
  await scan('Jane Doe\nStaff engineer at Initech, 2016-2024');
  const dialog = await findDialog('Resume Scanner — $4.99');
  await waitFor(() => expect(api.calls.some((call) => call.path === '/api/payments/create-intent')).toBe(true));

  jest.useFakeTimers();
  try {
    intent.release();
    await untilOnFakedClock(() => within(dialog).queryByText('You already have access to this tool.'));
    // §4 run flow: the payment's success 0.5 s after its answer (already paid), then the run 1 s later.
    const scanning = () => screen.queryByRole('button', { name: 'Scanning...' });
    act(() => jest.advanceTimersByTime(PAYMENT_DELAYS.alreadyPaidMs + RUN_AFTER_PAYMENT_MS - 1));
    expect(scanning()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(scanning()).not.toBeNull();
    await untilOnFakedClock(() => screen.queryByText('Strength 10'));
  } finally {
    jest.useRealTimers();
  }
  const [refused, again] = scans();
  expect(scans()).toHaveLength(2);
  expect(JSON.parse(again.body)).toEqual(JSON.parse(refused.body));
  expect(JSON.parse(again.body)).toEqual({ resumeText: 'Jane Doe\nStaff engineer at Initech, 2016-2024' });
  expect(screen.queryByRole('button', { name: 'Unlock Full Scan' })).toBeNull();
  expect(screen.queryByText(LIMIT_MESSAGE)).toBeNull();
  await waitFor(() => expect(screen.queryAllByRole('dialog').filter((open) => open.textContent?.startsWith('Resume Scanner — '))).toEqual([]));
});

it('takes the limit alert away as soon as the payment succeeds, before the scan runs again', async () => {
  api.on('POST /api/tools/resume-scanner', { status: 402, body: { error: 'payment_required', message: LIMIT_MESSAGE } });
  // Held until the clock is faked, so the dialog's 0.5 s to success and the 1 s to the re-run are timed on it.
  const alreadyPaid = heldAnswer({ body: { clientSecret: null, alreadyPaid: true, message: 'You already have access to this tool.', amount: 4.99 } });
  api.on('POST /api/payments/create-intent', alreadyPaid.answer);
  await openPage();
  await scan();
  const dialog = await findDialog('Resume Scanner — $4.99');
  expect(screen.getByText(LIMIT_MESSAGE)).toBeTruthy();

  jest.useFakeTimers();
  try {
    api.on('GET /api/usage/resume-scanner', { body: paidUsage(8, 0) });
    alreadyPaid.release();
    await untilOnFakedClock(() => within(dialog).queryByText('You already have access to this tool.'));
    await act(async () => {
      jest.advanceTimersByTime(PAYMENT_DELAYS.alreadyPaidMs);
    });
    // Paid: the green banner is up and the red "You've reached…" alert gone, while the re-run still waits (the clock
    // stays before it). The banner may come first: the usage read can answer before the dialog's success ends.
    await untilOnFakedClock(() => screen.queryByText(/^Paid Access/) && !screen.queryByText(LIMIT_MESSAGE));
    expect(scans()).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it("shows the spec's message when the scan fails, and the inputs come back", async () => {
  api.on('POST /api/tools/resume-scanner', { status: 500, body: { message: 'boom' } });
  await openPage();
  await scan();

  expect(await screen.findByText(RUN_FAILED_MESSAGES['resume-scanner'])).toBeTruthy();
  expect(screen.getByLabelText('Resume text').hasAttribute('disabled')).toBe(false);
});

it('keeps the resume text through an expired session: says why, and has it back once the user is signed in again', async () => {
  api.on('POST /api/tools/resume-scanner', { status: 401, body: { error: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
  await openPage();
  await scan('Jane Doe\nRust engineer');
  expect(await screen.findByText('Sign In Required')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please sign in again.');
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?next=%2Fresume-scanner');

  // Signed in again (the sign-in page stores the new token and comes back to ?next): the page loads afresh.
  cleanup();
  api.signIn();
  api.on('POST /api/tools/resume-scanner', { body: scanFull() });
  await openPage();
  await waitFor(() => expect((screen.getByLabelText('Resume text') as HTMLTextAreaElement).value).toBe('Jane Doe\nRust engineer'));
  expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false); // the AI consent is asked again
});
