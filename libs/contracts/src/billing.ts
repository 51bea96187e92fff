// Billing: the tool catalog, usage and limits, payments (spec part 1 §3, §7, §9; part 2 §3, §7, §9).
import { z } from 'zod';
import { isoDate } from './fields';

export const TOOL_KEYS = [
  'cover-letter-writer',
  'linkedin-optimizer',
  'resume-scanner',
  'resume-analysis',
  'ghost-job-detector',
  'salary-benchmark',
  'salary-negotiation',
] as const;
export const ToolKey = z.enum(TOOL_KEYS, { error: 'Unknown tool' });
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
export const ConfirmPaymentResponse = z.object({ success: z.boolean(), message: z.string(), usage: ToolUsage.optional() });

export const PaymentStatus = z.enum(['completed', 'pending', 'failed']);
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
  totalPayments: z.number().int(),
  toolBreakdown: z.record(z.string(), z.object({ amount: z.number(), count: z.number().int() })),
});
/** Stripe's event; the signature is checked against the raw body before anything is parsed. */
export const WebhookResponse = z.object({ received: z.boolean() });
