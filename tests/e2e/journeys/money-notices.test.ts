// Money a customer can follow and an operator can explain (issue 45), in Chromium against the product under the
// launcher. A customer buys; the operator finds the payment in Users by the reference as the customer's profile shows
// it ('…' and all) and refunds it; the customer then has the e-mail in the outbox, the entry in their history and a
// thank-you link that says the payment was refunded. The same for a goodwill credit. (Every page at a phone's width,
// in each state, is phone-layout.test.ts.)
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { payWithTestCard, submitSignIn, useJourney } from '../journey';
import { callApi, OPERATOR } from '../product';

const journey = useJourney();
const SHOTS = process.env.CAREERKIT_PHONE_SHOTS ?? join(tmpdir(), `careerkit-money-notices-${process.pid}`);
const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());
const api = (token: string, method: string, path: string, body?: object) => callApi(journey.url, token, method, path, body);

/** A new customer through the API: their e-mail, password and token. */
async function newCustomer(prefix: string): Promise<{ email: string; password: string; token: string; id: string }> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const account = { email: `${username}@example.com`, password: 'secret12' };
  const registered = await fetch(`${journey.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, username }) });
  expect(registered.status).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  return { ...account, token, id: user.id };
}

/** Buys a tool's uses as the payment dialog would; the PaymentIntent's id. */
async function buy(token: string, toolName: string): Promise<string> {
  const intent = await api(token, 'POST', '/api/payments/create-intent', { toolName });
  expect(intent.status).toBe(200);
  const id = (intent.body.clientSecret as string).split('_secret_')[0];
  await payWithTestCard(journey, id);
  expect((await api(token, 'POST', '/api/payments/confirm', { paymentIntentId: id })).status).toBe(200);
  return id;
}

/** The mails the outbox holds for `to` (the launcher's platform writes them under the data folder). */
function mailsTo(to: string): { subject: string; text: string }[] {
  const outbox = join(journey.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.includes(to))
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { subject: string; text: string });
}

async function signedIn(context: BrowserContext, account: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await submitSignIn({ ...journey, context, page }, account.email, account.password);
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  return page;
}

async function openUsersTab(page: Page, search: string): Promise<void> {
  await page.goto(`${journey.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Users' }).click();
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.fill(search);
  await box.press('Enter');
}

it('refunds a payment found by the reference the customer sees, and the customer gets the notice, the history entry and a refunded thank-you page; the same for a credit', async () => {
  const customer = await newCustomer('refund');
  const paymentIntentId = await buy(customer.token, 'cover-letter-writer');

  // The reference as the customer's profile shows it.
  const customerContext = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const operatorContext = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const customerPage = await signedIn(customerContext, customer);
    await customerPage.goto(`${journey.url}/profile`);
    const shown = (await customerPage.locator('tr[data-row-key] code').first().textContent())!.trim();
    expect(shown).toBe(`…${paymentIntentId.slice(-8)}`);

    // The operator pastes it as read out, in another case: Users finds the customer; their payments show the same reference.
    const operatorPage = await signedIn(operatorContext, OPERATOR);
    await openUsersTab(operatorPage, shown.toLowerCase());
    await operatorPage.getByRole('button', { name: `Payments and credit of ${customer.email}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Payments and credit: ${customer.email}` });
    await dialog.getByText(shown, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: `Refund payment ${shown}` }).click();
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    await operatorPage.locator('.ck-toast').filter({ hasText: 'Payment refunded' }).waitFor();

    // A goodwill credit from the same dialog, with a reason that stays in the audit log.
    await chooseOption(operatorPage, dialog, 'Tool to credit', 'Resume Scanner');
    await dialog.getByRole('spinbutton', { name: 'Uses to grant' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ticket 4411');
    await dialog.getByRole('button', { name: 'Grant uses' }).click();
    await operatorPage.locator('.ck-toast').filter({ hasText: 'Uses granted' }).waitFor();
    // (closed by its button, not Escape: the key can land on the tool picker's list, which closes alone, leaving the
    // dialog over the tabs)
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The audit log reads as plain lines, by the customer's e-mail.
    await operatorPage.getByRole('tab', { name: 'Audit Log' }).click();
    const log = operatorPage.getByRole('region', { name: 'Audit log' });
    await log.getByText(`Refunded $0.99 to ${customer.email} (Cover Letter Writer, payment ${shown}); 5 uses withdrawn`).waitFor();
    await log.getByText(`Granted 2 uses of Resume Scanner to ${customer.email} — reason: Ticket 4411`).waitFor();

    // The customer: the history entries, the e-mails, and the thank-you link of the refunded payment.
    await customerPage.reload();
    const history = customerPage.getByRole('region', { name: 'Refunds and credits' });
    await history.getByText(`Refunded $0.99 on ${today()}`).waitFor();
    await history.getByText('2 uses of Resume Scanner added by support').waitFor();
    expect(mailsTo(customer.email).map((mail) => mail.subject).sort()).toEqual(['2 uses of Resume Scanner added to your account', 'Your refund of $0.99']);
    await customerPage.goto(`${journey.url}/payment-success?payment_intent=${paymentIntentId}`);
    await customerPage.getByText('This payment was refunded').waitFor();
    expect(await customerPage.getByText('Payment Successful!').count()).toBe(0);
    mkdirSync(SHOTS, { recursive: true });
    await customerPage.screenshot({ path: join(SHOTS, 'refunded-thank-you.png') });
  } finally {
    await customerContext.close();
    await operatorContext.close();
  }
});

/**
 * Chooses an option of the select named `name` inside `scope`, and waits until the select shows it. On a busy machine a
 * click can land while the list is still opening, or the dialog re-renders after the refund and closes the list: the
 * choice is then made again (at most three times) instead of the journey waiting on a choice that was never made.
 */
async function chooseOption(page: Page, scope: Locator, name: string, option: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await scope.getByRole('combobox', { name }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
    try {
      await scope.getByTitle(option, { exact: true }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
