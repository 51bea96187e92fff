// Starts the whole product the way the README says (the launcher behind `npm start`), on its own ports and data
// folder so it can run beside a developer's copy and other runs, and a headless Debian Chromium to drive it.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startLauncher, type RunningLauncher } from '../../local/start-launcher.cjs';

export const ROOT = resolve(__dirname, '../..');
/** Screenshots and the browser log; another folder for a run of the suite inside the suite (harness/). */
export const ARTIFACTS = process.env.CAREERKIT_E2E_ARTIFACTS ?? join(__dirname, 'artifacts');

/** Where the global setup tells the journeys about the product it started. */
export const PRODUCT_ENV = { url: 'CAREERKIT_E2E_URL', dataDir: 'CAREERKIT_E2E_DATA_DIR', ports: 'CAREERKIT_E2E_PORTS', pid: 'CAREERKIT_E2E_LAUNCHER_PID' } as const;

export interface Product extends RunningLauncher {
  url: string;
}

/**
 * Starts the product on free ports (a second run, or another suite, can run beside it) and a data folder of its own.
 * skipWebBuild: serve the front-end already in dist/web (the size bench builds it itself).
 */
export async function startProduct(options: { skipWebBuild?: boolean } = {}): Promise<Product> {
  const launched = await startLauncher({
    name: 'e2e',
    timeoutMs: 180_000,
    env: {
      ...(options.skipWebBuild ? { SKIP_WEB_BUILD: '1' } : {}),
      // The journeys switch maintenance and registrations through the admin API and switch them back: the gateway and
      // identity read the system config afresh on each use (not kept the minute they keep it in production), so a
      // change is seen from the next request on, with no wait.
      SYSTEM_CONFIG_CACHE_MS: '0',
    },
  });
  return Object.assign(launched, { url: `http://localhost:${launched.ports.gateway}` });
}

/** Throws unless the launcher with this pid still runs: a journey must never reach a product its suite did not start. */
export function assertProductRunning(pid: number): void {
  try {
    process.kill(pid, 0);
  } catch {
    throw new Error(`the product this suite started (launcher pid ${pid}) has stopped: see its output above`);
  }
}

/** The operator the launcher seeds on a local run (local/launcher.mjs): every area is open to it. */
export const OPERATOR = { email: 'admin@careerkit.local', password: 'admin1234' } as const;

/** Signs in through the API, outside any page, and returns the session's token. */
export async function signInThroughApi(url: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (!response.ok) throw new Error(`sign-in as ${account.email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A call to the product's API with a session's token, outside any page: its status and its JSON body. */
export async function callApi(url: string, token: string | null, method: string, path: string, body?: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A client-side navigation, as a link in the page makes it: the router follows the history. */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Debian's Chromium, and the flags it runs headless with here (the journeys, the size bench and Lighthouse). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Saves a screenshot as a test artifact (tests/e2e/artifacts/), to be looked at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Stops the page's installed clock a moment ahead (it runs on while asked): from then only runFor moves time. On a
 * loaded machine that moment can pass before the call lands ("Cannot fast-forward to the past", a CI run of 07c9e31),
 * so it is read and asked again.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      return;
    } catch (error) {
      if (attempt === 5 || !/fast-forward to the past/i.test(String(error))) throw error;
    }
  }
}

/** Waits for the page's animations to end; endless ones (a spinner) are left out, they never finish. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A screenshot once the open and state-change animations are over, taken from the top: a full-page shot of a
 * scrolled page draws the sticky header where the viewport was.
 */
export async function snapSettled(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsSettled(page);
  await snap(page, name);
}
