// The gateway: the one entry for the browser. Its proxy table is the route map in libs/contracts.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAINTENANCE_MESSAGE, UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import { DEFAULT_MAX_BODY_BYTES, matchRoute, type ServiceName } from '@careerkit/contracts/routes';
import { AppError, errorAnswer, errorMiddleware, notFound } from '@careerkit/service-kit/errors';
import { internalClient } from '@careerkit/service-kit/internal';
import { createTokenVerifier } from '@careerkit/service-kit/jwt';
import { createLogger, type Logger } from '@careerkit/service-kit/logger';
import { consumeOrThrow, createLimiter } from '@careerkit/service-kit/rate-limit';
import { systemConfigReader } from '@careerkit/service-kit/system-config';
import Koa from 'koa';
import { accessControl, type Caller } from './access';
import { sendJson, sendServiceAnswer, type Hop } from './answer';
import type { GatewayConfig } from './config';
import { MAINTENANCE_EXEMPT, maintenanceSwitch } from './maintenance';
import { forward, upstreamPools } from './proxy';
import { parseRequestTarget, type RequestTarget } from './request-target';
import { securityHeaders } from './security-headers';
import { staticSite } from './static-site';

/** Routes whose success ends a session of the caller's account: the one presented (signOut), or every one. */
const SESSION_ENDING_ROUTES = new Set<string>(['deleteAccount', 'signOut', 'signOutEverywhere']);

export interface RunningGateway {
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

/** The route map's answer for a method and path, remembered: the map is fixed, and most calls repeat a few paths. */
function routeMatcher(limit = 10_000) {
  const known = new Map<string, Map<string, ReturnType<typeof matchRoute>>>();
  return (method: string, path: string) => {
    let byPath = known.get(method);
    if (!byPath) known.set(method, (byPath = new Map()));
    let match = byPath.get(path);
    if (match === undefined) {
      match = matchRoute(method, path);
      if (byPath.size >= limit) byPath.clear(); // paths with ids have no end: start again rather than grow
      byPath.set(path, match);
    }
    return match;
  };
}

function isMaintenanceExempt(path: string): boolean {
  for (const exempt of MAINTENANCE_EXEMPT) if (exempt.test(path)) return true;
  return false;
}

/** One spelling per client for rate limits and X-Forwarded-For: an IPv4 client on a dual-stack socket is ::ffff:a.b.c.d. */
function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : ip;
}

/** The client's address and scheme as Koa reads them: from X-Forwarded-For / -Proto only behind a trusted proxy. */
function clientOf(req: IncomingMessage, trustProxy: boolean): { ip: string; protocol: string } {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  if (!trustProxy) return { ip: plainIp(req.socket.remoteAddress ?? ''), protocol: encrypted ? 'https' : 'http' };
  const forwardedFor = req.headers['x-forwarded-for'];
  const forwardedProto = req.headers['x-forwarded-proto'];
  return {
    ip: plainIp((typeof forwardedFor === 'string' && forwardedFor ? forwardedFor.split(/\s*,\s*/)[0] : '') || req.socket.remoteAddress || ''),
    protocol: encrypted ? 'https' : typeof forwardedProto === 'string' && forwardedProto ? forwardedProto.split(/\s*,\s*/, 1)[0] : 'http',
  };
}

