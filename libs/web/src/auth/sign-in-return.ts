// Signing in from a guarded page returns the user to it: the page's path travels as ?next= on the sign-in and
// sign-up links, and only a path on this site is followed (never another origin: an open redirect would let a
// crafted link send a fresh session to someone else's page).

/** The sign-in (or sign-up) link for a visitor who is on `from` (path, query and hash). */
export function signInLink(page: '/login' | '/register', from: string): string {
  return from && from !== '/' ? `${page}?next=${encodeURIComponent(from)}` : page;
}

/** Where to go after signing in: `next` when it is a path of this site, otherwise Home. */
export function returnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  try {
    // A path resolves against any origin to that same origin; anything else (a scheme, a host) does not.
    const url = new URL(next, 'http://same.site');
    return url.origin === 'http://same.site' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The query that carries `next` on from sign-in to sign-up and back ('' when there is none). */
export function keepNext(params: URLSearchParams): string {
  const next = params.get('next');
  return next ? `?next=${encodeURIComponent(next)}` : '';
}
