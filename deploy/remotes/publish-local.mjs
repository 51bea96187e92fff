// The single-origin deployment of the front-end in dist/web (or the folder WEB_BUILD_DIR names, as
// local/build-web.mjs does): the shell at the root, each remote under /remotes/<name>/, and the runtime remotes
// manifest. Another deployment (a CDN per remote) publishes its own manifest with other URLs; the shell is not rebuilt.
//   --clean   empty the folder before the apps are built into it (they build in parallel into one tree)
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(process.env.WEB_BUILD_DIR ? resolve(process.env.WEB_BUILD_DIR) : fileURLToPath(new URL('../../dist/web', import.meta.url)), '/');
if (process.argv.includes('--clean')) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
} else {
  copyFileSync(fileURLToPath(new URL('local.json', import.meta.url)), `${dist}remotes.json`);
}
