#!/usr/bin/env node
// `npm start`: the whole product on one machine with nothing configured. Each process is the one production runs
// as its own deployment; only the stand-ins (mongo-lite), the generated local secrets and the demo seed are local.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// DATA_DIR and the *_PORT variables let a second copy run beside this one (the e2e tests do).
const data = process.env.DATA_DIR ?? join(root, '.data');
mkdirSync(data, { recursive: true });

/** A secret made once per checkout and kept in .data/, unless the env provides it. */
function localSecret(name) {
  const file = join(data, `${name.toLowerCase()}.txt`);
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const env = process.env;
const local = !env.MONGODB_URI;
const PORTS = {
  mongo: Number(env.MONGO_LITE_PORT ?? 27027),
  identity: Number(env.IDENTITY_PORT ?? 4001),
  billing: Number(env.BILLING_PORT ?? 4002),
  tools: Number(env.TOOLS_PORT ?? 4003),
  salary: Number(env.SALARY_PORT ?? 4004),
  platform: Number(env.PLATFORM_PORT ?? 4005),
  stripe: Number(env.STRIPE_EMULATOR_PORT ?? 12111),
  gateway: Number(env.PORT ?? 8080),
};
const shared = {
  NODE_ENV: env.NODE_ENV ?? 'development',
  MONGODB_URI: env.MONGODB_URI ?? `mongodb://127.0.0.1:${PORTS.mongo}/?directConnection=true`,
  INTERNAL_KEY: env.INTERNAL_KEY ?? localSecret('INTERNAL_KEY'),
  IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
  // identity (allowRegistrations) and the gateway (maintenance) read platform's system config.
  PLATFORM_URL: `http://127.0.0.1:${PORTS.platform}`,
};
// Real Stripe when its keys are given; otherwise local/stripe-emulator with test keys made once per checkout.
const emulateStripe = !env.STRIPE_SECRET_KEY;
const stripe = emulateStripe
  ? {
      STRIPE_SECRET_KEY: `sk_test_${localSecret('STRIPE_SECRET_KEY')}`,
      STRIPE_PUBLISHABLE_KEY: `pk_test_${localSecret('STRIPE_PUBLISHABLE_KEY')}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${localSecret('STRIPE_WEBHOOK_SECRET')}`,
      STRIPE_API_BASE: `http://127.0.0.1:${PORTS.stripe}`,
    }
  : { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET };
const webRoot = join(root, 'dist', 'web');

// The front-end is rebuilt on a start when its sources changed since the last build, so what runs is what is checked
// out. The build goes to a fresh folder swapped in at the end (local/build-web.mjs): copies already running keep serving.
if (env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web front-end (if its sources changed)…');
  const build = spawnSync(process.execPath, ['local/build-web.mjs', '--if-changed'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) console.error('The web build failed; starting the API only.');
}

const webBuilt = existsSync(join(webRoot, 'index.html'));

const processes = [
  ...(local ? [{ name: 'mongo-lite', port: PORTS.mongo, args: ['local/mongo-lite/bin/mongo-lite.mjs', '--port', String(PORTS.mongo), '--dbpath', join(data, 'mongo')] }] : []),
  {
    name: 'identity',
    port: PORTS.identity,
    args: ['--import', 'tsx', 'services/identity/src/main.ts'],
    env: {
      PORT: String(PORTS.identity),
      JWT_KEY_FILE: env.JWT_KEY_FILE ?? join(data, 'identity', 'jwt-private.pem'),
      OUTBOX_DIR: env.OUTBOX_DIR ?? join(data, 'outbox'),
      // The local demo operator; elsewhere the first operator is whatever ADMIN_EMAIL / ADMIN_PASSWORD say.
      ...(local ? { ADMIN_EMAIL: env.ADMIN_EMAIL ?? 'admin@careerkit.local', ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? 'admin1234' } : {}),
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${PORTS.gateway}`,
      SEED_DEMO_ACCOUNTS: local ? 'true' : 'false',
      // "Your data": identity asks each service for its part of an export and of an account deletion (platform: PLATFORM_URL above).
      BILLING_URL: `http://127.0.0.1:${PORTS.billing}`,
      TOOLS_URL: `http://127.0.0.1:${PORTS.tools}`,
      SALARY_URL: `http://127.0.0.1:${PORTS.salary}`,
    },
  },
  ...(emulateStripe
    ? [
        {
          name: 'stripe-emulator',
          port: PORTS.stripe,
          args: ['local/stripe-emulator/bin/stripe-emulator.mjs', '--port', String(PORTS.stripe), '--quiet'],
          env: {
            STRIPE_EMULATOR_SECRET_KEYS: stripe.STRIPE_SECRET_KEY,
            STRIPE_EMULATOR_PUBLISHABLE_KEYS: stripe.STRIPE_PUBLISHABLE_KEY,
            // Straight to billing on loopback, as Stripe would reach billing's public webhook route.
            STRIPE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.billing}/api/payments/webhook`,
            STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET,
            STRIPE_WEBHOOK_EVENTS: 'payment_intent.succeeded,payment_intent.payment_failed,charge.refunded,refund.updated',
          },
        },
      ]
    : []),
  {
    name: 'billing',
    port: PORTS.billing,
    args: ['--import', 'tsx', 'services/billing/src/main.ts'],
    env: { PORT: String(PORTS.billing), ...stripe },
  },
  {
    name: 'tools',
    port: PORTS.tools,
    args: ['--import', 'tsx', 'services/tools/src/main.ts'],
    // OPENAI_API_KEY, when set, reaches it through the environment; without it the local engine answers every tool.
    env: { PORT: String(PORTS.tools), BILLING_URL: `http://127.0.0.1:${PORTS.billing}` },
  },
  {
    name: 'salary',
    port: PORTS.salary,
    args: ['--import', 'tsx', 'services/salary/src/main.ts'],
    // OPENAI_API_KEY, when set, reaches it through the environment; without it the local engine writes strategies.
    env: { PORT: String(PORTS.salary), BILLING_URL: `http://127.0.0.1:${PORTS.billing}` },
  },
  {
    name: 'platform',
    port: PORTS.platform,
    args: ['--import', 'tsx', 'services/platform/src/main.ts'],
    env: {
      PORT: String(PORTS.platform),
      BILLING_URL: `http://127.0.0.1:${PORTS.billing}`,
      TOOLS_URL: `http://127.0.0.1:${PORTS.tools}`,
      SALARY_URL: `http://127.0.0.1:${PORTS.salary}`,
      OUTBOX_DIR: env.OUTBOX_DIR ?? join(data, 'outbox'),
    },
  },
  {
    name: 'gateway',
    port: PORTS.gateway,
    args: ['--import', 'tsx', 'gateway/src/main.ts'],
    env: { PORT: String(PORTS.gateway), BILLING_URL: `http://127.0.0.1:${PORTS.billing}`, TOOLS_URL: `http://127.0.0.1:${PORTS.tools}`, SALARY_URL: `http://127.0.0.1:${PORTS.salary}`, ...(webBuilt ? { WEB_ROOT: webRoot } : {}),
      // The payment dialog loads the emulator's Stripe.js stand-in, which calls the emulator: the CSP must allow its origin.
      ...(emulateStripe ? { CSP_ASSET_ORIGINS: [env.CSP_ASSET_ORIGINS, stripe.STRIPE_API_BASE].filter(Boolean).join(',') } : {}) },
  },
];

const children = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Stop in reverse order: the gateway first, the database last.
  const reversed = [...children].reverse();
  (async () => {
    for (const child of reversed) {
      if (child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    process.exit(code);
  })();
  setTimeout(() => process.exit(code), 10_000).unref();
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answered on port ${port}`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

for (const p of processes) {
  // Asked to stop while starting (a caller that gave up waiting): start nothing more.
  if (stopping) break;
  const child = spawn(process.execPath, p.args, { cwd: root, stdio: 'inherit', env: { ...env, ...shared, ...p.env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${p.name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
  try {
    await waitForPort(p.port);
  } catch (error) {
    console.error(`${p.name} did not start: ${error.message}`);
    stop(1);
    break;
  }
}

if (!stopping) {
  console.log(`
  CareerKit is running at http://localhost:${PORTS.gateway}
${local ? `  Demo accounts (local only): demo@careerkit.local / demo1234 · admin@careerkit.local / admin1234 (operator)
  Data is kept in .data/ between starts; reset emails are written to .data/outbox/.` : '  Using MONGODB_URI.'}
${emulateStripe ? `  Payments go to the local Stripe emulator (http://127.0.0.1:${PORTS.stripe}): test card 4242 4242 4242 4242.` : '  Payments go to Stripe (STRIPE_SECRET_KEY).'}
  ${webBuilt ? '' : 'The web front-end is not built: the API answers under /api.'}
  Ctrl-C stops everything.
`);
}
