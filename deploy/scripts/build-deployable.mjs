#!/usr/bin/env node
// Compiles one Node deployable (a service or the gateway) to plain JavaScript for its image: its own code and the
// workspace libraries (TypeScript, @careerkit/*) bundled by esbuild into dist/main.mjs; packages from the registry
// stay external and are installed in the image with `npm install --omit=dev`. No TypeScript loader runs in production.
//   node deploy/scripts/build-deployable.mjs services/identity [--out <dir>]
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [dir, ...rest] = process.argv.slice(2);
if (!dir || !existsSync(join(root, dir, 'src/main.ts'))) {
  console.error('usage: build-deployable.mjs <services/NAME | gateway> [--out DIR]');
  process.exit(2);
}
const outIndex = rest.indexOf('--out');
const out = outIndex >= 0 ? resolve(rest[outIndex + 1]) : join(root, dir, 'dist');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Our own TypeScript is bundled; everything from node_modules is left to `npm ci` in the image. */
const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@careerkit/') ? undefined : { path: args.path, external: true }));
  },
};

const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalRegistryPackages],
    // The sources are CommonJS-minded (__dirname next to their files); in the bundle it is the bundle's folder.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
      ].join('\n'),
    },
  });

await bundle(join(root, dir, 'src/main.ts'), join(out, 'main.mjs'));

// Files a service opens beside its code at run time.
const worker = join(root, dir, 'src/data/text-extraction.worker.mjs');
if (existsSync(worker)) cpSync(worker, join(out, 'text-extraction.worker.mjs'));
// The local engine's pool worker (libs/ai/src/engine-pool.ts), compiled: the bundle looks for it beside itself.
const { dependencies = {} } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
if ('@careerkit/ai' in dependencies) await bundle(join(root, 'libs/ai/src/local-engine-task.ts'), join(out, 'local-engine.worker.mjs'));
console.log(`built ${dir} → ${out}/main.mjs`);
