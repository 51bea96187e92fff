// Which remote draws which paths, and prefetching a remote when a pointer rests on, or the focus reaches, a link to
// its area. Not on idle: that would spend every visitor's data on areas most never open, and make Home's first load
// the whole site's.
import { useEffect } from 'react';
import type { RemoteName } from './remotes';

export const TOOL_PATHS = ['/cover-letter-writer', '/linkedin-optimizer', '/resume-scanner', '/resume-analysis', '/ghost-job-detector'];
export const REMOTE_AREAS: { path: string; remote: RemoteName }[] = [
  ...TOOL_PATHS.map((path) => ({ path, remote: 'mfe_tools' as const })),
  { path: '/salary-benchmarker', remote: 'mfe_salary' },
  { path: '/profile', remote: 'mfe_account' },
  { path: '/admin', remote: 'mfe_admin' },
];

function remoteFor(pathname: string): RemoteName | undefined {
  const path = pathname.toLowerCase();
  return REMOTE_AREAS.find((area) => path === area.path || path.startsWith(`${area.path}/`))?.remote;
}

export function usePrefetchRemotesOnIntent(): void {
  useEffect(() => {
    const started = new Set<RemoteName>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const remote = remoteFor(link.pathname);
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
