// Idempotent requests (https://docs.stripe.com/api/idempotent_requests): a POST with an `Idempotency-Key` that
// ran (succeeded, or failed on the card) is answered again from the saved reply; the same key with other
// parameters or on another endpoint is refused with idempotency_error. Keys are per API key and live 24 hours.
import { invalidRequest, StripeApiError } from './api-error';
import type { Params } from './form';

export interface SavedReply {
  status: number;
  body: string;
}

interface Entry extends SavedReply {
  endpoint: string;
  fingerprint: string;
  savedAt: number;
}

const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Parameters in a stable order, so `a=1&b=2` and `b=2&a=1` are the same request. */
function fingerprint(params: Params): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Params)[key])]));
    }
    return value;
  };
  return JSON.stringify(sorted(params));
}

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  /** The saved reply for a repeat, undefined for a first use; throws for a key reused differently. */
  lookup(apiKey: string, key: string, method: string, path: string, params: Params): SavedReply | undefined {
    this.expire();
    if (key.length > 255) throw invalidRequest('Idempotency keys can be at most 255 characters long.', { code: 'idempotency_key_too_long' });
    const entry = this.entries.get(`${apiKey}\n${key}`);
    if (!entry) return undefined;
    const endpoint = `${method} ${path}`;
    if (entry.endpoint !== endpoint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (entry.fingerprint !== fingerprint(params)) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return entry;
  }

  save(apiKey: string, key: string, method: string, path: string, params: Params, reply: SavedReply): void {
    this.entries.set(`${apiKey}\n${key}`, { ...reply, endpoint: `${method} ${path}`, fingerprint: fingerprint(params), savedAt: Date.now() });
  }

  private expire(): void {
    const oldest = Date.now() - LIFETIME_MS;
    for (const [key, entry] of this.entries) {
      if (entry.savedAt >= oldest) break;
      this.entries.delete(key);
    }
  }
}

/** Stripe saves a reply once the endpoint ran: a success or a card error, not a refused request. */
export const isSaved = (status: number): boolean => (status >= 200 && status < 300) || status === 402;
