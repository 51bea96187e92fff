// createService(): a Koa app with request ids, logging, the error middleware, body parsing, health and mongoose.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import mongoose, { type Connection } from 'mongoose';
import type { ServiceEnv } from './config';
import { errorMiddleware, notFound } from './errors';
import { internalKeyCheck } from './internal';
import { createLogger, requestContext, type Logger } from './logger';

export interface ServiceOptions {
  name: string;
  port: number;
  /** Interface to listen on: loopback unless the deployment says otherwise (HOST). */
  host: string;
  /** The internal key: a request carrying it comes from the gateway or a service, whose X-Forwarded-For is trusted. */
  internalKey: string;
  logLevel?: string;
  /** The service's own database on MONGODB_URI. */
  mongo?: { uri: string; dbName: string };
  /** Registers the routes and does start-up work (indexes, seeds); runs after connecting, before listening. */
  setup: (router: Router, deps: { db: Connection; logger: Logger }) => void | Promise<void>;
  jsonLimit?: string;
  /** Paths whose body the handler reads itself, byte for byte (a signed webhook): the body parser leaves them alone. */
  rawBodyPaths?: string[];
}

/** The options every service reads from its env the same way: `startService({ name, ...fromEnv(config), setup })`. */
export function fromEnv(
  config: Pick<ServiceEnv, 'HOST' | 'INTERNAL_KEY' | 'LOG_LEVEL' | 'MONGODB_URI'> & { PORT: number; MONGODB_DB: string },
): Pick<ServiceOptions, 'port' | 'host' | 'internalKey' | 'logLevel' | 'mongo'> {
  return {
    port: config.PORT,
    host: config.HOST,
    internalKey: config.INTERNAL_KEY,
    logLevel: config.LOG_LEVEL,
    mongo: { uri: config.MONGODB_URI, dbName: config.MONGODB_DB },
  };
}

export interface RunningService {
  url: string;
  port: number;
  /** The address it listens on. */
  address: string;
  app: Koa;
  db: Connection;
  logger: Logger;
  stop(): Promise<void>;
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const logger = createLogger(options.name, options.logLevel);
  const db = options.mongo
    ? await mongoose.createConnection(options.mongo.uri, { dbName: options.mongo.dbName, serverSelectionTimeoutMS: 10_000 }).asPromise()
    : mongoose.createConnection();
  const app = new Koa();
  const fromInsider = internalKeyCheck(options.internalKey);
  // Errors after a reply has started (a client that hung up mid-upload): log them, do not print to stderr.
  app.on('error', (error: Error) => logger.warn({ err: error }, 'connection error'));

  app.use(async (ctx, next) => {
    // The client's address as the gateway saw it; anyone else's X-Forwarded-For is ignored (app.proxy stays off).
    if (fromInsider(ctx)) {
      const forwardedFor = ctx.get('x-forwarded-for').split(',')[0].trim();
      if (forwardedFor) ctx.request.ip = forwardedFor;
    }
    const requestId = ctx.get('x-request-id') || randomUUID();
    ctx.set('x-request-id', requestId);
    await requestContext.run({ requestId }, next);
  });
  app.use(errorMiddleware(logger));
  const parseBody = koaBody({ jsonLimit: options.jsonLimit ?? '1mb', text: false, urlencoded: false, multipart: false });
  const rawBodyPaths = new Set(options.rawBodyPaths);
  app.use((ctx, next) => (rawBodyPaths.has(ctx.path) ? next() : parseBody(ctx, next)));

  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    try {
      if (options.mongo) await db.db!.admin().ping();
      ctx.body = { status: 'ready' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'not ready' };
    }
  });
  await options.setup(router, { db, logger });
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(() => {
    throw notFound();
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port, options.host, () => resolve(s));
  });
  const { port, address } = server.address() as AddressInfo;
  logger.info({ address, port }, `${options.name} listening`);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    address,
    app,
    db,
    logger,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await db.close();
    },
  };
}

/** Process entry: start, then stop cleanly on SIGTERM/SIGINT. Config errors print their list and exit 1. */
export function runMain(start: () => Promise<{ logger: Logger; stop(): Promise<void> }>): void {
  start().then(
    (service) => {
      const shutdown = (signal: string) => {
        service.logger.info({ signal }, 'shutting down');
        service.stop().then(() => process.exit(0), () => process.exit(1));
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
