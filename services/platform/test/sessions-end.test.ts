// Sessions end at once at the services too (issue 47 item 6): once a session is ended (sign out everywhere, or a sign-out
// of one device), or the account is deactivated or deleted, its token is refused on every route that writes at billing, tools and salary
// reached directly, past the gateway — on the very next request, right after the same token wrote there, so no
// answer a service kept from that write can let the token through. Every such route comes from the route map, so a
// route added later is checked too. The real identity, billing (on the Stripe emulator), tools and salary on mongo-lite.
import { AUTH_MESSAGES, STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { routes } from '@careerkit/contracts/routes';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import request from 'supertest';
import { JOB_DESCRIPTION, RICH_RESUME } from '../../tools/test/fixtures';
import { INTERNAL_KEY, startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;

beforeAll(async () => {
  t = await startPlatform({}, { salary: true });
}, 60_000);
afterAll(() => t.stop());

const SERVICES = ['billing', 'tools', 'salary'] as const;
/** Every route at billing, tools and salary that writes on a signed-in user's behalf: a checkout, a run, an upload. */
const WRITES = Object.entries(routes).filter(([, r]) => (SERVICES as readonly string[]).includes(r.service) && r.access === 'user' && r.method !== 'GET');
const urlOf = (service: string) => ({ billing: t.billing.billing.url, tools: t.tools.url, salary: t.salary!.url })[service]!;

/** One write that succeeds at each service: a checkout opened, a tool run and a salary run, each spending or holding money. */
async function writeEverywhere(user: Account) {
  await request(urlOf('billing')).post(routes.createIntent.path).set(user.auth).send({ toolName: 'resume-analysis' }).expect(200);
  await request(urlOf('tools')).post(routes.coverLetter.path).set(user.auth).send({ jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME }).expect(200);
  await request(urlOf('salary'))
    .post(routes.salaryBenchmark.path)
    .set(user.auth)
    .send({ jobTitle: 'Software Engineer', location: 'San Francisco, CA', industry: 'Other', experienceLevel: 'mid' })
    .expect(200);
}

/** What the user holds at the services: checkouts opened, uses held or spent, runs and uploads recorded. */
async function holdings(userId: string) {
  const records = (service: { db: { collection(name: string): { find(filter: object): { toArray(): Promise<unknown[]> } } } }, collection: string) =>
    service.db.collection(collection).find({ userId }).toArray();
  return {
    payments: await records(t.billing.billing, 'payments'),
    uses: await records(t.billing.billing, 'user_tool_limits'),
    reservations: await records(t.billing.billing, 'reservations'),
    toolRuns: (await records(t.tools, 'tool_usage')).length,
    uploads: (await records(t.tools, 'file_uploads')).length,
    salaryRuns: (await records(t.salary!, 'tool_usage')).length,
  };
}

/** Each write route with the old token, at once: the status and message of each answer. */
async function everyWriteWith(user: Account) {
  const answers: [string, number, string][] = [];
  for (const [name, route] of WRITES) {
    const res = await request(urlOf(route.service)).post(route.path).set(user.auth).send({ toolName: 'resume-analysis', paymentIntentId: 'pi_123' });
    answers.push([name, res.status, res.body.message]);
  }
  return answers;
}

it('checks every write route of billing, tools and salary', () => {
  expect(WRITES.map(([name]) => name)).toEqual(
    expect.arrayContaining(['createIntent', 'confirmPayment', 'coverLetter', 'linkedin', 'resumeScanner', 'resumeAnalysis', 'ghostJob', 'uploadResume', 'salaryBenchmark', 'salaryNegotiate']),
  );
});

it('a signed-out token (sign out everywhere) is refused with 401 at once on every write route, and nothing is spent', async () => {
  const user = await t.signUp('signed-out-at-once@example.com');
  await writeEverywhere(user);
  const before = await holdings(user.id);

  await t.identityApi.post(routes.signOutEverywhere.path).set(user.auth).expect(200);

  expect(await everyWriteWith(user)).toEqual(WRITES.map(([name]) => [name, 401, AUTH_MESSAGES.sessionExpired]));
  expect(await holdings(user.id)).toEqual(before);
});

it("a token signed out on its own device is refused with 401 at once on every write route, nothing is spent, and the account's other device writes on", async () => {
  const user = await t.signUp('signed-out-one-device@example.com');
  const otherDevice = await t.signUp('signed-out-one-device@example.com'); // registered already: a second sign-in
  expect(otherDevice.token).not.toBe(user.token);
  await writeEverywhere(user);
  const before = await holdings(user.id);

  await t.identityApi.post(routes.signOut.path).set(user.auth).expect(200);

  expect(await everyWriteWith(user)).toEqual(WRITES.map(([name]) => [name, 401, AUTH_MESSAGES.sessionExpired]));
  expect(await holdings(user.id)).toEqual(before);
  // The same account's other token passes the check on every route (what each then answers is the route's own).
  const otherAnswers = await everyWriteWith(otherDevice);
  expect(otherAnswers.filter(([, status]) => status === 401 || status === 403)).toEqual([]);
});

it("a deactivated account's token is refused with 403 at once on every write route, and nothing is spent", async () => {
  const user = await t.signUp('deactivated-at-once@example.com');
  const operator = await t.operator();
  await writeEverywhere(user);
  const before = await holdings(user.id);

  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: false }).expect(200);

  expect(await everyWriteWith(user)).toEqual(WRITES.map(([name]) => [name, 403, AUTH_MESSAGES.accountInactive]));
  expect(await holdings(user.id)).toEqual(before);
});

it("a deleted account's token is refused with 401 at once on every write route, though no service was told of the deletion", async () => {
  const user = await t.signUp('deleted-at-once@example.com');
  await writeEverywhere(user);
  const before = await holdings(user.id);

  // The account alone goes (identity's internal route): only asking identity can tell a service it is gone.
  await request(t.billing.identity.identity.url).delete(`/internal/users/${user.id}`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200);

  expect(await everyWriteWith(user)).toEqual(WRITES.map(([name]) => [name, 401, STATUS_MESSAGES[401]]));
  expect(await holdings(user.id)).toEqual(before);
});
