// What the tools service and billing answer in the scanner, analysis and ghost-job page tests, shaped by the contract.
import type { GhostJobAnswer, ResumeAnalysisAnswer, ResumeScanAnswer } from '@careerkit/web/api/tools';
import { freeUsage, toolConfigs } from '../../libs/web/test/support/tool-configs';

export const TOOL_CONFIGS = toolConfigs('resume-scanner', 'resume-analysis', 'ghost-job-detector');
export { freeUsage };

const items = (what: string, count: number) => Array.from({ length: count }, (_, index) => `${what} ${index + 1}`);

const check = (id: string, label: string, weight: number, score: number, evidence: string[]) => ({ id, label, weight, score, evidence });

/** A free scan as the server cuts it: 6 strengths (4 more), 4 weaknesses (2 more), 15 keywords (12 more), 6 tips (4 more). */
export const scanPreview = (): ResumeScanAnswer => ({
  score: 82,
  atsCompatibility: 58,
  // Each check keeps its first line of evidence in a preview.
  checks: [
    check('contact', 'Parseable contact info', 12, 100, ['Email jane@example.com (line 2)']),
    check('layout', 'No table or column artefacts', 12, 0, ['Table rows at lines 15, 16, 17']),
  ],
  strengths: items('Strength', 6),
  weaknesses: items('Weakness', 4),
  keywords: items('keyword', 15),
  recommendations: items('Tip', 6),
  hidden: { strengths: 4, weaknesses: 2, keywords: 12, recommendations: 4, evidence: 3 },
  isPreview: true,
  upgradeMessage: 'This is a free preview. Upgrade to get 8 detailed scans per purchase.',
});

export const scanFull = (): ResumeScanAnswer => ({
  score: 82,
  atsCompatibility: 58,
  checks: [
    check('contact', 'Parseable contact info', 12, 100, ['Email jane@example.com (line 2)', 'Phone 555-201-3344 (line 2)']),
    check('layout', 'No table or column artefacts', 12, 0, ['Table rows at lines 15, 16, 17', 'Rating bars at line 20']),
  ],
  strengths: items('Strength', 10),
  weaknesses: items('Weakness', 6),
  keywords: items('keyword', 27),
  recommendations: items('Tip', 10),
  isPreview: false,
});

export const analysisPreview = (): ResumeAnalysisAnswer => ({
  overallScore: 86,
  jobMatchScore: null,
  atsScore: 72,
  technicalSkillsScore: 60,
  experienceQualityScore: 40,
  formatDesignScore: 90,
  achievementImpactScore: 55,
  authenticityScore: 95,
  scoreEvidence: {
    jobMatchScore: ['No job description given: job match not scored'],
    atsScore: ['Parseable contact info 100/100 (weight 12): Email jane@example.com (line 2)'],
    technicalSkillsScore: ['9 hard skills recognised'],
    experienceQualityScore: ['7 yr 1 mo of dated experience across 3 roles'],
    formatDesignScore: ['Clean headings'],
    achievementImpactScore: ['0 of 4 bullets quantify a result'],
    authenticityScore: ['Specific, first-hand wording: no stock phrases or unsupported claims found'],
  },
  strengths: items('Hiring strength', 6),
  improvements: items('Concern', 4),
  missingKeywords: items('missing', 5),
  recommendations: items('Interview focus', 6),
  hidden: { strengths: 2, improvements: 3, missingKeywords: 7, recommendations: 1, evidence: 5 },
  isPreview: true,
});

export const ghostAnswer = (isPreview = false): GhostJobAnswer => ({
  classification: 'Likely Ghost Job',
  company: 'Acme Corp',
  jobTitle: 'Senior Engineer',
  confidence: 78,
  reasoning: 'The posting has been open for months and names no team.',
  ghostPatternAlert: 'Reposted every 30 days',
  stalenessCheck: { alertLevel: 'danger', daysOpen: 95, message: 'Open 95 days: jobs open 30 or more days may be ghost postings.' },
  redFlags: ['Vague duties'],
  legitimacyIndicators: ['Salary range stated'],
  isPreview,
  upgradeMessage: isPreview ? 'This is a free preview. Upgrade to get 5 complete generations per purchase.' : undefined,
});
