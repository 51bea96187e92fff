// The Salary Benchmarker page (spec part 2 §2, §4, §5, §7, §8) through its real HTTP calls to a local server:
// form messages and when they are checked, 'Data Limited' against figures a preview locks, the confidence badge, title
// suggestions, the negotiation tab before any benchmark, its form kept across tabs and run again after a payment, and
// the one retry of a benchmark after 1 s on a 5xx.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveApi, type ApiCall } from '../../libs/web/test/support/api-server';
import { heldAnswer, untilOnFakedClock } from '../../libs/web/test/support/faked-clock';
import { renderInKit } from '../../libs/web/test/support/render';
import { toastsShown } from '../../libs/web/test/support/toasts';
import { findDialog } from '../../libs/web/test/support/find-dialog';
import SalaryApp from '../src/app';
import { BENCHMARK_RETRY_MS } from '../src/features/benchmark/api/run-benchmark';
import { confidenceLevel } from '../src/features/benchmark/components/confidence-badge';
import { benchmarkAnswer, previewAnswer, SALARY_TOOL_CONFIGS, strategyAnswer } from './salary-answers';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const usage = { used: 0, limit: 1, hasPayment: false, source: 'free_preview' };

beforeEach(() => {
  // No pause between keystrokes: the page, not the typing speed, is under test.
  user = userEvent.setup({ delay: null });
  api.signIn();
  api.on('GET /api/tool-configs', { body: SALARY_TOOL_CONFIGS });
  api.on('GET /api/usage/salary-benchmark', { body: usage });
  api.on('GET /api/usage/salary-negotiation', { body: usage });
  // Billing cannot be reached: enough for the payment dialog to open and say so.
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

const sent = (path: string) => api.calls.filter((call) => call.method === 'POST' && call.path === path);
const bodyOf = (call: ApiCall) => JSON.parse(call.body) as Record<string, unknown>;

async function openPage() {
  renderInKit(<SalaryApp />, { route: '/salary-benchmarker' });
  await screen.findByRole('button', { name: 'Analyze Salary' });
}

function benchmarkPanel() {
  return within(screen.getByRole('tabpanel', { name: 'Salary Benchmark' }));
}
function negotiationPanel() {
  return within(screen.getByRole('tabpanel', { name: 'Negotiation Strategy' }));
}

/** Part 1 §1: every run asks for the AI agreement first; the run starts once the user agrees. */
async function agree() {
  await user.click(await screen.findByRole('button', { name: 'I Understand & Agree' }));
}

async function runBenchmark({ jobTitle = 'Software Engineer', currentSalary = '' } = {}) {
  const panel = benchmarkPanel();
  await user.type(panel.getByLabelText('Job Title'), jobTitle);
  await user.type(panel.getByLabelText('Location'), 'Austin, TX');
  await user.type(panel.getByLabelText('Industry'), 'Technology');
  if (currentSalary) await user.type(panel.getByLabelText('Current Salary (optional)'), currentSalary);
  await user.click(panel.getByRole('button', { name: 'Analyze Salary' }));
  await agree();
}

/** The negotiation tab, opened after a benchmark (answered as the test set up) has shown its result. */
async function negotiationAfterBenchmark() {
  await openPage();
  await runBenchmark();
  await screen.findByText('Software Developers', { selector: 'h4' });
  await user.click(screen.getByRole('tab', { name: 'Negotiation Strategy' }));
  return negotiationPanel();
}

/** The figure card with this title: what it shows and whether it is locked. */
function figure(title: string) {
  const card = document.querySelector(`[data-figure="${title}"]`) as HTMLElement;
  return { text: card.textContent, state: card.dataset.state, card };
}

describe('validation', () => {
  it("shows the spec's messages for a benchmark without job title, location or industry, and sends nothing", async () => {
    await openPage();
    await user.type(benchmarkPanel().getByLabelText('Location'), 'A');
    await user.click(screen.getByRole('button', { name: 'Analyze Salary' }));

    expect(await screen.findByText('Job title must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Location must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Industry must be at least 2 characters')).toBeTruthy();
    expect(sent('/api/salary/benchmark')).toHaveLength(0);
  });

  it('checks on submit, then again as the user types: a message goes once its field is long enough', async () => {
    await openPage();
    const panel = benchmarkPanel();
    await user.type(panel.getByLabelText('Location'), 'A');
    expect(screen.queryByText('Location must be at least 2 characters')).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Analyze Salary' }));
    expect(await screen.findByText('Location must be at least 2 characters')).toBeTruthy();
    expect(panel.getByLabelText('Location').getAttribute('aria-invalid')).toBe('true');

    await user.type(panel.getByLabelText('Location'), 'B');
    await waitFor(() => expect(screen.queryByText('Location must be at least 2 characters')).toBeNull());
    expect(panel.getByLabelText('Location').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Job title must be at least 2 characters')).toBeTruthy();
    expect(sent('/api/salary/benchmark')).toHaveLength(0);
  });

  it('sends the benchmark with its defaults (mid, medium, bachelor, hybrid) and the current salary as digits', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    await openPage();
    await runBenchmark({ currentSalary: '$85,000' });

    await screen.findByText('Software Developers', { selector: 'h4' });
    expect(bodyOf(sent('/api/salary/benchmark')[0])).toEqual({
      jobTitle: 'Software Engineer',
      location: 'Austin, TX',
      industry: 'Technology',
      experienceLevel: 'mid',
      companySize: 'medium',
      education: 'bachelor',
      remoteWork: 'hybrid',
      currentSalary: 85000,
    });
  });

  it("shows the negotiation form's messages for a missing offer, target and job title", async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    const panel = await negotiationAfterBenchmark();
    await user.clear(panel.getByLabelText('Job Title'));
    await user.click(panel.getByRole('button', { name: 'Generate Strategy' }));

    expect(await screen.findByText('Current offer is required')).toBeTruthy();
    expect(screen.getByText('Target salary is required')).toBeTruthy();
    expect(screen.getByText('Job title is required')).toBeTruthy();
    expect(sent('/api/salary/negotiate')).toHaveLength(0);
  });
});

describe('the AI agreement', () => {
  it('asks before every run and sends nothing until the user agrees; Cancel runs nothing', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    await openPage();
    const panel = benchmarkPanel();
    await user.type(panel.getByLabelText('Job Title'), 'Software Engineer');
    await user.type(panel.getByLabelText('Location'), 'Austin, TX');
    await user.type(panel.getByLabelText('Industry'), 'Technology');
    await user.click(panel.getByRole('button', { name: 'Analyze Salary' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Usage Agreement' });
    expect(within(dialog).getByText(/salary benchmarks/)).toBeTruthy();
    expect(sent('/api/salary/benchmark')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(panel.getByRole('button', { name: 'Analyze Salary' }));
    await agree();
    await screen.findByText('Software Developers', { selector: 'h4' });
    expect(sent('/api/salary/benchmark')).toHaveLength(1);

    // A second run asks again.
    await user.click(panel.getByRole('button', { name: 'Analyze Salary' }));
    await screen.findByRole('dialog', { name: 'AI Usage Agreement' });
    expect(sent('/api/salary/benchmark')).toHaveLength(1);
  });
});

describe('the benchmark result', () => {
  it("shows each figure in USD without decimals, and 'Data Limited' for a figure the statistics lack", async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer({ p25: null, p75: 150_250.4 }) });
    await openPage();
    await runBenchmark();

    await screen.findByText('Software Developers', { selector: 'h4' });
    expect(figure('25th Percentile')).toMatchObject({ state: 'limited', text: '25th PercentileData Limited' });
    expect(figure('Median (50th)').text).toBe('Median (50th)$121,500');
    expect(figure('75th Percentile').text).toBe('75th Percentile$150,250');
    expect(within(figure('25th Percentile').card).queryByRole('button', { name: /Unlock/ })).toBeNull();
    expect(screen.queryByText('LOCKED')).toBeNull();
  });

  it("shows the figures a free preview withholds as LOCKED, not 'Data Limited', and unlocking opens the payment dialog", async () => {
    api.on('POST /api/salary/benchmark', { body: previewAnswer() });
    await openPage();
    await runBenchmark();

    await screen.findByText('Upgrade to see the 25th and 75th percentiles of your salary range.');
    expect(figure('25th Percentile').state).toBe('locked');
    expect(figure('75th Percentile').state).toBe('locked');
    expect(figure('25th Percentile').text).toContain('LOCKED');
    expect(screen.queryByText('Data Limited')).toBeNull();
    expect(figure('Median (50th)').text).toBe('Median (50th)$121,500');

    await user.click(screen.getByRole('button', { name: 'Unlock 75th Percentile' }));
    expect(await findDialog('Salary Benchmark — $3.99')).toBeTruthy();
  });

  it('labels each modelled adjustment as a model and a published index as such', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    await openPage();
    await runBenchmark();

    await screen.findByText('Software Developers', { selector: 'h4' });
    const experience = document.querySelector('[data-factor="experienceLevel"]') as HTMLElement;
    const location = document.querySelector('[data-factor="location"]') as HTMLElement;
    expect(experience.textContent).toContain('Experience: Senior (6-10 years)+12%CareerKit model');
    expect(location.textContent).toContain('Published price parity');
    expect(location.textContent).not.toContain('CareerKit model');
  });

  it('plots the range with the current salary marked, described in words', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    await openPage();
    await runBenchmark({ currentSalary: '160000' });
    await screen.findByText('Software Developers', { selector: 'h4' });

    expect(
      await screen.findByRole('img', {
        name: 'Salary range: 25th percentile $98,000, median $121,500, 75th percentile $150,250. Your salary $160,000 is above the 75th percentile.',
      }),
    ).toBeTruthy();
  });

  it('says Analysis Complete! and refreshes the usage after a run', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    await openPage();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/usage/salary-benchmark')).toBe(true));
    const before = api.calls.filter((call) => call.path === '/api/usage/salary-benchmark').length;
    await runBenchmark();

    await waitFor(() => expect(toastsShown()[0]?.title).toBe('Analysis Complete!'));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/usage/salary-benchmark').length).toBe(before + 1));
  });
});

