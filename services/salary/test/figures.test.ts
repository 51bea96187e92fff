// The figures: the imported BLS statistics, scaled by BEA's price parity for the place, then by the modelled
// factors, each listed; 'Data Limited' (null) where BLS publishes no value.
import type { BenchmarkRequest } from '@careerkit/contracts/salary';
import type { z } from 'zod';
import { loadReferenceData } from '../src/data/reference-data';
import { createBenchmarker, type Benchmark } from '../src/domain/benchmark';

const benchmarker = createBenchmarker(loadReferenceData());
/** The benchmark form with its defaults (all neutral factors). */
const request = (fields: Partial<z.input<typeof BenchmarkRequest>>): z.output<typeof BenchmarkRequest> => ({
  jobTitle: 'Software Developers',
  location: 'United States',
  industry: 'Other',
  experienceLevel: 'mid',
  companySize: 'medium',
  education: 'bachelor',
  remoteWork: 'hybrid',
  ...fields,
});
const benchmark = (fields: Partial<z.input<typeof BenchmarkRequest>>): Benchmark => {
  const outcome = benchmarker.benchmark(request(fields));
  if (!('benchmark' in outcome)) throw new Error(`no match: ${outcome.suggestions.join(', ')}`);
  return outcome.benchmark;
};
const figures = (b: Benchmark) => ({ p25: b.p25, p50: b.p50, p75: b.p75 });

describe('the statistics before any adjustment', () => {
  // BLS OEWS May 2025, national, as published (bls.gov; SOURCES.md spot checks).
  it.each([
    ['Software Developers', '15-1252', { p25: 105_210, p50: 135_980, p75: 171_980 }, 1_687_890],
    ['Registered Nurses', '29-1141', { p25: 80_330, p50: 97_550, p75: 112_350 }, 3_379_720],
    ['Data Scientists', '15-2051', { p25: 85_660, p50: 120_230, p75: 158_880 }, 262_440],
  ])('gives %s the published national percentiles when every factor is neutral', (jobTitle, code, published, employment) => {
    const b = benchmark({ jobTitle });
    expect(b).toMatchObject({ matchedCode: code, matchedRole: jobTitle, sampleSize: employment, matchedLocation: 'United States' });
    expect(b.statistics).toEqual(published);
    expect(figures(b)).toEqual(published);
    expect(b.adjustments.every((a) => a.percent === 0)).toBe(true);
    expect(b.source).toMatch(/Bureau of Labor Statistics, OEWS May 2025/);
  });
});

describe('location', () => {
  const national = benchmark({});

  it('raises the figures in a high-cost metro by its price parity (San Francisco 115.613)', () => {
    const sf = benchmark({ location: 'San Francisco, CA' });
    expect(sf.matchedLocation).toBe('San Francisco-Oakland-Fremont, CA (metro area)');
    for (const f of ['p25', 'p50', 'p75'] as const) {
      expect(sf[f]!).toBeGreaterThan(national[f]!);
      expect(sf[f]!).toBeCloseTo(national[f]! * 1.15613, -1); // to the nearest $10
    }
    expect(sf.adjustments[0]).toMatchObject({ factor: 'location', percent: 15.6, basis: 'price_parity' });
    expect(sf.source).toMatch(/Regional Price Parities 2024/);
  });

  it('lowers the figures in a low-cost metro by its price parity (Jackson, MS 89.048)', () => {
    const jackson = benchmark({ location: 'Jackson, MS' });
    expect(jackson.matchedLocation).toBe('Jackson, MS (metro area)');
    for (const f of ['p25', 'p50', 'p75'] as const) {
      expect(jackson[f]!).toBeLessThan(national[f]!);
      expect(jackson[f]!).toBeCloseTo(national[f]! * 0.89048, -1);
    }
    expect(jackson.adjustments[0]).toMatchObject({ factor: 'location', percent: -11 });
  });

  it('falls back to the state, then to national figures, and says so', () => {
    expect(benchmark({ location: 'Texas' }).matchedLocation).toBe('Texas');
    const paloAlto = benchmark({ location: 'Palo Alto, CA' });
    expect(paloAlto.matchedLocation).toBe('California');
    expect(paloAlto.notes.map((n) => n.text).join(' ')).toMatch(/'Palo Alto' is not a principal city/);
    const portland = benchmark({ location: 'Portland' });
    expect(portland.matchedLocation).toBe('United States');
    expect(portland.notes.map((n) => n.text).join(' ')).toMatch(/more than one metro area/);
    expect(benchmark({ location: 'Portland, OR' }).matchedLocation).toBe('Portland-Vancouver-Hillsboro, OR-WA (metro area)');
    expect(benchmark({ location: 'Austin TX' }).matchedLocation).toBe('Austin-Round Rock-San Marcos, TX (metro area)');
    const nowhere = benchmark({ location: 'Atlantis' });
    expect(figures(nowhere)).toEqual(figures(national));
    expect(nowhere.confidence.overall).toBeLessThan(national.confidence.overall);
  });
});

