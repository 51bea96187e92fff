// Previews are cut here, on the server: a free result keeps only what the preview shows (spec part 1 §9 'Preview
// quotas'; the cover letter's opening and first body paragraph; the ghost job's verdict and first two red flags and
// indicators) and says how many items of each list it left out. The left-out items never leave the server: a shown
// text that names one (an evidence line listing a hidden keyword, a reasoning sentence quoting a hidden red flag) is
// left out too, and so is a shown evidence line a left-out item quotes (a hidden strength 'label: its first evidence line').
import type { CoverLetterOutput, GhostJobOutput, LinkedInOutput, ResumeAnalysisOutput, ResumeScanOutput } from '@careerkit/ai/port';

type Hidden = Record<string, number>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` names `item`: the item whole, not inside a longer word, in any case. */
export function names(text: string, item: string): boolean {
  const term = item.trim();
  if (!term) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

interface ListCut {
  items: string[];
  /** How many of `items` the preview shows at most. */
  shown: number;
}

interface CutRules {
  /** The ways an item of list `key` can be named besides its whole text. */
  forms?: (item: string, key: string) => string[];
  /** Lists whose shown items are left out when a left-out item quotes them (lines the engines build items from). */
  quotable?: (key: string) => boolean;
}

/**
 * Cuts each list to its quota; then a shown item that names a left-out one is left out as well, and so is a shown
 * item of a quotable list that a left-out one quotes (and so on, until none does). Returns the shown items of each
 * list, the left-out count of each, and a test of whether a text names a left-out item.
 */
function cutLists(lists: Record<string, ListCut>, { forms = (item) => [item], quotable = () => false }: CutRules = {}) {
  const shown: Record<string, string[]> = {};
  const leftOut: { key: string; item: string }[] = [];
  for (const key of Object.keys(lists)) {
    shown[key] = lists[key].items.slice(0, lists[key].shown);
    leftOut.push(...lists[key].items.slice(lists[key].shown).map((item) => ({ key, item })));
  }
  const namesLeftOut = (text: string) => leftOut.some(({ key, item }) => forms(item, key).some((form) => names(text, form)));
  const quotedByLeftOut = (text: string) => leftOut.some(({ item }) => names(item, text));
  for (let changed = true; changed; ) {
    changed = false;
    for (const key of Object.keys(shown)) {
      const leaking = shown[key].filter((item) => namesLeftOut(item) || (quotable(key) && quotedByLeftOut(item)));
      if (!leaking.length) continue;
      shown[key] = shown[key].filter((item) => !leaking.includes(item));
      leftOut.push(...leaking.map((item) => ({ key, item })));
      changed = true;
    }
  }
  const hidden: Hidden = Object.fromEntries(Object.keys(lists).map((key) => [key, lists[key].items.length - shown[key].length]));
  return { shown, hidden, namesLeftOut };
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”')]?)\s+(?=["“(]?[\p{Lu}\p{N}])/u);

/** The sentences of `text` that name no left-out item, joined again; undefined when none is left. */
function sentencesNamingNone(text: string, namesLeftOut: (text: string) => boolean): string | undefined {
  const kept = sentencesOf(text).filter((sentence) => !namesLeftOut(sentence));
  return kept.length ? kept.join(' ') : undefined;
}

const quota = (items: string[], shown: number): ListCut => ({ items, shown });
const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

/** LinkedIn: hashtags 5 shown ('+ 3 more'). */
export const LINKEDIN_PREVIEW = { hashtags: 5 } as const;
/** Resume scanner: strengths 6, weaknesses 4, keywords 15, recommendations 6. */
export const SCANNER_PREVIEW = { strengths: 6, weaknesses: 4, keywords: 15, recommendations: 6 } as const;
/** Resume analysis: strengths 6, concerns 4, missing keywords 5, recommendations 6. */
export const ANALYSIS_PREVIEW = { strengths: 6, improvements: 4, missingKeywords: 5, recommendations: 6 } as const;
/** Ghost job: the first two red flags and the first two legitimacy indicators (issue 22). */
export const GHOST_JOB_PREVIEW = { redFlags: 2, legitimacyIndicators: 2 } as const;
/**
 * Scores and checks keep their first line of evidence in a preview; `hidden.evidence` counts the lines left out. The
 * engines build strengths and weaknesses from these lines ('Keyword coverage: 18 hard skills…'), so a line a hidden
 * item quotes is left out too: the check shows its label and score, the line stays with the paid result.
 */
const EVIDENCE_PREVIEW = 1;
const isEvidence = (key: string) => key.startsWith('evidence:');
/** Shorter parts are words any line may hold ('2 pages'), not a quote of the item. */
const PART_MIN_LENGTH = 12;
/**
 * A finding (a strength, weakness or recommendation) is named by its whole text and by each part after its label
 * ('Keyword coverage: …', 'Length (60/100): …; …'): a shown line holding 'Excel, PowerPoint, Outlook' names the hidden
 * strength 'In-demand skills employers search for: Excel, PowerPoint, Outlook'. An evidence line only by its whole text.
 */
function partsAfterLabel(item: string, key: string): string[] {
  const colon = item.indexOf(': ');
  if (isEvidence(key)) return [item];
  if (colon < 0) return [item];
  const parts = item.slice(colon + 2).split('; ').map((part) => part.trim());
  return [item, ...parts.filter((part) => part.length >= PART_MIN_LENGTH)];
}
/** Cover letter: the greeting, the opening paragraph and the first body paragraph. */
export const COVER_LETTER_PREVIEW_PARAGRAPHS = 3;

export function linkedinPreview(full: LinkedInOutput) {
  const { shown, hidden, namesLeftOut } = cutLists({ hashtags: quota(full.hashtags, LINKEDIN_PREVIEW.hashtags), achievements: quota(full.achievements, Infinity) });
  return {
    ...full,
    headline: sentencesNamingNone(full.headline, namesLeftOut) ?? '',
    summary: sentencesNamingNone(full.summary, namesLeftOut) ?? '',
    ...shown,
    hidden: hidden.achievements ? hidden : { hashtags: hidden.hashtags },
  };
}

export function scannerPreview(full: ResumeScanOutput) {
  const evidence = Object.fromEntries(full.checks.map((check) => [`evidence:${check.id}`, quota(check.evidence, EVIDENCE_PREVIEW)]));
  const { shown, hidden } = cutLists({
    strengths: quota(full.strengths, SCANNER_PREVIEW.strengths),
    weaknesses: quota(full.weaknesses, SCANNER_PREVIEW.weaknesses),
    keywords: quota(full.keywords, SCANNER_PREVIEW.keywords),
    recommendations: quota(full.recommendations, SCANNER_PREVIEW.recommendations),
    ...evidence,
  }, { forms: partsAfterLabel, quotable: isEvidence });
  const checks = full.checks.map((check) => ({ ...check, evidence: shown[`evidence:${check.id}`] }));
  return {
    ...full,
    strengths: shown.strengths,
    weaknesses: shown.weaknesses,
    keywords: shown.keywords,
    recommendations: shown.recommendations,
    checks,
    hidden: {
      strengths: hidden.strengths,
      weaknesses: hidden.weaknesses,
      keywords: hidden.keywords,
      recommendations: hidden.recommendations,
      evidence: sum(full.checks.map((check) => hidden[`evidence:${check.id}`])),
    },
  };
}

export function analysisPreview(full: ResumeAnalysisOutput) {
  const scores = Object.keys(full.scoreEvidence) as (keyof ResumeAnalysisOutput['scoreEvidence'])[];
  const evidence = Object.fromEntries(scores.map((score) => [`evidence:${score}`, quota(full.scoreEvidence[score], EVIDENCE_PREVIEW)]));
  const { shown, hidden } = cutLists({
    strengths: quota(full.strengths, ANALYSIS_PREVIEW.strengths),
    improvements: quota(full.improvements, ANALYSIS_PREVIEW.improvements),
    missingKeywords: quota(full.missingKeywords, ANALYSIS_PREVIEW.missingKeywords),
    recommendations: quota(full.recommendations, ANALYSIS_PREVIEW.recommendations),
    ...evidence,
  }, { forms: partsAfterLabel, quotable: isEvidence });
  const scoreEvidence = Object.fromEntries(scores.map((score) => [score, shown[`evidence:${score}`]])) as ResumeAnalysisOutput['scoreEvidence'];
  return {
    ...full,
    strengths: shown.strengths,
    improvements: shown.improvements,
    missingKeywords: shown.missingKeywords,
    recommendations: shown.recommendations,
    scoreEvidence,
    hidden: {
      strengths: hidden.strengths,
      improvements: hidden.improvements,
      missingKeywords: hidden.missingKeywords,
      recommendations: hidden.recommendations,
      evidence: sum(scores.map((score) => hidden[`evidence:${score}`])),
    },
  };
}

/** A finding's lead clause ("Company mismatch" of "Company mismatch: …"): alerts name findings by it. */
function leadClause(item: string): string[] {
  const lead = item.split(':')[0].split(' — ')[0].trim();
  return lead !== item.trim() && lead.length >= 12 ? [item, lead] : [item];
}

/**
 * Ghost job: the verdict (classification, company, job title, confidence, posting age, the link's credibility) and the
 * first two red flags and legitimacy indicators. The reasoning and the alert keep only sentences that name no hidden
 * finding; the link's suspicious patterns restate red flags in other words, so a preview counts them instead.
 */
export function ghostJobPreview(full: GhostJobOutput) {
  const { shown, hidden, namesLeftOut } = cutLists(
    {
      redFlags: quota(full.redFlags, GHOST_JOB_PREVIEW.redFlags),
      legitimacyIndicators: quota(full.legitimacyIndicators, GHOST_JOB_PREVIEW.legitimacyIndicators),
      suspiciousPatterns: quota(full.urlAnalysis?.suspiciousPatterns ?? [], 0),
    },
    { forms: leadClause },
  );
  const { ghostPatternAlert: fullAlert, urlAnalysis, ...verdict } = full;
  const ghostPatternAlert = fullAlert === undefined ? undefined : sentencesNamingNone(fullAlert, namesLeftOut);
  // A writer may restate a hidden finding in its own words, which no match can see: when anything is hidden, the
  // reasoning keeps its opening sentence (the verdict) and the sentences that quote a finding the preview shows.
  const shownFindings = [...shown.redFlags, ...shown.legitimacyIndicators].flatMap(leadClause);
  const anyHidden = Object.values(hidden).some((count) => count > 0);
  const reasoning = anyHidden
    ? sentencesOf(full.reasoning)
        .filter((sentence, index) => index === 0 || shownFindings.some((finding) => names(sentence, finding)))
        .filter((sentence) => !namesLeftOut(sentence))
        .join(' ')
    : full.reasoning;
  return {
    ...verdict,
    reasoning,
    stalenessCheck: { ...full.stalenessCheck, message: sentencesNamingNone(full.stalenessCheck.message, namesLeftOut) ?? '' },
    ...(ghostPatternAlert ? { ghostPatternAlert } : {}),
    ...(urlAnalysis ? { urlAnalysis: { ...urlAnalysis, suspiciousPatterns: shown.suspiciousPatterns } } : {}),
    redFlags: shown.redFlags,
    legitimacyIndicators: shown.legitimacyIndicators,
    hidden,
  };
}

/**
 * The paragraphs of a cover letter: blocks separated by a blank line. Writers keep the greeting ("Dear …,") as its
 * own paragraph, then the opening paragraph, then the body, the closing and the sign-off.
 */
export const paragraphsOf = (letter: string) =>
  letter
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Cover letter: the opening (greeting and first paragraph) and the first body paragraph; a preview always hides at least one. */
export function coverLetterPreview(full: CoverLetterOutput) {
  // no letter, only what the résumé lacks: that advice is the whole answer, nothing is held back
  if (!full.coverLetter.trim()) return { coverLetter: '', ...(full.whatToAdd ? { whatToAdd: full.whatToAdd } : {}), hidden: { paragraphs: 0 } };
  const paragraphs = paragraphsOf(full.coverLetter);
  // A letter written as one block (a writer that broke the convention) is cut by its sentences instead.
  const parts = paragraphs.length > 1 ? paragraphs : full.coverLetter.trim().split(/(?<=[.!?])\s+/);
  const shown = Math.max(1, Math.min(COVER_LETTER_PREVIEW_PARAGRAPHS, parts.length - 1));
  return { coverLetter: parts.slice(0, shown).join(paragraphs.length > 1 ? '\n\n' : ' '), hidden: { paragraphs: parts.length - shown } };
}
