// At a phone's width (390 px, issues 26 and 45). Every admin tab, the customer's profile and the payment dialog, with
// real data (a customer with completed, refunded and pending payments and tool runs; the operator's health check, a
// price change and a goodwill credit): axe-core finds no WCAG A/AA violation. And every page of the site in each of its
// states: the shell's pages signed out; each tool page and salary empty, as a free preview after a real run, paid after
// a card payment in its payment dialog, and after a failed run (in a second product whose AI provider is down) or bad
// input; the profile empty, paid and when its data cannot load. On each: the page never scrolls sideways, nothing
// reaches past the screen's edge, every table cell is on screen or inside a scroll region the user can reach, no
// placeholder is cut, no chart label is shrunk below a readable size, no title or notice is squeezed to a word or two
// a line, and no button covers a title. A screenshot of each is saved (CAREERKIT_PHONE_SHOTS or a temp folder), to be
// looked at.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SALARY_MESSAGES } from '@careerkit/contracts/salary-messages';
import { SHELL_PAGES } from '@careerkit/contracts/site-pages';
import { GHOST_JOB_MESSAGES, RUN_FAILED_MESSAGES, type AiToolKey } from '@careerkit/contracts/tool-forms';
import type { BrowserContext, Page } from 'playwright-core';
import { startLauncher } from '../../../local/start-launcher.cjs';
import { agreeToAiUsage, payWithTestCard, submitSignIn, typeCard, useJourney } from '../journey';
import { animationsSettled, callApi, OPERATOR, ROOT, signInThroughApi, type Product } from '../product';
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

/** A new customer, registered through the API of the product at `url`. */
async function newCustomer(url = journey.url): Promise<{ email: string; password: string }> {
  const username = `phone_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const customer = { email: `${username}@example.com`, password: 'secret12' };
  const registered = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...customer, username }) });
  expect(registered.status).toBe(201);
  return customer;
}

async function signIn(context: BrowserContext, account: { email: string; password: string }, url = journey.url): Promise<Page> {
  const page = await context.newPage();
  await submitSignIn({ ...journey, url, context, page }, account.email, account.password);
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
    // Anything wider than the screen or reaching past its edge, where no box clips or scrolls it (a box that does is
    // itself checked); the outermost of each, not everything inside it. A box wholly left of the screen is a skip link
    // or a label kept for screen readers.
    const past = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element) || clipper(element)) continue;
      const edge = element.getBoundingClientRect();
      if (edge.right <= 0) continue;
      if (edge.width > window.innerWidth + 0.5 || edge.right > window.innerWidth + 0.5 || edge.left < -0.5) {
        past.add(element);
        if (!past.has(element.parentElement!)) problems.push(`${name(element)} reaches past the screen (${Math.round(edge.left)}–${Math.round(edge.right)} px)`);
      }
    }
    /** The lines a block's own text runs over, and its words. */
    const lines = (block: Element) => {
      const middles: number[] = [];
      let words = 0;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('button, .ant-tag, [aria-hidden="true"]')) continue;
        words += node.textContent.trim().split(/\s+/).length;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) if (line.width > 0) middles.push((line.top + line.bottom) / 2);
      }
      // Pieces of text whose middles are within a few pixels sit on one line (a bold word beside plain ones).
      const count = middles.sort((a, b) => a - b).filter((middle, i) => i === 0 || middle - middles[i - 1] > 6).length;
      return { count, words };
    };
    // A title, a heading or a notice's words squeezed beside something: three or more lines of a word or two each,
    // or two words on two lines in a box narrower than half the screen. (A long heading that fills the screen's width
    // on two lines is no squeeze.)
    const texts = 'main :is(h1, h2, h3, h4, .ant-card-head-title, .ant-alert-title, .ant-alert-description, .ant-alert-message, [role=alert], [role=status]), [role=dialog] :is(h2, h3, .ant-alert-title, .ant-alert-description)';
    for (const block of document.querySelectorAll(texts)) {
      if (!visible(block)) continue;
      const { count, words } = lines(block);
      const narrow = block.getBoundingClientRect().width < window.innerWidth / 2;
      if ((count >= 3 && words / count < 3) || (count === 2 && words <= 2 && narrow))
        problems.push(`${name(block)} is squeezed to ${(words / count).toFixed(1)} words a line (${words} words on ${count} lines)`);
    }
    // A card's or a result's head: its buttons never cover its title.
    for (const head of document.querySelectorAll('.ck-card-head, .ant-card-head')) {
      const title = head.querySelector('.ck-card-title, .ant-card-head-title');
      if (!title || !visible(title)) continue;
      if (title.scrollWidth > title.clientWidth + 1) problems.push(`the title ${name(title)} is cut off in its head`);
      const words = title.getBoundingClientRect();
      for (const button of head.querySelectorAll('button, a')) {
        const box = button.getBoundingClientRect();
        if (!visible(button) || title.contains(button)) continue;
        if (box.left < words.right - 0.5 && box.right > words.left + 0.5 && box.top < words.bottom - 0.5 && box.bottom > words.top + 0.5)
          problems.push(`the button "${(button.textContent ?? '').trim()}" covers the title ${name(title)}`);
      }
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

/** The layout checks and a screenshot, without axe: the states below are about what fits on a phone. */
async function fits(page: Page, view: string): Promise<{ view: string; layout: string[] }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsSettled(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${view.toLowerCase().replace(/\W+/g, '-')}.png`), fullPage: true });
  return { view, layout: await layoutProblems(page) };
}

