// k6: tool runs with the local engine (tests/load/scenarios.js). set-up signs users up and buys each the tool once;
// the runs then spend every use they have, and no more.
import exec from 'k6/execution';
import { SCENARIOS, TOOL } from '../scenarios.js';
import { publishableKey, signUp, step, stripeConfirm, thresholdsOf, usage } from './lib.js';

const scenario = SCENARIOS['tool-run'];
export const options = {
  setupTimeout: '120s',
  scenarios: { runs: { executor: 'shared-iterations', vus: scenario.vus, iterations: scenario.users * scenario.usesPerUser } },
  thresholds: thresholdsOf(scenario),
};

export function setup() {
  const key = publishableKey();
  const tokens = [];
  for (let i = 0; i < scenario.users; i++) {
    const token = signUp('tool');
    const state = { token };
    step({ method: 'POST', path: '/api/payments/create-intent', body: { toolName: TOOL.name }, auth: true, expect: 200 }, state);
    stripeConfirm(state, 'pm_card_visa', key);
    step({ method: 'POST', path: '/api/payments/confirm', auth: true, expect: 200 }, state);
    tokens.push(token);
  }
  if (usage(tokens[0]).limit !== scenario.usesPerUser) throw new Error('the catalog changed: update usesPerUser in scenarios.js');
  return { tokens };
}

export default function (data) {
  // Iteration n runs as user n mod users: each user spends exactly the uses it has.
  step(scenario.steps[0], { token: data.tokens[exec.scenario.iterationInTest % data.tokens.length] });
}
