// The tools service in a process of its own, as it runs in production (`node --import tsx services/tools/src/main.ts`,
// what npm start runs): a test that measures the service's responsiveness measures that process alone, not the test's
// own process where the stand-ins (mongo-lite, identity, billing) also run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent("process.on('disconnect', () => process.exit(1));")}`;
/** How long a stopped service may take to close before it is killed. */
const STOP_GRACE_MS = 5_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ToolsProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the service with this env and resolves once it answers /readyz (its engine's workers loaded by then). */
export async function startToolsProcess(env: Record<string, string>, readyWithinMs = 90_000): Promise<ToolsProcess> {
  const port = await freePort();
  // The IPC channel is only a lifeline: the service exits when the test's process goes away, however it ends.
  const child: ChildProcess = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, '--import', 'tsx', 'services/tools/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the tools process stopped: ${stderr}`);
    const ready = await fetch(`${url}/readyz`).then((res) => res.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the tools process was not ready within ${readyWithinMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}
