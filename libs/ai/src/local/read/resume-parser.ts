// Parses résumé text into what a parser (ATS) and a reader see: contact details, sections, roles with dates
// and bullets, education, listed skills, and the layout artefacts that text extraction leaves behind.
import headingGroups from '../../../data/resume-headings.json';
import { findDateRanges, findDates, monthIndex, parseDate, TRAILING_DATE_RE, type DateRange, type ResumeDate } from './dates';
import { isAgentTitle, titleWords } from './occupations';
import { findPersonName } from './person-name';
import { ACTION_VERBS, irregularBase } from './phrases';
import { ANONYMISED_PLACE, US_STATE_NAMES } from './places';
import { ROLE_WORDS_RE } from './role-words';
import { isPostingTerm, termKey } from './posting-terms';
import { findSkills } from './skills';
import { escapeRegExp, repairText, uniqueBy, wordCount } from './text';

export type SectionKind = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'awards' | 'other';

export interface Line {
  /** 1-based line number in the text */
  n: number;
  text: string;
  /** the text without its bullet marker */
  content: string;
  /** started with a bullet marker (•, -, *, 1.) */
  marked: boolean;
}

export interface Section {
  kind: SectionKind;
  heading: Line | null;
  /** a heading an ATS recognises ("Experience", "Education"), not a creative one ("My Journey") */
  standard: boolean;
  lines: Line[];
}

export interface Contact {
  name?: string;
  email?: string;
  phone?: string;
  linkedin?: string;
  website?: string;
  location?: string;
  /** where each item was found */
  lines: Record<string, number>;
  /** the items sit in the first lines, where parsers look */
  inHeader: Record<string, boolean>;
}

export interface Role {
  header: Line[];
  title?: string;
  company?: string;
  range?: DateRange;
  /** month indexes (year*12+month) for arithmetic */
  startMonth?: number;
  endMonth?: number;
  /** a role with one date and no range ("Account Executive Aug 2011", "2014"): that month, for ordering roles only */
  pointMonth?: number;
  current: boolean;
  statements: Line[];
}

export interface Education {
  line: Line;
  degree?: string;
  /** 1 school or diploma, 1.5 associate, 2 bachelor, 3 master, 4 doctorate */
  level?: number;
  institution?: string;
  year?: number;
}

export type ArtefactKind = 'table' | 'columns' | 'glyphs' | 'rating-bars' | 'letter-spacing' | 'page-markers' | 'headings-side-by-side';

export interface Artefact {
  kind: ArtefactKind;
  lines: Line[];
}

export interface ParsedResume {
  text: string;
  lines: Line[];
  sections: Section[];
  contact: Contact;
  summary: Line[];
  roles: Role[];
  education: Education[];
  /** items of the skills section, as written */
  listedSkills: string[];
  /** every experience and project statement */
  statements: Line[];
  dates: { date: ResumeDate; line: Line }[];
  words: number;
  artefacts: Artefact[];
}

const STANDARD_HEADINGS: Record<string, SectionKind> = {};
// The headings (data/resume-headings.json) in their order: a later group overrides an earlier one for a heading.
for (const { kind, names } of headingGroups.groups) for (const name of names) STANDARD_HEADINGS[name] = kind as SectionKind;

/** Creative headings people use; we still understand them, an ATS may not. */
const CREATIVE_HEADINGS: [RegExp, SectionKind][] = [
  [/journey|where i'?ve (been|worked)|adventures|career story|my path|what i'?ve done|things i'?ve done|battle scars|track record/, 'experience'],
  [/toolbox|toolkit|superpowers|stuff i know|what i know|my stack|weapons|arsenal|what i bring/, 'skills'],
  [/learning|schooling|where i studied|my studies/, 'education'],
  [/who i am|hello|hi there|in a nutshell|my story|elevator pitch/, 'summary'],
];

// Word's symbol-font bullets come out of some PDFs as the letter of their code ("ñ", "Ø", "ü", "§", "o" for the second
// level) or a private-use character: a line opening with one of them, then a space and a capital, is a bullet
const BULLET_RE = /^\s*(?:[•▪◦●‣∙·○■□◆◇♦➢➤►▶➔→✓✔❖✶⮚*–—−-]|[\uf000-\uf8ffñØüö§o](?=\s+[A-Z])|\d{1,2}[.)])\s*/;
const ROLE_WORDS = ROLE_WORDS_RE;
export { ROLE_WORDS_RE };

