// Money a customer can follow and an operator can explain (issue 45), in Chromium against the product under the
// launcher. A customer buys; the operator finds the payment in Users by the reference as the customer's profile shows
// it ('…' and all) and refunds it; the customer then has the e-mail in the outbox, the entry in their history and a
// thank-you link that says the payment was refunded. The same for a goodwill credit. Then every tool page at a phone's
// width (390 px) in its states (empty, free preview, paid, a failed run) never scrolls sideways, and the cover letter
// preview and the ghost job result are saved as screenshots to be looked at (CAREERKIT_PHONE_SHOTS or a temp folder).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { agreeToAiUsage, payWithTestCard, submitSignIn, useJourney } from '../journey';
import { animationsSettled, callApi, OPERATOR } from '../product';

const journey = useJourney();
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.CAREERKIT_PHONE_SHOTS ?? join(tmpdir(), `careerkit-money-notices-${process.pid}`);
const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());
const api = (token: string, method: string, path: string, body?: object) => callApi(journey.url, token, method, path, body);

/** A new customer through the API: their e-mail, password and token. */
async function newCustomer(prefix: string): Promise<{ email: string; password: string; token: string; id: string }> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const account = { email: `${username}@example.com`, password: 'secret12' };
  const registered = await fetch(`${journey.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, username }) });
  expect(registered.status).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  return { ...account, token, id: user.id };
}

/** Buys a tool's uses as the payment dialog would; the PaymentIntent's id. */
async function buy(token: string, toolName: string): Promise<string> {
  const intent = await api(token, 'POST', '/api/payments/create-intent', { toolName });
  expect(intent.status).toBe(200);
  const id = (intent.body.clientSecret as string).split('_secret_')[0];
  await payWithTestCard(journey, id);
  expect((await api(token, 'POST', '/api/payments/confirm', { paymentIntentId: id })).status).toBe(200);
  return id;
}

/** The mails the outbox holds for `to` (the launcher's platform writes them under the data folder). */
function mailsTo(to: string): { subject: string; text: string }[] {
  const outbox = join(journey.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.includes(to))
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { subject: string; text: string });
}

async function signedIn(context: BrowserContext, account: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await submitSignIn({ ...journey, context, page }, account.email, account.password);
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  return page;
}

async function openUsersTab(page: Page, search: string): Promise<void> {
  await page.goto(`${journey.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Users' }).click();
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.fill(search);
  await box.press('Enter');
}

it('refunds a payment found by the reference the customer sees, and the customer gets the notice, the history entry and a refunded thank-you page; the same for a credit', async () => {
  const customer = await newCustomer('refund');
  const paymentIntentId = await buy(customer.token, 'cover-letter-writer');

  // The reference as the customer's profile shows it.
  const customerContext = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const operatorContext = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const customerPage = await signedIn(customerContext, customer);
    await customerPage.goto(`${journey.url}/profile`);
    const shown = (await customerPage.locator('tr[data-row-key] code').first().textContent())!.trim();
    expect(shown).toBe(`…${paymentIntentId.slice(-8)}`);

    // The operator pastes it as read out, in another case: Users finds the customer; their payments show the same reference.
    const operatorPage = await signedIn(operatorContext, OPERATOR);
    await openUsersTab(operatorPage, shown.toLowerCase());
    await operatorPage.getByRole('button', { name: `Payments and credit of ${customer.email}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Payments and credit: ${customer.email}` });
    await dialog.getByText(shown, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: `Refund payment ${shown}` }).click();
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    await operatorPage.locator('.ck-toast').filter({ hasText: 'Payment refunded' }).waitFor();

    // A goodwill credit from the same dialog, with a reason that stays in the audit log.
    await dialog.getByRole('combobox', { name: 'Tool to credit' }).click();
    await operatorPage.getByTitle('Resume Scanner', { exact: true }).click();
    await dialog.getByTitle('Resume Scanner', { exact: true }).waitFor();
    await dialog.getByRole('spinbutton', { name: 'Uses to grant' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ticket 4411');
    await dialog.getByRole('button', { name: 'Grant uses' }).click();
    await operatorPage.locator('.ck-toast').filter({ hasText: 'Uses granted' }).waitFor();
    await operatorPage.keyboard.press('Escape');

    // The audit log reads as plain lines, by the customer's e-mail.
    await operatorPage.getByRole('tab', { name: 'Audit Log' }).click();
    const log = operatorPage.getByRole('region', { name: 'Audit log' });
    await log.getByText(`Refunded $0.99 to ${customer.email} (Cover Letter Writer, payment ${shown}); 5 uses withdrawn`).waitFor();
    await log.getByText(`Granted 2 uses of Resume Scanner to ${customer.email} — reason: Ticket 4411`).waitFor();

    // The customer: the history entries, the e-mails, and the thank-you link of the refunded payment.
    await customerPage.reload();
    const history = customerPage.getByRole('region', { name: 'Refunds and credits' });
    await history.getByText(`Refunded $0.99 on ${today()}`).waitFor();
    await history.getByText('2 uses of Resume Scanner added by support').waitFor();
    expect(mailsTo(customer.email).map((mail) => mail.subject).sort()).toEqual(['2 uses of Resume Scanner added to your account', 'Your refund of $0.99']);
    await customerPage.goto(`${journey.url}/payment-success?payment_intent=${paymentIntentId}`);
    await customerPage.getByText('This payment was refunded').waitFor();
    expect(await customerPage.getByText('Payment Successful!').count()).toBe(0);
    mkdirSync(SHOTS, { recursive: true });
    await customerPage.screenshot({ path: join(SHOTS, 'refunded-thank-you.png') });
  } finally {
    await customerContext.close();
    await operatorContext.close();
  }
});

/** Whether the page is wider than the screen: the one thing a phone user cannot fix by scrolling down. */
async function sideways(page: Page): Promise<string | null> {
  await animationsSettled(page);
  return page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth ? `${location.pathname}: ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen` : null,
  );
}

