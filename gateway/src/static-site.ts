// Serves the built front-end: pages, manifests and entry points revalidated on every load, hashed chunks cached for
// good. A pre-rendered page is its <path>/index.html (shell/prerender.mjs: Home, Pricing, the tool pages); any other
// page of the site gets the bare page template, shell.html, and draws in the browser (client-side routes), as does a
// path that is no page, with 404. The build writes brotli and gzip copies beside each text asset; koa-send picks the
// one the browser accepts (Content-Encoding), so nothing is compressed per request.
// Source maps stay on the server: they are for operators, not visitors.
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { isSitePage } from '@careerkit/contracts/site-pages';

const ALWAYS_REVALIDATE = /(\.html|(^|\/)(remotes\.json|remoteEntry\.js|mf-manifest\.json))$/;
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;
/** The precompressed copies: asked for by name they are not served (only as an encoding of their original). */
const ENCODED_COPY = /\.(br|gz)$/;
const SOURCE_MAP = /\.map$/;

export function staticSite(root: string): Middleware {
  const files = serve(root, {
    index: 'index.html',
    brotli: true,
    gzip: true,
    setHeaders(res, servedPath) {
      // koa-send passes the copy it sends (app.js.br); the rules are the original file's.
      const path = servedPath.replace(ENCODED_COPY, '');
      res.setHeader('vary', 'Accept-Encoding');
      if (ALWAYS_REVALIDATE.test(path)) res.setHeader('cache-control', 'no-cache');
      else if (CONTENT_HASHED.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=300');
      if (path.endsWith('mf-manifest.json') || path.endsWith('remoteEntry.js')) res.setHeader('access-control-allow-origin', '*');
    },
  });
  const template = join(root, 'shell.html');
  return async (ctx, next) => {
    if (SOURCE_MAP.test(ctx.path) || ENCODED_COPY.test(ctx.path)) return next();
    // A pre-rendered page asked for by its path (/pricing) is sent as its file: koa-send looks for the compressed copy
    // before it turns a folder into its index.html, so by the folder's name the page would go out uncompressed.
    if (ctx.path !== '/' && isSitePage(ctx.path) && existsSync(join(root, ctx.path, 'index.html'))) ctx.path = posix.join(ctx.path, 'index.html');
    await files(ctx, async () => {
      if (ctx.method !== 'GET' || !ctx.accepts('html') || /\.[a-z0-9]+$/i.test(ctx.path) || !existsSync(template)) return next();
      const page = ctx.path;
      ctx.path = '/shell.html';
      await files(ctx, next);
      // The app shows its 404 page; the status says so too.
      if (!isSitePage(page)) ctx.status = 404;
    });
  };
}
