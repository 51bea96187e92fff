// npm run bench:web — the JavaScript Chromium receives for a first visit to Home, and then for opening each area from
// there by client-side navigation, counted as the server sent it (encoded body bytes: brotli when the browser asks for
// it, as Chromium does). For the build as configured and, for comparison, with antd shared whole.
// Budgets (issue 12): Home ≤ 150 KB on the wire; each area page opened after Home ≤ 80 KB more; (issue 24) Home in at
// most 12 script requests. Then Lighthouse on the chosen build (bench/lighthouse.ts and its budgets); the bench exits 1
// when any budget is broken.
// --quick (npm run bench:quick, in npm test after the journeys): the chosen build only, as the product's start builds it
// (nothing to build when dist/web is current, as the journeys leave it), and Lighthouse once on Home (lighthouse.ts);
// it fails when the product, a page or Lighthouse cannot run, and judges no budget.
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, navigateInPage, OPERATOR, ROOT, signInThroughApi, startProduct } from '../product';
import { lighthouseBench } from './lighthouse';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const HOME_BUDGET_KB = 150;
const AREA_BUDGET_KB = 80;
/** Scripts Home's first visit may request: each is a request and a task of its own on a phone's main thread. */
const HOME_SCRIPTS_BUDGET = 12;

/**
 * An area opened after Home, drawn once `drawn` shows; signed in as the operator (every area is open to it) unless said
 * otherwise. A visitor's tool page is the shell's 'Sign In Required': its remote loads for users only.
 */
const AREAS = [
  { label: 'tool page, signed out (Sign In Required)', path: '/resume-scanner', drawn: 'main h1:text-is("Sign In Required")', signedIn: false },
  { label: 'tool page (Resume Scanner)', path: '/resume-scanner', drawn: '[data-remote="mfe_tools"]', signedIn: true },
  { label: 'tool page (AI Resume Analysis)', path: '/resume-analysis', drawn: '[data-remote="mfe_tools"]', signedIn: true },
  { label: 'tool page (Ghost Job Detector)', path: '/ghost-job-detector', drawn: '[data-remote="mfe_tools"]', signedIn: true },
  { label: 'tool page (LinkedIn Optimizer)', path: '/linkedin-optimizer', drawn: '[data-remote="mfe_tools"]', signedIn: true },
  { label: 'tool page (Cover Letter Writer)', path: '/cover-letter-writer', drawn: '[data-remote="mfe_tools"]', signedIn: true },
  { label: 'salary (Salary Benchmarker)', path: '/salary-benchmarker', drawn: '[data-remote="mfe_salary"]', signedIn: true },
  { label: 'account (Profile)', path: '/profile', drawn: '[data-remote="mfe_account"]', signedIn: true },
  { label: 'admin (Dashboard)', path: '/admin', drawn: '[data-remote="mfe_admin"]', signedIn: true },
] as const;

const VARIANTS = [
  { label: 'antd shared whole (singleton)', env: { SHARE_ANTD: '1' } },
  { label: 'antd per app, not on Home (chosen)', env: {} },
] as const;

