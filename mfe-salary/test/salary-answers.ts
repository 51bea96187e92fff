// What the salary service answers, shaped by its contract, for the page's tests.
import type { NegotiationAnswer } from '@careerkit/web/api/salary';
import type { BenchmarkFigures as Figures } from '../src/features/benchmark/api/run-benchmark';

export function benchmarkAnswer(overrides: Partial<Figures> = {}): Figures {
  return {
    p25: 98_000,
    p50: 121_500,
    p75: 150_250,
    confidence: { overall: 86, match: 1, data: 1, modelledFactors: 2 },
    notes: ['Figures are annual base pay.'],
    adjustments: [
      { factor: 'location', label: 'Location: Austin, TX', percent: 3.2, basis: 'price_parity', detail: "BEA's regional price parity for the area." },
      { factor: 'experienceLevel', label: 'Experience: Senior (6-10 years)', percent: 12, basis: 'model', detail: 'CareerKit assumes seniors earn more than the median.' },
    ],
    matchedRole: 'Software Developers',
    matchedCode: '15-1252',
    matchedLocation: 'Austin-Round Rock-San Marcos, TX',
    sampleSize: 1_654_440,
    source: 'BLS OEWS May 2024; BEA RPP 2023',
    isPreview: false,
    ...overrides,
  };
}

/** A free preview: the median only, p25 and p75 withheld. */
export const previewAnswer = (overrides: Partial<Figures> = {}) =>
  benchmarkAnswer({
    p25: null,
    p75: null,
    isPreview: true,
    upgradeMessage: 'Upgrade to see the 25th and 75th percentiles of your salary range.',
    hidden: { p25: 1, p75: 1 },
    ...overrides,
  });

export function strategyAnswer(overrides: Partial<NegotiationAnswer> = {}): NegotiationAnswer {
  return {
    emailScript: 'Dear Sam,\n\nThank you for the offer.',
    callTalkTrack: 'Open with thanks.',
    keyPoints: ['Market median is $121,500', 'Competing offer'],
    targetSalary: 130_000,
    isPreview: false,
    ...overrides,
  };
}

export const SALARY_TOOL_CONFIGS = {
  'salary-benchmark': { name: 'salary-benchmark', displayName: 'Salary Benchmark', description: 'Market pay', price: 3.99, freeLimit: 1, paidLimit: 5, isActive: true },
  'salary-negotiation': { name: 'salary-negotiation', displayName: 'Salary Negotiation', description: 'Strategy', price: 7.99, freeLimit: 1, paidLimit: 5, isActive: true },
};
