// How dates and payment ids read on the page (spec part 2 §9); money reads as libs/web's formatPrice.
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
/** The last 8 characters of a payment id (spec part 2 §9). */
export const shortPaymentId = (id: string) => id.slice(-8);
