// Forwards a request to the owning service over a pool of keep-alive connections (undici), with the body streamed
// and bounded; the answer streams back untouched (no decoding, no re-encoding).
import { Readable, Transform } from 'node:stream';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import type { ServiceName } from '@careerkit/contracts/routes';
import { AppError } from '@careerkit/service-kit/errors';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import { Pool, type Dispatcher } from 'undici';
import type { Hop, ServiceAnswer } from './answer';

// `expect`: the gateway answers 100-continue itself (Node does); undici refuses to forward it.
const HOP_BY_HOP = new Set(['connection', 'expect', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
/** What the gateway itself states about the request; a client's own values are dropped. */
const SET_BY_GATEWAY = new Set([INTERNAL_KEY_HEADER, 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'x-request-id']);

/** The usual Connection header: it names no header beyond the hop-by-hop ones. */
const KEEP_ALIVE = /^\s*keep-alive\s*$/i;
const ignore = () => undefined;

/** Answers up to this size (with a Content-Length) are read whole before they are sent on. */
const BUFFERED_ANSWER_BYTES = 64 * 1024;

const payloadTooLarge = (message = 'Request body is too large.') => new AppError(413, 'payload_too_large', message);
const unavailable = () => new AppError(503, 'service_unavailable', STATUS_MESSAGES[503]);

/**
 * The request body as a stream that fails once more than `maxBytes` have arrived. Piped, not iterated: a failed pipe
 * leaves the client's request open, so the client still reads our 413 rather than a reset.
 */
function bounded(body: Readable, maxBytes: number, hop: Hop): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= maxBytes) return done(null, chunk);
      hop.closeConnection = true; // the rest of the body is not read: this connection cannot carry another request
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
  maxBodyBytes: number;
  /** What a body over the limit is told (an upload names the file limit). */
  tooLargeMessage?: string;
  timeoutMs: number;
  /** Sent so the service trusts the X-Forwarded-For the gateway sets (and only that one). */
  internalKey: string;
}

/** The headers the service gets: the client's, less hop-by-hop ones and those the gateway states itself. */
function forwardedHeaders(hop: Hop, internalKey: string): Record<string, string> {
  const incoming = hop.req.headers;
  const connection = incoming.connection;
  // Headers the client named in Connection are hop-by-hop too.
  const named = connection && !KEEP_ALIVE.test(connection) ? new Set(connection.toLowerCase().split(',').map((t) => t.trim())) : undefined;
  const headers: Record<string, string> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || SET_BY_GATEWAY.has(name) || named?.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-request-id'] = hop.requestId;
  headers['x-forwarded-for'] = hop.ip;
  headers['x-forwarded-proto'] = hop.protocol;
  headers[INTERNAL_KEY_HEADER] = internalKey;
  return headers;
}

export async function forward(hop: Hop, upstream: Pool | undefined, options: ForwardOptions): Promise<ServiceAnswer> {
  const { req } = hop;
  const declared = Number(req.headers['content-length'] || 0);
  if (declared > options.maxBodyBytes) throw payloadTooLarge(options.tooLargeMessage);
  if (!upstream) throw unavailable(); // the service is not deployed yet

  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const dispatch = {
    method: req.method as Dispatcher.HttpMethod,
    path: hop.target.path + hop.target.search,
    headers: forwardedHeaders(hop, options.internalKey),
    body: hasBody ? bounded(req, options.maxBodyBytes, hop) : null,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  };
  try {
    return await new Promise<ServiceAnswer>((resolve, reject) => upstream.dispatch(dispatch, new ServiceAnswerReader(resolve, reject)));
  } catch {
    // A body stream that fails surfaces in undici as its own error: the flag tells us it went over the limit.
    if (hop.closeConnection) throw payloadTooLarge(options.tooLargeMessage);
    throw unavailable(); // the service is down, timed out, or went away mid-answer
  }
}

/**
 * A service's answer straight from undici's dispatcher, without the stream and promises request() adds to every call:
 * a small sized answer (most API answers) is gathered whole; any other is handed on as a stream as it arrives, and the
 * service is paused while the client reads slowly.
 */
class ServiceAnswerReader implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Record<string, string | string[]> = {};
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  private ended = false;

  constructor(
    private readonly resolve: (answer: ServiceAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** Marks this as a handler of undici's current interface (one without it is taken for the old one). */
  onRequestStart(): void {}

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[]>): void {
    if (statusCode < 200) return; // informational: the answer is still to come
    this.status = statusCode;
    this.headers = headers;
    if (Number(headers['content-length']) <= BUFFERED_ANSWER_BYTES) {
      this.chunks = [];
      return;
    }
    const stream = new Readable({
      read: () => controller.resume(),
      // The client hung up (or the answer failed): stop reading from the service.
      destroy: (error, done) => {
        if (!this.ended) controller.abort(error ?? new Error('the answer was not read to its end'));
        done(error);
      },
    });
    // A client that hangs up mid-answer destroys this stream, which then reports an abort: expected, not a crash.
    stream.on('error', ignore);
    this.stream = stream;
    this.resolve({ status: statusCode, headers, body: stream });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.ended = true;
    if (this.chunks) this.resolve({ status: this.status, headers: this.headers, body: this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks) });
    else this.stream?.push(null);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.ended = true;
    if (this.stream) this.stream.destroy(error);
    else this.reject(error);
  }
}
