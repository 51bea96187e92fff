// The Ghost Job Detector page (spec part 1 §2, §4, §5, §8, §9) through its real HTTP calls to a local server: the
// form's messages, the date picker that refuses future days, the verdict, usage polled every 3 s, and a 402 that
// opens the payment dialog with the tool's message.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi } from '../../libs/web/test/support/api-server';
import { untilOnFakedClock } from '../../libs/web/test/support/faked-clock';
import { renderInKit } from '../../libs/web/test/support/render';
import { queryClient } from '@careerkit/web/providers';
import ToolsApp from '../src/app';
import { GHOST_JOB_MESSAGES } from '@careerkit/contracts/tools';
import { isFutureDay } from '../src/features/ghost-job-detector/page';
import { freeUsage, ghostAnswer, TOOL_CONFIGS } from './scanner-analysis-ghost-answers';
import { paidUsage } from '../../libs/web/test/support/tool-configs';
import { findDialog } from '../../libs/web/test/support/find-dialog';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const CONSENT = 'Please confirm that you understand this is AI-generated analysis.';
const LIMIT_MESSAGE = "You've reached your free usage limit. Upgrade to continue detecting ghost jobs and protect your job search.";

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: TOOL_CONFIGS });
  api.on('GET /api/usage/ghost-job-detector', { body: freeUsage(3) });
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

const detections = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/tools/ghost-job-detector');
const detect = () => user.click(screen.getByRole('button', { name: /Detect Ghost Job/ }));

async function openPage() {
  renderInKit(<ToolsApp />, { route: '/ghost-job-detector' });
  await screen.findByRole('button', { name: /Detect Ghost Job/ });
}

it("asks for a description and for consent with the spec's messages, and clears the consent message when ticked", async () => {
  await openPage();
  await detect();
  expect(await screen.findByText(GHOST_JOB_MESSAGES.descriptionRequired)).toBeTruthy();
  expect(screen.getByText(CONSENT)).toBeTruthy();

  await user.click(screen.getByRole('checkbox'));
  expect(screen.queryByText(CONSENT)).toBeNull();
  expect(detections()).toHaveLength(0);
});

it('asks for a URL, then a valid one, in the Job URL tab', async () => {
  await openPage();
  await user.click(screen.getByRole('tab', { name: 'Job URL' }));
  await user.click(screen.getByRole('checkbox'));
  await detect();
  expect(await screen.findByText(GHOST_JOB_MESSAGES.urlRequired)).toBeTruthy();

  await user.type(screen.getByRole('textbox', { name: 'Job URL' }), 'not a url');
  await detect();
  expect(await screen.findByText(GHOST_JOB_MESSAGES.invalidUrl)).toBeTruthy();
  expect(detections()).toHaveLength(0);
});

it('refuses future posting dates and allows today', () => {
  const today = new Date();
  const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
  expect(isFutureDay(today)).toBe(false);
  expect(isFutureDay(tomorrow)).toBe(true);
});

it('sends the URL analysis and shows the verdict, posting age and signals', async () => {
  api.on('POST /api/tools/ghost-job-detector', { body: ghostAnswer() });
  await openPage();
  await user.click(screen.getByRole('tab', { name: 'Job URL' }));
  await user.type(screen.getByRole('textbox', { name: 'Job URL' }), 'https://jobs.example.com/123');
  await user.click(screen.getByRole('checkbox'));
  await detect();
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));

  expect(await screen.findByText('Likely Ghost Job')).toBeTruthy();
  expect(JSON.parse(detections()[0].body)).toEqual({ analysisMethod: 'url', jobDescription: '', jobUrl: 'https://jobs.example.com/123', postingDate: null });
  // Confidence reads as a percent (spec part 1 §4), not a score out of 100.
  expect(screen.getByText('78%')).toBeTruthy();
  expect(screen.queryByText('78/100')).toBeNull();
  // …and says what the percentage means: a ghost verdict's is a score of stale-posting signs, not odds
  expect(screen.getByTestId('confidence-meaning').textContent).toMatch(/^78% says how strongly the stale-posting signs .* no labelled data backs it as odds\.$/);
  expect(screen.getByText('Open 95 days')).toBeTruthy();
  expect(screen.getByText('Reposted every 30 days')).toBeTruthy();
  expect(screen.getByText('Vague duties')).toBeTruthy();
  expect(screen.getByRole('button', { name: /Copy All/ })).toBeTruthy();
});

