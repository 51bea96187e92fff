// Prefetching a remote when a pointer rests on, or the focus reaches, a link to its area. Not on idle: that would spend every visitor's data on areas most never open, and make Home's first load
// the whole site's.
import { REMOTE_AREAS, remoteAreaOf, type RemoteName } from '@careerkit/contracts/site-pages';
import { readToken } from '@careerkit/web/api/client';
import { useEffect } from 'react';

/**
 * A visit that starts on an area: its remote (and so the Module Federation runtime and the remotes manifest) starts
 * loading beside the shell's first render. Not for a tool page without a stored session, where the shell itself
 * answers 'Sign In Required'; not on the shell's own pages, which need no remote.
 */
export function prefetchRemoteOfFirstPage(): void {
  const remote = remoteAreaOf(window.location.pathname);
  if (!remote) return;
  const guarded = REMOTE_AREAS.some((area) => area.remote === remote && area.toolPage);
  if (guarded && !readToken()) return;
  void import('./remotes').then(({ prefetchRemoteApp }) => prefetchRemoteApp(remote));
}

export function usePrefetchRemotesOnIntent(): void {
  useEffect(() => {
    const started = new Set<RemoteName>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const remote = remoteAreaOf(link.pathname);
      if (!remote || started.has(remote)) return;
      started.add(remote);
      void import('./remotes').then(({ prefetchRemoteApp }) => prefetchRemoteApp(remote));
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
