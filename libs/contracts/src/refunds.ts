// The operator's money actions (issue 26): refunding a payment whole, and granting uses by hand as a goodwill credit.
// Amounts never come from the browser: a refund is always the payment's own amount, and a credit is a count of uses.
import { z } from 'zod';
import { ToolKey, ToolUsage } from './billing';
import { AdminPayment } from './platform';
import { MAX_CREDIT_USES } from './refund-messages';

// The words and bounds live in the zod-free refund-messages.ts (the admin area imports them from there).
export * from './refund-messages';

export const AdminPaymentParams = z.object({ id: z.string().min(1).max(100) });
/** What a refund did: the payment (now 'refunded') and how many of its uses were withdrawn. */
export const AdminRefundResponse = z.object({
  payment: AdminPayment,
  /**
   * min(uses the payment granted, the user's purchased uses of the tool not yet used, held ones included): uses already
   * spent and goodwill credits are never taken back; a use held by a run is not given back if the run then fails.
   */
  usesWithdrawn: z.number().int(),
});
export const AdminUserPaymentsResponse = z.object({ payments: z.array(AdminPayment) });

export const AdminCreditRequest = z.object({
  toolName: ToolKey,
  uses: z
    .number({ error: 'Uses must be a number' })
    .int('Uses must be a whole number')
    .min(1, 'Grant at least 1 use')
    .max(MAX_CREDIT_USES, `Grant at most ${MAX_CREDIT_USES} uses at a time`),
  /** Why, for the audit log (e.g. the support ticket). */
  reason: z.string({ error: 'Reason must be text' }).trim().max(200, 'Reason must be at most 200 characters').optional(),
  /**
   * The idempotency key of this credit, made once per credit the operator means (e.g. when the dialog opens): the same
   * credit sent again (a double click, a retry after a lost answer) grants nothing more. Without it every call grants.
   */
  requestId: z
    .string({ error: 'Request id must be text' })
    .regex(/^[\w-]{8,100}$/, 'Request id must be 8 to 100 letters, digits, dashes or underscores')
    .optional(),
});
export const AdminCreditResponse = z.object({ toolName: ToolKey, usesGranted: z.number().int(), usage: ToolUsage });
