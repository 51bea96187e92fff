// The web client's billing calls, made by the same functions the hooks and the payment dialog call (libs/web
// billing-api) over the real api client. Each interaction's method and path come from the route map, so a call out of
// step with it fails. Shapes are matched, not example values, except where the product relies on the value.
import { BILLING_MESSAGES, TOOL_KEYS } from '@careerkit/contracts/billing';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import {
  confirmPayment,
  createPaymentIntent,
  fetchAllUsage,
  fetchPaymentConfig,
  fetchPayments,
  fetchPaymentStats,
  fetchToolConfigs,
  fetchToolUsage,
} from '@careerkit/web/api/billing';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';
import { signIn, onPage, route, bearer, isoDateTime } from './web-page';

const { like, eachLike, eachValueMatches, string, regex, integer, number, boolean, fromProviderState } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'billing', dir: PACTS_DIR, logLevel: 'warn' });

const TOOL = 'resume-scanner';
const toolKey = regex(new RegExp(`^(${TOOL_KEYS.join('|')})$`), TOOL);
const paymentIntentId = regex(/^pi_[A-Za-z0-9]+$/, 'pi_3PqTexample');

/** One tool's uses as the usage banner reads them: a numeric limit, and whether the uses are paid. */
const usage = like({ used: integer(0), limit: integer(1), hasPayment: boolean(false), source: regex(/^(paid|free_preview)$/, 'free_preview') });
/** After a purchase: literal, as the banner switches to paid access on exactly these. */
const paidUsage = { used: integer(0), limit: integer(9), hasPayment: true, source: 'paid' };
const toolConfig = like({
  name: toolKey,
  displayName: string('Resume Scanner'),
  description: string('Scores a resume against a job description.'),
  price: number(4.99),
  freeLimit: integer(1),
  paidLimit: integer(8),
  isActive: boolean(true),
});
/** A map keyed by tool name: every value has the shape, whatever tools the catalog holds. */
const byTool = (value: MatchersV3.Matcher<unknown>) => eachValueMatches<unknown>({ [TOOL]: value }, value);
const refused = (message: string) => ({ message: string(message) });

describe('the catalog', () => {
  it('fetches every tool’s price and limits', () =>
    pact
      .addInteraction()
      .uponReceiving('a tool-configs request')
      .withRequest(...route('toolConfigs'))
      .willRespondWith(200, (b) => b.jsonBody(byTool(toolConfig)))
      .executeTest(async (server) => {
        onPage(server);
        const configs = await fetchToolConfigs();
        expect(configs[TOOL]).toMatchObject({ name: TOOL, isActive: true });
      }));
});

describe('usage', () => {
  it('fetches one tool’s uses fresh, past any cache', () =>
    pact
      .addInteraction()
      .given('a signed-in user')
      .uponReceiving('a usage request for one tool')
      .withRequest(...route('toolUsage', { toolName: TOOL }), (b) =>
        b.query({ t: regex(/^\d+$/, '1736937000000') }).headers({ ...bearer, 'cache-control': 'no-cache' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(usage))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await fetchToolUsage(TOOL)).toEqual({ used: 0, limit: 1, hasPayment: false, source: 'free_preview' });
      }));

  it('is refused one tool’s uses without a token', () =>
    pact
      .addInteraction()
      .uponReceiving('a usage request for one tool without a token')
      .withRequest(...route('toolUsage', { toolName: TOOL }), (b) => b.query({ t: regex(/^\d+$/, '1736937000000') }))
      .willRespondWith(401, (b) => b.jsonBody(refused(STATUS_MESSAGES[401])))
      .executeTest(async (server) => {
        onPage(server);
        await expect(fetchToolUsage(TOOL)).rejects.toMatchObject({ status: 401 });
      }));

  it('fetches the uses of every tool', () =>
    pact
      .addInteraction()
      .given('a signed-in user')
      .uponReceiving('a usage request for every tool')
      .withRequest(...route('allUsage'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(byTool(usage)))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchAllUsage())[TOOL]).toMatchObject({ used: 0 });
      }));
});

