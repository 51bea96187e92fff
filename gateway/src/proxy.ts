// Forwards a request to the owning service over a pool of keep-alive connections (undici), with the body streamed
// and bounded; the answer streams back untouched (no decoding, no re-encoding).
import { Transform, type Readable } from 'node:stream';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import type { ServiceName } from '@careerkit/contracts/routes';
import { AppError } from '@careerkit/service-kit/errors';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import type { Context } from 'koa';
import { Pool, type Dispatcher } from 'undici';
import type { RequestTarget } from './request-target';

// `expect`: the gateway answers 100-continue itself (Node does); undici refuses to forward it.
const HOP_BY_HOP = new Set(['connection', 'expect', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
/** What the gateway itself states about the request; a client's own values are dropped. */
const SET_BY_GATEWAY = new Set([INTERNAL_KEY_HEADER, 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'x-request-id']);

/** Answers up to this size (with a Content-Length) are read whole before they are sent on. */
const BUFFERED_ANSWER_BYTES = 64 * 1024;

const payloadTooLarge = (message = 'Request body is too large.') => new AppError(413, 'payload_too_large', message);
const unavailable = () => new AppError(503, 'service_unavailable', STATUS_MESSAGES[503]);

/**
 * The request body as a stream that fails once more than `maxBytes` have arrived. Piped, not iterated: a failed pipe
 * leaves the client's request open, so the client still reads our 413 rather than a reset.
 */
function bounded(body: Readable, maxBytes: number, onTooLarge: () => void): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= maxBytes) return done(null, chunk);
      onTooLarge();
      done(payloadTooLarge());
    },
  });
  return body.pipe(limiter);
}

export type Upstreams = Record<ServiceName, Pool | undefined>;

/** One connection pool per deployed service; only these origins are ever dialled. */
export function upstreamPools(serviceUrls: Record<ServiceName, string | undefined>): Upstreams & { close(): Promise<void> } {
  const pools = Object.fromEntries(
    Object.entries(serviceUrls).map(([name, url]) => [name, url ? new Pool(new URL(url).origin, { connections: 128, keepAliveTimeout: 30_000 }) : undefined]),
  ) as Upstreams;
  return {
    ...pools,
    async close() {
      await Promise.all(Object.values(pools).map((pool) => pool?.close()));
    },
  };
}

export interface ForwardOptions {
  target: RequestTarget;
  maxBodyBytes: number;
  /** What a body over the limit is told (an upload names the file limit). */
  tooLargeMessage?: string;
  timeoutMs: number;
  requestId: string;
  /** Sent so the service trusts the X-Forwarded-For the gateway sets (and only that one). */
  internalKey: string;
}

export async function forward(ctx: Context, upstream: Pool | undefined, options: ForwardOptions): Promise<void> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > options.maxBodyBytes) throw payloadTooLarge(options.tooLargeMessage);
  if (!upstream) throw unavailable(); // the service is not deployed yet

  const incoming = ctx.req.headers;
  const named = new Set((typeof incoming.connection === 'string' ? incoming.connection : '').toLowerCase().split(',').map((t) => t.trim()));
  const headers: Record<string, string> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || SET_BY_GATEWAY.has(name) || named.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-request-id'] = options.requestId;
  headers['x-forwarded-for'] = ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers[INTERNAL_KEY_HEADER] = options.internalKey;

  const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD';
  // A body stream that fails surfaces in undici as its own error: the flag tells us it went over the limit.
  let tooLarge = false;
  const overLimit = () => {
    tooLarge = true;
    ctx.set('connection', 'close'); // the rest of the body is not read: this connection cannot carry another request
  };
  let response: Dispatcher.ResponseData;
  try {
    response = await upstream.request({
      method: ctx.method as Dispatcher.HttpMethod,
      path: options.target.path + options.target.search,
      headers,
      body: hasBody ? bounded(ctx.req, options.maxBodyBytes, overLimit) : null,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  } catch {
    if (tooLarge) throw payloadTooLarge(options.tooLargeMessage);
    throw unavailable();
  }

  ctx.status = response.statusCode;
  for (const name in response.headers) {
    const value = response.headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) ctx.set(name, value);
  }
  // A client that hangs up mid-answer destroys this stream, which then reports an abort: expected, not a crash.
  response.body.on('error', () => undefined);
  // Most API answers are small and sized: read whole, they skip the per-response stream pipeline (the hop's main cost).
  const length = Number(response.headers['content-length']);
  if (!(length <= BUFFERED_ANSWER_BYTES)) {
    ctx.body = response.body;
    return;
  }
  try {
    ctx.body = Buffer.from(await response.body.arrayBuffer());
  } catch {
    throw unavailable(); // the service went away mid-answer
  }
}
