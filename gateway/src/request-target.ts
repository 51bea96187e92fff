// The request target, read once from the raw request line: the path the gateway checks is the path it forwards.
import { badRequest } from '@careerkit/service-kit/errors';

export interface RequestTarget {
  /** Canonical path: each segment decoded once and re-encoded, so no escape can mean something else upstream. */
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
}

const invalid = () => badRequest('The request path is not valid.');

/**
 * A path made only of characters that decodeURIComponent leaves alone and encodeURIComponent does not escape, with no
 * dot segment: its canonical form is itself, so the per-segment decode and re-encode below would return it unchanged.
 */
const CANONICAL_AS_SENT = /^\/[A-Za-z0-9\-_.!~*'()/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * Parses an origin-form (`/a/b?q`) or absolute-form (`http://host/a/b?q`) target. The authority of an absolute-form
 * target is ignored: where a request goes is decided by the route map, never by the client.
 * Refused with 400: malformed escapes, dot segments, encoded separators (%2F, %5C), control characters, fragments.
 */
export function parseRequestTarget(raw: string): RequestTarget {
  let target = raw;
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*(.*)$/i.exec(target);
    if (!absolute) throw invalid(); // authority-form (CONNECT) and asterisk-form are not for this server
    target = absolute[1] || '/';
    if (!target.startsWith('/')) target = `/${target}`;
  }
  if (target.includes('#')) throw invalid();
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : target.slice(queryAt);
  // Most requests: nothing escaped anywhere (only an escape can fail to decode).
  if (CANONICAL_AS_SENT.test(rawPath) && !DOT_SEGMENT.test(rawPath) && !search.includes('%')) return { path: rawPath, search };

  const segments = rawPath.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw invalid();
    }
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (decoded === '.' || decoded === '..' || /[/\\\u0000-\u001f\u007f]/.test(decoded)) throw invalid();
    return encodeURIComponent(decoded);
  });
  try {
    decodeURIComponent(search.replace(/\+/g, ' '));
  } catch {
    throw invalid();
  }
  return { path: segments.join('/'), search };
}
