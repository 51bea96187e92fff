// How dates and money read on the page (spec part 2 §9: USD, prices with two decimals).
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const formatMoney = (dollars: number) => `$${dollars.toFixed(2)}`;
/** The last 8 characters of a payment id (spec part 2 §9). */
export const shortPaymentId = (id: string) => id.slice(-8);
