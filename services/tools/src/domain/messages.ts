// What the tools service says to users. The spec's wording where it has one (part 1 §5, §8, §9), word for word.
import type { ToolKey } from '@careerkit/contracts/billing';

export type AiToolKey = Extract<ToolKey, 'cover-letter-writer' | 'linkedin-optimizer' | 'resume-scanner' | 'resume-analysis' | 'ghost-job-detector'>;

/** A run that failed after its use was reserved (the use is refunded first): part 1 §8 'Tool runs', 'Other failure'. */
export const RUN_FAILED_MESSAGES: Record<AiToolKey, string> = {
  'cover-letter-writer': "We couldn't generate your cover letter right now. Please try again in a moment.",
  'linkedin-optimizer': "We couldn't optimize your LinkedIn profile right now. Please try again in a moment.",
  'resume-scanner': "We couldn't scan your resume right now. Please try again in a moment.",
  'resume-analysis': "We couldn't analyze your resume right now. Please try again in a moment.",
  'ghost-job-detector': "We couldn't analyze this job posting right now. Please try again in a moment.",
};

/** What one purchase gives (part 1 §9 'Upgrade text'); the count is the catalog's paid limit. */
const PURCHASE_GIVES: Record<AiToolKey, (uses: number) => string> = {
  'cover-letter-writer': (uses) => `${uses} complete generations`,
  'linkedin-optimizer': (uses) => `${uses} complete generations`,
  'resume-scanner': (uses) => `${uses} detailed scans`,
  'resume-analysis': (uses) => `${uses} full analyses`,
  'ghost-job-detector': (uses) => `${uses} complete generations`,
};
/** The spec's paid uses, for when billing's catalog cannot be read. */
export const DEFAULT_PAID_USES: Record<AiToolKey, number> = {
  'cover-letter-writer': 5,
  'linkedin-optimizer': 5,
  'resume-scanner': 8,
  'resume-analysis': 10,
  'ghost-job-detector': 15,
};
export const upgradeMessage = (tool: AiToolKey, paidUses: number) =>
  `This is a free preview. Upgrade to get ${PURCHASE_GIVES[tool](paidUses)} per purchase.`;

/** Part 1 §5: the LinkedIn form's one message for its required fields. */
export const LINKEDIN_REQUIRED = 'Please fill in all required fields before optimizing your profile.';

/** Part 1 §5 'Ghost job'; the posting-date rule is the spec's, the wording ours. */
export const GHOST_JOB_MESSAGES = {
  descriptionRequired: 'Please enter a job description',
  urlRequired: 'Please enter a job URL',
  invalidUrl: 'Please enter a valid URL',
  invalidPostingDate: 'Please enter a valid posting date',
  futurePostingDate: 'The posting date cannot be later than today.',
} as const;

/** Upload answers the spec leaves to us (its own are UPLOAD_MESSAGES in libs/contracts). */
export const UPLOAD_TEXT = {
  noFile: 'Please choose a file to upload.',
  unreadable: "We couldn't read any text from this file. Please upload a text-based PDF, a Word document or a .txt file, or paste your resume text.",
} as const;
