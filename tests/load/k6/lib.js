// What the k6 scripts share: the scenario definitions (../scenarios.js) turned into k6 options and calls.
/* global __ENV */
// Run against an environment: k6 run -e BASE_URL=https://staging.careerkit.example.com -e STRIPE_URL=https://api.stripe.com tests/load/k6/<scenario>.js
import http from 'k6/http';
import { check } from 'k6';
import { DEMO, TOOL, bearer, json, newAccount } from '../scenarios.js';

export const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
export const STRIPE_URL = __ENV.STRIPE_URL || 'http://127.0.0.1:12111';
export { DEMO, TOOL };

/** k6 thresholds from a scenario's: p95 latency and the share of failed requests and checks. */
export function thresholdsOf(scenario) {
  return {
    http_req_duration: [`p(95)<${scenario.thresholds.p95Ms}`],
    http_req_failed: [`rate<=${scenario.thresholds.errorRate}`],
    checks: [`rate>=${1 - scenario.thresholds.errorRate}`],
  };
}

/** One step of a scenario; returns the response. */
export function step(s, state) {
  const expected = [].concat(s.expect);
  const params = { headers: s.auth ? bearer(state.token) : json, responseCallback: http.expectedStatuses(...expected), tags: { step: `${s.method} ${s.path}` } };
  let body = s.body;
  if (s.path === '/api/payments/confirm') body = { paymentIntentId: state.paymentIntentId };
  const res = http.request(s.method, BASE_URL + s.path, body ? JSON.stringify(body) : null, params);
  check(res, { [`${s.method} ${s.path} answers ${expected.join(' or ')}`]: (r) => expected.includes(r.status) });
  if (s.saveToken && res.status === 200) state.token = res.json('token');
  if (res.status === 200 && s.path === '/api/payments/create-intent') {
    const secret = res.json('clientSecret');
    state.paymentIntentId = secret.split('_secret_')[0];
    state.clientSecret = secret;
  }
  return res;
}

/** What Stripe.js does in the browser: confirm the intent with the publishable key and the client secret. */
export function stripeConfirm(state, card, publishableKey) {
  const res = http.post(`${STRIPE_URL}/v1/payment_intents/${state.paymentIntentId}/confirm`, { client_secret: state.clientSecret, payment_method: card }, { headers: { authorization: `Bearer ${publishableKey}` } });
  check(res, { 'Stripe confirms the card': (r) => r.status === 200 });
}

export function signUp(tag) {
  const res = http.post(`${BASE_URL}/api/auth/register`, JSON.stringify(newAccount(tag)), { headers: json });
  check(res, { 'sign-up answers 201': (r) => r.status === 201 || r.status === 200 });
  return res.json('token');
}

export function publishableKey() {
  return http.get(`${BASE_URL}/api/payments/config`).json('publishableKey');
}

export function usage(token) {
  return http.get(`${BASE_URL}/api/usage/${TOOL.name}?t=${Date.now()}`, { headers: bearer(token) }).json();
}
