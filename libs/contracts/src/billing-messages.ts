// Billing's user-facing words (spec part 1 §8 'Tool runs'; part 2 §8), without zod: the tool pages show them, so they
// import this, not billing.ts, whose schemas would bring zod into them. billing.ts re-exports it for the services.
import type { ToolKey } from './catalog';

/** What a tool run says when no use is left (spec part 1 §8 'Tool runs'; part 2 §8: the text carries 'exceeded'/'upgrade'). */
export const USAGE_LIMIT_MESSAGES: Record<ToolKey, string> = {
  'cover-letter-writer': "You've reached your free usage limit. Upgrade to continue creating professional cover letters.",
  'linkedin-optimizer': "You've reached your usage limit. Purchase more uses to continue generating LinkedIn optimizations.",
  'resume-scanner': "You've reached your free usage limit. Upgrade to get detailed resume scanning and optimization tips.",
  'resume-analysis': 'Usage limit exceeded - upgrade needed',
  'ghost-job-detector': "You've reached your free usage limit. Upgrade to continue detecting ghost jobs and protect your job search.",
  'salary-benchmark': 'Usage limit exceeded - upgrade needed',
  'salary-negotiation': 'Usage limit exceeded - upgrade needed',
};
/**
 * A user who bought the tool and spent those uses has no free limit to be told about: the spec's words for exhausted
 * uses (part 1 §8, 'when usage is exhausted').
 */
export const PAID_USES_SPENT_MESSAGE = "You've reached your usage limit for this tool. Purchase more uses to continue.";
/** Resume analysis states the count when the answer carries usageInfo (part 1 §8); a paid user is not told of a free limit. */
export const usageLimitMessage = (toolName: ToolKey, usageInfo: { used: number; limit: number; hasPayment?: boolean }) => {
  if (toolName === 'resume-analysis') return `Usage limit exceeded: ${usageInfo.used}/${usageInfo.limit} analyses used`;
  return usageInfo.hasPayment && USAGE_LIMIT_MESSAGES[toolName].includes('free usage limit') ? PAID_USES_SPENT_MESSAGE : USAGE_LIMIT_MESSAGES[toolName];
};

export const BILLING_MESSAGES = {
  toolInactive: 'This tool is currently unavailable.',
  alreadyPaid: 'You already have access to this tool.',
  intentCreated: 'Payment ready.',
  paymentProcessing: 'Your payment is being processed.',
  paymentSucceeded: 'You now have access to this AI tool!',
  paymentIncomplete: 'Payment has not been completed.',
  paymentMismatch: 'Payment details do not match this purchase.',
  invalidSignature: 'Invalid webhook signature.',
  reservationNotFound: 'Reservation not found.',
  reservationSettled: 'This reservation has already been settled.',
} as const;
