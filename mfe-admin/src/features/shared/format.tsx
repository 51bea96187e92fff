// How ids and dates read in the operator's tables (prices come from libs/web's formatPrice).

/** An id as its first 8 characters, the whole id on hover (spec part 2 §9). */
export const shortIdCell = (id: string) => <code title={id}>{id.slice(0, 8)}</code>;
export const formatDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
