// The operator answers a customer (issue 26): the payment reference the customer's profile shows finds them in the
// admin's Users search, and an account the operator deactivates and activates again works on its very next call.
import type { Page } from 'playwright-core';
import { payWithTestCard, registerNewUser, submitSignIn, useJourney, type Journey } from '../journey';
import { callApi, OPERATOR, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

/** A call through the gateway with the page's session. */
async function api(path: string, body?: object) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  return callApi(journey.url, token, body ? 'POST' : 'GET', path, body);
}

/** Buys the cover letter writer's uses with the emulator's test card, as the payment dialog does. */
async function buyCoverLetterUses(): Promise<void> {
  const intent = await api('/api/payments/create-intent', { toolName: 'cover-letter-writer' });
  expect(intent.status).toBe(200);
  const id = (intent.body.clientSecret as string).split('_secret_')[0];
  await payWithTestCard(journey, id);
  expect((await api('/api/payments/confirm', { paymentIntentId: id })).status).toBe(200);
}

it('finds the customer by the payment reference their profile shows, and a reactivated account works at once', async () => {
  const { email } = await registerNewUser(journey);
  await buyCoverLetterUses();
  await page.goto(`${journey.url}/profile`);
  const row = page.locator('tr[data-row-key]').first();
  await row.waitFor();
  const reference = /…(\w{8})/.exec((await row.textContent()) ?? '')?.[1];
  expect(reference).toMatch(/^\w{8}$/);

  // The operator, in a browser of their own.
  const operatorContext = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const admin = await operatorContext.newPage();
  const operator: Journey = { ...journey, context: operatorContext, page: admin };
  try {
    await submitSignIn(operator, OPERATOR.email, OPERATOR.password);
    await admin.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
    await admin.goto(`${journey.url}/admin`);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // The dashboard's recent payments show the same reference the customer sees.
    await admin.getByText(`…${reference}`).first().waitFor();
    await admin.getByRole('tab', { name: 'Users' }).click();
    const search = admin.getByRole('searchbox', { name: 'Search users' });
    await search.fill(reference!);
    await search.press('Enter');
    await admin.getByRole('cell', { name: email, exact: true }).waitFor();
    expect(await admin.locator('tr[data-row-key]').count()).toBe(1);
    await snap(admin, 'admin-users-by-payment-reference');

    // Deactivate: the customer is refused; activate again: their very next call succeeds.
    await admin.getByRole('button', { name: `Deactivate ${email}` }).click();
    await admin.locator('.ck-toast').filter({ hasText: 'User deactivated' }).waitFor();
    expect((await api('/api/usage')).status).toBe(403);
    await admin.getByRole('button', { name: `Activate ${email}` }).click();
    await admin.locator('.ck-toast').filter({ hasText: 'User activated' }).waitFor();
    expect((await api('/api/usage')).status).toBe(200);
  } finally {
    await operatorContext.close();
  }
});