function normaliseHeading(text: string): string {
  let t = text.replace(/^[#*•=_~\s-]+|[:#*=_~\s-]+$/g, '').trim();
  if (/^(?:\S\s){3,}\S$/.test(t)) t = t.replace(/\s/g, '');
  return t.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
}

function isLetterSpaced(text: string): boolean {
  return /^(?:[A-Za-z]\s){3,}[A-Za-z]\s*:?$/.test(text.trim());
}

/** The words name one technology product, as O*NET lists them ("Microsoft Word"), and nothing else. */
const namesProduct = (words: string) => findSkills(words).some((f) => f.skill.source === 'onet' && f.surface === words);

export function classifyHeading(line: Line, next: Line | undefined): { kind: SectionKind; standard: boolean } | null {
  const text = line.text;
  if (line.marked || text.length > 48) return null;
  const norm = normaliseHeading(text);
  if (!norm || norm.split(' ').length > 5) return null;
  const kind = STANDARD_HEADINGS[norm];
  if (kind) return { kind, standard: !isLetterSpaced(text) };
  // (a job title is no creative heading: "E-LEARNING DESIGNER" heads a résumé, not its education)
  for (const [re, k] of CREATIVE_HEADINGS) if (re.test(norm) && norm.split(' ').length <= 5 && !/[.@\d]/.test(norm) && !ROLE_WORDS.test(text)) return { kind: k, standard: false };
  // "Visual Merchandise Experience", "Retail Management Experience": a kind of experience, named in title case (a
  // product's is a skill in a list: "Microsoft Word Experience")
  if (/^(?:\p{Lu}[\p{L}&/-]*\s+){1,4}Experience$/u.test(text.trim()) && next && !ROLE_WORDS.test(text) && !namesProduct(text.trim().replace(/\s+Experience$/, ''))) return { kind: 'experience', standard: false };
  const letters = text.replace(/[^A-Za-z]/g, '');
  // "NLP, GCP." is the end of a list of tools, not a heading: a heading neither ends with a period nor lists acronyms
  const list = /\.$/.test(text.trim()) || /^[A-Z0-9+#/&.\s-]{1,10}(?:,\s*[A-Z0-9+#/&.\s-]{1,10})+$/.test(text.trim());
  const allCaps = letters.length >= 4 && letters === letters.toUpperCase() && !/\d|@/.test(text) && norm.split(' ').length <= 4 && !list;
  const colon = /:\s*$/.test(text) && norm.split(' ').length <= 4 && !/\d|@/.test(text);
  if ((allCaps || colon) && next && !ROLE_WORDS.test(text)) {
    // "SKILLS & TOOLS", "TECH STACK:" — an unknown heading: guess its kind from its words
    if (/skill|stack|tech|tool|competenc|proficienc/.test(norm)) return { kind: 'skills', standard: false };
    if (/experience|employment|work|career|history/.test(norm)) return { kind: 'experience', standard: false };
    if (/educat|degree|academ|school|universit/.test(norm)) return { kind: 'education', standard: false };
    if (/summary|profile|about|objective/.test(norm)) return { kind: 'summary', standard: false };
    if (/project/.test(norm)) return { kind: 'projects', standard: false };
    if (/certif|licen/.test(norm)) return { kind: 'certifications', standard: false };
    return { kind: 'other', standard: false };
  }
  return null;
}

// The lookbehind starts a match only where a run of address characters starts: without it a long run with no '@'
// is rescanned from each of its characters (quadratic on a 50,000-character word).
export const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE_RE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/;
const LINKEDIN_RE = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?/i;
const WEBSITE_RE = /(?:https?:\/\/)?(?:www\.)?(?:github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com)\/[\w.-]+|https?:\/\/[\w.-]+\.[a-z]{2,}\S*|\bwww\.[\w-]+\.[a-z]{2,}\S*/i;
const LOCATION_RE = /\b([A-Z][a-zA-Z.'-]+(?:\s[A-Z][a-zA-Z.'-]+){0,2}),\s*([A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:\s+\d{5})?\b/;

function findPhone(text: string): string | undefined {
  for (const m of text.matchAll(new RegExp(PHONE_RE.source, 'g'))) {
    const digits = m[0].replace(/\D/g, '');
    // "2019 - 2021" is a date range, not a number to call
    if (digits.length >= 10 && digits.length <= 15 && !/^(19|20)\d{2}\D+(19|20)\d{2}$/.test(m[0].trim())) return m[0].trim();
  }
  return undefined;
}

function parseContact(lines: Line[], headerEnd: number, headings: Set<number>): Contact {
  const contact: Contact = { lines: {}, inHeader: {} };
  const set = (key: 'email' | 'phone' | 'linkedin' | 'website' | 'location' | 'name', value: string, line: Line) => {
    if (contact[key]) return;
    contact[key] = value;
    contact.lines[key] = line.n;
    contact.inHeader[key] = line.n <= headerEnd;
  };
  for (const line of lines) {
    const email = EMAIL_RE.exec(line.text)?.[0];
    if (email) set('email', email, line);
    const phone = findPhone(line.text.replace(EMAIL_RE, ''));
    if (phone) set('phone', phone, line);
    const linkedin = LINKEDIN_RE.exec(line.text)?.[0];
    if (linkedin) set('linkedin', linkedin, line);
    const site = WEBSITE_RE.exec(line.text.replace(LINKEDIN_RE, ''))?.[0];
    if (site && line.n <= headerEnd) set('website', site, line);
    if (line.n <= headerEnd) {
      const loc = LOCATION_RE.exec(line.text.replace(EMAIL_RE, ''));
      // an education line near the top ("B.E. Mechanical Engineering Pune, Maharashtra …") names a college's town, and
      // "QuickBooks, Peachtree" is a list of tools
      if (loc && !ROLE_WORDS.test(loc[0]) && !findDegree(line.text) && !findSkills(loc[0]).some((f) => f.skill.kind === 'hard')) set('location', loc[0], line);
      else if (/\b(remote|relocat\w+)\b/i.test(line.text) && line.text.length < 80) set('location', line.text.match(/\b(remote|open to relocation|willing to relocate)\b/i)?.[0] ?? 'Remote', line);
    }
  }
  const named = findPersonName(lines, (l) => headings.has(l.n));
  const line = named && lines.find((l) => l.n === named.n);
  if (named && line) set('name', named.name, line);
  return contact;
}


const COUNTRIES = 'United States(?: of America)?|USA|U\\.S\\.A?\\.?|United Kingdom|UK|Canada|India|Australia|Germany|Ireland|Singapore';
/** "Denver, Colorado", "Mountain View, CA & Ithaca, NY", "Orlando, Florida, United States": where a role was, never its employer. */
// (and "City , State", the placeholder anonymised résumé exports put where the place was)
const PLACE_RE = new RegExp(String.raw`\b[A-Z][a-zA-Z.'-]+(?:\s[A-Z][a-zA-Z.'-]+){0,2},\s*(?:[A-Z]{2}|${US_STATE_NAMES})\b(?:,\s*(?:${COUNTRIES})\b)?|${ANONYMISED_PLACE}|(?<![\p{L}])(?:${COUNTRIES})$`, 'gu');

const ROLE_WORD_ALL_RE = new RegExp(ROLE_WORDS_RE.source, 'gi');
const ORGANISATION_RE = /\b(?:University|College|Institute|School|Academy|Hospital|Clinic|Bank|Inc|LLC|Ltd|GmbH|AG|Corp|Corporation|Company|Group|Technologies|Systems|Solutions|Labs?|Foundation|Agency|Council|Ministry|Department)\b/;

/** "Fullstack Engineer University of Bremen": a title and its employer written with no mark between them. */
function titleThenEmployer(part: string): string[] {
  const last = [...part.matchAll(ROLE_WORD_ALL_RE)].pop();
  if (!last) return [part];
  // a grade after the title is the title's ("Claims Analyst II Acme Corporation")
  const grade = /^\s+(?:[IVX]{1,4}|\d)\b/.exec(part.slice(last.index + last[0].length))?.[0] ?? '';
  const titleEnd = last.index + last[0].length + grade.length;
  const rest = part.slice(titleEnd).replace(/^\s*\/\s*/, '').trim();
  return /^[A-Z]/.test(rest) && ORGANISATION_RE.test(rest) && wordCount(rest) <= 6 ? [part.slice(0, titleEnd), rest] : [part];
}

/** A table's column names, a label without its colon ("Duration      Oct 2017 - Till Date"), a sub-heading ("Project
 *  Description") or an anonymised export's placeholder ("Company Name"): never a title or employer. */
const FIELD_NAME_RE = /^(?:duration|period|organi[sz]ation|designation|company(?: name)?|employer(?: name)?|client|role|position|title|location|dates?|from|to|tenure|(?:project )?(?:description|details)|(?:key )?responsibilities|roles? (?:and|&) responsibilities|environment|technologies(?: used)?|team size)$/i;
const SENTENCE_START_RE = /^\p{Lu}\p{Ll}+\s+(?:a|an|the|our|new|several|multiple|\d+)\s/u;

// what a bracket after a title says about the post rather than who employed it: "(Contract)", "(Part-time)", "(Level II)"
const POST_QUALIFIER_RE = /^(?:contract(?:or)?|contract[- ]to[- ]hire|intern(?:ship)?|part[- ]time|full[- ]time|temp(?:orary)?|seasonal|remote|hybrid|freelance|volunteer|acting|interim|per diem|prn|(?:level|grade|band)\s*[\divx]+|[ivx]{1,4})$/i;

function splitHeader(header: string): { title?: string; company?: string } {
  // a bracket that qualifies the post ("Analyst (Contract)") or grades the title ("Lead Cook (Cook III)") names no
  // employer; one that names it ("Intern (Northgate Elevators)") is kept
  const whole = titleAndEmployer(header);
  const titleWords = new Set((whole.title ?? '').toLowerCase().split(/\s+/));
  const qualifies = (inside: string) => POST_QUALIFIER_RE.test(inside.trim()) || inside.toLowerCase().split(/\s+/).some((w) => titleWords.has(w));
  const bare = header.replace(/\s*\(([^()]{1,40})\)/g, (m, inside: string) => (qualifies(inside) ? ' ' : m));
  return bare === header ? whole : titleAndEmployer(bare);
}

/** An anonymised export's placeholder where the employer was ("Claims Processor Company Name , City , State"). */
const ANONYMISED_EMPLOYER = /\bCompany Name\b/g;
export const isAnonymisedHeader = (text: string) => text.search(ANONYMISED_EMPLOYER) >= 0;

function titleAndEmployer(header: string): { title?: string; company?: string } {
  const anonymised = isAnonymisedHeader(header);
  const text = header
    .replace(PLACE_RE, ' | ')
    .replace(ANONYMISED_EMPLOYER, ' | ')
    // a single date before the title ("October 2003 Student Teacher", "2016 / 09 Fullstack Engineer"; a range was taken
    // out already)
    .replace(/(?:^|(?<=\|\s*))(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}(?:\s*[/.-]\s*[01]?\d)?)\s+(?=\p{Lu})/gu, '');
  const parts = text
    .split(/\s*(?:\||·|•|–|—|\t|\s-\s|,\s|\s{3,}|\bat\b|@|\s\(|\))\s*/)
    .map((p) => p.replace(/[()]/g, '').trim())
    .filter((p) => p.length > 1 && !/^(remote|hybrid|on-?site)$/i.test(p) && !/^[A-Z]{2}$/.test(p) && !/^\d/.test(p) && !FIELD_NAME_RE.test(p))
    .flatMap(titleThenEmployer)
    .filter((p) => !FIELD_NAME_RE.test(p));
  // a title is written with a capital ("targeting industrial trainees" is the end of a sentence), unless nothing is
  const capitals = /\p{Lu}/u.test(text);
  const titleIdx = parts.findIndex((p) => ROLE_WORDS.test(p) && (!capitals || !/^\p{Ll}/u.test(p)));
  const title = titleIdx >= 0 ? parts[titleIdx] : undefined;
  // an anonymised export put "Company Name" where the employer was: no other part is the employer ("Chief, Accounts
  // Payable Branch Company Name" names a unit), and the part before it is the title ("Claims Processor Company Name")
  if (anonymised) return { title: title ?? parts.find((p) => /^\p{Lu}/u.test(p) && !LOCATION_RE.test(p + ',') && wordCount(p) <= 7 && !SENTENCE_START_RE.test(p)) };
  // an employer's name is a few words, and not a sentence of the role ("Realized an online platform for …", "Built a …")
  // (…nor a legend that spells out an abbreviation, "HU = Harwick University")
  const candidates = parts.filter((p, i) => i !== titleIdx && !ROLE_WORDS.test(p) && !LOCATION_RE.test(p + ',') && /[A-Za-z]/.test(p) && wordCount(p) <= 7 && !SENTENCE_START_RE.test(p) && !/\s=\s/.test(p));
  // a legend the header spells an abbreviation out in ("Software Engineer @HU … @HU = Harwick University") names the
  // employer the abbreviation stands for
  const legend = /(?:^|[\s|@])([A-Z][A-Za-z0-9&]{1,9})\s=\s([^|=]+?)\s*(?:\||$)/.exec(header);
  const spelt = legend && new RegExp(`(?:^|[\\s|@(])${escapeRegExp(legend[1])}\\b(?!\\s=)`).test(header.replace(legend[0], ' ')) ? legend[2].trim() : undefined;
  // …else a part that names an organisation is the employer before one that does not ("Research Employee / Software
  // Development - Lindqvist University": the title, unread, is no employer)
  const company = spelt ?? candidates.find((p) => ORGANISATION_RE.test(p)) ?? candidates[0];
  return { title, company };
}

// "Company: Acme", "company - Acme", "Designation: Site Engineer", "Duration: 2019 - 2021", "Description - …"
const LABELLED_RE = /^(company|employer|organi[sz]ation|client|designation|position|job title|title|role|duration|period|description|responsibilities)\s*(?::|-|–)\s*(.*)$/i;

// "YMCA, Pomona, CA Summer 2013, 2014": a short unmarked line naming a place and ending with a year heads a role
const DATED_PLACE_RE = /^[^•,]{2,60},[^.;]{2,60}\b(?:19|20)\d{2}\s*$/;

const LABELLED_LINE_RE = /(?:^|\|\s*)(?:company|employer|organi[sz]ation|client|designation|position|job title|title|role|duration|period)\s*(?::|-|–)[^|]*/gi;

const RANGE_WORD = /^(?:-|–|—|−|to|until|till|through|thru)$/i;

/** A line this long that stops mid-sentence was wrapped by the page, not ended by its writer. */
export const FULL_LINE = 75;

/** A line that ends on a word no sentence ends on: the page wrapped it, and the next line goes on with it. */
export const OPEN_ENDING = /(?:^|\s)(?:and|or|nor|of|the|a|an|to|with|in|for|by|on|at|from|as|into|using|both|including|via|per|than|their|our|its|his|her|my|your)$/i;

// a company's name may end on its abbreviation's stop ("Global Payments Inc."): that stop ends no sentence
const NAME_ABBREVIATION_END = /\b(?:Inc|Ltd|Corp|Co|Pvt|L\.?L\.?C|L\.?L\.?P|P\.?L\.?L\.?C|P\.?C|P\.?A|N\.?A|S\.?A)\.$/;
const isCompanyName = (text: string) => NAME_ABBREVIATION_END.test(text) && wordCount(text) <= 6 && !opensWithPastAction(text);

/** "Exercise Physiologist", "Personal Banker": a short unmarked line naming a job, set on its own line above its dates. */
function looksLikeTitle(line: Line): boolean {
  const words = titleWords(line.content);
  return (
    !line.marked &&
    words.length <= 6 &&
    /^\p{Lu}/u.test(line.content) &&
    !/[.;:,!?]$/.test(line.content) &&
    !ACTION_VERBS.has(words[0]?.toLowerCase() ?? '') &&
    !ORGANISATION_RE.test(line.content) &&
    (ROLE_WORDS.test(line.content) || isAgentTitle(line.content))
  );
}

/** The first line of what a role's holder did, never a header line: "Responsible for obtaining…", "Scheduled appointments…". */
const opensStatement = (text: string) =>
  /^(?:responsible for|duties (?:include|included)|in charge of)\b/i.test(text) ||
  // "Realized an online booking platform for … (Shelf)": a verb in the past before its object opens a sentence of the work
  /^\p{Lu}\p{Ll}+ed\s+(?:a|an|the|our|new|several|multiple)\s/u.test(text) || opensWithPastAction(text) || opensWithPresentAction(text, !ROLE_WORDS.test(text));

/**
 * "Recruit new beauty advisors", "Invent a realtime classroom…": a duty in the present, its verb before an article or
 * "new"; with `anyObject`, before any word in lower case ("Design software architecture…"), where no role word
 * could make it a title written in sentence case ("Research assistant").
 */
function opensWithPresentAction(text: string, anyObject = false): boolean {
  const m = /^(\p{Lu}\p{Ll}+)\s+(\p{Ll}[\p{Ll}'’]*|\d+)/u.exec(text);
  // an -ing word opening a header names a field ("Engineering and Quality Technician"), not a duty
  if (!m || !ACTION_VERBS.has(m[1].toLowerCase()) || m[1].endsWith('ing')) return false;
  return anyObject || /^(?:a|an|the|and|new|all|our|their|\d+)$/.test(m[2]);
}

/** "Helped 15+ other junior developers…", "Presented findings to…": a past action and its object, a sentence, not a title. */
function opensWithPastAction(text: string): boolean {
  const m = /^(\p{L}+)\s+[\p{Ll}\d$]/u.exec(text);
  if (!m) return false;
  const word = m[1].toLowerCase();
  // "Helped" and "Worked" open weak bullets, so the action verbs leave them out; they open sentences all the same
  return (ACTION_VERBS.has(word) || /^(?:helped|worked)$/.test(word)) && (word.endsWith('ed') || !!irregularBase(word));
}

/**
 * A date range a left column stacked over lines ("October 2010" / "to" / "Current", "May 2014 –" / "Present") as the
 * one line it is, so it heads its role as a range written on one line does.
 */
function joinStackedRanges(lines: Line[]): Line[] {
  const out: Line[] = [];
  const date = (t: string | undefined) => (t ? parseDate(t) : undefined);
  for (let i = 0; i < lines.length; i++) {
    const [a, b, c] = [lines[i], lines[i + 1], lines[i + 2]].map((l) => l?.text.trim() ?? '');
    const marked = lines[i].marked;
    const startDate = marked ? undefined : date(a);
    const start = !!startDate && !startDate.present;
    let joined: string | undefined;
    let used = 0;
    if (start && RANGE_WORD.test(b) && date(c)) [joined, used] = [`${a} ${b} ${c}`, 2];
    else if (!marked && /\s(?:-|–|—|to)$/.test(a) && date(a.replace(/\s+\S+$/, '')) && date(b)) [joined, used] = [`${a} ${b}`, 1];
    else if (start && /^(?:-|–|—|to)\s+\S/.test(b) && date(b.replace(/^\S+\s+/, ''))) [joined, used] = [`${a} ${b}`, 1];
    if (joined) {
      out.push({ ...lines[i], text: joined, content: joined });
      i += used;
    } else out.push(lines[i]);
  }
  return out;
}

/**
 * A role's statement, or the rest of the one above when the page wrapped it ("…budget and reduced office" / "supply
 * costs by 14%"): one bullet is counted, quoted and checked as one, never its second line as a bullet of its own.
 */
function addStatement(role: Role, line: Line, goesOn: boolean): void {
  const last = role.statements[role.statements.length - 1];
  if (last && !line.marked && goesOn && !/[.!?:;]$/.test(last.content)) {
    role.statements[role.statements.length - 1] = { ...last, text: `${last.text} ${line.text}`, content: `${last.content} ${line.content}` };
  } else role.statements.push(line);
}

const SCHOOLING_RE = /\b(?:semester|studies|thesis|graduated|graduation|coursework)\b/i;
const STUDY_TERM_RE = /\b(?:semester|studies|coursework)\b/i;

/** `sectionStarts`: the line numbers that open an experience section, where a role's header cannot go on. */
function parseRoles(given: Line[], now: Date, sectionStarts: Set<number> = new Set()): Role[] {
  const lines = joinStackedRanges(given);
  const roles: Role[] = [];
  let current: Role | undefined;
  const labelled = new Map<Role, { title?: string; company?: string }>();
  // a title read from its own line above the dates: the header's other lines name the employer
  const titleLines = new Map<Role, Line>();
  const startRole = (line: Line) => {
    current = { header: [line], current: false, statements: [] };
    roles.push(current);
  };
  let lineAbove: Line | undefined;
  let goesOnAbove = false;
  for (const line of lines) {
    // table rows are layout artefacts, not statements about the work
    if (!line.text || (line.text.match(/[|│┃]/g) ?? []).length >= 3) continue;
    // the rest of a sentence the page wrapped ("…presented findings to 6 stakeholders and" / "3 senior managers")
    const goesOn = OPEN_ENDING.test(lineAbove?.content ?? '') || /^\p{Ll}/u.test(line.content);
    const [above, aboveGoesOn] = [lineAbove, goesOnAbove];
    [lineAbove, goesOnAbove] = [line, goesOn];
    const field = line.marked ? null : LABELLED_RE.exec(line.text);
    // an export's entry whose employer field is empty ("company - " / "description - …") is a role of its own, of an
    // employer not named: its lines are no part of the role above
    if (field && !field[2].trim() && /^(?:company|employer|organi[sz]ation)$/i.test(field[1])) {
      startRole(line);
      continue;
    }
    if (field && field[2].trim()) {
      const [, label, value] = field;
      const key = label.toLowerCase();
      // "Client: Northfield Bank" names whom the work was for, not who employed the person: no role's employer
      // (an export that wrote the client in the employer's field too, "company - Govt. of X" / "Client: Govt. of X",
      // names no employer there)
      if (key === 'client') {
        const given = current && labelled.get(current)?.company;
        if (given && companyKey(given) === companyKey(value)) labelled.set(current!, { ...labelled.get(current!), company: undefined });
        continue;
      }
      if (/^(company|employer|organi)/.test(key)) {
        // a labelled employer opens a role unless the role just opened has none yet
        if (!current || current.statements.length || labelled.get(current)?.company) startRole(line);
        else current.header.push(line);
        labelled.set(current!, { ...labelled.get(current!), company: value.trim() });
        continue;
      }
      if (/^(designation|position|job title|title|role)$/.test(key) && current && !labelled.get(current)?.title && wordCount(value) <= 8) {
        current.header.push(line);
        labelled.set(current, { ...labelled.get(current), title: value.trim() });
        continue;
      }
      if (/^(duration|period)$/.test(key) && current) {
        current.header.push(line);
        continue;
      }
      if (/^(description|responsibilities)$/.test(key) && current) {
        current.statements.push({ ...line, content: value.trim() });
        continue;
      }
    }
    // header lines with no dates and no statements before a heading ("Winner's Circle Award" under a highlight read as
    // a heading of work) are no part of the role the next section opens
    if (sectionStarts.has(line.n) && current && !current.statements.length && !line.marked && !current.header.some((h) => findDateRanges(h.text).length > 0)) {
      startRole(line);
      continue;
    }
    const ranges = findDateRanges(line.text);
    const hasRange = ranges.length > 0;
    // "2014 - 2016 IT Consultant for … GmbH Bremen": a line that opens with its dates heads a role however long
    // "IT Consultant for IBM XPages and Notes Domino - We4IT GmbH Bremen 2014 - 2016": dates that end the line (set
    // right-aligned on the page) head a role too, up to a sentence's length
    const last = ranges[ranges.length - 1];
    const endsWithDates = !!last && !line.marked && /^[\s)\]|,.–—-]*$/.test(line.text.slice(last.index + last.text.length)) && wordCount(line.content) <= 20;
    const shortLine = (wordCount(line.content) <= 12 || ranges[0]?.index === 0 || endsWithDates) && (!/[.;]$/.test(line.text) || isCompanyName(line.text));
    if (line.marked) {
      if (!current) startRole({ ...line, text: '', content: '' });
      current!.statements.push(line);
    } else if (!current) startRole(line);
    else if (current.statements.length === 0 && current.header.length < 3 && (shortLine || hasRange) && !opensStatement(line.content)) {
      // a role's second or third header line: "Acme Corp, Berlin" / "Jan 2020 – Present"
      if (hasRange && current.header.some((h) => findDateRanges(h.text).length > 0)) startRole(line);
      else current.header.push(line);
    } else if ((hasRange || DATED_PLACE_RE.test(line.text)) && shortLine) {
      // the title set on its own line above the dates ("Exercise Physiologist" / "August 2002 to March 2003 Company
      // Name…") heads the new role, not the old one's last line
      const last = current.statements[current.statements.length - 1];
      const titleAbove = last === above && !aboveGoesOn && looksLikeTitle(last) && !ROLE_WORDS.test(line.text);
      if (titleAbove) current.statements.pop();
      startRole(titleAbove ? last : line);
      if (titleAbove) {
        current!.header.push(line);
        titleLines.set(current!, last);
      }
    } else if (shortLine && ROLE_WORDS.test(line.text) && current.statements.length > 0 && !goesOn && !opensWithPastAction(line.content) && !opensWithPresentAction(line.content)) startRole(line);
    else {
      // …or under a bullet whose line ran to the page's edge with no stop ("…across the Windrow" / "School District")
      const ranToEdge = !!above?.marked && current.statements[current.statements.length - 1]?.n === above.n && above.content.length >= FULL_LINE && !/[.!?:;]$/.test(above.content) && !hasRange;
      addStatement(current, line, goesOn || ranToEdge);
    }
  }
  for (const role of roles) {
    role.header = role.header.filter((h) => h.text);
    const titleLine = titleLines.get(role);
    const headerText = role.header
      .filter((h) => h !== titleLine)
      // a project's labelled field ("Domain - Retail Period: …", "Environment: C++, …") names
      // neither the title nor the employer
      .filter((h) => !/^(?:domain|environment|technologies(?: used)?|team size)\s*[-:–]\s/i.test(h.text))
      // a scrape that ran the first bullet into the header line ("…City , State * Developed…"): the bullet is no header
      .map((h) => h.text.split(/\s+[*•▪●➢]\s+/)[0])
      .join(' | ');
    const range = role.header.map((h) => findDateRanges(h.text)[0]).find(Boolean);
    if (range) {
      role.range = range;
      role.startMonth = monthIndex(range.start, now, 'start');
      role.endMonth = monthIndex(range.end, now, 'end');
      role.current = !!range.end.present;
    } else {
      // its latest date written: a header that ran two events together still reached the later one
      const points = role.header.flatMap((h) => findDates(h.text)).map((d) => monthIndex(d, now, 'end'));
      if (points.length) role.pointMonth = Math.max(...points);
    }
    // a role's one date ends its line ("Account Executive Aug 2011"): no part of its title or its employer
    const written = range ? headerText.replace(range.text, ' ') : headerText.split(' | ').map((part) => part.replace(TRAILING_DATE_RE, '')).join(' | ');
    const withoutDates = written.replace(/\(\s*\)/g, ' ');
    Object.assign(role, splitHeader(withoutDates.replace(LABELLED_LINE_RE, ' ')), titleLine ? { title: titleLine.content } : {}, labelled.get(role) ?? {});
  }
  // a dated line under no title that names a degree is schooling the page ran into the experience ("July 2004 to
  // February 2006 Higher Secondary Certificate Science Pune"), not an employer
  // (…and so is an untitled entry whose header says it was study: "Semester Abroad (University of Tarnow)", "Master
  // Studies (Harwick University)", "Graduated as M.Sc. …")
  // (the entry's own line, or one opening on it: a timeline's "7/2015 M.Sc. Graduation" inside a job's lines is an event)
  const schooling = (r: Role) => !r.title && r.header.some((h, i) => (i === 0 && (SCHOOLING_RE.test(h.text) || !!findDegree(h.text))) || new RegExp(`^${SCHOOLING_RE.source}`, 'i').test(h.content));
  // (an entry with bullets of work under it is a job all the same: "Research Employee / PhD Student - Lindqvist
  // University 2016 - present" / "· Develop and test …")
  // (…but not an untitled entry whose own line names a term of study, "Semester Abroad (University of Tarnow)",
  // "Master Studies (Harwick University)": its bullets are the courses taken, never work a letter cites)
  const studied = (r: Role) => !r.title && STUDY_TERM_RE.test(r.header[0]?.text ?? '');
  const worked = (r: Role) => r.statements.some((l) => l.marked) && !studied(r);
  const kept = roles.filter((r) => (r.header.length > 0 || r.statements.length > 0) && (worked(r) || (!(!r.title && r.company && findDegree(r.company)) && !schooling(r))));
  for (const role of kept) role.statements = role.statements.filter(isAboutTheWork);
  return kept;
}

// a federal-style role header's terms: "Salary $38,264.88.", "Grade: GS-9", "Hours per week: 40"
const PAY_OR_GRADE_LINE = /^\s*(?:salary|pay(?: grade| plan)?|grade|series|hours(?: per week)?)\b\s*:?\s*(?:[$€£]|\d|GS\b|[A-Z]{2}-\d)/i;

/**
 * Lines under a role that say nothing about the work, so no check counts them as bullets: a degree under a joint
 * "Experience and Education" heading ("10/2007 Bachelor Studies"), the label over the bullets ("Duties and
 * Responsibilities;"), a timeline's short dated event ("5/2009 Semester Abroad", "2016 Startup Weekend").
 */
function isAboutTheWork(l: Line): boolean {
  const degreeLine = !l.marked && wordCount(l.content) <= 8 && !!findDegree(l.content);
  const labelLine = /^(?:(?:key |main |job )?(?:duties|responsibilities|accomplishments|achievements)(?:\s*(?:and|&)\s*(?:duties|responsibilities|accomplishments|achievements))?)\s*[:;.]?$/i.test(l.content.trim());
  const timelineEvent = !l.marked && /^\s*(?:(?:0?[1-9]|1[0-2])[/.])?(?:19|20)\d{2}\s+\p{Lu}/u.test(l.content) && wordCount(l.content) <= 6;
  // what the job paid, or an amount on a line of its own ("32,000."), says nothing of what the person did in it
  const payOnly = PAY_OR_GRADE_LINE.test(l.content) || !/\p{L}{2}/u.test(l.content);
  return !degreeLine && !labelLine && !timelineEvent && !payOnly;
}

// Degrees as people write them: "Bachelor of Science", "B.Tech/B.E.", "MBA", "BSN", "Ph.D.", "M.Sc.", "LL.B".
// Short capital forms (BE, MS, BA, RN) count only in capitals: "be" and "as" are words.
const DEGREE_FORMS: [RegExp, number][] = [
  [/\b(?:ph\.?\s?d\.?|d\.?phil|doctor(?:ate)?(?: of [a-z]+(?: [a-z]+)?)?|pharm\.?\s?d|d\.?n\.?p|ed\.?d|psy\.?d)(?![a-z])/i, 4],
  [/\b(?:m\.?\s?d\.?|j\.?\s?d\.?|d\.?d\.?s|d\.?v\.?m)(?=[\s,./)]|$)/, 4],
  [/\b(?:master(?:'s|’s|s)?(?: degree)?(?: of [a-z]+(?: [a-z]+)?| in [a-z]+)?|m\.?\s?b\.?\s?a\.?|m\.?\s?tech|m\.?\s?sc?\.?|m\.?\s?eng|m\.?\s?com|m\.?\s?phil|m\.?\s?c\.?\s?a|m\.?\s?f\.?\s?a|m\.?\s?s\.?\s?w|m\.?\s?p\.?\s?h|m\.?\s?ed|msn|ll\.?\s?m|pgdm|pgdbm|post\s?graduate(?: diploma)?)(?![a-z])/i, 3],
  [/\b(?:MS|MA|ME|M\.E\.|M\.S\.|M\.A\.)(?=[\s,./)(-]|$)/, 3],
  [/\b(?:bachelor(?:'s|’s|s)?(?: degree)?(?: of [a-z]+(?: [a-z]+)?| in [a-z]+)?|b\.?\s?tech|b\.?\s?sc?\.?|b\.?\s?eng|b\.?\s?com|b\.?\s?b\.?\s?a|b\.?\s?c\.?\s?a|b\.?\s?f\.?\s?a|b\.?\s?arch|b\.?\s?pharm|b\.?\s?ed|bsn|ll\.?\s?b|undergraduate degree)(?![a-z])/i, 2],
  [/\b(?:BS|BA|BE|B\.E\.?|B\.S\.|B\.A\.|AB)(?=[\s,./)(-]|$)/, 2],
  [/\b(?:associate(?:'s|’s)? (?:degree|of [a-z]+)|a\.?\s?a\.?\s?s\.?|ADN)(?![a-z])/i, 1.5],
  [/\b(?:AA|AS)(?=[\s,./)(-]|$)/, 1.5],
  [/\b(?:diploma|high school|secondary school|higher secondary|h\.?s\.?c|s\.?s\.?c|ged|12th|10th|intermediate)(?![a-z])/i, 1],
];

/** "MS Office", "MS-Excel", "MS-CIT" (a computer course): Microsoft's products, not a master's degree. */
const MICROSOFT_RE = /\bms[\s.-]*(?:office|excel|word|power\s?point|ppt|access|outlook|project|visio|sql|dynamics|windows|dos|teams|paint|exchange|sharepoint|azure|cit)\b/gi;

export function findDegree(line: string): { degree: string; level: number } | undefined {
  const text = line.replace(MICROSOFT_RE, ' ');
  let best: { degree: string; level: number; index: number } | undefined;
  for (const [re, level] of DEGREE_FORMS) {
    const m = re.exec(text);
    if (m && (!best || level > best.level)) best = { degree: m[0].trim(), level, index: m.index };
  }
  return best && { degree: best.degree, level: best.level };
}

function parseEducation(lines: Line[]): Education[] {
  const out: Education[] = [];
  for (const line of lines) {
    if (!line.text) continue;
    const found = findDegree(line.text);
    const institution = /\b[\p{L}&.' -]*(?:university|college|institute|school|academy|polytechnic|universität|université)\b[\p{L}&.' -]*/iu.exec(line.text)?.[0]?.trim();
    const year = findDates(line.text).map((d) => d.year).filter((y) => y > 0).pop();
    if (found || institution) out.push({ line, degree: found?.degree, level: found?.level, institution, year });
    else if (out.length && year && !out[out.length - 1].year) out[out.length - 1].year = year;
  }
  return out;
}

const SKILL_LIST_LABEL = /^(?:skills?|key skills|tech|technologies|technical skills|tools|software|frameworks|stack|tech stack|programming languages|platforms)\s*:/i;

function parseListedSkills(lines: Line[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const body = line.content.replace(/^[^:]{2,30}:\s*/, '');
    for (const item of body.split(/\s*[,;|•·▪()]\s*|\s{3,}|\t/)) {
      const t = item.replace(/[.]+$/g, '').trim();
      if (t.length > 1 && t.split(' ').length <= 5) items.push(t);
    }
  }
  return items;
}

function findArtefacts(lines: Line[], headerEnd: number, sections: Section[]): Artefact[] {
  const found: Artefact[] = [];
  const add = (kind: ArtefactKind, ls: Line[], min = 1) => {
    if (ls.length >= min) found.push({ kind, lines: ls });
  };
  const body = lines.filter((l) => l.n > headerEnd && l.text);
  // a table: box-drawing characters, or three or more rows in a row split into cells by bars or tabs
  // (one "Title | Company | City" line per role is fine for a parser)
  const cells = (l: Line) => (l.text.match(/[|│┃]/g) ?? []).length >= 2 || (l.text.match(/\t/g) ?? []).length >= 2;
  const tableRows = body.filter((l, i) => /[─━═┌┐└┘├┤┬┴┼║]/.test(l.text) || (cells(l) && ((body[i - 1] && cells(body[i - 1]) && body[i - 1].n === l.n - 1) || (body[i + 1] && cells(body[i + 1]) && body[i + 1].n === l.n + 1))));
  add('table', tableRows, 2);
  add('columns', body.filter((l) => /\S\s{4,}\S/.test(l.text.trim()) && !/^\S+\s{4,}(?:(?:19|20)\d{2}|present)/i.test(l.text.trim())), 2);
  add('glyphs', lines.filter((l) => /[\uE000-\uF8FF\uFFFD]|\(cid:\d+\)|\p{Extended_Pictographic}/u.test(l.text) && !/^[•▪◦●‣∙·○■□◆◇➢➤►▶✓✔❖]/.test(l.text)));
  add('rating-bars', lines.filter((l) => /[★☆●○■□◆◇⬤◯]{3,}|[█▓▒░]{2,}|\b\d\/(?:5|10)\b.*\b\d\/(?:5|10)\b/.test(l.text)));
  add('letter-spacing', lines.filter((l) => isLetterSpaced(l.text)));
  add('page-markers', lines.filter((l) => /^(?:page\s+\d+(?:\s+of\s+\d+)?|\d+\s*\/\s*\d+|-\s*\d+\s*-)$/i.test(l.text)));
  const headingWords = /\b(EXPERIENCE|EDUCATION|SKILLS|SUMMARY|PROFILE|PROJECTS|CERTIFICATIONS|CONTACT|LANGUAGES|INTERESTS)\b/g;
  add('headings-side-by-side', lines.filter((l) => (l.text.match(headingWords) ?? []).length >= 2 && l.text.length < 80));
  void sections;
  return found;
}

// LinkedIn's "Save to PDF" writes each field twice, the second copy for screen readers, and the extracted text runs
// them together: "Senior EngineerSenior Engineer", "Acme · Full-timeAcme · Full-time". A field is 7-150 characters
// from a word's start; only short lines are read this way (the back-reference costs a line's length squared).
const DOUBLED_RE = /(?<!\S)(\S.{6,150}?) ?\1(?!\S)/g;
const DOUBLED_LINE_MAX = 400;
/** The "Acme logo" line LinkedIn prints over each employer (its image's alternative text). */
const LOGO_LINE_RE = /^\S.{0,80} logo$/;

export function undoubled(line: string): string {
  return line.length <= DOUBLED_LINE_MAX ? line.replace(DOUBLED_RE, '$1') : line;
}

function toLines(rawLines: string[]): Line[] {
  return rawLines.map((raw, i) => {
    const trimmed = LOGO_LINE_RE.test(raw.trim()) ? '' : undoubled(raw.trim());
    const marker = BULLET_RE.exec(trimmed);
    // "- 2019" or "1. " alone is not a bullet; a marker needs words after it
    const marked = !!marker && /[A-Za-z]/.test(trimmed.slice(marker[0].length)) && !/^\d{4}/.test(trimmed);
    return { n: i + 1, text: trimmed, content: marked ? trimmed.slice(marker![0].length).trim() : trimmed, marked };
  });
}

const GLYPH_BULLETS = '•▪◦●‣➢➤►▶✓✔❖✶■□◆◇⮚';
// Headings written as headings: "EDUCATION", "Education Details" (not "communication skills")
const headingAlternation = (write: (name: string) => string, words: (n: number) => boolean = () => true) =>
  Object.keys(STANDARD_HEADINGS)
    .filter((name) => words(name.split(' ').length))
    .sort((a, b) => b.length - a.length)
    .map((name) => escapeRegExp(write(name)).replace(/ /g, '\\s+'))
    .join('|');
const HEADING_AFTER = `(?=\\s*[:\\-–]?\\s+[A-Z0-9${GLYPH_BULLETS}]|\\s*$)`;
// in capitals a heading stands out anywhere: "…on site EDUCATION B.Tech…"
const CAPITAL_HEADING_RE = new RegExp(`(^|(?<!\\s)\\s+|(?<=[a-z]))(${headingAlternation((n) => n.toUpperCase())})${HEADING_AFTER}`, 'g');
const titleCased = (n: string) => n.replace(/\b[a-z]/g, (c) => c.toUpperCase());
// two words in title case read as a heading anywhere: "…Institute of Management Company Details company - …"
const TITLE_PHRASE_HEADING_RE = new RegExp(`(^|(?<!\\s)\\s+|(?<=[a-z]))(${headingAlternation(titleCased, (n) => n > 1)})(?=\\s*[:\\-–]?\\s|\\s*$)`, 'g');
// one word only where no lower-case word runs into it: "…solutionsEducation January…", "…NLP Skills • R…"
const TITLE_WORD_HEADING_RE = new RegExp(`(^|(?<=[a-z])|[^a-z\\s]\\s+)(${headingAlternation(titleCased, (n) => n === 1)})${HEADING_AFTER}`, 'g');
// labelled fields run together: "… company - Deloitte description - The project …"
// (A run of white space is tried from its start only, `(?<!\s)\s+`, here and above: tried from each of its
// characters, a long run cost time in the square of its length.)
const INLINE_FIELD_RE = /(?<!\s)\s+(?=(?:company|employer|client|designation|duration|description|responsibilities)\s[-:–]\s)/gi;
// a heading in capitals with its section's first bullet on the same line ("ACADEMIA / PERSONAL DETAILS • Bachelor of…",
// "TECHNICAL SKILLS • SQL • Oracle"): the heading gets its own line
const CAPITALS_BEFORE_BULLET_RE = new RegExp(`^(?=(?:[^A-Z]*[A-Z]){4})(\\s*[A-Z][A-Z&/]+(?: [A-Z&/]+){0,4})\\s+(?=[${GLYPH_BULLETS}]\\s)`);
// a heading of two words or more run into the end of a short line: "Datastage- Experience - 12 monthsCompany Details"
const GLUED_END_HEADING_RE = new RegExp(`(?<=[a-z\\d])(${headingAlternation(titleCased, (n) => n > 1)})\\s*$`);

/**
 * Text whose line breaks were lost (some PDFs extract a page as one line): breaks go back before bullet glyphs,
 * around glued section headings, and before each date range when several roles run together. Short lines are left alone.
 */
export function restoreLineBreaks(line: string): string {
  if (line.length < 200) return line.replace(GLUED_END_HEADING_RE, '\n$1').replace(CAPITALS_BEFORE_BULLET_RE, '$1\n');
  let t = line;
  if ((t.match(new RegExp(`[${GLYPH_BULLETS}]`, 'g')) ?? []).length >= 2) t = t.replace(new RegExp(`\\s*([${GLYPH_BULLETS}])`, 'g'), '\n$1');
  const breakAround = (_: string, before: string, name: string) => `${before.trimEnd()}\n${name}\n`;
  t = t.replace(CAPITAL_HEADING_RE, breakAround).replace(TITLE_PHRASE_HEADING_RE, breakAround).replace(TITLE_WORD_HEADING_RE, breakAround).replace(INLINE_FIELD_RE, '\n');
  const ranges = findDateRanges(t);
  if (ranges.length >= 2) for (const r of [...ranges].reverse()) if (r.index > 0 && t[r.index - 1] !== '\n') t = `${t.slice(0, r.index).trimEnd()}\n${t.slice(r.index)}`;
  return t.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/\n{2,}/g, '\n');
}

const DATE_ONLY_RE = /^(?:[\p{L}.,' ]{0,30}\s)?\(?[\d\p{L}.,'’ /-]*\b(?:19|20)\d{2}\b[\d\p{L}.,'’ /–—-]*\)?$/u;

/**
 * Two columns laid side by side (text extracted with its layout): when many lines break at the same column after a
 * wide gap, read the left column, then the right. Right-aligned dates or places on a role's line are not a column.
 */
export function readColumns(lines: string[]): string[] {
  const starts = new Map<number, number>();
  let long = 0;
  for (const line of lines) {
    if (line.trim().length < 8) continue;
    long++;
    for (const m of line.matchAll(/\S( {4,})(?=\S)/g)) {
      const col = m.index + 1 + m[1].length;
      starts.set(col, (starts.get(col) ?? 0) + 1);
    }
  }
  let col = -1;
  let best = 0;
  for (const [c, n] of starts) {
    const near = n + (starts.get(c - 1) ?? 0) + (starts.get(c + 1) ?? 0);
    if (near > best) [best, col] = [near, c];
  }
  if (col < 0 || best < Math.max(4, long * 0.2)) return lines;
  const cut = (line: string): [string, string] => {
    if (line.length <= col - 1) return [line, ''];
    let at = col - 1;
    while (at > 0 && line[at] !== ' ') at--;
    // the cut must fall in a gap of 2+ spaces, or the line runs across both columns
    if (!/ {2}$/.test(line.slice(0, at + 1)) && line.slice(0, col - 1).trim()) return [line, ''];
    return [line.slice(0, at).trimEnd(), line.slice(at).trim()];
  };
  const parts = lines.map(cut);
  const right = parts.map(([, r]) => r).filter(Boolean);
  if (right.length < 4 || right.filter((r) => DATE_ONLY_RE.test(r) || findDateRanges(r).length > 0).length >= right.length * 0.5) return lines;
  return [...parts.map(([l]) => l), '', ...parts.map(([, r]) => r).filter(Boolean)];
}

/** A word of two letters or more that real postings use ("the" and other stop words count). */
function isWord(word: string): boolean {
  if (word.length < 2) return false;
  const key = termKey(word);
  return key === undefined || isPostingTerm(key);
}

/**
 * Words a PDF broke at a line's end ("con-⏎tribute", "Me-⏎teor"): the rest of the word moves up to its first part.
 * The hyphen stays in a compound, whose parts are words real postings use and whose whole is not ("cross-functional"),
 * and goes from a broken word ("contribute", "Meteor", "looking"). A capital or a figure after the hyphen is no broken word
 * ("2015-⏎Present", "Microsoft-⏎Word"). A line the rest filled alone is taken up with it.
 */
export function joinBrokenWords(text: string): string {
  if (!/\p{Ll}-[ \t]*\n/u.test(text)) return text;
  // the text's own words, read once (a search per broken word would be quadratic in a long paste)
  let words: Set<string> | undefined;
  const usedElsewhere = (word: string) => (words ??= new Set(text.toLowerCase().match(/\p{L}+/gu) ?? [])).has(word.toLowerCase());
  return text.replace(
    /(?<=(?:^|[^\p{L}])\p{L}\p{Ll}{0,29})-[ \t]*\n[ \t]*(\p{Ll}{1,30})([.,;:!?)]*)(?![\p{L}\d-])([ \t]*\n|[ \t]+|$)?/gmu,
    (_all, rest: string, punct: string, after: string | undefined, at: number) => {
      const head = /\p{L}+$/u.exec(text.slice(Math.max(0, at - 30), at))![0];
      const whole = head + rest;
      // a compound's parts are words ("cross-functional"); a broken word's are fragments ("con-tribute", "look-ing")
      const compound = isWord(head) && isWord(rest) && !isWord(whole) && !usedElsewhere(whole);
      const hyphen = compound ? '-' : '';
      // what followed on the rest's line stays on a line of its own
      return `${hyphen}${rest}${punct}${after ? '\n' : ''}`;
    },
  );
}

/** A company as two lines may write it: its letters only, legal suffix and punctuation left out. */
const companyKey = (name: string) => name.toLowerCase().replace(/\b(?:pvt|private|ltd|limited|inc|llc|llp|corp|co)\b\.?/g, '').replace(/[^a-z0-9]+/g, '');

/**
 * A role read from a "company - …" field has no title; a résumé that lists "Blockchain Developer - Corpcloud Global
 * Services Pvt. Ltd" on a line of its own names it there: the line's title goes to the role of that company.
 */
function titleRolesFromListing(roles: Role[], lines: Line[]): void {
  // the untitled roles by company, so each line costs one look-up however many roles a long paste holds
  const untitled = new Map<string, Role[]>();
  for (const role of roles) {
    if (role.title || !role.company) continue;
    const key = companyKey(role.company);
    untitled.set(key, [...(untitled.get(key) ?? []), role]);
  }
  untitled.delete('');
  if (!untitled.size) return;
  for (const line of lines) {
    const m = /^(.{3,60}?)\s+(?:[-–—|@]|at)\s+(.{2,80})$/.exec(line.text);
    if (!m || !ROLE_WORDS.test(m[1]) || /\d/.test(m[1])) continue;
    // ("Job Profile: Operations Manager - BNY Mellon": the label is no part of the title)
    for (const role of untitled.get(companyKey(m[2])) ?? []) role.title ??= m[1].replace(/^[\p{L} ]{2,20}:\s*/u, '').trim();
  }
}

/**
 * Most recent first: a current role, then by the month it ended, a role with one date at that date; roles with no date
 * after dated ones (a stable sort keeps the résumé's order).
 */
export function byRecency(a: Role, b: Role): number {
  const end = (r: Role) => (r.current ? Infinity : r.endMonth ?? r.pointMonth ?? -Infinity);
  return end(b) - end(a) || 0;
}

export function parseResume(text: string, now: Date = new Date()): ParsedResume {
  // the text every offset and line below refers to, returned as the résumé's text
  text = joinBrokenWords(repairText(text.replace(/\r\n?/g, '\n')));
  const original = text.split('\n');
  const rawLines = readColumns(original).flatMap((l) => restoreLineBreaks(l).split('\n'));
  const lines = toLines(rawLines);

  const sections: Section[] = [];
  let current: Section = { kind: 'header', heading: null, standard: true, lines: [] };
  sections.push(current);
  // Each line's next non-empty line, found in one pass from the end (a search per line was quadratic in the lines).
  const nextWithText: (Line | undefined)[] = [];
  for (let i = lines.length - 1, seen: Line | undefined; i >= 0; i--) {
    nextWithText[i] = seen;
    if (lines[i].text) seen = lines[i];
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.text) continue;
    const next = nextWithText[i];
    let heading = classifyHeading(line, next);
    // "Volunteer" under a role's header line in an experience section is the role's title, not a new section
    if (heading && current.kind === 'experience' && heading.kind !== 'experience' && ROLE_WORDS.test(line.text) && line.text !== line.text.toUpperCase()) heading = null;
    if (heading) {
      current = { kind: heading.kind, heading: line, standard: heading.standard, lines: [] };
      sections.push(current);
    } else current.lines.push(line);
  }
  const headerSection = sections[0];
  const firstHeading = sections[1]?.heading?.n ?? Math.min(lines.length, 8);
  const headerEnd = Math.max(Math.min(firstHeading - 1, 10), Math.min(6, lines.length));

  // A résumé with no headings at all still has roles: read the whole text as experience.
  const of = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  const experienceLines = sections.length > 1 ? of('experience') : headerSection.lines.filter((l) => l.n > headerEnd);
  let roles = parseRoles(experienceLines, now, new Set(sections.filter((s) => s.kind === 'experience').map((s) => s.lines.find((l) => l.text)?.n ?? -1)));
  // a layout whose headings sit beside their rows (a table, a left column) can reach the text after the rows: dated
  // role lines before any heading (three or more lines that a date range ends) are roles too
  if (sections.length > 1) {
    const dated = headerSection.lines.filter((l) => l.n > 2 && !l.marked && !EMAIL_RE.test(l.text) && /\b(?:(?:19|20)\d{2}|present|now|current|till date|to date)\W*$/i.test(l.text) && findDateRanges(l.text).length > 0);
    if (dated.length >= 3) roles = [...parseRoles(headerSection.lines.filter((l) => l.n >= dated[0].n), now), ...roles];
  }
  titleRolesFromListing(roles, lines);
  const summary = of('summary');
  if (!summary.length) {
    // an untitled paragraph under the contact block reads as a summary
    const prose = headerSection.lines.filter((l) => l.n > 1 && wordCount(l.text) >= 12 && !EMAIL_RE.test(l.text));
    summary.push(...prose);
  }
  const skillLines = of('skills');
  const skillLineSet = new Set(skillLines);
  const projectStatements = of('projects').filter((l) => (l.marked || wordCount(l.content) >= 6) && isAboutTheWork(l));
  const statements = [...roles.flatMap((r) => r.statements), ...projectStatements];
  const dates = lines.flatMap((line) => findDates(line.text).map((date) => ({ date, line })));
  for (const line of lines) for (const r of findDateRanges(line.text)) if (r.end.present) dates.push({ date: r.end, line });

  return {
    text,
    lines,
    sections,
    // a line in capitals reads as an unknown heading; only a known one ("CONTACT", "SKILLS") is not where a name stands
    contact: parseContact(lines, headerEnd, new Set(sections.flatMap((s) => (s.heading && (s.standard || s.kind !== 'other') ? [s.heading.n] : [])))),
    summary,
    roles,
    education: parseEducation(of('education').length ? of('education') : lines.filter((l) => !l.marked && wordCount(l.text) <= 25 && findDegree(l.text))),
    // the skills section, and labelled lists anywhere ("Tech: Meteor, Javascript", "Tools: AutoCAD, Revit")
    listedSkills: uniqueBy(parseListedSkills([...skillLines, ...lines.filter((l) => SKILL_LIST_LABEL.test(l.content) && !skillLineSet.has(l))]), (t) => t.toLowerCase()),
    statements,
    dates,
    words: wordCount(text),
    artefacts: findArtefacts(rawLines.length === original.length && rawLines.every((l, i) => l === original[i]) ? lines : toLines(original), headerEnd, sections),
  };
}
