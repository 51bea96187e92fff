// The whole product started by the launcher (`npm start`) as a child process, on ports of the caller's choosing and a
// data folder of its own, for the suites that run it beside a developer's copy: the e2e journeys and the load run.
// CommonJS: the e2e suite (jest, CommonJS) and the load run (an ES module) both load it.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
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

/**
 * Starts the launcher and resolves once it says the product is running.
 * @param {{ ports: Record<keyof typeof PORT_ENV, number>, env?: Record<string, string>, name: string, timeoutMs: number }} options
 */
async function startLauncher({ ports, env = {}, name, timeoutMs }) {
  const missing = Object.keys(PORT_ENV).filter((part) => !ports[part]);
  if (missing.length) throw new Error(`no port given for ${missing.join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), `careerkit-${name}-`));
  const child = spawn(process.execPath, ['local/launcher.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORT_ENV).map(([part, variable]) => [variable, String(ports[part])])),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      // A product that did not start in time must not keep the fixed ports for the next run.
      child.kill('SIGTERM');
      reject(new Error(`the product did not start:\n${out}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('CareerKit is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the launcher exited with ${code}:\n${out}`)));
  });
  return {
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startLauncher };