function buildWeb(env: Record<string, string>): void {
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * Counts the JavaScript a page receives from now on: bytes, and script requests as Chromium makes them. `stop()` ends
 * the count before the page closes: a request that finishes later (a prefetch, on a busy machine) has its sizes read
 * from a closed page, which rejects; unhandled, that rejection ended the bench after every journey had passed.
 */
function countJavaScript(page: Page): { read: () => Promise<{ bytes: number; requests: number }>; stop: () => void } {
  let bytes = 0;
  let requests = 0;
  let stopped = false;
  const pending: Promise<void>[] = [];
  page.on('request', (request) => void (!stopped && request.resourceType() === 'script' && requests++));
  page.on('requestfinished', (request) => {
    if (stopped || !new URL(request.url()).pathname.endsWith('.js')) return;
    const sized = request.sizes().then((sizes) => void (bytes += sizes.responseBodySize));
    // read() reports a failure while counting; after stop() nobody waits for the answer
    sized.catch(() => undefined);
    pending.push(sized);
  });
  return { read: async () => (await Promise.all(pending), { bytes, requests }), stop: () => void (stopped = true) };
}

/** Home on a first visit (empty cache), then the area by client-side navigation, as a link in the page would. */
async function visit(browser: Browser, url: string, area: (typeof AREAS)[number] | null, token: string | null): Promise<{ home: number; homeScripts: number; area: number }> {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  const page = await context.newPage();
  const received = countJavaScript(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const { bytes: home, requests: homeScripts } = await received.read();
  if (area) {
    await navigateInPage(page, area.path);
    await page.locator(area.drawn).waitFor();
    await page.waitForLoadState('networkidle');
  }
  const { bytes: total } = await received.read();
  received.stop();
  await context.close();
  return { home, homeScripts, area: total - home };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function measure(url: string): Promise<{ home: number; homeScripts: number; areas: Record<string, number> }> {
  const browser = await launchBrowser();
  try {
    const token = await signInThroughApi(url, OPERATOR);
    const { home, homeScripts } = await visit(browser, url, null, null);
    const areas: Record<string, number> = {};
    for (const area of AREAS) areas[area.label] = (await visit(browser, url, area, area.signedIn ? token : null)).area;
    return { home, homeScripts, areas };
  } finally {
    await browser.close();
  }
}

/** Starts the product on the build in dist/web (quick: built first if its sources changed), runs `run` against it, stops it. */
async function withProduct<T>(run: (url: string) => Promise<T>): Promise<T> {
  const product = await startProduct({ skipWebBuild: !QUICK });
  try {
    return await run(product.url);
  } finally {
    await product.stop();
  }
}

async function main(): Promise<void> {
  const results: Record<string, { home: number; homeScripts: number; areas: Record<string, number> }> = {};
  let lighthouseOk = true;
  for (const variant of QUICK ? VARIANTS.slice(-1) : VARIANTS) {
    if (!QUICK) buildWeb(variant.env);
    const chosen = variant === VARIANTS[VARIANTS.length - 1];
    results[variant.label] = await withProduct(async (url) => {
      const sizes = await measure(url);
      // Lighthouse on the chosen build only, against the same product.
      if (chosen) lighthouseOk = await lighthouseBench(url);
      return sizes;
    });
  }
  if (!lighthouseOk) process.exitCode = 1;
  console.log('JavaScript received, bytes on the wire (as the gateway sends them):');
  console.table(
    Object.fromEntries(Object.entries(results).map(([label, r]) => [label, { 'Home (first visit)': kb(r.home), 'Home script requests': r.homeScripts, ...Object.fromEntries(Object.entries(r.areas).map(([area, bytes]) => [`then ${area}`, kb(bytes)])) }])),
  );
  if (QUICK) return console.log('quick: the chosen build measured once, no budget judged');
  const chosen = results[VARIANTS[VARIANTS.length - 1].label];
  const checks = [
    { what: 'Home', bytes: chosen.home, budget: HOME_BUDGET_KB },
    ...Object.entries(chosen.areas).map(([area, bytes]) => ({ what: `then ${area}`, bytes, budget: AREA_BUDGET_KB })),
  ];
  for (const check of checks) {
    const ok = check.bytes <= check.budget * 1024;
    console.log(`${check.what}: ${kb(check.bytes)} (budget ${check.budget} KB) → ${ok ? 'PASS' : 'FAIL'}`);
    if (!ok) process.exitCode = 1;
  }
  const scriptsOk = chosen.homeScripts <= HOME_SCRIPTS_BUDGET;
  console.log(`Home script requests: ${chosen.homeScripts} (budget ${HOME_SCRIPTS_BUDGET}) → ${scriptsOk ? 'PASS' : 'FAIL'}`);
  if (!scriptsOk) process.exitCode = 1;
}

void main();
