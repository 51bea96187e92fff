// Refunds, goodwill credits and the audit log in the admin area, through their real HTTP calls to a local server: a
// refund only after the operator confirms it and never with an amount of the browser's, the server's refusal as a
// destructive toast, the user's payments and credit from their row, and the audit log's entries, filters and pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi } from '../../libs/web/test/support/api-server';
import { renderInKit } from '../../libs/web/test/support/render';
import { toastOfType } from '../../libs/web/test/support/toasts';
import AdminApp from '../src/app';
import { AUDIT_PAGE, CONFIG, OPERATOR, row, STATS, TOOL_CONFIGS, TOOLS, USER_PAYMENTS } from './admin-answers';
// Loaded up front: the page loads the toast renderer lazily, and its first load under jest can take seconds.
import '@careerkit/web/layout/toaster';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn(OPERATOR);
  api.on('GET /api/admin/stats', { body: STATS });
  api.on('GET /api/admin/users', { body: { users: [row()] } });
  api.on('GET /api/admin/tools', { body: TOOLS });
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/admin/config', { body: CONFIG });
  api.on('GET /api/admin/users/0123456789abcdef/payments', { body: USER_PAYMENTS });
  api.on('GET /api/admin/audit-log', { body: AUDIT_PAGE });
});

const sent = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path);
const openTab = async (name: string) => user.click(await screen.findByRole('tab', { name }));
const refunded = { ...STATS.recentPayments[0], status: 'refunded' as const };

