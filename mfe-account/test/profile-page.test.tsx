// The profile page (spec part 2 §2, §4, §8, §9; issue 14) through its real HTTP calls to a local server: loading,
// empty history, the spec's error messages, the low and at-limit notices, the one usage call, saving the profile,
// buying more access, and "Your data".
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, serveApi, USER } from '../../libs/web/test/support/api-server';
import { renderInKit } from '../../libs/web/test/support/render';
import { toastsShown } from '../../libs/web/test/support/toasts';
import { freeUsage, paidUsage, toolConfigs } from '../../libs/web/test/support/tool-configs';
import AccountApp from '../src/app';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;

const TOOL_CONFIGS = toolConfigs('cover-letter-writer', 'resume-scanner', 'ghost-job-detector');
const NO_STATS = { totalSpent: 0, totalPayments: 0, totalTransactions: 0, toolBreakdown: {} };
const payment = (n: number, status = 'completed', toolName = 'resume-scanner') => ({
  id: `pay-${n}`,
  toolName,
  amount: 4.99,
  status,
  createdAt: `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  stripePaymentIntentId: `pi_3PqTexampleABCD${String(n).padStart(4, '0')}`,
});

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/usage', { body: { 'cover-letter-writer': freeUsage(1), 'resume-scanner': freeUsage(1), 'ghost-job-detector': freeUsage(3) } });
  api.on('GET /api/user/payments', { body: { payments: [] } });
  api.on('GET /api/user/payment-stats', { body: NO_STATS });
  api.on('GET /api/account/notices', { body: { notices: [] } });
});

const openPage = async () => {
  renderInKit(<AccountApp />, { route: '/profile' });
  await screen.findByText('Profile Information');
};
const toolCard = (name: string) => screen.getByRole('region', { name });
/** The value shown under a payment overview figure's title. */
const statistic = (title: string) => screen.getByText(title, { selector: '.ck-statistic-title' }).nextElementSibling?.textContent;

describe('signed out', () => {
  it('sends a visitor without a session to sign in, to come back to the profile', async () => {
    localStorage.clear();
    renderInKit(<AccountApp />, { route: '/profile' });
    expect(await screen.findByText('Now at /login')).toBeTruthy();
    expect(window.location.search).toBe('?next=%2Fprofile');
  });
});

describe('the profile form', () => {
  it('shows completeness (20% by default), read-only email and username with their notes, and the completion hint', async () => {
    await openPage();
    expect(screen.getByText('Profile completeness: 20%')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(USER.email);
    expect(screen.getByLabelText('Email').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Username').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    expect(screen.getByText('Username cannot be changed')).toBeTruthy();
    expect(screen.getByText(/Complete your profile/)).toBeTruthy();
    expect(screen.getByText('Member since')).toBeTruthy();
  });

  it('saves the four fields and shows the completeness the server computed', async () => {
    const saved = { ...USER, company: 'Acme', jobTitle: 'Engineer', industryExperience: 'Expert (10+ years)', profileCompleteness: '100' };
    api.on('PUT /api/auth/profile', () => {
      api.on('GET /api/auth/me', { body: { user: saved } });
      return { body: { user: saved, message: 'Profile updated' } };
    });
    await openPage();
    await user.type(screen.getByLabelText('Company'), 'Acme');
    await user.type(screen.getByLabelText('Job Title'), 'Engineer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry Experience' }), 'Expert (10+ years)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile completeness: 100%')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ fullName: 'Ada Lovelace', company: 'Acme', jobTitle: 'Engineer', industryExperience: 'Expert (10+ years)' });
    await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Profile updated', description: undefined }]));
    expect(screen.queryByText(/Complete your profile/)).toBeNull();
  });

  it("says 'Update Failed' with the server's message, else 'Failed to update profile'", async () => {
    api.on('PUT /api/auth/profile', { status: 400, body: { error: 'validation_failed', message: 'Company must be at most 100 characters' } });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Update Failed', description: 'Company must be at most 100 characters' }]));

    api.on('PUT /api/auth/profile', { status: 502, body: '' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Update Failed', description: 'Failed to update profile' }]));
  });
});

describe('a session that expires while the user edits the profile', () => {
  it('sends them to sign in, and after signing in again the profile has what they typed', async () => {
    api.on('PUT /api/auth/profile', { body: { user: { ...USER, company: 'Acme' }, message: 'Profile updated' } });
    await openPage();
    await user.type(screen.getByLabelText('Company'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Profile updated', description: undefined }]));

    api.on('PUT /api/auth/profile', { status: 401, body: { error: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
    await user.type(screen.getByLabelText('Job Title'), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Now at /login')).toBeTruthy(); // the sign-in page says why (shell's login page)
    expect(window.location.search).toBe('?next=%2Fprofile');
    // No 'Update Failed' on top of it (the toaster is already on the page, so one raised would show by now).
    expect(toastsShown()).toEqual([{ title: 'Profile updated', description: undefined }]);

    // Signed in again (the sign-in page stores the new token and comes back to ?next): the page loads afresh.
    cleanup();
    api.signIn();
    await openPage();
    await waitFor(() => expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Engineer'));
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme');
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(Object.keys(sessionStorage)).toEqual([]); // given back once
  });
});

describe('tool usage', () => {
  it('shows a loading state, then every catalog tool from one usage call', async () => {
    const held = deferred();
    api.on('GET /api/usage', async () => {
      await held.promise;
      return { body: { 'resume-scanner': paidUsage(8, 2), 'cover-letter-writer': freeUsage(1) } };
    });
    await openPage();
    expect(screen.getByRole('status', { name: 'Loading usage information' })).toBeTruthy();
    held.resolve();

    await waitFor(() => expect(toolCard('Resume Scanner')).toBeTruthy());
    const scanner = toolCard('Resume Scanner');
    expect(within(scanner).getByText('PAID ACCESS')).toBeTruthy();
    expect(within(scanner).getByText('$4.99 per purchase')).toBeTruthy();
    expect(within(scanner).getByText('2/8 uses')).toBeTruthy();
    expect(within(scanner).getByText('6 remaining')).toBeTruthy();
    expect(within(toolCard('Cover Letter Writer')).getByText('FREE PREVIEW')).toBeTruthy();
    // Its one free use is still untouched: nothing is running low yet.
    expect(within(toolCard('Cover Letter Writer')).getByText('0/1 uses')).toBeTruthy();
    expect(within(toolCard('Cover Letter Writer')).queryByText('Running low: 1 use left.')).toBeNull();
    // A tool with no record yet reads as its free preview.
    expect(within(toolCard('Ghost Job Detector')).getByText('0/3 uses')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/usage'))).toEqual([expect.objectContaining({ path: '/api/usage' })]);
  });

  it('warns when 1 use is left and says when the limit is reached; only a paid tool at its limit offers more access', async () => {
    api.on('GET /api/usage', { body: { 'cover-letter-writer': freeUsage(1, 1), 'resume-scanner': paidUsage(8, 8), 'ghost-job-detector': freeUsage(3, 2) } });
    await openPage();
    await waitFor(() => expect(toolCard('Ghost Job Detector')).toBeTruthy());
    expect(within(toolCard('Ghost Job Detector')).getByText('Running low: 1 use left.')).toBeTruthy();
    expect(within(toolCard('Ghost Job Detector')).queryByText('Usage limit reached.')).toBeNull();
    expect(within(toolCard('Cover Letter Writer')).getByText('Usage limit reached.')).toBeTruthy();
    expect(within(toolCard('Cover Letter Writer')).queryByRole('button', { name: 'Purchase More Access' })).toBeNull();
    expect(within(toolCard('Cover Letter Writer')).getByRole('link', { name: 'Buy Full Access' }).getAttribute('href')).toBe('/cover-letter-writer');
    expect(within(toolCard('Resume Scanner')).queryByRole('link', { name: 'Buy Full Access' })).toBeNull();
    expect(within(toolCard('Resume Scanner')).getByText('Usage limit reached.')).toBeTruthy();
    expect(within(toolCard('Resume Scanner')).getByRole('button', { name: 'Purchase More Access' })).toBeTruthy();
    expect(screen.getByText((_, el) => el?.hasAttribute('data-paid-tools') === true).textContent).toBe('1');
  });

  it('opens the payment dialog for that tool from Purchase More Access', async () => {
    api.on('GET /api/usage', { body: { 'resume-scanner': paidUsage(8, 8) } });
    api.on('POST /api/payments/create-intent', { status: 502, body: '' });
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Purchase More Access' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog').some((d) => d.textContent?.startsWith('Resume Scanner — $4.99'))).toBe(true));
    const intent = await waitFor(() => {
      const call = api.calls.find((c) => c.path === '/api/payments/create-intent');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(intent.body)).toEqual({ toolName: 'resume-scanner' });
  });

  it("says usage could not be loaded, in the spec's words, with Try Again", async () => {
    api.on('GET /api/usage', { status: 500, body: { message: 'boom' } });
    await openPage();
    expect(await screen.findByText('Unable to load usage information. Please check your internet connection and try again.')).toBeTruthy();
    api.on('GET /api/usage', { body: { 'resume-scanner': paidUsage(8, 1) } });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1/8 uses')).toBeTruthy();
  });
});

describe('payment overview', () => {
  it('shows an empty history for a user who has bought nothing', async () => {
    await openPage();
    expect(await screen.findByText('No payments yet. Your purchases will appear here.')).toBeTruthy();
    expect(await screen.findByText('$0.00')).toBeTruthy(); // the stats answer on their own, maybe after the history
    expect(screen.queryByRole('img', { name: 'Spending by tool' })).toBeNull();
  });

  it('shows totals, spending by tool as a chart and numbers, and the last 10 transactions with short ids and badges', async () => {
    const list = [payment(12, 'failed'), payment(11, 'pending'), ...Array.from({ length: 10 }, (_, i) => payment(10 - i))];
    api.on('GET /api/user/payments', { body: { payments: list } });
    api.on('GET /api/user/payment-stats', {
      body: { totalSpent: 50.89, totalPayments: 11, totalTransactions: 12, toolBreakdown: { 'resume-scanner': { amount: 49.9, count: 10 }, 'cover-letter-writer': { amount: 0.99, count: 1 } } },
    });
    await openPage();
    expect(await screen.findByText('$50.89')).toBeTruthy();
    expect(statistic('Transactions')).toBe('12');
    expect(screen.getByText('Mar 10, 2025', { selector: '.ck-statistic-value' })).toBeTruthy(); // the latest completed payment
    expect(screen.getByRole('img', { name: 'Spending by tool' })).toBeTruthy();
    expect(screen.getByText('Resume Scanner: $49.90 (10 purchases)')).toBeTruthy();
    expect(screen.getByText('Cover Letter Writer: $0.99 (1 purchase)')).toBeTruthy();

    const rows = [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByText('…ABCD0012')).toBeTruthy();
    expect(within(rows[0]).getByText('failed').dataset.variant).toBe('destructive');
    expect(within(rows[1]).getByText('pending').dataset.variant).toBe('secondary');
    expect(within(rows[2]).getByText('completed').dataset.variant).toBe('default');
    expect(within(rows[2]).getByText('$4.99')).toBeTruthy();
    expect(screen.queryByText('…ABCD0001')).toBeNull(); // the 11th and 12th are not shown
  });

  it('shows a checkout left unpaid as abandoned, and counts it among the transactions shown, not in what was spent', async () => {
    api.on('GET /api/user/payments', { body: { payments: [payment(2, 'abandoned', 'ghost-job-detector'), payment(1)] } });
    api.on('GET /api/user/payment-stats', { body: { totalSpent: 4.99, totalPayments: 1, totalTransactions: 2, toolBreakdown: { 'resume-scanner': { amount: 4.99, count: 1 } } } });
    await openPage();
    await screen.findByText('…ABCD0002');
    const rows = [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')];
    expect(rows).toHaveLength(2);
    expect(statistic('Transactions')).toBe(String(rows.length));
    expect(statistic('Total Spent')).toBe('$4.99');
    const abandoned = within(rows[0]).getByText('abandoned');
    expect([abandoned.dataset.variant, abandoned.className]).toEqual(['secondary', 'ck-tag']);
    expect(within(rows[1]).getByText('completed')).toBeTruthy();
  });

  it('lists what support did to the money, newest first, under the transactions: a refund and a credit', async () => {
    api.on('GET /api/user/payments', { body: { payments: [payment(1, 'refunded', 'resume-analysis')] } });
    api.on('GET /api/account/notices', {
      body: {
        notices: [
          { id: 'n2', kind: 'credit', text: '2 uses of Resume Scanner added by support', detail: 'on 7 Dec', at: '2026-12-07T10:00:00.000Z' },
          { id: 'n1', kind: 'refund', text: 'Refunded $9.99 on 6 Dec', detail: 'AI Resume Analysis · payment …ABCD0001', at: '2026-12-06T10:00:00.000Z' },
        ],
      },
    });
    await openPage();
    const history = await screen.findByRole('region', { name: 'Refunds and credits' });
    expect([...history.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '2 uses of Resume Scanner added by support — on 7 Dec',
      'Refunded $9.99 on 6 Dec — AI Resume Analysis · payment …ABCD0001',
    ]);
    expect(screen.getByText('refunded').dataset.variant).toBe('secondary');
  });

  it('shows no refunds-and-credits list to a customer support never refunded or credited', async () => {
    await openPage();
    await screen.findByText('No payments yet. Your purchases will appear here.');
    expect(screen.queryByRole('region', { name: 'Refunds and credits' })).toBeNull();
    expect(screen.queryByText('Failed to fetch your account history')).toBeNull();
  });

  it("says 'Failed to fetch payments' and 'Failed to fetch payment stats' when they fail", async () => {
    api.on('GET /api/user/payments', { status: 500, body: {} });
    api.on('GET /api/user/payment-stats', { status: 503, body: {} });
    await openPage();
    expect(await screen.findByText('Failed to fetch payments')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch payment stats')).toBeTruthy();
  });
});

describe('your data', () => {
  it('downloads everything as one JSON file', async () => {
    const exported = { exportedAt: '2025-03-01T00:00:00.000Z', profile: USER, toolRuns: [], salaryRuns: [], uploads: [], payments: [], usage: [], contactMessages: [], accountChanges: [] };
    api.on('GET /api/account/export', { body: exported });
    const made: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (made.push(blob), 'blob:export');
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Download My Data' }));
    await waitFor(() => expect(clicked).toEqual(['careerkit-data.json']));
    expect(JSON.parse(await made[0].text())).toEqual(exported);
  });

  it('asks for the password, shows a wrong one refused, and signs out once the account is deleted', async () => {
    api.on('POST /api/account/delete', ({ body }) =>
      JSON.parse(body).password === 'secret12'
        ? { body: { message: 'Your account and your data have been deleted.' } }
        : { status: 403, body: { error: 'wrong_password', message: 'Incorrect password. Your account was not deleted.' } },
    );
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Please enter your password to confirm.')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/account/delete')).toBe(false);

    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Incorrect password. Your account was not deleted.')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBe('token-1'); // a wrong password does not end the session

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Account deleted', description: 'Your account and your data have been deleted.' }]));
  });
});
