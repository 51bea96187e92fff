// How a failed salary run reads (spec part 2 §8). Payment required: a 402, or an error whose message or error text
// speaks of 'exceeded', 'upgrade' or 'payment required'. Anything else: the server's words, else a fallback.
import { ApiError } from '@careerkit/web/api/client';

const PAYMENT_WORDS = /exceeded|upgrade|payment required/i;

export function isPaymentRequired(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 402) return true;
  const texts = [error.message, error.serverMessage, error.body?.message, error.body?.error].filter((text): text is string => typeof text === 'string');
  return texts.some((text) => PAYMENT_WORDS.test(text));
}

/** The words to show for a failure: the server's, else the fallback. */
export const failureText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
