// Sessions across devices: "Sign Out" ends that device's session at the server and leaves the other signed in; "Sign
// Out of All Devices" on one ends the session on the other; a session that expires says why the user must sign in again
// and gives back what they had typed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPKCS8, SignJWT } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { agreeToAiUsage, registerNewUser, submitSignIn, useJourney } from '../journey';
import { callApi, snap } from '../product';

const journey = useJourney();

/** A second device signed in to the same account (a browser context of its own), for `use`; closed afterwards. */
async function onAnotherDevice(account: { email: string; username: string }, use: (device: { context: BrowserContext; page: Page }) => Promise<void>) {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    await submitSignIn({ ...journey, context, page }, account.email, 'secret12');
    await page.getByRole('button', { name: account.username }).waitFor();
    await use({ context, page });
  } finally {
    await context.close();
  }
}

it("ends a device's token at the server when it signs out, and leaves the other device signed in", async () => {
  const { page } = journey;
  const { email, username } = await registerNewUser(journey);
  await onAnotherDevice({ email, username }, async ({ page: otherPage }) => {
    const token = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
    const endedAtServer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/sign-out');
    await page.getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect((await endedAtServer).status()).toBe(200);

    // The token itself, had it been copied before the sign-out, opens nothing: not the account, not a checkout.
    const refused = [await callApi(journey.url, token, 'GET', '/api/auth/me'), await callApi(journey.url, token, 'POST', '/api/payments/create-intent', { toolName: 'resume-analysis' })];
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(refused.map(() => [401, 'Your session has expired. Please sign in again.']));

    // The other device is still signed in: its token still works after a reload.
    await otherPage.reload();
    await otherPage.getByRole('button', { name: username }).waitFor();
  });
});

it('signs the other device out when one signs out of all devices', async () => {
  const { page } = journey;
  const { email, username } = await registerNewUser(journey);

  await onAnotherDevice({ email, username }, async ({ context: other, page: otherPage }) => {
    await page.getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Sign Out of All Devices' }).click();
    await page.locator('.ck-toast').filter({ hasText: 'You have been signed out on every device.' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await snap(page, 'sessions-signed-out-everywhere');

    // The other device learns it at its next call: its stored token no longer works.
    await otherPage.reload();
    await otherPage.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await otherPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await snap(otherPage, 'sessions-other-device-signed-out');

    // Signing in again works.
    await submitSignIn({ ...journey, context: other, page: otherPage }, email, 'secret12');
    await otherPage.getByRole('button', { name: username }).waitFor();
  });
});

it('brings a visitor who signs in from a guarded tool page back to that tool, and never to another site', async () => {
  const { email, username } = await registerNewUser(journey);
  const signInFrom = async (start: string) => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const visitor = await context.newPage();
    await visitor.goto(`${journey.url}${start}`);
    if (start === '/resume-scanner') {
      await visitor.getByText('Sign In Required').waitFor();
      await visitor.getByRole('link', { name: 'Sign In' }).last().click();
    }
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill('secret12');
    await visitor.getByRole('button', { name: 'Sign In' }).last().click();
    await visitor.getByRole('button', { name: username }).waitFor();
    return { context, visitor };
  };

  const fromTool = await signInFrom('/resume-scanner');
  await fromTool.visitor.getByRole('button', { name: /Scan Resume/ }).waitFor();
  expect(new URL(fromTool.visitor.url()).pathname).toBe('/resume-scanner');
  await fromTool.context.close();

  // A crafted link cannot send a fresh session to another site: the user lands on Home.
  const crafted = await signInFrom(`/login?next=${encodeURIComponent('//evil.example/')}`);
  await crafted.visitor.waitForURL(`${journey.url}/`);
  await crafted.context.close();
});

it('tells a user whose session expired why they must sign in again, and gives back what they had typed on the profile and a tool', async () => {
  const { page } = journey;
  const { email } = await registerNewUser(journey);
  /** Swaps the stored token for one identity itself signed, an hour past its expiry. */
  const expireSession = async () => {
    const token = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    const key = await importPKCS8(readFileSync(join(journey.dataDir, 'identity', 'jwt-private.pem'), 'utf8'), 'EdDSA');
    const expired = await new SignJWT({ ...payload, iat: undefined, exp: undefined })
      .setProtectedHeader({ alg: 'EdDSA', kid: header.kid })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    await page.evaluate((t) => localStorage.setItem('auth_token', t), expired);
  };
  const signInAgain = async () => {
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret12');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
  };

  // The profile: typed, the session expires, Save → the sign-in page says why → back on the profile with the fields.
  await page.goto(`${journey.url}/profile`);
  await page.getByLabel('Company').fill('Acme Rockets');
  await page.getByLabel('Job Title').fill('Test Pilot');
  await expireSession();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(/\/login\?next=%2Fprofile$/);
  await snap(page, 'sessions-expired-sign-in');
  await signInAgain();
  await page.waitForURL(`${journey.url}/profile`);
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="company"]')?.value === 'Acme Rockets');
  expect(await page.getByLabel('Job Title').inputValue()).toBe('Test Pilot');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.locator('.ck-toast').filter({ hasText: 'Profile updated' }).waitFor();

  // A tool: the resume text survives the same way, through Sign In Required.
  await page.goto(`${journey.url}/resume-scanner`);
  await page.getByLabel('Resume text').fill('Jane Doe\nRust engineer, 2019-2024');
  await expireSession();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Scan Resume/ }).click();
  await agreeToAiUsage(page);
  await page.getByText('Sign In Required').waitFor();
  await page.locator('.ck-notice').getByRole('link', { name: 'Sign In' }).click();
  await signInAgain();
  await page.waitForURL(`${journey.url}/resume-scanner`);
  await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Resume text"]')?.value === 'Jane Doe\nRust engineer, 2019-2024');
});
