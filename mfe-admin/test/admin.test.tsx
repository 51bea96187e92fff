// The admin area through its real HTTP calls to a local server: the non-admin message, each tab's figures and
// actions, ids as their first 8 characters, destructive toasts on failures, the test agent's own wording.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi, USER } from '../../libs/web/test/support/api-server';
import { renderInKit } from '../../libs/web/test/support/render';
import { toastOfType } from '../../libs/web/test/support/toasts';
import AdminApp from '../src/app';
import { ANALYTICS, CONFIG, FAILED_RUNS, HEALTH, IDLE_AGENT, OPERATOR, row, STATS, TOOLS } from './admin-answers';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn(OPERATOR);
  api.on('GET /api/admin/stats', { body: STATS });
  api.on('GET /api/admin/users', { body: { users: [row({ company: 'Acme Corp', jobTitle: 'Rear Admiral', profileCompleteness: '60' }), row({ id: 'fedcba9876543210', email: 'robot@qa.test', username: 'robot', fullName: null, isActive: false })] } });
  api.on('GET /api/admin/tools', { body: TOOLS });
  api.on('GET /api/admin/config', { body: CONFIG });
  api.on('GET /api/test-agent/status', { body: IDLE_AGENT });
  api.on('GET /api/admin/analytics', { body: ANALYTICS });
  api.on('GET /api/admin/runs', { body: FAILED_RUNS });
});

const sent = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path);
const openTab = async (name: string) => user.click(await screen.findByRole('tab', { name }));
/** The destructive toast showing (spec part 2 §8: update failures), as its title and description. */
const errorToast = () => toastOfType('error');

it('tells a signed-in user who is not an operator that admin access is required, and calls nothing', async () => {
  api.signIn(USER);
  renderInKit(<AdminApp />, { route: '/admin' });
  expect(await screen.findByText('Admin access required. Please contact an administrator.')).toBeTruthy();
  expect(api.calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
});

it('shows the dashboard figures, the computed health, per-tool usage and failure rate by display name, and recent payments with 8-character ids', async () => {
  renderInKit(<AdminApp />, { route: '/admin' });
  expect(await screen.findByText('$1234.50')).toBeTruthy();
  expect(screen.getByText('42')).toBeTruthy();
  expect(screen.getByText('78.1%')).toBeTruthy();
  expect(screen.queryByText('99.9%')).toBeNull();
  expect(screen.getByText('Not answering: salary')).toBeTruthy();
  const analysisRow = document.querySelector('[data-row-key="resume-analysis"]')!;
  expect([...analysisRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['AI Resume Analysis', '120', '$899.10', '25%: 1 of 4 runs failed']);
  const coverRow = document.querySelector('[data-row-key="cover-letter-writer"]')!;
  expect(coverRow.querySelectorAll('td')[3].textContent).toBe('—');
  expect(screen.queryByText('resume-analysis')).toBeNull();
  expect(screen.getByText('$899.10')).toBeTruthy();
  // The payment's reference as the customer sees it: the last 8 characters of its payment id, not an internal id.
  expect(screen.getByText('…7a9Q2wLm')).toBeTruthy();
  expect(screen.queryByText(/pay-1234/)).toBeNull();
  expect(screen.getByText('user-abc')).toBeTruthy();
  expect(screen.getByText('failed')).toBeTruthy();
});

it('shows a checkout left unpaid as abandoned in the recent payments, with no Refund button', async () => {
  const abandoned = { ...STATS.recentPayments[0], id: 'pay-abandoned', status: 'abandoned' as const, stripePaymentIntentId: 'pi_3QxYzAbCdEfGhIjKgone0001' };
  api.on('GET /api/admin/stats', { body: { ...STATS, recentPayments: [abandoned, ...STATS.recentPayments] } });
  renderInKit(<AdminApp />, { route: '/admin' });
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-row-key="pay-abandoned"]');
    if (!found) throw new Error('no abandoned row yet');
    return found;
  });
  const status = [...row.querySelectorAll('td')][4].firstElementChild!;
  expect([status.textContent, status.className]).toEqual(['abandoned', 'ck-tag']);
  expect(row.querySelector('button')).toBeNull();
  expect(document.querySelector('[data-row-key="pay-1234567890"] button')?.textContent).toBe('Refund');
});

