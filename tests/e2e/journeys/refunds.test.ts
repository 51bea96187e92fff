// The operator refunds a purchase (issue 26) in Chromium against the product under the launcher: from the customer's
// row in Users, after confirming the amount; the revenue drops by it, a second refund is refused, the customer's
// profile shows the payment refunded with its unused uses withdrawn, and the audit log shows the refund and a price
// change. What the journey changes in the catalog it changes back.
import { shownPaymentReference } from '@careerkit/contracts/payment-reference';
import type { Page } from 'playwright-core';
import { payWithTestCard, registerNewUser, submitSignIn, useJourney } from '../journey';
import { callApi, OPERATOR, signInThroughApi } from '../product';
import { WHOLE_RESUME } from '../fixtures/whole-resume';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const toast = (text: string) => page.locator('.ck-toast').filter({ hasText: text });
const tab = (name: string) => page.getByRole('tab', { name }).click();
const JOB = 'Staff engineer at Lumen Freight: design and run routing services in TypeScript. Marker 9d2a.';
const EXPERIENCE = WHOLE_RESUME;

/** A call through the gateway with a session's token. */
const api = (token: string, method: string, path: string, body?: object) => callApi(journey.url, token, method, path, body);

/** Buys the cover letter's uses as the payment dialog would: create-intent, the card at the Stripe emulator, confirm. */
async function buyCoverLetterUses(token: string): Promise<void> {
  const intent = await api(token, 'POST', '/api/payments/create-intent', { toolName: 'cover-letter-writer' });
  expect(intent.status).toBe(200);
  const id = (intent.body.clientSecret as string).split('_secret_')[0];
  await payWithTestCard(journey, id);
  expect((await api(token, 'POST', '/api/payments/confirm', { paymentIntentId: id })).status).toBe(200);
}

const revenue = async (operatorToken: string) => (await api(operatorToken, 'GET', '/api/admin/stats')).body.totalRevenue as number;

it('refunds a purchase from the customer’s row: revenue drops by it, a second refund is refused, the profile shows it refunded with the uses withdrawn, and the audit log shows it', async () => {
  // The customer: the free use, then 5 paid uses bought for $0.99, 2 of them used.
  const customer = await registerNewUser(journey);
  const customerToken = (await page.evaluate(() => localStorage.getItem('auth_token'))) as string;
  const runCoverLetter = () => api(customerToken, 'POST', '/api/tools/cover-letter', { jobDescription: JOB, userExperience: EXPERIENCE });
  expect((await runCoverLetter()).status).toBe(200);
  await buyCoverLetterUses(customerToken);
  for (let run = 0; run < 2; run++) expect((await runCoverLetter()).status).toBe(200);
  const [payment] = (await api(customerToken, 'GET', '/api/user/payments')).body.payments as { id: string; status: string; amount: number; stripePaymentIntentId: string }[];
  expect(payment).toMatchObject({ status: 'completed', amount: 0.99 });

  const operatorToken = await signInThroughApi(journey.url, OPERATOR);
  const revenueBefore = await revenue(operatorToken);

  // The operator finds the customer in Users and refunds the payment from their row, after confirming the amount.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await submitSignIn(journey, OPERATOR.email, OPERATOR.password);
  await toast('Welcome back!').waitFor();
  await page.goto(`${journey.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await tab('Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await page.getByRole('button', { name: `Payments and credit of ${customer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payments and credit: ${customer.email}` });
  const reference = shownPaymentReference(payment.stripePaymentIntentId);
  await dialog.getByRole('button', { name: `Refund payment ${reference}` }).click();
  await dialog.getByRole('group', { name: `Confirm the refund of payment ${reference}` }).getByText('Refund $0.99?').waitFor();
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await toast('Payment refunded').filter({ hasText: '$0.99 refunded; 3 unused uses withdrawn' }).waitFor();
  await dialog.getByText('refunded', { exact: true }).waitFor();
  expect(await dialog.getByRole('button', { name: /^Refund payment/ }).count()).toBe(0);

  // Revenue drops by the payment's amount; a second refund of it is refused.
  expect(await revenue(operatorToken)).toBeCloseTo(revenueBefore - 0.99, 2);
  const again = await api(operatorToken, 'POST', `/api/admin/payments/${payment.id}/refund`);
  expect(again).toEqual({ status: 409, body: expect.objectContaining({ message: 'This payment has already been refunded.' }) });
  await page.keyboard.press('Escape');
  await tab('Dashboard');
  await page.locator('.ck-card', { hasText: 'Total Revenue' }).getByText(`$${(revenueBefore - 0.99).toFixed(2)}`, { exact: true }).waitFor();

  // A price change, then the audit log shows it and the refund.
  await tab('Tools');
  const price = page.getByRole('spinbutton', { name: 'Price of Resume Scanner' });
  await price.fill('5.49');
  await page.getByRole('button', { name: 'Save Resume Scanner' }).click();
  await toast('Resume Scanner saved').waitFor();
  try {
    await tab('Audit Log');
    const log = page.getByRole('region', { name: 'Audit log' });
    await log.getByText('Changed Resume Scanner: price $4.99 → $5.49').first().waitFor();
    const refundRow = log.locator('tr', { has: page.getByText(payment.id, { exact: true }) });
    await refundRow.waitFor();
    expect(await refundRow.textContent()).toContain(`Refunded $0.99 to ${customer.email} (Cover Letter Writer, payment ${reference}); 3 uses withdrawn`);
    expect(await refundRow.textContent()).toContain('admin@careerkit.local');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByTitle('payment.refund').click();
    await page.getByRole('textbox', { name: 'Target' }).fill(payment.id);
    await page.getByRole('button', { name: 'Filter' }).click();
    await log.getByText('1 change', { exact: true }).waitFor();
  } finally {
    expect((await api(operatorToken, 'PUT', '/api/admin/tools/resume-scanner', { price: 4.99 })).status).toBe(200);
  }

  // The customer's profile: the payment refunded, the 3 unused paid uses gone (1 free + 2 paid used: at the limit).
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await submitSignIn(journey, customer.email, 'secret12');
  await toast('Welcome back!').waitFor();
  await page.goto(`${journey.url}/profile`);
  const row = page.locator(`tr[data-row-key="${payment.id}"]`);
  // the row names the tool once the tools' names have loaded (it shows the key before): wait for the name, not a time
  await row.getByText('Cover Letter Writer').waitFor();
  expect(await row.textContent()).toMatch(/Cover Letter Writer.*\$0\.99refunded/);
  const card = page.getByRole('region', { name: 'Cover Letter Writer' });
  await card.getByText('3/3 uses').waitFor();
  await card.getByText('Usage limit reached.').waitFor();
  expect((await runCoverLetter()).status).toBe(402);
});
