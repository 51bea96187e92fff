#!/usr/bin/env node
// `npm run load`: every scenario of scenarios.js against the product started by the launcher (`npm start`) on
// loopback, on its own ports and data folder; prints p50/p95/p99, throughput and errors per scenario and checks
// the thresholds. Steady single-request scenarios run under autocannon; multi-step flows (sign-in chain, purchase,
// burst) run as virtual users with fetch, timed the same way. Exits 1 when a threshold is missed.
//   npm run load                    start the product, run everything, stop it
//   LOAD_URL=http://127.0.0.1:8080 npm run load   against a product already running (STRIPE_URL for the emulator)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startLauncher } from '../../local/start-launcher.cjs';
import { DEMO, SCENARIOS, TOOL, bearer, json, newAccount } from './scenarios.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
async function startProduct() {
  // Free ports: it runs beside `npm start`, the e2e suite or another load run.
  const launched = await startLauncher({
    name: 'load',
    timeoutMs: 120_000,
    env: {
      ...(existsSync(join(ROOT, 'dist/web/index.html')) && process.env.LOAD_BUILD_WEB !== '1' ? { SKIP_WEB_BUILD: '1' } : {}),
      // One load generator is one client IP and few users: the per-IP and per-user limits would measure themselves
      // (the gateway's, and identity's sign-in attempts per IP, which every virtual user signing in meets).
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      AI_RATE_LIMIT_PER_MINUTE: '1000000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_IP: '1000000',
    },
  });
  return { url: `http://127.0.0.1:${launched.ports.gateway}`, stripeUrl: `http://127.0.0.1:${launched.ports.stripeEmulator}`, stop: launched.stop };
}

/** Latencies (ms) and outcomes of one scenario. */
class Stats {
  latencies = [];
  errors = [];
  statuses = {};
  started = performance.now();
  record(ms, status, ok, what) {
    this.latencies.push(ms);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (!ok) this.errors.push(`${what}: ${status}`);
  }
  summary() {
    const seconds = (performance.now() - this.started) / 1000;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
    return { requests: sorted.length, seconds, rps: sorted.length / seconds, p50: at(50), p95: at(95), p99: at(99), errors: this.errors.length, errorRate: sorted.length ? this.errors.length / sorted.length : 0, statuses: this.statuses };
  }
}

function makeClient(base, stats) {
  return async function call(step, state) {
    const headers = step.auth ? bearer(state.token) : json;
    let body = step.body;
    if (step.path === '/api/payments/confirm') body = { paymentIntentId: state.paymentIntentId };
    const t0 = performance.now();
    const res = await fetch(base + step.path, { method: step.method, headers, body: body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    const ms = performance.now() - t0;
    const expected = [step.expect].flat();
    stats.record(ms, res.status, expected.includes(res.status), `${step.method} ${step.path}`);
    const data = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    if (step.saveToken && data?.token) state.token = data.token;
    if (data?.clientSecret) state.paymentIntentId = data.clientSecret.split('_secret_')[0];
    return { status: res.status, data };
  };
}

/** What Stripe.js does in the browser: confirm the intent with the publishable key and the client secret. */
async function stripeConfirm(ctx, state, stats, card) {
  const t0 = performance.now();
  const res = await fetch(`${ctx.stripeUrl}/v1/payment_intents/${state.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: `${state.paymentIntentId}_secret_${state.clientSecretTail ?? ''}`, payment_method: card }).toString(),
  });
  await res.text();
  stats.record(performance.now() - t0, res.status, res.status === 200, 'Stripe confirm');
}

async function signUp(ctx, tag) {
  const account = newAccount(tag);
  const res = await fetch(`${ctx.url}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}

async function buy(ctx, token, stats) {
  const call = makeClient(ctx.url, stats);
  const state = { token };
  const intent = await call({ method: 'POST', path: '/api/payments/create-intent', body: { toolName: TOOL.name }, auth: true, expect: 200 }, state);
  state.clientSecretTail = intent.data.clientSecret.split('_secret_')[1];
  await stripeConfirm(ctx, state, stats, 'pm_card_visa');
  await call({ method: 'POST', path: '/api/payments/confirm', auth: true, expect: 200 }, state);
}

async function usage(ctx, token) {
  const res = await fetch(`${ctx.url}/api/usage/${TOOL.name}?t=${Date.now()}`, { headers: bearer(token) });
  return res.json();
}

/** Runs `flow` for `vus` virtual users until `iterations` are done or `durationSeconds` have passed. */
async function virtualUsers({ vus, iterations = Infinity, durationSeconds = Infinity }, flow) {
  const deadline = performance.now() + durationSeconds * 1000;
  let started = 0;
  await Promise.all(
    Array.from({ length: vus }, async () => {
      while (started < iterations && performance.now() < deadline) {
        started++;
        await flow();
      }
    }),
  );
}

const RUNNERS = {
  async 'browse-and-sign-in'(ctx, s, stats) {
    const call = makeClient(ctx.url, stats);
    await virtualUsers(s, async () => {
      const state = {};
      for (const step of s.steps) await call(step, state);
    });
  },

  // The steady part under autocannon: each user's token in turn, as many runs as the users have uses.
  async 'tool-run'(ctx, s, stats) {
    const setup = new Stats();
    const tokens = [];
    for (let i = 0; i < s.users; i++) {
      const token = await signUp(ctx, 'tool');
      await buy(ctx, token, setup);
      tokens.push(token);
    }
    const uses = (await usage(ctx, tokens[0])).limit;
    if (uses !== s.usesPerUser) throw new Error(`a user has ${uses} uses, the scenario says ${s.usesPerUser}: update scenarios.js`);
    if (setup.errors.length) throw new Error(`setup failed: ${setup.errors.join(', ')}`);
    let next = 0;
    stats.started = performance.now(); // throughput of the runs, not of the set-up
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: ctx.url + TOOL.path,
          connections: s.vus,
          amount: uses * tokens.length,
          method: 'POST',
          body: JSON.stringify(TOOL.body),
          requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...bearer(tokens[next++ % tokens.length]) } }) }],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on('response', (_client, status, _bytes, ms) => stats.record(ms, status, status === 200, `POST ${TOOL.path}`));
    });
    stats.autocannon = { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
    const after = await Promise.all(tokens.map((t) => usage(ctx, t)));
    const overspent = after.filter((u) => u.used > u.limit);
    if (overspent.length) stats.errors.push(`${overspent.length} users spent more uses than they had`);
  },

  // A purchase per new user (a user holding paid uses is not sold more): sign-up is set-up, not measured.
  async purchase(ctx, s, stats) {
    const paidLimit = (await (await fetch(`${ctx.url}/api/tool-configs`)).json())[TOOL.name].paidLimit;
    await virtualUsers(s, async () => {
      const token = await signUp(ctx, 'buy');
      const before = await usage(ctx, token);
      await buy(ctx, token, stats);
      // Exactly the uses paid for: granted once, whatever the confirm and the webhook race.
      const after = await usage(ctx, token);
      if (after.limit - before.limit !== paidLimit) stats.errors.push(`a purchase granted ${after.limit - before.limit} uses, not ${paidLimit}`);
    });
  },

  async 'last-free-use-burst'(ctx, s, stats) {
    const token = await signUp(ctx, 'burst');
    const start = await usage(ctx, token);
    const call = makeClient(ctx.url, new Stats());
    // Spend all free uses but the last.
    for (let i = 0; i < start.limit - 1; i++) await call({ ...s.steps[0], expect: 200 }, { token });
    const results = await Promise.all(Array.from({ length: s.concurrent }, () => makeClient(ctx.url, stats)(s.steps[0], { token })));
    const served = results.filter((r) => r.status === 200).length;
    const after = await usage(ctx, token);
    stats.burst = { served, refused: results.length - served, usedAfter: after.used, limit: after.limit };
    if (served !== s.thresholds.servedExactly) stats.errors.push(`${served} runs served on the last free use, expected ${s.thresholds.servedExactly}`);
    if (after.used !== after.limit) stats.errors.push(`usage after the burst is ${after.used}/${after.limit}`);
  },
};