it('lists failed runs with why they failed in words, the user’s e-mail and full id, and sends the chosen filters', async () => {
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Runs');
  const failed = await screen.findByText('Timed out: the AI engine did not answer in time');
  const cells = [...failed.closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
  expect(cells).toEqual([expect.any(String), 'Ghost Job Detector', 'failed', 'Timed out: the AI engine did not answer in time', 'grace@example.com6650f0c2a1b2c3d4e5f60718', 'local']);
  // Our own error, from a platform that sent only the class: worded here, with the run id as the log reference.
  expect(screen.getByText('Our error — log reference runId run-2')).toBeTruthy();
  expect(screen.queryByText('internal')).toBeNull();
  expect(screen.getAllByRole('button', { name: /copy/i }).length).toBeGreaterThan(0);
  const first = sent('GET', '/api/admin/runs')[0];
  expect(first.query).toMatchObject({ outcome: 'failed', since: expect.any(String) });
  await user.click(screen.getByRole('searchbox', { name: 'User' }));
  await user.paste('Grace@Example.com');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(sent('GET', '/api/admin/runs').at(-1)!.query).toMatchObject({ outcome: 'failed', user: 'Grace@Example.com' }));
});

it('asks a signed-out visitor to sign in with an operator account, not to sign up to use a tool', async () => {
  localStorage.clear();
  renderInKit(<AdminApp />, { route: '/admin' });
  expect(await screen.findByText('Sign in with your operator account to open the admin area.')).toBeTruthy();
  expect(screen.queryByText(/to use this tool/)).toBeNull();
  expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
});

it('says admin access is required when the server refuses the dashboard', async () => {
  api.on('GET /api/admin/stats', { status: 403, body: { error: 'forbidden', message: 'Admin access required. Please contact an administrator.' } });
  renderInKit(<AdminApp />, { route: '/admin' });
  expect(await screen.findByText('Admin access required')).toBeTruthy();
});

it('lists and searches users, deactivates one, and resets test data with the count', async () => {
  api.on('PUT /api/admin/users/0123456789abcdef', (call) => ({ body: row({ isActive: JSON.parse(call.body).isActive }) }));
  api.on('POST /api/admin/reset-test-data', { body: { deletedRecords: 17 } });
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Users');
  expect(await screen.findByText('01234567')).toBeTruthy();
  expect(screen.queryByText('0123456789abcdef')).toBeNull();
  expect(screen.getByText('Inactive')).toBeTruthy();
  // Company, job title and completeness (spec part 2), and the full id one click away.
  const grace = document.querySelector('[data-row-key="0123456789abcdef"]')!;
  expect(grace.textContent).toContain('Acme Corp');
  expect(grace.textContent).toContain('Rear Admiral');
  expect(grace.textContent).toContain('60%');
  expect(screen.getAllByRole('button', { name: /copy/i }).length).toBe(2);

  const search = screen.getByRole('searchbox', { name: 'Search users' });
  expect(search.getAttribute('placeholder')).toBe('Search by id, email, name or payment reference');
  await user.type(search, '7a9Q2wLm{Enter}');
  await waitFor(() => expect(sent('GET', '/api/admin/users').at(-1)!.query).toEqual({ search: '7a9Q2wLm' }));

  await user.click(await screen.findByRole('button', { name: 'Deactivate grace@example.com' }));
  await waitFor(() => expect(sent('PUT', '/api/admin/users/0123456789abcdef')).toHaveLength(1));
  expect(JSON.parse(sent('PUT', '/api/admin/users/0123456789abcdef')[0].body)).toEqual({ isActive: false });
  expect(await screen.findByText('User deactivated')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Reset Test Data' }));
  await user.click(await screen.findByRole('button', { name: 'Reset test data' }));
  expect(await screen.findByText('17 records deleted')).toBeTruthy();
});

it('shows a failed user change as a destructive toast with the server message', async () => {
  api.on('PUT /api/admin/users/0123456789abcdef', { status: 409, body: { error: 'conflict', message: 'You cannot deactivate your own account.' } });
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Users');
  await user.click(await screen.findByRole('button', { name: 'Deactivate grace@example.com' }));
  expect(await errorToast()).toEqual({ title: 'Update failed', description: 'You cannot deactivate your own account.' });
});

it("edits a tool's price and saves only what changed", async () => {
  api.on('PUT /api/admin/tools/resume-scanner', (call) => ({ body: { ...TOOLS.tools[0], ...JSON.parse(call.body) } }));
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Tools');
  const price = await screen.findByRole('spinbutton', { name: 'Price of Resume Scanner' });
  await user.clear(price);
  await user.type(price, '5.49');
  await user.click(screen.getByRole('button', { name: 'Save Resume Scanner' }));
  await waitFor(() => expect(sent('PUT', '/api/admin/tools/resume-scanner')).toHaveLength(1));
  expect(JSON.parse(sent('PUT', '/api/admin/tools/resume-scanner')[0].body)).toEqual({ price: 5.49 });
  expect(await screen.findByText('Resume Scanner saved')).toBeTruthy();
});

it('turns on the announcement in System and sends the whole config', async () => {
  api.on('PUT /api/admin/config', (call) => ({ body: { ...CONFIG, ...JSON.parse(call.body) } }));
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('System');
  await user.click(await screen.findByRole('switch', { name: 'Show announcement' }));
  await user.type(screen.getByRole('textbox', { name: 'Announcement text' }), 'New tools this week');
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect(sent('PUT', '/api/admin/config')).toHaveLength(1));
  expect(JSON.parse(sent('PUT', '/api/admin/config')[0].body)).toMatchObject({ announcementActive: true, announcementText: 'New tools this week', maintenanceMode: false });
  expect(await screen.findByText('Settings saved')).toBeTruthy();
});

