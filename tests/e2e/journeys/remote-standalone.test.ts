// A remote's team runs its area alone on the rspack dev server (`npm run dev -w @careerkit/mfe-tools`), with the
// providers of its standalone mount and the API of a running product behind the dev server's proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { freePort } from '../../../local/start-launcher.cjs';
import { useJourney } from '../journey';
import { ROOT, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

let DEV_PORT: number;
let devServer: ChildProcess;

beforeAll(async () => {
  // A free port: another run of the suite may have its own dev server up.
  DEV_PORT = await freePort();
  // The README's command, on a port of its own. Without jest's NODE_ENV=test, as in a developer's shell: rspack's
  // --node-env development gives way to a NODE_ENV already set, and the dev server would build for production.
  const { NODE_ENV: _jest, ...env } = process.env;
  devServer = spawn('npm', ['run', 'dev', '-w', '@careerkit/mfe-tools', '--', '--port', String(DEV_PORT)], {
    cwd: ROOT,
    env: { ...env, DEV_API_ORIGIN: journey.url, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so the whole npx → rspack tree stops with it
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the dev server did not compile:\n${out}`)), 240_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      // eslint-disable-next-line no-control-regex -- colour codes, when a terminal setting forces them anyway
      if (/compiled successfully/i.test(out.replace(/\x1b\[[0-9;]*m/g, ''))) {
        clearTimeout(timer);
        resolve();
      }
    };
    devServer.stdout!.on('data', read);
    devServer.stderr!.on('data', read);
    devServer.once('exit', (code) => reject(new Error(`the dev server exited with ${code}:\n${out}`)));
  });
}, 300_000);
afterAll(async () => {
  if (!devServer?.pid || devServer.exitCode !== null) return;
  const exited = new Promise((resolve) => devServer.once('exit', resolve));
  process.kill(-devServer.pid, 'SIGTERM');
  await exited;
});

it('renders mfe-tools alone on the dev server, signed out and then signed in through the proxied API', async () => {
  const origin = `http://localhost:${DEV_PORT}`;
  await page.goto(`${origin}/resume-scanner`);
  await page.locator('[data-remote="mfe_tools"]').waitFor();
  await page.getByText('Sign In Required').waitFor();

  const username = `dev_${Date.now().toString(36)}`;
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, username, password: 'secret12' }),
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.reload();
  await page.getByRole('heading', { name: 'Resume Scanner' }).waitFor();
  await page.getByRole('link', { name: 'Home' }).waitFor();
  await snap(page, 'remote-standalone-dev');
});