const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main() {
  const only = process.argv.slice(2);
  const product = process.env.LOAD_URL ? null : await startProduct();
  const ctx = { url: process.env.LOAD_URL ?? product.url, stripeUrl: process.env.STRIPE_URL ?? product?.stripeUrl };
  let failed = false;
  try {
    ctx.publishableKey = (await (await fetch(`${ctx.url}/api/payments/config`)).json()).publishableKey;
    const login = await fetch(`${ctx.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(DEMO) });
    if (login.status !== 200) throw new Error(`the demo account cannot sign in (${login.status})`);
    console.log(`\nLoad against ${ctx.url} (${new Date().toISOString()})\n`);
    console.log('scenario              requests   req/s    p50 ms   p95 ms   p99 ms  errors  threshold');
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      if (only.length && !only.includes(name)) continue;
      const stats = new Stats();
      try {
        await RUNNERS[name](ctx, scenario, stats);
      } catch (error) {
        stats.errors.push(error.message);
      }
      const s = stats.summary();
      const pass = s.p95 <= scenario.thresholds.p95Ms && stats.errors.length / Math.max(1, s.requests) <= scenario.thresholds.errorRate;
      failed ||= !pass;
      console.log(
        `${name.padEnd(22)}${String(s.requests).padStart(8)}${fmt(s.rps).padStart(8)}${fmt(s.p50).padStart(10)}${fmt(s.p95).padStart(9)}${fmt(s.p99).padStart(9)}${String(stats.errors.length).padStart(8)}  ${pass ? 'pass' : 'FAIL'} (p95 ≤ ${scenario.thresholds.p95Ms} ms, errors ≤ ${scenario.thresholds.errorRate * 100}%)`,
      );
      if (stats.burst) console.log(`  burst: ${stats.burst.served} served, ${stats.burst.refused} refused; usage after: ${stats.burst.usedAfter}/${stats.burst.limit} — no use spent twice: ${stats.burst.served === 1 && stats.burst.usedAfter === stats.burst.limit ? 'yes' : 'NO'}`);
      if (stats.autocannon) console.log(`  autocannon: ${fmt(stats.autocannon.rps)} req/s average, ${stats.autocannon.non2xx} non-2xx, ${stats.autocannon.errors} errors, ${stats.autocannon.timeouts} timeouts`);
      console.log(`  statuses: ${JSON.stringify(s.statuses)}`);
      for (const e of [...new Set(stats.errors)].slice(0, 5)) console.log(`  error: ${e}`);
    }
  } finally {
    await product?.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
