// Word lists the analysers cite: action verbs, weak openers, stock (AI-sounding) phrasing, unsupported superlatives.
import lists from '../../../data/action-phrases.json';
import { rememberedByText } from './text';

const VERB_BASES = lists.actionVerbs;

const IRREGULAR: Record<string, string[]> = lists.irregularPasts;

/** The base of an irregular past form our list knows ("rebuilt" → "rebuild", "oversaw" → "oversee"). */
export function irregularBase(past: string): string | undefined {
  const key = past.toLowerCase();
  return Object.entries(IRREGULAR).find(([base, pasts]) => base !== key && pasts.includes(key))?.[0];
}

function forms(base: string): string[] {
  const out = [base, base + 's'];
  if (base.endsWith('e')) out.push(base + 'd', base.slice(0, -1) + 'ing');
  else if (/[^aeiou]y$/.test(base)) out.push(base.slice(0, -1) + 'ied', base.slice(0, -1) + 'ies', base + 'ing');
  else if (/^(plan|ship|scrap|control|pilot|program|model|cancel|label|travel|chair|audit)$/.test(base))
    out.push(base + 'ed', base + base.slice(-1) + 'ed', base + 'ing', base + base.slice(-1) + 'ing');
  else out.push(base + 'ed', base + 'ing');
  return [...out, ...(IRREGULAR[base] ?? [])];
}

// Verbs résumés open with that the list above lacks, with the British spellings many résumés use.
const MORE_VERB_BASES = lists.moreActionVerbs;

export const ACTION_VERBS = new Set([...VERB_BASES, ...MORE_VERB_BASES].flatMap(forms));
for (const [base, irregular] of Object.entries(IRREGULAR)) for (const f of [base, ...irregular]) ACTION_VERBS.add(f);
// the trades' and front desks' actions, in the past only: their base forms name things as often ("Stock control", "Order
// entry", "Price lists"), while "Restocked shelves" or "Adjusted auditing reports" is an action
for (const past of lists.pastOnlyActions) ACTION_VERBS.add(past);

/** Openers that describe a duty instead of an action and its result. */
export const WEAK_OPENERS = lists.weakOpeners;

/** The verbs in -ed and -ing that open those ("helped", "tasked", "working"): still a bullet's first word where one opens. */
export const WEAK_OPENING_VERBS = new Set(WEAK_OPENERS.map((w) => w.split(' ')[0]).filter((w) => /(?:ed|ing)$/.test(w)));

/** Phrasing typical of generated or stock résumé text; each hit lowers authenticity, with the phrase cited. */
export const STOCK_PHRASES = lists.stockPhrases;

/** Claims that need proof elsewhere in the résumé. */
// ("Master of Arts", "Master of Science in…" is a degree, not a claim)
export const EXPERT_CLAIM_RE = /\b(expert|mastery|master of(?!\s+(?:arts|science|sciences|business|engineering|education|fine arts|laws|public|social|philosophy|technology|computer|commerce|nursing|health|music|architecture|divinity|library|accountancy|professional|applied|international|management|administration|information)\b)|guru|ninja|world-class|best-in-class|award-winning|renowned|top performer|industry-leading|highly accomplished)\b/i;

export function firstWord(text: string): string {
  return (text.trim().match(/^[A-Za-z][A-Za-z-]*/)?.[0] ?? '').toLowerCase();
}

export function opensWithActionVerb(text: string): boolean {
  // "Brief: …", "Brief Profile", "Design Summary": a label or a heading, not an action
  return !LABEL_OPENER.test(text.trim()) && ACTION_VERBS.has(firstWord(text));
}

const LABEL_OPENER = /^[A-Za-z][A-Za-z-]*\s*:|^[A-Za-z][A-Za-z-]*\s+(?:profile|description|summary|overview|details)\b/i;

export function weakOpener(text: string): string | undefined {
  const lower = text.trim().toLowerCase();
  return WEAK_OPENERS.find((w) => lower.startsWith(w + ' ') || lower === w);
}

// compiled once: building ~70 patterns for every line made the analysis grow with the résumé's line count
const STOCK_PATTERNS = STOCK_PHRASES.map((p) => [p, new RegExp(`(^|[^a-z])${p.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}([^a-z]|$)`)] as const);

