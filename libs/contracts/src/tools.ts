// The five AI tools and resume upload (spec part 1 §3, §5, §7). The tools issue refines these.
import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { COVER_LETTER_MODES, LINKEDIN_PURPOSES, LINKEDIN_TONES, TEMPLATE_STYLES, TONES, type CoverLetterField } from './tool-forms';

// The forms' choices, rules and words live in the zod-free tool-forms.ts (the pages import them from there); offered
// here too, beside the schemas, for the service and the contract tests.
export * from './tool-forms';

const preview = { isPreview: z.boolean(), upgradeMessage: z.string().optional() };
/** Counts of what a free preview leaves out; the hidden items themselves never leave the server. */
const hiddenCounts = z.record(z.string(), z.number().int()).optional();

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
/**
 * A preview's letter is its greeting, opening and first body paragraph; `hidden.paragraphs` counts the rest.
 * `whatToAdd`: when the résumé gives too little to write a letter from, the letter is empty and this says what to add
 * (the page shows it instead of a thin letter).
 */
export const CoverLetterResponse = z.object({ coverLetter: z.string(), whatToAdd: z.array(z.string()).optional(), hidden: hiddenCounts, ...preview });
// tool-forms.ts names the request's fields without zod: this fails to compile if one is not the schema's.
type Holds<T extends true> = T;
export type CoverLetterFieldsInRequest = Holds<CoverLetterField extends keyof z.output<typeof CoverLetterRequest> ? true : false>;

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
