// One user's burst of parallel runs: each is answered as billing decides (a run while uses last, then 402 with the
// tool's message), never a 503 because the reserve calls queued up in billing or behind the engine's work.
import { startBillingLink, type BillingLink } from '../../billing/test/billing-link';
import { RICH_RESUME } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

let t: ToolsUnderTest;
let link: BillingLink;
beforeAll(async () => {
  t = await startTools();
  link = await startBillingLink(t.billing.billing.url);
});
afterAll(async () => {
  await t.stop();
  await link.close();
});

const BURST = 40;
/** A long résumé (50,000 characters, the limit): each run keeps the engine busy for a while. */
const LONG_RESUME = RICH_RESUME.repeat(Math.ceil(50_000 / RICH_RESUME.length)).slice(0, 50_000);
/** The scanner's uses after one purchase: 1 free and 8 bought. */
const USES = 9;

async function burst(api: ToolsUnderTest['api'], resumeText: string) {
  const userId = newUserId('burst');
  await t.buy(userId, 'resume-scanner');
  const headers = await t.auth(userId);
  const answers = await Promise.all(Array.from({ length: BURST }, () => api.post('/api/tools/resume-scanner').set(headers).send({ resumeText })));
  // Compared whole, so a failure shows every status (a 503 or 504 among them says which budget ran out).
  const statuses = answers.map((res) => res.status).sort();
  expect(statuses).toEqual([...Array<number>(USES).fill(200), ...Array<number>(BURST - USES).fill(402)]);
  expect(answers.find((res) => res.status === 402)!.body).toMatchObject({ error: 'payment_required', usageInfo: { used: USES, limit: USES } });
  expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: USES, limit: USES });
}

it('answers 40 parallel runs by one user with the uses they have and 402 for the rest, no 503', async () => {
  await burst(t.api, LONG_RESUME);
});

it('waits for billing’s reserve answers when a burst has slowed billing down (6 s each), no 503', async () => {
  link.slow('/internal/usage/reserve', 6_000);
  const behindSlowBilling = await t.startAnother(undefined, { BILLING_URL: link.url });
  await burst(behindSlowBilling.api, RICH_RESUME);
});