describe('the confidence badge', () => {
  it.each([
    [100, 'High'],
    [80, 'High'],
    [79, 'Medium'],
    [60, 'Medium'],
    [59, 'Low'],
    [0, 'Low'],
  ])('reads %i as %s', (overall, level) => {
    expect(confidenceLevel(overall)).toBe(level);
  });

  it.each([
    [80, 'High Confidence (80%)'],
    [60, 'Medium Confidence (60%)'],
    [59, 'Low Confidence (59%)'],
  ])('shows a benchmark of confidence %i as "%s"', async (overall, text) => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer({ confidence: { overall, match: 1, data: 1, modelledFactors: 0 } }) });
    await openPage();
    await runBenchmark();

    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('a title that names no occupation', () => {
  it("shows 'Job Title Not Found' with up to 3 suggestions, and one click re-runs the benchmark with it", async () => {
    api.on('POST /api/salary/benchmark', (call) =>
      bodyOf(call).jobTitle === 'Data Scientists'
        ? { body: benchmarkAnswer({ matchedRole: 'Data Scientists' }) }
        : { body: { message: 'Job Title Not Found', suggestions: ['Data Scientists', 'Database Architects', 'Statisticians'] } },
    );
    await openPage();
    await runBenchmark({ jobTitle: 'Data Wizard' });

    expect(await screen.findByText('Job Title Not Found')).toBeTruthy();
    expect(screen.getByText('Try one of these similar roles:')).toBeTruthy();
    const alert = screen.getByText('Job Title Not Found').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getAllByRole('button').map((button) => button.textContent)).toEqual(['Data Scientists', 'Database Architects', 'Statisticians']);

    await user.click(screen.getByRole('button', { name: 'Data Scientists' }));
    await agree();

    expect(await screen.findByText('Data Scientists', { selector: 'h4' })).toBeTruthy();
    expect(sent('/api/salary/benchmark').map((call) => bodyOf(call).jobTitle)).toEqual(['Data Wizard', 'Data Scientists']);
    expect(screen.queryByText('Job Title Not Found')).toBeNull();
  });
});

