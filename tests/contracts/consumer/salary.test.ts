// The web client's salary calls, made by the same functions the salary page calls (libs/web salary-api) over the real
// api client. Each interaction's method and path come from the route map, so a call out of step with it fails. Shapes
// are matched, not example values, except where the page relies on the value (nulls a preview withholds, `hidden`,
// isPreview, the spec's messages).
import { USAGE_LIMIT_MESSAGES } from '@careerkit/contracts/billing';
import { SALARY_MESSAGES } from '@careerkit/contracts/salary';
import { runBenchmark, runNegotiation, type BenchmarkForm, type NegotiationForm } from '@careerkit/web/api/salary';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';
import { signIn, onPage, route, bearer } from './web-page';

const { like, eachLike, atLeastLike, string, regex, integer, number } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'salary', dir: PACTS_DIR, logLevel: 'warn' });

/** What the benchmark form sends: the defaults filled in, the current salary as a number. */
const BENCHMARK: BenchmarkForm = {
  jobTitle: 'Software Engineer',
  location: 'San Francisco, CA',
  industry: 'Technology',
  experienceLevel: 'senior',
  companySize: 'medium',
  education: 'bachelor',
  remoteWork: 'hybrid',
  currentSalary: 150000,
};
/** What the negotiation form sends (spec part 2 §7), with the figures of a benchmark preview. */
const NEGOTIATION: NegotiationForm = {
  jobTitle: 'Software Engineer',
  companyName: 'Northwind',
  currentOffer: { baseSalary: 150000, bonus: 0, equity: '' },
  targetSalary: 165000,
  marketData: { p25: null, p50: 157210, p75: null },
  yearsExperience: 5,
  skills: ['competing offer', 'AWS certified'],
  negotiationStyle: 'collaborative',
};

const adjustment = {
  factor: regex(/^(location|experienceLevel|industry|companySize|education|remoteWork)$/, 'experienceLevel'),
  label: string('Experience: Senior (6-10 years)'),
  percent: number(15),
  basis: regex(/^(price_parity|model)$/, 'model'),
  detail: string('CareerKit assumes a senior earns 15% more than the occupation median.'),
};
/** Everything but the figures: the same in a preview and a paid answer. */
const aboutTheFigures = {
  confidence: like({ overall: integer(84), match: number(1), data: number(1), modelledFactors: integer(1) }),
  notes: eachLike(string('Figures are annual base pay.')),
  adjustments: atLeastLike(adjustment, 1),
  matchedRole: string('Software Developers'),
  matchedCode: string('15-1252'),
  matchedLocation: string('San Francisco-Oakland-Fremont, CA (metro area)'),
  sampleSize: integer(1687890),
  source: string('BLS OEWS May 2025; BEA RPP 2024'),
};
const strategy = {
  emailScript: string('Dear hiring manager,\n\nThank you for the offer.'),
  callTalkTrack: string('Open with thanks for the offer.'),
  keyPoints: eachLike(string('The market median for this role is $157,210.')),
  targetSalary: number(165000),
};

