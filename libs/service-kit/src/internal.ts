// Service-to-service calls on /internal/*, guarded by a shared key (the gateway never forwards these paths).
import { timingSafeEqual } from 'node:crypto';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { AppError, notFound } from './errors';

export const INTERNAL_KEY_HEADER = 'x-internal-key';

/** A constant-time check of the internal key a request carries. */
export function internalKeyCheck(key: string): (ctx: Context) => boolean {
  const expected = Buffer.from(key);
  return (ctx) => {
    const given = Buffer.from(ctx.get(INTERNAL_KEY_HEADER));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

export function requireInternalKey(key: string): Middleware {
  const carriesKey = internalKeyCheck(key);
  return async (ctx, next) => {
    // Answer as if the path did not exist: internal routes are not advertised.
    if (!carriesKey(ctx)) throw notFound();
    await next();
  };
}

/**
 * Routes under `prefix` that only the other services may call: every one behind the internal key (others are answered
 * as if the path did not exist). `define` adds them; they are mounted on `router` once defined.
 */
export function mountInternal(router: Router, prefix: string, key: string, define: (internal: Router) => void): void {
  const internal = new Router({ prefix });
  internal.use(requireInternalKey(key));
  define(internal);
  router.use(internal.routes());
}

export interface CallOptions {
  /** This call's budget per attempt, instead of the client's. */
  timeoutMs?: number;
  /**
   * For calls that are safe to repeat (billing's commit and refund answer a repeat as the first): when the service is
   * unreachable or failing (503), try again with growing pauses, at most `attempts` times in all and never after
   * `until` (epoch ms). A 4xx answer is final.
   */
  retry?: { attempts: number; until?: number; firstDelayMs?: number };
}

export interface InternalClient {
  request<T>(method: string, path: string, body?: unknown, options?: CallOptions): Promise<T>;
}

/** What an error answer carries beside error, message and details (e.g. a 402's usageInfo), kept on the AppError's `extra`. */
function extraFields(payload: unknown): Record<string, unknown> | undefined {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const { error: _error, message: _message, details: _details, ...extra } = payload as Record<string, unknown>;
  return Object.keys(extra).length ? extra : undefined;
}

const RETRY_PAUSE_CAP_MS = 4_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = () => new AppError(503, 'unavailable', STATUS_MESSAGES[503]);

/**
 * Calls another service's internal routes; a service that is down or failing becomes a 503. A 4xx answer becomes an
 * AppError with its status, code and message, and any other fields of its body on `extra`.
 */
export function internalClient(baseUrl: string, key: string, timeoutMs = 5_000): InternalClient {
  async function once<T>(method: string, path: string, body: unknown, budgetMs: number): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: { [INTERNAL_KEY_HEADER]: key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(budgetMs),
      });
    } catch {
      throw unavailable();
    }
    const payload = (await response.json().catch(() => null)) as T & { message?: string; error?: string };
    if (!response.ok) {
      if (response.status >= 500) throw unavailable();
      throw new AppError(response.status, payload?.error ?? 'request_failed', payload?.message ?? STATUS_MESSAGES[400], undefined, extraFields(payload));
    }
    return payload;
  }

  return {
    async request<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
      const { retry } = options;
      const attempts = Math.max(1, retry?.attempts ?? 1);
      let delayMs = retry?.firstDelayMs ?? 200;
      for (let attempt = 1; ; attempt++) {
        try {
          return await once<T>(method, path, body, options.timeoutMs ?? timeoutMs);
        } catch (error) {
          const retryable = error instanceof AppError && error.status === 503;
          // Full jitter: callers that failed together do not all come back at the same moment.
          const wait = Math.round(delayMs / 2 + Math.random() * (delayMs / 2));
          if (!retryable || attempt >= attempts || (retry?.until !== undefined && Date.now() + wait >= retry.until)) throw error;
          await pause(wait);
          delayMs = Math.min(delayMs * 2, RETRY_PAUSE_CAP_MS);
        }
      }
    },
  };
}
