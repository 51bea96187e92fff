// Lighthouse on Home, Pricing and a tool page, in Debian's Chromium, against a product already started (web-size.ts
// runs it on the build it measured last; `npm run bench:lighthouse -w @careerkit/e2e` starts one by itself).
// Lighthouse's default settings: the mobile form factor (a 412×823 screen at 1.75 DPR, a phone's user agent) and
// simulated throttling ("Slow 4G": 150 ms RTT, 1.6 Mbps, CPU slowed 4×) — the page loads at full speed and Lighthouse
// computes from the trace the metrics a mid-range phone on that network would see. Each page runs RUNS times; the run
// nearest the median FCP and TTI (Lighthouse's own computeMedianRun) is reported.
// Budget (front-end speed and accessibility issue): performance ≥ 90, accessibility 100, best practices ≥ 95.
// --quick (web-size.ts --quick, in npm test): one run of Home only; a page Lighthouse cannot audit fails, no score is judged.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { ARTIFACTS, CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from '../product';

export const LIGHTHOUSE_BUDGET = { performance: 90, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof LIGHTHOUSE_BUDGET;
const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGET) as Category[];
const title = (category: Category) => category.replace('-', ' ');

export const LIGHTHOUSE_PAGES = [
  { name: 'Home', path: '/', report: 'home' },
  { name: 'Pricing', path: '/pricing', report: 'pricing' },
  { name: 'Resume Scanner (tool page)', path: '/resume-scanner', report: 'resume-scanner' },
] as const;

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** Runs per page; LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 3));
/** How many failing audits to name for a category under budget. */
const TOP_FAILING = 6;

interface PageResult {
  name: string;
  lhr: Result;
}

// Lighthouse and chrome-launcher are ES modules; this workspace's TypeScript runs as CommonJS under tsx, so they are
// loaded with import().
async function loadLighthouse() {
  const [{ default: lighthouse }, { computeMedianRun }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/lib/median-run.js'),
    import('chrome-launcher'),
  ]);
  return { lighthouse, computeMedianRun, chromeLauncher };
}

/** Lighthouse's runtime errors that ask for the run to be repeated: the trace of the load went missing. */
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_FCP']);

/** Audits url RUNS times; returns the median run, its report saved as tests/e2e/artifacts/lighthouse/<report>.html and .json. */
async function audit(url: string, report: string): Promise<Result> {
  const { lighthouse, computeMedianRun, chromeLauncher } = await loadLighthouse(); // loaded once, then cached by Node
  const runs: Result[] = [];
  const reports = new Map<Result, string[]>();
  let traceFailures = 0;
  for (let i = 0; i < RUNS; i++) {
    // A fresh browser for each run: no cache, no service worker, no state left by the run before.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    try {
      const flags: Flags = { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: [...CATEGORIES] };
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      // Chromium's trace of a load is sometimes lost (Lighthouse: "please run Lighthouse again"): that run is run again,
      // twice at most; any other error, or a third lost trace, stops the bench.
      if (error && TRACE_LOST.has(error.code) && traceFailures < 2) {
        traceFailures++;
        i--;
        continue;
      }
      if (error) throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
      runs.push(result.lhr);
      reports.set(result.lhr, [result.report].flat());
    } finally {
      chrome.kill();
    }
  }
  const median = computeMedianRun(runs);
  const dir = join(ARTIFACTS, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const [html, json] = reports.get(median) ?? [];
  writeFileSync(join(dir, `${report}.html`), html);
  writeFileSync(join(dir, `${report}.json`), json);
  return median;
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '—';

type AuditItem = Record<string, unknown> & { node?: { selector?: string; snippet?: string } };

/** Where an audit failed, briefly: the element (selector and markup) or the first text an item carries. */
function describeItem(item: AuditItem): string {
  if (item.node?.selector) return `${item.node.selector} ${item.node.snippet ?? ''}`.trim();
  const text = Object.values(item).find((value): value is string => typeof value === 'string' && value.length > 0);
  return text ?? JSON.stringify(item).slice(0, 160);
}

/** The audits that cost a category the most (weighted ones scoring under 1, heaviest loss first), then the failing
 * diagnostics that weigh nothing themselves but say where the time goes; for accessibility and best practices, where. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  const failing = refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)) || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .slice(0, TOP_FAILING);
  for (const { ref, audit } of failing) {
    lines.push(`  - ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: score ${audit.score}, weight ${ref.weight}`);
    if (category === 'performance') continue;
    const items = (audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? audit.details.items : []) as AuditItem[];
    for (const item of items.slice(0, 3)) lines.push(`      at ${describeItem(item).replace(/\s+/g, ' ').slice(0, 220)}`);
    if (items.length > 3) lines.push(`      … and ${items.length - 3} more`);
  }
  return lines;
}

/** Runs Lighthouse on each page and prints the table; true when every page is within the budget. */
export async function lighthouseBench(baseUrl: string): Promise<boolean> {
  const results: PageResult[] = [];
  for (const page of QUICK ? LIGHTHOUSE_PAGES.slice(0, 1) : LIGHTHOUSE_PAGES) results.push({ name: page.name, lhr: await audit(new URL(page.path, baseUrl).href, page.report) });

  const first = results[0].lhr;
  const throttling = first.configSettings.throttling;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor} preset, ${first.configSettings.throttlingMethod}d throttling ` +
      `(${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, CPU ×${throttling.cpuSlowdownMultiplier}), ` +
      `${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}; median of ${RUNS} run(s).`,
  );
  // Simulated throttling scales the CPU time it observes: a busy machine reads as a slower phone (TBT, LCP).
  console.log(
    `This machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}, Lighthouse benchmark index ${first.environment.benchmarkIndex} ` +
      `(higher is faster; Lighthouse's CPU ×4 is meant for a host near 1500).`,
  );
  console.table(
    Object.fromEntries(
      results.map(({ name, lhr }) => [
        name,
        {
          ...Object.fromEntries(CATEGORIES.map((category) => [title(category), score(lhr, category)])),
          FCP: metric(lhr, 'first-contentful-paint'),
          LCP: metric(lhr, 'largest-contentful-paint'),
          TBT: metric(lhr, 'total-blocking-time'),
          CLS: metric(lhr, 'cumulative-layout-shift'),
        },
      ]),
    ),
  );

  let ok = true;
  for (const { name, lhr } of results) {
    for (const category of CATEGORIES) {
      const got = score(lhr, category);
      if (got >= LIGHTHOUSE_BUDGET[category]) continue;
      ok = false;
      console.log(`${name}: ${title(category)} ${got} < ${LIGHTHOUSE_BUDGET[category]}; what costs it most:`);
      for (const line of failingAudits(lhr, category)) console.log(line);
    }
  }
  const budget = CATEGORIES.map((category) => `${title(category)} ≥ ${LIGHTHOUSE_BUDGET[category]}`).join(', ');
  console.log(`Reports: ${join(ARTIFACTS, 'lighthouse')}/*.html (and .json)`);
  if (QUICK) {
    console.log(`Lighthouse (${budget}) → quick: one run of one page, not judged`);
    return true;
  }
  console.log(`Lighthouse (${budget}) → ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

// Run by itself: start the product (building the front-end first, as the journeys do; SKIP_WEB_BUILD=1 serves the
// dist/web already there) and audit it.
if (require.main === module) {
  void (async () => {
    const product = await startProduct();
    try {
      if (!(await lighthouseBench(product.url))) process.exitCode = 1;
    } finally {
      await product.stop();
    }
  })();
}
