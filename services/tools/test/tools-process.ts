// The tools service in a process of its own, as it runs in production (`node --import tsx services/tools/src/main.ts`,
// what npm start runs, here through measured-service.ts): a test that measures the service's responsiveness measures that process alone, not the test's
// own process where the stand-ins (mongo-lite, identity, billing) also run, and it measures it from inside
// (service-time.ts), so the machine's other work does not count.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ServiceTime, ServiceTimeAsk } from './service-time';
import { freePort } from '../../../local/start-launcher.cjs';

const ROOT = join(__dirname, '../../..');
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent("process.on('disconnect', () => process.exit(1));")}`;
/** An answer from the service not come by then has failed: the workspace's ceiling for a wait (jest.setup.cjs). */
export const NO_ANSWER_AFTER_MS = 20_000;
/** How long a stopped service may take to close before it is killed. */
const STOP_GRACE_MS = 5_000;


export interface ToolsProcess {
  url: string;
  /** Measures the service's own time (service-time.ts) afresh from now on. */
  startMeasuring(): Promise<void>;
  /** What the service measured since startMeasuring(). */
  measured(): Promise<ServiceTime>;
  stop(): Promise<void>;
}

/**
 * Starts the service with this env and resolves once it answers /readyz (its engine's workers loaded by then). The
 * wait ends under a hook's 60 s (jest.preset.cjs), so a service that never gets ready fails with its own errors.
 */
export async function startToolsProcess(env: Record<string, string>, readyWithinMs = 50_000): Promise<ToolsProcess> {
  const port = await freePort();
  // The IPC channel is a lifeline (the service exits when the test's process goes away, however it ends) and carries
  // what the service-time probe measured inside the service.
  const child: ChildProcess = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, '--import', 'tsx', 'services/tools/test/measured-service.ts'], {
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
  /** Asks the service-time probe over the IPC channel and resolves with its answer. */
  const ask = <T>(serviceTime: ServiceTimeAsk) =>
    new Promise<T>((resolve, reject) => {
      const onAnswer = (message: { serviceTime?: ServiceTimeAsk; answer: T }) => {
        if (message.serviceTime !== serviceTime) return;
        child.off('message', onAnswer);
        clearTimeout(noAnswer);
        resolve(message.answer);
      };
      // The probe answers on the service's event loop: no answer means the loop is held.
      const noAnswer = setTimeout(() => {
        child.off('message', onAnswer);
        reject(new Error(`the tools process did not answer within ${NO_ANSWER_AFTER_MS} ms: its event loop is held`));
      }, NO_ANSWER_AFTER_MS);
      child.on('message', onAnswer);
      child.send({ serviceTime });
    });
  return {
    url,
    startMeasuring: () => ask<boolean>('start').then(() => undefined),
    measured: () => ask<ServiceTime>('read'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}
