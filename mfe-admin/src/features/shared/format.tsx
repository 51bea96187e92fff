// How ids, dates and tool names read in the operator's tables (prices come from libs/web's formatPrice).
import { SPEC_CATALOG, type ToolKey } from '@careerkit/contracts/catalog';
import { paymentReference } from '@careerkit/contracts/payment-reference';

/** An id as its first 8 characters, the whole id on hover (spec part 2 §9). */
export const shortIdCell = (id: string) => <code title={id}>{id.slice(0, 8)}</code>;
export const formatDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A tool's name as users see it; a key the catalog does not know shows as it is. */
export const toolName = (key: string) => (key in SPEC_CATALOG ? SPEC_CATALOG[key as ToolKey].displayName : key);

/** The payment reference exactly as the customer sees it on the profile and the thank-you page. */
export const paymentReferenceCell = (stripePaymentIntentId: string) => <code title={stripePaymentIntentId}>…{paymentReference(stripePaymentIntentId)}</code>;
