// Local-engine throughput: runs per second and p95 latency for each tool on a two-page résumé.
// Run: npm run bench -w @careerkit/ai   (target: p95 ≤ 50 ms per run)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoverLetterRequest, GhostJobRequest, LinkedInRequest, ResumeAnalysisRequest, ResumeScannerRequest } from '@careerkit/contracts/tools';
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { createLocalEngine } from '../src/local/local-engine';

const here = (name: string) => readFileSync(join(__dirname, name), 'utf8');
const resume = here('two-page-resume.txt');
const posting = here('posting.txt');
const engine = createLocalEngine({ now: () => new Date('2025-06-01T00:00:00Z') });
const experience = resume.split('EXPERIENCE')[1].split('PROJECTS')[0];

const tools: [string, () => Promise<unknown>][] = [
  ['coverLetter', () => engine.coverLetter(CoverLetterRequest.parse({ mode: 'detailed', jobDescription: posting, userExperience: experience, keyAchievements: 'Reduced Snowflake spend by $380K a year' }))],
  ['linkedin', () => engine.linkedin(LinkedInRequest.parse({ currentProfile: resume, targetRole: 'Staff Data Engineer', industryExperience: 'Healthcare', purposes: ['Recruiter Visibility', 'Hiring Manager Appeal'] }))],
  ['scanResume', () => engine.scanResume(ResumeScannerRequest.parse({ resumeText: resume }))],
  ['analyzeResume', () => engine.analyzeResume(ResumeAnalysisRequest.parse({ resumeText: resume, jobDescription: posting }))],
  ['detectGhostJob', () => engine.detectGhostJob(GhostJobRequest.parse({ analysisMethod: 'description', jobDescription: posting, jobUrl: 'https://boards.greenhouse.io/meridian/jobs/123', postingDate: '2025-05-10' }))],
  [
    'negotiate',
    () =>
      engine.negotiate(
        NegotiateRequest.parse({
          jobTitle: 'Staff Data Engineer',
          companyName: 'Meridian Health Analytics',
          currentOffer: { baseSalary: 190000, bonus: 20000 },
          targetSalary: 215000,
          marketData: { p25: 170000, p50: 195000, p75: 225000 },
          yearsExperience: 10,
          skills: ['Snowflake cost cuts of $380K a year', 'HIPAA platform experience'],
        }),
      ),
  ],
];

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function main(): Promise<void> {
  console.log(`local engine, ${resume.split(/\s+/).length}-word résumé, ${RUNS} runs per tool after 20 warm-up runs (Node ${process.version})`);
  console.log('tool            runs/s    p50 ms    p95 ms    max ms');
  let worst = 0;
  for (const [name, run] of tools) {
    for (let i = 0; i < 20; i++) await run();
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    const total = performance.now() - started;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    worst = Math.max(worst, at(0.95));
    console.log(`${name.padEnd(14)} ${((RUNS / total) * 1000).toFixed(0).padStart(7)} ${at(0.5).toFixed(2).padStart(9)} ${at(0.95).toFixed(2).padStart(9)} ${times[times.length - 1].toFixed(2).padStart(9)}`);
  }
  console.log(`worst p95: ${worst.toFixed(2)} ms (target ≤ 50 ms) — ${worst <= 50 ? 'OK' : 'OVER TARGET'}`);
  if (worst > 50) process.exitCode = 1;
}

void main();
