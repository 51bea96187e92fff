// Building blocks for request schemas: strings that must be strings (so `{ "$ne": null }` never reaches a query).
import { z } from 'zod';
import { AUTH_MESSAGES } from './messages';

/** A required text field: trimmed, non-empty, bounded. */
export const requiredText = (label: string, max = 10_000) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 10_000) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional();

export const email = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : AUTH_MESSAGES.invalidEmail) })
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.invalidEmail).max(254, AUTH_MESSAGES.invalidEmail));

/** Passwords: at least 6 (spec); at most 128 so hashing cannot be made arbitrarily slow. */
export const password = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(6, AUTH_MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters');

export const isoDate = z.string().describe('ISO 8601 date-time');
