// k6: a purchase against Stripe (the emulator, or Stripe's test mode), tests/load/scenarios.js.
import { check } from 'k6';
import { SCENARIOS } from '../scenarios.js';
import { publishableKey, signUp, step, stripeConfirm, thresholdsOf, usage } from './lib.js';

const scenario = SCENARIOS.purchase;
export const options = {
  scenarios: { purchase: { executor: 'shared-iterations', vus: scenario.vus, iterations: scenario.iterations } },
  thresholds: thresholdsOf(scenario),
};

export function setup() {
  return { key: publishableKey() };
}

export default function (data) {
  const state = { token: signUp('buy') };
  const before = usage(state.token);
  const [createIntent, confirmCard, confirm] = scenario.steps;
  step(createIntent, state);
  stripeConfirm(state, confirmCard.card, data.key);
  step(confirm, state);
  const after = usage(state.token);
  check(after, { 'the uses are granted once': (u) => u.limit > before.limit && u.used === before.used });
}
