// The account area (spec part 2 §2 'Profile', §4, §9; issue 14) in Chromium against the product under the launcher:
// sign-in and back, the profile's completeness rising, buying more access for a tool at its limit from the profile,
// downloading my data and finding a tool run in it, and deleting my account.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { payWithTestCard, registerNewUser, submitSignIn, typeCard, useJourney } from '../journey';
import { callApi, snapSettled } from '../product';
import { WHOLE_RESUME } from '../fixtures/whole-resume';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const toast = (text: string) => page.locator('.ck-toast').filter({ hasText: text });
const toolCard = (name: string) => page.getByRole('region', { name });
const JOB = 'Senior backend engineer at Acme Payments: build and run payment APIs in TypeScript. Marker 5c1e.';
const EXPERIENCE = WHOLE_RESUME;


/** A call through the gateway with the page's session. */
async function api(path: string, body?: object) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  return callApi(journey.url, token, body ? 'POST' : 'GET', path, body);
}

const runCoverLetter = () => api('/api/tools/cover-letter', { jobDescription: JOB, userExperience: EXPERIENCE });

/** Buys the cover letter's uses as the payment dialog would: create-intent, the card at the Stripe emulator, confirm. */
async function buyCoverLetterUses(): Promise<void> {
  const intent = await api('/api/payments/create-intent', { toolName: 'cover-letter-writer' });
  expect(intent.status).toBe(200);
  const id = (intent.body.clientSecret as string).split('_secret_')[0];
  await payWithTestCard(journey, id);
  expect((await api('/api/payments/confirm', { paymentIntentId: id })).status).toBe(200);
}

it('sends a signed-out visitor to sign in and back to the profile, and never off the site', async () => {
  await page.goto(`${journey.url}/login?next=${encodeURIComponent('//evil.example/profile')}`);
  await page.getByLabel('Email').fill('demo@careerkit.local');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.waitForURL(`${journey.url}/`);
  await page.evaluate(() => localStorage.removeItem('auth_token'));

  await page.goto(`${journey.url}/profile`);
  await page.waitForURL(`${journey.url}/login?next=%2Fprofile`);
  await page.getByLabel('Email').fill('demo@careerkit.local');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.waitForURL(`${journey.url}/profile`);
  await page.getByText('Profile Information').waitFor();
});

it('raises the completeness as the profile is filled in and saved', async () => {
  const { email, username } = await registerNewUser(journey);
  await page.goto(`${journey.url}/profile`);
  await page.getByText('Profile completeness: 20%').waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  expect(await page.getByLabel('Username').isDisabled()).toBe(true);
  expect(await page.getByLabel('Username').inputValue()).toBe(username);
  await page.getByText('Email cannot be changed').waitFor();
  await page.getByText(/Complete your profile/).waitFor();

  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toast('Profile updated').waitFor();
  await page.getByText('Profile completeness: 60%').waitFor();

  await page.getByLabel('Job Title').fill('Engineer');
  await page.getByRole('combobox', { name: 'Industry Experience' }).selectOption('Expert (10+ years)');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile completeness: 100%').waitFor();
  expect(await page.getByText(/Complete your profile/).count()).toBe(0);
  await page.reload();
  await page.getByText('Profile completeness: 100%').waitFor();
  expect(await page.getByLabel('Company').inputValue()).toBe('Analytical Engines');
  await snapSettled(page, 'account-profile-complete');
});

it('buys more access for a tool at its limit from the profile, and the transaction appears in the history', async () => {
  await registerNewUser(journey);
  expect((await runCoverLetter()).status).toBe(200); // the free use
  await buyCoverLetterUses();
  for (let run = 0; run < 5; run++) expect((await runCoverLetter()).status).toBe(200);
  expect((await runCoverLetter()).status).toBe(402);

  await page.goto(`${journey.url}/profile`);
  const card = toolCard('Cover Letter Writer');
  await card.getByText('PAID ACCESS').waitFor();
  await card.getByText('6/6 uses').waitFor();
  await card.getByText('Usage limit reached.').waitFor();
  await page.locator('tr[data-row-key]').first().waitFor();
  expect(await page.locator('tr[data-row-key]').count()).toBe(1);
  await snapSettled(page, 'account-profile-at-limit');

  await card.getByRole('button', { name: 'Purchase More Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover Letter Writer — $0.99' });
  await typeCard(dialog);
  await dialog.getByRole('button', { name: 'Pay $0.99' }).click();
  await toast('Payment Successful').filter({ hasText: 'You now have additional access to this tool!' }).waitFor();
  // One notice, in the profile's words: not also the first purchase's.
  expect(await toast('Payment Successful').filter({ hasText: 'You now have access to this AI tool!' }).count()).toBe(0);
  await dialog.waitFor({ state: 'detached' });

  await card.getByText('6/11 uses').waitFor();
  await card.getByText('5 remaining').waitFor();
  await page.locator('tr[data-row-key]').nth(1).waitFor();
  const rows = page.locator('tr[data-row-key]');
  expect(await rows.count()).toBe(2);
  expect(await rows.first().textContent()).toMatch(/Cover Letter Writer.*…\w{8}\$0\.99completed/);
  await page.getByText('$1.98', { exact: true }).waitFor();
  await page.getByRole('img', { name: 'Spending by tool' }).waitFor();
  await page.getByText('Cover Letter Writer: $1.98 (2 purchases)').waitFor();
  await snapSettled(page, 'account-profile-bought-more');
});

it('downloads my data as one JSON file with my tool run in it', async () => {
  const { email } = await registerNewUser(journey);
  expect((await runCoverLetter()).status).toBe(200);
  await page.goto(`${journey.url}/profile`);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('careerkit-data.json');
  const copy = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(copy.profile.email).toBe(email);
  expect(copy.toolRuns).toHaveLength(1);
  expect(copy.toolRuns[0]).toMatchObject({ toolName: 'cover-letter-writer', status: 'completed', isPreview: true });
  expect(copy.toolRuns[0].inputData.jobDescription).toContain('Marker 5c1e');
  expect(typeof copy.toolRuns[0].outputData.coverLetter).toBe('string');
  expect(copy.usage).toEqual([expect.objectContaining({ toolName: 'cover-letter-writer', freeUsed: 1 })]);
});

it('deletes my account with my password, and I cannot sign in again', async () => {
  const { email } = await registerNewUser(journey);
  expect((await runCoverLetter()).status).toBe(200);
  await page.goto(`${journey.url}/profile`);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await dialog.getByText('Incorrect password. Your account was not deleted.').waitFor();
  await snapSettled(page, 'account-delete-wrong-password');

  await dialog.getByLabel('Password').fill('secret12');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await toast('Account deleted').filter({ hasText: 'Your account and your data have been deleted.' }).waitFor();
  await page.waitForURL(`${journey.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // The old token is refused everywhere at once, and the account is gone.
  for (const path of ['/api/auth/me', '/api/usage', '/api/user/payments']) {
    const res = await fetch(`${journey.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect({ path, status: res.status }).toEqual({ path, status: 401 });
  }
  await submitSignIn(journey, email, 'secret12');
  await page.getByText('No account found with this email. Would you like to create one?').waitFor();
  await page.getByRole('button', { name: 'Create New Account' }).waitFor();
});
