// How dates and payment ids read on the page (spec part 2 §9); money reads as libs/web's formatPrice.
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
/** The last 8 characters of a payment id (spec part 2 §9): the one reference the operator sees and searches too. */
export { paymentReference as shortPaymentId } from '@careerkit/contracts/payment-reference';
