// Typed handlers: the request is parsed with the contract's schema before the domain sees it.
import type { RouteDef } from '@careerkit/contracts/routes';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { AppError, validationError } from './errors';

export interface HandlerInput<R extends RouteDef> {
  body: z.infer<R['request']>;
  params: Record<string, string>;
  ctx: Context;
}


/**
 * Registers a contract route on the router; JSON routes get their body (or query, for GET) validated first.
 * The handler returns the response body; a status other than 200 it sets on `ctx.status`.
 */
export function handle<R extends RouteDef>(router: Router, route: R, handler: (input: HandlerInput<R>) => Promise<z.input<R['response']>>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](route.path, async (ctx) => {
    const body = parseInput(ctx, route) as z.infer<R['request']>;
    if (route.params) {
      const parsed = route.params.safeParse(ctx.params);
      if (!parsed.success) throw validationError(parsed.error);
    }
    ctx.body = await handler({ body, params: ctx.params as Record<string, string>, ctx });
  });
}

function parseInput(ctx: Context, route: RouteDef): unknown {
  if ((route.body ?? 'json') !== 'json') return undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    const parsed = route.request.safeParse(ctx.query);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  }
  // A body that says it is something else, or bytes with no type: 415. An empty chunked body with no type (some
  // clients send one on a bodyless POST) is no body at all.
  const sized = Number(ctx.get('content-length') || 0) > 0;
  const chunked = ctx.get('transfer-encoding') !== '';
  const typed = ctx.get('content-type') !== '';
  const notJson = typed ? !ctx.is('application/json') : sized;
  if ((sized || chunked) && notJson) throw new AppError(415, 'unsupported_media_type', 'Content-Type must be application/json.');
  const raw = (ctx.request as { body?: unknown }).body;
  const parsed = route.request.safeParse(raw === undefined || raw === null || (typeof raw === 'object' && !Array.isArray(raw)) ? (raw ?? {}) : raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Internal routes (not in the public route map): the query (GET/DELETE) or JSON body is validated by `schema`. */
export function handleInternal<S extends z.ZodType>(
  router: Router,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  schema: S,
  handler: (input: { input: z.infer<S>; params: Record<string, string> }) => Promise<unknown>,
): void {
  router[method](path, async (ctx) => {
    const raw = method === 'get' || method === 'delete' ? ctx.query : ((ctx.request as { body?: unknown }).body ?? {});
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    ctx.body = await handler({ input: parsed.data, params: ctx.params as Record<string, string> });
  });
}
