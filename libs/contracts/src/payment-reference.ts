// One payment reference for the customer and the operator (spec part 2: "the last 8 characters of the payment id"):
// the end of the payment's Stripe PaymentIntent id. The profile, the thank-you page and the admin area show it the same
// way, and the admin's user search accepts it. No zod here: pages import it.

export const PAYMENT_REFERENCE_LENGTH = 8;

/** The reference a customer quotes to support. */
export const paymentReference = (stripePaymentIntentId: string) => stripePaymentIntentId.slice(-PAYMENT_REFERENCE_LENGTH);

/** A search text that can be a payment reference or a whole PaymentIntent id (letters, digits, underscores only). */
export const PAYMENT_REFERENCE_SEARCH = /^[A-Za-z0-9_]{8,64}$/;
