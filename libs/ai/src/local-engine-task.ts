// One local-engine run, as a worker of the engine pool executes it: the capability's name, its input and the
// caller's clock (so a run in a worker dates things as the service would) in; the full result out. A capability is a
// whole local run, or a step of the OpenAI adapter's grounding (`grounding.scan`, …), which is the same CPU work.
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { createLocalEngine } from './local/local-engine';
import { createLocalGrounding, type GroundingStep } from './openai/grounding';
import type { AiEngine } from './port';

/** The tools a pool's warm-up can run; a service warms those it serves (the salary service only negotiates). */
export type WarmUpTool = Exclude<keyof AiEngine, 'name'>;

export type LocalCapability = WarmUpTool | `grounding.${GroundingStep}`;

export interface LocalEngineTask {
  /** 'warmUp': a worker's first task (engine-pool's ready()), each tool it is given once, so no user's run pays for loading. */
  capability: LocalCapability | 'warmUp';
  /** for 'warmUp', the tools to run (WarmUpTool[]; undefined: every tool) */
  input: unknown;
  /** The caller's "now", in milliseconds. */
  now: number;
}

let now = Date.now();
const clock = () => new Date(now);
const engine = createLocalEngine({ now: clock });
const grounding = createLocalGrounding(clock);

// A short résumé and posting that take every writer and judge through its models (wink-nlp's and compromise's are
// loaded on first use) and its vocabularies.
const WARM_UP_RESUME = `Sam Rivera
Software Engineer, Northwind Traders, 2021 - Present
- Designed a billing service in TypeScript that cut invoice errors by 30%
- Led a team of 4 engineers and mentored two new hires
Accounts Clerk, Contoso Ltd, 2018 - 2021
- Reconciled supplier accounts every month
EDUCATION
B.S. Computer Science, State University, 2018
SKILLS
TypeScript, SQL, Excel`;
const WARM_UP_POSTING = `Backend Engineer at Fabrikam
You will build and run payment APIs in TypeScript and SQL, review code and mentor engineers.
Requirements: 3+ years of backend experience. Salary $120,000 - $140,000.`;

const WARM_UP_RUNS: Record<WarmUpTool, () => Promise<unknown>> = {
  coverLetter: () => engine.coverLetter(CoverLetterRequest.parse({ jobDescription: WARM_UP_POSTING, userExperience: WARM_UP_RESUME, companyName: 'Fabrikam', jobTitle: 'Backend Engineer' })),
  linkedin: () => engine.linkedin(LinkedInRequest.parse({ currentProfile: WARM_UP_RESUME, targetRole: 'Backend Engineer' })),
  scanResume: () => engine.scanResume({ resumeText: WARM_UP_RESUME }),
  analyzeResume: () => engine.analyzeResume({ resumeText: WARM_UP_RESUME, jobDescription: WARM_UP_POSTING }),
  detectGhostJob: () => engine.detectGhostJob({ analysisMethod: 'description', jobDescription: WARM_UP_POSTING, jobUrl: '', postingDate: null }),
  negotiate: () =>
    engine.negotiate(
      NegotiateRequest.parse({ jobTitle: 'Backend Engineer', companyName: 'Fabrikam', currentOffer: { baseSalary: 120000 }, targetSalary: 135000, marketData: { p25: 110000, p50: 125000, p75: 140000 }, yearsExperience: 5, skills: ['TypeScript'] }),
    ),
};

async function warmUp(tools = Object.keys(WARM_UP_RUNS) as WarmUpTool[]): Promise<null> {
  for (const tool of tools) await WARM_UP_RUNS[tool]();
  return null;
}

export default function runLocalEngineTask(task: LocalEngineTask): Promise<unknown> {
  now = task.now;
  if (task.capability === 'warmUp') return warmUp(task.input as WarmUpTool[] | undefined);
  const [part, step] = task.capability.split('.') as [string, GroundingStep | undefined];
  if (part === 'grounding' && step) return (grounding[step] as (input: unknown) => Promise<unknown>)(task.input);
  return (engine[task.capability as WarmUpTool] as (input: unknown) => Promise<unknown>)(task.input);
}
