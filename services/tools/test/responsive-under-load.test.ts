// The engine works off the service's event loop: inputs at the size limit that are slow for the local engine, sent
// to every tool at once, while /healthz is asked again and again and another user uploads a résumé. Every health
// answer comes within the 200 ms, the upload is answered while the runs are still working, and each run either
// finishes (its use spent) or fails with the tool's message at the time box (its use refunded). The service runs in
// its own process on the real billing (mongo-lite), as in production, and its time is measured inside that process
// (service-time.ts): the time it waited for a core is the machine's, not the service's.
import { RUN_FAILED_MESSAGES, type AiToolKey } from '@careerkit/contracts/tools';
import request from 'supertest';
import { newUserId, startBilling, type BillingUnderTest } from '../../billing/test/start-billing';
import { makeDocx, RICH_RESUME } from './fixtures';
import type { ServiceTime } from './service-time';
import { NO_ANSWER_AFTER_MS, startToolsProcess, type ToolsProcess } from './tools-process';

/** The time box these runs get: short, so the slow ones are stopped within the test; the default is 20 s. */
const TIME_BOX_MS = 4_000;
/**
 * Issue 22: every health answer within 200 ms while the runs work. Asserted on the service's own time (service-time.ts):
 * its event loop's longest delay and each health answer, in its main thread's CPU time. A round trip seen from the
 * test also holds the machine's share (100–400 ms at load 20 on 2 cores, most of it waiting for a core): it is
 * printed, not asserted.
 */
const HEALTH_CEILING_MS = 200;

let billing: BillingUnderTest;
let tools: ToolsProcess;
let api: ReturnType<typeof request>;
/**
 * A second service with the default time box, for the second test: the first one's stopped runs leave workers
 * reloading the engine, and another user's run there must be answered however busy the machine is.
 */
let roomy: ToolsProcess;
beforeAll(async () => {
  billing = await startBilling();
  tools = await startToolsProcess({ ...billing.serviceEnv(), ENGINE_RUN_TIMEOUT_MS: String(TIME_BOX_MS) });
  api = request(tools.url);
});
beforeAll(async () => {
  roomy = await startToolsProcess(billing.serviceEnv());
});
afterAll(async () => {
  await roomy?.stop();
  await tools?.stop();
  await billing?.stop();
});

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** One "word" with no space or line break at all. */
const noBreak = (length: number) => fill('a', process.env.SMALL ? 30 : length);
/** Thousands of one-word headings, one per line. */
const headings = (length: number) => fill('EXPERIENCE\nSKILLS\nEDUCATION\n', process.env.SMALL ? 30 : length);
/** Thousands of bullets full of repeated skill words. */
const skillBullets = (length: number) => fill('- Python, Java, Excel, Kubernetes, SQL, leadership, Python, Python\n', process.env.SMALL ? 30 : length);
/**
 * Two words with a run of spaces between: what takes today's engine longest (seconds of CPU at 50,000 characters,
 * its section patterns backtrack over the run), so an engine run on the event loop would hold it for seconds.
 */
const spaceRun = (length: number) => `x${' '.repeat((process.env.SMALL ? 30 : length) - 2)}y`;
/**
 * One letter a line: since white space is bounded before the engine reads it (libs/ai text.ts), the shape that costs
 * it most, a few hundred ms of CPU at 50,000 characters, so an engine run on the event loop still holds it past 200 ms.
 */
const letterLines = (length: number) => fill('a\n', process.env.SMALL ? 30 : length);

/** Each tool at its fields' limits: 50,000 characters where the contract allows them (20,000 per posting or profile). */
const RUNS: Array<{ tool: AiToolKey; path: string; body: object }> = [
  { tool: 'resume-scanner', path: '/api/tools/resume-scanner', body: { resumeText: noBreak(50_000) } },
  { tool: 'resume-scanner', path: '/api/tools/resume-scanner', body: { resumeText: spaceRun(50_000) } },
  { tool: 'resume-analysis', path: '/api/tools/resume-analysis', body: { resumeText: headings(50_000), jobDescription: skillBullets(20_000) } },
  { tool: 'resume-analysis', path: '/api/tools/resume-analysis', body: { resumeText: spaceRun(50_000), jobDescription: spaceRun(20_000) } },
  { tool: 'resume-scanner', path: '/api/tools/resume-scanner', body: { resumeText: letterLines(50_000) } },
  { tool: 'resume-analysis', path: '/api/tools/resume-analysis', body: { resumeText: letterLines(50_000), jobDescription: letterLines(20_000) } },
  {
    tool: 'cover-letter-writer',
    path: '/api/tools/cover-letter',
    body: { mode: 'detailed', jobDescription: noBreak(20_000), userExperience: noBreak(20_000), keyAchievements: skillBullets(5_000), specificSkills: noBreak(5_000) },
  },
  {
    tool: 'cover-letter-writer',
    path: '/api/tools/cover-letter',
    body: { mode: 'detailed', jobDescription: spaceRun(20_000), userExperience: spaceRun(20_000), keyAchievements: spaceRun(5_000), specificSkills: spaceRun(5_000) },
  },
  { tool: 'linkedin-optimizer', path: '/api/tools/linkedin', body: { currentProfile: noBreak(20_000), targetRole: 'Engineer' } },
  { tool: 'linkedin-optimizer', path: '/api/tools/linkedin', body: { currentProfile: spaceRun(20_000), targetRole: 'Engineer' } },
  { tool: 'ghost-job-detector', path: '/api/tools/ghost-job-detector', body: { analysisMethod: 'description', jobDescription: noBreak(20_000) } },
  { tool: 'ghost-job-detector', path: '/api/tools/ghost-job-detector', body: { analysisMethod: 'description', jobDescription: spaceRun(20_000) } },
];

