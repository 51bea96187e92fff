// The real stripe SDK pointed at an emulator, as the billing service will configure it.
import Stripe from 'stripe';
import type { StripeEmulator } from '../../src/server';

export function stripeClient(emulator: StripeEmulator, key = emulator.secretKey): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port: emulator.port, protocol: 'http', telemetry: false, maxNetworkRetries: 0, timeout: 20_000 });
}

/** A raw form POST/GET, the way Stripe.js calls the API from the browser (key and client secret in the body). */
export async function form(emulator: StripeEmulator, method: 'GET' | 'POST', path: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(params).toString();
  const response = await fetch(`${emulator.url}${path}${method === 'GET' ? `?${body}` : ''}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: method === 'GET' ? undefined : body,
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
