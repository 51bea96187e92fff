// POST /api/salary/benchmark with the spec's one retry (part 2 §7, §9): one more attempt after 1 s, only on a 5xx.
import { ApiError } from '@careerkit/web/api/client';
import { runBenchmark, type BenchmarkAnswer, type BenchmarkForm } from '@careerkit/web/api/salary';
import { amountOf } from '../../../shared/money';

export const BENCHMARK_RETRY_MS = 1000;

/** An answer with figures, as opposed to title suggestions. */
export type BenchmarkFigures = Exclude<BenchmarkAnswer, { suggestions: string[] }>;

const isServerError = (error: unknown) => error instanceof ApiError && error.status >= 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchmarkWithRetry(form: BenchmarkForm): Promise<BenchmarkAnswer> {
  try {
    return await runBenchmark(form);
  } catch (error) {
    if (!isServerError(error)) throw error;
    await pause(BENCHMARK_RETRY_MS);
    return runBenchmark(form);
  }
}

/** The benchmark form as typed: the current salary is free text. */
export interface BenchmarkFields {
  jobTitle: string;
  location: string;
  industry: string;
  experienceLevel: NonNullable<BenchmarkForm['experienceLevel']>;
  currentSalary?: string;
  companySize: NonNullable<BenchmarkForm['companySize']>;
  education: NonNullable<BenchmarkForm['education']>;
  skills?: string;
  remoteWork: NonNullable<BenchmarkForm['remoteWork']>;
}

export const BENCHMARK_DEFAULTS: Partial<BenchmarkFields> = { experienceLevel: 'mid', companySize: 'medium', education: 'bachelor', remoteWork: 'hybrid' };

/** What is sent: texts trimmed, the optional salary as digits when given, an empty skills text left out. */
export function benchmarkRequestOf(fields: BenchmarkFields): BenchmarkForm {
  const salary = fields.currentSalary?.trim();
  const skills = fields.skills?.trim();
  return {
    jobTitle: fields.jobTitle.trim(),
    location: fields.location.trim(),
    industry: fields.industry.trim(),
    experienceLevel: fields.experienceLevel,
    companySize: fields.companySize,
    education: fields.education,
    remoteWork: fields.remoteWork,
    ...(salary ? { currentSalary: amountOf(salary) } : {}),
    ...(skills ? { skills } : {}),
  };
}
