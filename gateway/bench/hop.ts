// The cost of the gateway hop: GET /api/auth/me with a valid token, in one run against the same identity, (a) straight
// to identity, (b) through a bare reverse proxy (bare-proxy.ts: node:http + an undici Pool, no checks) and (c) through
// the gateway, each under the same load (autocannon, 32 connections, as fast as they go unless BENCH_RATE is set).
// Targets (issue 46): the gateway's CPU per proxied request ≤ 1.25× the bare proxy's, its throughput ≥ 0.95× and its
// p99 ≤ 1.1× the bare proxy's. identity, the bare proxy and the gateway run as child processes (as deployed), so each
// one's CPU (user + system, from /proc/<pid>/stat) is its own; mongo-lite, stand-ins for the other data owners and the
// load generator run here. The rounds alternate bare and gateway and repeat, so the machine's noise shows as a spread.
// It reports and exits 0 whether or not the targets are met; it exits 1 only when it could not measure.
// BENCH_QUICK=1 (or --quick): a few seconds of load, for CI to prove the bench still starts and measures.
// BENCH_PROFILE=1: the gateway and the bare proxy run with --cpu-prof (figures then include the profiler).
// BENCH_BASELINE_ROOT=<another checkout>: that checkout's gateway is measured too, as 'baseline', in the same rounds
// (a before/after on a busy machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMongoLite, type MongoLite } from '@careerkit/mongo-lite';
import autocannon from 'autocannon';
import { freePort } from '../../local/start-launcher.cjs';

const ROOT = resolve(__dirname, '../..');
const QUICK = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 8));
/** How many times each target is measured; bare and gateway swap places every time. */
const REPEATS = Number(process.env.BENCH_REPEATS ?? (QUICK ? 1 : 3));
/** Requests/s for every target instead of as many as the connections can carry: p99 at equal load rather than at saturation. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const WARMUP_SECONDS = QUICK ? 1 : 5;
const TARGETS = { cpu: 1.25, throughput: 0.95, p99: 1.1 };
const PROFILE = process.env.BENCH_PROFILE === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? '/tmp/gwprof';
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT;
const SETUP_TIMEOUT_MS = 90_000; // a start-up on a busy machine (tsx compiles each service on start)
const STOP_TIMEOUT_MS = 10_000;
const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ, for /proc/<pid>/stat

type Target = 'direct' | 'bare' | 'gateway' | 'baseline';
type Measured = 'identity' | 'bare' | 'gateway' | 'baseline';
type Proxy = Exclude<Target, 'direct'>;

/** Each repeat measures the proxies next to each other, in alternating order, then identity alone. */
const PROXIES: Proxy[] = BASELINE_ROOT ? ['bare', 'gateway', 'baseline'] : ['bare', 'gateway'];
const ROUNDS: Target[] = Array.from({ length: REPEATS }, (_, i): Target[] => [...(i % 2 ? [...PROXIES].reverse() : PROXIES), 'direct']).flat();

interface Round {
  target: Target;
  repeat: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU time (user + system, all threads) per request of each process, in µs; null where /proc is unavailable. */
  cpuPerRequest: Record<Measured | 'bench', number | null>;
  /** Share of the machine's CPU that other processes took during the round (other work skews the figures). */
  otherLoad: number | null;
}