// …and as one alternation, which matches exactly where one of them does (it backtracks through every phrase): a line
// with none of them, most lines, is read once instead of once per phrase
const ANY_STOCK_PATTERN = new RegExp(`(^|[^a-z])(?:${STOCK_PHRASES.map((p) => p.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})([^a-z]|$)`);

export function stockPhrasesIn(text: string): string[] {
  const lower = text.toLowerCase();
  if (!ANY_STOCK_PATTERN.test(lower)) return [];
  return STOCK_PATTERNS.filter(([, re]) => re.test(lower)).map(([p]) => p);
}

const FIGURE_MARK = /\d|doubled|tripled|quadrupled|halved/i;

/** A figure that measures something: %, money, multipliers, counts — dates and years removed first. */
export const figuresIn = rememberedByText(function figuresIn(text: string): string[] {
  // every figure holds a digit or one of the words below, and the rewrites only take text away: without either there is
  // nothing to find (most lines; it spares the twenty passes below)
  if (!FIGURE_MARK.test(text)) return [];
  const withoutDates = text
    // a day with its month and year ("7 Dec 2006", "Dec 7, 2006", "20th March 2007") is a date: its day counts nothing
    .replace(/\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d{2}\b/gi, ' ')
    .replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b/gi, ' ')
    .replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b/gi, ' ')
    // a year cut to two digits after an apostrophe ("Aug'07", "Sep' 2K", "'03"), or after a month in a range ("03/08 to
    // 02/13"), is a date too
    .replace(/\b(?:0?[1-9]|1[0-2])\/\d{2}\s*(?:[-–]|to)\s*(?:(?:0?[1-9]|1[0-2])\/\d{2}\b|present\b|current\b|now\b|date\b)/gi, ' ')
    .replace(/(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*)?['’]\s?(?:\d{2}|2K)\b/gi, ' ')
    // the number of an item in a list ("1. Project Name…", "2) Site survey") counts nothing, nor does a number that names
    // a thing ("project no 2065864", "building 1 to building 11", "phase 2")
    .replace(/^\s*\d{1,2}[.)]\s/, ' ')
    // (…glued to its item after a bullet or the line's start: "• 1.Exterior and Interior of buildings", "8.day-to-day")
    .replace(/(?:^|[•▪●➢]\s*)\d{1,2}[.)](?=\p{L})/gu, ' ')
    // (…or with no mark at all before an action: "1 Analyze photographs, drawings and maps", "1 Undertaking studies")
    .replace(/^\s*\d{1,2}\s+(?=(\p{Lu}\p{Ll}+)\b)/u, (whole, word: string) => (ACTION_VERBS.has(word.toLowerCase()) || /ing$/.test(word) ? ' ' : whole))
    // …nor a rank that describes an employer ("for a top 25 retail company")
    .replace(/\b(?:a|an|the)\s+top[- ]\d+\b/gi, ' ')
    // (a bare "#1" or "No. 1" is a rank, and stays)
    .replace(/\b(?:project|order|po|job|ref|reference|invoice|contract|serial|employee|id)\s+(?:no\.?|nr\.?|number|#)\s*:?\s*\d[\d/-]*/gi, ' ')
    .replace(/\b(?:building|phase|level|unit|block|floor|sector|grade|tier|version|chapter|section|room|lot|plot|zone|stage|ward|route|platform|bay|track|gate|wing|tower|type|model|class|category|item|step)\s+\d+(?:\s*[-–]\s*\d+\b)?\b/gi, ' ')
    // …nor one in a product's, a standard's or a benefit's name ("Office 365 migration", "ISO 14001", "401k", "360
    // degree feedback")
    .replace(/\b(?:Office|Microsoft|Windows|Dynamics|ISO)[\s-]?\d+(?:\s?(?:&|and|\/|,)\s?\d+)*\b|\b40[13]\s?(?:\([kb]\)|[kb]\b)|\b360[- ]degrees?\b/gi, ' ')
    // "10/2007", "05-2019", "12.03.2018": a month or a day with its year is a date, not a count of ten
    .replace(/\b\d{1,2}[/.-](?:\d{1,2}[/.-])?(?:19|20)\d{2}\b/g, ' ')
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\bq[1-4]\b/gi, ' ')
    // a model or standard's number names a thing, it measures nothing: "F-18", "F/A-18", "Boeing 737 - 777", "ISO 9002",
    // "CRJ 700-900"; "24/7" (and "24/7/365") is a schedule (a count stays: "Managed 40 staff", "raised NPS 10 points")
    .replace(/\b[A-Z]{1,3}(?:\/[A-Z]{1,3})?-\d+[A-Z]?\b/g, ' ')
    // (…a whole version too, "IBOR 2.0 is in production", "Web 2.0", not its last digit alone)
    .replace(/\b([A-Z][A-Za-z]*)\s\d{1,2}\.0\b(?!\s*(?:[%+×$]|x\b|[kKmMbB]\b|million|billion))/g, (whole, name: string) => (ACTION_VERBS.has(name.toLowerCase()) ? whole : `${name} `))
    .replace(/\b([A-Z]{2,6}|[A-Z][a-z]+)\s\d[\d,]*(?:\.\d+)*(?!\d|[,.]\d)(?:\s?[-–]\s?\d[\d,]*(?![\d,]))?(?!\s*(?:[%+×$]|x\b|(?!(?:and|or|with|in|on|at|for|to|from)\b)[a-z]))/g, (whole, name: string) =>
      ACTION_VERBS.has(name.toLowerCase()) ? whole : `${name} `,
    )
    .replace(/\b24\s?[/*x×]\s?7(?:\s?\/\s?365)?\b/g, ' ')
    // …and so is a "24-hour schedule" (a time cut "to 24 hours" stays)
    .replace(/\b24[\s-]hour\b(?!s)/gi, ' ')
    // digits run together with commas but not in thousands ("citation 2,3,7") are a list of names, not an amount
    .replace(/\b\d+(?:,\d+)*,(?!\d{3}\b)\d+(?:,\d+)*\b/g, ' ')
    // a number with two dots, or one called so, is a version ("Ice faces 1.8.2", "the 8.1 version")
    .replace(/\b\d+\.\d+\.\d+\b|\b\d+(?:\.\d+)?\s+version\b/gi, ' ')
    // a federal-style role header's contact and terms are no results: a phone, a street address, a salary, the hours
    // ("P: 817.561.3050", "4901 Village Creek Road", "$55,000/yr", "Salary: $45,000", "40 hrs/w")
    .replace(/(?:\+?1[\s.-])?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\(\d{3}\)\s?\d{3}[\s.-]?\d{3,4}\b/g, ' ')
    .replace(/\b\d{1,6}(?:\s+[A-Z][a-z]+){1,3}\s+(?:Road|Rd|Street|St|Avenue|Ave|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Parkway|Pkwy|Highway|Hwy)\b\.?/g, ' ')
    .replace(/(?:\b(?:salary|pay|wage|compensation|grade)\b[:\s]*(?:of\s+)?)[$€£]?\s?\d[\d,.]*(?:\s?[kK]\b)?|[$€£]\s?\d[\d,.]*\s?(?:[kK]\s?)?\/\s?(?:yr|year|hr|hour|annum|mo|month|wk|week)\b/gi, ' ')
    .replace(/\b\d{1,2}\s?(?:hrs?|hours?)\s?(?:\/\s?(?:w|wk|week)|per\s+week|a\s+week)\b/gi, ' ')
    // a number written with a leading zero is a code ("0331 MOS", "ext 0042"), not an amount
    .replace(/(?<![\d.,])0\d{2,}\b/g, ' ');
  const found = withoutDates.match(
    /[$€£¥]\s?\d[\d,.]*(?:\s?[-–]\s?[$€£¥]?\d[\d,.]*)?\s?(?:mm\b|[kmb]\b|bn\b|million|billion|thousand)?|\b\d[\d,.]*\s?(?:%|percent\b|x\b|×|k\b|m\b|\+)|\b\d[\d,.]*(?:\s?(?:hours?|days?|weeks?|months?|minutes?|seconds?|ms))?\b|\b(?:doubled|tripled|quadrupled|halved)\b/gi,
  );
  return (found ?? []).map((f) => f.trim()).filter((f) => FIGURE_MARK.test(f));
});
