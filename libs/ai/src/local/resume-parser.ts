// Parses résumé text into what a parser (ATS) and a reader see: contact details, sections, roles with dates
// and bullets, education, listed skills, and the layout artefacts that text extraction leaves behind.
import { findDateRanges, findDates, monthIndex, type DateRange, type ResumeDate } from './dates';
import { wordCount } from './text';

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
  current: boolean;
  statements: Line[];
}

export interface Education {
  line: Line;
  degree?: string;
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
const addHeadings = (kind: SectionKind, names: string[]) => names.forEach((n) => (STANDARD_HEADINGS[n] = kind));
addHeadings('summary', ['summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective',
  'overview', 'career summary', 'executive summary', 'summary of qualifications', 'qualifications summary', 'personal statement', 'executive profile']);
addHeadings('experience', ['experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
  'career history', 'relevant experience', 'professional background', 'career experience', 'experience and employment', 'related experience',
  'leadership experience', 'teaching experience', 'clinical experience', 'research experience', 'military experience', 'industry experience']);
addHeadings('education', ['education', 'academic background', 'education and training', 'academic qualifications', 'education and certifications',
  'training', 'academics', 'qualifications', 'education history']);
addHeadings('skills', ['skills', 'technical skills', 'core competencies', 'competencies', 'key skills', 'areas of expertise', 'expertise',
  'technologies', 'tools', 'skills and tools', 'technical proficiencies', 'core skills', 'skills and abilities', 'professional skills',
  'tools and technologies', 'technical expertise', 'languages and tools', 'skills summary', 'key competencies', 'software', 'additional skills']);
addHeadings('projects', ['projects', 'selected projects', 'personal projects', 'key projects', 'side projects', 'portfolio', 'open source']);
addHeadings('certifications', ['certifications', 'certificates', 'licenses', 'licenses and certifications', 'certifications and licenses', 'credentials']);
addHeadings('awards', ['awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments', 'key achievements']);
addHeadings('other', ['publications', 'volunteer', 'volunteering', 'volunteer experience', 'languages', 'interests', 'hobbies', 'references',
  'activities', 'affiliations', 'memberships', 'professional affiliations', 'additional information', 'community involvement', 'patents', 'speaking', 'conferences']);

/** Creative headings people use; we still understand them, an ATS may not. */
const CREATIVE_HEADINGS: [RegExp, SectionKind][] = [
  [/journey|where i'?ve (been|worked)|adventures|career story|my path|what i'?ve done|things i'?ve done|battle scars|track record/, 'experience'],
  [/toolbox|toolkit|superpowers|stuff i know|what i know|my stack|weapons|arsenal|what i bring/, 'skills'],
  [/learning|schooling|where i studied|my studies/, 'education'],
  [/who i am|hello|hi there|in a nutshell|my story|elevator pitch/, 'summary'],
];

const BULLET_RE = /^\s*(?:[•▪◦●‣∙·○■□◆◇➢➤►▶✓✔❖*–—-]|\d{1,2}[.)])\s*/;
const ROLE_WORDS =
  /\b(engineer|developer|manager|analyst|designer|director|lead|specialist|coordinator|consultant|assistant|associate|intern|nurse|teacher|accountant|representative|administrator|officer|technician|scientist|architect|head|vp|vice president|president|founder|co-founder|owner|executive|supervisor|clerk|agent|advis[eo]r|programmer|writer|editor|strategist|recruiter|planner|buyer|operator|mechanic|electrician|therapist|pharmacist|physician|attorney|paralegal|cashier|chef|instructor|professor|researcher|fellow|trainee|apprentice|partner|principal|contractor|freelancer|cto|ceo|cfo|coo|cio|marketer|producer|copywriter|controller|bookkeeper|auditor|pilot|driver|medic|paramedic|counselor|counsellor|librarian|tutor|coach|receptionist|secretary|inspector|surveyor|estimator|foreman|superintendent|dispatcher|merchandiser|stylist|photographer|journalist|translator|volunteer)s?\b/i;
export const ROLE_WORDS_RE = ROLE_WORDS;

function normaliseHeading(text: string): string {
  let t = text.replace(/^[#*•=_~\s-]+|[:#*=_~\s-]+$/g, '').trim();
  if (/^(?:\S\s){3,}\S$/.test(t)) t = t.replace(/\s/g, '');
  return t.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
}

function isLetterSpaced(text: string): boolean {
  return /^(?:[A-Za-z]\s){3,}[A-Za-z]\s*:?$/.test(text.trim());
}

export function classifyHeading(line: Line, next: Line | undefined): { kind: SectionKind; standard: boolean } | null {
  const text = line.text;
  if (line.marked || text.length > 48) return null;
  const norm = normaliseHeading(text);
  if (!norm || norm.split(' ').length > 5) return null;
  const kind = STANDARD_HEADINGS[norm];
  if (kind) return { kind, standard: !isLetterSpaced(text) };
  for (const [re, k] of CREATIVE_HEADINGS) if (re.test(norm) && norm.split(' ').length <= 5 && !/[.@\d]/.test(norm)) return { kind: k, standard: false };
  const letters = text.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length >= 4 && letters === letters.toUpperCase() && !/\d|@/.test(text) && norm.split(' ').length <= 4;
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

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
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

function parseContact(lines: Line[], headerEnd: number): Contact {
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
      if (loc && !ROLE_WORDS.test(loc[0])) set('location', loc[0], line);
      else if (/\b(remote|relocat\w+)\b/i.test(line.text) && line.text.length < 80) set('location', line.text.match(/\b(remote|open to relocation|willing to relocate)\b/i)?.[0] ?? 'Remote', line);
    }
  }
  const first = lines.find((l) => l.text.length > 0);
  if (first && first.n <= headerEnd) {
    const candidate = first.text.split(/\s*[|•·,]\s*|\s{3,}/)[0].trim();
    if (/^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){1,3}$/u.test(candidate) && !ROLE_WORDS.test(candidate) && !STANDARD_HEADINGS[normaliseHeading(candidate)])
      set('name', candidate, first);
  }
  return contact;
}

function splitHeader(text: string): { title?: string; company?: string } {
  const parts = text
    .split(/\s*(?:\||·|•|–|—|\t|\s-\s|,\s|\s{3,}|\bat\b|@)\s*/)
    .map((p) => p.replace(/[()]/g, '').trim())
    .filter((p) => p.length > 1 && !/^(remote|hybrid|on-?site)$/i.test(p) && !/^[A-Z]{2}$/.test(p) && !/^\d/.test(p));
  const titleIdx = parts.findIndex((p) => ROLE_WORDS.test(p));
  const title = titleIdx >= 0 ? parts[titleIdx] : undefined;
  const company = parts.find((p, i) => i !== titleIdx && !ROLE_WORDS.test(p) && !LOCATION_RE.test(p + ',') && /[A-Za-z]/.test(p));
  return { title, company };
}

function parseRoles(lines: Line[], now: Date): Role[] {
  const roles: Role[] = [];
  let current: Role | undefined;
  const startRole = (line: Line) => {
    current = { header: [line], current: false, statements: [] };
    roles.push(current);
  };
  for (const line of lines) {
    // table rows are layout artefacts, not statements about the work
    if (!line.text || (line.text.match(/[|│┃]/g) ?? []).length >= 3) continue;
    const hasRange = findDateRanges(line.text).length > 0;
    const shortLine = wordCount(line.content) <= 12 && !/[.;]$/.test(line.text);
    if (line.marked) {
      if (!current) startRole({ ...line, text: '', content: '' });
      current!.statements.push(line);
    } else if (!current) startRole(line);
    else if (current.statements.length === 0 && current.header.length < 3 && (shortLine || hasRange)) {
      // a role's second or third header line: "Acme Corp, Berlin" / "Jan 2020 – Present"
      if (hasRange && current.header.some((h) => findDateRanges(h.text).length > 0)) startRole(line);
      else current.header.push(line);
    } else if (hasRange && shortLine) startRole(line);
    else if (shortLine && ROLE_WORDS.test(line.text) && current.statements.length > 0) startRole(line);
    else current.statements.push(line);
  }
  for (const role of roles) {
    role.header = role.header.filter((h) => h.text);
    const headerText = role.header.map((h) => h.text).join(' | ');
    const range = role.header.map((h) => findDateRanges(h.text)[0]).find(Boolean);
    if (range) {
      role.range = range;
      role.startMonth = monthIndex(range.start, now, 'start');
      role.endMonth = monthIndex(range.end, now, 'end');
      role.current = !!range.end.present;
    }
    const withoutDates = headerText.replace(range?.text ?? '\u0000', ' ').replace(/\(\s*\)/g, ' ');
    Object.assign(role, splitHeader(withoutDates));
  }
  return roles.filter((r) => r.header.length > 0 || r.statements.length > 0);
}

const DEGREE_RE =
  /\b(bachelor(?:'s)?|master(?:'s)?|doctor(?:ate)?|ph\.?\s?d\.?|mba|m\.?b\.?a\.?|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?eng|m\.?eng|b\.?tech|m\.?tech|associate(?:'s)? (?:degree|of)|a\.?a\.?s?\.?|diploma|certificate|high school|ged|j\.?d\.?|m\.?d\.?|rn|bsn|msn|llb|llm)(?=[\s,.)]|$)/i;

function parseEducation(lines: Line[]): Education[] {
  const out: Education[] = [];
  for (const line of lines) {
    if (!line.text) continue;
    const degree = DEGREE_RE.exec(line.text)?.[0];
    const institution = /\b[\p{L}&.' -]*(?:university|college|institute|school|academy|polytechnic|universität|université)\b[\p{L}&.' -]*/iu.exec(line.text)?.[0]?.trim();
    const year = findDates(line.text).map((d) => d.year).filter((y) => y > 0).pop();
    if (degree || institution) out.push({ line, degree, institution, year });
    else if (out.length && year && !out[out.length - 1].year) out[out.length - 1].year = year;
  }
  return out;
}

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

export function parseResume(text: string, now: Date = new Date()): ParsedResume {
  const rawLines = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: Line[] = rawLines.map((raw, i) => {
    const t = raw.replace(/\s+$/, '');
    const trimmed = t.trim();
    const marker = BULLET_RE.exec(trimmed);
    // "- 2019" or "1. " alone is not a bullet; a marker needs words after it
    const marked = !!marker && /[A-Za-z]/.test(trimmed.slice(marker[0].length)) && !/^\d{4}/.test(trimmed);
    return { n: i + 1, text: trimmed, content: marked ? trimmed.slice(marker![0].length).trim() : trimmed, marked };
  });

  const sections: Section[] = [];
  let current: Section = { kind: 'header', heading: null, standard: true, lines: [] };
  sections.push(current);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.text) continue;
    const next = lines.slice(i + 1).find((l) => l.text);
    const heading = classifyHeading(line, next);
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
  const roles = parseRoles(experienceLines, now);
  const summary = of('summary');
  if (!summary.length) {
    // an untitled paragraph under the contact block reads as a summary
    const prose = headerSection.lines.filter((l) => l.n > 1 && wordCount(l.text) >= 12 && !EMAIL_RE.test(l.text));
    summary.push(...prose);
  }
  const projectStatements = of('projects').filter((l) => l.marked || wordCount(l.content) >= 6);
  const statements = [...roles.flatMap((r) => r.statements), ...projectStatements];
  const dates = lines.flatMap((line) => findDates(line.text).map((date) => ({ date, line })));
  for (const line of lines) for (const r of findDateRanges(line.text)) if (r.end.present) dates.push({ date: r.end, line });

  return {
    text,
    lines,
    sections,
    contact: parseContact(lines, headerEnd),
    summary,
    roles,
    education: parseEducation(of('education')),
    listedSkills: parseListedSkills(of('skills')),
    statements,
    dates,
    words: wordCount(text),
    artefacts: findArtefacts(lines, headerEnd, sections),
  };
}
