// At a phone's width (390 px, issue 26): every admin tab, the customer's profile and the payment dialog, with real data
// (a customer with completed, refunded and pending payments and tool runs; the operator's health check, a price change
// and a goodwill credit). On each: axe-core finds no WCAG A/AA violation, the page never scrolls sideways, every table
// cell is on screen or inside a scroll region the user can reach, no placeholder is cut and no chart label is shrunk
// below a readable size. A screenshot of each is saved to a temp folder, to be looked at.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { payWithTestCard, submitSignIn, useJourney } from '../journey';
import { animationsSettled, callApi, OPERATOR, ROOT, signInThroughApi } from '../product';
import { WHOLE_RESUME } from '../fixtures/whole-resume';

const journey = useJourney();
const PHONE = { width: 390, height: 844 };
const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.CAREERKIT_PHONE_SHOTS ?? join(tmpdir(), `careerkit-phone-layout-${process.pid}`);
/** Below this a chart's text is not readable on a phone (antd's smallest text is 12 px). */
const SMALLEST_TEXT_PX = 11;
const ADMIN_TABS = ['Dashboard', 'Users', 'Runs', 'Tools', 'Testing', 'System', 'Analytics', 'Audit Log'];
const JOB = 'Platform engineer at Harbor Lane: run payment services in TypeScript on Kubernetes. Marker 3f7b.';
const EXPERIENCE = WHOLE_RESUME;

/** A call through the gateway with a session's token. */
const api = (token: string, method: string, path: string, body?: object) => callApi(journey.url, token, method, path, body);

/** Buys a tool's uses as the payment dialog would: create-intent, the test card at the Stripe emulator, confirm. */
async function buyUses(token: string, toolName: string): Promise<void> {
  const intent = await api(token, 'POST', '/api/payments/create-intent', { toolName });
  expect(intent.status).toBe(200);
  const id = (intent.body.clientSecret as string).split('_secret_')[0];
  await payWithTestCard(journey, id);
  expect((await api(token, 'POST', '/api/payments/confirm', { paymentIntentId: id })).status).toBe(200);
}

/**
 * A customer with everything a phone has to show: the cover letter's free use, its paid uses bought and all used (so
 * the profile offers more), a scanner purchase the operator refunded, a LinkedIn checkout left pending; and on the
 * operator's side a health check, a price change (set back) and a goodwill credit in the audit log.
 */
async function customerWithHistory(): Promise<{ email: string; password: string }> {
  const username = `phone_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const customer = { email: `${username}@example.com`, password: 'secret12' };
  const registered = await fetch(`${journey.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...customer, username }) });
  expect(registered.status).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  const runCoverLetter = () => api(token, 'POST', '/api/tools/cover-letter', { jobDescription: JOB, userExperience: EXPERIENCE });
  expect((await runCoverLetter()).status).toBe(200);
  await buyUses(token, 'cover-letter-writer');
  for (let run = 0; run < 5; run++) expect((await runCoverLetter()).status).toBe(200);
  await buyUses(token, 'resume-scanner');
  expect((await api(token, 'POST', '/api/payments/create-intent', { toolName: 'linkedin-optimizer' })).status).toBe(200);

  const operator = await signInThroughApi(journey.url, OPERATOR);
  const payments = (await api(token, 'GET', '/api/user/payments')).body.payments as { id: string; toolName: string; status: string }[];
  const scanner = payments.find((p) => p.toolName === 'resume-scanner' && p.status === 'completed')!;
  expect((await api(operator, 'POST', `/api/admin/payments/${scanner.id}/refund`)).status).toBe(200);
  expect((await api(operator, 'POST', `/api/admin/users/${user.id}/credit`, { toolName: 'ghost-job-detector', uses: 2, reason: 'Support ticket 4411' })).status).toBe(200);
  const tools = (await api(operator, 'GET', '/api/admin/tools')).body.tools as { name: string; price: number }[];
  const ghost = tools.find((t) => t.name === 'ghost-job-detector')!;
  expect((await api(operator, 'PUT', '/api/admin/tools/ghost-job-detector', { price: ghost.price + 1 })).status).toBe(200);
  expect((await api(operator, 'PUT', '/api/admin/tools/ghost-job-detector', { price: ghost.price })).status).toBe(200);
  expect((await api(operator, 'POST', '/api/test-agent/health-check')).status).toBe(200);
  return customer;
}