it('draws a preview as sent: the first findings, and locked counts of the rest of the red flags, indicators and link patterns', async () => {
  api.on('POST /api/tools/ghost-job-detector', {
    body: {
      ...ghostAnswer(true),
      urlAnalysis: { credibilityScore: 5, domain: 'bit.ly', platform: 'Link shortener', suspiciousPatterns: [] },
      redFlags: ['Vague duties', 'No pay range given'],
      legitimacyIndicators: ['Salary range stated'],
      hidden: { redFlags: 4, legitimacyIndicators: 0, suspiciousPatterns: 2 },
    },
  });
  await openPage();
  await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'Rockstar wanted, always hiring.');
  await user.click(screen.getByRole('checkbox'));
  await detect();
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));

  expect(await screen.findByText('Likely Ghost Job')).toBeTruthy();
  expect(screen.getByText('No pay range given')).toBeTruthy();
  expect(document.querySelector('[data-locked="red flags"]')?.textContent).toContain('4 more red flags');
  expect(document.querySelector('[data-locked="suspicious patterns"]')?.textContent).toContain('2 more suspicious patterns');
  expect(document.querySelector('[data-locked="legitimacy indicators"]')).toBeNull();
  expect(screen.getByRole('button', { name: /Unlock Full Report/ })).toBeTruthy();
  expect(screen.getByText('Free preview: part of the report is locked')).toBeTruthy();
});

it('does not claim a locked part when the preview left nothing out', async () => {
  api.on('POST /api/tools/ghost-job-detector', { body: { ...ghostAnswer(true), hidden: { redFlags: 0, legitimacyIndicators: 0, suspiciousPatterns: 0 } } });
  await openPage();
  await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'Rockstar wanted, always hiring.');
  await user.click(screen.getByRole('checkbox'));
  await detect();
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));

  expect(await screen.findByText('Free preview: this report is shown in full')).toBeTruthy();
  expect(screen.queryByText(/is locked/)).toBeNull();
  expect(screen.getByText('This is a free preview. Upgrade to get 5 complete generations per purchase.')).toBeTruthy();
});

it('polls the usage every 3 s', async () => {
  const reads = () => api.calls.filter((call) => call.path === '/api/usage/ghost-job-detector').length;
  // The page reads its usage through the query client: whether a read is under way is known at once, on the page's side.
  const reading = () => queryClient.isFetching({ queryKey: ['/api/usage', 'ghost-job-detector'] });
  // On the faked clock from the first render, so the poll's timer is one the test moves.
  jest.useFakeTimers();
  try {
    renderInKit(<ToolsApp />, { route: '/ghost-job-detector' });
    // Settled: the page shown and its first reads answered. How many reads that took is not the point (on a busy
    // machine the page's code may load after the first answer, and its mount reads again); the poll counts from here.
    await untilOnFakedClock(() => screen.queryByRole('button', { name: /Detect Ghost Job/ }) && reads() >= 1 && reading() === 0);
    const settled = reads();

    act(() => jest.advanceTimersByTime(2_999));
    expect(reading()).toBe(0);
    expect(reads()).toBe(settled);
    act(() => jest.advanceTimersByTime(1));
    expect(reading()).toBe(1);
    await untilOnFakedClock(() => reads() === settled + 1 && reading() === 0);

    act(() => jest.advanceTimersByTime(3_000));
    await untilOnFakedClock(() => reads() === settled + 2 && reading() === 0);
  } finally {
    jest.useRealTimers();
  }
});

it("tells a paid user whose uses are spent that they reached their usage limit, not a free one", async () => {
  api.on('GET /api/usage/ghost-job-detector', { body: paidUsage(15, 15) });
  // A paid user may always try (spec part 1 §4); billing answers 402, here with the tool's free-limit words.
  api.on('POST /api/tools/ghost-job-detector', { status: 402, body: { message: LIMIT_MESSAGE, usageInfo: { used: 15, limit: 15 } } });
  await openPage();
  await user.type(screen.getByLabelText('Job description'), 'Senior engineer, remote');
  await user.click(screen.getByRole('checkbox'));
  await detect();
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));

  expect(await findDialog('Ghost Job Detector — $2.99')).toBeTruthy();
  expect(screen.getByText("You've reached your usage limit for this tool. Purchase more uses to continue.")).toBeTruthy();
  expect(screen.queryByText(LIMIT_MESSAGE)).toBeNull();
});

it("opens the payment dialog with the tool's message on a 402", async () => {
  api.on('POST /api/tools/ghost-job-detector', { status: 402, body: { message: LIMIT_MESSAGE } });
  await openPage();
  await user.type(screen.getByLabelText('Job description'), 'Senior engineer, remote');
  await user.click(screen.getByRole('checkbox'));
  await detect();
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));

  expect(await findDialog('Ghost Job Detector — $2.99')).toBeTruthy();
  expect(screen.getByText(LIMIT_MESSAGE)).toBeTruthy();
});

it('says what the percentage of a scam verdict means: the share of labelled ads scoring like it that were fake', async () => {
  api.on('POST /api/tools/ghost-job-detector', {
    body: { ...ghostAnswer(), classification: 'Ghost Job — likely scam', confidence: 84, reasoning: 'From the posting text: Ghost Job — likely scam with 84% confidence.' },
  });
  await openPage();
  await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'Data entry clerk');
  await user.click(screen.getByRole('checkbox'));
  await detect();
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));
  expect(await screen.findByText('Ghost Job — likely scam')).toBeTruthy();
  expect(screen.getByTestId('confidence-meaning').textContent).toBe(
    '84% means about 84 in 100 ads that scored like this one were fake in our labelled set of real and fake ads from one job site (about a third of them fake; among all job ads fakes are rarer).',
  );
});
