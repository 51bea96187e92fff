/** One tool's part of the quality bench: a printed report and the targets it checks. */
export interface QualitySection {
  title: string;
  run(): Promise<{ report: string; checks: { name: string; pass: boolean }[] }>;
}

/**
 * --quick (or BENCH_QUICK=1): every section on a few documents and runs, for CI to prove the bench still runs to its
 * end; the figures are then too thin to judge, so no target decides the exit code.
 */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
