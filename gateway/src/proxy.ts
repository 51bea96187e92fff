// Forwards a request to the owning service with its body streamed and bounded; the answer streams back.
import { Readable } from 'node:stream';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { AppError } from '@careerkit/service-kit/errors';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import type { Context } from 'koa';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

const payloadTooLarge = () => new AppError(413, 'payload_too_large', 'Request body is too large.');
const unavailable = () => new AppError(503, 'service_unavailable', STATUS_MESSAGES[503]);

/** The request body as a stream that fails once more than `maxBytes` have arrived. */
async function* bounded(body: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of body) {
    seen += chunk.length;
    if (seen > maxBytes) throw payloadTooLarge();
    yield chunk;
  }
}

export async function forward(ctx: Context, serviceUrl: string | undefined, options: { maxBodyBytes: number; timeoutMs: number; requestId: string }): Promise<void> {
  if (!serviceUrl) throw unavailable(); // the service is not deployed yet
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > options.maxBodyBytes) throw payloadTooLarge();

  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === INTERNAL_KEY_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-request-id', options.requestId);
  headers.set('x-forwarded-for', ctx.ip);
  headers.set('x-forwarded-proto', ctx.protocol);

  const hasBody = !['GET', 'HEAD'].includes(ctx.method);
  // fetch reports a failed body stream only as 'fetch failed': the stream tells us it went over the limit.
  let tooLarge = false;
  let response: Response;
  try {
    response = await fetch(new URL(ctx.originalUrl, serviceUrl), {
      method: ctx.method,
      headers,
      body: hasBody
        ? (Readable.from(bounded(ctx.req, options.maxBodyBytes)).on('error', (e) => (tooLarge = e instanceof AppError)) as unknown as RequestInit['body'])
        : undefined,
      duplex: 'half',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    } as RequestInit);
  } catch {
    if (tooLarge) throw payloadTooLarge();
    throw unavailable();
  }

  ctx.status = response.status;
  response.headers.forEach((value, name) => {
    // fetch has already decoded the body, so its encoding and length no longer apply.
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') ctx.set(name, value);
  });
  ctx.body = response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null;
}
