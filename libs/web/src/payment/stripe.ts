// Stripe.js for the payment dialog, loaded on first use (spec part 1 §7). `@stripe/stripe-js/pure` injects nothing
// until asked, so in local runs the emulator's stand-in script goes in first and defines window.Stripe, which
// loadStripe then uses; elsewhere loadStripe loads Stripe's own script. Either load can fail (offline, blocked) or
// hang: the promise then rejects, within STRIPE_LOAD_TIMEOUT_MS at most, and the next call starts afresh.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentConfig } from '@careerkit/web/api/billing';

export const STRIPE_LOAD_TIMEOUT_MS = 20_000;

let standIn: { script: HTMLScriptElement; loaded: Promise<void> } | null = null;

/** Adds the stand-in's <script> once and waits until it has defined window.Stripe. */
function loadStandIn(src: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  if (!standIn) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.stripeStandIn = '';
    const loaded = new Promise<void>((resolve, reject) => {
      const fail = () => reject(new Error(`Failed to load Stripe.js from ${src}`));
      script.addEventListener('load', () => (window.Stripe ? resolve() : fail()));
      script.addEventListener('error', fail);
    });
    standIn = { script, loaded };
    document.head.appendChild(script);
  }
  return standIn.loaded;
}

/** A stand-in that failed or hangs is dropped, so the next attempt adds a fresh <script>, which loads again. */
function dropStandIn(): void {
  standIn?.script.remove();
  standIn = null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js took too long to load')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const clients = new Map<string, Promise<Stripe>>();

/** The Stripe client for the publishable key: one per key per page, made again after a failed load. */
export function loadStripeClient(config: PaymentConfig, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  const known = clients.get(config.publishableKey);
  if (known) return known;
  const client = withTimeout(
    (async () => {
      if (config.stripeJsUrl) await loadStandIn(config.stripeJsUrl);
      const stripe = await loadStripe(config.publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available here');
      return stripe;
    })(),
    timeoutMs,
  );
  clients.set(config.publishableKey, client);
  client.catch(() => {
    if (clients.get(config.publishableKey) === client) clients.delete(config.publishableKey);
    if (!window.Stripe) dropStandIn();
  });
  return client;
}
