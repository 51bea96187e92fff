// Billing's calls from the browser (spec part 1 §7), one per billing route of the route map. The hooks, the payment
// dialog and the Pact consumer all call these, so the pact pins what the product really sends.
// Paths are written out and the route map imported for its types only, as auth-api does: its schemas would bring zod
// onto Home. The Pact consumer takes method and path from the route map, so a path out of step fails there.
import type { RouteRequest as Sent, RouteResponse as Answer } from '@careerkit/contracts/routes';
import { apiRequest } from '@careerkit/web/api/client';

export type ToolConfigs = Answer<'toolConfigs'>;
export type ToolUsageAnswer = Answer<'toolUsage'>;
export type AllUsage = Answer<'allUsage'>;
export type PaymentIntentAnswer = Answer<'createIntent'>;
export type PaymentConfirmation = Answer<'confirmPayment'>;
export type PaymentConfig = Answer<'paymentConfig'>;
export type PaymentList = Answer<'payments'>;
export type PaymentStats = Answer<'paymentStats'>;

export const fetchToolConfigs = () => apiRequest<ToolConfigs>('/api/tool-configs', { method: 'GET' });

/** The spec's fresh read (§7): a timestamp in the query and no-cache, so no cache between answers a stale count. */
export const fetchToolUsage = (toolName: string) =>
  apiRequest<ToolUsageAnswer>(`/api/usage/${toolName}?t=${Date.now()}`, { method: 'GET', headers: { 'cache-control': 'no-cache' } });

export const fetchAllUsage = () => apiRequest<AllUsage>('/api/usage', { method: 'GET' });

/** The amount is billing's, from its catalog: the browser names the tool only. */
export const createPaymentIntent = (toolName: Sent<'createIntent'>['toolName']) =>
  apiRequest<PaymentIntentAnswer>('/api/payments/create-intent', { method: 'POST', body: { toolName } satisfies Sent<'createIntent'> });

export const confirmPayment = (paymentIntentId: string) =>
  apiRequest<PaymentConfirmation>('/api/payments/confirm', { method: 'POST', body: { paymentIntentId } satisfies Sent<'confirmPayment'> });

/** The publishable key, and where Stripe.js comes from when it is not Stripe's own (local/stripe-emulator). */
export const fetchPaymentConfig = () => apiRequest<PaymentConfig>('/api/payments/config', { method: 'GET' });

export const fetchPayments = () => apiRequest<PaymentList>('/api/user/payments', { method: 'GET' });

export const fetchPaymentStats = () => apiRequest<PaymentStats>('/api/user/payment-stats', { method: 'GET' });
