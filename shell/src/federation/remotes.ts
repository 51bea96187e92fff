// Runtime federation: the remotes' URLs come from /remotes.json at start, not from the build. Redeploying a remote
// is new assets plus one entry in that file; the shell is not rebuilt.
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
// zod/mini: the tree-shakable build, so validating one small file does not ship all of zod with Home.
import { z } from 'zod/mini';

export const REMOTES_MANIFEST = '/remotes.json';
export const REMOTE_NAMES = ['mfe_tools', 'mfe_salary', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const RemotesManifest = z.record(z.enum(REMOTE_NAMES), z.string().check(z.minLength(1)));

const LOAD_ATTEMPTS = 2;
/** Entries from the manifest, kept so a remote can be registered afresh when the user retries. */
const entries = new Map<string, string>();

export async function registerRemotesFromManifest(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MANIFEST, { cache: 'no-cache' });
    const manifest = RemotesManifest.parse(await response.json());
    for (const [name, entry] of Object.entries(manifest)) entries.set(name, new URL(entry, window.location.origin).href);
    registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
    getInstance()?.registerPlugins([
      {
        name: 'careerkit-remote-errors',
        // A remote that cannot load answers with nothing; RemoteArea turns that into the fallback with retry.
        errorLoadRemote: ({ id, error }) => {
          console.warn(`remote ${id} could not be loaded`, error);
          return undefined;
        },
      },
    ]);
  } catch (error) {
    console.error('remotes manifest unavailable', error);
  }
}

/**
 * Makes the next load of a remote fetch its manifest again. The runtime keeps manifest fetches (a failed one too)
 * by URL, so the remote is registered afresh under the same URL with a new query string.
 */
export function forgetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (!entry) return;
  const fresh = new URL(entry);
  fresh.searchParams.set('retry', String(Date.now()));
  registerRemotes([{ name, entry: fresh.href }], { force: true });
}

/** The remote's exposed App, tried twice before giving up. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  let lastError: unknown;
  for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt++) {
    try {
      const module = await loadRemote<{ default?: ComponentType; App?: ComponentType }>(`${name}/App`);
      const App = module?.default ?? module?.App;
      if (App) return App;
      lastError = new Error(`${name} answered without an App`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
