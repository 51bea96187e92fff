// The browser-facing safety headers on every answer: the Content-Security-Policy the shell and every remote run
// under, no framing, HSTS over HTTPS, and personal API answers kept out of every cache. They are set after the rest
// of the pipeline has answered, so no upstream service can loosen them.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isPrivateAnswer, type RouteDef } from '@careerkit/contracts/routes';
import { SESSION_HINT_SCRIPT } from '@careerkit/contracts/session-hint';
import type { Context, Middleware } from 'koa';
import type { GatewayConfig } from './config';

const STRIPE = { js: 'https://js.stripe.com', hooks: 'https://hooks.stripe.com', api: 'https://api.stripe.com' };
/** The pre-rendered pages' one inline script, allowed by its hash: no other inline script runs. */
const SESSION_HINT = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;

/** The site's policy. `assetOrigins` also serve front-end code: remotes deployed on another origin (a CDN). */
export function sitePolicy(assetOrigins: readonly string[] = []): string {
  const assets = assetOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${SESSION_HINT} ${STRIPE.js}${assets}`,
    // 'unsafe-inline' for styles only: antd writes its CSS-in-JS as <style> elements, one antd per app, so a nonce would have to reach every copy.
    `style-src 'self' 'unsafe-inline'${assets}`,
    `img-src 'self' data:${assets}`,
    `font-src 'self'${assets}`,
    `connect-src 'self' ${STRIPE.api}${assets}`,
    `frame-src ${STRIPE.js} ${STRIPE.hooks}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** JSON needs nothing: an API answer opened as a page loads nothing and sits in no frame. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** A scheme, host and port and nothing else: no character of a URL can end a directive or add a source. */
const SOURCE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;
const SOURCE_HOST = /^[a-z0-9.-]+(:\d+)?$/i;

/** The origins of the absolute URLs in a remotes manifest (name → URL of the remote's mf-manifest.json). */
export function manifestOrigins(manifestJson: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestJson);
  } catch {
    return [];
  }
  if (!manifest || typeof manifest !== 'object') return [];
  const origins = new Set<string>();
  for (const entry of Object.values(manifest)) {
    if (typeof entry !== 'string') continue;
    // A protocol-relative entry takes the page's scheme, and so does a CSP source written without one.
    if (entry.startsWith('//') && URL.canParse(`https:${entry}`)) origins.add(new URL(`https:${entry}`).host);
    else if (/^https?:\/\//i.test(entry) && URL.canParse(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins].filter((source) => SOURCE_ORIGIN.test(source) || SOURCE_HOST.test(source));
}

/** The served /remotes.json's origins, read again whenever the file changes: a remote moved to a CDN needs no restart. */
function servedManifestOrigins(webRoot: string | undefined): () => Promise<string[]> {
  if (!webRoot) return async () => [];
  const file = join(webRoot, 'remotes.json');
  let version = '';
  let origins: string[] = [];
  return async () => {
    const info = await stat(file).catch(() => null);
    const current = info ? `${info.mtimeMs}:${info.size}` : '';
    if (current !== version) {
      version = current;
      origins = info ? manifestOrigins(await readFile(file, 'utf8').catch(() => '')) : [];
    }
    return origins;
  };
}

const isApi = (ctx: Context) => ctx.path === '/api' || ctx.path.startsWith('/api/');

/** A route of the map that answers with one user's data or a token (the pipeline left its match here). */
function isPersonal(ctx: Context): boolean {
  const route = ctx.state.route as RouteDef | undefined;
  return route !== undefined && isPrivateAnswer(route);
}

/** The rules every answer carries besides its policy (and HSTS over HTTPS). */
const ALWAYS = [
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
] as const;

export interface SafetyHeaders {
  /** Name, value, name, value…: what node:http's writeHead takes. */
  readonly flat: readonly string[];
  /** The names above: a service's own header of that name is dropped, never sent beside ours. */
  readonly names: ReadonlySet<string>;
}

function safetyHeaders(pairs: (readonly [string, string])[]): SafetyHeaders {
  return { flat: pairs.flat(), names: new Set(pairs.map(([name]) => name)) };
}

/** The four sets an API answer can need (personal or not, HTTPS or not), built once: the hot path only picks one. */
const API_SAFETY = [false, true].map((personal) =>
  [false, true].map((https) =>
    safetyHeaders([
      ['content-security-policy', API_POLICY],
      ...(personal ? [['cache-control', 'no-store'] as const] : []),
      ...ALWAYS,
      ...(https ? [['strict-transport-security', HSTS] as const] : []),
    ]),
  ),
);

/** The safety headers of an API answer: those of the Koa middleware below, for the gateway's plain /api handler. */
export function apiSafetyHeaders(route: RouteDef | undefined, https: boolean): SafetyHeaders {
  return API_SAFETY[route !== undefined && isPrivateAnswer(route) ? 1 : 0][https ? 1 : 0];
}

export function securityHeaders(config: Pick<GatewayConfig, 'WEB_ROOT' | 'CSP_ASSET_ORIGINS'>): Middleware {
  const remoteOrigins = servedManifestOrigins(config.WEB_ROOT);
  return async (ctx, next) => {
    await next();
    // ctx.path is now the target the route map matched (the pipeline canonicalises it).
    if (isApi(ctx)) {
      ctx.set('content-security-policy', API_POLICY);
      if (isPersonal(ctx)) ctx.set('cache-control', 'no-store');
    } else {
      const origins = new Set([...config.CSP_ASSET_ORIGINS, ...(await remoteOrigins())]);
      ctx.set('content-security-policy', sitePolicy([...origins]));
    }
    for (const [name, value] of ALWAYS) ctx.set(name, value);
    // ctx.protocol reads X-Forwarded-Proto only with TRUST_PROXY; a plain-HTTP answer must not carry HSTS.
    if (ctx.protocol === 'https') ctx.set('strict-transport-security', HSTS);
  };
}