const COVER = { job: 'Senior Software Engineer at Harbor Lane: build checkout services in TypeScript and React on AWS, with Redis and PostgreSQL.' };
const POSTING = `Senior Software Engineer at Initech
We are always looking for rockstar talent to join our fast-paced team. Competitive salary. Apply now!
Responsibilities: various duties as assigned. Requirements: 5+ years of experience.`;
const RESUME = `Jane Doe
jane.doe@example.com | Austin, TX
EXPERIENCE
Senior Software Engineer, Acme Corp — Jan 2020 – Present
- Led a team of 5 engineers to rebuild the checkout in React and TypeScript, raising conversion by 18%.
- Cut API latency by 40% by moving hot paths to Redis caching.
SKILLS
TypeScript, React, Node.js, PostgreSQL, AWS, Docker`;

const LETTER_PREVIEW = {
  coverLetter: `Dear Harbor Lane Hiring Team,\n\nI am applying for the Senior Software Engineer position: I rebuilt Acme Corp's checkout in React and TypeScript with a team of five, raising conversion by 18%, and your checkout services on AWS ask for exactly that.\n\nAt Acme Corp I cut API latency by 40% by moving hot paths to Redis caching, which is the kind of work your PostgreSQL and Redis stack calls for.`,
  hidden: { paragraphs: 2 },
  isPreview: true,
  upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.',
};

interface PhonePage {
  path: string;
  api?: string;
  fill?: (page: Page) => Promise<void>;
  run?: RegExp;
  /** The result the run shows, to wait for. */
  result?: string;
}

const PAGES: PhonePage[] = [
  {
    path: '/cover-letter-writer',
    api: '/api/tools/cover-letter',
    fill: async (page) => {
      await page.getByLabel('Job Description').fill(COVER.job);
      // A whole résumé: the writer asks for more instead of writing from two sentences.
      await page.getByLabel('Your Experience').fill(RESUME);
    },
    run: /Generate Cover Letter/,
    result: '[data-result="cover-letter"][data-preview]',
  },
  { path: '/linkedin-optimizer' },
  { path: '/resume-scanner', api: '/api/tools/resume-scanner', fill: (page) => page.getByLabel('Resume text').fill(RESUME), run: /Scan Resume/, result: '[data-section]' },
  { path: '/resume-analysis', api: '/api/tools/resume-analysis', fill: (page) => page.getByLabel('Resume text').fill(RESUME), run: /Analyze Resume/, result: '[data-section]' },
  {
    path: '/ghost-job-detector',
    api: '/api/tools/ghost-job-detector',
    fill: (page) => page.getByRole('textbox', { name: 'Job description', exact: true }).fill(POSTING),
    run: /Detect Ghost Job/,
    result: '[data-result="ghost-job-detector"]',
  },
  { path: '/salary-benchmarker' },
  { path: '/profile' },
  { path: '/pricing' },
];

