// The cost of the gateway hop: GET /api/auth/me straight to identity and through the gateway, under the same load.
// Target the product must meet: through the gateway ≥ 0.80× the direct throughput and p99 ≤ 1.2× the direct p99.
// identity and the gateway run as child processes (as deployed); mongo-lite and the load generator run here, so on a
// small machine all of them share its cores. It reports and exits 0 whether or not the target is met; it exits 1 only
// when it could not measure. BENCH_PROFILE=1 runs the gateway with --cpu-prof (figures then include the profiler).
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMongoLite, type MongoLite } from '@careerkit/mongo-lite';
import autocannon from 'autocannon';

const ROOT = resolve(__dirname, '../..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests/s for both targets instead of as many as the connections can carry: p99 at equal load rather than at saturation. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const WARMUP_SECONDS = 2;
const ROUNDS: Target[] = ['direct', 'gateway', 'direct', 'gateway'];
const MIN_THROUGHPUT_RATIO = 0.8;
const MAX_P99_RATIO = 1.2;
const PROFILE = process.env.BENCH_PROFILE === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? '/tmp/gwprof';
const SETUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ, for /proc/<pid>/stat

type Target = 'direct' | 'gateway';

interface Round {
  target: Target;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time (user + system, all threads) per request of each process, in µs; null where /proc is unavailable. */
  cpuPerRequest: Record<'identity' | 'gateway' | 'bench', number | null>;
  /** Share of the machine's CPU that other processes took during the round (other work skews the figures). */
  otherLoad: number | null;
}

interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const children: Child[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** A service as production runs it: `node --import tsx src/main.ts` in its folder, configured by env only. */
function startChild(name: string, folder: string, env: Record<string, string>, nodeFlags: string[] = []): Child {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, folder),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const started = { name, process: child, output, exited };
  children.push(started);
  return started;
}

async function waitHealthy(child: Child, url: string): Promise<void> {
  const deadline = Date.now() + SETUP_TIMEOUT_MS;
  let gone = false;
  void child.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${child.name} exited during start-up:\n${child.output.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${child.name} did not answer /healthz within ${SETUP_TIMEOUT_MS / 1000} s:\n${child.output.join('')}`);
}

/** A service that died under load makes every figure after it meaningless: stop with what it printed. */
function assertRunning(): void {
  const gone = children.find((child) => child.process.exitCode !== null || child.process.signalCode !== null);
  if (gone) throw new Error(`${gone.name} exited (${gone.process.exitCode ?? gone.process.signalCode}) during the run:\n${gone.output.join('')}`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM'); // runMain stops the server and exits, which also writes a --cpu-prof profile
  const timer = setTimeout(() => child.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

/** user + system CPU seconds of a process, all threads included (Linux only). */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from 3 (state) on; utime is 14, stime 15
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine, all cores (Linux only). */
function machineBusySeconds(): number | null {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** One autocannon run, with every 2xx latency kept: autocannon's own histogram holds whole milliseconds, too coarse for a p99 ratio at ~10 ms. */
function load(url: string, token: string, seconds: number): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  return new Promise((done, fail) => {
    const run = autocannon({ url, connections: CONNECTIONS, duration: seconds, overallRate: RATE, headers: { authorization: `Bearer ${token}` } }, (error, result) =>
      error ? fail(error) : done({ result, latencies }),
    );
    run.on('response', (_client, status, _bytes, ms) => status >= 200 && status < 300 && latencies.push(ms));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'gw-bench-'));
  let mongo: MongoLite | undefined;
  try {
    mongo = await startMongoLite({ port: 0 });
    const [identityPort, gatewayPort] = [await freePort(), await freePort()];
    const identityUrl = `http://127.0.0.1:${identityPort}`;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const internalKey = randomBytes(24).toString('hex');

    const identity = startChild('identity', 'services/identity', {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(identityPort),
      MONGODB_URI: mongo.uri,
      INTERNAL_KEY: internalKey,
      JWT_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      OUTBOX_DIR: join(tmp, 'outbox'),
    });
    if (PROFILE) mkdirSync(PROFILE_DIR, { recursive: true });
    const gateway = startChild(
      'gateway',
      'gateway',
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(gatewayPort),
        INTERNAL_KEY: internalKey,
        IDENTITY_URL: identityUrl,
        RATE_LIMIT_PER_MINUTE: '1000000000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
      },
      PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    );
    await Promise.all([waitHealthy(identity, identityUrl), waitHealthy(gateway, gatewayUrl)]);

    const registered = await fetch(`${gatewayUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, username: `bench${Date.now()}`, password: 'bench-password-1' }),
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
    const { token } = (await registered.json()) as { token: string };
    const urls: Record<Target, string> = { direct: `${identityUrl}/api/auth/me`, gateway: `${gatewayUrl}/api/auth/me` };
    for (const target of ['direct', 'gateway'] as const) {
      const me = await fetch(urls[target], { headers: { authorization: `Bearer ${token}` } });
      if (me.status !== 200) throw new Error(`GET /api/auth/me (${target}) answered ${me.status}: ${await me.text()}`);
    }

    const pace = RATE ? `at ${RATE} req/s` : 'as fast as they go';
    console.log(`gateway hop: GET /api/auth/me, ${CONNECTIONS} connections ${pace}, ${WARMUP_SECONDS} s warm-up each, then ${ROUNDS.length} rounds of ${ROUND_SECONDS} s`);
    for (const target of ['direct', 'gateway'] as const) await load(urls[target], token, WARMUP_SECONDS);
    assertRunning();

    const rounds: Round[] = [];
    for (const target of ROUNDS) {
      const before = { identity: cpuSeconds(identity.process.pid), gateway: cpuSeconds(gateway.process.pid), bench: process.cpuUsage(), machine: machineBusySeconds() };
      const { result, latencies } = await load(urls[target], token, ROUND_SECONDS);
      const after = { identity: cpuSeconds(identity.process.pid), gateway: cpuSeconds(gateway.process.pid), bench: process.cpuUsage(before.bench), machine: machineBusySeconds() };
      assertRunning();
      const spent = (name: 'identity' | 'gateway') => (before[name] === null || after[name] === null ? null : after[name] - before[name]);
      const perRequest = (seconds: number | null) => (seconds === null || !result.requests.total ? null : (seconds * 1e6) / result.requests.total);
      const ours = [spent('identity'), spent('gateway'), (after.bench.user + after.bench.system) / 1e6];
      const others =
        before.machine === null || after.machine === null || ours.includes(null)
          ? null
          : (after.machine - before.machine - ours.reduce<number>((sum, s) => sum + s!, 0)) / (result.duration * availableParallelism());
      rounds.push({
        target,
        requestsPerSecond: result.requests.total / result.duration,
        p50: percentile(latencies.sort((a, b) => a - b), 0.5),
        p99: percentile(latencies, 0.99),
        failures: result.non2xx + result.errors + result.timeouts,
        cpuPerRequest: { identity: perRequest(spent('identity')), gateway: perRequest(spent('gateway')), bench: perRequest(ours[2]) },
        otherLoad: others === null ? null : Math.max(0, others),
      });
    }
    report(rounds);
  } finally {
    await Promise.all(children.map(stopChild));
    await mongo?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  if (PROFILE) console.log(`gateway CPU profile written to ${PROFILE_DIR} (figures above were measured with the profiler on)`);
}

function report(rounds: Round[]): void {
  const us = (value: number | null) => (value === null ? '–' : Math.round(value));
  console.table(
    rounds.map((r, i) => ({
      round: i + 1,
      target: r.target,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': Number(r.p50.toFixed(2)),
      'p99 ms': Number(r.p99.toFixed(2)),
      failures: r.failures,
      'identity CPU µs/req': us(r.cpuPerRequest.identity),
      'gateway CPU µs/req': us(r.cpuPerRequest.gateway),
      'bench CPU µs/req': us(r.cpuPerRequest.bench),
      'other load': r.otherLoad === null ? '–' : `${Math.round(r.otherLoad * 100)}%`,
    })),
  );
  console.log('CPU µs/req: user + system time of each process over the round, all threads; bench = autocannon + mongo-lite.');
  console.log(`other load: share of the ${availableParallelism()} cores that other processes used during the round; high values make the figures unreliable.`);
  const mean = (target: Target, pick: (r: Round) => number) => {
    const of = rounds.filter((r) => r.target === target).map(pick);
    return of.reduce((a, b) => a + b, 0) / of.length;
  };
  const throughput = { direct: mean('direct', (r) => r.requestsPerSecond), gateway: mean('gateway', (r) => r.requestsPerSecond) };
  const p99 = { direct: mean('direct', (r) => r.p99), gateway: mean('gateway', (r) => r.p99) };
  const throughputRatio = throughput.gateway / throughput.direct;
  const p99Ratio = p99.gateway / p99.direct;
  const throughputOk = throughputRatio >= MIN_THROUGHPUT_RATIO;
  const p99Ok = p99Ratio <= MAX_P99_RATIO;
  console.log(`direct  : ${Math.round(throughput.direct)} req/s, p99 ${p99.direct.toFixed(2)} ms (mean of rounds)`);
  console.log(`gateway : ${Math.round(throughput.gateway)} req/s, p99 ${p99.gateway.toFixed(2)} ms (mean of rounds)`);
  console.log(`throughput gateway/direct ${throughputRatio.toFixed(3)}x (target ≥ ${MIN_THROUGHPUT_RATIO}x) → ${throughputOk ? 'MET' : 'NOT MET'}`);
  console.log(`p99        gateway/direct ${p99Ratio.toFixed(3)}x (target ≤ ${MAX_P99_RATIO}x) → ${p99Ok ? 'MET' : 'NOT MET'}`);
  const busiest = Math.max(...rounds.map((r) => r.otherLoad ?? 0));
  if (busiest > 0.1) console.log(`WARNING: other processes took up to ${Math.round(busiest * 100)}% of the machine during a round; rerun on a quiet machine.`);
  const failures = rounds.reduce((sum, r) => sum + r.failures, 0);
  if (failures) {
    console.log(`INVALID: ${failures} requests failed (non-2xx, errors or timeouts); the figures above do not measure the hop.`);
    process.exitCode = 1;
    return;
  }
  console.log(throughputOk && p99Ok ? 'gateway hop target: MET' : 'gateway hop target: NOT MET (reported, not a test failure)');
}

// Interrupted: stop the children before leaving; the finally block above does it on every other path.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(children.map(stopChild)).finally(() => process.exit(130));
  });
}
process.once('exit', () => children.forEach((child) => child.process.exitCode === null && child.process.kill('SIGKILL')));
// Bounded whatever happens: start-up, the warm-ups, the rounds and the stops, with room to spare.
const DEADLINE_MS = SETUP_TIMEOUT_MS + (2 * WARMUP_SECONDS + ROUNDS.length * ROUND_SECONDS) * 1000 + STOP_TIMEOUT_MS;
setTimeout(() => {
  console.error(`gateway hop bench did not finish within ${DEADLINE_MS / 1000} s; stopping.`);
  void Promise.all(children.map(stopChild)).finally(() => process.exit(1));
}, DEADLINE_MS).unref();

main().catch((error: Error) => {
  console.error(`gateway hop bench could not run: ${error.message}`);
  process.exitCode = 1;
});
