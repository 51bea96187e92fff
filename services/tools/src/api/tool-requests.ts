// The contract's request schemas with the spec's rules that span fields (part 1 §5): the fields each cover letter
// mode needs, LinkedIn's one message for its required fields, and the ghost job's description-or-URL choice.
import {
  COVER_LETTER_REQUIRED,
  COVER_LETTER_REQUIRED_MESSAGES,
  CoverLetterRequest,
  GHOST_JOB_MESSAGES,
  GhostJobRequest,
  isJobUrl,
  LINKEDIN_MESSAGES,
  LinkedInRequest,
} from '@careerkit/contracts/tools';
import { z } from 'zod';

export const CoverLetterInput = CoverLetterRequest.superRefine((request, ctx) => {
  for (const field of COVER_LETTER_REQUIRED[request.mode]) {
    if (!request[field]) ctx.addIssue({ code: 'custom', path: [field], message: COVER_LETTER_REQUIRED_MESSAGES[field] });
  }
});

/** LinkedIn says one thing for a missing profile or role, before the contract checks anything else. */
export const LinkedInInput = z.preprocess((raw, ctx) => {
  if (raw && typeof raw === 'object') {
    for (const field of ['currentProfile', 'targetRole']) {
      const value = (raw as Record<string, unknown>)[field];
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) ctx.addIssue({ code: 'custom', path: [field], message: LINKEDIN_MESSAGES.required });
    }
  }
  return raw;
}, LinkedInRequest);

/** A calendar date, or an ISO date-time (the date picker's value either way). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Posting dates are picked in the user's time zone: "today" reaches 14 hours past UTC's (UTC+14). */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

export const GhostJobInput = GhostJobRequest.superRefine((request, ctx) => {
  if (request.analysisMethod === 'description' && !request.jobDescription)
    ctx.addIssue({ code: 'custom', path: ['jobDescription'], message: GHOST_JOB_MESSAGES.descriptionRequired });
  if (request.analysisMethod === 'url') {
    if (!request.jobUrl) ctx.addIssue({ code: 'custom', path: ['jobUrl'], message: GHOST_JOB_MESSAGES.urlRequired });
    else if (!isJobUrl(request.jobUrl)) ctx.addIssue({ code: 'custom', path: ['jobUrl'], message: GHOST_JOB_MESSAGES.invalidUrl });
  }
  if (request.postingDate) {
    const postedAt = ISO_DATE.test(request.postingDate) ? Date.parse(request.postingDate) : Number.NaN;
    if (Number.isNaN(postedAt)) ctx.addIssue({ code: 'custom', path: ['postingDate'], message: GHOST_JOB_MESSAGES.invalidPostingDate });
    else if (postedAt > Date.now() + LATEST_ZONE_MS) ctx.addIssue({ code: 'custom', path: ['postingDate'], message: GHOST_JOB_MESSAGES.futurePostingDate });
  }
});
