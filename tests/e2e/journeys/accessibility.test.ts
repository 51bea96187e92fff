// WCAG 2.2 AA with axe-core in Chromium: every page of the shell signed out and every remote area signed in, at a
// desktop (1366 px) and a phone (390 px) width. Any serious or critical violation fails the journey; the others are
// written to the artifacts for the next pass.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SHELL_PAGES } from '@careerkit/contracts/site-pages';
import { registerNewUser, submitSignIn, useJourney } from '../journey';
import { ARTIFACTS, OPERATOR, ROOT } from '../product';

const journey = useJourney();
const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const WIDTHS = [1366, 390];
const TOOL_AREAS = ['/cover-letter-writer', '/linkedin-optimizer', '/resume-scanner', '/resume-analysis', '/ghost-job-detector', '/salary-benchmarker', '/profile'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** A context whose pages accept axe's injected script (the site's CSP, rightly, refuses inline scripts). */
async function auditContext(width: number): Promise<BrowserContext> {
  return journey.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
}

async function audit(page: Page, path: string): Promise<Violation[]> {
  await page.goto(`${journey.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('main').waitFor();
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).violations;
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const v of violations) appendFileSync(join(ARTIFACTS, 'axe.log'), `${page.viewportSize()?.width} ${path} ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}\n`);
  return violations;
}

const blocking = (violations: Violation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.help})`);

describe.each(WIDTHS)('at %i px', (width) => {
  it('has no serious or critical violation on any page of the shell, signed out', async () => {
    const context = await auditContext(width);
    const page = await context.newPage();
    try {
      for (const path of [...SHELL_PAGES, '/no-such-page', '/resume-scanner']) expect([path, blocking(await audit(page, path))]).toEqual([path, []]);
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical violation in the remote areas, signed in, nor in the admin area for the operator', async () => {
    const { email } = await registerNewUser(journey);
    const context = await auditContext(width);
    const page = await context.newPage();
    try {
      await submitSignIn({ ...journey, context, page }, email, 'secret12');
      await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
      for (const path of TOOL_AREAS) expect([path, blocking(await audit(page, path))]).toEqual([path, []]);
    } finally {
      await context.close();
    }
    const operator = await auditContext(width);
    const adminPage = await operator.newPage();
    try {
      // The local operator the launcher creates (README, "Trying it").
      await submitSignIn({ ...journey, context: operator, page: adminPage }, OPERATOR.email, OPERATOR.password);
      await adminPage.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
      expect(['/admin', blocking(await audit(adminPage, '/admin'))]).toEqual(['/admin', []]);
    } finally {
      await operator.close();
    }
  });
});

it('can be used from the keyboard: the skip link, and the AI Tools menu from Enter to a tool page', async () => {
  const { page } = journey;
  await page.goto(journey.url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // The first Tab reaches the skip link; following it puts the focus on the page's content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  // The AI Tools menu: a button that says it has a menu and whether it is open.
  const tools = page.locator('header').getByRole('button', { name: 'AI Tools' });
  expect(await tools.getAttribute('aria-haspopup')).toBe('menu');
  expect(await tools.getAttribute('aria-expanded')).toBe('false');
  await tools.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  expect(await tools.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  expect(await tools.getAttribute('aria-expanded')).toBe('false');

  // Open again, move down with the arrows to the Resume Scanner, and go there.
  await tools.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  // The menu moves the focus a moment after the key: wait for it to move before looking again.
  for (let step = 0; step < 6 && !(await focused()).startsWith('Resume Scanner'); step++) {
    const before = await focused();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((previous) => (document.activeElement?.textContent ?? '') !== previous, before);
  }
  expect(await focused()).toMatch(/^Resume Scanner/);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/');
  expect(new URL(page.url()).pathname).toBe('/resume-scanner');
  // The header marks where the user is when it is one of its links.
  const pricing = page.locator('header').getByRole('link', { name: 'Pricing' });
  await pricing.click();
  await page.locator('header a[aria-current="page"]').waitFor();
  expect(await pricing.getAttribute('aria-current')).toBe('page');
});
