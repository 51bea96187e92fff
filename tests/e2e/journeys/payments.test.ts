// Buying uses of a tool (spec part 1 §4 'Payment flow', §8 'Payment', §9; part 2 §2 /payment-success), in Chromium
// against the product under the launcher: billing with local/stripe-emulator, the emulator's Stripe.js stand-in in
// the page under the gateway's CSP.
//
// Two stand-ins until the tools issue lands, both said where they are used:
// - A tool run is what meets the 402 and uses up free uses; the tools service does not exist yet, so the test takes
//   the uses itself through billing's internal reserve/commit routes, as the tools service will.
// - mfe-tools' pages do not show the usage meter yet, so the test publishes a stand-in build of mfe_tools (a tool
//   page with the shared usage meter, whose Buy more uses opens the shared payment dialog) and points /remotes.json
//   at it, the way a team redeploys a remote. Everything else is the product as shipped: the shell, libs/web's
//   usage meter, payment slot and dialog, the gateway, billing and the emulator.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { USAGE_LIMIT_MESSAGES } from '@careerkit/contracts/billing';
import type { Page } from 'playwright-core';
import { registerNewUser, typeCard, useJourney } from '../journey';
import { ARTIFACTS, ROOT, snap, snapSettled } from '../product';

const journey = useJourney();
let page: Page;
/** Content-Security-Policy refusals seen by the page in this test. */
let violations: string[];

const TOOL = 'cover-letter-writer';
const DIALOG = 'Cover Letter Writer — $0.99';
const PAID = 'You now have access to this AI tool!';

// ---- The tool page stand-in (see the top of the file).
const STAND_IN_DIR = join(ARTIFACTS, 'tool-page-stand-in');
const STAND_IN_OUT = join(ROOT, 'dist/web/remotes/mfe_tools-payments');
const STAND_IN_APP = `
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { useToolConfigs, useUsage } from '@careerkit/web/api/hooks';
import { usePaymentDialog } from '@careerkit/web/payment/slot';
import { useLocation } from '@careerkit/web/router';
import { theme } from '@careerkit/web/layout/theme';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { UsageMeter } from '@careerkit/web/tool/usage-meter';
import { ConfigProvider, Typography } from 'antd';
import { useState } from 'react';

function ToolPage({ tool }: { tool: string }) {
  const usage = useUsage(tool);
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const [outcome, setOutcome] = useState('none');
  const buy = () =>
    payment.open({ toolName: tool, amount: configs.data?.[tool]?.price ?? 0, onSuccess: () => setOutcome('paid'), onCancel: () => setOutcome('cancelled') });
  return (
    <AreaFrame title={configs.data?.[tool]?.displayName ?? tool}>
      <UsageMeter usage={usage.data} loading={usage.isLoading} onRetry={() => void usage.refetch()} onBuy={buy} onRenew={buy} />
      <Typography.Paragraph data-testid="checkout-outcome" style={{ marginTop: 16 }}>Checkout: {outcome}</Typography.Paragraph>
    </AreaFrame>
  );
}

export default function App() {
  const tool = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_tools" data-release="payments-stand-in">
        <ToolGuard><ToolPage tool={tool} /></ToolGuard>
      </div>
    </ConfigProvider>
  );
}
`;

beforeAll(() => {
  mkdirSync(join(STAND_IN_DIR, 'src'), { recursive: true });
  writeFileSync(join(STAND_IN_DIR, 'src/index.ts'), 'export {};\n');
  writeFileSync(join(STAND_IN_DIR, 'src/app.tsx'), STAND_IN_APP);
  writeFileSync(
    join(STAND_IN_DIR, 'rspack.config.mjs'),
    `import { createAppConfig } from ${JSON.stringify(join(ROOT, 'libs/web/rspack/app-config.mjs'))};\n` +
      `export default createAppConfig({ name: 'mfe_tools', dir: ${JSON.stringify(STAND_IN_DIR)}, port: 0, remote: true, outDir: ${JSON.stringify(STAND_IN_OUT)} });\n`,
  );
  const built = spawnSync('npx', ['rspack', 'build', '-c', join(STAND_IN_DIR, 'rspack.config.mjs')], { cwd: STAND_IN_DIR, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the tool page stand-in did not build:\n${built.stdout}\n${built.stderr}`);
});

beforeEach(async () => {
  page = journey.page;
  violations = [];
  const manifest = JSON.parse(readFileSync(join(ROOT, 'deploy/remotes/local.json'), 'utf8'));
  manifest.mfe_tools = '/remotes/mfe_tools-payments/mf-manifest.json';
  await page.route('**/remotes.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(manifest) }));
  await page.exposeFunction('reportPolicyViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportPolicyViolation(line: string): void }).reportPolicyViolation(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`);
    });
  });
});

afterEach(() => expect(violations).toEqual([]));

