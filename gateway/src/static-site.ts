// Serves the built front-end: manifests and entry points revalidated on every load, hashed chunks cached for good,
// and index.html for any other GET (client-side routes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

const ALWAYS_REVALIDATE = /(^|\/)(index\.html|remotes\.json|remoteEntry\.js|mf-manifest\.json)$/;
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

export function staticSite(root: string): Middleware {
  const files = serve(root, {
    index: 'index.html',
    setHeaders(res, path) {
      if (ALWAYS_REVALIDATE.test(path)) res.setHeader('cache-control', 'no-cache');
      else if (CONTENT_HASHED.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=300');
      if (path.endsWith('mf-manifest.json') || path.endsWith('remoteEntry.js')) res.setHeader('access-control-allow-origin', '*');
    },
  });
  const index = join(root, 'index.html');
  return async (ctx, next) => {
    await files(ctx, async () => {
      if (ctx.method !== 'GET' || !ctx.accepts('html') || /\.[a-z0-9]+$/i.test(ctx.path) || !existsSync(index)) return next();
      ctx.path = '/';
      await files(ctx, next);
    });
  };
}
