// Reads a job posting: title, company, skills asked for, years and degree required, duties, pay, contacts.
import { findSkills, type FoundSkill } from './skills';
import { occupationOf } from './occupations';
import { ROLE_WORDS_RE } from './resume-parser';
import { escapeRegExp, wordCount } from './text';

export interface PayRange {
  text: string;
  min: number;
  max?: number;
  period: 'year' | 'hour' | 'month' | 'week' | 'day' | 'unknown';
}

export interface JobPosting {
  text: string;
  title?: string;
  company?: string;
  /** the company was read where the posting names its employer outright ("About Acme", "Acme is a…", "Join Acme", a firm's
   * suffix): a name read from a looser cue may be a line of the posting, not the employer */
  companyFirm?: boolean;
  skills: FoundSkill[];
  requiredYears?: { years: number; text: string };
  degree?: { level: number; text: string };
  /** bullet lines: duties and requirements */
  bullets: string[];
  pay?: PayRange;
  emails: string[];
  urls: string[];
  words: number;
}

export const FREE_MAIL = /@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mail|gmx|proton|protonmail|yandex|zoho|inbox|qq|163)\.[a-z.]+$/i;

// An amount: "$145,000", "$18.50", "$95k", "75,000 USD". A figure followed by "B", "M", "million" or "billion" is a
// company's revenue or funding, never a salary ("$4B" is not "$4"). A bare figure starts where its digits start: tried
// from inside a long run of digits it would rescan the run from each digit (quadratic).
const AMOUNT = String.raw`(?:[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?[kK](?![a-zA-Z]))?|(?<![\d,.])\d[\d,]*(?:\.\d+)?(?:\s?[kK](?![a-zA-Z]))?\s?(?:USD|EUR|GBP|dollars)\b)`;
const BARE_AMOUNT = String.raw`[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s?[kK](?![a-zA-Z]))?`;
// (after a "+" too: "$500-$1000+ a month")
const PERIOD = String.raw`(?:\+?\s*(?:\/|per|an|a)\s*(hour|hr|year|yr|annum|month|mo|week|wk|day)\b|\+?\s+(hourly|annually|yearly|monthly|weekly|daily)\b)`;
const PAY_RE = new RegExp(String.raw`${AMOUNT}(?:${PERIOD})?(?:\s*(?:-|–|—|to)\s*(${BARE_AMOUNT}))?(?:${PERIOD})?`, 'gi');
const SCALE_AFTER = /^\s?(?:b|bn|m|mm|mn|million|billion|trillion)\b/i;
const PAY_WORDS = /\b(salary|salaries|pay|paid|compensation|wages?|base|earn(?:ings?)?|rate|ote|hourly|annual(?:ly)?|per hour|income|stipend|range)\b/i;
const NOT_PAY_WORDS = /\b(fees?|deposit|costs?|charges?|payment of|revenue|revenues|funding|raised|valuation|assets|sales of|budget|worth|investment|market cap|portfolio|loan|price|tuition)\b/i;

const PERIOD_BEFORE = /\b(hourly|annual|annually|yearly|monthly|weekly|daily)\b(?!.*\b(?:hourly|annual|annually|yearly|monthly|weekly|daily)\b)/i;
const BUSINESS_AMOUNT_BEFORE = /\b(?:revenues?|sales|budgets?|funding|valuation|assets|portfolio|loans?|price|tuition)\s+(?:(?:of|at|over|exceeding|above|totall?ing)\s+)?$/i;

function amount(text: string): number {
  const n = Number(text.replace(/[^\d.]/g, ''));
  return /\d\s?k\b/i.test(text) ? n * 1000 : n;
}

function periodOf(unit: string, min: number): PayRange['period'] {
  if (/^h/.test(unit)) return 'hour';
  if (/^(y|a)/.test(unit)) return 'year';
  if (/^mo/.test(unit)) return 'month';
  if (/^w/.test(unit)) return 'week';
  if (/^d/.test(unit)) return 'day';
  return min >= 10_000 ? 'year' : 'unknown';
}

/** The sentence (or line) around a match: pay words count only in the same sentence. */
function sentenceAround(text: string, start: number, end: number): string {
  const after = text.slice(end, end + 60);
  const a = after.split(/[.!?](?=\s|$)|\n/)[0] ?? after;
  return `${sentenceBefore(text, start)} ${a}`;
}

/** The part of its sentence (or line) before an offset, at most 80 characters of it. */
function sentenceBefore(text: string, start: number): string {
  const before = text.slice(Math.max(0, start - 80), start);
  return before.split(/[.!?\n](?=\s|[A-Z]|$)|\n/).pop() ?? before;
}

