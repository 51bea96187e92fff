// What the LinkedIn optimizer says and when it may open the payment dialog (spec part 1 §4, §5, §8, §9).
import { remainingUses, isPaid, type UsageInfo } from '@careerkit/web/usage-rules';

export const LINKEDIN_MESSAGES = {
  required: 'Please fill in all required fields before optimizing your profile.',
  limitReached: "You've reached your usage limit. Purchase more uses to continue generating LinkedIn optimizations.",
  usageExhausted: "You've reached your usage limit for this tool. Purchase more uses to continue.",
  failed: "We couldn't optimize your LinkedIn profile right now. Please try again in a moment.",
  network: 'Something went wrong. Please check your internet connection and try again.',
} as const;

/** Spec part 1 §4 run flow step 4: LinkedIn restarts its run 2 s after a payment succeeds. */
export const RUN_AFTER_PAYMENT_MS = 2000;

/** §4 'LinkedIn payment dialog suppression': a paid user with uses left is not offered a purchase; once they run out, they are. */
export const paymentDialogSuppressed = (usage: UsageInfo | null | undefined): boolean =>
  Boolean(usage && isPaid(usage) && remainingUses(usage) > 0);

/** §4 'Results': copy works on a full result, or for a paid user. */
export const copyAllowed = (isPreview: boolean, usage: UsageInfo | null | undefined): boolean => !isPreview || Boolean(usage && isPaid(usage));

/** What a preview leaves out, in the words of its locked rows. */
export const HIDDEN_LABELS: Record<string, string> = {
  headline: 'headline variations',
  summary: 'summary sections',
  achievements: 'achievements',
  hashtags: 'hashtags',
};
