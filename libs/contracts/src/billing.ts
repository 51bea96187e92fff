// Billing: the tool catalog, usage and limits, payments (spec part 1 §3, §7, §9; part 2 §3, §7, §9).
import { z } from 'zod';
import { TOOL_KEYS } from './catalog';
import { isoDate } from './fields';

// The spec's usage-limit and billing words live in the zod-free billing-messages.ts (pages import them from there).
export * from './billing-messages';

export { TOOL_KEYS };
export const ToolKey = z.enum(TOOL_KEYS, { error: (issue) => (issue.input === undefined ? 'toolName is required' : 'Unknown tool') });
export type ToolKey = z.infer<typeof ToolKey>;

export const ToolConfig = z.object({
  name: ToolKey,
  displayName: z.string(),
  description: z.string(),
  /** Dollars, two decimals (billing keeps integer cents internally). */
  price: z.number(),
  freeLimit: z.number().int(),
  paidLimit: z.number().int(),
  isActive: z.boolean(),
});
export const ToolConfigsResponse = z.record(z.string(), ToolConfig);

export const UsageSource = z.enum(['paid', 'free_preview']);
export const ToolUsage = z.object({
  used: z.number().int(),
  limit: z.union([z.number().int(), z.literal('unlimited')]),
  hasPayment: z.boolean(),
  source: UsageSource,
});
export const AllUsageResponse = z.record(z.string(), ToolUsage);
export const ToolParams = z.object({ toolName: ToolKey });

export const UsageLimitResponse = z.object({ remainingUses: z.number().int(), type: UsageSource });

export const CreateIntentRequest = z.object({ toolName: ToolKey });
export const CreateIntentResponse = z.object({
  clientSecret: z.string().nullable(),
  alreadyPaid: z.boolean(),
  message: z.string(),
  amount: z.number().optional(),
});
export const ConfirmPaymentRequest = z.object({
  paymentIntentId: z.string({ error: 'paymentIntentId is required' }).regex(/^pi_[A-Za-z0-9]+$/, 'Invalid payment intent id'),
});
/** The card client's key for the browser (spec part 1 §7: initialised with a publishable key). */
export const PaymentConfigResponse = z.object({
  publishableKey: z.string(),
  /** Where to load Stripe.js from when it is not Stripe's own: local/stripe-emulator's stand-in (local runs only). */
  stripeJsUrl: z.string().optional(),
});
export const ConfirmPaymentResponse = z.object({ success: z.boolean(), message: z.string(), usage: ToolUsage.optional() });

/**
 * refunded: the operator (or Stripe) refunded it whole; it no longer counts as spent or as revenue. abandoned: a checkout
 * left unpaid past billing's PENDING_CHECKOUT_TTL_MS (24 h); it becomes completed if Stripe confirms it later.
 */
export const PaymentStatus = z.enum(['completed', 'pending', 'failed', 'refunded', 'abandoned']);
export const PaymentItem = z.object({
  id: z.string(),
  toolName: z.string(),
  amount: z.number(),
  status: PaymentStatus,
  createdAt: isoDate,
  stripePaymentIntentId: z.string(),
});
export const PaymentsResponse = z.object({ payments: z.array(PaymentItem) });
export const PaymentStatsResponse = z.object({
  totalSpent: z.number(),
  /** Completed payments: what totalSpent adds up. */
  totalPayments: z.number().int(),
  /** Every payment in the user's history, whatever its status: the rows of GET /api/user/payments. */
  totalTransactions: z.number().int(),
  toolBreakdown: z.record(z.string(), z.object({ amount: z.number(), count: z.number().int() })),
});
/** Stripe's event; the signature is checked against the raw body before anything is parsed. */
export const WebhookResponse = z.object({ received: z.boolean() });

/** A tool's catalog entry as the operator edits it (the same fields as platform's AdminToolUpdate, validated here where it is stored). */
export const ToolUpdate = z.object({
  displayName: z.string({ error: 'Display name must be text' }).trim().min(1, 'Display name is required').max(100, 'Display name must be at most 100 characters').optional(),
  description: z.string({ error: 'Description must be text' }).trim().max(1_000, 'Description must be at most 1000 characters').optional(),
  /** Dollars; Stripe charges no less than $0.50. */
  price: z
    .number({ error: 'Price must be a number' })
    .min(0.5, 'Price must be at least $0.50')
    .max(1_000, 'Price must be at most $1000')
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'Price must have at most two decimals')
    .optional(),
  freeLimit: z.number({ error: 'Free limit must be a number' }).int('Free limit must be a whole number').min(0, 'Free limit cannot be negative').max(1_000, 'Free limit must be at most 1000').optional(),
  paidLimit: z.number({ error: 'Paid limit must be a number' }).int('Paid limit must be a whole number').min(1, 'Paid limit must be at least 1').max(10_000, 'Paid limit must be at most 10000').optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

// Internal calls (/internal/usage/*, behind the internal key): the tools and salary services take one use before a
// run, then commit it or refund it.
export const ReserveUseRequest = z.object({ userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(100), toolName: ToolKey });
export const ReserveUseResponse = z.object({
  reservationId: z.string(),
  /** A free use: the run returns a preview. */
  isPreview: z.boolean(),
  expiresAt: isoDate,
  usage: ToolUsage,
});
/** The 402 when no use is left: the tool's message and the counts (resume analysis shows them). */
export const UsageLimitReached = z.object({
  error: z.literal('payment_required'),
  message: z.string(),
  usageInfo: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export const ReservationRequest = z.object({ reservationId: z.string({ error: 'reservationId is required' }).min(1, 'reservationId is required').max(100) });
export const ReservationState = z.enum(['open', 'committed', 'refunded', 'expired']);
export const SettleResponse = z.object({ reservationId: z.string(), state: ReservationState });
export const InternalToolsResponse = z.object({ tools: z.array(ToolConfig) });
