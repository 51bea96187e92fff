// The LinkedIn Profile Optimizer page (spec part 1 §2, §4, §5, §8) through its real HTTP calls to a local server:
// the required fields, consent before the button works, one run at a time, the payment dialog on a 402 and its
// suppression for a paid user with uses left, and the preview's locked rows and copy buttons.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, serveApi, type ApiCall, type Reply } from '../../libs/web/test/support/api-server';
import { renderInKit } from '../../libs/web/test/support/render';
import { toolConfigs } from '../../libs/web/test/support/tool-configs';
import { toastsShown } from '../../libs/web/test/support/toasts';
import { USAGE_LIMIT_MESSAGES } from '@careerkit/contracts/billing';
import { LINKEDIN_MESSAGES } from '@careerkit/contracts/tools';
import LinkedInOptimizerPage from '../src/features/linkedin-optimizer/page';
import { findDialog } from '../../libs/web/test/support/find-dialog';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const TOOL_CONFIGS = toolConfigs('linkedin-optimizer');
const FREE = { used: 0, limit: 1, hasPayment: false, source: 'free_preview' };
const FULL = {
  headline: 'Staff Engineer | Payments at scale',
  summary: 'I build payment systems.',
  achievements: ['Cut checkout latency by 40%', 'Led a team of 8'],
  hashtags: ['#payments', '#fintech'],
  isPreview: false,
};
const PREVIEW = {
  ...FULL,
  hashtags: ['#a', '#b', '#c', '#d', '#e'],
  hidden: { hashtags: 3 },
  isPreview: true,
  upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.',
};

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/usage/linkedin-optimizer', { body: FREE });
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

const runs = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/tools/linkedin');
const bodyOf = (call: ApiCall) => JSON.parse(call.body) as Record<string, unknown>;
const optimize = () => screen.getByRole('button', { name: /Optimize Profile|Optimizing/ }) as HTMLButtonElement;

async function openPage() {
  renderInKit(<LinkedInOptimizerPage />, { route: '/linkedin-optimizer' });
  await screen.findByRole('button', { name: 'Optimize Profile' });
  // The usage is known before the test acts on it.
  await waitFor(() => expect(api.calls.some((call) => call.path === '/api/usage/linkedin-optimizer')).toBe(true));
}

async function fillAndConsent() {
  fireEvent.change(screen.getByLabelText('Current Profile'), { target: { value: 'Engineer with ten years in payments.' } });
  fireEvent.change(screen.getByLabelText('Target Role'), { target: { value: 'Staff Engineer' } });
  await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
}

async function agree() {
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));
}

