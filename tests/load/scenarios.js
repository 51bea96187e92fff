// The load scenarios, defined once: the k6 scripts (k6/*.js, for a real environment) and `npm run load` (autocannon
// and fetch against `npm start` on loopback) both read this file. Plain ES module, no imports: k6 and Node run it.

/** The local demo account `npm start` seeds. */
export const DEMO = { email: 'demo@careerkit.local', password: 'demo1234' };

/** The tool the tool-run scenarios use: the local engine answers it with no key and no network. */
export const TOOL = {
  name: 'ghost-job-detector',
  path: '/api/tools/ghost-job-detector',
  body: {
    analysisMethod: 'description',
    jobDescription:
      'Senior Backend Engineer at Acme Analytics. We are hiring a senior engineer to design and operate our data ' +
      'platform: Node.js, TypeScript, MongoDB, Kubernetes. Salary range $150,000 - $180,000. Apply by December 15 ' +
      'to jobs@acme-analytics.example. Hybrid, Austin TX. Reports to the VP of Engineering.',
  },
};

/** A fresh account per virtual user: the email is unique per run. */
export function newAccount(tag) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { email: `load-${tag}-${id}@careerkit.test`, username: `load_${id}`, password: 'load-test-password-1' };
}

export const json = { 'content-type': 'application/json' };
export const bearer = (token) => ({ ...json, authorization: `Bearer ${token}` });

/**
 * Each scenario: what it does (steps, in order, per virtual user), how much load (virtual users, duration or
 * iterations) and its thresholds: p95 latency in ms and the error rate allowed (0: every answer as expected).
 */
export const SCENARIOS = {
  'browse-and-sign-in': {
    description: 'A visitor opens the site, the shell reads the remotes manifest and the prices, signs in, and reads who they are.',
    // Sign-in is argon2 (memory-hard by design, ~100 ms of a core each): on 2 shared cores it sets the pace and the p95.
    vus: 4,
    durationSeconds: 10,
    steps: [
      { method: 'GET', path: '/', expect: 200 },
      { method: 'GET', path: '/remotes.json', expect: 200 },
      { method: 'GET', path: '/api/tool-configs', expect: 200 },
      { method: 'POST', path: '/api/auth/login', body: DEMO, expect: 200, saveToken: true },
      { method: 'GET', path: '/api/auth/me', auth: true, expect: 200 },
    ],
    thresholds: { p95Ms: 2500, errorRate: 0 },
  },
  'tool-run': {
    description: 'Signed-in users run the ghost job detector (local engine) on their free uses and on a purchase.',
    vus: 4,
    /** Each user signs up, buys the tool once (paid uses) and runs it until its uses are spent. */
    users: 8,
    /** The ghost job detector's free uses plus one purchase's (billing's catalog: 3 + 15). */
    usesPerUser: 18,
    steps: [{ method: 'POST', path: TOOL.path, body: TOOL.body, auth: true, expect: 200 }],
    thresholds: { p95Ms: 2000, errorRate: 0 },
  },
  purchase: {
    description: 'A new user buys a tool: create-intent, the card confirmed at Stripe (the emulator locally), confirm; the uses are granted once.',
    vus: 4,
    iterations: 12,
    steps: [
      { method: 'POST', path: '/api/payments/create-intent', body: { toolName: TOOL.name }, auth: true, expect: 200 },
      { stripe: 'confirm', card: 'pm_card_visa' },
      { method: 'POST', path: '/api/payments/confirm', auth: true, expect: 200 },
    ],
    thresholds: { p95Ms: 1500, errorRate: 0 },
  },
  'last-free-use-burst': {
    description: 'One user with one free use left sends many runs at once: exactly one is served, the rest are refused (402, or 429 where the per-user AI rate limit is on), no use is spent twice.',
    concurrent: 25,
    steps: [{ method: 'POST', path: TOOL.path, body: TOOL.body, auth: true, expect: [200, 402, 429] }],
    thresholds: { p95Ms: 3000, errorRate: 0, servedExactly: 1 },
  },
};
