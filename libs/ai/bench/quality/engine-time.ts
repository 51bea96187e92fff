// Engine time against input length: every tool at 1,000, 10,000 and 50,000 characters (each field filled up to its
// limit), on a plain résumé and on the same text with its line breaks gone (one 50,000-character line, as some
// PDFs extract). A tool grows linearly when its time per character at 50k stays within 1.5× of that at 10k.
// Also the p95 on a two-page résumé. Times are the process's CPU time per run (user + system), not wall time: on a
// shared machine the wall clock mostly measures the other processes; the engine is synchronous and single-threaded,
// so on an idle machine its CPU time is its wall time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoverLetterRequest, GhostJobRequest, LinkedInRequest, ResumeAnalysisRequest, ResumeScannerRequest } from '@careerkit/contracts/tools';
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { createLocalEngine } from '../../src/local/local-engine';
import { QUICK, type QualitySection } from './section';

const here = (name: string) => readFileSync(join(__dirname, '..', name), 'utf8');
const RESUME = here('two-page-resume.txt');
const POSTING = here('posting.txt');
const engine = createLocalEngine({ now: () => new Date('2025-06-01T00:00:00Z') });

/** Text of exactly n characters, the source repeated. */
const sized = (source: string, n: number) => source.repeat(Math.ceil(n / source.length)).slice(0, n);

// Besides real text as lines and as one line, the pastes that found quadratic patterns before: one unbroken word (as
// written and in lower case),
// one word a line, words joined by hyphens, digits for letters, and white space: one run of spaces after the
// first words, and words between gaps of 99 spaces (just under the gap the engine keeps, text.ts LONGEST_GAP).
const SHAPES = {
  lines: (text: string) => text,
  'one line': (text: string) => text.replace(/\s*\n\s*/g, ' '),
  'one word': (text: string) => text.replace(/[^A-Za-z0-9]+/g, ''),
  // …and as letters alone in lower case, so no capital or digit breaks the run (a quadratic split of runs hid behind them)
  'lower word': (text: string) => text.replace(/[^A-Za-z]+/g, '').toLowerCase(),
  'word lines': (text: string) => text.replace(/\s+/g, '\n'),
  hyphens: (text: string) => text.replace(/\s+/g, '-'),
  digits: (text: string) => text.replace(/[A-Za-z]/g, '7'),
  spaces: (text: string) => text.slice(0, 40) + ' '.repeat(Math.max(0, text.length - 40)),
  gaps: (text: string) => text.replace(/\s+/g, ' '.repeat(99)).slice(0, text.length),
};
type Shape = keyof typeof SHAPES;
const shaped = (text: string, shape: Shape) => SHAPES[shape](text);

const TOOLS: [string, (n: number, shape: Shape) => Promise<unknown>][] = [
  ['scanResume', (n, s) => engine.scanResume(ResumeScannerRequest.parse({ resumeText: shaped(sized(RESUME, n), s) }))],
  [
    'analyzeResume',
    (n, s) => engine.analyzeResume(ResumeAnalysisRequest.parse({ resumeText: shaped(sized(RESUME, n), s), jobDescription: shaped(sized(POSTING, Math.min(n, 20_000)), s) })),
  ],
  [
    'coverLetter',
    (n, s) =>
      engine.coverLetter(
        CoverLetterRequest.parse({ mode: 'detailed', jobDescription: shaped(sized(POSTING, Math.min(n, 20_000)), s), userExperience: shaped(sized(RESUME, Math.min(n, 20_000)), s), keyAchievements: sized('Cut costs by 30%. ', Math.min(n, 5_000)) }),
      ),
  ],
  ['linkedin', (n, s) => engine.linkedin(LinkedInRequest.parse({ currentProfile: shaped(sized(RESUME, Math.min(n, 20_000)), s), targetRole: 'Staff Data Engineer', purposes: ['Recruiter Visibility'] }))],
  ['detectGhostJob', (n, s) => engine.detectGhostJob(GhostJobRequest.parse({ analysisMethod: 'description', jobDescription: shaped(sized(POSTING, Math.min(n, 20_000)), s), postingDate: '2025-05-10' }))],
  [
    'negotiate',
    (n) =>
      engine.negotiate(
        NegotiateRequest.parse({
          jobTitle: 'Staff Data Engineer',
          companyName: 'Meridian Health Analytics',
          currentOffer: { baseSalary: 190000, bonus: 20000 },
          targetSalary: 215000,
          marketData: { p25: 170000, p50: 195000, p75: 225000 },
          yearsExperience: 10,
          skills: [sized('Snowflake cost cuts of $380K a year ', Math.min(n, 100))],
        }),
      ),
  ],
];

