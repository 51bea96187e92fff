// Verifies the web client's pacts against the real platform service, in-process with identity (its tokens), billing
// (with the Stripe emulator), tools and salary (the test agent's synthetic runs) on mongo-lite.
import { startPlatform, type Account, type PlatformUnderTest } from '../../../services/platform/test/start-platform';
import { verifyWebPacts } from './verify-web-pacts';

let t: PlatformUnderTest;
let operator: Account;
let token = '';
let grace: Account | undefined;
let accounts = 0;

/** A completed purchase of a new account (a refund uses it up); the operator is signed in. */
async function freshPayment(): Promise<string> {
  const buyer = await t.signUp(`pact-refund-${++accounts}@example.com`);
  await t.billing.buy(buyer.id, 'resume-scanner');
  token = operator.token;
  const { body } = await t.api.get(`/api/admin/users/${buyer.id}/payments`).set(operator.auth).expect(200);
  return body.payments[0].id;
}

beforeAll(async () => {
  t = await startPlatform({ CONTACT_LIMIT_PER_HOUR: '100' }, { salary: true });
  operator = await t.operator();
});
afterAll(() => t.stop());

it('honours every pact the web client has with platform', () =>
  verifyWebPacts(
    'platform',
    t.platform.url,
    {
      'a normal user is signed in': async () => {
        token = (await t.signUp('pact-normal@example.com')).token;
      },
      'the operator is signed in': async () => {
        token = operator.token;
      },
      'the operator is signed in and the test agent has checked the tools': async () => {
        await t.api.post('/api/test-agent/health-check').set(operator.auth).expect(200);
        token = operator.token;
      },
      'the operator is signed in and a payment was made': async () => {
        const buyer = await t.signUp('pact-buyer@example.com');
        await t.billing.buy(buyer.id, 'resume-scanner').catch(() => undefined); // bought by an earlier run of this state: one payment is enough
        token = operator.token;
      },
      'the operator is signed in and a user has paid': async () => {
        const buyer = await t.signUp(`pact-payer-${++accounts}@example.com`);
        await t.billing.buy(buyer.id, 'resume-scanner');
        token = operator.token;
        return { userId: buyer.id };
      },
      'the operator is signed in and a payment was completed': async () => ({ paymentId: await freshPayment() }),
      'the operator is signed in and a payment was refunded': async () => {
        const paymentId = await freshPayment();
        await t.api.post(`/api/admin/payments/${paymentId}/refund`).set(operator.auth).expect(200);
        return { paymentId };
      },
      'the operator is signed in and changed a price': async () => {
        await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: 5.49 }).expect(200);
        await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: 4.99 }).expect(200);
        token = operator.token;
      },
      'the operator is signed in and a cover letter run failed': async () => {
        // As the tools service records a run whose engine timed out (services/tools/src/data/tool-runs.ts).
        await t.tools.db.collection('tool_usage').updateOne(
          { _id: 'pact-failed-run' as never },
          {
            $set: { userId: operator.id, toolName: 'cover-letter-writer', inputData: {}, outputData: null, status: 'failed', failure: 'timeout' },
            $setOnInsert: { reservationId: 'r-pact', isPreview: true, engine: 'local', createdAt: new Date(), updatedAt: new Date() },
          },
          { upsert: true },
        );
        token = operator.token;
      },
      'the operator is signed in and a user exists': async () => {
        // One account for every interaction of this state (signing up again would only sign it in).
        grace ??= await t.signUp('grace@example.com');
        await t.api.put(`/api/admin/users/${grace.id}`).set(operator.auth).send({ isActive: true }).expect(200);
        token = operator.token;
        return { userId: grace.id };
      },
    },
    () => token,
  ));