it('runs a health check and shows each tool, its time, error and the logs', async () => {
  let checked = false;
  api.on('POST /api/test-agent/health-check', () => ((checked = true), { body: HEALTH }));
  api.on('GET /api/test-agent/status', () => ({ body: checked ? { ...IDLE_AGENT, overall: HEALTH.overall, tools: HEALTH.tools, lastCheck: HEALTH.lastCheck, logs: HEALTH.logs } : IDLE_AGENT }));
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Testing');
  expect(await screen.findByText('Auto-refresh: 30s')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /Run Health Check/ }));
  expect(await screen.findByText('2/3 tools working')).toBeTruthy();
  expect(await screen.findByText('340 ms')).toBeTruthy();
  expect(screen.getByText('fair')).toBeTruthy();
  expect(screen.getAllByText('Working')).toHaveLength(2);
  expect(screen.getByText('Failing')).toBeTruthy();
  expect(screen.getByLabelText('Test agent logs').textContent).toContain('2/3 working, fair');
});

it.each([
  [403, 'Access Denied'],
  [404, 'Agent Service Not Ready'],
  [500, 'Health Check Failed'],
])('answers a health check refused with %i with "%s"', async (status, title) => {
  api.on('POST /api/test-agent/health-check', { status, body: { error: 'x', message: 'nope' } });
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Testing');
  await user.click(await screen.findByRole('button', { name: /Run Health Check/ }));
  expect((await errorToast()).title).toBe(title);
});

it.each([
  [403, 'Admin access required'],
  [503, 'Backend setup in progress'],
])('when the agent status answers %i, says "%s"', async (status, message) => {
  api.on('GET /api/test-agent/status', { status, body: { error: 'x', message: 'nope' } });
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Testing');
  expect(await screen.findByText(message)).toBeTruthy();
});

it('draws revenue and runs per day and per tool as charts', async () => {
  renderInKit(<AdminApp />, { route: '/admin' });
  await openTab('Analytics');
  for (const name of ['Revenue per day', 'Runs per day', 'Revenue per tool', 'Runs per tool']) expect(await screen.findByRole('img', { name })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Runs per day' }).querySelectorAll('rect')).toHaveLength(30);
  expect(screen.getAllByText('$99.90').length).toBeGreaterThan(0);
});

it("names each cell's column in the cell itself, for the phone's card layout: users, runs and recent payments", async () => {
  const labels = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
  const headers = (row: Element) => [...row.closest('table')!.querySelectorAll('thead th')].map((th) => th.textContent || null);
  renderInKit(<AdminApp />, { route: '/admin' });
  const payment = (await screen.findByText('…7a9Q2wLm')).closest('tr')!;
  expect(labels(payment)).toEqual(['Reference', 'User', 'Tool', 'Amount', 'Status', 'Date', 'Action']);

  await openTab('Users');
  const robot = (await screen.findByText('robot@qa.test')).closest('tr')!;
  expect(labels(robot)).toEqual(headers(robot));
  expect(labels(robot)).toEqual(expect.arrayContaining(['ID', 'Email', 'Status', 'Joined', 'Actions']));

  await openTab('Runs');
  const run = (await screen.findByText('Timed out: the AI engine did not answer in time')).closest('tr')!;
  expect(labels(run)).toEqual(['When', 'Tool', 'Outcome', 'Reason', 'User', 'Engine']);
});