export function createGatewayApp(config: GatewayConfig, logger: Logger): { app: Koa; handle: RequestListener; close(): Promise<void> } {
  const upstreams = upstreamPools({
    identity: config.IDENTITY_URL,
    billing: config.BILLING_URL,
    tools: config.TOOLS_URL,
    salary: config.SALARY_URL,
    platform: config.PLATFORM_URL,
  } satisfies Record<ServiceName, string | undefined>);
  const access = accessControl(createTokenVerifier(config.IDENTITY_URL), internalClient(config.IDENTITY_URL, config.INTERNAL_KEY), config.ACCOUNT_STATE_CACHE_MS);
  const maintenanceOn = maintenanceSwitch(systemConfigReader(config.PLATFORM_URL, config.SYSTEM_CONFIG_CACHE_MS, logger));
  const limits = {
    all: createLimiter({ keyPrefix: 'gw-ip', points: config.RATE_LIMIT_PER_MINUTE, duration: 60 }, config.REDIS_URL),
    auth: createLimiter({ keyPrefix: 'gw-auth', points: config.AUTH_RATE_LIMIT_PER_MINUTE, duration: 60 }, config.REDIS_URL),
    ai: createLimiter({ keyPrefix: 'gw-ai', points: config.AI_RATE_LIMIT_PER_MINUTE, duration: 60 }, config.REDIS_URL),
    upload: createLimiter({ keyPrefix: 'gw-upload', points: config.UPLOAD_RATE_LIMIT_PER_MINUTE, duration: 60 }, config.REDIS_URL),
    webhook: createLimiter({ keyPrefix: 'gw-webhook', points: config.WEBHOOK_RATE_LIMIT_PER_MINUTE, duration: 60 }, config.REDIS_URL),
  };
  const routeOf = routeMatcher();

  /**
   * The /api hop, every call of the browser, as one plain handler (Koa's chain cost as much as the checks): route
   * match → limits → maintenance → access → forward; a failure at any step is answered as the error middleware does.
   */
  async function apiHop(hop: Hop): Promise<void> {
    const { req } = hop;
    try {
      const match = routeOf(req.method!, hop.target.path);
      if (!('route' in match)) {
        if (match.pathExists) throw new AppError(405, 'method_not_allowed', 'This method is not allowed here.');
        throw notFound();
      }
      const { route } = match;
      hop.route = route;
      if (route.rateLimit === 'webhook') await consumeOrThrow(limits.webhook, hop.ip);
      else {
        await consumeOrThrow(limits.all, hop.ip);
        if (route.rateLimit === 'auth') await consumeOrThrow(limits.auth, hop.ip);
      }

      /** The operator let through maintenance, identified once for both checks. */
      let operator: Caller | undefined;
      if (!isMaintenanceExempt(hop.target.path) && (await maintenanceOn())) {
        const caller = await access.identify(req.headers.authorization).catch(() => null);
        if (caller?.role !== 'admin') {
          sendJson(hop, 503, { error: 'maintenance', maintenance: true, message: MAINTENANCE_MESSAGE });
          return;
        }
        operator = caller;
      }

      const caller = operator ? access.permit(operator, route.access) : await access.check(req.headers.authorization, route.access);
      // Per user, once the caller is known: AI runs and uploads (each a text extraction) cost the services real work.
      if (route.rateLimit === 'ai' || route.rateLimit === 'upload') await consumeOrThrow(limits[route.rateLimit], caller?.userId ?? hop.ip);
      const answer = await forward(hop, upstreams[route.service], {
        maxBodyBytes: route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
        tooLargeMessage: route.body === 'multipart' ? UPLOAD_MESSAGES.tooLarge : undefined,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        internalKey: config.INTERNAL_KEY,
      });
      if (caller && answer.status === 200) {
        // A session of the caller just ended: refuse its token here at once rather than after the account-state cache time.
        if (SESSION_ENDING_ROUTES.has(match.name)) access.forget(caller.userId);
        // An operator (de)activated an account: this gateway acts on it from the next request; others within their cache time.
        if (match.name === 'adminUpdateUser' && match.params.id) access.forget(match.params.id);
      }
      sendServiceAnswer(hop, answer, logger);
    } catch (error) {
      const { status, body, retryAfter } = errorAnswer(error, logger, { method: req.method!, path: hop.target.path, requestId: hop.requestId });
      try {
        sendJson(hop, status, body, retryAfter ? ['retry-after', retryAfter] : undefined);
      } catch (failure) {
        // Nothing can be answered on this connection any more: end it rather than leave the client waiting.
        logger.warn({ err: failure, requestId: hop.requestId }, 'connection error');
        hop.res.destroy();
      }
    }
  }

  // Everything else (health, the site, refusals of a malformed target) goes through Koa, as it always has.
  const app = new Koa();
  app.proxy = config.TRUST_PROXY;
  // Errors after a reply has started (a client that hung up mid-upload): log them, do not print to stderr.
  app.on('error', (error: Error) => logger.warn({ err: error }, 'connection error'));
  app.use(async (ctx, next) => {
    const requestId = ctx.get('x-request-id').slice(0, 100) || randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('x-request-id', requestId);
    await next();
  });
  app.use(securityHeaders(config));
  app.use(errorMiddleware(logger, (ctx) => ctx.state.requestId));
  app.use(async (ctx, next) => {
    // From here on the URL is the checked, canonical origin-form target.
    const target = parseRequestTarget(ctx.req.url ?? '/');
    ctx.url = target.path + target.search;
    ctx.request.ip = plainIp(ctx.ip);
    await next();
  });
  app.use(async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    // Ready once it listens with a valid config (a bad one stops the process). It does not ask the services: one that
    // is down already gets 503 on its own routes, and failing here would pull every gateway pod at once and take
    // down the routes that still work (the other services, maintenance, system-config).
    if (ctx.path === '/readyz') {
      ctx.body = { status: 'ready' };
      return;
    }
    if (ctx.path === '/internal' || ctx.path.startsWith('/internal/')) throw notFound(); // never reachable from outside
    if (isApiPath(ctx.path)) throw notFound(); // the /api hop answers these; nothing under /api is a page
    return next();
  });
  if (config.WEB_ROOT) app.use(staticSite(config.WEB_ROOT));
  app.use(() => {
    throw notFound();
  });
  const site = app.callback();

  function handle(req: IncomingMessage, res: ServerResponse): void {
    let target: RequestTarget;
    try {
      target = parseRequestTarget(req.url ?? '/');
    } catch {
      return void site(req, res); // Koa's chain answers the 400, as for any other path
    }
    if (!isApiPath(target.path)) return void site(req, res);
    const requestIdHeader = req.headers['x-request-id'];
    const { ip, protocol } = clientOf(req, config.TRUST_PROXY);
    void apiHop({
      req,
      res,
      requestId: (typeof requestIdHeader === 'string' && requestIdHeader.slice(0, 100)) || randomUUID(),
      target,
      ip,
      protocol,
      closeConnection: false,
    });
  }

  return { app, handle, close: () => upstreams.close() };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const { handle, close } = createGatewayApp(config, logger);
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'gateway listening');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logger,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await close();
    },
  };
}
