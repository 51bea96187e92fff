// The payment dialog's words and rules, without React (spec part 1 §7, §8 'Payment', §8 'Success toasts'): what each
// failure is called, when the test-card hint shows, and the one-second sharing of create-intent calls.
import type { StripeError } from '@stripe/stripe-js';
import { ApiError } from '@careerkit/web/api/client';
import { createPaymentIntent, type PaymentIntentAnswer } from '@careerkit/web/api/billing';

/** The spec's words, word for word. */
export const PAYMENT_MESSAGES = {
  successTitle: 'Payment Successful',
  success: 'You now have access to this AI tool!',
  failedTitle: 'Payment Failed',
  failed: 'Payment processing failed. Please try again.',
  errorTitle: 'Payment Error',
  cardError: (message: string) => `Card error: ${message}`,
  validationError: (message: string) => `Validation error: ${message}`,
  paidButUnconfirmed: 'Payment successful! Please refresh the page to access your tool.',
  connectionTitle: 'Connection Error',
  connection: 'Unable to connect to payment service. Please try again.',
} as const;

export interface PaymentFailure {
  title: string;
  message: string;
}

/** A declined or refused card: card errors and validation errors by their type, else the provider's words, else the fallback. */
export function cardFailure(error: Pick<StripeError, 'type' | 'message'>): PaymentFailure {
  const title = PAYMENT_MESSAGES.failedTitle;
  if (error.type === 'card_error') return { title, message: PAYMENT_MESSAGES.cardError(error.message ?? '') };
  if (error.type === 'validation_error') return { title, message: PAYMENT_MESSAGES.validationError(error.message ?? '') };
  return { title, message: error.message || PAYMENT_MESSAGES.failed };
}

/** A payment intent that could not be made: no answer is a connection problem; the server's words are a payment error. */
export function intentFailure(error: unknown): PaymentFailure {
  const said = error instanceof ApiError ? error.body?.message : undefined;
  if (typeof said === 'string' && said) return { title: PAYMENT_MESSAGES.errorTitle, message: said };
  return { title: PAYMENT_MESSAGES.connectionTitle, message: PAYMENT_MESSAGES.connection };
}

/** Stripe's test keys start pk_test_: only then does the dialog show the test-card hint (§4). */
export const isTestKey = (publishableKey: string) => publishableKey.startsWith('pk_test_');

/** §7: create-intent calls for the same tool within one second share one answer. */
export const INTENT_SHARED_MS = 1000;
const recentIntents = new Map<string, { at: number; answer: Promise<PaymentIntentAnswer> }>();

export function paymentIntentFor(toolName: string): Promise<PaymentIntentAnswer> {
  const recent = recentIntents.get(toolName);
  if (recent && Date.now() - recent.at < INTENT_SHARED_MS) return recent.answer;
  const answer = createPaymentIntent(toolName as Parameters<typeof createPaymentIntent>[0]);
  const entry = { at: Date.now(), answer };
  recentIntents.set(toolName, entry);
  // A failure is not shared: Try again right after it asks the server again.
  answer.catch(() => recentIntents.get(toolName) === entry && recentIntents.delete(toolName));
  return answer;
}
