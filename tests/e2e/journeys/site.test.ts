// The journeys of the front-end spine, in Chromium against the running product.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, importPKCS8 } from 'jose';
import type { Page } from 'playwright-core';
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';
import { REMOTE_AREAS, SHELL_PAGES } from '@careerkit/contracts/site-pages';
import { registerNewUser as registerThroughPage, submitSignIn, useJourney } from '../journey';
import { ROOT, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const go = (path: string) => page.goto(`${journey.url}${path}`);
const header = () => page.locator('header');
const registerNewUser = () => registerThroughPage(journey);

const WEB = join(ROOT, 'dist/web');
/** The shell as deployed: each file at the top of dist/web by its content hash. The remotes live under remotes/, and
 * remotes.json is the one entry a redeploy is meant to change. */
const deployedShell = () =>
  Object.fromEntries(
    readdirSync(WEB, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'remotes.json')
      .map((entry) => [entry.name, createHash('sha256').update(readFileSync(join(WEB, entry.name))).digest('hex')]),
  );

it('registers, shows the username, opens a page of each remote, and signs out', async () => {
  const { username } = await registerNewUser();
  await header().getByRole('button', { name: new RegExp(username) }).waitFor();
  await snap(page, 'registered-home');

  for (const [path, remote, title] of [
    ['/resume-scanner', 'mfe_tools', 'Resume Scanner'],
    ['/Cover-Letter-Writer', 'mfe_tools', 'Cover Letter Writer'],
    ['/salary-benchmarker', 'mfe_salary', 'Salary Benchmarker'],
    ['/profile', 'mfe_account', 'Profile'],
    ['/admin', 'mfe_admin', 'Admin access required'],
  ] as const) {
    await go(path);
    await page.locator(`[data-remote="${remote}"]`).waitFor();
    await page.getByText(title).first().waitFor();
    await snap(page, `area-${remote}${path.replace(/\//g, '-').toLowerCase()}`);
  }

  await header().getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await header().getByRole('link', { name: 'Sign In' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await go('/resume-scanner');
  await page.getByText('Sign In Required').waitFor();
});

it('shows the server message on a failed sign-in, with the way out it flags', async () => {
  await submitSignIn(journey, 'nobody-here@example.com', 'whatever1');
  await page.getByText('No account found with this email. Would you like to create one?').waitFor();
  await page.getByRole('button', { name: 'Create New Account' }).waitFor();
  await snap(page, 'login-unknown-email');

  await submitSignIn(journey, 'demo@careerkit.local', 'wrong-password');
  await page.getByText('Incorrect password. Forgot your password?').waitFor();
  await page.getByRole('button', { name: 'Reset Password' }).waitFor();
});

it('signs the user out when the stored token has expired', async () => {
  await submitSignIn(journey, 'demo@careerkit.local', 'demo1234');
  await header().getByRole('button', { name: /demo/ }).waitFor();

  // A token identity itself signed, an hour past its expiry.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString());
  const key = await importPKCS8(readFileSync(join(journey.dataDir, 'identity', 'jwt-private.pem'), 'utf8'), 'EdDSA');
  const kid = JSON.parse(Buffer.from(token!.split('.')[0], 'base64url').toString()).kid;
  const expired = await new SignJWT({ email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setSubject(claims.sub)
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(key);
  await page.evaluate((t) => localStorage.setItem('auth_token', t), expired);
  // Signed out, the profile sends the visitor to sign in (and back there afterwards).
  await go('/profile');
  await page.waitForURL(/\/login\?next=%2Fprofile$/);
  await header().getByRole('link', { name: 'Sign In' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

it('keeps the user signed in who leaves a page before its check of the session has answered', async () => {
  const { username } = await registerNewUser();
  // Home's current-user call is held until the visitor has moved on: the browser then cuts it short, as it does for a
  // quick click on a slow device or network.
  let held = false;
  await page.route('**/api/auth/me', (route) => (held ? route.continue() : (held = true)));
  const asked = page.waitForRequest('**/api/auth/me');
  await go('/');
  await asked;
  await go('/resume-scanner');
  await page.locator('[data-remote="mfe_tools"]').waitFor();
  await header().getByRole('button', { name: new RegExp(username) }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
});

it('shows a fallback with retry where a remote is down, and the rest of the site works', async () => {
  await page.route('**/remotes/mfe_salary/**', (route) => route.abort());
  await registerNewUser();
  await go('/salary-benchmarker');
  await page.getByText('This area is temporarily unavailable').waitFor();
  await snap(page, 'remote-down-fallback');

  await go('/');
  await page.getByRole('heading', { name: 'AI career tools. Pay only for what you use.' }).waitFor();
  await go('/resume-scanner');
  await page.locator('[data-remote="mfe_tools"]').waitFor();

  // The remote comes back: Try Again loads it in place.
  await go('/salary-benchmarker');
  await page.getByText('This area is temporarily unavailable').waitFor();
  await page.unroute('**/remotes/mfe_salary/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.locator('[data-remote="mfe_salary"]').waitFor();
});

it('keeps the site working while the remotes manifest cannot be read, and reads it again on Try Again', async () => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await registerNewUser();
  await go('/profile');
  await page.getByText('This area is temporarily unavailable').waitFor();
  await go('/pricing');
  await page.getByRole('heading', { name: 'Pay only for what you use' }).waitFor();

  await go('/profile');
  await page.getByText('This area is temporarily unavailable').waitFor();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.locator('[data-remote="mfe_account"]').waitFor();
});

it('starts loading an area when the pointer rests on a link to it, before the click', async () => {
  await go('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const entry = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes/mfe_salary/remoteEntry.js');
  await page.getByRole('region', { name: 'Salary Benchmarker' }).getByRole('link', { name: 'Try Free First' }).hover();
  expect((await entry).status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
});

it('runs a redeployed remote from a new manifest entry without rebuilding the shell', async () => {
  const shellBefore = deployedShell();
  const shellEntry = /<script[^>]+src="\/(main\.\w+\.js)"/.exec(readFileSync(join(WEB, 'index.html'), 'utf8'))?.[1];
  expect(shellEntry).toBeDefined();

  // Publish a new build of mfe-tools next to the old one, as its team would.
  const built = spawnSync('npx', ['rspack', 'build', '-c', 'rspack.config.mjs', '-o', join(WEB, 'remotes/mfe_tools-v2')], {
    cwd: join(ROOT, 'mfe-tools'),
    env: { ...process.env, CAREERKIT_RELEASE: 'v2' },
    encoding: 'utf8',
  });
  expect(built.status).toBe(0);
  expect(deployedShell()).toEqual(shellBefore);

  const manifest = JSON.parse(readFileSync(join(ROOT, 'deploy/remotes/local.json'), 'utf8'));
  manifest.mfe_tools = '/remotes/mfe_tools-v2/mf-manifest.json';
  await page.route('**/remotes.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(manifest) }));
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
  await registerNewUser();
  await go('/resume-scanner');
  await page.locator('[data-remote="mfe_tools"][data-release="v2"]').waitFor();
  // The page ran the new remote inside the very shell deployed before the redeploy.
  expect(loaded).toContain(`/${shellEntry}`);
});

it('refuses a short password and a mismatched confirmation on the register page, in the spec words', async () => {
  await go('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill('someone');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Password must be at least 6 characters').waitFor();
  await page.getByText('Passwords do not match').waitFor();
  await page.getByText('Please enter a valid email address').waitFor();
  await snap(page, 'register-bad-input');
  expect(new URL(page.url()).pathname).toBe('/register');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

it('checks every contact field in the spec words, and names the support address when the message cannot be sent', async () => {
  await go('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Subject must be at least 5 characters',
    'Please select a category',
    'Message must be at least 10 characters',
  ]) {
    await page.getByText(message).waitFor();
  }
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('A question about pricing');
  await page.getByLabel('Category').click();
  await page.getByTitle('Billing and payments').click();
  await page.getByLabel('Message').fill('How many uses does one purchase give me?');
  // The service that takes contact messages is down.
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Failed to send message. Please try again or contact us directly at support@careerkit.local').waitFor();
  await snap(page, 'contact-failed');
});

it('answers unknown paths with the 404 page and a 404 status, and every page of the site with 200', async () => {
  const missing = await go('/no-such-page');
  expect(missing?.status()).toBe(404);
  await page.getByText('404 Page Not Found').waitFor();
  expect(await page.title()).toBe('Page Not Found — CareerKit');
  // An area is one page: a path under it is no page either (spec: unknown paths get the 404 page).
  for (const path of ['/profile/xyz', '/admin/xyz', '/resume-scanner/xyz']) {
    const under = await go(path);
    expect([path, under?.status()]).toEqual([path, 404]);
    await page.getByText('404 Page Not Found').waitFor();
  }
  // The list the gateway answers 200 for is the shell's route table: none of these shows the 404 page.
  for (const path of [...SHELL_PAGES, ...REMOTE_AREAS.map((area) => area.path)]) {
    const response = await go(path);
    expect([path, response?.status()]).toEqual([path, 200]);
    await page.locator('main').waitFor();
    await page.waitForLoadState('networkidle');
    expect([path, await page.getByText('404 Page Not Found').count()]).toEqual([path, 0]);
  }
});

it('names each page in the browser tab', async () => {
  const titles: [string, string][] = [
    ['/', 'CareerKit'],
    ['/pricing', 'Pricing — CareerKit'],
    ['/login', 'Sign In — CareerKit'],
    ['/register', 'Create your account — CareerKit'],
    ['/demo', 'How It Works — CareerKit'],
    ['/contact', 'Contact — CareerKit'],
    ['/legal/terms', 'Terms of Service — CareerKit'],
    ['/resume-scanner', 'Sign In Required — CareerKit'],
  ];
  for (const [path, title] of titles) {
    await go(path);
    await page.waitForFunction((expected) => document.title === expected, title).catch(() => undefined);
    expect([path, await page.title()]).toEqual([path, title]);
  }
  await registerNewUser();
  await go('/salary-benchmarker');
  await page.waitForFunction(() => document.title === 'Salary Benchmarker — CareerKit');
  // Moving within the app renames the tab too (client-side navigation, no page load).
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await page.waitForFunction(() => document.title === 'Pricing — CareerKit');
});

it('sends Home and Pricing drawn in the HTML, readable before any script runs, and draws each once in the browser', async () => {
  const noScript = await journey.browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    for (const [path, heading] of [['/', 'AI career tools. Pay only for what you use.'], ['/pricing', 'Pay only for what you use']]) {
      await bare.goto(`${journey.url}${path}`);
      await bare.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The session is not known when the page is built: neither Sign In nor an account shows until the script knows.
      expect([path, await bare.locator('header').getByRole('link', { name: 'Sign In' }).count()]).toEqual([path, 0]);
    }
    await snap(bare, 'pricing-before-scripts');
    // A tool page arrives with its answer to a visitor without a session.
    await bare.goto(`${journey.url}/resume-scanner`);
    await bare.getByRole('heading', { level: 1, name: 'Sign In Required' }).waitFor();
    // Any other page is drawn by the scripts alone.
    await bare.goto(`${journey.url}/profile`);
    expect(await bare.locator('main').count()).toBe(0);
  } finally {
    await noScript.close();
  }
  // With a stored session and no bundle run yet, the page's inline session hint shows the spinner, not Sign In Required.
  const signedIn = await journey.browser.newContext();
  try {
    await signedIn.addInitScript(() => localStorage.setItem('auth_token', 'a stored session'));
    const early = await signedIn.newPage();
    await early.route(/\.js$/, (route) => route.abort());
    await early.goto(`${journey.url}/resume-scanner`);
    await early.getByRole('status', { name: 'Loading' }).waitFor();
    expect(await early.getByRole('heading', { name: 'Sign In Required' }).isVisible()).toBe(false);
  } finally {
    await signedIn.close();
  }
  for (const path of ['/', '/pricing', '/resume-scanner']) {
    await go(path);
    await header().getByRole('link', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([path, await page.locator('h1').count(), await page.locator('header').count()]).toEqual([path, 1, 1]);
  }
});

it('prices every tool sold on Pricing, the negotiator too, with its own price and a way to its page', async () => {
  await page.goto(`${journey.url}/pricing`);
  await page.getByRole('heading', { level: 1, name: 'Pay only for what you use' }).waitFor();
  const negotiator = page.getByRole('region', { name: SPEC_CATALOG['salary-negotiation'].displayName });
  await negotiator.getByText(`$${(SPEC_CATALOG['salary-negotiation'].priceCents / 100).toFixed(2)}`).waitFor();
  expect(await negotiator.getByRole('link', { name: 'Buy Full Access' }).getAttribute('href')).toBe('/salary-benchmarker');
  expect(await page.locator('.ck-card-grid').getByRole('link', { name: 'Try Free First' }).count()).toBe(7);
});