const fitting = (view: string) => ({ view, layout: [] });

/** What a page shows once drawn: no spinner or skeleton left in it. */
async function drawn(page: Page): Promise<void> {
  await page.locator('main :is(h1, h2, .ant-result-title)').first().waitFor();
  await page.locator('.ck-spinner, .ck-skeleton, .ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' });
}

interface ToolPage {
  path: string;
  /** The tool's run route. */
  api: string;
  fill: (page: Page) => Promise<void>;
  run: string;
  /** The result's data-result. */
  result: string;
  unlock: string;
}

const TOOL_PAGES: ToolPage[] = [
  {
    path: 'cover-letter-writer',
    api: '/api/tools/cover-letter',
    fill: async (page) => {
      await page.getByLabel('Job Description').fill(JOB);
      await page.getByLabel('Your Experience').fill(EXPERIENCE);
    },
    run: 'Generate Cover Letter',
    result: 'cover-letter',
    unlock: 'Unlock Full Cover Letter',
  },
  {
    path: 'linkedin-optimizer',
    api: '/api/tools/linkedin',
    fill: async (page) => {
      await page.getByLabel('Current Profile').fill(EXPERIENCE);
      await page.getByLabel('Target Role').fill('Staff Platform Engineer');
      await page.getByLabel('Industry Experience').fill('10 years in fintech');
    },
    run: 'Optimize Profile',
    result: 'linkedin',
    unlock: 'Unlock Full Optimization',
  },
  { path: 'resume-scanner', api: '/api/tools/resume-scanner', fill: (page) => page.getByLabel('Resume text').fill(EXPERIENCE), run: 'Scan Resume', result: 'resume-scanner', unlock: 'Unlock Full Scan' },
  { path: 'resume-analysis', api: '/api/tools/resume-analysis', fill: (page) => page.getByLabel('Resume text').fill(EXPERIENCE), run: 'Analyze Resume', result: 'resume-analysis', unlock: 'Unlock Full Analysis' },
  {
    path: 'ghost-job-detector',
    api: '/api/tools/ghost-job-detector',
    fill: (page) => page.getByRole('textbox', { name: 'Job description', exact: true }).fill(POSTING),
    run: 'Detect Ghost Job',
    result: 'ghost-job-detector',
    unlock: 'Unlock Full Report',
  },
];

const POSTING = `Senior Software Engineer at Initech
We are always looking for rockstar talent to join our fast-paced team. Competitive salary. Apply now!
Responsibilities: various duties as assigned. Requirements: 5+ years of experience.`;

/** Fills the tool's form, ticks its AI box and runs it through the AI agreement; the run's status. */
async function runTool(page: Page, tool: ToolPage): Promise<number> {
  await tool.fill(page);
  const consent = page.getByRole('checkbox', { name: /^I understand/ });
  if (!(await consent.isChecked())) await consent.check();
  const answered = page.waitForResponse((response) => response.url().endsWith(tool.api) && response.request().method() === 'POST');
  await page.getByRole('button', { name: tool.run }).click();
  await agreeToAiUsage(page);
  return (await answered).status();
}

/** Pays in the open payment dialog with the test card at the Stripe emulator; resolves once the dialog has closed. */
async function payInDialog(page: Page, runRoute: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: / — \$\d/ });
  await typeCard(dialog);
  // After the payment the page runs the tool again by itself, now as a paid use.
  const rerun = page.waitForResponse((response) => response.url().endsWith(runRoute) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await dialog.waitFor({ state: 'detached' });
  expect((await rerun).status()).toBe(200);
}

