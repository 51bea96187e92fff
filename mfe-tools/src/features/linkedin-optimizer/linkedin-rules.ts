// When the LinkedIn optimizer may open the payment dialog and copy a result (spec part 1 §4, §9); what it says is in
// libs/contracts/tools.
import { remainingUses, isPaid, type UsageInfo } from '@careerkit/web/tool/usage-rules';

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
