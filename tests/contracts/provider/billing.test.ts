// Verifies the web client's pacts against the real billing service, in-process with identity (its tokens), mongo-lite and
// the Stripe emulator. Each state signs in a user of its own, so the states do not see each other's purchases.
import { newUserId, startBilling, type BillingUnderTest } from '../../../services/billing/test/start-billing';
import { verifyWebPacts } from './verify-web-pacts';

let t: BillingUnderTest;
let token = '';

beforeAll(async () => {
  t = await startBilling({ stripe: true });
});
afterAll(() => t.stop());

const TOOL = 'resume-scanner';

/** A new user, signed in: the interaction's request carries its token. */
async function signInNewUser(label: string): Promise<string> {
  const userId = newUserId(label);
  token = await t.tokenFor(userId);
  return userId;
}

/** Opens the payment dialog as `userId`: billing's create-intent, over HTTP. Answers the intent's id. */
async function openPurchase(userId: string, toolName = TOOL): Promise<string> {
  const res = await t.api.post('/api/payments/create-intent').set('authorization', `Bearer ${await t.tokenFor(userId)}`).send({ toolName }).expect(200);
  return (res.body.clientSecret as string).split('_secret_')[0];
}

/** The card goes through at Stripe, as the browser's confirmation does. */
async function payAtStripe(paymentIntentId: string): Promise<void> {
  await t.stripe!.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
}

it('honours every pact the web client has with billing', () =>
  verifyWebPacts(
    'billing',
    t.billing.url,
    {
      'a signed-in user': async () => {
        await signInNewUser('pact-user');
      },
      'a signed-in user whose account has since been deleted': async () => {
        const userId = await signInNewUser('pact-deleted');
        await t.identity.identity.db.collection('users').deleteOne({ _id: userId as never });
      },
      'a signed-in user who has not bought resume-scanner': async () => {
        await signInNewUser('pact-buyer');
      },
      'a signed-in user whose payment for resume-scanner succeeded': async () => {
        const paymentIntentId = await openPurchase(await signInNewUser('pact-payer'));
        await payAtStripe(paymentIntentId);
        return { paymentIntentId }; // injected into the request as ${paymentIntentId}
      },
      'a signed-in user whose payment for resume-scanner is not paid yet': async () => {
        return { paymentIntentId: await openPurchase(await signInNewUser('pact-unpaid')) };
      },
      'a signed-in user and a payment intent of another user': async () => {
        const paymentIntentId = await openPurchase(newUserId('pact-other'));
        await payAtStripe(paymentIntentId);
        await signInNewUser('pact-caller');
        return { paymentIntentId };
      },
      'a signed-in user who bought resume-scanner': async () => {
        const userId = await signInNewUser('pact-customer');
        const paymentIntentId = await openPurchase(userId);
        await payAtStripe(paymentIntentId);
        await t.api.post('/api/payments/confirm').set('authorization', `Bearer ${token}`).send({ paymentIntentId }).expect(200);
      },
      'a signed-in user who bought resume-scanner and left a checkout for ghost-job-detector unpaid for a day': async () => {
        const userId = await signInNewUser('pact-abandoner');
        const paid = await openPurchase(userId);
        await payAtStripe(paid);
        await t.api.post('/api/payments/confirm').set('authorization', `Bearer ${token}`).send({ paymentIntentId: paid }).expect(200);
        const unpaid = await openPurchase(userId, 'ghost-job-detector');
        // A day and an hour ago (billing's clock is the real one here): past the 24 h a checkout stays open.
        await t.billing.db.collection('payments').updateOne({ stripePaymentIntentId: unpaid }, { $set: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
      },
    },
    () => token,
  ));
