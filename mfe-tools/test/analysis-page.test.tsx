// The AI Resume Analysis page (spec part 1 §2, §4, §5, §8, §9) through its real HTTP calls to a local server: the
// consent message, the usage badge and price, eight tiles coloured 85/70/55, a preview with locked rows and nothing
// the server withheld, and a 402 that opens the payment dialog with the counted message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUN_FAILED_MESSAGES } from '@careerkit/contracts/tools';
import { serveApi } from '../../libs/web/test/support/api-server';
import { renderInKit } from '../../libs/web/test/support/render';
import ToolsApp from '../src/app';
// Loaded up front: the app imports the page lazily, and its first load under jest (about 2 s) would eat a find's 3 s.
import '../src/features/resume-analysis/page';
import { analysisPreview, freeUsage, TOOL_CONFIGS } from './scanner-analysis-ghost-answers';
import { paidUsage } from '../../libs/web/test/support/tool-configs';
import { findDialog } from '../../libs/web/test/support/find-dialog';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const CONSENT = 'Please confirm you understand this tool uses AI before proceeding.';

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/usage/resume-analysis', { body: freeUsage(2, 1) });
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

const analyses = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/tools/resume-analysis');

async function openPage() {
  renderInKit(<ToolsApp />, { route: '/resume-analysis' });
  await screen.findByRole('button', { name: /^Analyze Resume/ });
}

async function analyze({ role = '' } = {}) {
  await user.type(screen.getByLabelText('Resume text'), 'Jane Doe, engineer');
  if (role) await user.type(screen.getByLabelText('Target role description'), role);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /^Analyze Resume/ }));
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));
}

const tone = (label: string) => (document.querySelector(`[data-score="${label}"]`) as HTMLElement).dataset.tone;

it("shows the price, the purchase note and the 'Free Preview' badge with used/limit", async () => {
  await openPage();
  expect(screen.getByText('10 analyses ($9.99)')).toBeTruthy();
  const badge = await screen.findByText('Free Preview');
  expect(within(badge.closest('[data-usage-badge]') as HTMLElement).getByText('1/2 used')).toBeTruthy();
});

it("shows the spec's 'Analyze Resume ($9.99)' only when the next run is to be paid for, never while free uses remain", async () => {
  await openPage();
  expect(await screen.findByRole('button', { name: 'Analyze Resume (Free Preview)' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Analyze Resume ($9.99)' })).toBeNull();
});

it("shows 'Analyze Resume ($9.99)' once the free uses are spent", async () => {
  api.on('GET /api/usage/resume-analysis', { body: freeUsage(2, 2) });
  await openPage();
  expect(await screen.findByRole('button', { name: 'Analyze Resume ($9.99)' })).toBeTruthy();
});

it('shows no price to a paid user with uses left', async () => {
  api.on('GET /api/usage/resume-analysis', { body: paidUsage(10, 3) });
  await openPage();
  expect(await screen.findByRole('button', { name: 'Analyze Resume' })).toBeTruthy();
});

it("asks for AI consent with the spec's message, clears it when ticked, and sends nothing meanwhile", async () => {
  await openPage();
  await user.type(screen.getByLabelText('Resume text'), 'Jane Doe');
  await user.click(screen.getByRole('button', { name: /^Analyze Resume/ }));
  expect(await screen.findByText(CONSENT)).toBeTruthy();

  await user.click(screen.getByRole('checkbox'));
  expect(screen.queryByText(CONSENT)).toBeNull();
  expect(analyses()).toHaveLength(0);
});

it('shows eight tiles coloured 85/70/55 and a preview with "N more …" locked rows and nothing withheld', async () => {
  api.on('POST /api/tools/resume-analysis', { body: analysisPreview() });
  await openPage();
  await analyze({ role: 'Staff engineer' });

  await screen.findByText('Hiring strength 6');
  expect(JSON.parse(analyses()[0].body)).toEqual({ resumeText: 'Jane Doe, engineer', jobDescription: 'Staff engineer' });
  expect([tone('Overall'), tone('ATS'), tone('Skill Depth'), tone('Career Growth'), tone('Job Match')]).toEqual(['green', 'blue', 'yellow', 'red', 'none']);
  expect(screen.getByRole('button', { name: 'Unlock Full Analysis' })).toBeTruthy();
  const locks = [...document.querySelectorAll('[data-locked]')].map((row) => row.textContent);
  expect(locks).toEqual([
    expect.stringContaining('5 more lines of evidence'),
    expect.stringContaining('2 more strengths'),
    expect.stringContaining('3 more concerns'),
    expect.stringContaining('7 more missing keywords'),
    expect.stringContaining('1 more recommendations'),
  ]);
  expect(screen.queryByText('Hiring strength 7')).toBeNull();
  // Each score shows what it rests on.
  expect(screen.getByText('0 of 4 bullets quantify a result').closest('[data-score]')?.getAttribute('data-score')).toBe('Results');
});

it('sends no jobDescription when the target role is left empty', async () => {
  api.on('POST /api/tools/resume-analysis', { body: analysisPreview() });
  await openPage();
  await analyze();
  await screen.findByText('Hiring strength 1');
  expect(JSON.parse(analyses()[0].body)).toEqual({ resumeText: 'Jane Doe, engineer' });
});

it('opens the payment dialog on a 402 with "Usage limit exceeded: used/limit analyses used"', async () => {
  api.on('POST /api/tools/resume-analysis', { status: 402, body: { message: 'Usage limit exceeded: 2/2 analyses used', usageInfo: { used: 2, limit: 2 } } });
  await openPage();
  await analyze();

  expect(await findDialog('AI Resume Analysis — $9.99')).toBeTruthy();
  expect(screen.getByText('Usage limit exceeded: 2/2 analyses used')).toBeTruthy();
});

it("shows the spec's failure message for other errors", async () => {
  api.on('POST /api/tools/resume-analysis', { status: 500, body: { message: 'boom' } });
  await openPage();
  await analyze();
  expect(await screen.findByText(RUN_FAILED_MESSAGES['resume-analysis'])).toBeTruthy();
});

it('opens the payment dialog instead of running when the usage says no uses are left (§4 run flow, step 3)', async () => {
  api.on('GET /api/usage/resume-analysis', { body: freeUsage(2, 2) });
  await openPage();
  await screen.findByText('2/2 used');
  await analyze();

  expect(await findDialog('AI Resume Analysis — $9.99')).toBeTruthy();
  expect(screen.getByText('Usage limit exceeded: 2/2 analyses used')).toBeTruthy();
  expect(analyses()).toHaveLength(0);
});
