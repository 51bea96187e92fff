// What every journey file shares: the product the global setup started, a fresh browser context per test with the
// page's console kept as an artifact, and the steps several journeys take.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { LauncherPorts } from '../../local/start-launcher.cjs';
import { animationsSettled, ARTIFACTS, assertProductRunning, launchBrowser, PRODUCT_ENV } from './product';

export interface Journey {
  /** The running product's base URL, data folder and each process's port. */
  url: string;
  dataDir: string;
  ports: LauncherPorts;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** Registers the hooks of a journey file; the returned object's browser, context and page are set per test. */
export function useJourney(): Journey {
  const url = process.env[PRODUCT_ENV.url];
  const dataDir = process.env[PRODUCT_ENV.dataDir];
  const ports = process.env[PRODUCT_ENV.ports];
  const pid = Number(process.env[PRODUCT_ENV.pid]);
  if (!url || !dataDir || !ports || !pid) throw new Error('the e2e global setup did not start the product');
  const journey = { url, dataDir, ports: JSON.parse(ports) } as Journey;
  beforeAll(async () => {
    assertProductRunning(pid);
    journey.browser = await launchBrowser();
  });
  afterAll(() => journey.browser?.close());
  beforeEach(async () => {
    assertProductRunning(pid);
    journey.context = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
    journey.page = await journey.context.newPage();
    // What the page said and asked, kept as an artifact for when a journey fails.
    const log = (line: string) => appendFileSync(join(ARTIFACTS, 'browser.log'), `${expect.getState().currentTestName}: ${line}\n`);
    journey.page.on('console', (m) => log(`console.${m.type()} ${m.text()}`));
    journey.page.on('pageerror', (e) => log(`pageerror ${e.message}`));
    journey.page.on('response', (r) => r.url().includes('/api/') && log(`${r.status()} ${r.request().method()} ${r.url()}`));
  });
  afterEach(async () => {
    await journey.context?.close();
    // What the test saw came from the product this suite started only if it is still running now.
    assertProductRunning(pid);
  });
  return journey;
}

/** Fills the sign-in form and submits it; the caller waits for the answer it expects. */
export async function submitSignIn(journey: Journey, email: string, password: string): Promise<void> {
  const { page } = journey;
  await page.goto(`${journey.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
}

/** Registers a new account through the register page and waits for the page to say so. */
export async function registerNewUser(journey: Journey): Promise<{ email: string; username: string }> {
  const { page } = journey;
  const username = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${username}@example.com`;
  await page.goto(`${journey.url}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.locator('.ck-toast').filter({ hasText: 'Account created!' }).waitFor();
  return { email, username };
}

/**
 * Agrees in the AI usage agreement, ticking whatever confirmations it asks for. The click waits for the dialog's
 * opening animation to end: on a loaded machine Chromium can report the button still while it is scaling, and a click
 * then lands beside it.
 */
export async function agreeToAiUsage(page: Page): Promise<void> {
  const agreement = page.getByRole('dialog', { name: 'AI Usage Agreement' });
  await agreement.waitFor();
  await animationsSettled(page);
  for (const box of await agreement.getByRole('checkbox').all()) await box.check();
  await agreement.getByRole('button', { name: 'I Understand & Agree' }).click();
  await agreement.waitFor({ state: 'hidden' });
}

/** Types a card into a payment dialog's card form: a Stripe test card, an expiry three years ahead, CVC 123. */
export async function typeCard(dialog: Locator, number = '4242 4242 4242 4242'): Promise<void> {
  const form = dialog.getByRole('group', { name: 'Credit or debit card' });
  await form.waitFor();
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date (MM / YY)').fill(`12 / ${String(new Date().getFullYear() + 3).slice(2)}`);
  await form.getByLabel('Security code (CVC)').fill('123');
}

/** Pays a PaymentIntent with the test card at the product's Stripe emulator, as the card form in the dialog does. */
export async function payWithTestCard(journey: Journey, paymentIntentId: string): Promise<void> {
  const secretKey = `sk_test_${readFileSync(join(journey.dataDir, 'stripe_secret_key.txt'), 'utf8').trim()}`;
  const charged = await fetch(`http://127.0.0.1:${journey.ports.stripeEmulator}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'payment_method=pm_card_visa',
  });
  if (charged.status !== 200) throw new Error(`the emulator answered ${charged.status} to the test card`);
}
