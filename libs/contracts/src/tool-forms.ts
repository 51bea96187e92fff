// What the tool forms and the tools service agree on, without zod: the forms' choices, required fields, upload limit
// and the spec's words (part 1 §5, §8). The pages import this, not tools.ts, whose schemas would bring zod into them;
// tools.ts re-exports it for the service.
import type { ToolKey } from './catalog';

export type AiToolKey = Extract<ToolKey, 'cover-letter-writer' | 'linkedin-optimizer' | 'resume-scanner' | 'resume-analysis' | 'ghost-job-detector'>;

/** Part 1 §8 'Tool runs', 'Other failure': the tools service's answer when a run fails, and the page's own fallback. */
export const RUN_FAILED_MESSAGES: Record<AiToolKey, string> = {
  'cover-letter-writer': "We couldn't generate your cover letter right now. Please try again in a moment.",
  'linkedin-optimizer': "We couldn't optimize your LinkedIn profile right now. Please try again in a moment.",
  'resume-scanner': "We couldn't scan your resume right now. Please try again in a moment.",
  'resume-analysis': "We couldn't analyze your resume right now. Please try again in a moment.",
  'ghost-job-detector': "We couldn't analyze this job posting right now. Please try again in a moment.",
};

export const COVER_LETTER_MODES = ['standard', 'quick', 'detailed', 'career-change', 'template'] as const;
export const TEMPLATE_STYLES = ['professional', 'creative', 'modern', 'traditional', 'executive'] as const;
export const TONES = ['professional', 'enthusiastic', 'confident', 'conversational', 'formal'] as const;

/** The cover letter request's text fields a mode may require (tools.ts checks them against its schema). */
export type CoverLetterField =
  | 'jobDescription'
  | 'userExperience'
  | 'companyName'
  | 'jobTitle'
  | 'keyAchievements'
  | 'specificSkills'
  | 'careerGoals'
  | 'previousIndustry'
  | 'targetIndustry'
  | 'transferableSkills'
  | 'changeReason';
/** Part 1 §5 'Cover letter required fields by mode': the form and the tools service check the same list. */
export const COVER_LETTER_REQUIRED: Record<(typeof COVER_LETTER_MODES)[number], CoverLetterField[]> = {
  standard: ['jobDescription', 'userExperience'],
  quick: ['jobTitle', 'companyName', 'userExperience'],
  detailed: ['jobDescription', 'userExperience', 'keyAchievements'],
  'career-change': ['jobDescription', 'previousIndustry', 'targetIndustry', 'transferableSkills', 'changeReason'],
  template: ['jobDescription', 'userExperience'],
};
/** What the form and the service say for a required field left empty. */
export const COVER_LETTER_REQUIRED_MESSAGES: Partial<Record<CoverLetterField, string>> = {
  jobDescription: 'Job description is required',
  userExperience: 'Your experience is required',
  jobTitle: 'Job title is required',
  companyName: 'Company name is required',
  keyAchievements: 'Key achievements are required',
  previousIndustry: 'Previous industry is required',
  targetIndustry: 'Target industry is required',
  transferableSkills: 'Transferable skills are required',
  changeReason: 'Reason for change is required',
};

/** Part 1 §5 and §8: the form's one message for its required fields, and what it says when it knows no use is left. */
export const LINKEDIN_MESSAGES = {
  required: 'Please fill in all required fields before optimizing your profile.',
  usesExhausted: "You've reached your usage limit for this tool. Purchase more uses to continue.",
} as const;

export const LINKEDIN_TONES = ['Professional', 'Casual', 'Executive'] as const;
export const LINKEDIN_PURPOSES = ['Recruiter Visibility', 'Hiring Manager Appeal', 'Thought Leadership'] as const;
/** Part 1 §5 'Ghost job': the form and the tools service say the same; the posting-date rule is the spec's, the wording ours. */
export const GHOST_JOB_MESSAGES = {
  descriptionRequired: 'Please enter a job description',
  urlRequired: 'Please enter a job URL',
  invalidUrl: 'Please enter a valid URL',
  invalidPostingDate: 'Please enter a valid posting date',
  futurePostingDate: 'The posting date cannot be later than today.',
} as const;

/** A job URL the detector can read: http or https, with a host. */
export function isJobUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