describe('buying uses', () => {
  it('opens a purchase: a client secret to pay with, priced by billing (the browser names the tool only)', () =>
    pact
      .addInteraction()
      .given('a signed-in user who has not bought resume-scanner')
      .uponReceiving('a create-intent for a new purchase')
      .withRequest(...route('createIntent'), (b) => b.headers(bearer).jsonBody({ toolName: TOOL }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          clientSecret: regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'pi_3PqTexample_secret_abc123'),
          alreadyPaid: false,
          message: string(BILLING_MESSAGES.intentCreated),
          amount: number(4.99),
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const answer = await createPaymentIntent(TOOL);
        expect(answer.alreadyPaid).toBe(false);
        expect(answer.clientSecret).toMatch(/_secret_/);
      }));

  it('is refused a purchase with the token of an account that has been deleted', () =>
    pact
      .addInteraction()
      .given('a signed-in user whose account has since been deleted')
      .uponReceiving('a create-intent with the token of a deleted account')
      .withRequest(...route('createIntent'), (b) => b.headers(bearer).jsonBody({ toolName: TOOL }))
      .willRespondWith(401, (b) => b.jsonBody(refused(STATUS_MESSAGES[401])))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(createPaymentIntent(TOOL)).rejects.toMatchObject({ status: 401 });
      }));

  it('confirms a paid intent and gets the uses it bought', () =>
    pact
      .addInteraction()
      .given('a signed-in user whose payment for resume-scanner succeeded')
      .uponReceiving('a confirm of a succeeded intent')
      .withRequest(...route('confirmPayment'), (b) => b.headers(bearer).jsonBody({ paymentIntentId: fromProviderState('${paymentIntentId}', 'pi_example') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, message: string(BILLING_MESSAGES.paymentSucceeded), usage: paidUsage }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const answer = await confirmPayment('pi_example');
        expect(answer.success).toBe(true);
        expect(answer.usage).toMatchObject({ hasPayment: true, source: 'paid' });
      }));

  it('is refused 403 confirming another user’s intent', () =>
    pact
      .addInteraction()
      .given('a signed-in user and a payment intent of another user')
      .uponReceiving('a confirm of another user’s intent')
      .withRequest(...route('confirmPayment'), (b) => b.headers(bearer).jsonBody({ paymentIntentId: fromProviderState('${paymentIntentId}', 'pi_example') }))
      .willRespondWith(403, (b) => b.jsonBody(refused(STATUS_MESSAGES[403])))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(confirmPayment('pi_example')).rejects.toMatchObject({ status: 403 });
      }));

  it('is refused 400 confirming an intent that has not been paid', () =>
    pact
      .addInteraction()
      .given('a signed-in user whose payment for resume-scanner is not paid yet')
      .uponReceiving('a confirm of an unpaid intent')
      .withRequest(...route('confirmPayment'), (b) => b.headers(bearer).jsonBody({ paymentIntentId: fromProviderState('${paymentIntentId}', 'pi_example') }))
      .willRespondWith(400, (b) => b.jsonBody(refused(BILLING_MESSAGES.paymentIncomplete)))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(confirmPayment('pi_example')).rejects.toMatchObject({ status: 400, serverMessage: BILLING_MESSAGES.paymentIncomplete });
      }));

  it('fetches the publishable key the card form starts with', () =>
    pact
      .addInteraction()
      .uponReceiving('a payments config request')
      .withRequest(...route('paymentConfig'))
      .willRespondWith(200, (b) => b.jsonBody({ publishableKey: regex(/^pk_(test|live)_\w+$/, 'pk_test_example') }))
      .executeTest(async (server) => {
        onPage(server);
        expect((await fetchPaymentConfig()).publishableKey).toMatch(/^pk_/);
      }));
});

describe('payment history', () => {
  it('lists the user’s payments', () =>
    pact
      .addInteraction()
      .given('a signed-in user who bought resume-scanner')
      .uponReceiving('a payments list request')
      .withRequest(...route('payments'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          payments: eachLike({
            id: string('6789abcdef0123456789abcd'),
            toolName: toolKey,
            amount: number(4.99),
            status: regex(/^(completed|pending|failed|refunded|abandoned)$/, 'completed'),
            createdAt: isoDateTime,
            stripePaymentIntentId: paymentIntentId,
          }),
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const { payments } = await fetchPayments();
        expect(payments[0]).toMatchObject({ toolName: TOOL, status: 'completed' });
      }));

  it('sums what the user has spent, per tool', () =>
    pact
      .addInteraction()
      .given('a signed-in user who bought resume-scanner')
      .uponReceiving('a payment stats request')
      .withRequest(...route('paymentStats'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({ totalSpent: number(4.99), totalPayments: integer(1), totalTransactions: integer(1), toolBreakdown: byTool(like({ amount: number(4.99), count: integer(1) })) }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const stats = await fetchPaymentStats();
        expect(stats.toolBreakdown[TOOL]).toEqual({ amount: 4.99, count: 1 });
      }));
});

describe('a checkout left unpaid for a day', () => {
  const STATE = 'a signed-in user who bought resume-scanner and left a checkout for ghost-job-detector unpaid for a day';
  // Not like({...}): it would match every field by type, the status too.
  const row = (toolName: string, status: string) => ({ id: string('6789abcdef0123456789abcd'), toolName, amount: number(4.99), status, createdAt: isoDateTime, stripePaymentIntentId: paymentIntentId });

  it('shows in the history as abandoned (status literal: the badge reads it)', () =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a payment history request with an abandoned checkout')
      .withRequest(...route('payments'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ payments: [row(TOOL, 'completed'), row('ghost-job-detector', 'abandoned')] }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const { payments } = await fetchPayments();
        expect(payments.map((p) => p.status)).toEqual(['completed', 'abandoned']);
      }));

  it('counts it among the transactions, not in what was spent (counts literal: the profile shows them beside the rows)', () =>
    pact
      .addInteraction()
      .given(STATE)
      .uponReceiving('a payment stats request with an abandoned checkout')
      .withRequest(...route('paymentStats'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ totalSpent: number(4.99), totalPayments: 1, totalTransactions: 2, toolBreakdown: { [TOOL]: { amount: number(4.99), count: 1 } } }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await fetchPaymentStats()).toMatchObject({ totalPayments: 1, totalTransactions: 2 });
      }));
});
