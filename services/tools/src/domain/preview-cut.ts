// Previews are cut here, on the server: a free result keeps only what the preview shows (spec part 1 §9 'Preview
// quotas') and says how many items of each list it left out. The left-out items never leave the server.
import type { LinkedInOutput, ResumeAnalysisOutput, ResumeScanOutput } from '@careerkit/ai/port';

type Hidden = Record<string, number>;

/** Keeps the first `shown` items of each listed field of `result`; `hidden` counts the rest. */
function keepFirst<T extends object, K extends keyof T>(result: T, quotas: Record<K, number>): T & { hidden: Hidden } {
  const cut = { ...result };
  const hidden: Hidden = {};
  for (const field of Object.keys(quotas) as K[]) {
    const items = result[field] as unknown[];
    cut[field] = items.slice(0, quotas[field]) as T[K];
    hidden[field as string] = Math.max(0, items.length - quotas[field]);
  }
  return { ...cut, hidden };
}

/** LinkedIn: hashtags 5 shown ('+ 3 more'). */
export const LINKEDIN_PREVIEW = { hashtags: 5 } as const;
/** Resume scanner: strengths 6, weaknesses 4, keywords 15, recommendations 6. */
export const SCANNER_PREVIEW = { strengths: 6, weaknesses: 4, keywords: 15, recommendations: 6 } as const;
/** Resume analysis: strengths 6, concerns 4, missing keywords 5, recommendations 6. */
export const ANALYSIS_PREVIEW = { strengths: 6, improvements: 4, missingKeywords: 5, recommendations: 6 } as const;

export const linkedinPreview = (full: LinkedInOutput) => keepFirst(full, LINKEDIN_PREVIEW);
/** Scores keep their first line of evidence in a preview; `hidden.evidence` counts the lines left out. */
const EVIDENCE_PREVIEW = 1;
const evidenceLeftOut = (lists: string[][]) => lists.reduce((sum, list) => sum + Math.max(0, list.length - EVIDENCE_PREVIEW), 0);

export function scannerPreview(full: ResumeScanOutput) {
  const cut = keepFirst(full, SCANNER_PREVIEW);
  const checks = full.checks.map((check) => ({ ...check, evidence: check.evidence.slice(0, EVIDENCE_PREVIEW) }));
  return { ...cut, checks, hidden: { ...cut.hidden, evidence: evidenceLeftOut(full.checks.map((check) => check.evidence)) } };
}

export function analysisPreview(full: ResumeAnalysisOutput) {
  const cut = keepFirst(full, ANALYSIS_PREVIEW);
  const lists = Object.values(full.scoreEvidence);
  const scoreEvidence = Object.fromEntries(
    Object.entries(full.scoreEvidence).map(([score, lines]) => [score, lines.slice(0, EVIDENCE_PREVIEW)]),
  ) as ResumeAnalysisOutput['scoreEvidence'];
  return { ...cut, scoreEvidence, hidden: { ...cut.hidden, evidence: evidenceLeftOut(lists) } };
}
