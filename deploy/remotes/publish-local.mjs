// Publishes the runtime remotes manifest for a single-origin deployment: each remote under /remotes/<name>/.
// Another deployment (a CDN per remote) publishes its own file with other URLs; the shell is not rebuilt.
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

copyFileSync(fileURLToPath(new URL('local.json', import.meta.url)), fileURLToPath(new URL('../../dist/web/remotes.json', import.meta.url)));
