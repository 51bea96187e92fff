// The Runs view and the dashboard's failure figures: runs from the tools service's history, filtered by tool, outcome,
// user and time, failures with their error class and never a user's input or output; the failure rate per tool over
// the last 24 h and System Health from the services' health checks and those rates.
import { AdminRunsResponse, AdminStats } from '@careerkit/contracts/platform';
import { startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
let operator: Account;
let user: Account;
const HOUR_MS = 3_600_000;

/** A run as the tools service records it (services/tools/src/data/tool-runs.ts). */
const recordRun = (id: string, userId: string, toolName: string, status: 'completed' | 'failed', hoursAgo: number, failure: string | null = null) =>
  t.tools.db.collection('tool_usage').insertOne({
    _id: id as never,
    userId,
    toolName,
    inputData: { jobDescription: 'secret posting text' },
    outputData: status === 'completed' ? { coverLetter: 'secret letter' } : null,
    status,
    reservationId: `r-${id}`,
    isPreview: true,
    engine: 'local',
    failure,
    createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    updatedAt: new Date(),
  });

beforeAll(async () => {
  t = await startPlatform();
  operator = await t.operator();
  user = await t.signUp('ada.lovelace@example.com');
  await recordRun('ghost-failed-now', user.id, 'ghost-job-detector', 'failed', 1, 'timeout');
  await recordRun('ghost-done-now', user.id, 'ghost-job-detector', 'completed', 2);
  await recordRun('ghost-done-2', operator.id, 'ghost-job-detector', 'completed', 3);
  await recordRun('ghost-done-3', operator.id, 'ghost-job-detector', 'completed', 4);
  await recordRun('letter-failed-old', operator.id, 'cover-letter-writer', 'failed', 48, 'upstream');
  await recordRun('letter-done-now', operator.id, 'cover-letter-writer', 'completed', 1);
});
afterAll(() => t.stop());

const runs = async (query: Record<string, string> = {}) =>
  AdminRunsResponse.parse((await t.api.get('/api/admin/runs').query(query).set(operator.auth).expect(200)).body).runs;

it('lists failed runs by default, newest first, with their error class and never the input or output', async () => {
  const res = await t.api.get('/api/admin/runs').set(operator.auth).expect(200);
  expect(res.body.runs).toEqual([
    {
      id: 'ghost-failed-now',
      toolName: 'ghost-job-detector',
      userId: user.id,
      userEmail: user.email,
      outcome: 'failed',
      errorClass: 'timeout',
      reason: 'Timed out: the AI engine did not answer in time',
      isPreview: true,
      engine: 'local',
      createdAt: expect.any(String),
    },
    {
      id: 'letter-failed-old',
      toolName: 'cover-letter-writer',
      userId: operator.id,
      userEmail: operator.email,
      outcome: 'failed',
      errorClass: 'upstream',
      reason: 'The AI provider failed',
      isPreview: true,
      engine: 'local',
      createdAt: expect.any(String),
    },
  ]);
  expect(JSON.stringify(res.body)).not.toMatch(/secret/);
});

it('filters by tool, outcome, user and time', async () => {
  expect((await runs({ tool: 'cover-letter-writer' })).map((r) => r.id)).toEqual(['letter-failed-old']);
  expect((await runs({ outcome: 'completed', tool: 'ghost-job-detector' })).map((r) => r.id)).toEqual(['ghost-done-now', 'ghost-done-2', 'ghost-done-3']);
  expect((await runs({ outcome: 'completed', user: user.id })).map((r) => r.id)).toEqual(['ghost-done-now']);
  expect((await runs({ since: new Date(Date.now() - 24 * HOUR_MS).toISOString() })).map((r) => r.id)).toEqual(['ghost-failed-now']);
  expect((await runs({ until: new Date(Date.now() - 24 * HOUR_MS).toISOString() })).map((r) => r.id)).toEqual(['letter-failed-old']);
  expect(await runs({ user: 'someone-else' })).toEqual([]);
  // The user as the operator knows them: the e-mail in any case, or the short id the admin area shows.
  expect((await runs({ outcome: 'completed', user: user.email.toUpperCase() })).map((r) => r.id)).toEqual(['ghost-done-now']);
  expect((await runs({ outcome: 'completed', user: ` ${user.id.slice(0, 8)} ` })).map((r) => r.id)).toEqual(['ghost-done-now']);
  // Part of an e-mail or a too-short id start names nobody: the filter never widens to other users' runs.
  expect(await runs({ outcome: 'completed', user: 'lovelace' })).toEqual([]);
  expect(await runs({ outcome: 'completed', user: user.id.slice(0, 3) })).toEqual([]);
  expect(await runs({ user: '.*' })).toEqual([]);
  expect((await runs({ outcome: 'completed', limit: '2' })).length).toBe(2);
});

it('refuses filters that are not what they claim to be with 400, and operator objects match nothing special', async () => {
  for (const query of ['outcome=exploded', 'since=yesterday', 'limit=0', 'limit=1000', 'tool=a&tool=b', `user=${'x'.repeat(201)}`]) {
    const res = await t.api.get(`/api/admin/runs?${query}`).set(operator.auth);
    expect([query, res.status]).toEqual([query, 400]);
    expect(res.body.message).toEqual(expect.any(String));
  }
  // A query operator in the brackets is not a filter: the answer is the unfiltered list of failures.
  expect((await runs({ 'user[$ne]': 'x' })).map((r) => r.id)).toEqual(['ghost-failed-now', 'letter-failed-old']);
});

it('says why a run failed in the same words for every service, and ours with the log reference', async () => {
  await t.tools.db.collection('tool_usage').insertOne({ _id: 'letter-broke' as never, userId: user.id, toolName: 'cover-letter-writer', status: 'failed', failure: 'internal', isPreview: false, createdAt: new Date() });
  await t.tools.db.collection('tool_usage').insertOne({ _id: 'letter-bad-json' as never, userId: user.id, toolName: 'cover-letter-writer', status: 'failed', failure: 'invalid_output', isPreview: false, createdAt: new Date(Date.now() - 1000) });
  try {
    const reasons = Object.fromEntries((await runs({ user: user.email })).map((r) => [r.id, r.reason]));
    expect(reasons).toEqual({
      'letter-broke': 'Our error — log reference runId letter-broke',
      'letter-bad-json': 'The AI provider answered invalid output',
      'ghost-failed-now': 'Timed out: the AI engine did not answer in time',
    });
  } finally {
    await t.tools.db.collection('tool_usage').deleteMany({ _id: { $in: ['letter-broke', 'letter-bad-json'] as never[] } });
  }
});

it("refuses the Runs view to a user (403) and to a visitor (401), so no one reads another user's runs", async () => {
  expect((await t.api.get('/api/admin/runs').query({ user: user.id }).set(user.auth).expect(403)).body.runs).toBeUndefined();
  await t.api.get('/api/admin/runs').expect(401);
});

it('shows each tool’s failure rate over the last 24 h, and System Health from services up and those failures', async () => {
  const stats = AdminStats.parse((await t.api.get('/api/admin/stats').set(operator.auth).expect(200)).body);
  expect(stats.usageStats).toEqual(
    expect.arrayContaining([
      { toolName: 'ghost-job-detector', count: 3, revenue: 0, recentRuns: 4, recentFailed: 1, failureRate: 0.25 },
      // The failure two days ago is outside the window.
      { toolName: 'cover-letter-writer', count: 1, revenue: 0, recentRuns: 1, recentFailed: 0, failureRate: 0 },
    ]),
  );
  expect(stats.systemHealth.services).toEqual([
    { name: 'platform', up: true },
    { name: 'identity', up: true },
    { name: 'billing', up: true },
    { name: 'tools', up: true },
  ]);
  // Every service up; 1 of 5 recent runs failed.
  expect(stats.systemHealth).toMatchObject({ percent: 80, recentRuns: 5, recentFailed: 1 });
});

it('counts a service whose health check does not answer as down in System Health', async () => {
  const down = await startPlatform({}, { urls: { tools: 'http://127.0.0.1:9' } });
  try {
    const admin = await down.operator();
    const stats = AdminStats.parse((await down.api.get('/api/admin/stats').set(admin.auth).expect(200)).body);
    expect(stats.systemHealth.services).toContainEqual({ name: 'tools', up: false });
    expect(stats.systemHealth.percent).toBe(75);
  } finally {
    await down.stop();
  }
});
