// k6: a burst on one user's last free use (tests/load/scenarios.js): exactly one run is served, no use is spent twice.
import http from 'k6/http';
import { check } from 'k6';
import { Counter } from 'k6/metrics';
import { SCENARIOS, TOOL, bearer } from '../scenarios.js';
import { BASE_URL, signUp, step, thresholdsOf, usage } from './lib.js';

const scenario = SCENARIOS['last-free-use-burst'];
const served = new Counter('served_runs');
export const options = {
  batch: scenario.concurrent,
  batchPerHost: scenario.concurrent,
  scenarios: { burst: { executor: 'shared-iterations', vus: 1, iterations: 1 } },
  thresholds: { ...thresholdsOf(scenario), served_runs: [`count==${scenario.thresholds.servedExactly}`] },
};

export function setup() {
  const token = signUp('burst');
  const start = usage(token);
  for (let i = 0; i < start.limit - 1; i++) step({ ...scenario.steps[0], expect: 200 }, { token });
  return { token };
}

export default function (data) {
  const params = { headers: bearer(data.token), responseCallback: http.expectedStatuses(...scenario.steps[0].expect) };
  const responses = http.batch(Array.from({ length: scenario.concurrent }, () => ['POST', BASE_URL + TOOL.path, JSON.stringify(TOOL.body), params]));
  served.add(responses.filter((r) => r.status === 200).length);
  const after = usage(data.token);
  check(after, { 'no use spent twice': (u) => u.used === u.limit });
}
