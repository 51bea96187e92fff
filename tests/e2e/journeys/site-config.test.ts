// What the shell does with the site config and the tool catalog: prices on Home and Pricing, the announcement banner,
// maintenance mode and closed registrations (spec part 1 §2, part 2 §2, §4).
// Everything runs against the product's own services: the site config is switched through platform's admin API as
// the operator, and switched back after each test.
import { SYSTEM_CONFIG_DEFAULTS, SystemConfig } from '@careerkit/contracts/platform';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import { submitSignIn, useJourney } from '../journey';
import { OPERATOR, pauseClockSoon, signInThroughApi, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

let operatorToken: string | undefined;
/** Calls platform's admin API through the gateway as the local operator. */
async function asOperator(method: 'GET' | 'PUT', path: string, body?: object): Promise<Response> {
  if (!operatorToken) {
    operatorToken = await signInThroughApi(journey.url, OPERATOR);
  }
  return fetch(`${journey.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${operatorToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Sets the site config through PUT /api/admin/config (the rest back to the defaults); the e2e product keeps no copy of it. */
async function siteConfig(config: Partial<z.infer<typeof SystemConfig>>): Promise<void> {
  const response = await asOperator('PUT', '/api/admin/config', { ...SYSTEM_CONFIG_DEFAULTS, ...config });
  expect(response.status).toBe(200);
  expect(SystemConfig.parse(await response.json())).toMatchObject(config);
}
afterEach(() => siteConfig({}));

/** Switches a tool on or off through platform's admin route, which edits billing's catalog. */
async function setToolActive(name: string, isActive: boolean): Promise<void> {
  const response = await asOperator('PUT', `/api/admin/tools/${name}`, { isActive });
  expect(response.status).toBe(200);
}

/** The catalog as billing serves it. */
async function catalog(): Promise<Record<string, { displayName: string; price: number }>> {
  return (await fetch(`${journey.url}/api/tool-configs`)).json();
}

const go = (path: string, on: Page = page) => on.goto(`${journey.url}${path}`);
const header = () => page.locator('header');

async function signIn(email: string, password: string): Promise<void> {
  await submitSignIn(journey, email, password);
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
}

it('shows each tool price and its uses on Home and Pricing, and leaves a switched-off tool out of Pricing', async () => {
  await siteConfig({});
  const salary = (await catalog())['salary-benchmark'];
  await setToolActive('linkedin-optimizer', false);
  try {
    await pricesOnHomeAndPricing(salary);
  } finally {
    await setToolActive('linkedin-optimizer', true);
  }
});

async function pricesOnHomeAndPricing(salary: { displayName: string }): Promise<void> {
  await go('/');
  const analysis = page.getByRole('region', { name: 'AI Resume Analysis' });
  await analysis.getByText('$9.99').waitFor();
  await analysis.getByText('2 free • 10 paid uses').waitFor();
  await page.getByRole('region', { name: 'Ghost Job Detector' }).getByText('$2.99').waitFor();
  expect(await page.getByText('PREMIUM').count()).toBe(2);
  // The badge sits beside the title and leaves the price readable.
  const badge = (await analysis.getByText('PREMIUM').boundingBox())!;
  const price = (await analysis.getByText('$9.99').boundingBox())!;
  expect(badge.x + badge.width <= price.x || price.x + price.width <= badge.x || badge.y + badge.height <= price.y || price.y + price.height <= badge.y).toBe(true);
  await page.getByRole('region', { name: salary.displayName }).getByText('PREMIUM').waitFor();
  await snap(page, 'home-with-prices');

  await go('/pricing');
  await page.getByText('3 free • 15 paid uses').waitFor();
  await page.getByText('$4.99').waitFor();
  // The page arrives with the catalog as built; the live one, fetched at once, takes the switched-off tool away.
  await page.getByRole('region', { name: 'LinkedIn Optimizer' }).waitFor({ state: 'detached' });
  expect(await page.getByText('MOST POPULAR').count()).toBe(1);
  expect(await page.getByText('$0.99').count()).toBe(1); // the cover letter; LinkedIn is switched off
  await page.getByRole('link', { name: 'Create a free account' }).waitFor();
  await snap(page, 'pricing-with-prices');
}

it('shows the announcement until it is dismissed for the session, and a new announcement again', async () => {
  await siteConfig({ announcementActive: true, announcementText: 'New: the salary negotiator is live.' });
  await go('/');
  const banner = page.getByText('New: the salary negotiator is live.');
  await banner.waitFor();
  await snap(page, 'announcement');
  await page.getByRole('button', { name: 'Dismiss announcement' }).click();
  await banner.waitFor({ state: 'detached' });
  await go('/pricing');
  await page.getByRole('heading', { name: 'Pay only for what you use' }).waitFor();
  expect(await banner.count()).toBe(0);

  await siteConfig({ announcementActive: true, announcementText: 'Maintenance tonight at 22:00 UTC.' });
  await go('/');
  await page.getByText('Maintenance tonight at 22:00 UTC.').waitFor();

  // Another session (a new browser context) sees the first announcement again.
  const other = await journey.browser.newContext();
  const otherPage = await other.newPage();
  try {
    await siteConfig({ announcementActive: true, announcementText: 'New: the salary negotiator is live.' });
    await go('/', otherPage);
    await otherPage.getByText('New: the salary negotiator is live.').waitFor();
  } finally {
    await other.close();
  }
});

it('shows visitors the maintenance page except on the sign-in pages, and lets the operator through', async () => {
  await siteConfig({ maintenanceMode: true });
  await go('/pricing');
  await page.getByRole('heading', { name: 'Maintenance Mode' }).waitFor();
  await page.getByText('15-30 minutes').waitFor();
  await page.getByRole('button', { name: 'Try Again' }).waitFor();
  await snap(page, 'maintenance');
  // At the gateway: a visitor's API call is refused, sign-in and the operator's calls are not.
  expect((await fetch(`${journey.url}/api/tool-configs`)).status).toBe(503);
  expect((await asOperator('GET', '/api/admin/config')).status).toBe(200);

  for (const path of ['/register', '/auth/forgot-password', '/reset-password?token=x']) {
    await go(path);
    await page.getByRole('button').filter({ hasText: /Create Account|Send reset link|Set new password/ }).waitFor();
  }

  await go('/');
  await page.getByRole('link', { name: 'Admin Sign In' }).click();
  await page.waitForURL('**/login');
  await signIn('demo@careerkit.local', 'demo1234');
  await page.getByRole('heading', { name: 'Maintenance Mode' }).waitFor();

  await header().getByRole('button', { name: /demo/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await signIn(OPERATOR.email, OPERATOR.password);
  await page.getByRole('heading', { name: 'AI career tools. Pay only for what you use.' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Maintenance Mode' }).count()).toBe(0);
  await header().getByRole('button', { name: /admin/ }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await page.locator('[data-remote="mfe_admin"]').waitFor();
});

it('hides Get Started and the register links while registrations are closed, and says so on the register page', async () => {
  await siteConfig({ allowRegistrations: false });
  await go('/pricing');
  await page.getByText('3 free • 15 paid uses').waitFor();
  // The page arrives with the links drawn at build time; the live site config takes the register links away, and the
  // header's session part shows once the page knows there is no session.
  await page.getByRole('link', { name: 'Create a free account' }).waitFor({ state: 'detached' });
  await header().getByRole('link', { name: 'Sign In' }).waitFor();
  expect(await header().getByRole('link', { name: 'Get Started' }).count()).toBe(0);

  await go('/register');
  await page.getByText('Registrations Temporarily Closed').waitFor();
  await page.getByRole('link', { name: 'Sign In' }).last().waitFor();
  await page.getByRole('link', { name: 'Contact us' }).waitFor();
  await snap(page, 'registrations-closed');
  await go('/login');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
  await page.getByRole('link', { name: 'Create an account' }).waitFor({ state: 'detached' });
  const refused = await fetch(`${journey.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `closed${Date.now()}@example.com`, username: `closed${Date.now()}`, password: 'secret12' }),
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('Registrations Temporarily Closed');
});

