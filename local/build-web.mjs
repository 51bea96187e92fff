#!/usr/bin/env node
// `npm run build:web`: the front-end built into a fresh folder, dist/web-builds/<id>/, and swapped in with one rename:
// dist/web is a symbolic link to the current build, replaced atomically. A product already running (the gateway reads
// dist/web afresh on every request) serves the old build or the new one, never a half-built tree, and another copy
// starting at the same time waits for this build instead of emptying the folder under it.
//   --if-changed   build only when the sources differ from those of the build in dist/web (`npm start` uses it)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const current = join(dist, 'web');
const builds = join(dist, 'web-builds');
const lock = join(dist, '.web-build.lock');
/** Beside the build's files: what it was built from. A dot-file, which the gateway does not serve. */
const STAMP_FILE = '.source-stamp';

/** What the web build reads: the apps, the libraries they bundle, the remotes manifests and the dependency versions. */
const SOURCES = ['shell', 'mfe-account', 'mfe-admin', 'mfe-salary', 'mfe-tools', 'libs/web', 'libs/contracts', 'deploy/remotes', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const NOT_BUILT = new Set(['node_modules', 'dist', 'test', 'bench', '.nx']);
/** The environment the build reads (libs/web/rspack/app-config.mjs): any NODE_ENV but development builds for production. */
const buildEnv = () => ({
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  SHARE_ANTD: process.env.SHARE_ANTD ?? '',
  CAREERKIT_RELEASE: process.env.CAREERKIT_RELEASE ?? '',
});

/** A hash of every source file's path and contents, and of the build's environment. */
function sourceStamp() {
  const hash = createHash('sha256');
  const add = (path) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!NOT_BUILT.has(name)) add(join(path, name));
    } else if (stat.isFile()) {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const source of SOURCES) add(join(root, source));
  hash.update(JSON.stringify(buildEnv()));
  return hash.digest('hex');
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** One build at a time per checkout: a folder made atomically, with its builder's pid; a dead builder's is taken over. */
async function takeLock() {
  mkdirSync(dist, { recursive: true });
  let said = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
    // A lock without a pid for long: its builder died between making it and saying who it is.
    const orphaned = !owner && Date.now() - (lstatSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
    if ((owner && !isRunning(owner)) || orphaned) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!said) console.log(`Another web build is under way (pid ${owner || 'starting'}); waiting for it…`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const releaseLock = () => rmSync(lock, { recursive: true, force: true });

const currentStamp = () => {
  try {
    return readFileSync(join(current, STAMP_FILE), 'utf8');
  } catch {
    return '';
  }
};

/** Runs one step of the build with the build's output pointed at `out`; false when it failed. */
function step(command, args, out) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, WEB_BUILD_DIR: out } });
  return result.status === 0;
}

/** Points dist/web at the build with one rename of a new link over the old one. */
function swapIn(id) {
  const link = join(dist, `.web-${id}.link`);
  symlinkSync(join('web-builds', id), link);
  // dist/web from before builds were swapped is a folder: moved aside once (a rename cannot replace a folder).
  const existing = lstatSync(current, { throwIfNoEntry: false });
  if (existing?.isDirectory()) renameSync(current, join(builds, `unversioned-${id}`));
  renameSync(link, current);
}

/** The build dist/web points at, by its folder's name (none while dist/web is a folder or missing). */
const liveBuild = () => (lstatSync(current, { throwIfNoEntry: false })?.isSymbolicLink() ? readlinkSync(current).split('/').pop() : undefined);

/**
 * Removes every build but the live one and the one it replaced (no other build runs: this process holds the lock). The
 * one replaced stays until the next build: a request that found its file there just before the swap is still being
 * answered from it, and removing it under that answer cut the page off mid-way ("terminated").
 */
function removeOldBuilds(replaced) {
  const keep = new Set([liveBuild(), replaced]);
  for (const name of readdirSync(builds)) if (!keep.has(name)) rmSync(join(builds, name), { recursive: true, force: true });
  for (const name of readdirSync(dist)) if (/^\.web-.+\.link$/.test(name)) rmSync(join(dist, name), { force: true });
}

async function main() {
  const onlyIfChanged = process.argv.includes('--if-changed');
  await takeLock();
  try {
    const stamp = sourceStamp();
    if (onlyIfChanged && existsSync(join(current, 'index.html')) && currentStamp() === stamp) {
      console.log('The web front-end is up to date (sources unchanged since its build).');
      return 0;
    }
    const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
    const out = join(builds, id);
    mkdirSync(out, { recursive: true });
    const built =
      step(process.execPath, ['deploy/remotes/publish-local.mjs', '--clean'], out) &&
      step('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static', '--projects=@careerkit/shell,@careerkit/mfe-*'], out) &&
      step(process.execPath, ['deploy/remotes/publish-local.mjs'], out);
    if (!built) {
      rmSync(out, { recursive: true, force: true });
      return 1;
    }
    writeFileSync(join(out, STAMP_FILE), stamp);
    const replaced = liveBuild();
    swapIn(id);
    removeOldBuilds(replaced);
    return 0;
  } finally {
    releaseLock();
  }
}

process.exitCode = await main();
