// The operator's refunds, goodwill credits and the audit log through platform's HTTP API, with the real identity,
// billing (on the Stripe emulator) and tools behind it: only an operator may call them, ids that name nothing are a
// 404, amounts never come from the caller, and every change is in the audit log, readable and filterable.
import type Stripe from 'stripe';
import { STRIPE_KEYS } from '../../billing/test/start-billing';
import { startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
let operator: Account;
let user: Account;

const TOOL = 'resume-analysis'; // $9.99 for 10 uses

beforeAll(async () => {
  // Refunds finished outside an operator's request are reported every 100 ms here (30 s by default).
  t = await startPlatform({ REFUND_REPORT_INTERVAL_MS: '100' });
  operator = await t.operator();
  user = await t.signUp('ada.refund@example.com');
});
afterAll(() => t.stop());

const paymentsOf = async (userId: string) => (await t.api.get(`/api/admin/users/${userId}/payments`).set(operator.auth).expect(200)).body.payments;
const revenue = async () => (await t.api.get('/api/admin/stats').set(operator.auth).expect(200)).body.totalRevenue as number;
const auditLog = async (query: Record<string, string> = {}) => (await t.api.get('/api/admin/audit-log').query(query).set(operator.auth).expect(200)).body;

describe('refunding a payment', () => {
  it('refunds the payment whole, withdraws its uses, drops the revenue by its amount and records it in the audit log', async () => {
    await t.billing.buy(user.id, TOOL);
    const [payment] = await paymentsOf(user.id);
    expect(payment).toMatchObject({ userId: user.id, toolName: TOOL, amount: 9.99, status: 'completed' });
    const before = await revenue();

    // An amount in the body is not the caller's to choose: the payment's own amount is refunded.
    const res = await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(operator.auth).send({ amount: 0.5 }).expect(200);
    expect(res.body).toEqual({ payment: { ...payment, status: 'refunded' }, usesWithdrawn: 10 });
    expect(await revenue()).toBeCloseTo(before - 9.99, 2);
    expect((await paymentsOf(user.id))[0].status).toBe('refunded');
    const charges = await t.billing.stripe!.charges.list({ payment_intent: payment.stripePaymentIntentId });
    expect(charges.data[0]).toMatchObject({ amount_refunded: 999, refunded: true });

    const { entries } = await auditLog({ action: 'payment.refund', target: payment.id });
    expect(entries).toEqual([
      {
        id: expect.any(String),
        actorId: operator.id,
        actorEmail: operator.email,
        action: 'payment.refund',
        target: payment.id,
        // Whom it was about, by the e-mail they had when it was made: the log reads the same after they change it.
        targetUserId: user.id,
        targetEmail: user.email,
        before: { status: 'completed', amount: 9.99, userId: user.id, toolName: TOOL, stripePaymentIntentId: payment.stripePaymentIntentId },
        after: { status: 'refunded', usesWithdrawn: 10 },
        at: expect.any(String),
      },
    ]);

    // Found by the customer's e-mail too, in any case.
    expect((await auditLog({ action: 'payment.refund', target: user.email.toUpperCase() })).entries.map((e: { target: string }) => e.target)).toEqual([payment.id]);

    const again = await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(operator.auth).expect(409);
    expect(again.body.message).toBe('This payment has already been refunded.');
    expect((await auditLog({ action: 'payment.refund', target: payment.id })).total).toBe(1);
  });

  it('answers 404 for ids that name nothing, and 403 to the customer refunding their own payment', async () => {
    await t.api.post('/api/admin/payments/not-a-payment/refund').set(operator.auth).expect(404, /Payment not found/);
    await t.api.get('/api/admin/users/not-a-user/payments').set(operator.auth).expect(404, /User not found/);
    await t.api.post('/api/admin/users/not-a-user/credit').set(operator.auth).send({ toolName: TOOL, uses: 3 }).expect(404, /User not found/);

    const buyer = await t.signUp('self.refund@example.com');
    await t.billing.buy(buyer.id, TOOL);
    const [payment] = await paymentsOf(buyer.id);
    await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(buyer.auth).expect(403);
    await t.api.get(`/api/admin/users/${buyer.id}/payments`).set(buyer.auth).expect(403);
    await t.api.post(`/api/admin/users/${buyer.id}/credit`).set(buyer.auth).send({ toolName: TOOL, uses: 100 }).expect(403);
    await t.api.get('/api/admin/audit-log').set(buyer.auth).expect(403);
    expect((await paymentsOf(buyer.id))[0].status).toBe('completed');
    expect(await t.billing.usageOf(buyer.id, TOOL)).toMatchObject({ hasPayment: true });
  });
});

describe('a goodwill credit', () => {
  it('grants uses by hand and records who, how many and why', async () => {
    const person = await t.signUp('goodwill@example.com');
    const before = await t.billing.usageOf(person.id, TOOL);
    const res = await t.api.post(`/api/admin/users/${person.id}/credit`).set(operator.auth).send({ toolName: TOOL, uses: 3, reason: 'Ticket 4411: scan failed twice' }).expect(200);
    expect(res.body).toMatchObject({ toolName: TOOL, usesGranted: 3, usage: { limit: (before.limit as number) + 3, hasPayment: true } });
    const { entries } = await auditLog({ action: 'user.credit', target: person.id });
    expect(entries[0]).toMatchObject({
      actorEmail: operator.email,
      before: { toolName: TOOL, limit: before.limit, used: 0 },
      after: { toolName: TOOL, limit: (before.limit as number) + 3, usesGranted: 3, reason: 'Ticket 4411: scan failed twice' },
    });
  });

  it('grants a credit sent twice with one request id once: one grant, one audit entry, one notice', async () => {
    const person = await t.signUp('twice.credit@example.com');
    const before = await t.billing.usageOf(person.id, TOOL);
    const sent = { toolName: TOOL, uses: 3, reason: 'Ticket 5120', requestId: `dialog-${person.id}` };
    const first = await t.api.post(`/api/admin/users/${person.id}/credit`).set(operator.auth).send(sent).expect(200);
    const again = await t.api.post(`/api/admin/users/${person.id}/credit`).set(operator.auth).send(sent).expect(200);
    expect(again.body).toEqual(first.body);
    expect((await t.billing.usageOf(person.id, TOOL)).limit).toBe((before.limit as number) + 3);
    expect((await auditLog({ action: 'user.credit', target: person.id })).total).toBe(1);
    expect((await t.api.get('/api/account/notices').set(person.auth).expect(200)).body.notices).toHaveLength(1);
    expect(t.mailsTo(person.email)).toHaveLength(1);
  });

  it('refuses a count out of bounds with the field’s message', async () => {
    const res = await t.api.post(`/api/admin/users/${user.id}/credit`).set(operator.auth).send({ toolName: TOOL, uses: 1000 }).expect(400);
    expect(res.body.message).toBe('Grant at most 100 uses at a time');
  });
});

describe('the audit log', () => {
  it('shows a price change with the price before and after, and filters by action, actor, target and time, a page at a time', async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: 5.49 }).expect(200);
    await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: 4.99 }).expect(200);
    const prices = await auditLog({ action: 'tool.update', target: 'resume-scanner', from: start });
    expect(prices.total).toBe(2);
    expect(prices.entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ price: 5.49 }, { price: 4.99 }],
      [{ price: 4.99 }, { price: 5.49 }],
    ]);

    const page1 = await auditLog({ actor: operator.email.toUpperCase().slice(0, 8), pageSize: '2' });
    const page2 = await auditLog({ actor: operator.id, pageSize: '2', page: '2' });
    expect(page1.entries).toHaveLength(2);
    expect(page1.total).toBe(page2.total);
    expect(page1.total).toBeGreaterThanOrEqual(4);
    expect(page2.entries[0].at <= page1.entries[1].at).toBe(true);
    expect(page2.entries.map((e: { id: string }) => e.id)).not.toContain(page1.entries[0].id);

    expect((await auditLog({ actor: 'nobody@elsewhere' })).entries).toEqual([]);
    expect((await auditLog({ actor: '.*' })).total).toBe(0); // the filter is text, not a pattern
    expect((await auditLog({ action: 'tool.update', to: start })).entries.filter((e: { target: string }) => e.target === 'resume-scanner')).toEqual([]);
  });

  it('refuses filters it cannot read', async () => {
    expect((await t.api.get('/api/admin/audit-log?action=drop.tables').set(operator.auth).expect(400)).body.message).toBe('Unknown action');
    expect((await t.api.get('/api/admin/audit-log?from=yesterday').set(operator.auth).expect(400)).body.message).toBe('From must be a date');
    expect((await t.api.get('/api/admin/audit-log?pageSize=1000').set(operator.auth).expect(400)).body.message).toBe('Page size must be at most 100');
    const reversed = await t.api.get('/api/admin/audit-log?from=2026-02-01&to=2026-01-01').set(operator.auth).expect(400);
    expect(reversed.body.message).toBe('From must be before To');
  });
});