async function phoneContext(): Promise<BrowserContext> {
  // axe is injected as a script, which the site's CSP (rightly) refuses: this context lets it in.
  return journey.browser.newContext({ viewport: PHONE, bypassCSP: true });
}

async function signIn(context: BrowserContext, account: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await submitSignIn({ ...journey, context, page }, account.email, account.password);
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  return page;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })).violations;
  });
  return violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * What a phone user could not read or reach: the page wider than the screen; a table cell outside the screen and not
 * inside a scroll region that holds it, is itself on screen and can be reached from the keyboard; a placeholder wider
 * than its box; a chart's text drawn smaller than SMALLEST_TEXT_PX.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((smallest) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const clipper = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body && box !== root; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return box;
      return null;
    };
    const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    /** Whether the user can bring `element` into view: on screen, or inside a reachable region that scrolls to it. */
    const reachable = (element: Element, what: string): string | null => {
      const edge = element.getBoundingClientRect();
      const box = clipper(element);
      if (!box) return edge.left < -0.5 || edge.right > window.innerWidth + 0.5 ? `${what} is off the screen (${Math.round(edge.left)}–${Math.round(edge.right)} px)` : null;
      const frame = box.getBoundingClientRect();
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      if (scrolls) {
        const left = edge.left - frame.left + box.scrollLeft;
        if (left < -0.5 || left + edge.width > box.scrollWidth + 0.5) return `${what} is cut off by its scroll region`;
        if (box.scrollWidth > box.clientWidth && (box as HTMLElement).tabIndex < 0 && !box.querySelector(focusable)) return `${what} is in a region the keyboard cannot scroll`;
      } else if (edge.left < frame.left - 0.5 || edge.right > frame.right + 0.5) return `${what} is cut off (${Math.round(edge.left)}–${Math.round(edge.right)} px in a box of ${Math.round(frame.left)}–${Math.round(frame.right)} px)`;
      return reachable(box, what);
    };
    for (const cell of document.querySelectorAll('th, td')) {
      if (!visible(cell)) continue;
      const problem = reachable(cell, name(cell));
      if (problem) problems.push(problem);
      // A table shown as cards (its header row hidden) names each value's column in the cell itself.
      const head = cell.closest('table')?.querySelector('thead');
      const siblings = [...(cell.parentElement?.children ?? [])].filter(visible);
      // (Buttons say what they do: a cell of buttons alone needs no name.)
      const controls = [...cell.querySelectorAll('button, a')].map((control) => control.textContent ?? '').join('');
      const words = (cell.textContent ?? '').replace(/\s/g, '');
      if (cell.tagName === 'TD' && head && !visible(head) && siblings.length > 1 && ['none', 'normal'].includes(getComputedStyle(cell, '::before').content) && words !== controls.replace(/\s/g, ''))
        problems.push(`${name(cell)} is shown without its column's name`);
    }
    // A form control that sticks out of its card (or the page's content) where nothing scrolls.
    for (const control of document.querySelectorAll('main input, main button, main select, main textarea, [role=dialog] input, [role=dialog] button')) {
      if (!visible(control) || clipper(control)) continue;
      const holder = control.closest('.ck-card, .ant-card, .ant-modal-content, main')!;
      const style = getComputedStyle(holder);
      const frame = holder.getBoundingClientRect();
      const edge = control.getBoundingClientRect();
      if (edge.left < frame.left + parseFloat(style.paddingLeft) - 0.5 || edge.right > frame.right - parseFloat(style.paddingRight) + 0.5)
        problems.push(`${name(control)} "${control.getAttribute('aria-label') ?? ''}" sticks out of its ${holder.tagName === 'MAIN' ? 'page' : 'card'} (${Math.round(edge.left)}–${Math.round(edge.right)} px)`);
    }
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      // A search box's hint may trail off (its label says what it is for); a card field's may not.
      if (!visible(input) || input.value || input.type === 'search') continue;
      const style = getComputedStyle(input);
      measure.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needs = measure.measureText(input.placeholder).width;
      if (needs > room + 1) problems.push(`the placeholder "${input.placeholder}" needs ${Math.round(needs)} px in a box of ${Math.round(room)} px`);
    }
    for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
      if (!visible(text)) continue;
      const scale = text.getScreenCTM()?.a ?? 1;
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (size < smallest - 0.05) problems.push(`the chart text "${text.textContent}" is drawn at ${size.toFixed(1)} px`);
    }
    return problems;
  }, SMALLEST_TEXT_PX);
}

