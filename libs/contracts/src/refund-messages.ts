// The operator's refund and credit words and bounds, without zod: the admin area imports this, not refunds.ts.
export const REFUND_MESSAGES = {
  paymentNotFound: 'Payment not found',
  alreadyRefunded: 'This payment has already been refunded.',
  refundUnderWay: 'A refund of this payment is already under way.',
  notRefundable: 'Only a completed payment can be refunded.',
  refunded: 'Payment refunded',
  credited: 'Uses granted',
  creditRequestReused: 'This request id was used for another credit.',
} as const;

/** The most uses one goodwill credit grants. */
export const MAX_CREDIT_USES = 100;
