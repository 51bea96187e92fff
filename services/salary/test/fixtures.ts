// What salary's tests ask: a benchmark and a negotiation as the pages send them.

/** A benchmark of a title and place the reference data holds (software developers in San Francisco). */
export const BENCHMARK = { jobTitle: 'Software Engineer', location: 'San Francisco, CA', industry: 'Other', experienceLevel: 'mid' };

/** The spec's payload (part 2 §7), with market data from a benchmark. */
export const NEGOTIATION = {
  jobTitle: 'Software Engineer',
  companyName: 'Northwind',
  currentOffer: { baseSalary: 150_000, bonus: 0, equity: '' },
  targetSalary: 165_000,
  marketData: { p25: 121_640, p50: 157_210, p75: 198_830 },
  yearsExperience: 5,
  skills: ['React', 'TypeScript'],
};
