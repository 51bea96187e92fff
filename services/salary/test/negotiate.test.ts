// POST /api/salary/negotiate through HTTP against the real billing on mongo-lite: market data required (the spec's
// message), validation, the preview cut on the server, 402, and a refund when the AI provider fails.
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { failingEngine } from './failing-engine';
import { NEGOTIATION } from './fixtures';
import { startSalary, newUserId, type SalaryUnderTest } from './start-salary';

let t: SalaryUnderTest;
beforeAll(async () => {
  t = await startSalary();
});
afterAll(() => t.stop());

/** What the engine writes for NEGOTIATION: the whole strategy a paid use gets. */
const fullStrategy = () => t.engine.negotiate(NegotiateRequest.parse(NEGOTIATION));
const MARKET_DATA_REQUIRED = 'Please run salary benchmark first to get market data for negotiation';
const post = async (userId: string, body: object, status = 200) => {
  const res = await t.api.post('/api/salary/negotiate').set(await t.auth(userId)).send(body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  return res;
};

describe('what a negotiation needs', () => {
  it("asks for a benchmark first when there is no market data, in the spec's words, and spends no use", async () => {
    const userId = newUserId();
    const { marketData: _, ...withoutMarketData } = NEGOTIATION;
    expect((await post(userId, withoutMarketData, 400)).body).toMatchObject({ message: MARKET_DATA_REQUIRED, details: { marketData: MARKET_DATA_REQUIRED } });
    expect((await post(userId, { ...NEGOTIATION, marketData: { p25: null, p50: null, p75: null } }, 400)).body.message).toBe(MARKET_DATA_REQUIRED);
    expect((await post(userId, { ...NEGOTIATION, marketData: null }, 400)).body.message).toBe(MARKET_DATA_REQUIRED);
    expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 0 });
  });

  it("refuses a missing offer, target or title with the spec's messages", async () => {
    const userId = newUserId();
    const { currentOffer: _, ...withoutOffer } = NEGOTIATION;
    expect((await post(userId, withoutOffer, 400)).body.message).toBe('Current offer is required');
    // The page sends 0 for an amount it could not read (spec part 2 §5).
    expect((await post(userId, { ...NEGOTIATION, currentOffer: { baseSalary: 0, bonus: 0, equity: '' } }, 400)).body.message).toBe('Current offer is required');
    expect((await post(userId, { ...NEGOTIATION, targetSalary: 0 }, 400)).body.message).toBe('Target salary is required');
    expect((await post(userId, { ...NEGOTIATION, jobTitle: 'x' }, 400)).body.message).toBe('Job title is required');
    expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 0 });
    await t.api.post('/api/salary/negotiate').send(NEGOTIATION).expect(401);
  });

  it('accepts the market data of a preview benchmark (the median only)', async () => {
    const res = await post(newUserId(), { ...NEGOTIATION, marketData: { p25: null, p50: 157_210, p75: null } });
    expect(res.body.isPreview).toBe(true);
  });
});

describe('a run', () => {
  it('gives the free use as a preview: the opening of each script and two key points; the rest never leaves the server', async () => {
    const full = await fullStrategy();
    const userId = newUserId();
    const res = await post(userId, NEGOTIATION);
    const { body } = res;
    expect(body).toMatchObject({ isPreview: true, targetSalary: full.targetSalary, upgradeMessage: 'Upgrade to get the full email script, call talk track and every key point.' });
    expect(body.emailScript.length).toBeGreaterThan(0);
    expect(full.emailScript.startsWith(body.emailScript)).toBe(true);
    expect(full.callTalkTrack.startsWith(body.callTalkTrack)).toBe(true);
    expect(body.emailScript.length).toBeLessThan(full.emailScript.length / 2);
    expect(body.keyPoints).toEqual(full.keyPoints.slice(0, 2));
    expect(body.hidden).toEqual({ emailScript: expect.any(Number), callTalkTrack: expect.any(Number), keyPoints: full.keyPoints.length - 2 });
    expect(body.hidden.emailScript).toBeGreaterThan(0);
    // Every paragraph, step and point left out is absent from the raw answer.
    const withheld = [
      ...full.emailScript.slice(body.emailScript.length).split('\n').filter((line) => line.trim().length > 12),
      ...full.callTalkTrack.slice(body.callTalkTrack.length).split('\n').filter((line) => line.trim()),
      ...full.keyPoints.slice(2),
    ];
    expect(withheld.length).toBeGreaterThan(5);
    for (const left of withheld) expect(res.text).not.toContain(JSON.stringify(left).slice(1, -1));
    expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 1, limit: 1 });
    expect((await post(userId, NEGOTIATION, 402)).body).toMatchObject({ error: 'payment_required', message: 'Usage limit exceeded - upgrade needed' });
    expect((await t.historyOf(userId))[0]).toMatchObject({ toolName: 'salary-negotiation', status: 'completed', isPreview: true, engine: 'local' });
  });

  it('gives a paid use the whole strategy', async () => {
    const userId = newUserId();
    await t.buy(userId, 'salary-negotiation');
    const { body } = await post(userId, NEGOTIATION);
    expect(body).toEqual({ ...(await fullStrategy()), isPreview: false });
  });

  it.each([
    ['upstream', 502],
    ['timeout', 504],
  ] as const)('refunds the use when the AI provider fails (%s → %i)', async (failure, status) => {
    const failing = await t.startAnother({ ai: failingEngine(failure) });
    const userId = newUserId();
    const res = await failing.post('/api/salary/negotiate').set(await t.auth(userId)).send(NEGOTIATION).expect(status);
    expect(res.body.message).toBe('The negotiation strategy could not be generated right now. Please try again.');
    expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 0 });
    // Recorded with the AI port's kind, as tools records it: the Runs view says the same words for both.
    expect((await t.historyOf(userId))[0]).toMatchObject({ status: 'failed', failure });
  });
});
