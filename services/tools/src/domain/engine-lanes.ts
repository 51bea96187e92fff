// Fair use of the local engine's workers: one user's runs take at most `perUser` workers at once, and the rest of that
// user's runs wait their turn (at most `waitLimitMs`, after which they fail as a timeout and are refunded), so one
// user's slow runs cannot hold up every other user's.
import { AiEngineError } from '@careerkit/ai/port';

export interface EngineLanes {
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
}

/** For an engine that waits on the network (OpenAI): no lanes. */
export const NO_LANES: EngineLanes = { run: (_userId, work) => work() };

export function engineLanes({ perUser, waitLimitMs }: { perUser: number; waitLimitMs: number }): EngineLanes {
  const lanes = new Map<string, { running: number; waiting: Array<() => void> }>();

  function turn(lane: { waiting: Array<() => void> }): Promise<void> {
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        lane.waiting.splice(lane.waiting.indexOf(go), 1);
        reject(new AiEngineError('timeout', `the run waited ${waitLimitMs} ms behind the same user's other runs`));
      }, waitLimitMs);
      lane.waiting.push(go);
    });
  }

  return {
    async run(userId, work) {
      let lane = lanes.get(userId);
      if (!lane) lanes.set(userId, (lane = { running: 0, waiting: [] }));
      if (lane.running >= perUser) await turn(lane);
      lane.running++;
      try {
        return await work();
      } finally {
        lane.running--;
        const next = lane.waiting.shift();
        if (next) next();
        else if (lane.running === 0) lanes.delete(userId);
      }
    },
  };
}