interface Child {
  name: Measured;
  process: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const children: Child[] = [];


/** A process as production runs it: `node --import tsx <script>` in its folder, configured by env only. */
function startChild(name: Measured, folder: string, script: string, env: Record<string, string>, nodeFlags: string[] = [], root = ROOT): Child {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: join(root, folder),
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

/** A process that died under load makes every figure after it meaningless: stop with what it printed. */
function assertRunning(): void {
  const gone = children.find((child) => child.process.exitCode !== null || child.process.signalCode !== null);
  if (gone) throw new Error(`${gone.name} exited (${gone.process.exitCode ?? gone.process.signalCode}) during the run:\n${gone.output.join('')}`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM'); // each stops its server and exits, which also writes a --cpu-prof profile
  const timer = setTimeout(() => child.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

/**
 * identity refuses to start in production without every service that holds a user's data (account deletion must reach
 * them). /api/auth/me reaches none of them; one stand-in answers platform's system config (registrations open, no
 * maintenance) for identity and the gateway, and 404 to anything else.
 */
async function startDataOwnersStandIn(): Promise<{ url: string; server: Server }> {
  const config = JSON.stringify({ maintenanceMode: false, allowRegistrations: true });
  const server = createHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/system-config') res.end(config);
    else res.writeHead(404).end('{"error":"not_found"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
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
  let standIn: Server | undefined;
  try {
    mongo = await startMongoLite({ port: 0 });
    const dataOwners = await startDataOwnersStandIn();
    standIn = dataOwners.server;
    const [identityPort, barePort, gatewayPort, baselinePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const identityUrl = `http://127.0.0.1:${identityPort}`;
    const internalKey = randomBytes(24).toString('hex');
    // A folder per process: tsx's loader thread writes a profile of its own beside the main thread's (the larger file).
    const profile = (name: string) => (PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, name)}`] : []);
    if (PROFILE) mkdirSync(PROFILE_DIR, { recursive: true });

    const identity = startChild('identity', 'services/identity', 'src/main.ts', {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(identityPort),
      MONGODB_URI: mongo.uri,
      INTERNAL_KEY: internalKey,
      JWT_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      OUTBOX_DIR: join(tmp, 'outbox'),
      BILLING_URL: dataOwners.url,
      TOOLS_URL: dataOwners.url,
      SALARY_URL: dataOwners.url,
      PLATFORM_URL: dataOwners.url,
    });
    const bare = startChild('bare', 'gateway', 'bench/bare-proxy.ts', { PORT: String(barePort), UPSTREAM_URL: identityUrl }, profile('bare'));
    const gatewayEnv = (port: number) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_KEY: internalKey,
      IDENTITY_URL: identityUrl,
      PLATFORM_URL: dataOwners.url,
      // Lifted so every request is forwarded; the limiters still count each one.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
    });
    const gateway = startChild('gateway', 'gateway', 'src/main.ts', gatewayEnv(gatewayPort), profile('gateway'));
    const baseline = BASELINE_ROOT ? startChild('baseline', 'gateway', 'src/main.ts', gatewayEnv(baselinePort), profile('baseline'), resolve(BASELINE_ROOT)) : undefined;
    const urls: Record<Target, string> = {
      direct: `${identityUrl}/api/auth/me`,
      bare: `http://127.0.0.1:${barePort}/api/auth/me`,
      gateway: `http://127.0.0.1:${gatewayPort}/api/auth/me`,
      baseline: `http://127.0.0.1:${baselinePort}/api/auth/me`,
    };
    await Promise.all([
      waitHealthy(identity, identityUrl),
      waitHealthy(bare, `http://127.0.0.1:${barePort}`),
      waitHealthy(gateway, `http://127.0.0.1:${gatewayPort}`),
      ...(baseline ? [waitHealthy(baseline, `http://127.0.0.1:${baselinePort}`)] : []),
    ]);

    const registered = await fetch(`http://127.0.0.1:${gatewayPort}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, username: `bench${Date.now()}`, password: 'bench-password-1' }),
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
    const { token } = (await registered.json()) as { token: string };
    const targets: Target[] = ['direct', ...PROXIES];
    for (const target of targets) {
      const me = await fetch(urls[target], { headers: { authorization: `Bearer ${token}` } });
      if (me.status !== 200) throw new Error(`GET /api/auth/me (${target}) answered ${me.status}: ${await me.text()}`);
    }

    const pace = RATE ? `at ${RATE} req/s` : 'as fast as they go';
    console.log(
      `gateway hop${QUICK ? ' (quick)' : ''}: GET /api/auth/me, ${CONNECTIONS} connections ${pace}, ${WARMUP_SECONDS} s warm-up each, then ${ROUNDS.length} rounds of ${ROUND_SECONDS} s`,
    );
    for (const target of targets) await load(urls[target], token, WARMUP_SECONDS);
    assertRunning();

    const pids: Record<Measured, number | undefined> = { identity: identity.process.pid, bare: bare.process.pid, gateway: gateway.process.pid, baseline: baseline?.process.pid };
    const rounds: Round[] = [];
    for (const [i, target] of ROUNDS.entries()) {
      const cpuNow = () => ({ identity: cpuSeconds(pids.identity), bare: cpuSeconds(pids.bare), gateway: cpuSeconds(pids.gateway), baseline: cpuSeconds(pids.baseline) });
      const before = { ...cpuNow(), bench: process.cpuUsage(), machine: machineBusySeconds() };
      const { result, latencies } = await load(urls[target], token, ROUND_SECONDS);
      const after = { ...cpuNow(), bench: process.cpuUsage(before.bench), machine: machineBusySeconds() };
      assertRunning();
      const spent = (name: Measured) => (before[name] === null || after[name] === null ? null : after[name] - before[name]);
      const perRequest = (seconds: number | null) => (seconds === null || !result.requests.total ? null : (seconds * 1e6) / result.requests.total);
      const benchSeconds = (after.bench.user + after.bench.system) / 1e6;
      const ours = [spent('identity'), spent('bare'), spent('gateway'), ...(baseline ? [spent('baseline')] : []), benchSeconds];
      const others =
        before.machine === null || after.machine === null || ours.includes(null)
          ? null
          : (after.machine - before.machine - ours.reduce<number>((sum, s) => sum + s!, 0)) / (result.duration * availableParallelism());
      rounds.push({
        target,
        repeat: Math.floor(i / (PROXIES.length + 1)) + 1,
        requestsPerSecond: result.requests.total / result.duration,
        p50: percentile(latencies.sort((a, b) => a - b), 0.5),
        p99: percentile(latencies, 0.99),
        failures: result.non2xx + result.errors + result.timeouts,
        cpuPerRequest: {
          identity: perRequest(spent('identity')),
          bare: perRequest(spent('bare')),
          gateway: perRequest(spent('gateway')),
          baseline: perRequest(spent('baseline')),
          bench: perRequest(benchSeconds),
        },
        otherLoad: others === null ? null : Math.max(0, others),
      });
    }
    report(rounds);
  } finally {
    await Promise.all(children.map(stopChild));
    await mongo?.stop();
    if (standIn) await new Promise((done) => standIn!.close(done));
    rmSync(tmp, { recursive: true, force: true });
  }
  if (PROFILE) console.log(`CPU profiles of the gateway and the bare proxy written to ${PROFILE_DIR}/gateway and ${PROFILE_DIR}/bare, the main thread's the larger file (figures above were measured with the profiler on)`);
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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
      'proxy CPU µs/req': us(r.target === 'direct' ? null : r.cpuPerRequest[r.target]),
      'bench CPU µs/req': us(r.cpuPerRequest.bench),
      'other load': r.otherLoad === null ? '–' : `${Math.round(r.otherLoad * 100)}%`,
    })),
  );
  console.log('CPU µs/req: user + system time of each process over the round, all threads; proxy = the proxy measured in that round; bench = autocannon + mongo-lite.');
  console.log(`other load: share of the ${availableParallelism()} cores that other processes used during the round; high values make the figures unreliable.`);

  const failures = rounds.reduce((sum, r) => sum + r.failures, 0);
  if (failures) {
    console.log(`INVALID: ${failures} requests failed (non-2xx, errors or timeouts); the figures above do not measure the hop.`);
    process.exitCode = 1;
    return;
  }
  // One ratio per repeat, from the bare and gateway rounds measured side by side: their spread is the machine's noise.
  const repeats = [...new Set(rounds.map((r) => r.repeat))];
  const pick = (repeat: number, target: Target) => rounds.find((r) => r.repeat === repeat && r.target === target)!;
  const ratios = {
    cpu: repeats.map((k) => (pick(k, 'gateway').cpuPerRequest.gateway ?? NaN) / (pick(k, 'bare').cpuPerRequest.bare ?? NaN)),
    throughput: repeats.map((k) => pick(k, 'gateway').requestsPerSecond / pick(k, 'bare').requestsPerSecond),
    p99: repeats.map((k) => pick(k, 'gateway').p99 / pick(k, 'bare').p99),
    bareOfDirect: repeats.map((k) => pick(k, 'bare').requestsPerSecond / pick(k, 'direct').requestsPerSecond),
    gatewayOfDirect: repeats.map((k) => pick(k, 'gateway').requestsPerSecond / pick(k, 'direct').requestsPerSecond),
  };
  const spread = (values: number[]) => `median ${median(values).toFixed(3)}x (${values.map((v) => v.toFixed(3)).join(', ')})`;
  const of = (target: Target, value: (r: Round) => number | null) => median(rounds.filter((r) => r.target === target).map((r) => value(r) ?? NaN));
  for (const target of ['direct', ...PROXIES] as const) {
    const cpu = target === 'direct' ? '' : `, ${Math.round(of(target, (r) => r.cpuPerRequest[target]))} µs CPU per request`;
    console.log(`${target.padEnd(8)}: ${Math.round(of(target, (r) => r.requestsPerSecond))} req/s, p99 ${of(target, (r) => r.p99).toFixed(2)} ms${cpu} (median of rounds)`);
  }
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const met = {
    cpu: median(ratios.cpu) <= TARGETS.cpu,
    throughput: median(ratios.throughput) >= TARGETS.throughput,
    p99: median(ratios.p99) <= TARGETS.p99,
  };
  console.log(`CPU/request gateway/bare ${spread(ratios.cpu)}, target ≤ ${TARGETS.cpu}x → ${verdict(met.cpu)}`);
  console.log(`throughput  gateway/bare ${spread(ratios.throughput)}, target ≥ ${TARGETS.throughput}x → ${verdict(met.throughput)}`);
  console.log(`p99         gateway/bare ${spread(ratios.p99)}, target ≤ ${TARGETS.p99}x → ${verdict(met.p99)}`);
  console.log(`throughput of direct: bare ${spread(ratios.bareOfDirect)}, gateway ${spread(ratios.gatewayOfDirect)}`);
  if (BASELINE_ROOT) {
    const cpu = repeats.map((k) => (pick(k, 'gateway').cpuPerRequest.gateway ?? NaN) / (pick(k, 'baseline').cpuPerRequest.baseline ?? NaN));
    const throughput = repeats.map((k) => pick(k, 'gateway').requestsPerSecond / pick(k, 'baseline').requestsPerSecond);
    const p99 = repeats.map((k) => pick(k, 'gateway').p99 / pick(k, 'baseline').p99);
    console.log(`gateway/baseline (${BASELINE_ROOT}): CPU/request ${spread(cpu)}, throughput ${spread(throughput)}, p99 ${spread(p99)}`);
  }
  const busiest = Math.max(...rounds.map((r) => r.otherLoad ?? 0));
  if (busiest > 0.1) console.log(`WARNING: other processes took up to ${Math.round(busiest * 100)}% of the machine during a round; rerun on a quiet machine.`);
  const all = met.cpu && met.throughput && met.p99;
  console.log(all ? 'gateway hop targets: MET' : 'gateway hop targets: NOT MET (reported, not a test failure)');
}

// Interrupted: stop the children before leaving; the finally block above does it on every other path.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(children.map(stopChild)).finally(() => process.exit(130));
  });
}
process.once('exit', () => children.forEach((child) => child.process.exitCode === null && child.process.kill('SIGKILL')));
// Bounded whatever happens: start-up, the warm-ups, the rounds and the stops, with room to spare.
const DEADLINE_MS = SETUP_TIMEOUT_MS + ((PROXIES.length + 1) * WARMUP_SECONDS + ROUNDS.length * ROUND_SECONDS) * 1000 * 1.5 + STOP_TIMEOUT_MS;
setTimeout(() => {
  console.error(`gateway hop bench did not finish within ${Math.round(DEADLINE_MS / 1000)} s; stopping.`);
  void Promise.all(children.map(stopChild)).finally(() => process.exit(1));
}, DEADLINE_MS).unref();

main().catch((error: Error) => {
  console.error(`gateway hop bench could not run: ${error.message}`);
  process.exitCode = 1;
});
