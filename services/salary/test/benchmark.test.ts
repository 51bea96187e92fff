// POST /api/salary/benchmark through HTTP against the real billing (reserve → commit | refund) on mongo-lite:
// the spec's validation messages, the free preview cut on the server, 402 when no use is left, suggestions.
import { loadReferenceData } from '../src/data/reference-data';
import type { ReferenceData } from '../src/domain/reference';
import { BENCHMARK } from './fixtures';
import { startSalary, newUserId, type SalaryUnderTest } from './start-salary';

let t: SalaryUnderTest;
beforeAll(async () => {
  t = await startSalary();
});
afterAll(() => t.stop());

/** BLS OEWS May 2025 Software Developers (national) × BEA's 2024 price parity for San Francisco (115.613), to the nearest $10. */
const SF = { p25: Math.round((105_210 * 1.15613) / 10) * 10, p50: Math.round((135_980 * 1.15613) / 10) * 10, p75: Math.round((171_980 * 1.15613) / 10) * 10 };
/** The median as a preview shows it: SF's $157,210 to the nearest $10,000. */
const SF_PREVIEW_MEDIAN = 160_000;
const post = async (userId: string, body: object) => t.api.post('/api/salary/benchmark').set(await t.auth(userId)).send(body);
/** The answer, once its status is the expected one (the body is shown when it is not). */
const answered = async (userId: string, body: object, status = 200) => {
  const res = await post(userId, body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  return res;
};

describe('who may ask, and what', () => {
  it('asks for a sign-in without a valid token', async () => {
    const res = await t.api.post('/api/salary/benchmark').send(BENCHMARK).expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
    await t.api.post('/api/salary/benchmark').set('authorization', 'Bearer forged').send(BENCHMARK).expect(401);
  });

  it("refuses a short title, location or industry with the spec's messages, and spends no use", async () => {
    const userId = newUserId();
    const refuses = async (body: object, message: string) => {
      const res = await post(userId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refuses({ ...BENCHMARK, jobTitle: 'a' }, 'Job title must be at least 2 characters');
    await refuses({ ...BENCHMARK, jobTitle: ' x ' }, 'Job title must be at least 2 characters');
    await refuses({ ...BENCHMARK, location: 'X' }, 'Location must be at least 2 characters');
    await refuses({ ...BENCHMARK, industry: undefined }, 'Industry must be at least 2 characters');
    await refuses({ ...BENCHMARK, jobTitle: { $ne: null } }, 'Job title must be at least 2 characters');
    const badLevel = await post(userId, { ...BENCHMARK, experienceLevel: 'guru' }).then((r) => r.body);
    expect(Object.keys(badLevel.details)).toEqual(['experienceLevel']);
    expect(await t.usageOf(userId, 'salary-benchmark')).toMatchObject({ used: 0 });
  });
});

describe('a run', () => {
  it('gives the free use as a preview: the median rounded, p25, p75 and the adjustments never leave the server', async () => {
    const userId = newUserId();
    const res = await answered(userId, BENCHMARK);
    expect(res.body).toMatchObject({
      isPreview: true,
      p25: null,
      p50: SF_PREVIEW_MEDIAN,
      p75: null,
      adjustments: [],
      hidden: { p25: 1, p75: 1, adjustments: 6 },
      upgradeMessage: 'Upgrade to see the 25th and 75th percentiles of your salary range.',
      matchedRole: 'Software Developers',
      matchedLocation: 'San Francisco-Oakland-Fremont, CA (metro area)',
      sampleSize: 1_687_890,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    for (const hidden of [SF.p25, SF.p50, SF.p75, 105_210, 171_980]) expect(res.text).not.toContain(String(hidden));
    expect(res.body.notes[0]).toBe(
      'Free preview: the median is rounded to the nearest $10,000. The full benchmark gives every figure to the nearest $10, and the size of each adjustment for your profile.',
    );
    expect(await t.usageOf(userId, 'salary-benchmark')).toMatchObject({ used: 1, limit: 1 });

    const refused = await answered(userId, BENCHMARK, 402);
    expect(refused.body).toMatchObject({ error: 'payment_required', message: 'Usage limit exceeded - upgrade needed' });
    const [run] = await t.historyOf(userId);
    expect(run).toMatchObject({ toolName: 'salary-benchmark', status: 'completed', isPreview: true, inputData: { jobTitle: 'Software Engineer' } });
    expect(JSON.stringify(run.outputData)).not.toContain(String(SF.p25));
  });

  it('gives a paid use every figure, the adjustments and where the numbers come from', async () => {
    const userId = newUserId();
    await t.buy(userId, 'salary-benchmark');
    const res = await answered(userId, { ...BENCHMARK, experienceLevel: 'senior', currentSalary: 150_000, skills: 'React, TypeScript' });
    const senior = (figure: number) => Math.round((figure * 1.15613 * 1.15) / 10) * 10;
    expect(res.body).toMatchObject({ isPreview: false, p25: senior(105_210), p50: senior(135_980), p75: senior(171_980) });
    expect(res.body.hidden).toBeUndefined();
    expect(res.body.adjustments.map((a: { factor: string; basis: string; percent: number }) => [a.factor, a.basis, a.percent])).toEqual([
      ['location', 'price_parity', 15.6],
      ['experienceLevel', 'model', 15],
      ['industry', 'model', 0],
      ['companySize', 'model', 0],
      ['education', 'model', 0],
      ['remoteWork', 'model', 0],
    ]);
    expect(res.body.confidence.overall).toBeGreaterThanOrEqual(60);
    expect(res.body.source).toBe(
      'U.S. Bureau of Labor Statistics, OEWS May 2025 (national); U.S. Bureau of Economic Analysis, Regional Price Parities 2024; job titles: O*NET 30.0 (CC BY 4.0)',
    );
    expect(res.body.notes.join('\n')).toMatch(/Your current salary of \$150,000 is \d+% below the estimated median/);
    expect(await t.usageOf(userId, 'salary-benchmark')).toMatchObject({ used: 1, limit: 6, hasPayment: true });
  });

  it("gives previews from which the withheld percentiles cannot be computed: two profiles whose 25th percentiles are $3,650 apart get the same figures", async () => {
    // The review's computation: the preview's median times the occupation's public national p25/p50 (and p75/p50).
    // An exact median gives p25 and p75 to the dollar; the rounded one and no adjustment sizes leave it open.
    const profiles = [BENCHMARK, { ...BENCHMARK, companySize: 'large', currentSalary: 150_000 }];
    const previews = [];
    const paid = [];
    for (const profile of profiles) {
      previews.push((await answered(newUserId(), profile)).body);
      const buyer = newUserId();
      await t.buy(buyer, 'salary-benchmark');
      paid.push((await answered(buyer, profile)).body);
    }
    expect(paid[1].p25 - paid[0].p25).toBe(3_650);
    expect(paid[1].p75 - paid[0].p75).toBe(5_970);
    const figuresOf = ({ p25, p50, p75, adjustments }: Record<string, unknown>) => ({ p25, p50, p75, adjustments });
    expect(figuresOf(previews[0])).toEqual({ p25: null, p50: SF_PREVIEW_MEDIAN, p75: null, adjustments: [] });
    expect(figuresOf(previews[1])).toEqual(figuresOf(previews[0]));
    for (const [i, preview] of previews.entries()) {
      const text = JSON.stringify(preview);
      for (const figure of [paid[i].p25, paid[i].p50, paid[i].p75]) expect(text).not.toContain(figure.toLocaleString('en-US'));
      for (const { detail } of paid[i].adjustments) expect(text).not.toContain(JSON.stringify(detail).slice(1, -1));
      // the note comparing a current salary to the median quotes the exact median: it stays with the full benchmark
      expect(text).not.toMatch(/estimated median/);
    }
    expect(previews[1].hidden).toEqual({ p25: 1, p75: 1, adjustments: 6, notes: 1 });
  });

  it('answers a title it cannot place with suggestions and spends no use', async () => {
    const userId = newUserId();
    const res = await answered(userId, { ...BENCHMARK, jobTitle: 'underwater basket weaver' });
    expect(res.body).toEqual({ message: 'Job Title Not Found', suggestions: expect.arrayContaining(['Underwater Welder']) });
    expect(res.body.suggestions.length).toBeLessThanOrEqual(3);
    expect(await t.usageOf(userId, 'salary-benchmark')).toMatchObject({ used: 0 });
    expect((await t.historyOf(userId))[0]).toMatchObject({ status: 'no_match' });
    // The free use is still there for the corrected title.
    expect((await answered(userId, { ...BENCHMARK, jobTitle: 'sofware engneer' })).body).toMatchObject({ matchedRole: 'Software Developers', isPreview: true });
  });
});

describe('notes about a withheld figure', () => {
  /** The shipped release has no top-coded figure; a later one may: Software Developers with the 75th and 90th percentiles shown only as 'at least $239,200'. */
  const topCoded = (data: ReferenceData): ReferenceData => ({
    ...data,
    wages: {
      ...data.wages,
      occupations: data.wages.occupations.map((o) => (o.code === '15-1252' ? { ...o, p75: null, p90: null, topCoded: ['p75', 'p90'] } : o)),
    },
  });
  let api: Awaited<ReturnType<SalaryUnderTest['startAnother']>>;
  beforeAll(async () => {
    api = await t.startAnother({ referenceData: topCoded(loadReferenceData()) });
  });
  const ask = async (userId: string) => {
    const res = await api.post('/api/salary/benchmark').set(await t.auth(userId)).send(BENCHMARK);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    return res;
  };
  const TOP_CODED_NOTE = "BLS publishes the 75th percentile for Software Developers only as 'at least $239,200' (top-coded): it is Data Limited here.";

  it('gives a paid use the note that the 75th percentile is top-coded', async () => {
    const userId = newUserId();
    await t.buy(userId, 'salary-benchmark');
    const res = await ask(userId);
    expect(res.body).toMatchObject({ isPreview: false, p25: SF.p25, p50: SF.p50, p75: null });
    expect(res.body.notes).toContain(TOP_CODED_NOTE);
  });

  it('keeps the preview silent about the withheld 75th percentile: no note tells what it is', async () => {
    const res = await ask(newUserId());
    expect(res.body).toMatchObject({ isPreview: true, p25: null, p50: SF_PREVIEW_MEDIAN, p75: null, hidden: { p25: 1 } });
    expect(res.body.notes.length).toBeGreaterThan(0);
    expect(res.body.notes).not.toContain(TOP_CODED_NOTE);
    expect(res.body.notes.join('\n')).not.toMatch(/75th percentile|239,200|top-coded/);
  });
});
