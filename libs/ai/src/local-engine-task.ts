// One local-engine run, as a worker of the engine pool executes it: the capability's name, its input and the
// caller's clock (so a run in a worker dates things as the service would) in; the full result out. A capability is a
// whole local run, or a step of the OpenAI adapter's grounding (`grounding.scan`, …), which is the same CPU work.
import { CoverLetterRequest, LinkedInRequest } from '@careerkit/contracts/tools';
import { createLocalEngine } from './local/local-engine';
import { createLocalGrounding, type GroundingStep } from './openai/grounding';
import type { AiEngine } from './port';

export type LocalCapability = Exclude<keyof AiEngine, 'name'> | `grounding.${GroundingStep}`;

export interface LocalEngineTask {
  /** 'warmUp': a worker's first task (engine-pool's ready()), each capability once, so no user's run pays for loading. */
  capability: LocalCapability | 'warmUp';
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

async function warmUp(): Promise<null> {
  await engine.coverLetter(CoverLetterRequest.parse({ jobDescription: WARM_UP_POSTING, userExperience: WARM_UP_RESUME, companyName: 'Fabrikam', jobTitle: 'Backend Engineer' }));
  await engine.linkedin(LinkedInRequest.parse({ currentProfile: WARM_UP_RESUME, targetRole: 'Backend Engineer' }));
  await engine.scanResume({ resumeText: WARM_UP_RESUME });
  await engine.analyzeResume({ resumeText: WARM_UP_RESUME, jobDescription: WARM_UP_POSTING });
  await engine.detectGhostJob({ analysisMethod: 'description', jobDescription: WARM_UP_POSTING, jobUrl: '', postingDate: null });
  return null;
}

export default function runLocalEngineTask(task: LocalEngineTask): Promise<unknown> {
  now = task.now;
  if (task.capability === 'warmUp') return warmUp();
  const [part, step] = task.capability.split('.') as [string, GroundingStep | undefined];
  if (part === 'grounding' && step) return (grounding[step] as (input: unknown) => Promise<unknown>)(task.input);
  return (engine[task.capability as Exclude<keyof AiEngine, 'name'>] as (input: unknown) => Promise<unknown>)(task.input);
}
