// npm run bench:web — the JavaScript Chromium receives for a first visit to Home, and then for opening a tool page
// from there, counted as the server sent it (encoded body bytes: brotli when the browser asks for it, as Chromium
// does); for the build as configured (antd not shared) and, for comparison, with antd shared.
// Budget (issue 12): Home ≤ 150 KB on the wire. Then Lighthouse on the chosen build (bench/lighthouse.ts and its
// budgets); the bench exits 1 when any budget is broken.
import { spawnSync } from 'node:child_process';
import { launchBrowser, ROOT, startProduct } from '../product';
import { lighthouseBench } from './lighthouse';

const HOME_BUDGET_KB = 150;

interface Sizes {
  home: number;
  toolPage: number;
}

function buildWeb(env: Record<string, string>): void {
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('web build failed');
}

async function measure(url: string): Promise<Sizes> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    pending.push(request.sizes().then((sizes) => void (bytes += sizes.responseBodySize)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const home = bytes;
  await page.getByRole('link', { name: 'Try Free First' }).nth(2).click(); // Resume Scanner, by client-side navigation
  await page.locator('[data-remote="mfe_tools"]').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
  return { home, toolPage: bytes - home };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Starts the product on the build in dist/web, runs `run` against it, stops it. */
async function withProduct<T>(run: (url: string) => Promise<T>): Promise<T> {
  const product = await startProduct({ skipWebBuild: true });
  try {
    return await run(product.url);
  } finally {
    await product.stop();
  }
}

async function main(): Promise<void> {
  buildWeb({ SHARE_ANTD: '1' });
  const shared = await withProduct(measure);
  buildWeb({});
  const ok = await withProduct(async (url) => {
    const chosen = await measure(url);
    const results = { 'antd shared (singleton)': shared, 'antd per app (chosen)': chosen };
    console.log('JavaScript received, bytes on the wire (as the gateway sends them):');
    console.table(Object.fromEntries(Object.entries(results).map(([label, s]) => [label, { Home: kb(s.home), 'then a tool page': kb(s.toolPage), total: kb(s.home + s.toolPage) }])));
    const bytesOk = chosen.home <= HOME_BUDGET_KB * 1024;
    console.log(`Home: ${kb(chosen.home)} (budget ${HOME_BUDGET_KB} KB) → ${bytesOk ? 'PASS' : 'FAIL'}`);
    // Then Lighthouse on the same build, same product (bench/lighthouse.ts).
    const lighthouseOk = await lighthouseBench(url);
    return bytesOk && lighthouseOk;
  });
  if (!ok) process.exitCode = 1;
}

void main();
