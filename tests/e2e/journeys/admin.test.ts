// The operator's area in Chromium against the product's own services (spec part 2 §2): every tab renders, a price
// edited in Tools shows on Pricing, an announcement turned on in System shows on the site, and a health check in
// Testing shows each tool's result. What the journey changes it changes back.
import { TOOL_KEYS } from '@careerkit/contracts/catalog';
import { SYSTEM_CONFIG_DEFAULTS } from '@careerkit/contracts/platform';
import type { Page } from 'playwright-core';
import { submitSignIn, useJourney } from '../journey';
import { OPERATOR, signInThroughApi, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

async function asOperator(method: 'PUT', path: string, body: object): Promise<void> {
  const token = await signInThroughApi(journey.url, OPERATOR);
  const response = await fetch(`${journey.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

async function openAdmin(): Promise<void> {
  await submitSignIn(journey, OPERATOR.email, OPERATOR.password);
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  await page.goto(`${journey.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}
const tab = (name: string) => page.getByRole('tab', { name }).click();

it('shows every tab of the dashboard to the operator', async () => {
  await openAdmin();
  await page.getByText('System Health').waitFor();
  // Computed from the services' health and recent failures (no longer a fixed 99.9%).
  await page.locator('.ck-card').filter({ hasText: 'System Health' }).getByText(/^\d+(\.\d)?%$/).waitFor();
  await snap(page, 'admin-dashboard');
  await tab('Users');
  // Other journeys register many accounts: find the demo one by searching.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('demo@careerkit');
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await page.getByRole('cell', { name: 'demo@careerkit.local', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: /^Deactivate / }).count()).toBe(1);
  await snap(page, 'admin-users');
  await tab('Tools');
  await page.getByRole('spinbutton', { name: 'Price of Resume Scanner' }).waitFor();
  await snap(page, 'admin-tools');
  await tab('System');
  await page.getByRole('switch', { name: 'Maintenance mode' }).waitFor();
  await snap(page, 'admin-system');
  await tab('Analytics');
  await page.getByRole('img', { name: 'Revenue per day' }).waitFor();
  await snap(page, 'admin-analytics');
});

it("edits a tool's price and the Pricing page shows it", async () => {
  await openAdmin();
  await tab('Tools');
  const price = page.getByRole('spinbutton', { name: 'Price of Resume Scanner' });
  await price.fill('5.49');
  await page.getByRole('button', { name: 'Save Resume Scanner' }).click();
  await page.locator('.ck-toast').filter({ hasText: 'Resume Scanner saved' }).waitFor();
  try {
    await page.goto(`${journey.url}/pricing`);
    await page.getByText('$5.49').waitFor();
    await snap(page, 'admin-price-on-pricing');
  } finally {
    await asOperator('PUT', '/api/admin/tools/resume-scanner', { price: 4.99 });
  }
});

it('turns on an announcement that the site then shows', async () => {
  await openAdmin();
  await tab('System');
  await page.getByRole('switch', { name: 'Show announcement' }).click();
  await page.getByRole('textbox', { name: 'Announcement text' }).fill('Operators say hello from the admin area.');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.locator('.ck-toast').filter({ hasText: 'Settings saved' }).waitFor();
  try {
    await page.goto(`${journey.url}/`);
    await page.getByText('Operators say hello from the admin area.').waitFor();
    await snap(page, 'admin-announcement-on-site');
  } finally {
    await asOperator('PUT', '/api/admin/config', SYSTEM_CONFIG_DEFAULTS);
  }
});

it('runs a health check and sees each tool working', async () => {
  await openAdmin();
  await tab('Testing');
  await page.getByText('Auto-refresh: 30s').waitFor();
  await page.getByRole('button', { name: 'Run Health Check' }).click();
  await page.locator('.ck-toast').filter({ hasText: '7/7 tools working' }).waitFor();
  for (const tool of TOOL_KEYS) await page.getByRole('cell', { name: tool, exact: true }).waitFor();
  expect(await page.getByRole('cell', { name: 'Working' }).count()).toBe(7);
  await page.getByText('excellent', { exact: true }).waitFor();
  await snap(page, 'admin-testing');
});

it('tells a signed-in user who is not an operator that admin access is required', async () => {
  await submitSignIn(journey, 'demo@careerkit.local', 'demo1234');
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  await page.goto(`${journey.url}/admin`);
  await page.getByText('Admin access required. Please contact an administrator.').waitFor();
});