describe('modelled factors', () => {
  it('lists each factor with its size, labelled as a model, and applies it on top of the statistics', () => {
    const b = benchmark({ experienceLevel: 'senior', industry: 'Software', companySize: 'enterprise', education: 'master' });
    const models = b.adjustments.filter((a) => a.basis === 'model');
    expect(models.map((a) => [a.factor, a.percent])).toEqual([
      ['experienceLevel', 15],
      ['industry', 8],
      ['companySize', 6],
      ['education', 5],
      ['remoteWork', 0],
    ]);
    expect(models.every((a) => /CareerKit model, not a statistic/.test(a.detail))).toBe(true);
    expect(b.p50).toBe(Math.round((135_980 * 1.15 * 1.08 * 1.06 * 1.05) / 10) * 10);
    expect(b.confidence.modelledFactors).toBe(4);
    expect(b.confidence.overall).toBeLessThan(benchmark({}).confidence.overall);
  });

  it.each([
    ['entry', 'Experience: Entry (0-2 years)', -15],
    ['mid', 'Experience: Mid (3-5 years)', 0],
    ['senior', 'Experience: Senior (6-10 years)', 15],
    ['executive', 'Experience: Executive (10+ years)', 30],
  ] as const)('moves every figure by the model\'s experience factor at the %s level (%s, %d%)', (experienceLevel, label, percent) => {
    const b = benchmark({ experienceLevel });
    const published = { p25: 105_210, p50: 135_980, p75: 171_980 };
    expect(figures(b)).toEqual({
      p25: Math.round((published.p25 * (1 + percent / 100)) / 10) * 10,
      p50: Math.round((published.p50 * (1 + percent / 100)) / 10) * 10,
      p75: Math.round((published.p75 * (1 + percent / 100)) / 10) * 10,
    });
    expect(b.adjustments.find((a) => a.factor === 'experienceLevel')).toMatchObject({ label, percent, basis: 'model' });
    expect(b.confidence.modelledFactors).toBe(percent === 0 ? 0 : 1);
  });

  it('pays a remote job halfway between the local and the national level', () => {
    const remote = benchmark({ location: 'San Francisco, CA', remoteWork: 'remote' });
    expect(remote.p50).toBe(Math.round((135_980 * (1 + 1.15613)) / 2 / 10) * 10);
    expect(remote.adjustments.find((a) => a.factor === 'remoteWork')!.percent).toBeLessThan(0);
  });
});

describe('Data Limited: no figure is invented', () => {
  it('leaves annual figures null for an occupation BLS publishes only as hourly wages, and says why', () => {
    const actors = benchmark({ jobTitle: 'Actors' });
    expect(figures(actors)).toEqual({ p25: null, p50: null, p75: null });
    expect(actors.notes.map((n) => n.text).join(' ')).toMatch(/only hourly wages for Actors \(national median \$\d+\.\d\d an hour\)/);
    expect(actors.confidence.data).toBe(0);
  });

  it('leaves every figure null for an occupation with no national OEWS row', () => {
    const legislators = benchmark({ jobTitle: 'Legislator', location: 'San Francisco, CA', experienceLevel: 'senior' });
    expect(figures(legislators)).toEqual({ p25: null, p50: null, p75: null });
    expect(legislators.notes.map((n) => n.text).join(' ')).toMatch(/no national wage estimates for Legislators/);
  });
});
