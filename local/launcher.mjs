#!/usr/bin/env node
// `npm start`: brings the product up on one machine with nothing configured.
// Today that is mongo-lite with its data in .data/mongo; services join as they are built.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];

function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(() => process.exit(code));
}
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());

if (process.env.MONGODB_URI) console.log('Using MongoDB at MONGODB_URI');
else run('mongo-lite', ['local/mongo-lite/bin/mongo-lite.mjs', '--port', process.env.MONGO_LITE_PORT ?? '27027', '--dbpath', '.data/mongo']);
console.log('CareerKit: only the database runs so far; the gateway on http://localhost:8080 arrives with the backend spine.');
