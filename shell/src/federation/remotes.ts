// Runtime federation: the remotes' URLs come from /remotes.json at start, not from the build. Redeploying a remote
// is new assets plus one entry in that file; the shell is not rebuilt.
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { z } from 'zod';

export const REMOTES_MANIFEST = '/remotes.json';
export const REMOTE_NAMES = ['mfe_tools', 'mfe_salary', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const RemotesManifest = z.record(z.enum(REMOTE_NAMES), z.string().min(1));

const LOAD_ATTEMPTS = 2;

export async function registerRemotesFromManifest(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MANIFEST, { cache: 'no-cache' });
    const manifest = RemotesManifest.parse(await response.json());
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.origin).href })));
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
