// Stripe's error replies: `{ error: { type, code, decline_code, message, param, doc_url } }` with the status the
// SDKs map to their error classes (400/404 → StripeInvalidRequestError, 401 → authentication, 402 → card).
import type { PaymentIntent } from './state';

export type StripeErrorType = 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_method?: object;
}

export const docUrl = (code: string): string => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /** A card error names the PaymentIntent it left behind, as Stripe's does. */
    readonly paymentIntent?: PaymentIntent,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, details: { code?: string; param?: string } = {}, status = 400): StripeApiError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (details.code) Object.assign(body, { code: details.code, doc_url: docUrl(details.code) });
  if (details.param) body.param = details.param;
  return new StripeApiError(status, body);
}

export const resourceMissing = (resource: string, id: string, param = 'id'): StripeApiError =>
  invalidRequest(`No such ${resource}: '${id}'`, { code: 'resource_missing', param }, 404);

export const parameterMissing = (param: string): StripeApiError =>
  invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const parameterInvalid = (param: string, message: string, code = 'parameter_invalid_string'): StripeApiError =>
  invalidRequest(message, { code, param });
