// One payment reference for the customer and the operator (spec part 2: "the last 8 characters of the payment id"):
// the end of the payment's Stripe PaymentIntent id. The profile, the thank-you page and the admin area show it the same
// way, and the admin's user search accepts it. No zod here: pages import it.

export const PAYMENT_REFERENCE_LENGTH = 8;

/** The reference a customer quotes to support. */
export const paymentReference = (stripePaymentIntentId: string) => stripePaymentIntentId.slice(-PAYMENT_REFERENCE_LENGTH);

/** The reference as the customer is shown it: an ellipsis, then the last 8 characters. */
export const shownPaymentReference = (stripePaymentIntentId: string) => `…${paymentReference(stripePaymentIntentId)}`;

/**
 * A search text that can be a payment reference, a whole PaymentIntent id (letters, digits, underscores) or a payment's
 * own id (a UUID). Checked after paymentSearchText, so pattern characters never reach a query.
 */
export const PAYMENT_REFERENCE_SEARCH = /^(?:[A-Za-z0-9_]{8,64}|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})$/;

/** What an operator pastes, as the reference to look for: without the ellipsis shown before it ('…', '...'), a '#' or spaces. */
export const paymentSearchText = (text: string) => text.trim().replace(/^(?:…|\.{2,3}|#)\s*/, '');
