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

/** The remote areas: each owns its path and everything under it (the remote shows its own not-found page). */
export const AREA_PREFIXES = [
  '/cover-letter-writer',
  '/linkedin-optimizer',
  '/resume-scanner',
  '/resume-analysis',
  '/ghost-job-detector',
  '/salary-benchmarker',
  '/profile',
  '/admin',
] as const;

/** Whether `path` is a page of the site; like the shell's router, case-insensitive and with or without a final slash. */
export function isSitePage(path: string): boolean {
  const p = path.toLowerCase().replace(/(.)\/+$/, '$1');
  return (SHELL_PAGES as readonly string[]).includes(p) || AREA_PREFIXES.some((area) => p === area || p.startsWith(`${area}/`));
}
