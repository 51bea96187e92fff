// The résumé scanner (ATS view) and the 8-score analysis (a hiring manager's view), built on the parser and ATS checks.
import nlp from 'compromise';
import type { ResumeAnalysisOutput, ResumeScanOutput } from '../../port';
import { ATS_WEIGHTS, runAtsChecks, type AtsReport, type KeywordMatch } from './ats';
import { describeMonths } from '../read/dates';
import { describesOrganisation, figureNames } from './figure-names';
import { parsePosting, type JobPosting } from '../read/job-posting';
import { blend, jobMatchParts, postingForMatch, resumeForMatch, seniority } from './job-match';
import { EXPERT_CLAIM_RE, figuresIn, opensWithActionVerb, stockPhrasesIn } from '../read/phrases';
import { PLACE_MENTION_RE } from '../read/places';
import { idf, termKey, termsIn } from '../read/posting-terms';
import { measuredLine } from '../read/resume-facts';
import { parseResume, ROLE_WORDS_RE, type Line, type ParsedResume, type Role } from '../read/resume-parser';
import { findSkills, skillInProse, type FoundSkill } from '../read/skills';
import { clamp, escapeRegExp, lineFinder, listing, pct, plural, quote, quoteShowing, uniqueBy } from '../read/text';

export interface Finding {
  /** score name this finding belongs to */
  score: keyof ResumeAnalysisOutput | 'atsCompatibility' | 'score';
  text: string;
}

/** Everything the local analyser found; the OpenAI adapter puts it in the prompt and keeps its numbers. */
export interface ResumeFindings {
  resume: ParsedResume;
  posting?: JobPosting;
  ats: AtsReport;
  career: CareerFacts;
  scores: Omit<ResumeAnalysisOutput, 'strengths' | 'improvements' | 'missingKeywords' | 'recommendations' | 'scoreEvidence'>;
  /** evidence per analysis score */
  evidence: ResumeAnalysisOutput['scoreEvidence'];
}

export interface CareerFacts {
  totalMonths: number;
  gaps: { after: Role; before: Role; months: number }[];
  shortStints: Role[];
  progression: 'up' | 'flat' | 'down' | 'single' | 'unknown';
  firstTitle?: string;
  lastTitle?: string;
}

export { seniority };

export function careerFacts(r: ParsedResume): CareerFacts {
  const dated = r.roles.filter((x) => x.startMonth !== undefined && x.endMonth !== undefined && x.endMonth >= x.startMonth);
  const chrono = [...dated].sort((a, b) => a.startMonth! - b.startMonth!);
  // union of role ranges, so overlapping roles are not counted twice
  let total = 0;
  let coveredTo = -Infinity;
  for (const role of chrono) {
    const s = Math.max(role.startMonth!, coveredTo);
    if (role.endMonth! + 1 > s) total += role.endMonth! + 1 - s;
    coveredTo = Math.max(coveredTo, role.endMonth! + 1);
  }
  const gaps: CareerFacts['gaps'] = [];
  let latestEnd = -Infinity;
  let latestRole: Role | undefined;
  for (const role of chrono) {
    if (latestRole && role.startMonth! - latestEnd > 6) gaps.push({ after: latestRole, before: role, months: role.startMonth! - latestEnd - 1 });
    if (role.endMonth! > latestEnd) {
      latestEnd = role.endMonth!;
      latestRole = role;
    }
  }
  const shortStints = dated.filter((x) => !x.current && x.endMonth! - x.startMonth! + 1 < 12 && (seniority(x.title) ?? 2) > 0);
  // the titles compared are the ones a rank was read from: a role with no title is neither the first nor the last
  const ranked = chrono.filter((x) => seniority(x.title) !== undefined);
  const ranks = ranked.map((x) => seniority(x.title)!);
  const progression: CareerFacts['progression'] =
    ranks.length === 0 ? 'unknown' : ranks.length === 1 ? 'single' : ranks[ranks.length - 1] > ranks[0] ? 'up' : ranks[ranks.length - 1] < ranks[0] ? 'down' : 'flat';
  return { totalMonths: total, gaps, shortStints, progression, firstTitle: ranked[0]?.title, lastTitle: ranked[ranked.length - 1]?.title };
}

const roleName = (x: Role) => [x.title, x.company].filter(Boolean).join(' at ') || quote(x.header[0]?.text ?? 'a role', 40);

function statementLines(r: ParsedResume): Set<number> {
  return new Set(r.statements.map((l) => l.n));
}

