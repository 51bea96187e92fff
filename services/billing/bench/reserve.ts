// Reserve throughput and the no-double-spend guarantee under load: runs (POST /internal/usage/reserve, then commit)
// sequential and concurrent, then BENCH_STORM (default 1,000) reserves at once against a user with 25 uses left
// (10 paid, 15 free), which must grant exactly 25.
// billing runs as a child process (as deployed) on 127.0.0.1; mongo-lite and the load generator run here, so on a
// small machine they share its cores. Bounded: it gives up after BENCH_TIMEOUT_S. Exits 1 on any double spend, or
// when it could not measure.
// --quick (npm run bench:quick, in npm test): 50 to 100 runs a round and a storm of 100, judging no speed; the storm
// must still grant exactly 25.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startMongoLite, type MongoLite } from '@careerkit/mongo-lite';
import mongoose from 'mongoose';
import { freePort } from '../../../local/start-launcher.cjs';

const ROOT = resolve(__dirname, '../../..');
const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? (QUICK ? 50 : 500));
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? (QUICK ? 100 : 2_000));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (QUICK ? 8 : 32));
const STORM = Number(process.env.BENCH_STORM ?? (QUICK ? 100 : 1_000));
const STORM_PAID = 10;
const STORM_FREE = 15;
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 180);
const TOOL = 'ghost-job-detector';
const INTERNAL_KEY = randomBytes(24).toString('hex');

let child: ChildProcess | undefined;
const output: string[] = [];


function startBilling(env: Record<string, string>): ChildProcess {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'services/billing'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  started.stdout!.on('data', keep);
  started.stderr!.on('data', keep);
  return started;
}

/** A start-up on a busy machine (tsx compiles billing as it starts): a bound against a hang, not a figure. */
const START_TIMEOUT_MS = 90_000;

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`billing exited during start-up:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`billing did not answer /readyz within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
}

async function call(url: string, method: string, path: string, body: object): Promise<{ status: number; body: { isPreview?: boolean; message?: string; reservationId?: string } }> {
  const res = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', 'x-internal-key': INTERNAL_KEY }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { isPreview?: boolean } };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN);

function report(label: string, count: number, seconds: number, latencies: number[]): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} ${String(count).padStart(5)} runs (reserve + commit) in ${seconds.toFixed(2)} s → ${(count / seconds).toFixed(0).padStart(5)} runs/s   reserve p50 ${percentile(sorted, 0.5).toFixed(1)} ms   p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
}

/** `total` reserves by `connections` workers in parallel, users chosen round-robin; every answer must be 200. */
async function run(url: string, total: number, connections: number, userOf: (i: number) => string): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const res = await call(url, 'POST', '/internal/usage/reserve', { userId: userOf(i), toolName: TOOL });
        latencies.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`reserve ${i} answered ${res.status}: ${JSON.stringify(res.body)}`);
        // A run commits its use, as the tools do (outside the reserve's latency, inside the round's time).
        const committed = await call(url, 'POST', '/internal/usage/commit', { reservationId: res.body.reservationId! });
        if (committed.status !== 200) throw new Error(`commit ${i} answered ${committed.status}: ${JSON.stringify(committed.body)}`);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies };
}

async function main(): Promise<number> {
  let mongo: MongoLite | undefined;
  let db: mongoose.Connection | undefined;
  try {
    mongo = await startMongoLite({ port: 0 });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startBilling({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: mongo.uri,
      INTERNAL_KEY,
      // Never called by reserve: an address nothing answers on, so no token or payment leaves the machine.
      IDENTITY_URL: 'http://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    await waitHealthy(url);
    // Plenty of free uses for the throughput rounds.
    const opened = await call(url, 'PUT', `/internal/tools/${TOOL}`, { freeLimit: 1_000 });
    if (opened.status !== 200) throw new Error(`could not set the free limit: ${JSON.stringify(opened.body)}`);

    console.log(`billing reserve bench${QUICK ? ' (quick)' : ''}: ${TOOL}, mongo-lite, billing as a child process on 127.0.0.1`);
    await run(url, QUICK ? 10 : 100, 8, (i) => `warm-${i % 4}`);
    const sequential = await run(url, SEQUENTIAL, 1, () => 'sequential');
    report('sequential (1 connection)', SEQUENTIAL, sequential.seconds, sequential.latencies);
    const concurrent = await run(url, CONCURRENT, CONNECTIONS, (i) => `concurrent-${i}`);
    report(`${CONNECTIONS} connections, a user each run`, CONCURRENT, concurrent.seconds, concurrent.latencies);
    const contended = await run(url, CONCURRENT, CONNECTIONS, (i) => `contended-${Math.floor(i / 900)}`); // under the free limit of 1,000
    report(`${CONNECTIONS} connections, one user`, CONCURRENT, contended.seconds, contended.latencies);

    // The storm: STORM reserves at once against STORM_PAID paid + STORM_FREE free uses left.
    await call(url, 'PUT', `/internal/tools/${TOOL}`, { freeLimit: STORM_FREE });
    db = await mongoose.createConnection(mongo.uri, { dbName: 'billing' }).asPromise();
    await db.collection('user_tool_limits').insertOne({
      _id: 'storm-limits' as never,
      userId: 'storm',
      toolName: TOOL,
      freeUsed: 0,
      paidGranted: STORM_PAID,
      paidUsed: 0,
      holds: [],
      grants: ['pi_bench'],
    });
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: STORM }, () => call(url, 'POST', '/internal/usage/reserve', { userId: 'storm', toolName: TOOL })));
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402).length;
    const other = answers.length - ok.length - refused;
    const paid = ok.filter((a) => a.body.isPreview === false).length;
    const free = ok.filter((a) => a.body.isPreview === true).length;
    const limits = await db.collection('user_tool_limits').findOne({ userId: 'storm', toolName: TOOL });
    const left = STORM_PAID + STORM_FREE;
    const doubleSpends = Math.max(0, ok.length - left) + Math.max(0, (limits?.paidUsed ?? 0) - STORM_PAID) + Math.max(0, (limits?.freeUsed ?? 0) - STORM_FREE);
    console.log(
      `storm: ${STORM} reserves at once, ${left} uses left (${STORM_PAID} paid + ${STORM_FREE} free) in ${seconds.toFixed(2)} s → ` +
        `${ok.length} granted (${paid} paid, ${free} preview), ${refused} refused with 402, ${other} other`,
    );
    console.log(`stored: paidUsed ${limits?.paidUsed}/${STORM_PAID}, freeUsed ${limits?.freeUsed}/${STORM_FREE}, holds ${limits?.holds?.length}`);
    console.log(`double spends: ${doubleSpends}`);
    if (other) console.log(`unexpected answers: ${JSON.stringify(answers.find((a) => a.status !== 200 && a.status !== 402))}`);
    return doubleSpends === 0 && other === 0 && ok.length === left && paid === STORM_PAID ? 0 : 1;
  } finally {
    await db?.close();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child!.once('exit', done));
    }
    await mongo?.stop();
  }
}

// However this process ends (a closed pipe, Ctrl-C, the deadline), billing does not outlive it.
process.on('exit', () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
const deadline = setTimeout(() => {
  console.error(`bench: gave up after ${TIMEOUT_S} s`);
  process.exit(1);
}, TIMEOUT_S * 1000);
main().then(
  (code) => {
    clearTimeout(deadline);
    process.exit(code);
  },
  (error: Error) => {
    console.error(`bench: could not measure: ${error.message}`);
    process.exit(1);
  },
);
