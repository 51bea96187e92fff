// Two copies of the product started at once from one checkout (a developer's `npm start` beside `npm test`'s journeys,
// two e2e runs) on ports of their own: both serve every page of the site, /remotes.json and each remote's manifest the
// whole time, and go on doing so while the web front-end is rebuilt under them (a build into a fresh folder swapped in
// with one rename, local/build-web.mjs); a start rebuilds only when the sources changed.
import { spawn } from 'node:child_process';
import { existsSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_AREAS, SHELL_PAGES } from '@careerkit/contracts/site-pages';
import { startLauncher, type RunningLauncher } from '../../../local/start-launcher.cjs';
import { ROOT } from '../product';

/** Every page of the site, the remotes manifest, and each remote's own manifest as the local manifest names it. */
const PAGES = [...SHELL_PAGES, ...REMOTE_AREAS.map((area) => area.path)];
const MANIFESTS = ['/remotes.json', ...['mfe_tools', 'mfe_salary', 'mfe_account', 'mfe_admin'].map((name) => `/remotes/${name}/mf-manifest.json`)];

/** What is wrong with one answer of the front-end, or null: a page is HTML that loads the shell, a manifest is JSON. */
async function fault(base: string, path: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}${path}`, { headers: { accept: path.endsWith('.json') ? 'application/json' : 'text/html' } });
    const body = await response.text();
    if (response.status !== 200) return `${path}: ${response.status}`;
    if (path.endsWith('.json')) JSON.parse(body);
    else if (!/<script[^>]+src="\/main\.[0-9a-f]+\.js"/.test(body)) return `${path}: a page without the shell's script`;
    return null;
  } catch (error) {
    return `${path}: ${(error as Error).message}`;
  }
}

/** One round: each copy asked for everything; the faults found. */
async function askEverything(bases: string[]): Promise<string[]> {
  const faults: string[] = [];
  for (const base of bases) {
    for (const path of [...PAGES, ...MANIFESTS]) {
      const wrong = await fault(base, path);
      if (wrong) faults.push(`${base} ${wrong}`);
    }
  }
  return faults;
}

/** Rounds one after another until stopped: every fault, and how many rounds ran. */
function watch(bases: string[]) {
  const faults: string[] = [];
  let rounds = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      faults.push(...(await askEverything(bases)));
      rounds++;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { faults, rounds };
    },
  };
}

/** `node local/build-web.mjs --if-changed` (what `npm start` runs) in a process of its own: its exit code and output. */
function buildIfChanged(): Promise<{ code: number | null; output: string }> {
  const build = spawn(process.execPath, ['local/build-web.mjs', '--if-changed'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => build.once('exit', (code) => resolve({ code, output })));
}

const liveBuild = () => readlinkSync(join(ROOT, 'dist/web'));

const copies: RunningLauncher[] = [];
afterAll(async () => {
  await Promise.all(copies.map((copy) => copy.stop()));
});

it('two copies started at once both serve every page and the remotes manifests, before, during and after a rebuild', async () => {
  // Started together: the second waits for the first's build (or both find it up to date) instead of emptying it.
  const started = await Promise.allSettled([startLauncher({ name: 'copy-a', timeoutMs: 600_000 }), startLauncher({ name: 'copy-b', timeoutMs: 600_000 })]);
  for (const result of started) if (result.status === 'fulfilled') copies.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  const bases = copies.map((copy) => `http://127.0.0.1:${copy.ports.gateway}`);
  expect(new Set(bases).size).toBe(2);

  expect(await askEverything(bases)).toEqual([]);

  // The build in dist/web made to look older than the sources (its source stamp no longer theirs): a start rebuilds.
  const buildBefore = liveBuild();
  writeFileSync(join(ROOT, 'dist/web/.source-stamp'), 'sources of an older checkout');
  const during = watch(bases);
  expect((await buildIfChanged()).code).toBe(0);
  const { faults, rounds } = await during.stop();
  // Neither copy answered amiss while both were being asked, and a new build was swapped in meanwhile.
  expect(faults).toEqual([]);
  expect(rounds).toBeGreaterThan(0);
  const rebuilt = liveBuild();
  expect(rebuilt).not.toBe(buildBefore);
  // the build it replaced stays until the next one: an answer begun from it just before the swap is not cut off
  expect(existsSync(join(ROOT, 'dist', buildBefore))).toBe(true);

  expect(await askEverything(bases)).toEqual([]);
  // The sources unchanged since: the next start keeps the build.
  const again = await buildIfChanged();
  expect([again.code, again.output.trim()]).toEqual([0, 'The web front-end is up to date (sources unchanged since its build).']);
  expect(liveBuild()).toBe(rebuilt);
}, 1_500_000);