describe("the customer's notices of a refund and a credit", () => {
  const noticesOf = async (account: Account) => (await t.api.get('/api/account/notices').set(account.auth).expect(200)).body.notices;
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());

  it('leaves an entry in the customer’s history and e-mails them, once per refund, and one for each credit', async () => {
    const customer = await t.signUp('lin.notices@example.com');
    expect(await noticesOf(customer)).toEqual([]);
    await t.billing.buy(customer.id, 'cover-letter-writer');
    const [payment] = await paymentsOf(customer.id);
    await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(operator.auth).expect(200);
    await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(operator.auth).expect(409);
    await t.api.post(`/api/admin/users/${customer.id}/credit`).set(operator.auth).send({ toolName: 'resume-scanner', uses: 2, reason: 'Internal note: ticket 77' }).expect(200);

    const reference = `…${payment.stripePaymentIntentId.slice(-8)}`;
    expect(await noticesOf(customer)).toEqual([
      { id: expect.any(String), kind: 'credit', text: '2 uses of Resume Scanner added by support', detail: `on ${today}`, at: expect.any(String) },
      { id: expect.any(String), kind: 'refund', text: `Refunded $0.99 on ${today}`, detail: `Cover Letter Writer · payment ${reference}`, at: expect.any(String) },
    ]);
    const mails = t.mailsTo(customer.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['2 uses of Resume Scanner added to your account', 'Your refund of $0.99']);
    expect(mails.find((m) => m.subject.startsWith('Your refund'))!.text).toContain(`payment reference ${reference}`);
    // The operator's reason is for the audit log, not the customer.
    expect(JSON.stringify(mails) + JSON.stringify(await noticesOf(customer))).not.toContain('Internal note');
  });

  it('shows each customer only their own notices, and none to a visitor', async () => {
    const other = await t.signUp('mo.other@example.com');
    await t.api.post(`/api/admin/users/${user.id}/credit`).set(operator.auth).send({ toolName: 'resume-scanner', uses: 1 }).expect(200);
    expect(await noticesOf(other)).toEqual([]);
    expect((await noticesOf(user)).map((n: { text: string }) => n.text)).toContain('1 use of Resume Scanner added by support');
    // A user id in the query is not theirs to choose: the token's user is the one read.
    expect(await (await t.api.get('/api/account/notices').query({ userId: user.id }).set(other.auth).expect(200)).body.notices).toEqual([]);
    await t.api.get('/api/account/notices').expect(401);
    await t.api.get('/api/account/notices').set({ authorization: 'Bearer forged.token.value' }).expect(401);
  });
});

