// The resume scanner, AI resume analysis and ghost job detector pages (spec part 1 §2, §4 'Run flow' and 'Results',
// §8 'Tool runs', §9), in Chromium against the product under the launcher: the tools service with its local AI,
// billing and the Stripe emulator. For each tool: the free runs give a preview with locked rows and none of what the
// server withheld; with the free uses gone the server refuses a run with 402 and the page opens the payment dialog with
// the tool's message; paying with 4242 4242 4242 4242 runs the tool again by itself and shows the full result.
import { USAGE_LIMIT_MESSAGES } from '@careerkit/contracts/billing';
import type { Page } from 'playwright-core';
import { agreeToAiUsage, registerNewUser, typeCard, useJourney } from '../journey';
import { snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const RESUME = `Jane Doe
jane.doe@example.com | (555) 123-4567 | Austin, TX | linkedin.com/in/janedoe

SUMMARY
Senior software engineer with 8 years building web platforms in TypeScript, React and Node.js.

EXPERIENCE
Senior Software Engineer, Acme Corp — Jan 2020 – Present
- Led a team of 5 engineers to rebuild the checkout in React and TypeScript, raising conversion by 18%.
- Cut API latency by 40% by moving hot paths to Redis caching and PostgreSQL query tuning.
- Introduced CI/CD with GitHub Actions and Docker, shipping 3x more releases per month.
Software Engineer, Globex — Jun 2016 – Dec 2019
- Built REST APIs in Node.js and Express serving 2M requests a day on AWS.
- Wrote unit and integration tests with Jest, raising coverage from 45% to 85%.
- Mentored 3 junior developers.

EDUCATION
B.S. Computer Science, University of Texas at Austin, 2016

SKILLS
TypeScript, JavaScript, React, Node.js, Express, PostgreSQL, MongoDB, Redis, AWS, Docker, Kubernetes, GraphQL, Jest, Git
`;

const JOB_POSTING = `Senior Software Engineer at Initech
We are always looking for rockstar talent to join our fast-paced team. Competitive salary. Apply now!
Responsibilities: various duties as assigned. Requirements: 5+ years of experience.`;

interface ToolCase {
  path: string;
  api: string;
  dialog: string;
  price: string;
  freeRuns: number;
  unlock: string;
  limitMessage: string;
  fill: () => Promise<void>;
  runButton: RegExp;
}

const CASES: ToolCase[] = [
  {
    path: 'resume-scanner',
    api: '/api/tools/resume-scanner',
    dialog: 'Resume Scanner — $4.99',
    price: '$4.99',
    freeRuns: 1,
    unlock: 'Unlock Full Scan',
    limitMessage: USAGE_LIMIT_MESSAGES['resume-scanner'],
    fill: () => page.getByLabel('Resume text').fill(RESUME),
    runButton: /Scan Resume/,
  },
  {
    path: 'resume-analysis',
    api: '/api/tools/resume-analysis',
    dialog: 'AI Resume Analysis — $9.99',
    price: '$9.99',
    freeRuns: 2,
    unlock: 'Unlock Full Analysis',
    limitMessage: 'Usage limit exceeded: 2/2 analyses used',
    fill: async () => {
      await page.getByLabel('Resume text').fill(RESUME);
      await page.getByLabel('Target role description').fill('Staff Software Engineer: TypeScript, React, Kubernetes, Terraform, system design, mentoring.');
    },
    runButton: /Analyze Resume/,
  },
  {
    path: 'ghost-job-detector',
    api: '/api/tools/ghost-job-detector',
    dialog: 'Ghost Job Detector — $2.99',
    price: '$2.99',
    freeRuns: 3,
    unlock: 'Unlock Full Report',
    limitMessage: USAGE_LIMIT_MESSAGES['ghost-job-detector'],
    fill: () => page.getByRole('textbox', { name: 'Job description', exact: true }).fill(JOB_POSTING),
    runButton: /Detect Ghost Job/,
  },
];

type Answer = { isPreview: boolean; hidden?: Record<string, number> } & Record<string, unknown>;

/** Clicks the tool's button, agrees to the AI disclaimer, and returns the tool's answer. */
async function run(tool: ToolCase): Promise<{ status: number; body: Answer }> {
  const answered = page.waitForResponse((response) => response.url().endsWith(tool.api) && response.request().method() === 'POST');
  await page.getByRole('button', { name: tool.runButton }).click();
  await agreeToAiUsage(page);
  const response = await answered;
  return { status: response.status(), body: (await response.json()) as Answer };
}

const dialogOf = (tool: ToolCase) => page.getByRole('dialog', { name: tool.dialog });

async function payWith4242(tool: ToolCase): Promise<void> {
  await typeCard(dialogOf(tool));
  await dialogOf(tool).getByRole('button', { name: `Pay ${tool.price}` }).click();
}

/** The server's own answer to a run with this session, outside the page. */
async function runThroughApi(tool: ToolCase, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await fetch(`${journey.url}${tool.api}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const lockedRows = () => page.locator('[data-locked]');

describe.each(CASES)('$path', (tool) => {
  it('gives a locked preview, asks for payment once the free uses are gone, and after 4242 runs again with the full result', async () => {
    await registerNewUser(journey);
    await page.goto(`${journey.url}/${tool.path}`);
    await page.getByRole('button', { name: tool.runButton }).waitFor();
    await tool.fill();
    await page.getByRole('checkbox').first().check();

    // The free runs: each a preview with its 'Unlock Full …' button and a locked row per withheld list.
    let preview: Answer | undefined;
    for (let free = 0; free < tool.freeRuns; free++) {
      const answer = await run(tool);
      expect(answer.status).toBe(200);
      expect(answer.body.isPreview).toBe(true);
      preview = answer.body;
      await page.getByRole('button', { name: tool.unlock }).waitFor();
    }
    const withheld = Object.entries(preview?.hidden ?? {}).filter(([, count]) => count > 0);
    await snap(page, `${tool.path}-preview`);
    for (const [, count] of withheld) await lockedRows().filter({ hasText: `${count} more` }).first().waitFor();
    expect(await lockedRows().count()).toBe(withheld.length);

    // The uses are gone: the server refuses with 402 and the tool's message, and the page opens the payment dialog.
    const refused = await runThroughApi(tool, tool.path === 'ghost-job-detector' ? { analysisMethod: 'description', jobDescription: JOB_POSTING, jobUrl: '', postingDate: null } : { resumeText: RESUME });
    expect(refused.status).toBe(402);
    await page.getByRole('button', { name: tool.runButton }).click();
    await agreeToAiUsage(page);
    await dialogOf(tool).getByRole('group', { name: 'Credit or debit card' }).waitFor();
    await page.getByText(tool.limitMessage).waitFor();
    await snap(page, `${tool.path}-payment-dialog`);

    // Paid: the dialog closes and the run starts again by itself after 1 s, now in full.
    const rerun = page.waitForResponse((response) => response.url().endsWith(tool.api) && response.request().method() === 'POST', { timeout: 30_000 });
    await payWith4242(tool);
    await page.locator('.ck-toast').filter({ hasText: 'Payment Successful' }).waitFor();
    const full = await rerun;
    expect(full.status()).toBe(200);
    expect(((await full.json()) as Answer).isPreview).toBe(false);
    await dialogOf(tool).waitFor({ state: 'detached' });
    await page.locator(`[data-result="${tool.path}"]`).waitFor();
    expect(await page.getByRole('button', { name: tool.unlock }).count()).toBe(0);
    expect(await lockedRows().count()).toBe(0);
    await page.getByText(tool.limitMessage).waitFor({ state: 'detached' });
    await snap(page, `${tool.path}-full`);
  });
});