/**
 * axe, the layout checks and a screenshot of what the phone shows now: the whole page from its top, or for an open
 * dialog the screen as it is (a full-page shot draws a fixed dialog where the screen was).
 */
async function check(page: Page, view: string, { dialog = false } = {}): Promise<{ view: string; axe: string[]; layout: string[] }> {
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await animationsSettled(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${view.toLowerCase().replace(/\W+/g, '-')}.png`), fullPage: !dialog });
  return { view, axe: await axeViolations(page), layout: await layoutProblems(page) };
}

const clean = (view: string) => ({ view, axe: [], layout: [] });

afterAll(() => console.log(`phone-layout screenshots: ${SHOTS}`));

it('shows the customer’s profile and the payment dialog at 390 px with nothing cut off and no sideways scroll', async () => {
  const customer = await customerWithHistory();
  const context = await phoneContext();
  try {
    const page = await signIn(context, customer);
    await page.goto(`${journey.url}/profile`);
    await page.locator('tr[data-row-key]').nth(2).waitFor();
    await page.getByRole('img', { name: 'Spending by tool' }).waitFor();
    await page.getByText('refunded', { exact: true }).waitFor();
    await page.getByText('pending', { exact: true }).waitFor();
    expect(await check(page, 'Profile')).toEqual(clean('Profile'));

    await page.getByRole('region', { name: 'Cover Letter Writer' }).getByRole('button', { name: 'Purchase More Access' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cover Letter Writer — / });
    await dialog.getByRole('group', { name: 'Credit or debit card' }).getByLabel('Card number').waitFor();
    expect(await check(page, 'Payment dialog', { dialog: true })).toEqual(clean('Payment dialog'));
  } finally {
    await context.close();
  }
});

it('shows every admin tab at 390 px with nothing cut off and no sideways scroll', async () => {
  const customer = await customerWithHistory();
  const context = await phoneContext();
  try {
    const page = await signIn(context, OPERATOR);
    await page.goto(`${journey.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // On a phone the tabs do not fit in a row: a select picks the section.
    const section = page.getByRole('combobox', { name: 'Admin section' });
    const results = [];
    for (const tab of ADMIN_TABS) {
      await section.selectOption({ label: tab });
      const panel = page.getByRole('tabpanel', { name: tab });
      // Each tab's own content, with data in it: not its loading state.
      if (tab === 'Dashboard') await panel.getByText('refunded', { exact: true }).first().waitFor();
      if (tab === 'Users') {
        await panel.getByLabel('Search users').fill(customer.email);
        await panel.getByLabel('Search users').press('Enter');
        await panel.getByText(customer.email).first().waitFor();
      }
      if (tab === 'Runs') {
        // The completed runs (failures, the default, there may be none of).
        await panel.getByRole('combobox', { name: 'Outcome' }).click();
        await page.locator('.ant-select-item-option').filter({ hasText: 'Completed' }).click();
        await panel.getByText('completed', { exact: true }).first().waitFor();
      }
      if (tab === 'Tools') await panel.getByLabel('Price of Ghost Job Detector').waitFor();
      if (tab === 'Testing') await panel.getByText('Working').first().waitFor();
      if (tab === 'System') await panel.getByLabel('Site name').waitFor();
      if (tab === 'Analytics') await panel.getByRole('img', { name: 'Runs per tool' }).waitFor();
      if (tab === 'Audit Log') await panel.getByText('Support ticket 4411').first().waitFor();
      await panel.locator('.ck-spinner, .ck-skeleton, .ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' });
      results.push(await check(page, `Admin ${tab}`));
      if (tab === 'Users') {
        // The customer's payments (refund) and goodwill credit, from their row.
        await panel.getByRole('button', { name: `Payments and credit of ${customer.email}` }).click();
        const dialog = page.getByRole('dialog', { name: `Payments and credit: ${customer.email}` });
        await dialog.getByText('refunded', { exact: true }).waitFor();
        results.push(await check(page, 'Admin user payments', { dialog: true }));
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    expect(results).toEqual(results.map(({ view }) => clean(view)));
  } finally {
    await context.close();
  }
});
