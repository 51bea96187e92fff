// One local-engine run, as a worker of the engine pool executes it: the capability's name, its input and the
// caller's clock (so a run in a worker dates things as the service would) in; the full result out.
import { createLocalEngine } from './local/local-engine';
import type { AiEngine } from './port';

export type LocalCapability = Exclude<keyof AiEngine, 'name'>;

export interface LocalEngineTask {
  capability: LocalCapability;
  input: unknown;
  /** The caller's "now", in milliseconds. */
  now: number;
}

let now = Date.now();
const engine = createLocalEngine({ now: () => new Date(now) });

export default function runLocalEngineTask(task: LocalEngineTask): Promise<unknown> {
  now = task.now;
  return (engine[task.capability] as (input: unknown) => Promise<unknown>)(task.input);
}
