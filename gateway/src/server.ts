// The gateway: the one entry for the browser. Its proxy table is the route map in libs/contracts.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAINTENANCE_MESSAGE, UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import { DEFAULT_MAX_BODY_BYTES, matchRoute, type ServiceName } from '@careerkit/contracts/routes';
import { AppError, errorMiddleware, notFound } from '@careerkit/service-kit/errors';
import { internalClient } from '@careerkit/service-kit/internal';
import { createTokenVerifier } from '@careerkit/service-kit/jwt';
import { createLogger, requestContext, type Logger } from '@careerkit/service-kit/logger';
import { consumeOrThrow, createLimiter } from '@careerkit/service-kit/rate-limit';
import { systemConfigReader } from '@careerkit/service-kit/system-config';
import Koa from 'koa';
import { accessControl } from './access';
import type { GatewayConfig } from './config';
import { MAINTENANCE_EXEMPT, maintenanceSwitch } from './maintenance';
import { forward, upstreamPools } from './proxy';
import { parseRequestTarget } from './request-target';
import { securityHeaders } from './security-headers';
import { staticSite } from './static-site';

/** Routes whose success ends every session of the caller's account. */
const SESSION_ENDING_ROUTES = new Set<string>(['deleteAccount', 'signOutEverywhere']);

export interface RunningGateway {
  url: string;
  port: number;
  logger: Logger;
  stop(): Promise<void>;
}

export function createGatewayApp(config: GatewayConfig, logger: Logger): { app: Koa; close(): Promise<void> } {
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

  const app = new Koa();
  app.proxy = config.TRUST_PROXY;
  // Errors after a reply has started (a client that hung up mid-upload): log them, do not print to stderr.
  app.on('error', (error: Error) => logger.warn({ err: error }, 'connection error'));
  app.use(async (ctx, next) => {
    const requestId = ctx.get('x-request-id').slice(0, 100) || randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('x-request-id', requestId);
    await requestContext.run({ requestId }, next);
  });
  app.use(securityHeaders(config));
  app.use(errorMiddleware(logger));
  app.use(async (ctx, next) => {
    // From here on the URL is the checked, canonical origin-form target: what is matched is what is forwarded.
    const target = parseRequestTarget(ctx.req.url ?? '/');
    ctx.url = target.path + target.search;
    ctx.state.target = target;
    // One spelling per client for rate limits and X-Forwarded-For: an IPv4 client on a dual-stack socket is ::ffff:a.b.c.d.
    ctx.request.ip = ctx.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
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
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();

    const match = matchRoute(ctx.method, ctx.path);
    if (!('route' in match)) {
      if (match.pathExists) throw new AppError(405, 'method_not_allowed', 'This method is not allowed here.');
      throw notFound();
    }
    const { route } = match;
    ctx.state.route = route;
    if (route.rateLimit === 'webhook') await consumeOrThrow(limits.webhook, ctx.ip);
    else {
      await consumeOrThrow(limits.all, ctx.ip);
      if (route.rateLimit === 'auth') await consumeOrThrow(limits.auth, ctx.ip);
    }

    const exempt = MAINTENANCE_EXEMPT.some((re) => re.test(ctx.path));
    if (!exempt && (await maintenanceOn())) {
      const caller = await access.identify(ctx).catch(() => null);
      if (caller?.role !== 'admin') {
        ctx.status = 503;
        ctx.body = { error: 'maintenance', maintenance: true, message: MAINTENANCE_MESSAGE };
        return;
      }
    }

    const caller = await access.check(ctx, route.access);
    // Per user, once the caller is known: AI runs and uploads (each a text extraction) cost the services real work.
    if (route.rateLimit === 'ai' || route.rateLimit === 'upload') await consumeOrThrow(limits[route.rateLimit], caller?.userId ?? ctx.ip);
    await forward(ctx, upstreams[route.service], {
      target: ctx.state.target,
      maxBodyBytes: route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      tooLargeMessage: route.body === 'multipart' ? UPLOAD_MESSAGES.tooLarge : undefined,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      requestId: ctx.state.requestId,
      internalKey: config.INTERNAL_KEY,
    });
    // The caller's sessions just ended: refuse their token here at once rather than after the account-state cache time.
    if (caller && ctx.status === 200 && SESSION_ENDING_ROUTES.has(match.name)) access.forget(caller.userId);
    // An operator (de)activated an account: this gateway acts on it from the next request; others within their cache time.
    if (caller && ctx.status === 200 && match.name === 'adminUpdateUser' && match.params.id) access.forget(match.params.id);
  });
  if (config.WEB_ROOT) app.use(staticSite(config.WEB_ROOT));
  app.use(() => {
    throw notFound();
  });
  return { app, close: () => upstreams.close() };
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const { app, close } = createGatewayApp(config, logger);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
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
