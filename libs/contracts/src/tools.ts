// The five AI tools and resume upload (spec part 1 §3, §5, §7). The tools issue refines these.
import { z } from 'zod';
import type { ToolKey } from './billing';
import { optionalText, requiredText } from './fields';

export type AiToolKey = Extract<ToolKey, 'cover-letter-writer' | 'linkedin-optimizer' | 'resume-scanner' | 'resume-analysis' | 'ghost-job-detector'>;

/** Part 1 §8 'Tool runs', 'Other failure': the tools service's answer when a run fails, and the page's own fallback. */
export const RUN_FAILED_MESSAGES: Record<AiToolKey, string> = {
  'cover-letter-writer': "We couldn't generate your cover letter right now. Please try again in a moment.",
  'linkedin-optimizer': "We couldn't optimize your LinkedIn profile right now. Please try again in a moment.",
  'resume-scanner': "We couldn't scan your resume right now. Please try again in a moment.",
  'resume-analysis': "We couldn't analyze your resume right now. Please try again in a moment.",
  'ghost-job-detector': "We couldn't analyze this job posting right now. Please try again in a moment.",
};

const preview = { isPreview: z.boolean(), upgradeMessage: z.string().optional() };
/** Counts of what a free preview leaves out; the hidden items themselves never leave the server. */
const hiddenCounts = z.record(z.string(), z.number().int()).optional();

export const COVER_LETTER_MODES = ['standard', 'quick', 'detailed', 'career-change', 'template'] as const;
export const TEMPLATE_STYLES = ['professional', 'creative', 'modern', 'traditional', 'executive'] as const;
export const TONES = ['professional', 'enthusiastic', 'confident', 'conversational', 'formal'] as const;

export const CoverLetterRequest = z.object({
  mode: z.enum(COVER_LETTER_MODES).default('standard'),
  jobDescription: optionalText('Job description', 20_000),
  userExperience: optionalText('Your experience', 20_000),
  companyName: optionalText('Company name', 200),
  jobTitle: optionalText('Job title', 200),
  keyAchievements: optionalText('Key achievements', 5_000),
  specificSkills: optionalText('Specific skills', 5_000),
  careerGoals: optionalText('Career goals', 5_000),
  previousIndustry: optionalText('Previous industry', 200),
  targetIndustry: optionalText('Target industry', 200),
  transferableSkills: optionalText('Transferable skills', 5_000),
  changeReason: optionalText('Reason for change', 5_000),
  templateStyle: z.enum(TEMPLATE_STYLES).optional(),
  tone: z.enum(TONES).optional(),
});
export const CoverLetterResponse = z.object({ coverLetter: z.string(), ...preview });

type CoverLetterField = keyof z.output<typeof CoverLetterRequest>;
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
export const LinkedInRequest = z.object({
  currentProfile: requiredText('Current profile', 20_000),
  targetRole: requiredText('Target role', 200),
  industryExperience: optionalText('Industry experience', 200),
  tone: z.enum(LINKEDIN_TONES).default('Professional'),
  purposes: z.array(z.enum(LINKEDIN_PURPOSES)).default(['Recruiter Visibility']),
  includeHashtags: z.boolean().default(true),
});
export const LinkedInResponse = z.object({
  headline: z.string(),
  summary: z.string(),
  achievements: z.array(z.string()),
  hashtags: z.array(z.string()),
  hidden: hiddenCounts,
  ...preview,
});

export const ResumeScannerRequest = z.object({ resumeText: requiredText('Resume text', 50_000) });
/** One weighted ATS check (the weights are published with the scanner) and the lines or terms behind its score. */
export const AtsCheckResult = z.object({ id: z.string(), label: z.string(), weight: z.number(), score: z.number(), evidence: z.array(z.string()) });
export const ResumeScannerResponse = z.object({
  score: z.number(),
  atsCompatibility: z.number(),
  /** Beyond the spec: how the score is built, check by check; a preview keeps each check's first line of evidence. */
  checks: z.array(AtsCheckResult),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  keywords: z.array(z.string()),
  recommendations: z.array(z.string()),
  hidden: hiddenCounts,
  ...preview,
});

export const ResumeAnalysisRequest = z.object({
  resumeText: requiredText('Resume text', 50_000),
  jobDescription: optionalText('Job description', 20_000),
});
export const ResumeAnalysisResponse = z.object({
  overallScore: z.number(),
  jobMatchScore: z.number().nullable(),
  atsScore: z.number(),
  technicalSkillsScore: z.number(),
  experienceQualityScore: z.number(),
  formatDesignScore: z.number(),
  achievementImpactScore: z.number(),
  authenticityScore: z.number(),
  /** Beyond the spec: what each score rests on; a preview keeps each score's first line. */
  scoreEvidence: z.object({
    jobMatchScore: z.array(z.string()),
    atsScore: z.array(z.string()),
    technicalSkillsScore: z.array(z.string()),
    experienceQualityScore: z.array(z.string()),
    formatDesignScore: z.array(z.string()),
    achievementImpactScore: z.array(z.string()),
    authenticityScore: z.array(z.string()),
  }),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  recommendations: z.array(z.string()),
  hidden: hiddenCounts,
  ...preview,
});

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

export const GhostJobRequest = z.object({
  analysisMethod: z.enum(['description', 'url']),
  jobDescription: optionalText('Job description', 20_000),
  jobUrl: optionalText('Job URL', 2_000),
  postingDate: z.string().nullable().optional(),
});
export const GhostJobResponse = z.object({
  classification: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  confidence: z.number(),
  reasoning: z.string(),
  ghostPatternAlert: z.string().optional(),
  stalenessCheck: z.object({ alertLevel: z.string(), daysOpen: z.number().nullable(), message: z.string() }),
  urlAnalysis: z
    .object({ credibilityScore: z.number(), domain: z.string(), platform: z.string(), suspiciousPatterns: z.array(z.string()) })
    .optional(),
  redFlags: z.array(z.string()),
  legitimacyIndicators: z.array(z.string()),
  hidden: hiddenCounts,
  ...preview,
});

/** multipart/form-data with one field `file`; the body is checked by the tools service, not as JSON. */
export const ResumeUploadRequest = z.object({});
export const ResumeUploadResponse = z.object({ extractedText: z.string(), fileName: z.string() });
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