describe('the negotiation tab', () => {
  it("shows 'Market Data Required' until a benchmark exists, with a button back to the benchmark tab", async () => {
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Negotiation Strategy' }));

    const panel = negotiationPanel();
    expect(panel.getByText('Market Data Required')).toBeTruthy();
    expect(panel.getByText('Please run salary benchmark first to get market data for negotiation')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Generate Strategy' })).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Run Salary Benchmark' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Salary Benchmark' }).getAttribute('aria-selected')).toBe('true'));
  });

  it("sends amounts as digits (invalid → 0), leverage points split on commas and the benchmark's figures", async () => {
    api.on('POST /api/salary/benchmark', { body: previewAnswer() });
    api.on('POST /api/salary/negotiate', { body: strategyAnswer() });
    const panel = await negotiationAfterBenchmark();
    await user.type(panel.getByLabelText('Current Offer'), '$95,000');
    await user.type(panel.getByLabelText('Target Salary'), 'lots');
    await user.type(panel.getByLabelText('Leverage Points (optional, comma-separated)'), ' competing offer, ,AWS certified ,');
    await user.type(panel.getByLabelText('Years of Experience (optional)'), '7 years');
    await user.click(panel.getByRole('button', { name: 'Generate Strategy' }));
    await agree();

    await waitFor(() => expect(toastsShown()[0]?.title).toBe('Strategy Generated!'));
    expect(bodyOf(sent('/api/salary/negotiate')[0])).toEqual({
      jobTitle: 'Software Engineer',
      currentOffer: { baseSalary: 95000, bonus: 0, equity: '' },
      targetSalary: 0,
      marketData: { p25: null, p50: 121500, p75: null },
      yearsExperience: 7,
      skills: ['competing offer', 'AWS certified'],
      negotiationStyle: 'collaborative',
    });
    expect(await screen.findByText('Market median is $121,500')).toBeTruthy();
    expect(screen.getByText('$130,000')).toBeTruthy();
  });

  it('keeps what was typed in the negotiation form while the benchmark tab is shown', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    const panel = await negotiationAfterBenchmark();
    await user.type(panel.getByLabelText('Current Offer'), '95000');
    await user.click(screen.getByRole('tab', { name: 'Salary Benchmark' }));
    await user.click(screen.getByRole('tab', { name: 'Negotiation Strategy' }));

    expect((negotiationPanel().getByLabelText('Current Offer') as HTMLInputElement).value).toBe('95000');
    expect((negotiationPanel().getByLabelText('Job Title') as HTMLInputElement).value).toBe('Software Engineer');
  });

  it('runs the strategy again, as the form now reads, once the payment unlocks it', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    api.on('POST /api/salary/negotiate', { body: strategyAnswer({ isPreview: true, upgradeMessage: 'Upgrade to get the full email script.' }) });
    // Already paid: the dialog proceeds without a card form.
    api.on('POST /api/payments/create-intent', { body: { clientSecret: null, alreadyPaid: true, message: 'You already have access to this tool.', amount: 7.99 } });
    const panel = await negotiationAfterBenchmark();
    await user.type(panel.getByLabelText('Current Offer'), '95000');
    await user.type(panel.getByLabelText('Target Salary'), '110000');
    await user.click(panel.getByRole('button', { name: 'Generate Strategy' }));
    await agree();
    await screen.findByText('Upgrade to get the full email script.');

    await user.clear(panel.getByLabelText('Target Salary'));
    await user.type(panel.getByLabelText('Target Salary'), '120000');
    await user.click(screen.getByRole('button', { name: 'Unlock full strategy' }));

    await waitFor(() => expect(sent('/api/salary/negotiate')).toHaveLength(2));
    expect(bodyOf(sent('/api/salary/negotiate')[1])).toMatchObject({ currentOffer: { baseSalary: 95000 }, targetSalary: 120000, jobTitle: 'Software Engineer' });
  });

  it('opens the payment dialog when the answer speaks of an exceeded limit, even without a 402', async () => {
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    api.on('POST /api/salary/negotiate', { status: 403, body: { error: 'limit', message: 'Usage limit exceeded - upgrade needed' } });
    const panel = await negotiationAfterBenchmark();
    await user.type(panel.getByLabelText('Current Offer'), '95000');
    await user.type(panel.getByLabelText('Target Salary'), '110000');
    await user.click(panel.getByRole('button', { name: 'Generate Strategy' }));
    await agree();

    expect(await findDialog('Salary Negotiation — $7.99')).toBeTruthy();
    expect(toastsShown().map((toast) => toast.title)).not.toContain('Generation Failed');
  });
});