/** Runs the page's tool once (consent, the AI agreement), and waits for what it shows. */
async function runTool(page: Page, tool: PhonePage): Promise<number> {
  await tool.fill!(page);
  const consent = page.getByRole('checkbox', { name: /understand/i }).first();
  if (!(await consent.isChecked())) await consent.check();
  const answered = page.waitForResponse((response) => response.url().endsWith(tool.api!) && response.request().method() === 'POST');
  await page.getByRole('button', { name: tool.run! }).click();
  await agreeToAiUsage(page);
  return (await answered).status();
}

it('shows every page at 390 px, empty, as a free preview, paid and after a failed run, without sideways scrolling', async () => {
  const customer = await newCustomer('phone');
  const context = await journey.browser.newContext({ viewport: PHONE });
  const problems: string[] = [];
  mkdirSync(SHOTS, { recursive: true });
  try {
    const page = await signedIn(context, customer);
    for (const tool of PAGES) {
      await page.goto(`${journey.url}${tool.path}`);
      await page.locator('main').first().waitFor();
      await page.locator('.ck-spinner, .ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' }).catch(() => undefined);
      problems.push(...[await sideways(page)].filter((p): p is string => p !== null).map((p) => `empty ${p}`));
      if (!tool.api) continue;

      // A failed run first (it spends no use): the AI provider's failure, as the tools service answers it.
      await page.route(`**${tool.api}`, (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'tool_run_failed', message: 'We could not finish this run right now. Please try again in a moment.' }) }));
      expect(await runTool(page, tool)).toBe(502);
      problems.push(...[await sideways(page)].filter((p): p is string => p !== null).map((p) => `error ${p}`));
      await page.unroute(`**${tool.api}`);

      // A free preview. The cover letter's is the shape the server sends (the opening, a count of the paragraphs held
      // back): the local writer may answer 'what to add' instead for a short résumé, which has no preview to lay out.
      if (tool.path === '/cover-letter-writer')
        await page.route(`**${tool.api}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(LETTER_PREVIEW) }));
      expect(await runTool(page, tool)).toBe(200);
      await page.unroute(`**${tool.api}`);
      await page.locator(tool.result!).first().waitFor();
      problems.push(...[await sideways(page)].filter((p): p is string => p !== null).map((p) => `preview ${p}`));
      const name = tool.path.slice(1);
      if (name === 'cover-letter-writer' || name === 'ghost-job-detector') await page.screenshot({ path: join(SHOTS, `${name}-preview-390.png`), fullPage: true });
    }

    // Paid: uses bought, the cover letter and the ghost report in full.
    await buy(customer.token, 'cover-letter-writer');
    await buy(customer.token, 'ghost-job-detector');
    for (const tool of PAGES.filter((p) => p.path === '/cover-letter-writer' || p.path === '/ghost-job-detector')) {
      await page.goto(`${journey.url}${tool.path}`);
      await page.getByText(/Paid Access/).first().waitFor();
      expect(await runTool(page, tool)).toBe(200);
      // The letter in full, or what to add when the résumé gives too little: either is the paid page's result.
      await page.locator(tool.result!.replace('[data-preview]', '')).first().waitFor();
      problems.push(...[await sideways(page)].filter((p): p is string => p !== null).map((p) => `paid ${p}`));
      await page.screenshot({ path: join(SHOTS, `${tool.path.slice(1)}-paid-390.png`), fullPage: true });
    }
    // The ghost result's head: the job title is on screen, not behind Copy All.
    const head = page.locator('[data-result="ghost-job-detector"] .ant-card-head').first();
    const [title, copy] = await Promise.all([head.locator('.ant-card-head-title').boundingBox(), head.getByRole('button', { name: /Copy All/ }).boundingBox()]);
    expect(title!.y + title!.height <= copy!.y || title!.x + title!.width <= copy!.x).toBe(true);
  } finally {
    await context.close();
  }
  console.log(`money-notices screenshots: ${SHOTS}`);
  expect(problems).toEqual([]);
});
