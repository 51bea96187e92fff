// What the cover letter writer asks for in each mode (spec part 1 §5): labels and the order of the fields; which of
// them are required, and what the form says when one is empty, are the contract's, shared with the tools service.
import { COVER_LETTER_MODES, TEMPLATE_STYLES, TONES } from '@careerkit/contracts/tool-forms';
import type { CoverLetterForm } from '@careerkit/web/api/tools';

export type Mode = (typeof COVER_LETTER_MODES)[number];
/** The request's text fields. */
export type Field = Exclude<keyof CoverLetterForm, 'mode' | 'templateStyle' | 'tone'>;

export const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: 'standard', label: 'Standard', hint: 'A full letter from the job description and your experience.' },
  { value: 'quick', label: 'Quick', hint: 'A short letter from the job title, the company and your experience.' },
  { value: 'detailed', label: 'Detailed', hint: 'A richer letter that also uses your achievements, skills and goals.' },
  { value: 'career-change', label: 'Career Change', hint: 'Explains a move from one industry to another.' },
  { value: 'template', label: 'Template', hint: 'A letter in the template style and tone you pick.' },
];

export const FIELD_LABELS: Record<Field, string> = {
  jobDescription: 'Job Description',
  userExperience: 'Your Experience',
  companyName: 'Company Name',
  jobTitle: 'Job Title',
  keyAchievements: 'Key Achievements',
  specificSkills: 'Specific Skills',
  careerGoals: 'Career Goals',
  previousIndustry: 'Previous Industry',
  targetIndustry: 'Target Industry',
  transferableSkills: 'Transferable Skills',
  changeReason: 'Reason for Change',
};

/** Each mode's fields in the order the form shows them; which of them it requires is the contract's (§5). */
export const MODE_FIELDS: Record<Mode, Field[]> = {
  standard: ['companyName', 'jobDescription', 'userExperience'],
  quick: ['jobTitle', 'companyName', 'userExperience'],
  detailed: ['companyName', 'jobDescription', 'userExperience', 'keyAchievements', 'specificSkills', 'careerGoals'],
  'career-change': ['companyName', 'jobDescription', 'previousIndustry', 'targetIndustry', 'transferableSkills', 'changeReason'],
  template: ['companyName', 'jobDescription', 'userExperience'],
};

/** One-line fields; the rest are text areas. */
export const SHORT_FIELDS: Field[] = ['companyName', 'jobTitle', 'previousIndustry', 'targetIndustry'];

export const TEMPLATE_STYLE_OPTIONS = TEMPLATE_STYLES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));
export const TONE_OPTIONS = TONES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

export const DOWNLOAD_NAME = 'cover-letter.txt';
