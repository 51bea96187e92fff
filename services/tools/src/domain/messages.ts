// What only the tools service says to users. The spec's wording where it has one (part 1 §9), word for word; what the
// pages say too (run failures, form checks) is in libs/contracts/tools.
import type { AiToolKey } from '@careerkit/contracts/tools';

/**
 * What one purchase gives (part 1 §9 'Upgrade text'); the count is the catalog's paid limit, except the ghost job
 * detector's, which the spec words as 'others 5 complete generations' although a purchase gives its 15 (issue 45 asks
 * for the spec's words: the text promises fewer uses than are granted, never more).
 */
const PURCHASE_GIVES: Record<AiToolKey, (uses: number) => string> = {
  'cover-letter-writer': (uses) => `${uses} complete generations`,
  'linkedin-optimizer': (uses) => `${uses} complete generations`,
  'resume-scanner': (uses) => `${uses} detailed scans`,
  'resume-analysis': (uses) => `${uses} full analyses`,
  'ghost-job-detector': (uses) => `${Math.min(uses, 5)} complete generations`,
};
export const upgradeMessage = (tool: AiToolKey, paidUses: number) =>
  `This is a free preview. Upgrade to get ${PURCHASE_GIVES[tool](paidUses)} per purchase.`;

/** Upload answers the spec leaves to us (its own are UPLOAD_MESSAGES in libs/contracts). */
export const UPLOAD_TEXT = {
  noFile: 'Please choose a file to upload.',
  unreadable: "We couldn't read any text from this file. Please upload a text-based PDF, a Word document or a .txt file, or paste your resume text.",
  inflatesTooMuch: 'This file unpacks to far more than any resume holds, so it was not read. Please upload a smaller file or paste your resume text.',
  busy: "We're reading a lot of files right now. Please try again in a moment.",
  uploadInProgress: 'Your last file is still being read. Please wait for it to finish before uploading another.',
  protectedPdf: "This PDF is password-protected or encrypted, so we can't read it. Please upload an unprotected copy or paste your resume text.",
} as const;
