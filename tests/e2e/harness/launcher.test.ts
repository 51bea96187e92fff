// local/start-launcher.cjs: a start that fails or times out, or a launcher that dies, leaves no process of its product
// behind. The product is made to hang while starting: its services are pointed at a "database" that accepts
// connections and never answers, so the first service waits on it (up to mongoose's 10 s) and the launcher with it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { startLauncher } from '../../../local/start-launcher.cjs';
import { ROOT } from '../product';
import { childGroupLeaders, groupMembers, until } from './processes';

let silentDatabase: Server;
const sockets = new Set<Socket>();
let databaseUri: string;

beforeAll(async () => {
  silentDatabase = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silentDatabase.listen(0, '127.0.0.1', resolve));
  const { port } = silentDatabase.address() as { port: number };
  databaseUri = `mongodb://127.0.0.1:${port}/?directConnection=true`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silentDatabase.close(resolve));
});

const hangingStart = (timeoutMs: number) =>
  startLauncher({ name: 'harness', timeoutMs, env: { MONGODB_URI: databaseUri, SKIP_WEB_BUILD: '1' } });

/**
 * Starts a product that hangs, and finds its launcher: the group leader among this process's children that was not
 * there before (the e2e run's own product is one too), once one of its services runs beside it in its group.
 */
async function hangingStartWithAService(timeoutMs: number): Promise<{ launcher: number; failed: Promise<(Error & { launcherPid?: number }) | null> }> {
  const known = new Set(childGroupLeaders());
  const failed = hangingStart(timeoutMs).then(
    () => null,
    (error: Error & { launcherPid?: number }) => error,
  );
  let launcher = 0;
  await until(() => {
    launcher = childGroupLeaders().find((pid) => !known.has(pid)) ?? 0;
    return launcher !== 0 && groupMembers(launcher).length >= 2;
  });
  return { launcher, failed };
}

it('a start that times out stops the launcher and every process it started', async () => {
  const { launcher, failed } = await hangingStartWithAService(8_000);
  const error = await failed;
  expect(error?.message).toMatch(/^the product did not start within 8000 ms/);
  expect(error?.launcherPid).toBe(launcher);
  expect(groupMembers(launcher)).toEqual([]);
});

it('a launcher that dies while starting: the start fails at once and what it left running is stopped', async () => {
  const { launcher, failed } = await hangingStartWithAService(110_000);
  // Only the launcher: its service is left without it, as when the launcher crashes.
  process.kill(launcher, 'SIGKILL');
  const error = await failed;
  expect(error?.message).toMatch(/^the launcher stopped \(SIGKILL\) before the product was running/);
  expect(groupMembers(launcher)).toEqual([]);
});

it('a process that starts a product and is ended by a signal (Ctrl-C) takes the product with it', async () => {
  // This test holds the web build's lock (local/build-web.mjs): the launcher's build waits for it, and the launcher for
  // its build, for as long as the test lets them; nothing of them would end by itself.
  const lock = join(ROOT, 'dist/.web-build.lock');
  await until(() => {
    try {
      mkdirSync(lock, { recursive: false });
      return true;
    } catch {
      return false;
    }
  });
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    const script = `require(${JSON.stringify(join(ROOT, 'local/start-launcher.cjs'))}).startLauncher({ name: 'harness', timeoutMs: 600000 }).catch(() => {})`;
    const starter = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    let launcher = 0;
    await until(() => {
      launcher = childGroupLeaders(starter.pid)[0] ?? 0;
      return launcher !== 0 && groupMembers(launcher).length >= 2;
    });
    const ended = new Promise((resolve) => starter.once('exit', (_code, signal) => resolve(signal)));
    starter.kill('SIGINT');
    expect(await ended).toBe('SIGINT');
    await until(() => groupMembers(launcher).length === 0);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
});