// ---- Billing, as the page and the tools service reach it.
const internalKey = () => readFileSync(join(journey.dataDir, 'internal_key.txt'), 'utf8').trim();

/** Billing's internal usage routes (/internal/usage/*), which only services reach. */
async function internal(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${journey.ports.billing}/internal/usage/${path}`, {
    method: 'POST',
    headers: { 'x-internal-key': internalKey(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Resolves once the Stripe emulator's payment_intent.succeeded webhook for the intent has been accepted by billing. */
async function webhookAccepted(intentId: string): Promise<void> {
  const secretKey = `sk_test_${readFileSync(join(journey.dataDir, 'stripe_secret_key.txt'), 'utf8').trim()}`;
  const stripe = async <T>(path: string) =>
    (await (await fetch(`http://127.0.0.1:${journey.ports.stripeEmulator}${path}`, { headers: { authorization: `Bearer ${secretKey}` } })).json()) as { data: T[] };
  for (;;) {
    const events = await stripe<{ id: string; type: string; data: { object: { id: string } } }>('/v1/events?limit=100');
    const event = events.data.find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intentId);
    const attempts = event ? await stripe<{ event: string; ok: boolean }>('/_emulator/webhook/attempts') : { data: [] };
    if (attempts.data.some((attempt) => attempt.event === event!.id && attempt.ok)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A call through the gateway with the page's session. */
async function api<T>(path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await fetch(`${journey.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * Stands in for the tools service: runs of the tool take (reserve) and keep (commit) each free use, and the next
 * run is refused with 402 and the tool's message (spec part 1 §4 'Run flow' 6, §8 'Tool runs').
 */
async function useUpFreeUses(): Promise<void> {
  const { user } = await api<{ user: { id: string } }>('/api/auth/me');
  const { freeLimit } = (await api<Record<string, { freeLimit: number }>>('/api/tool-configs'))[TOOL];
  for (let run = 0; run < freeLimit; run++) {
    const reserved = await internal('reserve', { userId: user.id, toolName: TOOL });
    expect(reserved.status).toBe(200);
    expect((await internal('commit', { reservationId: reserved.body.reservationId })).status).toBe(200);
  }
  const refused = await internal('reserve', { userId: user.id, toolName: TOOL });
  expect(refused).toMatchObject({ status: 402, body: { error: 'payment_required', message: USAGE_LIMIT_MESSAGES[TOOL] } });
}

/** A new user with no free use left, on the tool's page, the dialog open at the card form. */
async function checkoutWithoutFreeUses(): Promise<void> {
  await registerNewUser(journey);
  await useUpFreeUses();
  await page.goto(`${journey.url}/${TOOL}`);
  await page.locator('[data-remote="mfe_tools"][data-release="payments-stand-in"]').waitFor();
  await page.getByText('Free Preview: limit reached').waitFor();
  await page.getByRole('button', { name: 'Buy more uses' }).click();
  await dialog().waitFor();
}

const dialog = () => page.getByRole('dialog', { name: DIALOG });
const toast = (text: string) => page.locator('.ck-toast').filter({ hasText: text });
const outcome = () => page.getByTestId('checkout-outcome');

const pay = () => dialog().getByRole('button', { name: 'Pay $0.99' }).click();

/** The id of the PaymentIntent the next dialog set-up gets, read from its client secret. */
async function intentIdOfCheckout(): Promise<string> {
  const created = await page.waitForResponse('**/api/payments/create-intent');
  return ((await created.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0];
}

it('sells 5 uses for $0.99 with 4242 4242 4242 4242 to a user whose free use is spent, and the page shows them', async () => {
  const intentId = intentIdOfCheckout();
  await checkoutWithoutFreeUses();
  await dialog().getByRole('group', { name: 'Credit or debit card' }).waitFor();
  await dialog().getByText('Pay with the test card 4242 4242 4242 4242').waitFor();
  await dialog().getByText('5 uses for $0.99. One-time payment, no subscription.').waitFor();
  await snapSettled(page, 'payment-dialog-card-form');

  await typeCard(dialog(), '4242 4242 4242 4242');
  const confirmed = page.waitForRequest('**/api/payments/confirm');
  await pay();
  expect((await confirmed).postDataJSON()).toEqual({ paymentIntentId: await intentId });
  await toast('Payment Successful').filter({ hasText: PAID }).waitFor();
  await dialog().getByText(PAID).waitFor();
  await snapSettled(page, 'payment-dialog-paid');

  // The success callback runs 1 s later and the dialog closes; the usage meter shows the uses bought.
  await outcome().filter({ hasText: 'Checkout: paid' }).waitFor();
  await dialog().waitFor({ state: 'detached' });
  await page.getByText('Paid Access: 5 uses left').waitFor();
  await page.getByText('1 of 6 uses used').waitFor();
  await snap(page, 'payment-tool-page-paid');
  // Granted once, whether confirm or the webhook came first: looked at once both have reached billing.
  await webhookAccepted(await intentId);
  expect(await api(`/api/usage/${TOOL}`)).toEqual({ used: 1, limit: 6, hasPayment: true, source: 'paid' });
  const { payments } = await api<{ payments: { stripePaymentIntentId: string; status: string; amount: number }[] }>('/api/user/payments');
  expect(payments).toEqual([expect.objectContaining({ stripePaymentIntentId: await intentId, status: 'completed', amount: 0.99 })]);

  // The return page reads payment_intent and shows the real result.
  await page.goto(`${journey.url}/payment-success?payment_intent=${await intentId}`);
  await page.getByText('Payment Successful!').waitFor();
  await page.getByText((await intentId).slice(-8), { exact: true }).waitFor();
  await snap(page, 'payment-success-page');

  // Opened again while paid uses remain, the dialog says access is there and proceeds after 0.5 s.
  await page.goto(`${journey.url}/${TOOL}`);
  await page.getByText('Paid Access: 5 uses left').waitFor();
  expect(await page.getByRole('button', { name: 'Buy more uses' }).count()).toBe(0);
});

it("says 'Card error: Your card was declined.' for 4000 0000 0000 0002 and grants nothing", async () => {
  const intentId = intentIdOfCheckout();
  await checkoutWithoutFreeUses();
  await typeCard(dialog(), '4000 0000 0000 0002');
  await pay();

  await dialog().getByRole('alert').filter({ hasText: 'Card error: Your card was declined.' }).waitFor();
  await toast('Payment Failed').filter({ hasText: 'Card error: Your card was declined.' }).waitFor();
  await snapSettled(page, 'payment-dialog-declined');
  expect(await api(`/api/usage/${TOOL}`)).toEqual({ used: 1, limit: 1, hasPayment: false, source: 'free_preview' });

  await dialog().getByRole('button', { name: 'Cancel' }).click();
  await outcome().filter({ hasText: 'Checkout: cancelled' }).waitFor();
  await page.getByText('Free Preview: limit reached').waitFor();

  // The return page for that intent: not paid; billing learns of the decline from Stripe's webhook.
  await page.goto(`${journey.url}/payment-success?payment_intent=${await intentId}`);
  await page.getByText('Payment failed').waitFor();
  await snap(page, 'payment-success-page-failed');
  expect(await api(`/api/usage/${TOOL}`)).toEqual({ used: 1, limit: 1, hasPayment: false, source: 'free_preview' });
});

it('asks for authentication with 4000 0025 0000 3155, and pays once it is completed', async () => {
  await checkoutWithoutFreeUses();
  await typeCard(dialog(), '4000 0025 0000 3155');
  await pay();

  const authentication = page.getByRole('dialog', { name: 'Test payment authentication' });
  await authentication.waitFor();
  await snapSettled(page, 'payment-dialog-authentication');
  // The bank's dialog sits over ours and has the keyboard: ours lets go of focus while the charge is under way.
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(await focused()).toBe('Complete authentication');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Fail authentication');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Complete authentication');
  await page.keyboard.press('Enter');

  await toast('Payment Successful').filter({ hasText: PAID }).waitFor();
  await outcome().filter({ hasText: 'Checkout: paid' }).waitFor();
  await page.getByText('Paid Access: 5 uses left').waitFor();
  expect(await api(`/api/usage/${TOOL}`)).toEqual({ used: 1, limit: 6, hasPayment: true, source: 'paid' });
});

it('says payments are unavailable when Stripe.js cannot be loaded, and Try again brings the card form', async () => {
  await page.route('**/v3/stripe.js', (route) => route.abort('connectionrefused'));
  await checkoutWithoutFreeUses();
  await dialog().getByText('Payments are unavailable right now').waitFor();
  await snapSettled(page, 'payment-dialog-unavailable');

  await page.unroute('**/v3/stripe.js');
  await dialog().getByRole('button', { name: 'Try again' }).click();
  await dialog().getByRole('group', { name: 'Credit or debit card' }).waitFor();
  await dialog().getByRole('button', { name: 'Pay $0.99' }).waitFor();
});

it('asks a visitor to sign in on the return page, and says so when the payment is not one of theirs', async () => {
  await page.goto(`${journey.url}/payment-success?payment_intent=pi_3NotYours12345678`);
  await page.getByText('Sign in to see your payment').waitFor();
  await page.getByText('12345678', { exact: true }).waitFor();

  await registerNewUser(journey);
  await page.goto(`${journey.url}/payment-success?payment_intent=pi_3NotYours12345678`);
  await page.getByText('We could not find this payment').waitFor();
  await snap(page, 'payment-success-page-not-found');
  await page.goto(`${journey.url}/payment-success`);
  await page.getByText('No payment to show').waitFor();
});