describe('every refund audited once, whichever path finished it', () => {
  const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());
  const noticesOf = async (account: Account) => (await t.api.get('/api/account/notices').set(account.auth).expect(200)).body.notices;
  const refundsIn = async (paymentId: string) => (await auditLog({ action: 'payment.refund', target: paymentId })).entries;
  const bought = async (email: string) => {
    const customer = await t.signUp(email);
    await t.billing.buy(customer.id, TOOL);
    return { customer, payment: (await paymentsOf(customer.id))[0] };
  };
  /** What the customer was told: one history entry and one e-mail, the same words as for an operator's refund. */
  async function expectToldOnce(customer: Account, payment: { stripePaymentIntentId: string }, usesWithdrawn: number) {
    const reference = `…${payment.stripePaymentIntentId.slice(-8)}`;
    expect(await noticesOf(customer)).toEqual([
      { id: expect.any(String), kind: 'refund', text: `Refunded $9.99 on ${today()}`, detail: `AI Resume Analysis · payment ${reference}`, at: expect.any(String) },
    ]);
    const mails = t.mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your refund of $9.99']);
    expect(mails[0].text).toContain(`The ${usesWithdrawn} unused uses of that purchase were removed.`);
  }
  /** Delivers billing's event as Stripe does, signed with the endpoint's secret. */
  async function deliver(event: Stripe.Event) {
    const payload = JSON.stringify(event);
    const header = t.billing.stripe!.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhook });
    await t.billing.api.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', header).send(payload).expect(200);
  }

  it('a refund made in Stripe’s dashboard (charge.refunded), delivered twice: one entry by Stripe, one notice and e-mail', async () => {
    const { customer, payment } = await bought('dash.refund@example.com');
    await t.billing.stripe!.refunds.create({ payment_intent: payment.stripePaymentIntentId });
    const events = await t.billing.stripe!.events.list({ type: 'charge.refunded', limit: 100 });
    const event = events.data.find((e) => (e.data.object as Stripe.Charge).payment_intent === payment.stripePaymentIntentId)!;
    await deliver(event);
    await deliver(event);

    expect(await refundsIn(payment.id)).toEqual([
      expect.objectContaining({
        actorId: 'stripe',
        actorEmail: 'Stripe (refunded at Stripe)',
        target: payment.id,
        targetUserId: customer.id,
        targetEmail: customer.email,
        before: { status: 'completed', amount: 9.99, userId: customer.id, toolName: TOOL, stripePaymentIntentId: payment.stripePaymentIntentId },
        after: { status: 'refunded', usesWithdrawn: 10 },
      }),
    ]);
    await deliver(event);
    expect(await refundsIn(payment.id)).toHaveLength(1);
    await expectToldOnce(customer, payment, 10);
  });

  it('a refund platform stopped before recording (billing refunded it): recorded by the operator who made it, once', async () => {
    const { customer, payment } = await bought('stopped.refund@example.com');
    // The first half of the operator's request, as platform made it before it stopped.
    await t.billing.internal('post', `/internal/operator/payments/${payment.id}/refund`, { operatorId: operator.id }).expect(200);
    await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(operator.auth).expect(409); // the operator tries again

    expect(await refundsIn(payment.id)).toEqual([expect.objectContaining({ actorId: operator.id, actorEmail: operator.email, targetEmail: customer.email, after: { status: 'refunded', usesWithdrawn: 10 } })]);
    expect(await refundsIn(payment.id)).toHaveLength(1);
    await expectToldOnce(customer, payment, 10);
  });

  it('a refund billing stopped in the middle of: finished by the fix session, then recorded once', async () => {
    const { customer, payment } = await bought('crashed.refund@example.com');
    const claimedAt = new Date(Date.now() - 2 * 60_000);
    // What billing leaves when it stops after claiming the operator's refund, before asking Stripe.
    await t.billing.billing.db.collection('refunds').insertOne({
      _id: payment.stripePaymentIntentId as never, paymentId: payment.id, userId: customer.id, toolName: TOOL, amountCents: 999, requestedBy: operator.id,
      stripeRefundId: null, stripeStatus: null, applied: false, usesWithdrawn: null, reported: false, createdAt: claimedAt, updatedAt: claimedAt,
    });
    const fixed = await t.api.post('/api/test-agent/fix-session').set(operator.auth).expect(200);
    expect(fixed.body.fixes).toContain('1 interrupted refund(s) finished');
    expect((await paymentsOf(customer.id))[0].status).toBe('refunded');

    expect(await refundsIn(payment.id)).toEqual([expect.objectContaining({ actorEmail: operator.email, target: payment.id, after: { status: 'refunded', usesWithdrawn: 10 } })]);
    await expectToldOnce(customer, payment, 10);
  });

  it('tells the customer of a refund made at Stripe with no one reading the audit log', async () => {
    const { customer, payment } = await bought('unwatched.refund@example.com');
    await t.billing.stripe!.refunds.create({ payment_intent: payment.stripePaymentIntentId });
    const events = await t.billing.stripe!.events.list({ type: 'charge.refunded', limit: 100 });
    await deliver(events.data.find((e) => (e.data.object as Stripe.Charge).payment_intent === payment.stripePaymentIntentId)!);
    // The periodic report writes it: each check reads the outbox, no timer is guessed.
    while (t.mailsTo(customer.email).length === 0) await new Promise((resolve) => setImmediate(resolve));
    await expectToldOnce(customer, payment, 10);
  });
});