/** Every pay figure the text states, best first: a range with a period and pay words beats a lone figure. */
export function findPayFigures(pasted: string): PayRange[] {
  // (a period run into the next field is still one: "$20.31 - $24.46 per hourExpected hours", "$49.69 HourlyApplication")
  const text = unjoinWords(pasted);
  const found: { pay: PayRange; score: number; at: number }[] = [];
  for (const m of text.matchAll(PAY_RE)) {
    const whole = m[0];
    const end = m.index + whole.length;
    if (SCALE_AFTER.test(text.slice(end, end + 12))) continue;
    let min = amount(m[0].split(/\s*(?:-|–|—|\bto\b)\s*/)[0]);
    let max = m[3] ? amount(m[3]) : undefined;
    // (…or named before it in the same sentence: "Hourly Pay Rate based on experience: $18-34")
    const unit = (m[1] ?? m[2] ?? m[4] ?? m[5] ?? PERIOD_BEFORE.exec(sentenceBefore(text, m.index))?.[1] ?? '').toLowerCase();
    // "$150-$175,000/yr" means 150,000 to 175,000
    if (max !== undefined && max >= 1000 && min > 0 && min < 1000 && min * 1000 <= max * 1.5) min *= 1000;
    if (max !== undefined && (max < min || !/[$€£]|usd|eur|gbp|dollars/i.test(whole))) max = undefined;
    if (!(min > 0)) continue;
    // an amount of the business, not of pay, right before it ("operating revenue of $600,000 or higher annual revenue")
    if (BUSINESS_AMOUNT_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    const context = sentenceAround(text, m.index, end);
    if (NOT_PAY_WORDS.test(context) && !PAY_WORDS.test(context)) continue;
    if (/\b(fees?|deposit)\b/i.test(context)) continue;
    const payWords = PAY_WORDS.test(context);
    if (max === undefined && !unit && !payWords) continue;
    const score = (max !== undefined ? 2 : 0) + (unit ? 2 : 0) + (payWords ? 1 : 0) + (min >= 7 ? 1 : 0);
    found.push({ pay: { text: whole.trim(), min, max, period: periodOf(unit, min) }, score, at: m.index });
  }
  return found.sort((a, b) => b.score - a.score || a.at - b.at).map((f) => f.pay);
}

export function findPay(text: string): PayRange | undefined {
  return findPayFigures(text)[0];
}

/**
 * "BARR Center – Recruitment Manager", "Acme Robotics | Accounting Assistant": a first line of the employer, a dash or a
 * bar, and the role (or the role, "@" and the employer), where the role's side names one and the other does not
 * ("Estimator - Commercial Construction" is a role and its field).
 */
function employerThenTitle(line: string): { employer: string; title: string } | undefined {
  // ("Lead Developer / CTO @ Investly": the role, an at sign and the employer, the other way round)
  const at = /^(.{2,120}?)\s+@\s+(.{2,60})$/.exec(line);
  const m = at ? [line, at[2], at[1]] : /^(.{2,60}?)\s+[-–—|]\s+(.{2,120})$/.exec(line);
  const title = m && tidyTitle(m[2]);
  // (a side names a role by a role word or an O*NET title it is, not one it resembles: "Acme Robotics" is no technician)
  const namesRole = (side: string) => ROLE_WORDS_RE.test(side) || [...occupationOf(side).values()].some((score) => score >= 1);
  if (!m || !title || wordCount(title) > 8 || !namesRole(title)) return undefined;
  const employer = m[1].trim();
  if (namesRole(employer) || !new RegExp(`^${NAME}$`).test(employer) || GENERIC_NAME.test(employer)) return undefined;
  return { employer, title };
}

/** A first line that is a heading or an opening sentence, not the posting's title. */
const NOT_A_TITLE_LINE = /^(?:about|job description|description|overview|summary|responsibilities|company|position summary|we|our|you|are|do|is|if|this|hi|hello|looking|dear)\b/i;

// the praise an ad puts before the role it is seeking ("a dedicated and skilled …")
const PRAISE_BEFORE_TITLE =
  /^(?:(?:experienced|seasoned|dedicated|skilled|talented|motivated|self-motivated|highly|passionate|driven|results-driven|dynamic|energetic|enthusiastic|qualified|reliable|hard-working|hardworking|detail-oriented|organized|creative|innovative|friendly|strong|exceptional|outstanding|proactive|versatile|engaging|caring|compassionate|committed|ambitious|personable)(?:,?\s+and\s+|,\s*|\s+))+/i;

/**
 * The posting's title. A pasted posting starts with it, so a short first line that names an occupation by O*NET's
 * job titles or a role word is the title, as written ("Optician", "Speech Language Pathologist", "CALL CENTER REP"),
 * less what follows a dash, bar or bracket ("Estimator - Commercial Construction"). Else a labelled title, a role
 * someone is "hiring", a short role line near the top, or the short first line as the ad words it.
 */
function findTitle(text: string, lines: string[], company: string | undefined): string | undefined {
  const dashed = lines[0] ? employerThenTitle(lines[0]) : undefined;
  if (dashed) return dashed.title;
  // a job board's copy may put the employer first ("Hollis Freight" over "Senior Accountant")
  const first = company && lines[0]?.replace(LEGAL_SUFFIX, '') === company.replace(LEGAL_SUFFIX, '') ? lines[1] : lines[0];
  // (…or run the employer into a program's name: "Harbor ClinicCity Summer Jobs Program" names no role)
  const employersOwn = !!company && !!first && first.startsWith(company) && /^\p{Lu}/u.test(first.slice(company.length));
  const short = first && !employersOwn && wordCount(first) <= 10 && !/[!?:]$/.test(first) && !NOT_A_TITLE_LINE.test(first) ? first.replace(/\s+[-–|(].*$|\s*[|@].*$|\.$/, '').trim() || first : undefined;
  if (short && (ROLE_WORDS_RE.test(short) || occupationOf(short).size)) return short;
  // "Title: Director, Investment SalesCompany: Kenai…": the label's value ends where the next label runs in
  const labelled = /^(?:job\s*title|title|position|role)\s*[:\-–]\s*(.+)$/im.exec(text)?.[1];
  // (…or where the next label in capitals starts: "POSITION: Events Assistant DEPARTMENT: Development")
  if (labelled) return unjoinWords(labelled, '\n').split('\n')[0].replace(/\s+[A-Z]{3,}(?:\s+[A-Z]{2,})?\s*:.*$/, '').trim().slice(0, 120);
  // ("hiring managers" are the ones who hire; "hiring for engineers" names them)
  const hiring = /\b(?:hiring(?!\s+(?:managers?|teams?|process)\b)|seeking|looking for|recruiting)\s+(?:for\s+)?(?:an?\s+|our next\s+|a new\s+)?((?:[A-Z][\w+#/.-]*\s+){0,5}?[A-Za-z]*\b(?:engineer|developer|manager|analyst|designer|director|lead|specialist|coordinator|consultant|assistant|associate|intern|nurse|teacher|accountant|representative|administrator|officer|technician|scientist|architect|writer|recruiter|agent|clerk|driver|operator|advisor)s?)/i.exec(text);
  // "seeking a dedicated and skilled Cybersecurity Test Engineer": the praise is the ad's, the title what follows it;
  // "hiring Registered Nurses" names one title in the plural, "looking for Directors, Producers, Creatives…" none
  const aList = hiring && /s$/i.test(hiring[1]) && text.startsWith(',', hiring.index + hiring[0].length);
  if (hiring && !aList) return hiring[1].replace(PRAISE_BEFORE_TITLE, '').trim().replace(/(?<=[a-rt-z])s$/, '');
  const anyLine = lines.slice(0, 5).find((l) => wordCount(l) <= 8 && ROLE_WORDS_RE.test(l) && !/[.!?]$/.test(l));
  // a short first line naming no known occupation is still the title the ad gives itself
  return anyLine?.trim() ?? short;
}

// how and where the work is done: no part of the role's name ("full-time Project Assistant", "Staff Accountant - Remote")
const WORK_ARRANGEMENT = String.raw`(?:full[- ]?time|part[- ]?time|remote|hybrid|contract|temporary|temp|permanent|seasonal|on[- ]?site)`;
// (before the role only the words that never start one: "Contract Manager", "Remote Sensing Analyst", "Hybrid Vehicle
// Technician" and "Permanent Makeup Artist" are roles; "contract Grant Writer" in lower case is the ad's sentence)
const ARRANGEMENT_BEFORE = new RegExp(
  String.raw`^(?:(?:additional|new)\s+)?(?:(?:full[- ]?time|part[- ]?time|temporary|temp|remote(?! (?:sensing|pilot|operations?|monitoring|access|support)\b)|hybrid(?! (?:vehicle|cloud|car)s?\b))\s*(?:[/&,]|or|and)?\s*)+(?=\p{L})`,
  'iu',
);
const ARRANGEMENT_AFTER = new RegExp(String.raw`(?:\s*[-–—|,(/]\s*|\s+)(?:${WORK_ARRANGEMENT}\s*(?:[/&,]|or|and|position)?\s*)+\)?$`, 'i');
// the next field a page ran into the title with no space: "Program ManagerPortland, OR, 97204Hybrid", "Math
// TeacherFull-time, 10-month", "Job TypeFull-timeDescription" (a brand's own capitals stay: "JavaScript", "DevOps")
const FIELD_RUN_IN = /(?<=\p{Ll})(?=(?:Full|Part|Remote|Hybrid|Contract|Temporary|Description|Location|Salary|Compensation|Schedule)\b|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?, [A-Z]{2}\b)/u;
// a field's label, whose value is no title ("Location: Remote", "Pay Range: $40-$70/Hour", "Job Type: Full-Time")
const A_LABEL = /^(?:job type|type of position|type|location|schedule|salary|pay(?: range)?|compensation|duration|department|application|reports to)\b/i;
// …and the labels that name the title itself ("Job Title:", "**Position:", "Role:")
const TITLE_LABEL = /^[*#\s]*(?:job\s+)?(?:title|position|role)\s*:\s*/i;
// a field that starts after the title on the same line ("…Associate  Type of Position: Part-Time", "…Developer Location: 100%
// Remote", "…InternReports to: …", "…Technician   1781", "Registered Nurse $56.41 per hour")
const NEXT_FIELD = /\s{2,}(?=\d)|\s+(?=[$€£]\s?\d)|\s*(?=(?:Location|Type of Position|Job Type|Reports to|Department|Duration|Salary|Pay|Schedule|Compensation)\s*:)/;

/** The role's name alone: without labels or a field run into it, and without the work's hours or place ("full-time", "Remote"). */
export function tidyTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const alone = title.replace(TITLE_LABEL, '').split(FIELD_RUN_IN)[0].split(NEXT_FIELD)[0].replace(/^\*+|\*+$/g, '').trim();
  if (!alone || A_LABEL.test(alone)) return undefined;
  // (…and a separator left at its end: "Accounting Clerk/ $23")
  const role = alone.replace(ARRANGEMENT_BEFORE, '').replace(/^contract\s+(?=\p{Lu})/u, '').replace(ARRANGEMENT_AFTER, '').replace(/[\s/|,;:-]+$/, '');
  return role || alone;
}

// A company name as postings write it: capitalised words, with "of", "and", "&" inside ("Bank of America").
// (its words may carry accents: "San José Clinic", "Café Ñandú")
const NAME = String.raw`[A-Z0-9À-ÖØ-Þ][\w&'’.À-ÖØ-öø-ɏ-]*(?:[ \t]+(?:[A-Z0-9À-ÖØ-Þ][\w&'’.À-ÖØ-öø-ɏ-]*|&|of|and|de|for|the)){0,5}`;
const GENERIC_NAME =
  /^(we|our|the|this|you|your|us|a|an|about|job|jobs|role|position|company|the company|our company|client|our client|the client|team|the team|equal opportunity employer|job description|description|overview|company overview|summary|job summary|responsibilities|requirements|qualifications|benefits|duties|location|salary|pay|united states|usa|remote|full time|part time|full-time|part-time|contract|temporary|internship|there|here|who we are|what we do|what you'll do|why join us|apply|note|please|note|eoe|i|it|they|he|she|all|each|every|candidates?|applicants?|employees?|job type|schedule|experience|education|work location|compensation|position summary|essential functions|monday|friday)$/i;

/** Puts a space where a PDF or scrape ran two sentences together ("tasksPrepare", "CorpAcme"), for finding only. */
export function unjoinWords(text: string, separator = ' '): string {
  return text.replace(/([a-z\d])(?=[A-Z][a-z])/g, `$1${separator}`).replace(/([.!?:;)])(?=[A-Z])/g, `$1${separator}`);
}

/**
 * unjoinWords for reading names: a line break where sentences ran together, so a name never spans two of them, and
 * where a heading runs into a name in capitals ("Job descriptionAB Underground is…"); but not inside a brand's own
 * camel case ("ViaBot", "HeyHire", "iWealth": a word a sentence ran into is longer before its capital, "TechnicianAt")
 * nor after an initial's stop ("P.A.", "W.C. Construction").
 */
function unjoinNames(text: string): string {
  return (
    text
      .replace(/([a-z\d])(?=[A-Z][a-z])/g, (c: string, _m: string, at: number) => (/(?:^|[^A-Za-z])[A-Za-z]{1,3}$/.test(text.slice(Math.max(0, at - 4), at + 1)) ? c : `${c}\n`))
      .replace(/(?<!\b[A-Z])([.!?:;)])(?=[A-Z])/g, '$1\n')
      // a point after three lower-case letters, not a run of them: a run is read once, however long
      .replace(/(?<=[a-z]{3})(?=[A-Z]{2}[A-Z\d]*\b)/g, '\n')
  );
}

const ORG_WORD = /\b(?:Inc|LLC|LLP|Ltd|Corp|Corporation|Co|Company|Group|Associates|Partners|Services|Solutions|Systems|Clinic|Hospital|Academy|University|College|School|Center|Centre|Foundation|Institute|Agency|Firm|Bank|Club|Health|Network|Law|Office|Technologies|International|Industries|Enterprises|Consulting|Capital|Labs?|Studios?)\b/;

/** "Senior Engineer", "Sales Associate": a job title, not an employer ("ASA Architects, P.A." is an employer). */
function looksLikeRole(withArticle: string): boolean {
  // "The Director of Finance is the primary interface…": the role the ad is about, not a name
  const name = withArticle.replace(/^The\s+/, '');
  const words = name.split(/\s+/);
  if (name !== withArticle && words[1] === 'of' && ROLE_WORDS_RE.test(words[0]) && !ORG_WORD.test(name)) return true;
  if (/^(?:Senior|Sr|Junior|Jr|Lead|Staff|Principal|Chief|Head|Assistant|Associate|Entry|Part|Full)\b/.test(name)) return ROLE_WORDS_RE.test(name) && !ORG_WORD.test(name);
  return words.length <= 3 && ROLE_WORDS_RE.test(words[words.length - 1]) && !ORG_WORD.test(name);
}

// a section heading the page ran into the name ("Company DescriptionPB Built", "Company Overview Sovrinti")
const HEADING_BEFORE_NAME = /^(?:(?:Company|Job|Employer|Organi[sz]ation|Corporate|Business)\s*)?(?:Description|Overview|Summary|Profile|Background|Insight)\s*:?\s*(?=[A-Z0-9])/;

// "…including Word, Excel and Outlook. This is a full-time position": a match that ran over a sentence's end is no name
// (a short word's point is an abbreviation's: "Pvt. Ltd", "St. Vincent", "Co. Inc")
const SENTENCE_END_INSIDE = /\b(?!(?:Bros|Corp|Assoc|Intl|Dept|Mfrs?|Svcs)\.)[A-Za-z]{4,}\.\s+[A-Z]/;

/** ownLine: the name stands alone on its line, where capitals running into lower case are its own ("SEOGidi"), not a heading run into it. */
function cleanName(raw: string, mayReadAsRole = false, ownLine = false): string | undefined {
  const name = raw
    .trim()
    .replace(HEADING_BEFORE_NAME, '')
    .replace(/[.,:;'’]+$/, '')
    .replace(/(?:\s+(?:of|and|de|for|the|&))+$/i, '')
    .replace(/\s+(?:Inc|LLC|Ltd|Corp|Co|PLC|GmbH|LLP|LP)\.?$/i, (m) => m)
    .trim();
  if (!name || name.length < 2 || SENTENCE_END_INSIDE.test(name) || (!ownLine && /[A-Z]{3,}[a-z]/.test(name)) || GENERIC_NAME.test(name) || /^\d+$/.test(name) || (!mayReadAsRole && looksLikeRole(name))) return undefined;
  if (/^(?:The|A|An|Our|Your|This|We|Job|About)\s/.test(name) && GENERIC_NAME.test(name.replace(/^\S+\s/, ''))) return undefined;
  // "Compensation & Benefits This is a full-time role": a heading run into the next sentence's first word, not a name
  if (/\s(?:This|That|These|Those|We|Our|Your|It|Its|You|They|Their)$/.test(name)) return undefined;
  // "Work-from-home is an option", "The Production Department is responsible": a phrase or a unit, not an employer
  if (/^[A-Z][a-z]+(?:-[a-z]+)+$/.test(name) || /^(?:The|Our|This)\s.*\b(?:Department|Division|Unit|Team|Position|Role|Candidate|Applicant|Client|Office|Opportunity)$/.test(name)) return undefined;
  return name.slice(0, 80);
}

/** What an employer is called when a sentence says what it is: "…is a family-owned company", "ABME, a leader in…". */
export const EMPLOYER_NOUNS =
  'company|firm|agency|organi[sz]ation|practice|provider|manufacturer|distributor|group|hospital|clinic|business|corporation|nonprofit|non-profit|startup|brokerage|retailer|restaurant|dealership|bank|brand|leader';

// the legal form after an employer's name ("Harbor Grants, Inc.", "ASA Architects, P.A."), and what the employer is, said
// after it ("…, a products company", "…, a 501(c)(3) nonprofit organization")
const LEGAL_FORM = String.raw`(?:Inc|LLC|Ltd|P\.?A|P\.?C|LLP|Corp)`;
const WHAT_IT_IS = String.raw`(?:a|an)\s+(?:[\w()-]+,?\s+){0,4}?(?:${EMPLOYER_NOUNS})\b`;

type CompanyPattern = [RegExp, number, boolean?];
// the cues by which a posting names its employer outright; a name read only from a looser one (a line alone, "at X",
// "X has…") may be a line of the posting, not the employer
const FIRM_CUES = new Set<RegExp>();
const firm = (pattern: CompanyPattern): CompanyPattern => (FIRM_CUES.add(pattern[0]), pattern);

/** Where a posting names its employer, strongest form first; repetitions in the text add to a candidate's score. */
// a name that "is hiring / seeking" someone is the employer even when it reads like a trade ("Universal Structural Engineers")
const COMPANY_PATTERNS: CompanyPattern[] = [
  // (a label's dash stands apart: "Employer-paid Disability" is a benefit, not a label)
  firm([/^(?:company(?:\s+name)?|employer|organi[sz]ation|hiring company|client)(?:\s*:|\s+[-–])\s*([^\n]{2,80})$/gim, 6]),
  firm([new RegExp(String.raw`(?:^|[.!?:]\s+|\n)About\s+(${NAME})\s*(?:$|\n|:|[-–—]\s)`, 'gm'), 4]),
  firm([new RegExp(String.raw`(?:^|[.!?:]\s+|\n|\b(?:at|At)\s+)(${NAME})\s*(?:,\s*${LEGAL_FORM}\.?,?)?(?:\s+\([A-Z]{2,6}\))?\s+(?:is|are)\s+(?!(?:a|an)\s+(?:(?:big|huge|strong|definite)\s+)?(?:plus|must|bonus|asset|requirement)\b)(?:a|an|the|one|proud|committed|an?\s+equal|located|based|headquartered|situated|not\s+(?:a|an|the|just|only))\b`, 'gm'), 4]),
  // (with its short form between, as "Shannon Waltchack (SW) is seeking…" writes it)
  firm([new RegExp(String.raw`(?:^|[.!?:]\s+|\n)(${NAME})\s*(?:,\s*${LEGAL_FORM}\.?,?)?(?:\s+\([A-Z]{2,6}\))?\s+(?:(?:is|are)\s+(?:now\s+|currently\s+)?(?:hiring|seeking|searching|looking|recruiting|accepting applications)|seeks|has\s+(?:an?\s+)?(?:immediate\s+|new\s+)?(?:opening|vacancy)|has\s+(?:immediate\s+)?openings)\b`, 'gm'), 4, true]),
  [new RegExp(String.raw`(?:^|[.!?:]\s+|\n)(${NAME})\s+has\s+(?:been|served|provided|grown|built|more than|over|\d)`, 'gm'), 3],
  [new RegExp(String.raw`,\s+(${NAME})\s+is\s+(?:a|an|the|one of)\s`, 'g'), 2],
  firm([new RegExp(String.raw`(?:^|[.!?:]\s+|\n)(${NAME}),\s+(?:a|an|the|one of)\s+(?:leading|global|national|premier|world|fast|growing|family|trusted|top|largest|leader)`, 'gm'), 3]),
  firm([new RegExp(String.raw`\b(?:join|Join)\s+(?:the\s+)?(${NAME})\s+(?:team|family)\b`, 'g'), 3]),
  firm([new RegExp(String.raw`\b(?:At|at)\s+(${NAME})\s*,\s+(?:we|our|you)\b`, 'g'), 3]),
  [new RegExp(String.raw`\b(?:join|at)\s+(${NAME})(?=\s*[,.!]|\s+(?:is|as|we|and|team|where|located|in|on)\b)`, 'g'), 2],
  // the name that opens the posting's own section about its employer and says what it is or does, though it reads
  // like a trade ("Company Description ASA Architects, P.A. is one of…")
  firm([new RegExp(String.raw`\b(?:Company (?:Description|Overview|Profile)|About (?:Us|the Company)|Who We Are)\s*:?\s*(${NAME})(?:,?\s*${LEGAL_FORM}\.?,?)?\s+(?:is|are|was|has|have|offers|provides|creates|designs|builds|serves|specializes|helps|delivers|operates|works)\b`, 'g'), 4, true]),
  // a name set off as what it is: "Parraid, a products company, is…", "Naked Wardrobe, a streetwear brand…"
  firm([new RegExp(String.raw`(?:^|[.!?:]\s+|\n)(${NAME}),\s+${WHAT_IT_IS}`, 'gm'), 3]),
  // a name with what it is between commas, or after what it is, that is hiring: "Harbor Media, the public radio station for
  // Maine, is seeking…", "Streetwear brand, Harbor Wear, is searching…"
  firm([new RegExp(String.raw`(?:(?:^|[.!?:]\s+|\n)(${NAME}),\s+[^,.!?\n]{2,80}?|,\s+(${NAME})),\s+(?:is|are)\s+(?:now\s+|currently\s+)?(?:hiring|seeking|searching|looking|recruiting)\b`, 'gm'), 4, true]),
  // the employer saying who it is, or what working for it is like: "We are Harbor Homes, and…", "Working for Harbor Homes has…"
  // (in two words or more: "We are Open, and…", "We are Hiring!" say how it is)
  firm([new RegExp(String.raw`\b(?:We|we)\s+are\s+(?![A-Z][a-z]+ing\b)(?=[^\s,.!;]+[ \t]+[A-Z0-9&])(${NAME})(?=\s*[,.!;]|\s+and\b)`, 'g'), 3]),
  [new RegExp(String.raw`\b(?:[Ww]ork|[Ww]orking)\s+for\s+(${NAME})`, 'g'), 2],
  // a sentence that opens on a name of two words or more ending in what it is ("Harbor Design Group creates gifts") and
  // says what it does: once is enough
  [new RegExp(String.raw`(?:^|[.!?:]\s+|\n)(${NAME}[ \t]+(?:Group|Partners|Associates|Company|Corporation|Inc|LLC|Clinic|Foundation|Institute|Agency|Studios?|Labs?|Enterprises|Industries|Technologies))\s+(?:is|are|has|was|[a-z]{3,}s)\s`, 'gm'), 2],
  // a welcome to the employer, with its short form or what it is after it: "Welcome to Harbor Grants, Inc. (HG).", "Welcome
  // to Harbor Grants, a growing firm" (not "Welcome to Denver!", "Welcome to New Mexico, the land of…")
  firm([new RegExp(String.raw`\b(?:Welcome|welcome)\s+to\s+(${NAME})(?:,?\s+${LEGAL_FORM}\.?)?(?:\s+\([A-Z]{2,6}\)|,\s+${WHAT_IT_IS})`, 'g'), 3]),
  // the employer the ad's role is named for or at: "This role is a Regional Manager for Harbor Mutual Life." (not "This role is
  // perfect for High School Students")
  [new RegExp(String.raw`\b(?:role|position|job|opening)\s+(?:is|as)\s+(?:an?\s+)?(?:[A-Z][\w/&-]*\s+){1,5}(?:for|at|with)\s+(${NAME})(?=\s*[.,!;]|\s+in\b)`, 'g'), 2],
  // the employer's own things: "Harbor Wealth’s procedures", "iHarbor’s mission" (a brand may open on a small letter)
  [new RegExp(String.raw`(?<![\w&'’.-])((?:[a-z](?=[A-Z]))?${NAME})['’]s\s+(?:mission|values|procedures|policies|products?|services|offerings?|team|clients|customers|culture|commitment|employees|success|growth|vision|history)\b`, 'g'), 1],
  // weakest: any sentence that opens on a name and says what it does; counts only if the name comes back
  [new RegExp(String.raw`(?:^|[.!?:]\s+|\n)(${NAME})\s+(?:is|are|has|was|provides|offers|specializes|serves|delivers|helps|takes)\s`, 'gm'), 1],
];

export const LEGAL_SUFFIX = /,?\s+(?:Inc|LLC|L\.L\.C|Ltd|Corp|Co|PLC|GmbH|LLP|LP|P\.?C|P\.?A|S\.?A|AG|N\.?A)\.?$/i;

const GOVERNMENT = /^(?:city|county|town|village|borough|township|parish|state|port) of\b/i;
// "Reports To: Director", "Location: Austin": a label and its value, not a name with a colon in it
const LABEL_LINE = /^(?:job|position|role|title|reports?|locations?|work\s+auth\w*|duration|salary|pay|schedule|department|type|status|hours|shift|company|employer|category|industry|experience|education|contact|date|posted|deadline|level|overview|summary|description)\b[^:]*:/i;

/** A short line that reads as an employer's name: not a sentence, a place, a schedule or a figure. */
function looksLikeNameLine(line: string, mayReadAsRole = false): boolean {
  const bare = line.replace(LEGAL_SUFFIX, '');
  return (
    wordCount(line) <= 12 &&
    // (a colon inside, before a capital, is the name's own: "Bend the Arc: A Jewish Partnership for Justice")
    /^[\p{L}\d][\p{L}\d&'’.,/()\- ]{1,80}$/u.test(line.replace(/(?<=\p{L}):(?= \p{Lu})/u, '')) &&
    !LABEL_LINE.test(line) &&
    // ("Able&Co." ends on its abbreviation's point, not a sentence's)
    !/(?<!&\s?Co)[.!?:;]$/.test(bare) &&
    /\p{Lu}|\d/u.test(bare) &&
    // a place, unless a city or county is the employer ("City of Germantown, TN")
    // ("Independence, OHCompetitive salary…": a state's code run into the next line)
    (GOVERNMENT.test(line) || !/,\s*[A-Z]{2}\b/i.test(line)) &&
    !/,\s*[A-Z]{2}(?=[A-Z][a-z])/.test(line) &&
    // a job board's "country, region, city" line ("GB, LND, London", "US, , San Jose")
    !/^[A-Z]{2},\s*[A-Z\d]{0,3},/.test(line) &&
    // "Developing project budgets": a phrase from a list, not a name (a name writes its words with capitals)
    line.split(/\s+/).filter((w) => /^[a-z]/.test(w) && !/^(?:of|and|the|for|de|a|an|in|at|on|to|by)$/.test(w)).length < 2 &&
    !/\b(remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|temporary|united states)\b/i.test(line) &&
    (mayReadAsRole || !looksLikeRole(bare)) &&
    // (an initial is no article: "A.G.P./Alliance Global Partners")
    !/^(?:a|an|we|our|you|job|about|this)\b(?![.&'’])/i.test(bare)
  );
}

function countOf(text: string, name: string): number {
  return text.match(new RegExp(`(?<![\\w&])${escapeRegExp(name)}(?![\\w&])`, 'g'))?.length ?? 0;
}

// a name that says it is a firm: "Harbor Grants, Inc.", "Hale Partners", "Acme Robotics Group"
const FIRM_SUFFIX = /\b(?:Inc|LLC|LLP|Ltd|Corp|Corporation|Co|Company|Group|Associates|Partners|Foundation|Institute|Agency|Industries|Enterprises|Technologies|Consulting|Solutions|Systems|Labs?|Studios?|Clinic|Hospital|University|College|Bank|PLC|GmbH|P\.?C|P\.?A)\.?$/;

interface CompanyRead {
  name: string;
  /** read from a cue that names the employer outright, or a firm's suffix, or the text's spelling of its mail domain */
  firm: boolean;
}

/**
 * Whether the text writes the word, capitalised, only where a sentence or a line opens: "Fashion is…", "There is…"; not
 * "…, Unify builds on…", nor a word found only inside a brand ("MarketInvoice").
 */
function capitalisedOnlyOpeningSentences(text: string, word: string): boolean {
  let seen = false;
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)}(?![\\p{L}\\d])`, 'gu'))) {
    if (m.index > 0 && !/(?:^|[.!?:;\n/|•—–-])\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) return false;
    seen = true;
  }
  return seen;
}

function findCompany(text: string, lines: string[], emails: string[]): CompanyRead | undefined {
  const unjoined = unjoinNames(text);
  const scores = new Map<string, number>();
  const firmlyNamed = new Set<string>();
  // links and addresses write every name in lower case ("viabot.com"): they say nothing of how the prose writes it
  // (each run of address characters is tried from its start only: from every character, a 50,000-character word would
  // be read again and again)
  const prose = text.replace(/\b(?:https?:\/\/|www\.)\S+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w-])[\w-]+\.(?:com|org|net|io|co|us|ai)\b\S*/gi, ' ');
  const consider = (raw: string | undefined, score: number, trusted = false, ownLine = false) => {
    const name = raw && cleanName(raw, trusted, ownLine);
    // a one-word "name" the text also writes in lower case is an ordinary word ("There", "Work"); so is one a sentence
    // says what it is ("Fashion is the 4th biggest industry") when the text capitalises it only where a sentence opens
    // (a brand comes back mid-sentence: "As a Unify Systems Architect"; a piece of one is no whole word: "MarketInvoice")
    if (!name || (!/\s/.test(name) && (score < 4 || (score < 5 && capitalisedOnlyOpeningSentences(text, name))) && new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`).test(prose))) return;
    scores.set(name, Math.max(scores.get(name) ?? 0, score));
    return name;
  };
  for (const [re, score, employerVerb] of COMPANY_PATTERNS)
    for (const m of unjoined.matchAll(re)) {
      const name = consider(m[1] ?? m[2], score, employerVerb);
      if (name && FIRM_CUES.has(re)) firmlyNamed.add(name);
    }
  // the employer before the role on the first line names it outright
  const dashed = lines[0] ? employerThenTitle(lines[0]) : undefined;
  const firstLineName = dashed && consider(dashed.employer, 5, true, true);
  if (firstLineName) firmlyNamed.add(firstLineName);
  // "Senior Engineer" on the first line, "Brightwave Systems" alone on the second
  // "Hollis Freight · Denver, CO · Reposted 1 week ago": a job board's line of employer, place and age
  const second = lines[1]?.split(/\s+[—–|·•]\s+|\s+-\s+(?=[A-Z][a-z]+,?\s+[A-Z]{2}\b)/)[0].trim();
  if (second && lines[0] && lines.length > 2 && second !== lines[0]) {
    // a line that reads like a trade ("ASA Architects") is still the employer when the text names it again
    const recurs = countOf(unjoined, second.replace(LEGAL_SUFFIX, '')) >= 2;
    const tradeName = wordCount(second) >= 3 && !/^(?:Senior|Sr|Junior|Jr|Lead|Staff|Principal|Chief|Head|Assistant|Associate)\b/.test(second);
    // a firm is named for its people in the plural ("Karuna Advisors", "Hale Engineers"); a title names one
    const last = second.split(/\s+/).pop()!;
    const firmOfPeople = wordCount(second) >= 2 && /[^s]s$/.test(last) && ROLE_WORDS_RE.test(last);
    const mayReadAsRole = recurs || tradeName || firmOfPeople;
    if (looksLikeNameLine(second, mayReadAsRole)) consider(second, 4, mayReadAsRole, true);
  }
  // a name that stands alone on a short line and comes back in the text
  for (const line of lines.slice(1, 4)) if (wordCount(line) <= 5 && new RegExp(`^${NAME}$`).test(line) && countOf(unjoined, line) >= 2) consider(line, 3);
  let best: string | undefined;
  let bestScore = 0;
  for (const [name, base] of scores) {
    // "The Harbor Research Institute (HRI) is…": each later "HRI" names it again
    const declared = [...shortFormsOf(name)].filter((form) => unjoined.includes(`(${form})`));
    const score = base + Math.min(4, countOf(unjoined, name) - 1 + declared.reduce((n, form) => n + countOf(unjoined, form), 0));
    if (score > bestScore) [best, bestScore] = [name, score];
  }
  // "ESA is seeking…", said more often than "About Episcopal School Of Acadiana": the name the short form stands for
  if (best && /^[A-Z]{2,6}$/.test(best)) best = [...scores.keys()].find((name) => shortFormsOf(name).has(best!)) ?? best;
  if (best && bestScore >= 2) {
    // quote the name as the original text writes it, not as unjoined
    const firm = firmlyNamed.has(best) || FIRM_SUFFIX.test(best);
    const found = new RegExp(best.split(/\s+/).map(escapeRegExp).join('\\s*')).exec(text);
    if (!found) return { name: best, firm };
    // "Kom GmbH" found where the text runs "FlexKom GmbH" together: take the whole word
    let start = found.index;
    while (start > 0 && /[A-Za-z]/.test(text[start - 1]) && found.index - start < 20) start--;
    // …but not "overviewAker", "DescriptionSt. James" or "ManagerBODY20": a heading or a title run into the name
    const runIn = text.slice(start, found.index);
    if (!/[A-Z]/.test(runIn[0] ?? found[0][0]) || HEADING_BEFORE_NAME.test(runIn + found[0]) || ROLE_WORDS_RE.test(runIn) || /^(?:The)?(?:Organi[sz]ation|Company|Employer)$/.test(runIn)) start = found.index;
    return { name: text.slice(start, found.index + found[0].length), firm };
  }
  const corporate = emails.find((e) => !FREE_MAIL.test(e));
  if (corporate) {
    // the name before the suffix: "acme.com", and "harbor-freight.co.uk" (a country's "co", "com", "org"… is no name)
    const labels = corporate.split('@')[1].split('.');
    const second = labels.length >= 3 && /^[a-z]{2}$/i.test(labels[labels.length - 1]) && /^(?:co|com|org|net|ac|gov|edu|ltd|plc)$/i.test(labels[labels.length - 2]);
    const domain = labels[labels.length - (second ? 3 : 2)];
    // a domain the text never spells runs its words together ("saylorpt", "kazanlaw"): no name to print ("Dear Saylorpt
    // Hiring Team"), unless its hyphens part the words ("harbor-freight")
    const spelled = domain && nameSpellingDomain(text, domain);
    if (spelled) return { name: spelled, firm: true };
    if (domain?.includes('-')) return { name: domain.charAt(0).toUpperCase() + domain.slice(1), firm: false };
  }
  return undefined;
}

const NAME_LINKS = /^(?:of|and|for|the|de|&)$/i;

/**
 * The short forms a text may write an employer's name in: its initials, with and without its small linking words
 * ("ESA" and "ESOA" for "Episcopal School of Acadiana", "TUT" and "UT" for "The Uncommon Thread"), and the initials of the part
 * after its "of" ("GNJ" for "United Methodists of Greater New Jersey"). Two letters only for a name of two words.
 */
export function shortFormsOf(name: string): Set<string> {
  const out = new Set<string>();
  const bare = name.replace(LEGAL_SUFFIX, '').trim();
  // ("DVPC" for "The Delaware Valley Planning Commission": a leading "The" may go too)
  const parts = [bare, ...bare.split(/\s+of\s+/i).slice(1), ...(/^The\s+\S+\s+\S/.test(bare) ? [bare.replace(/^The\s+/, '')] : [])];
  for (const part of parts) {
    const words = part.split(/[\s-]+/).filter((w) => /^[\p{L}&]/u.test(w));
    if (words.length < 2) continue;
    const initials = (ws: string[]) => ws.map((w) => (w === '&' ? '' : w[0].toUpperCase())).join('');
    for (const form of [initials(words), initials(words.filter((w) => !NAME_LINKS.test(w) || w === words[0]))]) if (form.length >= 2 && (form.length >= 3 || words.length === 2)) out.add(form);
  }
  return out;
}

/** The words the text writes a mail domain as: "jobs@mcinnisengineering.com" → "McInnis Engineering" (with "School" after). */
function nameSpellingDomain(text: string, domain: string): string | undefined {
  const key = domain.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const run of text.matchAll(/[A-Z][\w'’-]*(?:[ \t]+(?:[A-Z][\w'’-]*|&|of|and|the|for))*/g)) {
    const words = run[0].split(/[ \t]+/);
    for (let i = 0; i < words.length; i++) {
      let joined = '';
      for (let j = i; j < Math.min(words.length, i + 6); j++) {
        joined += words[j].toLowerCase().replace(/['’]s$/, '').replace(/[^a-z0-9]/g, '');
        if (joined.length > key.length || !key.startsWith(joined)) break;
        if (joined !== key) continue;
        // ("Harbor’s mission": the name without its possessive, and no word after it)
        if (/['’]s$/.test(words[j])) return [...words.slice(i, j), words[j].slice(0, -2)].join(' ');
        return [...words.slice(i, j + 1), ...(ORG_WORD.test(words[j + 1] ?? '') ? [words[j + 1]] : [])].join(' ');
      }
    }
  }
  return undefined;
}

// A posting's own sections about its employer and about what it offers (benefits, perks, the equal-opportunity
// statement) hold no requirement: a word there ("leave", "Loan", "Town") is no keyword a résumé lacks. Each heading
// opens a section that lasts until the next heading; a page that lost its line breaks runs a heading into the text after
// it ("Benefits & RewardsFlexible scheduling"), so a heading is told by where it stands, not by a line of its own.
const ABOUT_OR_OFFER_HEADING =
  "about (?:us|the (?:company|firm|organization|organisation|practice|agency|employer|team)|our (?:company|firm|organization|organisation|team|practice))|(?:company|employer|organization|organisation|corporate) (?:description|overview|profile|background|information)|the (?:company|firm|organization|organisation|practice|agency)|who we are|what we do|how we do it|why us|our (?:story|mission|values|culture|company|benefits|perks)|what we offer|we offer|why join us|why (?:work|join) (?:for|at|with) us|what'?s in it for you|perks(?: (?:&|and) benefits)?|(?:compensation|pay|salary) (?:&|and) benefits|(?:employee |our )?benefits(?: (?:&|and) (?:rewards|perks|compensation))?(?: (?:include|offered|package))?|total rewards|equal (?:employment )?opportunity(?: employer)?|eeo(?: statement)?";
const ASKED_HEADING =
  "(?:role|job|position|opportunity) (?:description|summary|overview|details)|about (?:the|this) (?:role|position|job|opportunity)|the role|your role|(?:key |primary |main |essential |core |job |position |your |general )?(?:responsibilities|duties)(?: (?:&|and) (?:responsibilities|duties))?|essential functions|what you(?:'ll| will) (?:do|bring|need)|what we(?:'re| are) looking for|who you are|(?:minimum |required |preferred |basic |desired |job |position |your |additional )?(?:requirements|qualifications|skills|education|experience)(?: (?:&|and) (?:skills|qualifications|experience|requirements|education))?|job summary|summary";
// letters match in either case; the classes around the heading (a capital after it, a small letter before) must not
const anyCase = (words: string) => words.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const POSTING_HEADING = new RegExp(
  String.raw`(?:^|(?<=[\n.!?:;)\]][ \t]{0,3})|(?<=\p{Ll}))(?:(${anyCase(ABOUT_OR_OFFER_HEADING)})|(${anyCase(ASKED_HEADING)}))(?=[ \t]*(?::|\n|$)|\p{Lu})`,
  'gu',
);

// …but a posting does not always head the job's part: a sentence that asks for something or names a duty ("is seeking a
// Marketing Manager", "Ability to lift 50 pounds", "responsible for…") ends the section about the employer or benefits
const ASKS = /\b(?:experience (?:in|with|of)|years? of experience|ability to|able to|must (?:have|be)|required|requirements?|proficien\w+|knowledge of|degree in|bachelor'?s|licen[cs]ed|certified|certification|responsible for|responsibilities|duties|(?:is|are) seeking|looking for|you will|you'll|ideal candidate|qualifications?)\b/i;

/** Where the sentence holding an offset starts (a stop, a line break, or a capital run onto a small letter), at or after `floor`. */
function sentenceStart(text: string, at: number, floor: number): number {
  for (let i = at - 1; i > floor && i >= at - 200; i--) {
    const c = text[i];
    if (c === '\n' || ((c === '.' || c === '!' || c === '?') && /\s/.test(text[i + 1] ?? ''))) return i + 1;
    if (/\p{Lu}/u.test(text[i + 1] ?? '') && /\p{Ll}/u.test(c)) return i + 1;
  }
  return Math.max(floor, at - 200);
}

/**
 * Where a posting talks about its employer or about what it offers rather than about the job: [start, end) spans of
 * its text. Linear: one pass over the headings, one search for something asked in each span.
 */
export function aboutOrOfferSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  // each span searched within itself, so many headings cost no more than one (not a search to the end from each)
  const close = (start: number, end: number) => {
    const asks = text.slice(start, end).search(ASKS);
    spans.push([start, asks >= 0 ? sentenceStart(text, start + asks, start) : end]);
  };
  let open: number | undefined;
  for (const m of text.matchAll(POSTING_HEADING)) {
    // a heading opens with a capital ("Benefits", "BENEFITS"); in running text the same words are lower case
    if (!/^\p{Lu}/u.test(m[0])) continue;
    // glued to the next word, the heading must be whole: "Summary" in "SummaryThe…", not "Experience" in "ExperienceD"
    const next = text[m.index + m[0].length];
    if (next && /\p{Lu}/u.test(next) && m[0] === m[0].toUpperCase()) continue;
    if (open !== undefined) close(open, m.index);
    open = m[1] ? m.index : undefined;
  }
  if (open !== undefined) close(open, text.length);
  // …and a sentence that says what the job gives, wherever it stands ("In this role, you will receive comprehensive
  // training and mentorship…", "We offer…"): what the employer offers is no duty nor a skill it asks for
  for (const m of text.matchAll(OFFERS)) {
    const start = sentenceStart(text, m.index, 0);
    spans.push([start, m.index + m[0].length]);
  }
  // (in order, overlaps merged: the text is blanked span by span)
  const merged: [number, number][] = [];
  for (const [s, e] of spans.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** A sentence of what the job offers its holder, to its stop or the line's end. */
const OFFERS = /\b(?:you(?:'ll|’ll| will)\s+(?:receive|get|be given|be offered|enjoy|benefit from)|we(?:'ll|’ll| will)?\s+(?:offer|provide)\s+(?:you|our\s+(?:employees|staff|team)|comprehensive|competitive|full|paid|ongoing|extensive)|(?:we|the company)\s+offers?\b)[^.!?\n]*/gi;

/** The posting's text with its sections about the employer and what it offers blanked out (offsets kept). */
export function askedText(text: string, spans = aboutOrOfferSpans(text)): string {
  let out = '';
  let from = 0;
  for (const [start, end] of spans) {
    out += text.slice(from, start) + ' '.repeat(end - start);
    from = end;
  }
  return out + text.slice(from);
}

/** The skills a posting asks for: those it names outside its sections about the employer and what it offers. */
export function askedSkills(posting: JobPosting, asked = askedText(posting.text)): FoundSkill[] {
  // a skill's words are no blanks: where the asked text has a blank instead, the section was blanked out
  return posting.skills.filter((f) => f.hits.some((h) => asked[h.start] === posting.text[h.start]));
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function parsePosting(text: string): JobPosting {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // ("…@zwebenlawgroup.com.We look forward": the next sentence run into the address is no part of its domain)
  const emails = [...new Set((text.match(/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []).map((e) => e.replace(/(?<=\.[A-Za-z]{2,})(?:\.[A-Z][a-z]+)+$/, '')))];
  const urls = [...new Set(text.match(/\bhttps?:\/\/[^\s)>\]]+|\bwww\.[^\s)>\]]+/gi) ?? [])];
  const years = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:-\s*\d+\s*)?(?:or more\s+)?years?(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}?(?:experience|exp\b)/i.exec(text);
  // "an associate's degree" is a degree; "All Associates are on partnership track" is the firm's lawyers
  const degreeMatch = /\b(ph\.?d|doctorate|master'?s|mba|m\.s\.|bachelor'?s|b\.s\.|b\.a\.|degree|associate(?:'s|’s|s)?(?=\s+(?:degree|of\s+(?:arts|science|applied)))|high school diploma|ged)\b/i.exec(text);
  const degreeLevel = degreeMatch
    ? /ph\.?d|doctorate/i.test(degreeMatch[1])
      ? 4
      : /master|mba|m\.s/i.test(degreeMatch[1])
        ? 3
        : /bachelor|b\.s|b\.a|degree/i.test(degreeMatch[1])
          ? 2
          : 1
    : undefined;
  const companyRead = findCompany(text, lines, emails);
  const company = companyRead?.name;
  // "Harbor Logistics" names the employer, not a skill the job asks for
  const companySpans = company ? [...text.matchAll(new RegExp(escapeRegExp(company), 'g'))].map((m) => [m.index, m.index + company.length]) : [];
  const skills = findSkills(text)
    .map((f) => ({ ...f, hits: f.hits.filter((h) => !companySpans.some(([s, e]) => h.start >= s && h.end <= e)) }))
    .filter((f) => f.hits.length)
    .map((f) => ({ ...f, count: f.hits.length, surface: f.hits[0].surface }));
  return {
    text,
    title: tidyTitle(findTitle(text, lines, company)),
    company,
    companyFirm: companyRead?.firm,
    skills,
    requiredYears: years ? { years: Number(years[1]) || WORD_NUMBERS[years[1].toLowerCase()] || 0, text: years[0] } : undefined,
    degree: degreeLevel && degreeMatch ? { level: degreeLevel, text: degreeMatch[0] } : undefined,
    bullets: lines.filter((l) => /^[•▪◦●‣∙·*–—-]\s*\S|^\d{1,2}[.)]\s+\S/.test(l)).map((l) => l.replace(/^[•▪◦●‣∙·*–—-]\s*|^\d{1,2}[.)]\s+/, '')),
    pay: findPay(text),
    emails,
    urls,
    words: wordCount(text),
  };
}