it('plays the How It Works demo at the chosen speed, pauses, jumps to a step, resets, and shows the prices', async () => {
  await siteConfig({});
  await page.clock.install();
  await go('/demo');
  const shown = (n: number) => page.getByText(`Step ${n} of 8`).waitFor();
  await shown(1);
  // The clock stopped, the tour started over on it: each step's time is counted from its start, moved only by runFor
  // (the first step began while the page loaded, at a moment the test cannot know).
  await pauseClockSoon(page);
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await shown(1);
  await page.clock.runFor(2900); // a short step lasts 3000 ms at 1x
  await shown(1);
  await page.clock.runFor(200);
  await shown(2);

  await page.getByText('2x', { exact: true }).click(); // step 2 is a long one: 4000 ms / 2
  await page.clock.runFor(1900);
  await shown(2);
  await page.clock.runFor(200);
  await shown(3);

  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(10_000);
  await shown(3);
  await page.getByText('Pay by card').click();
  await shown(6);
  await page.getByRole('button', { name: 'Reset' }).click();
  await shown(1);
  await page.getByRole('button', { name: 'Play' }).waitFor();

  await page.getByText('What each tool costs').waitFor();
  await page.getByText(`$${(await catalog())['salary-benchmark'].price.toFixed(2)}`).waitFor();
  await page.getByRole('link', { name: 'Create Free Account' }).waitFor();
  await snap(page, 'demo');
});
