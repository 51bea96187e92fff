// Inputs at the contract's size limits in the shapes that cost the local engine most, one set per tool: what the
// responsiveness test sends to show the service keeps answering, and what the responsiveness bench times.
import type { AiToolKey } from '@careerkit/contracts/tools';

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** One "word" with no space or line break at all. */
export const noBreak = (length: number) => fill('a', process.env.SMALL ? 30 : length);
/** Thousands of one-word headings, one per line. */
const headings = (length: number) => fill('EXPERIENCE\nSKILLS\nEDUCATION\n', process.env.SMALL ? 30 : length);
/** Thousands of bullets full of repeated skill words. */
const skillBullets = (length: number) => fill('- Python, Java, Excel, Kubernetes, SQL, leadership, Python, Python\n', process.env.SMALL ? 30 : length);
/**
 * Two words with a run of spaces between: what took the engine longest before white space was bounded (seconds of CPU
 * at 50,000 characters, its section patterns backtracked over the run).
 */
const spaceRun = (length: number) => `x${' '.repeat((process.env.SMALL ? 30 : length) - 2)}y`;
/** One letter a line: the shape that costs the engine most now, a few hundred ms of CPU at 50,000 characters. */
const letterLines = (length: number) => fill('a\n', process.env.SMALL ? 30 : length);

/** Each tool at its fields' limits: 50,000 characters where the contract allows them (20,000 per posting or profile). */
export const SLOW_RUNS: Array<{ tool: AiToolKey; path: string; body: object }> = [
  { tool: 'resume-scanner', path: '/api/tools/resume-scanner', body: { resumeText: noBreak(50_000) } },
  { tool: 'resume-scanner', path: '/api/tools/resume-scanner', body: { resumeText: spaceRun(50_000) } },
  { tool: 'resume-analysis', path: '/api/tools/resume-analysis', body: { resumeText: headings(50_000), jobDescription: skillBullets(20_000) } },
  { tool: 'resume-analysis', path: '/api/tools/resume-analysis', body: { resumeText: spaceRun(50_000), jobDescription: spaceRun(20_000) } },
  { tool: 'resume-scanner', path: '/api/tools/resume-scanner', body: { resumeText: letterLines(50_000) } },
  { tool: 'resume-analysis', path: '/api/tools/resume-analysis', body: { resumeText: letterLines(50_000), jobDescription: letterLines(20_000) } },
  {
    tool: 'cover-letter-writer',
    path: '/api/tools/cover-letter',
    body: { mode: 'detailed', jobDescription: noBreak(20_000), userExperience: noBreak(20_000), keyAchievements: skillBullets(5_000), specificSkills: noBreak(5_000) },
  },
  {
    tool: 'cover-letter-writer',
    path: '/api/tools/cover-letter',
    body: { mode: 'detailed', jobDescription: spaceRun(20_000), userExperience: spaceRun(20_000), keyAchievements: spaceRun(5_000), specificSkills: spaceRun(5_000) },
  },
  { tool: 'linkedin-optimizer', path: '/api/tools/linkedin', body: { currentProfile: noBreak(20_000), targetRole: 'Engineer' } },
  { tool: 'linkedin-optimizer', path: '/api/tools/linkedin', body: { currentProfile: spaceRun(20_000), targetRole: 'Engineer' } },
  { tool: 'ghost-job-detector', path: '/api/tools/ghost-job-detector', body: { analysisMethod: 'description', jobDescription: noBreak(20_000) } },
  { tool: 'ghost-job-detector', path: '/api/tools/ghost-job-detector', body: { analysisMethod: 'description', jobDescription: spaceRun(20_000) } },
];

/**
 * One small request per route (each long field cut to a few words): loads each route and the token keys before the slow
 * runs, whatever it answers.
 */
export const WARM_UP_RUNS = SLOW_RUNS.filter((run, i) => SLOW_RUNS.findIndex((other) => other.path === run.path) === i).map(({ path, body }) => ({
  path,
  body: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' && value.length > 200 ? 'Jane Doe, engineer' : value])),
}));