// One signed-in customer goes through every state in order (a page per state would mean a sign-in and a purchase per
// state): the profile's paid state is the purchases the tool pages made.
describe('every page at 390 px, in each of its states', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const customer = await newCustomer();
    context = await journey.browser.newContext({ viewport: PHONE });
    page = await signIn(context, customer);
  });
  afterAll(() => context?.close());

  it('shows the shell’s pages to a visitor without sideways scroll or squeezed words', async () => {
    const visitor = await journey.browser.newContext({ viewport: PHONE });
    try {
      const tab = await visitor.newPage();
      const results = [];
      for (const path of [...SHELL_PAGES, '/cover-letter-writer', '/no-such-page']) {
        await tab.goto(`${journey.url}${path}`);
        await drawn(tab);
        results.push(await fits(tab, `visitor ${path === '/' ? 'home' : path}`));
      }
      // Bad input: a wrong password.
      await tab.goto(`${journey.url}/login`);
      await tab.getByLabel('Email').fill('nobody@example.com');
      await tab.getByLabel('Password').fill('wrong-password');
      await tab.getByRole('button', { name: 'Sign In' }).last().click();
      await tab.getByRole('alert').first().waitFor();
      results.push(await fits(tab, 'visitor login error'));
      expect(results).toEqual(results.map(({ view }) => fitting(view)));
    } finally {
      await visitor.close();
    }
  });

  it('shows the profile and pricing empty, for a new customer', async () => {
    const results = [];
    await page.goto(`${journey.url}/profile`);
    await drawn(page);
    await page.getByText('No transactions yet').or(page.getByText(/no payments/i)).first().waitFor();
    results.push(await fits(page, 'empty profile'));
    await page.goto(`${journey.url}/pricing`);
    await drawn(page);
    results.push(await fits(page, 'signed-in pricing'));
    expect(results).toEqual(results.map(({ view }) => fitting(view)));
  });

  describe.each(TOOL_PAGES)('$path', (tool) => {
    it('is empty, a free preview after a run, and paid after a card payment, all within the screen', async () => {
      const results = [];
      await page.goto(`${journey.url}/${tool.path}`);
      await page.getByRole('button', { name: tool.run }).waitFor();
      await page.getByText(/^Free Preview: \d+ uses? left$/).waitFor();
      await drawn(page);
      results.push(await fits(page, `${tool.path} empty`));

      expect(await runTool(page, tool)).toBe(200);
      const result = page.locator(`[data-result="${tool.result}"]`);
      await result.and(page.locator('[data-preview="true"]')).waitFor();
      await page.getByRole('button', { name: tool.unlock }).waitFor();
      results.push(await fits(page, `${tool.path} preview`));

      await page.getByRole('button', { name: tool.unlock }).click();
      await payInDialog(page, tool.api);
      await result.and(page.locator('[data-preview="false"]')).waitFor();
      await page.getByText(/^Paid Access: \d+ uses? left$/).waitFor();
      results.push(await fits(page, `${tool.path} paid`));
      expect(results).toEqual(results.map(({ view }) => fitting(view)));
    });
  });

  it('shows salary empty, with bad input, as a free preview and paid, benchmark and negotiation alike', async () => {
    const results = [];
    await page.goto(`${journey.url}/salary-benchmarker`);
    await page.getByRole('button', { name: 'Analyze Salary' }).waitFor();
    await page.getByText('Free Preview: 1 use left').waitFor();
    await drawn(page);
    results.push(await fits(page, 'salary empty'));

    const benchmark = page.getByRole('tabpanel', { name: 'Salary Benchmark' });
    await benchmark.getByLabel('Job Title').fill('x');
    await benchmark.getByRole('button', { name: 'Analyze Salary' }).click();
    await benchmark.getByText('Job title must be at least 2 characters').waitFor();
    results.push(await fits(page, 'salary bad input'));

    await benchmark.getByLabel('Job Title').fill('Software Engineer');
    await benchmark.getByLabel('Location').fill('San Francisco, CA');
    await benchmark.getByLabel('Industry').fill('Technology');
    await benchmark.getByLabel('Current Salary (optional)').fill('$150,000');
    await benchmark.getByRole('button', { name: 'Analyze Salary' }).click();
    await agreeToAiUsage(page);
    await page.locator('[data-figure="25th Percentile"][data-state="locked"]').waitFor();
    results.push(await fits(page, 'salary benchmark preview'));

    await page.getByRole('tab', { name: 'Negotiation Strategy' }).click();
    const negotiation = page.getByRole('tabpanel', { name: 'Negotiation Strategy' });
    await negotiation.getByLabel('Current Offer').fill('$150,000');
    await negotiation.getByLabel('Target Salary').fill('165,000');
    await negotiation.getByRole('button', { name: 'Generate Strategy' }).click();
    await agreeToAiUsage(page);
    await negotiation.getByRole('button', { name: 'Unlock full strategy' }).waitFor();
    results.push(await fits(page, 'salary negotiation preview'));

    await negotiation.getByRole('button', { name: 'Unlock full strategy' }).click();
    await payInDialog(page, '/api/salary/negotiate');
    await negotiation.getByRole('button', { name: 'Unlock full strategy' }).waitFor({ state: 'detached' });
    await page.getByText(/^Paid Access: \d+ uses? left$/).waitFor();
    results.push(await fits(page, 'salary negotiation paid'));

    await page.getByRole('tab', { name: 'Salary Benchmark' }).click();
    await page.getByRole('button', { name: 'Unlock 25th Percentile' }).click();
    await payInDialog(page, '/api/salary/benchmark');
    await page.locator('[data-figure="25th Percentile"][data-state="shown"]').waitFor();
    results.push(await fits(page, 'salary benchmark paid'));
    expect(results).toEqual(results.map(({ view }) => fitting(view)));
  });

  it('shows the profile with the payments and pricing once paid, and the profile when its data cannot load', async () => {
    const results = [];
    await page.goto(`${journey.url}/profile`);
    await drawn(page);
    await page.locator('tr[data-row-key]').nth(6).waitFor();
    results.push(await fits(page, 'paid profile'));
    await page.goto(`${journey.url}/pricing`);
    await drawn(page);
    results.push(await fits(page, 'paid pricing'));

    // The phone loses its connection: the account's calls fail.
    await page.route('**/api/user/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${journey.url}/profile`);
    await page.getByRole('button', { name: /retry|try again/i }).first().waitFor();
    results.push(await fits(page, 'profile offline'));
    await page.unroute('**/api/user/**');
    expect(results).toEqual(results.map(({ view }) => fitting(view)));
  });
});