it('answers /healthz within 200 ms of its own time and an upload in between while every tool works on slow inputs; each run finishes or is refunded', async () => {
  // Every route and the token keys loaded first, with small inputs (whatever they answer).
  for (const { path, body } of RUNS.filter((run, i) => RUNS.findIndex((other) => other.path === run.path) === i)) {
    const warm = newUserId('warm');
    const small = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' && value.length > 200 ? 'Jane Doe, engineer' : value]));
    await api.post(path).set(await billing.auth(warm)).send(small);
  }

  const users = RUNS.map(() => newUserId('slow'));
  const headers = await Promise.all(users.map((user) => billing.auth(user)));
  const uploader = newUserId('uploader');
  const uploaderHeaders = await billing.auth(uploader);
  await tools.startMeasuring();
  let working = true;
  const runs = Promise.all(RUNS.map(({ path, body }, i) => api.post(path).set(headers[i]).send(body))).finally(() => {
    working = false;
  });

  // Another user's upload, answered while the runs are still working.
  const upload = api
    .post('/api/upload/resume')
    .set(uploaderHeaders)
    .attach('file', makeDocx(['Jane Doe', 'Staff Engineer']), { filename: 'resume.docx', contentType: 'application/octet-stream' })
    .then((res) => ({ status: res.status, whileWorking: working }));

  const roundTrips: number[] = [];
  let service: ServiceTime;
  while (working) {
    const started = performance.now();
    const status = await fetch(`${tools.url}/healthz`, { signal: AbortSignal.timeout(NO_ANSWER_AFTER_MS) }).then(
      async (res) => (await res.text(), res.status),
      () => 'no answer',
    );
    roundTrips.push(performance.now() - started);
    expect(status).toBe(200);
    // Checked as it goes: a loop held for seconds fails here, not at the end of every run.
    service = await tools.measured();
    expect(Math.max(...service.healthAnswersMs)).toBeLessThanOrEqual(HEALTH_CEILING_MS);
    expect(service.loopDelayMaxMs).toBeLessThanOrEqual(HEALTH_CEILING_MS);
    // A poll, not a flood: the test's own requests would otherwise keep the service's thread busy.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const answers = await runs;
  expect(await upload).toEqual({ status: 200, whileWorking: true });
  service = await tools.measured();

  expect(roundTrips.length).toBeGreaterThan(10);
  expect(service.healthAnswersMs).toHaveLength(roundTrips.length);
  expect(Math.max(...service.healthAnswersMs)).toBeLessThanOrEqual(HEALTH_CEILING_MS);
  expect(service.loopDelayMaxMs).toBeLessThanOrEqual(HEALTH_CEILING_MS);

  const outcomes: string[] = [];
  for (const [i, res] of answers.entries()) {
    const { tool } = RUNS[i];
    const usage = await billing.usageOf(users[i], tool);
    if (res.status === 200) {
      expect(usage.used).toBe(1);
    } else {
      expect([res.status, res.body]).toEqual([504, { error: 'tool_run_failed', message: RUN_FAILED_MESSAGES[tool] }]);
      expect(usage.used).toBe(0);
    }
    outcomes.push(`${tool} ${res.status}`);
  }
  // Which runs the time box stopped depends on the engine's speed; the outcomes and times are kept for the output.
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.info(
    [
      `runs: ${outcomes.join(', ')}`,
      `health answers: ${roundTrips.length}, slowest ${ms(Math.max(...service.healthAnswersMs))} in the service, ${ms(Math.max(...roundTrips))} round trip`,
      `event loop's longest delay: ${ms(service.loopDelayMaxMs)} of the service's own, ${ms(service.loopDelayWallMaxMs)} by the wall clock`,
    ].join('\n'),
  );
});

it('answers another user’s run while one user’s slow runs work, and refunds those the time box stops', async () => {
  const api = request(roomy.url);
  const heavy = newUserId('heavy');
  const heavyHeaders = await billing.auth(heavy);
  // One user's three slow runs (their free uses: two analyses and a scan), more than the service has workers.
  const slowRuns = [
    { tool: 'resume-analysis', path: '/api/tools/resume-analysis' },
    { tool: 'resume-analysis', path: '/api/tools/resume-analysis' },
    { tool: 'resume-scanner', path: '/api/tools/resume-scanner' },
  ] as const;
  const heavyRuns = Promise.all(
    slowRuns.map(({ path }) =>
      api
        .post(path)
        .set(heavyHeaders)
        .send({ resumeText: noBreak(50_000) }),
    ),
  );
  const other = newUserId('other');
  const otherRun = await api.post('/api/tools/resume-scanner').set(await billing.auth(other)).send({ resumeText: RICH_RESUME });
  expect(otherRun.status).toBe(200);
  // The engine is linear on these inputs now, so the heavy runs may all be done by then; that one user's runs wait
  // for their share of the workers is shown without timing in engine-lanes.test.ts.

  for (const [i, res] of (await heavyRuns).entries()) {
    const { tool } = slowRuns[i];
    if (res.status !== 200) expect([res.status, res.body.message]).toEqual([504, RUN_FAILED_MESSAGES[tool]]);
  }
  const spent = (await heavyRuns).filter((res) => res.status === 200);
  const used = (await billing.usageOf(heavy, 'resume-analysis')).used + (await billing.usageOf(heavy, 'resume-scanner')).used;
  expect(used).toBe(spent.length);
});
