// Prefetching a remote when a pointer rests on, or the focus reaches, a link to its area. Not on idle: that would spend every visitor's data on areas most never open, and make Home's first load
// the whole site's.
import { remoteAreaOf, type RemoteName } from '@careerkit/contracts/site-pages';
import { useEffect } from 'react';

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