describe('refunding from the dashboard', () => {
  it('offers Refund on completed payments only, refunds after the amount is confirmed and refreshes the figures', async () => {
    api.on('POST /api/admin/payments/pay-1234567890/refund', { body: { payment: refunded, usesWithdrawn: 10 } });
    renderInKit(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('button', { name: 'Refund payment …7a9Q2wLm' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund payment …4f5R8tUv' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Refund payment …7a9Q2wLm' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the refund of payment …7a9Q2wLm' });
    expect(confirm.textContent).toContain('Refund $9.99?');
    expect(sent('POST', '/api/admin/payments/pay-1234567890/refund')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm refund' }));

    expect(await toastOfType('success')).toEqual({ title: 'Payment refunded', description: '$9.99 refunded; 10 unused uses withdrawn' });
    const [call] = sent('POST', '/api/admin/payments/pay-1234567890/refund');
    expect(call.body).toBe(''); // the amount is billing's, never the browser's
    await waitFor(() => expect(sent('GET', '/api/admin/stats').length).toBeGreaterThanOrEqual(2));
  });

  it('calls nothing when the operator cancels', async () => {
    renderInKit(<AdminApp />, { route: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Refund payment …7a9Q2wLm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Refund payment …7a9Q2wLm' })).toBeTruthy();
    expect(sent('POST', '/api/admin/payments/pay-1234567890/refund')).toHaveLength(0);
  });

  it('shows a refused second refund as a destructive toast with the server’s message', async () => {
    api.on('POST /api/admin/payments/pay-1234567890/refund', { status: 409, body: { error: 'already_refunded', message: 'This payment has already been refunded.' } });
    renderInKit(<AdminApp />, { route: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Refund payment …7a9Q2wLm' }));
    await user.click(screen.getByRole('button', { name: 'Confirm refund' }));
    expect(await toastOfType('error')).toEqual({ title: 'Refund failed', description: 'This payment has already been refunded.' });
  });
});

describe("a user's payments and credit, from their row", () => {
  it('lists the user’s payments with their status and refunds a completed one', async () => {
    api.on('POST /api/admin/payments/pay-grace-0001/refund', { body: { payment: { ...USER_PAYMENTS.payments[0], status: 'refunded' }, usesWithdrawn: 3 } });
    renderInKit(<AdminApp />, { route: '/admin' });
    await openTab('Users');
    await user.click(await screen.findByRole('button', { name: 'Payments and credit of grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments and credit: grace@example.com' });
    expect(await within(dialog).findByText('refunded')).toBeTruthy();
    // Each payment by the reference the customer sees on their profile and thank-you page, not an internal id.
    expect(within(dialog).getByText('…Gr4c3P01')).toBeTruthy();
    expect(within(dialog).getByText('…Gr4c3P00')).toBeTruthy();
    expect(within(dialog).queryByText('pay-grac')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Refund payment …Gr4c3P01' })).toBeTruthy(); // one button: the completed payment
    expect(within(dialog).getAllByRole('button', { name: /^Refund payment/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Refund payment …Gr4c3P01' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    expect(await toastOfType('success')).toEqual({ title: 'Payment refunded', description: '$4.99 refunded; 3 unused uses withdrawn' });
    await waitFor(() => expect(sent('GET', '/api/admin/users/0123456789abcdef/payments').length).toBeGreaterThanOrEqual(2));
  });

  it('grants uses of a tool with a reason', async () => {
    api.on('POST /api/admin/users/0123456789abcdef/credit', (call) => ({
      body: { toolName: JSON.parse(call.body).toolName, usesGranted: JSON.parse(call.body).uses, usage: { used: 0, limit: 4, hasPayment: true, source: 'paid' } },
    }));
    renderInKit(<AdminApp />, { route: '/admin' });
    await openTab('Users');
    await user.click(await screen.findByRole('button', { name: 'Payments and credit of grace@example.com' }));
    const dialog = await screen.findByRole('dialog');
    const grant = within(dialog).getByRole('button', { name: 'Grant uses' });
    expect((grant as HTMLButtonElement).disabled).toBe(true); // no tool chosen yet
    await user.click(within(dialog).getByRole('combobox', { name: 'Tool to credit' }));
    await user.click(await screen.findByTitle('Resume Scanner'));
    const uses = within(dialog).getByRole('spinbutton', { name: 'Uses to grant' });
    await user.clear(uses);
    await user.type(uses, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Ticket 4411');
    await user.click(grant);
    await waitFor(() => expect(sent('POST', '/api/admin/users/0123456789abcdef/credit')).toHaveLength(1));
    const first = JSON.parse(sent('POST', '/api/admin/users/0123456789abcdef/credit')[0].body);
    expect(first).toEqual({ toolName: 'resume-scanner', uses: 3, reason: 'Ticket 4411', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await toastOfType('success')).toEqual({ title: 'Uses granted', description: 'grace@example.com: 3 uses of Resume Scanner' });

    // The next credit is another one: it carries a new key, so billing does not take it for the first sent again.
    await user.click(grant);
    await waitFor(() => expect(sent('POST', '/api/admin/users/0123456789abcdef/credit')).toHaveLength(2));
    expect(JSON.parse(sent('POST', '/api/admin/users/0123456789abcdef/credit')[1].body).requestId).not.toBe(first.requestId);
  });

  it('sends a credit retried after a failed answer under the same key, so it is granted once', async () => {
    let calls = 0;
    api.on('POST /api/admin/users/0123456789abcdef/credit', (call) =>
      ++calls === 1
        ? { status: 503, body: { error: 'unavailable', message: 'Service temporarily unavailable.' } }
        : { body: { toolName: JSON.parse(call.body).toolName, usesGranted: 1, usage: { used: 0, limit: 2, hasPayment: true, source: 'paid' } } },
    );
    renderInKit(<AdminApp />, { route: '/admin' });
    await openTab('Users');
    await user.click(await screen.findByRole('button', { name: 'Payments and credit of grace@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tool to credit' }));
    await user.click(await screen.findByTitle('Resume Scanner'));
    const grant = within(dialog).getByRole('button', { name: 'Grant uses' });
    await user.click(grant);
    await waitFor(() => expect(sent('POST', '/api/admin/users/0123456789abcdef/credit')).toHaveLength(1));
    await toastOfType('error');
    await user.click(grant);
    await waitFor(() => expect(sent('POST', '/api/admin/users/0123456789abcdef/credit')).toHaveLength(2));
    const [failed, retried] = sent('POST', '/api/admin/users/0123456789abcdef/credit').map((call) => JSON.parse(call.body).requestId);
    expect(retried).toBe(failed);
  });
});

describe('the audit log tab', () => {
  it('shows each change as one plain line (whom by e-mail, amounts as money, the reason), its record, and asks the server for a filtered page', async () => {
    renderInKit(<AdminApp />, { route: '/admin' });
    await openTab('Audit Log');
    expect(await screen.findByText('Changed Resume Scanner: price $4.99 → $5.49')).toBeTruthy();
    expect(screen.getByText('Refunded $9.99 to grace@example.com (AI Resume Analysis, payment …7a9Q2wLm); 10 uses withdrawn')).toBeTruthy();
    expect(screen.getByText('Granted 2 uses of Resume Scanner to grace@example.com — reason: Support ticket 4411')).toBeTruthy();
    expect(screen.queryByText(/→ —/)).toBeNull();
    expect(screen.getByText('pay-1234567890')).toBeTruthy();
    expect(screen.getAllByText('admin@careerkit.local')).toHaveLength(3);
    expect(screen.getByText('27 changes')).toBeTruthy();
    expect(sent('GET', '/api/admin/audit-log')[0].query).toEqual({ page: '1', pageSize: '25' });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByTitle('tool.update'));
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'resume-scanner');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const queries = () => sent('GET', '/api/admin/audit-log').map((c) => new URLSearchParams(c.query).toString());
    await waitFor(() => expect(queries()).toContain('action=tool.update&target=resume-scanner&page=1&pageSize=25'));

    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(queries()).toContain('action=tool.update&target=resume-scanner&page=2&pageSize=25'));
  });

  it('opens the customer an entry was about in Users, searched by the e-mail they had then', async () => {
    renderInKit(<AdminApp />, { route: '/admin' });
    await openTab('Audit Log');
    await user.click((await screen.findAllByRole('button', { name: 'Open grace@example.com in Users' }))[0]);
    await waitFor(() => expect(sent('GET', '/api/admin/users').at(-1)!.query).toMatchObject({ search: 'grace@example.com' }));
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('grace@example.com');
  });

  it('says what went wrong when the server refuses a filter', async () => {
    api.on('GET /api/admin/audit-log', { status: 400, body: { error: 'validation_error', message: 'From must be before To' } });
    renderInKit(<AdminApp />, { route: '/admin' });
    await openTab('Audit Log');
    expect(await screen.findByText('From must be before To')).toBeTruthy();
  });
});