describe('validation', () => {
  it('keeps the button disabled until the AI consent is ticked', async () => {
    await openPage();
    expect(optimize().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    expect(optimize().disabled).toBe(false);
  });

  it("says 'Tick the AI box first' over the disabled button", async () => {
    await openPage();
    await user.hover(optimize());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Tick the AI box first');
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("asks for the profile and target role with the spec's one message, and sends nothing", async () => {
    await openPage();
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    fireEvent.change(screen.getByLabelText('Current Profile'), { target: { value: 'Engineer' } });
    await user.click(optimize());

    expect(await screen.findByText(LINKEDIN_MESSAGES.required)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runs()).toHaveLength(0);
  });
});

describe('a run', () => {
  it('sends the form with its defaults and shows the four cards with working copy buttons', async () => {
    api.on('POST /api/tools/linkedin', { body: FULL });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await openPage();
    await fillAndConsent();
    await user.click(optimize());
    await agree();

    expect(await screen.findByText('Staff Engineer | Payments at scale')).toBeTruthy();
    expect(bodyOf(runs()[0])).toEqual({
      currentProfile: 'Engineer with ten years in payments.',
      targetRole: 'Staff Engineer',
      tone: 'Professional',
      purposes: ['Recruiter Visibility'],
      includeHashtags: true,
    });
    expect(screen.getByText('Cut checkout latency by 40%')).toBeTruthy();
    expect(screen.getByText('#fintech')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy headline' }));
    expect(writeText).toHaveBeenCalledWith('Staff Engineer | Payments at scale');
    await waitFor(() => expect(toastsShown().map((toast) => toast.title)).toEqual(expect.arrayContaining(['Copied!'])));
  });

  it('sends the tone, purposes and hashtags chosen', async () => {
    api.on('POST /api/tools/linkedin', { body: FULL });
    await openPage();
    await fillAndConsent();
    fireEvent.change(screen.getByLabelText('Industry Experience'), { target: { value: '8 years in fintech' } });
    await user.selectOptions(screen.getByLabelText('Tone'), 'Executive');
    await user.click(screen.getByRole('checkbox', { name: 'Recruiter Visibility' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thought Leadership' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hiring Manager Appeal' }));
    await user.click(screen.getByRole('switch', { name: 'Include Hashtags' }));
    await user.click(optimize());
    await agree();

    await screen.findByText('Staff Engineer | Payments at scale');
    expect(bodyOf(runs()[0])).toEqual({
      currentProfile: 'Engineer with ten years in payments.',
      targetRole: 'Staff Engineer',
      industryExperience: '8 years in fintech',
      tone: 'Executive',
      purposes: ['Hiring Manager Appeal', 'Thought Leadership'],
      includeHashtags: false,
    });
  });

  it('blocks a second run while one is in progress', async () => {
    // Held back until the test lets it go (the page shows its progress before the request reaches the server).
    const reply = deferred<Reply>();
    api.on('POST /api/tools/linkedin', () => reply.promise);
    await openPage();
    await fillAndConsent();
    await user.click(optimize());
    await agree();
    expect(await screen.findByText('Optimizing your profile...')).toBeTruthy();
    expect((screen.getByLabelText('Target Role') as HTMLInputElement).disabled).toBe(true);

    // The form submitted again (Enter in a field) while the first run is out: no agreement, no second call.
    fireEvent.submit(screen.getByRole('form', { name: 'LinkedIn profile' }));
    // Its agree button, not its name: under jest antd gives every modal and tab the same id, which confuses names.
    const agreement = () => screen.queryByRole('button', { name: 'I Understand & Agree' });
    expect(agreement()).toBeNull();

    // Looked at again once the first run's answer is on the page: whatever the second submit set off has happened.
    reply.resolve({ body: FULL });
    expect(await screen.findByText('Staff Engineer | Payments at scale')).toBeTruthy();
    expect(agreement()).toBeNull();
    expect(runs()).toHaveLength(1);
  });

  it('shows a preview with its hidden hashtags locked, copy disabled, and Unlock Full Optimization opening the payment dialog', async () => {
    api.on('POST /api/tools/linkedin', { body: PREVIEW });
    await openPage();
    await fillAndConsent();
    await user.click(optimize());
    await agree();

    expect(await screen.findByText(PREVIEW.upgradeMessage)).toBeTruthy();
    expect(screen.getByText('+ 3 more')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Copy headline' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Unlock Full Optimization/ }));
    expect(await findDialog('LinkedIn Optimizer — $0.99')).toBeTruthy();
  });
});

describe('the payment dialog', () => {
  it("opens on a 402 with the tool's message", async () => {
    api.on('POST /api/tools/linkedin', { status: 402, body: { error: 'payment_required', message: 'Usage limit reached' } });
    await openPage();
    await fillAndConsent();
    await user.click(optimize());
    await agree();

    expect(await screen.findByText(USAGE_LIMIT_MESSAGES['linkedin-optimizer'])).toBeTruthy();
    expect(await findDialog('LinkedIn Optimizer — $0.99')).toBeTruthy();
  });

  it('is suppressed for a paid user who still has uses left', async () => {
    api.on('GET /api/usage/linkedin-optimizer', { body: { used: 2, limit: 5, hasPayment: true, source: 'paid' } });
    api.on('POST /api/tools/linkedin', { status: 402, body: { error: 'payment_required', message: 'Usage limit reached' } });
    await openPage();
    await fillAndConsent();
    await user.click(optimize());
    await agree();

    expect(await screen.findByText(USAGE_LIMIT_MESSAGES['linkedin-optimizer'])).toBeTruthy();
    // The page decides on the dialog as it shows the message. An opened dialog would appear once its code has loaded:
    // the same code is loaded here and React's pending work let through before looking.
    await act(() => import('@careerkit/web/payment/dialog'));
    expect(screen.queryByText('LinkedIn Optimizer — $0.99')).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/payments/create-intent')).toBe(false);
  });

  it('opens again once the paid uses are exhausted', async () => {
    api.on('GET /api/usage/linkedin-optimizer', { body: { used: 5, limit: 5, hasPayment: true, source: 'paid' } });
    api.on('POST /api/tools/linkedin', { status: 402, body: { error: 'payment_required', message: 'Usage limit reached' } });
    await openPage();
    await fillAndConsent();
    await user.click(optimize());
    await agree();

    expect(await findDialog('LinkedIn Optimizer — $0.99')).toBeTruthy();
  });
});

describe('after an expired session', () => {
  it('fills the form in again from what was kept for this user, leaving out choices the page does not offer', async () => {
    sessionStorage.setItem(
      'careerkit:draft:u-1:linkedin-optimizer',
      JSON.stringify({ currentProfile: 'Engineer with ten years in payments.', targetRole: 'Staff Engineer', industryExperience: 'Fintech', tone: 'Casual', purposes: ['Thought Leadership', 'Bogus'], includeHashtags: false }),
    );
    api.on('POST /api/tools/linkedin', { body: FULL });
    await openPage();
    await waitFor(() => expect((screen.getByLabelText('Target Role') as HTMLInputElement).value).toBe('Staff Engineer'));
    expect(Object.keys(sessionStorage)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /I understand this tool uses AI/ }));
    await user.click(optimize());
    await agree();
    await waitFor(() => expect(runs()).toHaveLength(1));
    expect(bodyOf(runs()[0])).toEqual({
      currentProfile: 'Engineer with ten years in payments.',
      targetRole: 'Staff Engineer',
      industryExperience: 'Fintech',
      tone: 'Casual',
      purposes: ['Thought Leadership'],
      includeHashtags: false,
    });
  });
});