describe('every tool page at 390 px after a failed run', () => {
  let failing: Product;

  beforeAll(async () => {
    // The front-end the global setup built; only the AI provider differs: it is down (a closed port).
    const launched = await startLauncher({ name: 'e2e-phone-provider-down', timeoutMs: 180_000, env: { SKIP_WEB_BUILD: '1', OPENAI_API_KEY: 'sk-e2e-provider-down', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    failing = Object.assign(launched, { url: `http://localhost:${launched.ports.gateway}` });
  }, 200_000);
  afterAll(() => failing?.stop());

  it('shows each tool’s failure in words, and salary’s, within the screen', async () => {
    const customer = await newCustomer(failing.url);
    const context = await journey.browser.newContext({ viewport: PHONE });
    try {
      const page = await signIn(context, customer, failing.url);
      const results = [];
      for (const tool of TOOL_PAGES) {
        await page.goto(`${failing.url}/${tool.path}`);
        await page.getByRole('button', { name: tool.run }).waitFor();
        expect(await runTool(page, tool)).toBe(502);
        await page.getByRole('alert').filter({ hasText: RUN_FAILED_MESSAGES[tool.path as AiToolKey] }).first().waitFor();
        results.push(await fits(page, `${tool.path} error`));
      }
      // Ghost job: a link that is no URL, refused by the form.
      await page.getByRole('tab', { name: 'Job URL' }).click();
      await page.getByRole('textbox', { name: 'Job URL' }).fill('not a link');
      await page.getByRole('button', { name: 'Detect Ghost Job' }).click();
      await page.getByText(GHOST_JOB_MESSAGES.invalidUrl).first().waitFor();
      results.push(await fits(page, 'ghost-job-detector bad url'));

      // Salary: the benchmark works from its data; the negotiation needs the provider.
      await page.goto(`${failing.url}/salary-benchmarker`);
      const benchmark = page.getByRole('tabpanel', { name: 'Salary Benchmark' });
      await benchmark.getByLabel('Job Title').fill('Software Engineer');
      await benchmark.getByLabel('Location').fill('Austin, TX');
      await benchmark.getByLabel('Industry').fill('Technology');
      await benchmark.getByRole('button', { name: 'Analyze Salary' }).click();
      await agreeToAiUsage(page);
      await page.locator('[data-figure="Median (50th)"]').waitFor();
      await page.getByRole('tab', { name: 'Negotiation Strategy' }).click();
      const negotiation = page.getByRole('tabpanel', { name: 'Negotiation Strategy' });
      await negotiation.getByLabel('Current Offer').fill('$95,000');
      await negotiation.getByLabel('Target Salary').fill('110,000');
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/salary/negotiate'));
      await negotiation.getByRole('button', { name: 'Generate Strategy' }).click();
      await agreeToAiUsage(page);
      expect((await answered).status()).toBeGreaterThanOrEqual(500);
      await page.locator('.ck-toast').filter({ hasText: SALARY_MESSAGES.generationFailed }).waitFor();
      results.push(await fits(page, 'salary negotiation error'));
      expect(results).toEqual(results.map(({ view }) => fitting(view)));
    } finally {
      await context.close();
    }
  });
});
