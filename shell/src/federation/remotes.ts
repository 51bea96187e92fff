// Runtime federation: the remotes URLs come from /remotes.json, not from the build. Redeploying a remote is new
// assets plus one entry in that file; the shell is not rebuilt. This module, the federation runtime with it, and the
// manifest load only when an area is about to be needed (a remote area opened, or a link to one about to be followed:
// federation/prefetch.ts), so a page of the shell's own starts none of it and a slow or missing manifest holds up none
// of those pages.
import type { RemoteName } from '@careerkit/contracts/site-pages';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { ComponentType } from 'react';
// zod/mini: the tree-shakable build, so validating one small file does not ship all of zod.
import { z } from 'zod/mini';
// Generated at build time from the one shared-dependency list (libs/web/rspack/app-config.mjs).
import { SHARED_MODULES } from './shared-modules';

const REMOTES_MANIFEST = '/remotes.json';

/** name → URL of the remote's mf-manifest.json. Names the shell does not know yet are registered and left unused. */
const RemotesManifest = z.record(z.string(), z.string().check(z.minLength(1)));

const LOAD_ATTEMPTS = 2;
/** Entries from the manifest, kept so a remote can be registered afresh when the user retries. */
const entries = new Map<string, string>();
let registered: Promise<void> | undefined;

/**
 * The page's one federation runtime, the shell its host: the shared modules come from the shell, the first to register
 * them, and stay the shell's ('loaded-first': a remote's own copy at the same version never replaces them). Its
 * runtime-core is the one the remotes built for the site use (the global the plugin sets as the instance starts).
 */
const federation: ModuleFederation = createInstance({
  name: 'careerkit_shell',
  remotes: [],
  shared: SHARED_MODULES,
  shareStrategy: 'loaded-first',
  plugins: [
    injectExternalRuntimeCore(),
    {
      name: 'careerkit-remote-errors',
      // A remote that cannot load answers with nothing; RemoteArea turns that into the fallback with retry.
      errorLoadRemote: ({ id, error }) => {
        console.warn(`remote ${id} could not be loaded`, error);
        return undefined;
      },
    },
  ],
});

async function readManifestAndRegister(): Promise<void> {
  const response = await fetch(REMOTES_MANIFEST, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST} answered ${response.status}`);
  const manifest = RemotesManifest.parse(await response.json());
  for (const [name, entry] of Object.entries(manifest)) entries.set(name, new URL(entry, window.location.origin).href);
  federation.registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Reads the manifest once; a failed read is tried again by the next remote load (the user's Try Again). */
export function registerRemotesFromManifest(): Promise<void> {
  registered ??= readManifestAndRegister().catch((error: unknown) => {
    registered = undefined;
    throw error;
  });
  return registered;
}

/**
 * Makes the next load of a remote fetch its manifest again. The runtime keeps manifest fetches (a failed one too)
 * by URL, so the remote is registered afresh under the same URL with a new query string.
 */
function forgetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (!entry) return;
  const fresh = new URL(entry);
  fresh.searchParams.set('retry', String(Date.now()));
  federation.registerRemotes([{ name, entry: fresh.href }], { force: true });
}

/** The remote's exposed App, tried twice before giving up. `afresh` (a retry) forgets an earlier failed load. */
export async function loadRemoteApp(name: RemoteName, { afresh = false } = {}): Promise<ComponentType> {
  // A remote first registered by this very call (the manifest had failed before) has no failed load to forget:
  // registering it again at once, forced, is what the runtime warns "may cause unexpected errors".
  const knownBefore = entries.has(name);
  await registerRemotesFromManifest();
  if (afresh && knownBefore) forgetRemote(name);
  let lastError: unknown;
  for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt++) {
    try {
      const module = await federation.loadRemote<{ default?: ComponentType; App?: ComponentType }>(`${name}/App`);
      const App = module?.default ?? module?.App;
      if (App) return App;
      lastError = new Error(`${name} answered without an App`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Starts loading a remote's App before it is opened, when the visitor shows the intent (federation/prefetch.ts): the
 * click then finds it loaded or on its way. A failure here is left for the real load to meet and report.
 */
export function prefetchRemoteApp(name: RemoteName): void {
  registerRemotesFromManifest()
    .then(() => federation.loadRemote(`${name}/App`))
    .catch(() => undefined);
}
