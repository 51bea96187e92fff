// A product that stops during an e2e run fails the run: jest, run on a journey file of harness/fixtures with the real
// global setup and teardown, exits non-zero and says why. (Issue 25: such a run exited 0, with 7 tests failing.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../product';

const E2E = join(__dirname, '..');

/** Runs jest on one fixture journey file in a process of its own; resolves with its exit code and output. */
async function runFixture(file: string): Promise<{ code: number | null; output: string }> {
  const artifacts = mkdtempSync(join(tmpdir(), 'careerkit-harness-'));
  try {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/jest/bin/jest.js'), '--config', 'harness/fixtures/jest.config.cjs', '--ci', `harness/fixtures/${file}`], {
      cwd: E2E,
      // The front-end is not needed: the fixtures ask nothing of it.
      // No colours: under nx (as in CI) FORCE_COLOR reaches the child, and its summary would not read as plain text.
      env: { ...process.env, CAREERKIT_E2E_ARTIFACTS: artifacts, SKIP_WEB_BUILD: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, output };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

it('every journey passes but the product stopped during the run: the run fails and says so', async () => {
  const run = await runFixture('product-stops.journey.ts');
  expect(run.output).toMatch(/Tests:\s+1 passed, 1 total/);
  expect(run.output).toMatch(/the e2e product \(launcher pid \d+\) stopped during the run/);
  expect(run.code).not.toBe(0);
}, 300_000);

it('a journey after the product stopped fails rather than reach something else, and the run exits non-zero', async () => {
  const run = await runFixture('journey-after-product-stopped.journey.ts');
  expect(run.output).toMatch(/the product this suite started \(launcher pid \d+\) has stopped/);
  expect(run.output).toMatch(/Tests:\s+1 failed, 1 total/);
  expect(run.code).not.toBe(0);
}, 300_000);