/** Each tool's run on the two-page résumé and the posting as they are (the throughput bench, bench/engine.ts). */
export const TWO_PAGE_RUNS: [string, () => Promise<unknown>][] = TOOLS.map(([name, run]) => [name, () => run(RESUME.length, 'lines')]);

async function cpuMs(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = process.cpuUsage();
    await run();
    const d = process.cpuUsage(t);
    ms.push((d.user + d.system) / 1000);
  }
  return ms.sort((a, b) => a - b);
}

const median = async (run: () => Promise<unknown>, times: number) => (await cpuMs(run, times))[Math.floor(times / 2)];
const p95 = async (run: () => Promise<unknown>, runs: number) => (await cpuMs(run, runs))[Math.ceil(0.95 * runs) - 1];

export const engineTimeSection: QualitySection = {
  title: 'Engine time against input length (median CPU ms per run; p95 on a two-page résumé)',
  async run() {
    const rows: string[] = [`${'tool'.padEnd(15)}${'shape'.padEnd(12)}${'1k'.padStart(9)}${'10k'.padStart(9)}${'50k'.padStart(9)}  ${'ms/kchar 10k→50k'.padStart(17)}  two-page p95`];
    const checks: { name: string; pass: boolean }[] = [];
    for (const [name, run] of TOOLS) {
      // quick: the real text only (the other shapes hunt slow growth, a figure quick mode does not judge)
      for (const shape of (QUICK ? ['lines'] : Object.keys(SHAPES)) as Shape[]) {
        for (let i = 0; i < (QUICK ? 0 : 3); i++) await run(1_000, shape);
        const t1 = await median(() => run(1_000, shape), QUICK ? 1 : 15);
        const t10 = await median(() => run(10_000, shape), QUICK ? 1 : 7);
        const t50 = await median(() => run(50_000, shape), QUICK ? 1 : 3);
        const twoPage = shape === 'lines' ? await p95(() => run(RESUME.length, shape), QUICK ? 3 : 40) : undefined;
        const slope10 = t10 / 10;
        const slope50 = t50 / 50;
        // per-character time at 50k within 1.5× of that at 10k (plus 0.05 ms/kchar for timer noise on tiny runs)
        const linear = slope50 <= 1.5 * slope10 + 0.05;
        rows.push(
          `${name.padEnd(15)}${shape.padEnd(12)}${t1.toFixed(1).padStart(9)}${t10.toFixed(1).padStart(9)}${t50.toFixed(1).padStart(9)}  ${`${slope10.toFixed(3)} → ${slope50.toFixed(3)}`.padStart(17)}  ${twoPage !== undefined ? twoPage.toFixed(1) : ''}`,
        );
        checks.push({ name: `${name} (${shape}) grows linearly: ${slope10.toFixed(3)} → ${slope50.toFixed(3)} ms per 1,000 characters`, pass: linear });
        checks.push({ name: `${name} (${shape}) at 50,000 characters: ${t50.toFixed(0)} ms ≤ 500 ms`, pass: t50 <= 500 });
        if (twoPage !== undefined) checks.push({ name: `${name} on a two-page résumé: p95 ${twoPage.toFixed(1)} ms ≤ 50 ms`, pass: twoPage <= 50 });
      }
    }
    return { report: `Fields filled up to each tool's limits (analysis and cover letter postings ≤ 20,000, LinkedIn profile ≤ 20,000).\n${rows.join('\n')}`, checks };
  },
};