const LEADS_PEOPLE =
  /\b(?:(?:mentored|coached|(?<!newly\s)hired|trained)(?!\s+(?:to|by|as|in|on|for|at|with)\b)|(?:led|managed|supervised|directed|headed|oversaw)\b(?:\s+[\w&'’/-]+){0,5}?\s+(?:\d+\+?\s+)?(?:team|teams|staff|employees|people|associates|crew|crews|group|groups|department|departments|volunteers|agents|technicians|analysts|engineers|developers|nurses|reps|representatives|members|workers|students|interns|managers|supervisors|contractors|subcontractors|personnel|direct reports|officers|sales force|workforce))\b/i;

/** Skills as the résumé writes them, each once: "accounts receivables" and "Accounts Receivable" are one to a reader. */
const skillNames = (found: FoundSkill[]) => uniqueBy(found.map((f) => f.surface), (s) => s.toLowerCase().replace(/s$/, ''));

function skillDepth(r: ParsedResume, ats: AtsReport): { score: number; evidence: string[]; shown: FoundSkill[]; listedOnly: FoundSkill[] } {
  const hard = ats.resumeSkills.filter((f) => f.skill.kind === 'hard');
  const inStatements = statementLines(r);
  const lineOf = lineFinder(r.text);
  const shown = hard.filter((f) => f.hits.some((h) => inStatements.has(lineOf(h.start))));
  const listedOnly = hard.filter((f) => !shown.includes(f));
  const hot = hard.filter((f) => f.skill.hot || f.skill.inDemand);
  let score = 0.45 * Math.min(1, hard.length / 10) + 0.35 * (hard.length ? shown.length / hard.length : 0) + 0.2 * Math.min(1, hot.length / 5);
  if (ats.keywords) score = 0.7 * score + 0.3 * ats.keywords.hardCoverage;
  const evidence = [`${plural(hard.length, 'hard skill')} recognised${hot.length ? `, ${hot.length} flagged hot or in demand by O*NET (${listing(hot.map((f) => f.surface), 5)})` : ''}`];
  if (shown.length) evidence.push(`Used in role bullets: ${listing(skillNames(shown), 6)}`);
  if (listedOnly.length) evidence.push(`Listed but not shown in any role: ${listing(skillNames(listedOnly), 6)}`);
  return { score, evidence, shown, listedOnly };
}

function careerGrowth(r: ParsedResume, c: CareerFacts): { score: number; evidence: string[] } {
  if (!r.roles.length) return { score: 0.15, evidence: ['No roles found to judge career growth'] };
  const evidence: string[] = [];
  const years = c.totalMonths / 12;
  evidence.push(c.totalMonths ? `${describeMonths(c.totalMonths)} of dated experience across ${plural(r.roles.length, 'role')}` : `${plural(r.roles.length, 'role')}, none with readable dates`);
  const prog = { up: 1, flat: 0.6, down: 0.3, single: 0.6, unknown: 0.4 }[c.progression];
  if (c.progression === 'up') evidence.push(`Progression from ${c.firstTitle} to ${c.lastTitle}`);
  if (c.progression === 'down') evidence.push(`Most recent title (${c.lastTitle}) is more junior than the first (${c.firstTitle})`);
  for (const g of c.gaps) evidence.push(`${describeMonths(g.months)} gap between ${roleName(g.after)} and ${roleName(g.before)}`);
  // (a role known only by its dates is named once: "Short stint: January 2011 to September 2011")
  for (const s of c.shortStints) evidence.push(s.range && roleName(s).includes(s.range.text) ? `Short stint: ${s.range.text}` : `Short stint: ${roleName(s)} (${s.range?.text})`);
  const perRole = r.roles.reduce((n, x) => n + x.statements.length, 0) / r.roles.length;
  const stability = 1 - c.shortStints.length / r.roles.length;
  // what each role shows: statements with a figure, a named skill or an action — not duties
  const st = r.roles.flatMap((x) => x.statements);
  const substantial = st.filter((l) => figuresIn(l.content).length || opensWithActionVerb(l.content) || findSkills(l.content).some((f) => f.skill.kind === 'hard'));
  const substance = st.length ? (substantial.length / st.length) * Math.min(1, perRole / 3) : 0;
  if (st.length && substantial.length < st.length / 2) evidence.push(`Roles described by duties: ${substantial.length} of ${st.length} statements name an action, a tool or a result`);
  const score = 0.25 * Math.min(1, years / 8) + 0.2 * prog + 0.15 * stability + 0.15 * clamp(1 - 0.35 * c.gaps.length) + 0.25 * substance;
  return { score, evidence };
}

const UNPROFESSIONAL_EMAIL = /(sexy|party|babe|hottie|cutie|lover|420|69|xxx|killer|princess|gangsta|\bdude)/i;

function professional(r: ParsedResume, ats: AtsReport): { score: number; evidence: string[] } {
  const parse = ats.checks.filter((x) => ATS_WEIGHTS[x.id].group === 'parse');
  const base = parse.reduce((s, x) => s + x.weight * x.score, 0) / parse.reduce((s, x) => s + x.weight, 0) / 100;
  const evidence: string[] = [];
  let hygiene = 1;
  const pronouns = r.statements.filter((l) => /^(i|my|me)\b|\s(i|my|me)\s/i.test(l.content));
  if (pronouns.length) {
    hygiene -= Math.min(0.3, 0.1 * pronouns.length);
    evidence.push(`First-person pronouns in ${plural(pronouns.length, 'bullet')} (line ${pronouns[0].n}): ${quote(pronouns[0].content, 50)}`);
  }
  if (r.contact.email && UNPROFESSIONAL_EMAIL.test(r.contact.email.split('@')[0])) {
    hygiene -= 0.3;
    evidence.push(`Unprofessional email address: ${r.contact.email}`);
  }
  const markers = new Set(r.lines.filter((l) => l.marked).map((l) => l.text[0]));
  if (markers.size > 2) {
    hygiene -= 0.1;
    evidence.push(`${markers.size} different bullet markers (${[...markers].join(' ')})`);
  }
  const repeated = r.lines.find((l) => /\b(\w{2,})\s+\1\b/i.test(l.text) && !/\b(\d+)\s+\1\b/.test(l.text));
  if (repeated) {
    hygiene -= 0.1;
    evidence.push(`Repeated word at line ${repeated.n}: ${quote(repeated.text, 50)}`);
  }
  const lowerStart = r.statements.filter((l) => /^[a-z]/.test(l.content));
  if (lowerStart.length >= 2) {
    hygiene -= 0.1;
    evidence.push(`${plural(lowerStart.length, 'bullet')} start in lower case (line ${lowerStart[0].n})`);
  }
  const shouting = r.statements.filter((l) => l.content.length > 25 && l.content === l.content.toUpperCase() && /[A-Z]/.test(l.content));
  if (shouting.length) {
    hygiene -= 0.1;
    evidence.push(`Bullets written in capitals (line ${shouting[0].n})`);
  }
  const layout = ats.checks.find((x) => x.id === 'layout')!;
  if (layout.score < 100) evidence.push(...layout.evidence);
  if (!evidence.length) evidence.push('Consistent, plain formatting: standard headings, one date style, no layout artefacts');
  return { score: 0.7 * base + 0.3 * clamp(hygiene), evidence };
}

const IMPACT_VERBS = /^(increased|reduced|cut|saved|grew|grown|improved|boosted|raised|generated|won|exceeded|doubled|tripled|halved|lowered|accelerated|expanded|delivered|drove|eliminated|decreased|shortened|lifted)\b/i;

function results(r: ParsedResume): { score: number; evidence: string[]; best: Line[] } {
  const st = r.statements;
  if (!st.length) return { score: 0.1, evidence: ['No bullets describing results'], best: [] };
  const withFigures = st.filter((l) => quantifiesResult(l.content));
  const impact = st.filter((l) => IMPACT_VERBS.test(l.content) || /\b(increas|reduc|sav|grow|improv|cut)\w*\b.*\b(by|from|to)\b.*\d/i.test(l.content));
  const money = st.some((l) => /[$€£]\s?\d|\d+\s?%|percent/i.test(l.content));
  const ratio = withFigures.length / st.length;
  const score = 0.6 * Math.min(1, ratio / 0.6) + 0.25 * Math.min(1, impact.length / 4) + 0.15 * (money ? 1 : 0);
  const evidence = [`${withFigures.length} of ${st.length} bullets quantify a result`];
  // strongest proof first: percentages, money and multipliers over bare counts
  const weight = (l: Line) => figuresIn(l.content).reduce((n, f) => n + (/[%$€£×x]|percent|doubled|tripled|halved/i.test(f) ? 2 : 1), 0);
  // (a bullet pasted twice is one result, quoted and asked about once)
  const best = uniqueBy([...withFigures].sort((a, b) => weight(b) - weight(a) || a.n - b.n), (l) => l.content.trim().toLowerCase()).slice(0, 3);
  for (const l of best) evidence.push(`${quoteShowing(l.content, shownFigure(l.content), 80)} (line ${l.n})`);
  if (!impact.length) evidence.push('No bullet states an outcome (increased, reduced, saved, grew…)');
  return { score, evidence, best };
}

// A count of people or things ("a team of 4", "12 engineers", "3 clinics"), an age or a tenure ("a 30 year family owned…",
// "12 years of experience") is not a result anyone measured.
const COUNT_AFTER = /^\s*(?:\+\s*)?(?:[a-z-]+\s+){0,2}?(?:people|persons?|engineers?|developers?|staff|members?|reports?|employees?|nurses?|teachers?|students?|interns?|analysts?|designers?|volunteers?|team|teams|direct|clients?|stores?|sites?|clinics?|units?|departments?|wards?|regions?|shifts?|branches|locations?|projects?|languages?|countries|states|offices?|courses?|classes|beds?|stakeholders?|managers?|executives?|customers?|partners?|vendors?|suppliers?|counties|agencies|physicians?|patients?|schools?|year|years of (?:experience|service))\b/i;

/** Where a figure stands as a word of its own: "4" in "…AS400 … for 4 years" is the second "4", not inside "AS400". */
function figureAt(content: string, figure: string): number {
  const at = new RegExp(`(?<![\\p{L}\\d.,])${escapeRegExp(figure)}`, 'u').exec(content)?.index;
  return at ?? content.indexOf(figure);
}

// what an exam's score is said in ("a CGPA of 7.21", "85% marks in HSC", "92 percentile in CAT"; a teacher's "raised pass
// marks by 12%" is a result)
const ACADEMIC_SCORE = /\b(?:c?gpa|sgpa|cpi|percentile|marks (?:in|of|from)|(?:board|entrance|final|semester|university) exams?|hsc|ssc|honou?r society|dean'?s list|cum laude)\b/i;

/**
 * A school grade, or either end of a range of them ("lesson plans for grades 1-8", "Grade 5"), or a student's score
 * beside what it scores ("with CGPA of 7.21", "Scored 85% in HSC board exams"): no figure of a result at work.
 */
function isGrade(content: string, figure: string, at = figureAt(content, figure)): boolean {
  if (/\bgrades?\s*(?:\d{1,2}\s*[-–]\s*)?$/i.test(content.slice(Math.max(0, at - 12), at))) return true;
  // a grade point out of 4 ("3.97/4.00", "3.5 out of 4")
  if (/^\s*(?:\/|out of)\s*4(?:\.0{1,2})?(?![\d.])/i.test(content.slice(at + figure.length, at + figure.length + 12))) return true;
  if (/^4(?:\.0{1,2})?$/.test(figure) && /\d\s*(?:\/|out of)\s*$/.test(content.slice(Math.max(0, at - 12), at))) return true;
  return ACADEMIC_SCORE.test(content.slice(Math.max(0, at - 30), at + figure.length + 30));
}

/**
 * How long someone worked ("1.1+ Years of experience", "…for 6 years.") or how big a thing is ("a 160-acre campus", "a
 * 30-bed unit"): a figure of the setting, not of a result.
 */
function isSizeOrTenure(content: string, figure: string, at = figureAt(content, figure)): boolean {
  // (a bounded look after the figure: a long line with many figures costs no more than a short one)
  const start = at + figure.length;
  const after = content.slice(start, start + 80);
  if (/^\d[\d,.]*$/.test(figure) && /^-\p{Ll}/u.test(after)) return !/^-(?:percent|fold|times)\b/i.test(after);
  // (years a result took stay one: "doubled sales in 2 years, while…", "top rated 10 years in a row")
  if (/^\s*\+?\s*(?:years?|yrs?)\b(?:\s+\S+){0,3}?\s+(?:experience|exp)\b/i.test(after) || (start + 80 >= content.length && /^\s*\+?\s*(?:years?|yrs?)\s*[.,;]?\s*$/i.test(after))) return true;
  return isTenure(content.slice(Math.max(0, at - 80), at), figure, after, start + 80 >= content.length);
}

const TENURE_UNIT = /^\s*\+?\s*(?:years?|yrs?|months?|mos?|mths?)\b/i;

/**
 * How long someone held a job, said of the job: "Experience of 2 Yrs as…", "office assistant 6 MONTH", "a private
 * practice for more than 6 years", "internship for 6 months duration". The time a result took stays ("within the first
 * 3 months", "promoted in 18 months", "for 3 years running").
 */
function isTenure(before: string, figure: string, after: string, atEnd: boolean): boolean {
  const unit = /(?:years?|yrs?|months?|mos?|mths?)$/i.test(figure) ? '' : TENURE_UNIT.exec(after)?.[0];
  if (unit === undefined) return false;
  const rest = after.slice(unit.length);
  if (/^\s*(?:in a row|running|straight|consecutive)/i.test(rest)) return false;
  if (/^\s*(?:of\s+)?(?:duration|tenure|experience|exp\b|as\b)/i.test(rest)) return true;
  if (/\b(?:experience|exp)\.?\s*(?:of|:|-)?\s*(?:about|around|over|nearly|almost|more than)?\s*$/i.test(before)) return true;
  if (/\b(?:practice|internship|worked|working|employed|served|serving|job|role|position|tenure)\b[^.;]*\bfor\s+(?:(?:a\s+)?(?:period of|total of|more than|over|about|around|nearly|almost|approximately|the past|the last|past|last)\s+)?$/i.test(before)) return true;
  // a line that ends on a time, with no word before that makes it a result's ("office assistant 6 months")
  return atEnd && /^\s*[.,;]?\s*$/.test(rest) && !/\b(?:within|in|under|after|first|than|of|the|past|last|every|each|per|by|over|next|only|just)\s*$/i.test(before);
}

/**
 * A figure of the setting, not of a result: a grade, a tenure, a size, a code run on after a hyphen or "#" ("Gurgaon
 * -122002", "IJAR-20656"; "over 20000 personnel" is a count), or what figure-names reads as naming or dating a thing.
 */
// (the figure is found once, and each check reads around that place)
const measuresNoResult = (content: string, figure: string, at = figureAt(content, figure)) =>
  isGrade(content, figure, at) || isSizeOrTenure(content, figure, at) || (/^\d{5,}$/.test(figure) && /[-#]/.test(content[at - 1] ?? '')) || figureNames(content, figure, at) !== undefined;

/** A statement that quantifies a result: some figure in it measures one, not its setting. */
export const quantifiesResult = (content: string): boolean =>
  measuredLine(content) && !describesOrganisation(content) && figuresIn(content).some((f) => !measuresNoResult(content, f));

/** The figure in a statement that states a result (%, money, a multiplier, time, an amount), not a headcount. */
export function resultFigure(content: string): string | undefined {
  if (describesOrganisation(content)) return undefined;
  const figures = figuresIn(content);
  const strong = figures.find((f) => /[%$€£¥×]|percent|\dx\b|[kmb]\b|million|billion|doubled|tripled|quadrupled|halved|hours?|days?|weeks?|months?|minutes?|seconds?|ms\b/i.test(f) && !measuresNoResult(content, f));
  if (strong) return strong;
  for (const f of figures) {
    const at = figureAt(content, f);
    const before = content.slice(Math.max(0, at - 12), at);
    if (COUNT_AFTER.test(content.slice(at + f.length)) || /\b(?:team of|group of|of|led|managed|supervised|mentored|trained|hired)\s*$/i.test(before) || measuresNoResult(content, f, at)) continue;
    // a bare number is quoted with what it counts: "5 star rating", not "5"
    const counted = BARE_NUMBER_RE.test(f) ? countedWords(content.slice(at + f.length)) : undefined;
    return counted ? f + counted : f;
  }
  return undefined;
}

/** The figure a quote of a measured result must show: its result, or else its first figure. */
const shownFigure = (content: string) => resultFigure(content) ?? figuresIn(content).find((f) => !measuresNoResult(content, f));

const BARE_NUMBER_RE = /^\d[\d,.]*$/;
/**
 * The words after a bare number that say what it counts, up to a small word or the plural that ends them: "star
 * rating" in "5 star rating on Yelp", "learning management systems" in "2 learning management systems, 11 online…",
 * "men" in "3-5 men while supporting…".
 */
const COUNTED_WORDS_RE = /^(?:[ -](?!(?:on|in|of|at|to|for|by|from|with|within|among|between|out|and|or|the|a|an|per|over|than|while|when|during|as|that|which|who|across|into|through|including|under|using|via|each|is|are|was|were|has|have|had)\b)[a-z]+){1,3}/;
function countedWords(after: string): string | undefined {
  const taken = COUNTED_WORDS_RE.exec(after)?.[0];
  if (!taken) return undefined;
  // (each word with the space or hyphen before it) …ending on the first plural, which names what was counted
  const words = taken.split(/(?=[ -])/);
  const plural = words.findIndex((w) => /[^s]s$/.test(w) && !/(?:sales|series|news|ics|us|is)$/.test(w));
  return words.slice(0, plural >= 0 ? plural + 1 : 2).join('');
}

const WORD_NUM: Record<string, number> = { five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };

function authenticity(r: ParsedResume, c: CareerFacts, depth: { listedOnly: FoundSkill[]; shown: FoundSkill[] }, resumeSkills: FoundSkill[]): { score: number; evidence: string[] } {
  let score = 1;
  const evidence: string[] = [];
  const phraseLines = new Map<string, Line>();
  for (const line of r.lines) for (const p of stockPhrasesIn(line.text)) if (!phraseLines.has(p)) phraseLines.set(p, line);
  if (phraseLines.size) {
    score -= Math.min(0.4, 0.07 * phraseLines.size);
    evidence.push(`Stock or AI-typical phrasing: ${listing([...phraseLines.entries()].map(([p, l]) => `"${p}" (line ${l.n})`), 5)}`);
  }
  const summaryText = r.summary.map((l) => l.text).join(' ');
  const claimed = /(\d{1,2}|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s*\+?\s*years?/i.exec(summaryText);
  if (claimed && c.totalMonths > 0) {
    const years = Number(claimed[1]) || WORD_NUM[claimed[1].toLowerCase()];
    if (years > c.totalMonths / 12 + 1.5) {
      score -= 0.2;
      evidence.push(`Summary claims "${claimed[0]}" but the dated roles add up to ${describeMonths(c.totalMonths)}`);
    }
  }
  const experienceText = r.statements.map((l) => l.content).join('\n');
  const usedSkills = new Set(findSkills(experienceText).map((f) => f.skill.id));
  for (const line of r.lines) {
    const m = EXPERT_CLAIM_RE.exec(line.text);
    // a word cased as a product names it ("Benefits eXpert"): no claim; nor does an employer's name on its label line
    // ("company - EXPERT CONSTRUCTION")
    if (!m || (/^\p{L}\p{Ll}*\p{Lu}/u.test(m[0]) && /\p{Ll}/u.test(m[0])) || /^\s*(?:company|employer|organi[sz]ation|client)\s*[-:–]/i.test(line.text)) continue;
    const claimedSkills = findSkills(line.text).filter((f) => f.skill.kind === 'hard');
    const unsupported = claimedSkills.filter((f) => !usedSkills.has(f.skill.id));
    if (unsupported.length || !claimedSkills.length) {
      score -= 0.1;
      evidence.push(
        unsupported.length
          ? `"${m[0]}" claim for ${listing(unsupported.map((f) => f.surface), 3)} (line ${line.n}) with no role bullet that uses it`
          : `"${m[0]}" claim with nothing to back it (line ${line.n}): ${quote(line.text, 60)}`,
      );
    }
    if (evidence.length > 8) break;
  }
  if (depth.listedOnly.length >= 6 && depth.listedOnly.length > 1.5 * Math.max(1, depth.shown.length)) {
    score -= 0.1;
    evidence.push(`${plural(depth.listedOnly.length, 'skill')} listed with no role that uses them: the list may be padded`);
  }
  const seen = new Map<string, Line>();
  const repeats: string[] = [];
  for (const l of r.statements) {
    const key = l.content.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    if (key.length < 20) continue;
    const first = seen.get(key);
    if (first) repeats.push(`${first.n} and ${l.n}`);
    else seen.set(key, l);
  }
  // one finding however many: a role pasted twice is one thing to fix, not six
  if (repeats.length) {
    score -= 0.08 * repeats.length;
    evidence.push(repeats.length === 1 ? `Bullet repeated word for word at lines ${repeats[0]}` : `${repeats.length} bullets repeated word for word, the first at lines ${repeats[0]}`);
  }
  const stuffed = resumeSkills.find((f) => f.count >= 7);
  if (stuffed) {
    score -= 0.08;
    evidence.push(`"${stuffed.surface}" appears ${stuffed.count} times: reads as keyword stuffing`);
  }
  if (!evidence.length) evidence.push('Specific, first-hand wording: no stock phrases or unsupported claims found');
  return { score: Math.max(0.2, score), evidence };
}

export function reviewResume(resumeText: string, jobDescription: string | undefined, now: Date): ResumeFindings {
  const resume = parseResume(resumeText, now);
  const posting = jobDescription && jobDescription.trim() ? parsePosting(jobDescription) : undefined;
  const forResume = posting ? resumeForMatch(resume) : undefined;
  const forPosting = posting ? postingForMatch(posting) : undefined;
  const ats = runAtsChecks(resume, posting, { resume: forResume, posting: forPosting });
  const career = careerFacts(resume);
  const depth = skillDepth(resume, ats);
  const growth = careerGrowth(resume, career);
  const prof = professional(resume, ats);
  const res = results(resume);
  const auth = authenticity(resume, career, depth, ats.resumeSkills);
  const match = forResume && forPosting ? blend(jobMatchParts(forResume, forPosting, ats.keywords!.rate!, career)) : undefined;
  const parts: [number, number][] = match
    ? [[match.score, 0.25], [ats.score / 100, 0.15], [depth.score, 0.15], [growth.score, 0.15], [res.score, 0.15], [prof.score, 0.075], [auth.score, 0.075]]
    : [[ats.score / 100, 0.2], [depth.score, 0.2], [growth.score, 0.2], [res.score, 0.2], [prof.score, 0.1], [auth.score, 0.1]];
  const overall = parts.reduce((s, [v, w]) => s + v * w, 0);
  return {
    resume,
    posting,
    ats,
    career,
    scores: {
      overallScore: pct(overall),
      jobMatchScore: match ? pct(match.score) : null,
      atsScore: ats.score,
      technicalSkillsScore: pct(depth.score),
      experienceQualityScore: pct(growth.score),
      formatDesignScore: pct(prof.score),
      achievementImpactScore: pct(res.score),
      authenticityScore: pct(auth.score),
    },
    evidence: {
      jobMatchScore: match?.evidence ?? ['No job description given: job match not scored'],
      atsScore: ats.checks.map((c) => `${c.label} ${c.score}/100 (weight ${c.weight}): ${c.evidence[0]}`),
      technicalSkillsScore: depth.evidence,
      experienceQualityScore: growth.evidence,
      formatDesignScore: prof.evidence,
      achievementImpactScore: res.evidence,
      authenticityScore: auth.evidence,
    },
  };
}


/** Used by at most one real posting in eight (idf = 1 + ln((N + 1) / (df + 1))): a word most postings use is no keyword ("offering", "local"). */
const KEYWORD_MIN_IDF = 3;

/**
 * The job titles a posting's title names, each short enough to search for whole: a title that joins two jobs ("Motion
 * Graphic Designer and Film Editor") gives each its own. A title too long or odd to type ("2+ years Attorney") gives none.
 */
function titleParts(postingTitle: string | undefined): string[] {
  const title = postingTitle?.replace(/\s+/g, ' ').trim();
  if (!title || !/^\p{L}[\p{L}.&/' -]*$/u.test(title)) return [];
  const parts = title.split(/\s+(?:and|&|-)\s+|\s*\/\s*(?=\p{Lu}[\p{Ll}])/u).map((p) => p.trim());
  return (title.split(' ').length <= 5 ? [title] : parts).filter((p) => p && p.split(' ').length <= 5);
}

/**
 * Words the posting stresses that the résumé never uses, after the skills: a posting without named tools ("Yoga
 * Teacher": Vinyasa, poses, studio) still has words a screener looks for. Only words the posting repeats count, at
 * most six; an "-ing" word is an action, a word shouted in capitals a heading, a place, a web address or words run
 * together ("studioHub") no requirement. Each is named as the posting writes it ("real estate") and kept only when it is
 * a noun there (keywordAround).
 */
function unusedPostingWords(km: KeywordMatch, postingTitle: string | undefined, wholePosting: string): string[] {
  // read where the posting speaks of the job, not of its employer or benefits
  const postingText = km.askedText;
  // a word of the job's title stands for the title, which a screener searches whole: "Speech Language Pathologist",
  // not "Speech" and "Language"; "Film" for "Film Editor" in "Motion Graphic Designer and Film Editor"
  const titleOf = new Map<string, string>();
  for (const part of titleParts(postingTitle)) for (const key of termsIn(part).keys()) if (!titleOf.has(key)) titleOf.set(key, part);
  const skillWords = new Set(km.posting.map((f) => f.surface.toLowerCase()));
  // a place is no keyword: the words of "Murrieta, CA", "Los Angeles, California", "located in Fort Collins", a state,
  // wherever the posting names it ("loves Huntsville" asked, "Huntsville, Alabama" where it speaks of the school)
  const places = new Set<string>();
  for (const m of wholePosting.matchAll(PLACE_MENTION_RE)) for (const w of m[0].split(/[\s,]+/)) places.add(w.toLowerCase());
  const out: string[] = [];
  let tried = 0;
  for (const t of km.terms?.missing ?? []) {
    // each word tried costs a part-of-speech pass over its sentence: the heaviest dozen are enough for six
    if (out.length >= 6 || tried >= 12) break;
    if (t.count < 2 || idf(t.key) < KEYWORD_MIN_IDF || !/^[\p{L}-]+$/u.test(t.surface) || /\p{Ll}\p{Lu}/u.test(t.surface)) continue;
    if (/ing$/i.test(t.surface) || /^[A-Z]{4,}$/.test(t.surface) || places.has(t.surface.toLowerCase()) || skillWords.has(t.surface.toLowerCase())) continue;
    const title = titleOf.get(t.key);
    if (title) {
      if (!out.includes(title)) out.push(title);
      continue;
    }
    tried++;
    // one term once: not "estate" after "real estate", nor "NET" after the skill ".NET"; a two-word term that overlaps
    // one already listed ("pilates barre" after "zumba pilates", as a list with no commas reads) gives its word alone
    const letters = (w: string) => w.toLowerCase().replace(/[^\p{L}]/gu, '');
    const taken = new Set([...out, ...skillWords].flatMap((o) => o.split(' ').map(letters)));
    const fresh = (k: string | undefined) => (k && !k.split(' ').some((w) => taken.has(letters(w))) ? k : undefined);
    const keyword = fresh(keywordAround(t.surface, postingText)) ?? fresh(keywordAround(t.surface, postingText, false));
    if (keyword) out.push(keyword);
  }
  return out;
}

/** Nouns every posting may use that name no requirement ("ways", "aspects", "letter"). */
const GENERIC_NOUNS = new Set(
  'ways way aspects aspect areas area form forms letter letters roles role preference preferences things thing part parts level levels kind kinds type types lot lots member members people person individual individuals place places world life end side manner matter matters means reason reasons sense set variety range number numbers million billion thousands hundreds minutes hours vice president everyone inc llc abilities familiarity pounds top belief basis others user users feature features base class core concept concepts tenets philosophy history region regions effort efforts profile resolve vacation holidays someone impact summer forward central objective objectives leave overview last lives strength strengths sector sectors topics periods options expertise attitude subject guidelines mindset alignment suite capable listener choice fall pieces ideas availability contact premises accommodations barriers illnesses rates borrower borrowers distributors act term heart element accordance spotlight appearances insight duty duties charge hybrid remote onsite county tips'.split(' '),
);

/**
 * The keyword a posting's word stands for, or undefined when it is none: the two-word term the posting always writes it
 * in ("real estate", "front desk"), else the word itself, kept only when it is a noun in the posting's sentence ("forth",
 * "periodic", "safely", "check in" are no requirement a screener looks for).
 */
function keywordAround(word: string, postingText: string, phrases = true): string | undefined {
  // the word's uses (a literal search), each with the word written before and after it on the same line
  const seen = [...postingText.matchAll(new RegExp(`(?<![\\p{L}-])${escapeRegExp(word)}(?![\\p{L}-])`, 'giu'))].slice(0, 12).map((m) => ({
    index: m.index,
    text: m[0],
    before: /(\p{L}{1,40})[ \t]+$/u.exec(postingText.slice(Math.max(0, m.index - 48), m.index))?.[1],
    after: /^[ \t]+(\p{L}{1,40})/u.exec(postingText.slice(m.index + m[0].length, m.index + m[0].length + 48))?.[1],
  }));
  if (!seen.length) return undefined;
  const same = (pick: (m: (typeof seen)[number]) => string | undefined) => {
    const words = seen.map((m) => pick(m)?.toLowerCase());
    return seen.length >= 2 && words.every((w) => w && w === words[0]) ? pick(seen[0]) : undefined;
  };
  const after = same((m) => m.after);
  // always written before a word every posting uses ("Prior experience"): boilerplate, not a term
  if (after && !termKey(after)) return undefined;
  const before = same((m) => m.before);
  const first = seen[0].text;
  const phrase = !phrases ? first : before && termKey(before) ? `${before} ${first}` : after ? `${first} ${after}` : first;
  const words = phrase.split(' ');
  const head = words[words.length - 1];
  if (words.some((w) => GENERIC_NOUNS.has(w.toLowerCase()))) return undefined;
  // the people a job works with or as ("attorneys", "clerks", "instructors") are no keyword to show on a résumé
  if (words.length === 1 && ROLE_WORDS_RE.exec(head)?.[0].length === head.length) return undefined;
  // a word of a heading is layout, not a requirement: the start of a line up to a colon ("Physical Demands:", run in or
  // not), or a line that is the term alone
  // (each look is bounded to 40 characters around the use, so a 50,000-character line costs no more than a short one)
  const inHeading = (m: (typeof seen)[number]) => {
    const lineStart = postingText.slice(Math.max(0, m.index - 40), m.index).lastIndexOf('\n');
    if (lineStart < 0 && m.index > 40) return false;
    const from = lineStart < 0 ? 0 : Math.max(0, m.index - 40) + lineStart + 1;
    const head = postingText.slice(from, from + 41);
    const colon = head.indexOf(':');
    if (colon >= 0 && from + colon >= m.index && !/[.;!?\n]/.test(head.slice(0, colon))) return true;
    return head.split('\n')[0].trim().toLowerCase() === phrase.toLowerCase();
  };
  if (seen.some(inHeading)) return undefined;
  // one part-of-speech pass over the first use's sentence (a window of it) tags both words
  const at = seen[0].index;
  const terms: { text: string; tags: string[] }[] = nlp(postingText.slice(Math.max(0, at - 30), at + seen[0].text.length + 30)).json({ terms: { tags: true } }).flatMap((sentence: { terms: { text: string; tags: string[] }[] }) => sentence.terms);
  const tagsOf = (w: string): string[] => terms.find((t) => t.text.toLowerCase() === w.toLowerCase())?.tags ?? [];
  const headTags = tagsOf(head);
  // a city, country or region is where the job is, not what it asks ("Japan"); compromise calls "Bar" a place too, but
  // no city: it stays for an attorney
  // an organisation's, a person's or a place's name, always capitalised ("Satterley & Greenwood", "St. Helens") is no
  // requirement; a language ("French", a demonym) and an acronym stay
  const properName = headTags.some((t) => /^(?:Organization|Person|FirstName|LastName|Place)$/.test(t)) && !headTags.some((t) => t === 'Acronym' || t === 'Demonym') && seen.every((m) => /^\p{Lu}/u.test(m.text));
  const noun = !properName && headTags.includes('Noun') && !headTags.some((t) => /^(?:Pronoun|Value|Adverb|Adjective|Verb|Person|City|Country|Region|Honorific|Date|Duration)$/.test(t));
  const modifier = words.length === 1 || !tagsOf(words[0]).some((t) => /^(?:Verb|Adverb|Pronoun|Comparative|Superlative|Determiner)$/.test(t));
  return noun && modifier ? phrase : undefined;
}

/**
 * Skills, each in its longest form the list holds: "SQL" gives way to "SQL Server" where both are missing (it asks for
 * both, and a screener's search for either finds it), in the shorter one's place; "JS" stays beside "Node.js".
 */
function longestForms(skills: string[]): string[] {
  return skills.map((short) => {
    const within = new RegExp(`(?<![\\p{L}\\d.])${escapeRegExp(short)}(?![\\p{L}\\d])`, 'iu');
    return skills.find((long) => long.length > short.length && within.test(long)) ?? short;
  });
}

const cap = (list: string[], n: number) => uniqueBy(list.filter(Boolean), (s) => s.toLowerCase()).slice(0, n);

/** The scanner's result: ATS-compatibility and résumé score, with evidence in every line. */
export function scanFromFindings(f: ResumeFindings): ResumeScanOutput {
  const { ats } = f;
  const byLoss = [...ats.checks].sort((a, b) => b.weight * (100 - b.score) - a.weight * (100 - a.score));
  const strengths = ats.checks
    .filter((c) => c.score >= 80)
    .sort((a, b) => b.weight - a.weight)
    .map((c) => `${c.label}: ${c.evidence[0]}`);
  const hot = ats.resumeSkills.filter((s) => s.skill.kind === 'hard' && (s.skill.hot || s.skill.inDemand));
  if (hot.length >= 3) strengths.push(`In-demand skills employers search for: ${listing(hot.map((s) => s.surface), 6)}`);
  const quantified = ats.checks.find((c) => c.id === 'quantified')!;
  if (quantified.score >= 80 && quantified.evidence[1]) strengths.push(`Measured results, e.g. ${quantified.evidence[1]}`);
  const weaknesses = byLoss.filter((c) => c.score < 70).map((c) => `${c.label} (${c.score}/100): ${c.evidence.slice(0, 2).join('; ')}`);
  // each named by what it is ("problem solving", not the "solved" of "problem-solved"), as its maker spells it
  const keywords = uniqueBy(
    [...ats.resumeSkills.filter((s) => s.skill.kind === 'hard'), ...ats.resumeSkills.filter((s) => s.skill.kind === 'soft')].map((s) => skillInProse(s.surface, s.skill)),
    (k) => k.toLowerCase(),
  );
  const recommendations = byLoss.filter((c) => c.score < 100).flatMap((c) => c.advice);
  return {
    score: ats.score,
    atsCompatibility: ats.parseScore,
    checks: ats.checks.map(({ id, label, weight, score, evidence }) => ({ id, label, weight, score, evidence })),
    strengths: cap(strengths, 10),
    weaknesses: cap(weaknesses, 6),
    keywords: cap(keywords, 27),
    recommendations: cap(recommendations, 10),
  };
}

/** The analysis result: eight scores from a hiring manager's view, each list item tied to a line or term. */
export function analysisFromFindings(f: ResumeFindings): ResumeAnalysisOutput {
  const { ats, career, resume, posting, scores, evidence } = f;
  const strengths: string[] = [];
  const concerns: string[] = [];
  const focus: string[] = [];
  if (career.progression === 'up' && career.totalMonths) strengths.push(`Career growth: ${describeMonths(career.totalMonths)} of experience rising from ${career.firstTitle} to ${career.lastTitle}`);
  else if (career.totalMonths >= 36) strengths.push(`${describeMonths(career.totalMonths)} of dated experience`);
  const res = results(resume);
  for (const l of res.best.slice(0, 2)) strengths.push(`Measured result: ${quoteShowing(l.content, shownFigure(l.content), 90)}`);
  const depth = skillDepth(resume, ats);
  if (skillNames(depth.shown).length >= 3) strengths.push(`Hands-on skills shown in role bullets, not just listed: ${listing(skillNames(depth.shown), 6)}`);
  if (ats.keywords && ats.keywords.matched.length) {
    const [covered, asked] = [ats.keywords.matched.length, ats.keywords.posting.length];
    strengths.push(`Covers ${asked === 1 ? 'the one skill' : `${covered} of ${asked} skills`} the posting asks for: ${listing(ats.keywords.matched.map((m) => skillInProse(m.inResume.surface, m.inResume.skill)), 6)}`);
  }
  // leading people, not managing things: "Supervised a crew of 12", "Led the team meeting", "Mentored 3 juniors", not
  // "managed accounts payable invoices" or "maintaining supervised bank accounts"
  const leadership = resume.statements.find((l) => LEADS_PEOPLE.test(l.content));
  if (leadership) strengths.push(`Leadership shown: ${quote(leadership.content, 80)} (line ${leadership.n})`);
  if (scores.formatDesignScore >= 85) strengths.push('Clean, readable layout a parser and a reader can scan in seconds');
  // (a résumé of a few lines has too little wording to praise, and one with a stock phrase found is not free of them)
  const wordingClean = evidence.authenticityScore.every((e) => e.startsWith('Specific'));
  if (scores.authenticityScore >= 85 && wordingClean && resume.statements.length >= 3) strengths.push('Specific, first-hand wording with no stock phrasing');

  for (const g of career.gaps) {
    concerns.push(`${describeMonths(g.months)} gap between ${roleName(g.after)} and ${roleName(g.before)}`);
    focus.push(`Interview focus: ask what happened in the ${describeMonths(g.months)} between ${roleName(g.after)} and ${roleName(g.before)}.`);
  }
  if (career.shortStints.length >= 2) concerns.push(`${plural(career.shortStints.length, 'short stint')} under a year: ${listing(career.shortStints.map(roleName), 3)}`);
  if (career.progression === 'down') concerns.push(evidence.experienceQualityScore.find((e) => e.startsWith('Most recent title')) ?? 'Titles move down over time');
  if (scores.achievementImpactScore < 60) concerns.push(`Few measured results: ${evidence.achievementImpactScore[0]}`);
  for (const e of evidence.authenticityScore) if (!e.startsWith('Specific')) concerns.push(e);
  for (const c of ats.checks) if (c.score < 60 && c.id !== 'keywords' && c.id !== 'quantified') concerns.push(`${c.label} (${c.score}/100): ${c.evidence[0]}`);
  if (ats.keywords) {
    const hardMissing = ats.keywords.missing.filter((s) => s.skill.kind === 'hard');
    if (hardMissing.length) concerns.push(`Missing skills the posting asks for: ${listing(hardMissing.map((s) => s.surface), 6)}`);
    if (posting?.requiredYears && career.totalMonths / 12 < posting.requiredYears.years)
      concerns.push(`Posting asks for "${posting.requiredYears.text}"; ${career.totalMonths ? `the résumé shows ${describeMonths(career.totalMonths)}` : 'the résumé has no dated roles to count years from'}`);
  }
  if (depth.listedOnly.length) focus.push(`Interview focus: probe depth in ${listing(depth.listedOnly.map((s) => s.surface), 3)}: listed but never used in a role.`);
  for (const l of res.best.slice(0, 2)) {
    const result = resultFigure(l.content);
    focus.push(
      result
        ? `Interview focus: ask how "${result}" was measured and what the candidate's own part was (line ${l.n}).`
        : `Interview focus: ask what the candidate's own part was in ${quote(l.content, 60)} (line ${l.n}).`,
    );
  }
  const recs = [
    ...focus,
    ...[...ats.checks].sort((a, b) => b.weight * (100 - b.score) - a.weight * (100 - a.score)).flatMap((c) => c.advice),
  ];
  if (!posting) recs.push('Add the job description to score job match and list missing keywords.');
  const missingKeywords = ats.keywords
    ? longestForms([
        ...ats.keywords.missing.filter((s) => s.skill.kind === 'hard'),
        ...ats.keywords.missing.filter((s) => s.skill.kind === 'soft'),
      ].map((s) => s.surface)).concat(unusedPostingWords(ats.keywords, posting?.title, posting?.text ?? ''))
    : [];
  return {
    ...scores,
    scoreEvidence: evidence,
    strengths: cap(strengths, 10),
    improvements: cap(concerns, 8),
    missingKeywords: cap(missingKeywords, 15),
    recommendations: cap(recs, 10),
  };
}