describe('the benchmark', () => {
  it('gives a paid use every figure', () =>
    pact
      .addInteraction()
      .given('a signed-in user who bought salary-benchmark')
      .uponReceiving('a benchmark request from a paying user')
      .withRequest(...route('salaryBenchmark'), (b) => b.headers(bearer).jsonBody(BENCHMARK))
      .willRespondWith(200, (b) => b.jsonBody({ p25: integer(139910), p50: integer(180800), p75: integer(228660), ...aboutTheFigures, isPreview: false }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const answer = await runBenchmark(BENCHMARK);
        expect(answer).toMatchObject({ isPreview: false, p25: 139910, p50: 180800, p75: 228660 });
      }));

  it('gives the free use as a preview: p25, p75 and the adjustments withheld and named in hidden, the median rounded', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free salary-benchmark use')
      .uponReceiving('a benchmark request from a user on the free preview')
      .withRequest(...route('salaryBenchmark'), (b) => b.headers(bearer).jsonBody(BENCHMARK))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          p25: null,
          p50: integer(180000),
          p75: null,
          ...aboutTheFigures,
          adjustments: [],
          isPreview: true,
          upgradeMessage: SALARY_MESSAGES.benchmarkUpgrade,
          hidden: { p25: 1, p75: 1, adjustments: integer(6) },
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await runBenchmark(BENCHMARK)).toMatchObject({ isPreview: true, p25: null, p75: null, hidden: { p25: 1, p75: 1 } });
      }));

  it("answers a title it cannot place with 'Job Title Not Found' and roles to try", () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free salary-benchmark use')
      .uponReceiving('a benchmark request for a title that names no occupation')
      .withRequest(...route('salaryBenchmark'), (b) => b.headers(bearer).jsonBody({ ...BENCHMARK, jobTitle: 'underwater basket weaver' }))
      .willRespondWith(200, (b) => b.jsonBody({ message: SALARY_MESSAGES.jobTitleNotFound, suggestions: eachLike(string('Underwater Welder')) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await runBenchmark({ ...BENCHMARK, jobTitle: 'underwater basket weaver' })).toMatchObject({ message: 'Job Title Not Found', suggestions: ['Underwater Welder'] });
      }));

  it("refuses a user with no use left with 402 and words the page reads as 'payment required'", () =>
    pact
      .addInteraction()
      .given('a signed-in user who has used the free salary-benchmark use')
      .uponReceiving('a benchmark request with no use left')
      .withRequest(...route('salaryBenchmark'), (b) => b.headers(bearer).jsonBody(BENCHMARK))
      .willRespondWith(402, (b) => b.jsonBody({ message: USAGE_LIMIT_MESSAGES['salary-benchmark'] }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(runBenchmark(BENCHMARK)).rejects.toMatchObject({ status: 402, serverMessage: 'Usage limit exceeded - upgrade needed' });
      }));

  it("refuses a short job title with the spec's message", () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free salary-benchmark use')
      .uponReceiving('a benchmark request with a one-letter job title')
      .withRequest(...route('salaryBenchmark'), (b) => b.headers(bearer).jsonBody({ ...BENCHMARK, jobTitle: 'a' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: 'Job title must be at least 2 characters' }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(runBenchmark({ ...BENCHMARK, jobTitle: 'a' })).rejects.toMatchObject({ status: 400, serverMessage: 'Job title must be at least 2 characters' });
      }));
});

describe('the negotiation strategy', () => {
  it('gives a paid use the whole strategy', () =>
    pact
      .addInteraction()
      .given('a signed-in user who bought salary-negotiation')
      .uponReceiving('a negotiation request from a paying user')
      .withRequest(...route('salaryNegotiate'), (b) => b.headers(bearer).jsonBody(NEGOTIATION))
      .willRespondWith(200, (b) => b.jsonBody({ ...strategy, isPreview: false }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await runNegotiation(NEGOTIATION)).toMatchObject({ isPreview: false, targetSalary: 165000 });
      }));

  it('gives the free use as a preview that says what it leaves out', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free salary-negotiation use')
      .uponReceiving('a negotiation request from a user on the free preview')
      .withRequest(...route('salaryNegotiate'), (b) => b.headers(bearer).jsonBody(NEGOTIATION))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...strategy,
          isPreview: true,
          upgradeMessage: SALARY_MESSAGES.negotiationUpgrade,
          hidden: like({ emailScript: integer(2), callTalkTrack: integer(2), keyPoints: integer(3) }),
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await runNegotiation(NEGOTIATION)).toMatchObject({ isPreview: true, upgradeMessage: SALARY_MESSAGES.negotiationUpgrade });
      }));

  it('asks for a benchmark first when the market data has no figure', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free salary-negotiation use')
      .uponReceiving('a negotiation request without market figures')
      .withRequest(...route('salaryNegotiate'), (b) => b.headers(bearer).jsonBody({ ...NEGOTIATION, marketData: { p25: null, p50: null, p75: null } }))
      .willRespondWith(400, (b) => b.jsonBody({ message: SALARY_MESSAGES.marketDataRequired }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(runNegotiation({ ...NEGOTIATION, marketData: { p25: null, p50: null, p75: null } })).rejects.toMatchObject({
          status: 400,
          serverMessage: SALARY_MESSAGES.marketDataRequired,
        });
      }));
});
