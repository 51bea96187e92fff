// The pages of the site, for the server: the gateway answers 404 (with the site's 404 page) for any other path, so a
// mistyped or removed URL is not reported to search engines and tools as a page that exists. The shell's routes
// (shell/src/app.tsx) are these; the e2e suite opens each one and an unknown one.

/** Pages of the shell, one path each (the spec's aliases included). */
export const SHELL_PAGES = [
  '/',
  '/login',
  '/auth/login',
  '/register',
  '/auth/register',
  '/auth/forgot-password',
  '/reset-password',
  '/pricing',
  '/demo',
  '/contact',
  '/legal/terms',
  '/legal/privacy',
  '/legal/disclaimer',
  '/legal/cookies',
  '/payment-success',
] as const;

/**
 * The remote areas: the page each remote draws. Each area is one page, so a path under it (/profile/xyz) is no page:
 * the shell shows its 404 page and the gateway answers 404, as for any unknown path.
 * The shell routes these paths to the remote (shell/src/app.tsx) and prefetches it when a link to them is about to be
 * followed; `remote` is the federation name in the remotes manifest (deploy/remotes/<env>.json). A tool page is guarded
 * (spec part 1: all tool pages are): the shell itself shows a signed-out visitor 'Sign In Required', without loading
 * the remote, and draws that answer at build time into the page's HTML (shell/src/prerender.tsx).
 */
export const REMOTE_AREAS = [
  { path: '/cover-letter-writer', remote: 'mfe_tools', toolPage: true },
  { path: '/linkedin-optimizer', remote: 'mfe_tools', toolPage: true },
  { path: '/resume-scanner', remote: 'mfe_tools', toolPage: true },
  { path: '/resume-analysis', remote: 'mfe_tools', toolPage: true },
  { path: '/ghost-job-detector', remote: 'mfe_tools', toolPage: true },
  { path: '/salary-benchmarker', remote: 'mfe_salary', toolPage: true },
  { path: '/profile', remote: 'mfe_account', toolPage: false },
  { path: '/admin', remote: 'mfe_admin', toolPage: false },
] as const;
export type RemoteName = (typeof REMOTE_AREAS)[number]['remote'];
export const REMOTE_NAMES = [...new Set(REMOTE_AREAS.map((area) => area.remote))];

/** Like the shell's router: case-insensitive, with or without a final slash. */
const normalise = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/** The remote that draws `path`, if any. */
export function remoteAreaOf(path: string): RemoteName | undefined {
  const p = normalise(path);
  return REMOTE_AREAS.find((area) => p === area.path)?.remote;
}

/** Whether `path` is a page of the site. */
export function isSitePage(path: string): boolean {
  return (SHELL_PAGES as readonly string[]).includes(normalise(path)) || remoteAreaOf(path) !== undefined;
}
