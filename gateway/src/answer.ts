// Writing the answers of the /api hop with plain node:http: a service's answer or the gateway's own JSON, with the
// request id and the safety headers over whatever the service sent, in one writeHead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { RouteDef } from '@careerkit/contracts/routes';
import type { Logger } from '@careerkit/service-kit/logger';
import type { RequestTarget } from './request-target';
import { apiSafetyHeaders } from './security-headers';

/** One request on the /api hop: what the steps of the pipeline learn about it, in one object. */
export interface Hop {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  /** The checked, canonical target: what is matched is what is forwarded. */
  target: RequestTarget;
  /** The client's address (X-Forwarded-For's first only behind a trusted proxy), an IPv4 client always as a.b.c.d. */
  ip: string;
  protocol: string;
  /** The route of the map it matched, once matched (personal answers are never stored). */
  route?: RouteDef;
  /** The body was cut off at its limit: this connection cannot carry another request. */
  closeConnection: boolean;
}

/** A service's answer as forwarded: small sized answers read whole, others streamed. */
export interface ServiceAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | Readable;
}

// Never forwarded back: they describe the connection to the service, not the answer.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** Answers that carry no body, whatever the service sent (as Koa treats them). */
const EMPTY_STATUSES = new Set([204, 205, 304]);
const JSON_TYPE = 'application/json; charset=utf-8';

/** The request id, the connection rule, then the safety headers: the last word on every answer of the hop. */
function closingHeaders(hop: Hop, into: string[], serviceSentRequestId: boolean): void {
  if (!serviceSentRequestId) into.push('x-request-id', hop.requestId);
  if (hop.closeConnection) into.push('connection', 'close');
  const safety = apiSafetyHeaders(hop.route, hop.protocol === 'https');
  for (const value of safety.flat) into.push(value);
}

export function sendServiceAnswer(hop: Hop, answer: ServiceAnswer, logger: Logger): void {
  const { res } = hop;
  const empty = EMPTY_STATUSES.has(answer.status);
  const buffered = Buffer.isBuffer(answer.body);
  const safety = apiSafetyHeaders(hop.route, hop.protocol === 'https');
  const headers: string[] = [];
  let typed = false;
  let requestId = false;
  for (const name in answer.headers) {
    const value = answer.headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || safety.names.has(name)) continue;
    if (name === 'content-length' && (buffered || empty)) continue; // set below from what is sent
    if (name === 'content-type') {
      if (empty) continue;
      typed = true;
    }
    if (name === 'x-request-id') requestId = true;
    if (typeof value === 'string') headers.push(name, value);
    else for (const one of value) headers.push(name, one);
  }
  if (!typed && !empty) headers.push('content-type', 'application/octet-stream');
  if (buffered && !empty) headers.push('content-length', String((answer.body as Buffer).length));
  closingHeaders(hop, headers, requestId);
  res.writeHead(answer.status, headers);
  if (empty) {
    res.end();
    if (!buffered) (answer.body as Readable).destroy();
    return;
  }
  if (buffered) {
    res.end(answer.body);
    return;
  }
  const body = answer.body as Readable;
  // The service went away mid-answer, or the client hung up: the answer cannot be completed, so the connection ends.
  body.once('error', (error) => {
    logger.warn({ err: error, requestId: hop.requestId }, 'connection error');
    res.destroy();
  });
  res.once('close', () => body.destroy());
  body.pipe(res);
}

/** The gateway's own answer (a refusal, maintenance): JSON, with `extra` headers (e.g. Retry-After). */
export function sendJson(hop: Hop, status: number, body: unknown, extra?: readonly string[]): void {
  const { res } = hop;
  if (res.headersSent) {
    res.destroy(); // a failure after the answer started: nothing more can be said on this connection
    return;
  }
  const json = JSON.stringify(body);
  const headers = ['content-type', JSON_TYPE, 'content-length', String(Buffer.byteLength(json))];
  if (extra) headers.push(...extra);
  closingHeaders(hop, headers, false);
  res.writeHead(status, headers);
  res.end(json);
}
