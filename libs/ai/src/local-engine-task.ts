// One local-engine run, as a worker of the engine pool executes it: the capability's name, its input and the
// caller's clock (so a run in a worker dates things as the service would) in; the full result out. A capability is a
// whole local run, or a step of the OpenAI adapter's grounding (`grounding.scan`, …), which is the same CPU work.
import { createLocalEngine } from './local/local-engine';
import { createLocalGrounding, type GroundingStep } from './openai/grounding';
import type { AiEngine } from './port';

export type LocalCapability = Exclude<keyof AiEngine, 'name'> | `grounding.${GroundingStep}`;

export interface LocalEngineTask {
  capability: LocalCapability;
  input: unknown;
  /** The caller's "now", in milliseconds. */
  now: number;
}

let now = Date.now();
const clock = () => new Date(now);
const engine = createLocalEngine({ now: clock });
const grounding = createLocalGrounding(clock);

export default function runLocalEngineTask(task: LocalEngineTask): Promise<unknown> {
  now = task.now;
  const [part, step] = task.capability.split('.') as [string, GroundingStep | undefined];
  if (part === 'grounding' && step) return (grounding[step] as (input: unknown) => Promise<unknown>)(task.input);
  return (engine[task.capability as Exclude<keyof AiEngine, 'name'>] as (input: unknown) => Promise<unknown>)(task.input);
}
