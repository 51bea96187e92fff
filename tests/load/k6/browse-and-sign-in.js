// k6: browse + sign-in (tests/load/scenarios.js).
import { SCENARIOS } from '../scenarios.js';
import { step, thresholdsOf } from './lib.js';

const scenario = SCENARIOS['browse-and-sign-in'];
export const options = {
  scenarios: { browse: { executor: 'constant-vus', vus: scenario.vus, duration: `${scenario.durationSeconds}s` } },
  thresholds: thresholdsOf(scenario),
};

export default function () {
  const state = {};
  for (const s of scenario.steps) step(s, state);
}