describe('the one retry of a benchmark', () => {
  it('tries once more after 1 s when the first answer is a 5xx, and shows the second answer', async () => {
    const arrivals: number[] = [];
    api.on('POST /api/salary/benchmark', () =>
      arrivals.push(Date.now()) === 1 ? { status: 503, body: { error: 'unavailable', message: 'Try later' } } : { body: benchmarkAnswer() },
    );
    await openPage();
    await runBenchmark();

    await screen.findByText('Software Developers', { selector: 'h4' });
    expect(sent('/api/salary/benchmark')).toHaveLength(2);
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(BENCHMARK_RETRY_MS - 20);
    await waitFor(() => expect(toastsShown()[0]?.title).toBe('Analysis Complete!'));
  });

  it('gives up after the one retry and says Analysis Failed', async () => {
    api.on('POST /api/salary/benchmark', { status: 500, body: { error: 'internal', message: 'The salary data is unavailable.' } });
    await openPage();
    await runBenchmark();

    await waitFor(() => expect(toastsShown()[0]?.title).toBe('Analysis Failed'));
    expect(sent('/api/salary/benchmark')).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    // Held until the clock is faked: a retry's pause would run on it.
    const refusal = heldAnswer({ status: 400, body: { error: 'validation', message: 'Location must be at least 2 characters' } });
    api.on('POST /api/salary/benchmark', refusal.answer);
    await openPage();
    await runBenchmark();
    await waitFor(() => expect(sent('/api/salary/benchmark')).toHaveLength(1));

    jest.useFakeTimers();
    try {
      refusal.release();
      await untilOnFakedClock(() => toastsShown().length > 0);
      expect(toastsShown()[0]).toEqual({ title: 'Analysis Failed', description: 'Location must be at least 2 characters' });
      // Well past the retry's 1 s, the page has sent nothing more.
      const requests = jest.spyOn(globalThis, 'fetch');
      await act(async () => {
        jest.advanceTimersByTime(BENCHMARK_RETRY_MS * 5);
      });
      expect(requests.mock.calls.filter(([input]) => String(input).endsWith('/api/salary/benchmark'))).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
    expect(sent('/api/salary/benchmark')).toHaveLength(1);
  });
});

describe('after an expired session', () => {
  it('keeps the benchmark form when a run answers 401, and fills it in again (choices only among those offered) once signed in again', async () => {
    api.on('POST /api/salary/benchmark', { status: 401, body: { error: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
    await openPage();
    await user.selectOptions(benchmarkPanel().getByRole('combobox', { name: 'Experience Level' }), 'senior');
    await runBenchmark({ currentSalary: '85000' });
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please sign in again.');
    const [key] = Object.keys(sessionStorage);
    expect(key).toBe('careerkit:draft:u-1:salary-benchmark');
    sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), remoteWork: 'moon' }));

    // Signed in again: the page loads afresh.
    cleanup();
    api.signIn();
    api.on('POST /api/salary/benchmark', { body: benchmarkAnswer() });
    await openPage();
    await waitFor(() => expect((benchmarkPanel().getByLabelText('Job Title') as HTMLInputElement).value).toBe('Software Engineer'));
    await user.click(benchmarkPanel().getByRole('button', { name: 'Analyze Salary' }));
    await agree();
    await waitFor(() => expect(sent('/api/salary/benchmark')).toHaveLength(2));
    expect(bodyOf(sent('/api/salary/benchmark')[1])).toEqual({
      jobTitle: 'Software Engineer',
      location: 'Austin, TX',
      industry: 'Technology',
      experienceLevel: 'senior',
      companySize: 'medium',
      education: 'bachelor',
      remoteWork: 'hybrid',
      currentSalary: 85000,
    });
  });
});
