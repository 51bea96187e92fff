// Stripe-looking identifiers: a type prefix and base62 randomness (`pi_3PqT…`, `pi_…_secret_…`).
import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  let out = '';
  for (const byte of randomBytes(length)) out += BASE62[byte % 62];
  return out;
}

export const newId = (prefix: string): string => `${prefix}_${randomBase62(24)}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
