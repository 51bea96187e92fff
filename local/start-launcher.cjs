// The whole product started by the launcher (`npm start`) as a child process, on ports of the caller's choosing (or
// free ones the OS hands out) and a data folder of its own, for the suites that run it beside a developer's copy and
// beside each other: the e2e journeys, the web bench and the load run.
// The launcher runs in a process group of its own: whatever happens (a start that times out, a launcher that died and
// left a service behind, the suite ending), killing the group leaves nothing of this product running.
// CommonJS: the e2e suite (jest, CommonJS) and the load run (an ES module) both load it.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');

/** The launcher's env variable for each process's port: every one must be given, or it would take npm start's. */
const PORT_ENV = {
  gateway: 'PORT',
  mongo: 'MONGO_LITE_PORT',
  identity: 'IDENTITY_PORT',
  billing: 'BILLING_PORT',
  tools: 'TOOLS_PORT',
  salary: 'SALARY_PORT',
  platform: 'PLATFORM_PORT',
  stripeEmulator: 'STRIPE_EMULATOR_PORT',
};

/** How long a stopping product may take to shut down in order before what is left of it is killed. */
const STOP_GRACE_MS = 15_000;
/** Starts on free ports tried before giving up: a port the OS handed out can be taken before the product binds it. */
const FREE_PORT_ATTEMPTS = 3;

/** `count` ports, each asked of the OS (port 0) while the others are still held, so they differ. */
async function freePortList(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A free port for each of the product's processes. */
async function freePorts() {
  const ports = await freePortList(Object.keys(PORT_ENV).length);
  return Object.fromEntries(Object.keys(PORT_ENV).map((part, i) => [part, ports[i]]));
}

/** One free port (for a process of a suite's own, e.g. a dev server). */
async function freePort() {
  const [port] = await freePortList(1);
  return port;
}

/** The process groups of the products this process started and has not stopped. */
const liveGroups = new Set();
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Killed by a signal (Ctrl-C), this process takes its products with it, then dies of the signal as it would have. */
function onStopSignal(signal) {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
  for (const other of STOP_SIGNALS) process.removeListener(other, onStopSignal);
  process.kill(process.pid, signal);
}
/** Keeps a group in liveGroups, with the signal handlers there while any is: no product outlives its starter. */
function track(pgid) {
  if (liveGroups.size === 0) for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);
  liveGroups.add(pgid);
}
function untrack(pgid) {
  liveGroups.delete(pgid);
  if (liveGroups.size === 0) for (const signal of STOP_SIGNALS) process.removeListener(signal, onStopSignal);
}

/** Sends a signal to every process of a group; a group with no process left is not an error. */
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/**
 * Starts the launcher and resolves once it says the product is running. Without `ports`, each process gets a free
 * port (and a start whose launcher stopped, e.g. on a port taken meanwhile, is tried again on other free ports).
 * Rejects when the product did not start; what it had started is stopped first.
 * @param {{ ports?: Record<keyof typeof PORT_ENV, number>, env?: Record<string, string>, name: string, timeoutMs: number }} options
 */
async function startLauncher({ ports, env = {}, name, timeoutMs }) {
  if (ports) {
    const missing = Object.keys(PORT_ENV).filter((part) => !ports[part]);
    if (missing.length) throw new Error(`no port given for ${missing.join(', ')}`);
    return startOnce({ ports, env, name, timeoutMs });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce({ ports: await freePorts(), env, name, timeoutMs });
    } catch (error) {
      if (!error.portTaken || attempt === FREE_PORT_ATTEMPTS) throw error;
      console.warn(`${name}: a port was taken before the product bound it; trying again on other free ports`);
    }
  }
}

async function startOnce({ ports, env, name, timeoutMs }) {
  const dataDir = mkdtempSync(join(tmpdir(), `careerkit-${name}-`));
  const child = spawn(process.execPath, ['local/launcher.mjs'], {
    cwd: ROOT,
    // Its own process group (its id is the launcher's pid), which its services and build join.
    detached: true,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORT_ENV).map(([part, variable]) => [variable, String(ports[part])])),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  // The product must not outlive the process that started it, even one ended by an uncaught error, process.exit or a
  // signal (the group does not get the terminal's Ctrl-C).
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);
  track(pid);
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopRequested = false;

  // Its errors go to the caller's output; what it says while starting is kept for the error of a start that fails.
  let out = '';
  let starting = true;
  child.stdout.on('data', (chunk) => {
    if (starting) out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    if (starting) out += chunk;
    process.stderr.write(chunk);
  });

  /** Stops the launcher (it stops its processes in order), then kills whatever of its group is still there. */
  async function stopGroup() {
    stopRequested = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer;
      const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
      await Promise.race([exited, gaveUp]);
      clearTimeout(timer);
    }
    signalGroup(pid, 'SIGKILL');
    await exited;
    process.removeListener('exit', killOnExit);
    untrack(pid);
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the product did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
      const ready = () => {
        if (!out.includes('CareerKit is running')) return;
        clearTimeout(timer);
        child.stdout.off('data', ready);
        starting = false;
        out = '';
        resolve();
      };
      child.stdout.on('data', ready);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(Object.assign(new Error(`the launcher stopped (${signal ?? `exit ${code}`}) before the product was running:\n${out}`), { portTaken: out.includes('EADDRINUSE') }));
      });
    });
  } catch (error) {
    await stopGroup();
    error.launcherPid = pid;
    throw error;
  }
  return {
    dataDir,
    ports,
    /** The launcher's pid, also its process group's id. */
    pid,
    /** Settles when the launcher exits, whether stopped or not. */
    exited,
    /** True once the launcher has exited without being asked to stop. */
    get stoppedOnItsOwn() {
      return !stopRequested && (child.exitCode !== null || child.signalCode !== null);
    },
    /** Stops the product; returns at once for a product that already stopped (after clearing what it left). */
    stop: stopGroup,
  };
}

module.exports = { startLauncher, freePorts, freePort };
