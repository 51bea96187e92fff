// Two copies of the product started at once from one checkout (a developer's `npm start` beside `npm test`'s journeys,
// two e2e runs) on ports of their own: both serve every page of the site, /remotes.json and each remote's manifest the
// whole time, and go on doing so while the web front-end is rebuilt under them (a build into a fresh folder swapped in
// with one rename, local/build-web.mjs).
import { spawn } from 'node:child_process';
import { readlinkSync } from 'node:fs';
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

/** `npm run build:web` in a process of its own; resolves with its exit code. */
function rebuildWeb(): Promise<number | null> {
  const build = spawn(process.execPath, ['local/build-web.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve) => build.once('exit', resolve));
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

  const buildBefore = liveBuild();
  const during = watch(bases);
  expect(await rebuildWeb()).toBe(0);
  const { faults, rounds } = await during.stop();
  // Neither copy answered amiss while both were being asked, and a new build was swapped in meanwhile.
  expect(faults).toEqual([]);
  expect(rounds).toBeGreaterThan(0);
  expect(liveBuild()).not.toBe(buildBefore);

  expect(await askEverything(bases)).toEqual([]);
}, 1_500_000);
