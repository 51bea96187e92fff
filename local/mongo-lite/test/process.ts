// Runs mongo-lite as its own process, so a test can kill it hard (kill -9) and restart it on the same dbpath.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';

const CLI = join(__dirname, '..', 'bin', 'mongo-lite.mjs');

/** Starts the CLI as its own process and resolves with it and its connection string. */
export function startProcess(dbPath: string): Promise<{ child: ChildProcess; uri: string }> {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--dbpath', dbPath], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const uri = /mongodb:\/\/\S+/.exec(out)?.[0];
      if (uri) resolve({ child, uri });
    });
    child.once('exit', (code) => reject(new Error(`mongo-lite exited with ${code}: ${out}`)));
  });
}

export async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

export async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await new MongoClient(uri).connect();
  try {
    return await use(client);
  } finally {
    await client.close(true);
  }
}
