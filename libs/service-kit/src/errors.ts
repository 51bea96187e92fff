// One error type with status and user-facing message; one middleware turns every failure into the JSON shape.
import { fieldMessages, type ErrorBody } from '@careerkit/contracts/errors';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import type { Logger } from './logger';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
    /** Extra fields the spec puts beside the message (e.g. showRegister). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, string>) => new AppError(400, 'validation_failed', message, details);
export const unauthorized = (message: string = STATUS_MESSAGES[401]) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = STATUS_MESSAGES[403]) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = STATUS_MESSAGES[404]) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/** `retryAfterSeconds`: when the caller may try again, sent as Retry-After (without it, DEFAULT_RETRY_AFTER_SECONDS). */
export const tooManyRequests = (retryAfterSeconds?: number) =>
  new AppError(429, 'rate_limited', STATUS_MESSAGES[429], undefined, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });

/** What a 429 tells the client to wait when the limit that refused it did not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function validationError(error: z.ZodError): AppError {
  const details = fieldMessages(error);
  return badRequest(Object.values(details)[0] ?? STATUS_MESSAGES[400], details);
}

interface HttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  code?: number;
  name?: string;
  errors?: Record<string, { message: string }>;
}

/** Maps anything thrown to [status, body]; unknown failures become a plain 500 with no internals. */
export function toErrorResponse(error: unknown): [number, ErrorBody & Record<string, unknown>] {
  if (error instanceof AppError) {
    return [error.status, { error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), ...error.extra }];
  }
  if (error instanceof z.ZodError) return toErrorResponse(validationError(error));
  const e = (error ?? {}) as HttpError;
  if (e.name === 'ValidationError' && e.errors) {
    const details = Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v.message]));
    return toErrorResponse(badRequest(Object.values(details)[0] ?? STATUS_MESSAGES[400], details));
  }
  if (e.code === 11000) return toErrorResponse(conflict('This record already exists.'));
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large') return [413, { error: 'payload_too_large', message: 'Request body is too large.' }];
  if (status === 415) return [415, { error: 'unsupported_media_type', message: 'Content-Type must be application/json.' }];
  if (status === 400 && (e.type === 'entity.parse.failed' || /JSON/i.test(String((error as Error).message))))
    return [400, { error: 'invalid_json', message: 'Request body must be valid JSON.' }];
  if (status && status >= 400 && status < 500 && status in STATUS_MESSAGES)
    return [status, { error: 'request_failed', message: STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES] }];
  return [500, { error: 'internal', message: STATUS_MESSAGES[500] }];
}

/** Whole seconds, at least one: a limit that resets within the second still says "wait". */
function retryAfterSeconds(fromLimit: unknown): number {
  return typeof fromLimit === 'number' && Number.isFinite(fromLimit) && fromLimit >= 0 ? Math.max(1, Math.ceil(fromLimit)) : DEFAULT_RETRY_AFTER_SECONDS;
}

/** What a request that failed is answered, and the log line it leaves (a 5xx as an error, anything else as a refusal). */
export function errorAnswer(
  error: unknown,
  logger: Logger,
  request: { method: string; path: string; requestId?: string },
): { status: number; body: ErrorBody & Record<string, unknown>; retryAfter?: string } {
  const [status, body] = toErrorResponse(error);
  if (status >= 500) logger.error({ err: error, ...request }, 'request failed');
  else logger.info({ status, code: body.error, ...request }, 'request refused');
  return status === 429 ? { status, body, retryAfter: String(retryAfterSeconds(body.retryAfterSeconds)) } : { status, body };
}

/** `requestIdOf`: the request's id for the log line, where no AsyncLocalStorage context carries it. */
export function errorMiddleware(logger: Logger, requestIdOf?: (ctx: Context) => string | undefined): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, retryAfter } = errorAnswer(error, logger, { method: ctx.method, path: ctx.path, ...(requestIdOf ? { requestId: requestIdOf(ctx) } : {}) });
      ctx.status = status;
      ctx.body = body;
      if (retryAfter) ctx.set('retry-after', retryAfter);
    }
  };
}
