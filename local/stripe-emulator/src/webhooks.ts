// Signed webhook deliveries, as Stripe sends them: the event as JSON, `Stripe-Signature: t=<unix>,v1=<hex>` with
// HMAC-SHA256 keyed by the whole `whsec_…` secret over `<t>.<body>`, re-signed on every attempt; a non-2xx
// answer, a timeout or a refused connection is retried with exponential backoff, a bounded number of times.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { nowSeconds } from './ids';
import type { StripeEvent } from './state';

export interface WebhookEndpoint {
  url: string;
  /** `whsec_…`, the secret the receiver passes to `stripe.webhooks.constructEvent`. */
  secret: string;
  /** Event types to send (Stripe's enabled_events); all when absent or `['*']`. */
  events?: string[];
}

export interface RetryPolicy {
  /** Deliveries tried per event, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubles each time up to maxDelayMs. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** How long one attempt waits for the receiver's answer. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, initialDelayMs: 1000, maxDelayMs: 30_000, timeoutMs: 10_000 };

export interface DeliveryAttempt {
  event: string;
  type: string;
  attempt: number;
  at: number;
  ok: boolean;
  /** The receiver's HTTP status, null when it did not answer. */
  status: number | null;
  error: string | null;
}

export interface DeliveryResult {
  event: string;
  delivered: boolean;
  attempts: number;
  status: number | null;
}

export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function validateEndpoint(endpoint: WebhookEndpoint): WebhookEndpoint {
  if (!URL.canParse(endpoint.url) || !/^https?:$/.test(new URL(endpoint.url).protocol)) {
    throw new Error(`stripe-emulator: the webhook URL must be an http(s) URL, got "${endpoint.url}"`);
  }
  if (!endpoint.secret?.startsWith('whsec_')) throw new Error('stripe-emulator: the webhook secret must start with whsec_');
  return endpoint;
}

const KEPT_ATTEMPTS = 500;

export class WebhookSender {
  private endpoint?: WebhookEndpoint;
  private readonly pending = new Set<Promise<DeliveryResult>>();
  private readonly stopping = new AbortController();
  readonly attempts: DeliveryAttempt[] = [];

  constructor(
    endpoint: WebhookEndpoint | undefined,
    private readonly retry: RetryPolicy,
    private readonly log: (line: string) => void,
  ) {
    this.configure(endpoint);
  }

  configure(endpoint: WebhookEndpoint | undefined): void {
    this.endpoint = endpoint ? validateEndpoint(endpoint) : undefined;
  }

  /** Whether an event of this type goes out (and so counts in the event's pending_webhooks). */
  wants(type: string): boolean {
    const events = this.endpoint?.events;
    return !!this.endpoint && (!events || events.length === 0 || events.includes('*') || events.includes(type));
  }

  /** Starts delivering in the background; undefined when no endpoint wants the event. */
  send(event: StripeEvent): Promise<DeliveryResult> | undefined {
    const endpoint = this.endpoint;
    if (!endpoint || !this.wants(event.type) || this.stopping.signal.aborted) return undefined;
    const delivery = this.deliver(event, endpoint);
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
    return delivery;
  }

  /** Resolves once every delivery under way (retries included) has ended. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  stop(): void {
    this.stopping.abort();
  }

  private async deliver(event: StripeEvent, endpoint: WebhookEndpoint): Promise<DeliveryResult> {
    const payload = JSON.stringify(event, null, 2);
    let status: number | null = null;
    let attempt = 0;
    while (attempt < this.retry.attempts && !this.stopping.signal.aborted) {
      if (attempt > 0 && !(await this.pause(Math.min(this.retry.initialDelayMs * 2 ** (attempt - 1), this.retry.maxDelayMs)))) break;
      attempt += 1;
      let error: string | null = null;
      try {
        status = await post(endpoint.url, payload, signatureHeader(payload, endpoint.secret), this.retry.timeoutMs, this.stopping.signal);
      } catch (failure) {
        status = null;
        error = (failure as Error).message;
      }
      const ok = status !== null && status >= 200 && status < 300;
      this.record({ event: event.id, type: event.type, attempt, at: Date.now(), ok, status, error });
      if (ok) return { event: event.id, delivered: true, attempts: attempt, status };
      this.log(`webhook ${event.type} ${event.id} to ${endpoint.url}: attempt ${attempt}/${this.retry.attempts} failed (${error ?? `HTTP ${status}`})`);
    }
    return { event: event.id, delivered: false, attempts: attempt, status };
  }

  private record(attempt: DeliveryAttempt): void {
    this.attempts.push(attempt);
    if (this.attempts.length > KEPT_ATTEMPTS) this.attempts.splice(0, this.attempts.length - KEPT_ATTEMPTS);
  }

  /** false when the emulator stopped during the wait. */
  private pause(ms: number): Promise<boolean> {
    const signal = this.stopping.signal;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** One POST on a fresh connection (no pooled socket outlives the emulator); resolves with the status. */
function post(url: string, payload: string, signature: string, timeoutMs: number, signal: AbortSignal): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        signal,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          accept: '*/*; q=0.5, application/xml',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}
