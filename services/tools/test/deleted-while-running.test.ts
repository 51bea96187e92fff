// A write that passed its account check before the account was deleted, but lands after identity's removal passes,
// leaves nothing under the deleted id (service-kit's deleted-users), and a run of the deleted account is answered to no
// one. Through HTTP: identity deletes the account over the real tools and billing on mongo-lite while a run or an
// upload of the same account is held at a point the test controls (billing's answer to the reserve, the engine, the
// upload's body), and released once the deletion has answered.
import { AiEngineError, type AiEngine } from '@careerkit/ai/port';
import { request as httpRequest } from 'node:http';
import { hold, startBillingLink, type BillingLink } from '../../billing/test/billing-link';
import { dataHeldAt, startDataOwnersIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { JOB_DESCRIPTION, RICH_RESUME } from './fixtures';
import { startTools, type ToolsUnderTest } from './start-tools';

const RESERVE = '/internal/usage/reserve';
const COMMIT = '/internal/usage/commit';
const SIGN_IN_AGAIN = 'Please sign in to continue.';

let t: ToolsUnderTest;
/** identity with tools and billing as data owners, on the harness's database: it deletes the accounts. */
let identity: IdentityUnderTest;
/** tools → billing, and tools → identity (the account check), for the tools service under test. */
let billingLink: BillingLink;
let identityLink: BillingLink;
let api: ToolsUnderTest['api'];
let toolsUrl: string;
/** The next cover letter waits here before the engine writes it. */
let engineHold: ReturnType<typeof hold> | undefined;
/** The next cover letter fails in the engine (the provider down), as a run may after its record is written. */
let engineFails = false;

beforeAll(async () => {
  t = await startTools();
  identity = await startDataOwnersIdentity({ BILLING_URL: t.billing.billing.url, TOOLS_URL: t.tools.url }, t.billing.mongo);
  billingLink = await startBillingLink(t.billing.billing.url);
  identityLink = await startBillingLink(t.billing.serviceEnv().IDENTITY_URL);
  const { engine } = t;
  const held: AiEngine = {
    name: engine.name,
    async coverLetter(input) {
      const waiting = engineHold;
      engineHold = undefined;
      await waiting?.wait();
      if (engineFails) {
        engineFails = false;
        throw new AiEngineError('upstream', 'the provider is down');
      }
      return engine.coverLetter(input);
    },
    linkedin: (input) => engine.linkedin(input),
    scanResume: (input) => engine.scanResume(input),
    analyzeResume: (input) => engine.analyzeResume(input),
    detectGhostJob: (input) => engine.detectGhostJob(input),
    negotiate: (input) => engine.negotiate(input),
  };
  const other = await t.startAnother(held, { BILLING_URL: billingLink.url, IDENTITY_URL: identityLink.url });
  api = other.api;
  toolsUrl = other.tools.url;
}, 60_000);
afterAll(async () => {
  await identity.stop();
  await t.stop();
  await billingLink.close();
  await identityLink.close();
});

const newAccount = () => identity.newAccount('late');
const deleteAccount = (account: { token: string; password: string }) => identity.deleteAccount(account);
const coverLetter = async (userId: string) =>
  api.post('/api/tools/cover-letter').set(await t.auth(userId)).send({ jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME });

/** What tools and billing hold under the id: their own copy for "Your data", and billing's reservations. */
async function heldUnder(userId: string) {
  return {
    tools: await dataHeldAt(t.tools.url, userId),
    billing: await dataHeldAt(t.billing.billing.url, userId),
    reservations: await t.billing.billing.db.collection('reservations').countDocuments({ userId }),
  };
}
const NOTHING = { tools: { toolRuns: [], uploads: [] }, billing: { payments: [], usage: [] }, reservations: 0 };

it('a run whose use billing reserved just before the deletion, recorded after it, stops there and leaves no run', async () => {
  const ada = await newAccount();
  // Were it to go on, its engine would fail: a failed run is recorded with no later check to take it back.
  engineFails = true;
  const answer = hold();
  billingLink.after(RESERVE, answer.wait);
  const run = coverLetter(ada.id).then((res) => res);
  await answer.reached; // billing has taken the use; its answer waits
  await deleteAccount(ada);
  answer.release();

  const res = await run;
  const askedEngine = !engineFails;
  engineFails = false;
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
  expect(res.status).toBe(401);
  expect(res.body.message).toBe(SIGN_IN_AGAIN);
  expect(askedEngine).toBe(false);
});

it('a run whose reserve reaches billing only after the deletion is refused there and leaves nothing in either service', async () => {
  const ada = await newAccount();
  const reserve = hold();
  billingLink.before(RESERVE, reserve.wait);
  const run = coverLetter(ada.id).then((res) => res);
  await reserve.reached; // tools checked the account; its reserve has not reached billing yet
  await deleteAccount(ada);
  reserve.release();

  const res = await run;
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
  expect(res.status).toBe(401);
  expect(res.body.message).toBe(SIGN_IN_AGAIN);
});

it('a run that works through the deletion is answered to no one and leaves nothing; billing goes on serving', async () => {
  const ada = await newAccount();
  engineHold = hold();
  const { reached, release } = engineHold;
  const run = coverLetter(ada.id).then((res) => res);
  await reached; // the run is recorded and its use held; the engine waits
  await deleteAccount(ada);
  release();

  const res = await run;
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: 'unauthorized', message: SIGN_IN_AGAIN });
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
  // The use it held went with the account: billing answered the commit for it and takes the next run as ever.
  const bob = await newAccount();
  expect((await coverLetter(bob.id)).status).toBe(200);
  expect((await heldUnder(bob.id)).tools.toolRuns).toHaveLength(1);
});

it('a run whose use was committed just before the deletion is not answered either', async () => {
  const ada = await newAccount();
  const answer = hold();
  billingLink.after(COMMIT, answer.wait);
  const run = coverLetter(ada.id).then((res) => res);
  await answer.reached; // the use is spent; billing's answer waits
  await deleteAccount(ada);
  answer.release();

  const res = await run;
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: 'unauthorized', message: SIGN_IN_AGAIN });
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
});

it('an upload whose file was still arriving when the account was deleted is refused and leaves no record', async () => {
  const ada = await newAccount();
  const checked = hold();
  identityLink.after(`/internal/users/${ada.id}/state`, async () => checked.wait());
  checked.release(); // the check is only watched, not held
  const boundary = 'late-upload-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `${RICH_RESUME}\r\n--${boundary}--\r\n`;
  const { authorization } = await t.auth(ada.id);
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const upload = httpRequest(
      `${toolsUrl}/api/upload/resume`,
      { method: 'POST', headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': Buffer.byteLength(head + tail) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    upload.on('error', reject);
    upload.write(head);
    void checked.reached.then(async () => {
      await deleteAccount(ada); // the account check has passed; the rest of the file comes after the deletion
      upload.end(tail);
    });
  });

  const res = await answered;
  expect(res.status).toBe(401);
  expect(JSON.parse(res.body).message).toBe(SIGN_IN_AGAIN);
  expect(res.body).not.toContain('Jane Doe');
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
});
