// The single-origin deployment of the front-end in dist/web: the shell at the root, each remote under
// /remotes/<name>/, and the runtime remotes manifest. Another deployment (a CDN per remote) publishes its own
// manifest with other URLs; the shell is not rebuilt.
//   --clean   empty dist/web before the apps are built into it (they build in parallel into one tree)
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/web/', import.meta.url));
if (process.argv.includes('--clean')) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
} else {
  copyFileSync(fileURLToPath(new URL('local.json', import.meta.url)), `${dist}remotes.json`);
}
