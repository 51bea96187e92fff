// The facts a writer uses, read from parseResume's output: the person's name, current title, employers, explicit
// years of experience, the highest degree, skills and the statements of work, ranked (write/achievements.ts drafts them).
// Every fact is a piece of the input as written (re-cased at most), so a letter built from them invents nothing.
// Where the parser misses a common layout (the "company - X" / "description - …" export, a lower-case name, a
// degree line outside an Education heading), this module reads the lines itself.
import nlp from 'compromise';
import { EMAIL_RE, FULL_LINE, OPEN_ENDING, ROLE_WORDS_RE, byRecency, classifyHeading, isAnonymisedHeader, parseResume, type ParsedResume, type Role } from './resume-parser';
import { HEADING_WORDS, findPersonName, signedName } from './person-name';
import { findDateRanges, findDates } from './dates';
import { ANONYMISED_PLACE, INDIAN_STATE_NAMES, REGION_ALONE, US_STATE_CODES, US_STATE_NAMES } from './places';
import { ACTION_VERBS, figuresIn, opensWithActionVerb, stockPhrasesIn, WEAK_OPENING_VERBS } from './phrases';
import { cleanStatement, conjugate, isCleanClause, isNounOrVerb, LEXICON, NOUN_GERUNDS, taggedText } from './clauses';
import { findSkills, skillInProse, spellProducts, type FoundSkill } from './skills';
import { escapeRegExp, sentences, uniqueBy, wordCount } from './text';
import { termsIn } from './posting-terms';

/** A statement of the résumé's that a writer may draft a sentence from. */
export interface Statement {
  /** the statement as written */
  source: string;
  /** the same cleaned of markers and labels, products spelt as their makers write them */
  text: string;
  /** the employer of the role it was written under, when known */
  employer?: string;
  figure: boolean;
  /** skill ids the statement names */
  skillIds: number[];
}

export interface Degree {
  /** "B.Tech", "MBA", "Bachelor of Science" as written */
  degree: string;
  field?: string;
  institution?: string;
  level: number;
  /** still studying for it */
  inProgress: boolean;
}

export interface ResumeFacts {
  name?: string;
  title?: string;
  employers: string[];
  /** each role's title and employer read together, most recent first */
  roles: { title?: string; employer?: string }[];
  /** explicit experience as written, e.g. "8 years" (never computed: a computed figure is not in the input) */
  years?: string;
  degree?: Degree;
  /** hard skills as written, strongest first */
  skills: string[];
  /** the skills that are O*NET technologies (lower case), so a writer calls only them tools */
  tools: Set<string>;
  /** lines under a hobbies or interests heading: never offered as work */
  pastimes: string[];
  skillFinds: FoundSkill[];
  /** the statements a writer may draft from, closest to the posting first (write/achievements.ts drafts them) */
  statements: Statement[];
  /** the parser's roles with their lines, most recent first: where each statement was written (read/statement-roles.ts) */
  parsedRoles: Role[];
}


// "Label: value" lines are profile metadata ("ID: …", "Last Active: …", "Total Experience: 4 Year(s)", "Team Size: 5").
const METADATA_LINE =
  /^(?:[A-Z][\w./&'() -]{0,30}?)\s*[:：]\s*\S|^(?:id|last active|total experience|notice period|current (?:location|ctc)|expected ctc|date of birth|dob|gender|marital status|nationality|passport|team size|duration|client|environment)\b/i;

export function isMetadataLine(line: string): boolean {
  const t = line.trim();
  return METADATA_LINE.test(t) || /- Experience -|\bExperience\s*-\s*\d+\s*months?\b|\bLast Active\b|\bTotal Experience\b/i.test(t);
}

// what the résumé measured, not a table's row run into one line ("4    Team-building …, 2 days    16 …"), a profile
// export's metadata ("Total Experience: 2 Years 7 Months", a duration on a line of its own) or the employer's own
// description ("description - is an Indian multinational company with around 115,000 employees")
const EMPLOYER_DESCRIBED = /^(?:description\s*-\s*)?(?:is|are|was|has been)\s+(?:a|an|the|one of)\b|\b(?:company|organi[sz]ation|multinational|business)\s+(?:with|offers|operates|employs)\b/i;
// …or its name, two words or more, said to be one: "Rave Magazine was the definitive voice of music…"
const EMPLOYER_NAMED_DESCRIBED = /^(?:\p{Lu}[\p{L}&.'’-]*\s+){2,4}(?:is|was|has been)\s+(?:a|an|the|one of)\s/u;
// a scale only an organisation has: "in more than 85 countries", "2 million customers", "12,000 employees"
const ORGANISATION_SCALE =
  /\b(?:in|across|over|to)\s+(?:more than |over |nearly |about |around |some )?\d[\d,]*\+?\s*(?:countries|nations|markets|cities|locations|offices|branches|stores|states)\b|\b\d[\d,.]*\s*(?:\+\s*)?(?:k|million|mn|billion|bn|lakhs?|crores?)\+?\s+(?:customers|clients|users|subscribers|members|patients|people|consumers|households)\b|\b\d{1,3}(?:,\d{3})+\+?\s+(?:employees|staff|people|associates|professionals)\b/i;
// what a company says of itself: "A leading provider of…", "One of the largest banks…", "Headquartered in Pune", "A
// Fortune 500 company", "Accenture is a global…"
const ORGANISATION_SELF =
  /^(?:(?:is|are|was)\s+)?(?:a|an|the|one of the)\s+(?:[\w-]+\s+){0,3}?(?:leading|largest|biggest|premier|fastest[- ]growing|world'?s|renowned|well[- ]known)\b|^(?:headquartered|founded|established|incorporated)\s+in\b|\b(?:a fortune\s*\d+ (?:company|firm|organi[sz]ation)|(?:is|was) a (?:wholly[- ]owned )?subsidiary of|market leader in)\b|^(?!(?:this|that|it|there|which|i|my|our|we)\b)\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*){0,4}\s+(?:is|was|has been)\s+(?:a|an|the|one of)\s+(?:[\w-]+\s+){0,3}?(?:company|firm|organi[sz]ation|group|provider|manufacturer|leader|bank|brand|retailer|business|agency|conglomerate|multinational|corporation|chain|enterprise|startup|consultancy)\b/iu;

/**
 * A line about the employer, not about the person's work: a company's description of itself ("X is a leading…",
 * "Operates in more than 85 countries", "Serves 2 million customers"). A writer never makes it "I …": the person did
 * not work in 85 countries because the employer does.
 */
export function describesEmployer(statement: string): boolean {
  const s = statement.trim();
  if (EMPLOYER_DESCRIBED.test(s) || EMPLOYER_NAMED_DESCRIBED.test(s) || ORGANISATION_SELF.test(s)) return true;
  // a scale an organisation has, said by no action of the person's ("Led teams across 12 countries" is one; "Serves",
  // "Operating", "Present in" say what the employer does or is)
  const personActs = opensWithActionVerb(s) && !/^\p{L}+(?:s|ing)\b|^(?:present|active|available|located|spread)\b/iu.test(s);
  return ORGANISATION_SCALE.test(s) && !personActs;
}

// what a job paid is no result of it: "Working. ( salary - 12k)", "CTC: 4.5 LPA", "Stipend of Rs. 10,000"
const PAY_MENTION = /\b(?:salary|ctc|stipend|pay scale|wages?|compensation)\b\W{0,4}(?:[-:=]|of|is|was)?\W{0,4}(?:rs\.?|inr|usd|\$|₹)?\s?\d/i;
/** A statement whose figures can be a measured result. */
export const measuredLine = (content: string): boolean =>
  // (…nor a contact line run into the experience: "2140 n hollywood way … burbank, California … @YAHOO.COM")
  !EMAIL_RE.test(content) &&
  !/\S(?: {3,}|\t)\S/.test(content) && !isMetadataLine(content) && !EMPLOYER_DESCRIBED.test(content) && !EMPLOYER_NAMED_DESCRIBED.test(content) && !/^\s*\d+\s*(?:months?|years?|yrs?)\s*$/i.test(content) && !PAY_MENTION.test(content);

const SMALL_WORDS = new Set(['and', 'of', 'in', 'for', 'the', 'to', 'at', 'on', '&']);
const ORG_SUFFIX =
  /\b(?:inc|llc|ltd|limited|pvt|plc|corp|corporation|co|company|group|technologies|technology|solutions|services|systems|consulting|consultants|labs?|bank|hospital|clinic|university|college|school|institute|foundation|partners|associates|agency|studio|studios|media|industries|enterprises|international|global|holdings|gmbh|ag|sa|bv|infotech|software|motors|pharma|pharmaceuticals|healthcare|health|retail|stores|networks|communications|logistics|airlines|insurance|capital|financial|payments|analytics)\b\.?/i;
const FIELD_WORDS =
  /\b(?:engineering|management|science|sciences|marketing|sales|operations|finance|accounting|development|design|testing|department|division|administration|support|analysis|analytics|projects?|automation|maintenance|production|quality|hr|it)$/i;
const NOT_EMPLOYER =
  /\b(?:master|bachelor|semester|studies|diploma|degree|company name|city|state|nature of work|sr\.? no|employer|organi[sz]ation name|experience|exposure|skills?|details|description|months?|years?|responsibilit\w*|project|client|present|current|till date|to date|education|summary|objective|role|team size|fresher|student|lawyer|self[- ]employed|freelance|various|confidential|net|gate)\b|[:@|]|\d{3,}/i;

/** An employer's name as a reader would accept it, or undefined. */
export function cleanEmployer(raw: string | undefined, labelled = false): string | undefined {
  if (!raw) return undefined;
  let s = raw.replace(/\s+/g, ' ').replace(/^[\s\-–—:,]+|[\s\-–—:,.;]+$/g, '').trim();
  // "Accenture, Mumbai" / "Acme (Remote)": the name is before the place
  s = s.split(/\s*,\s*|\s+\(/)[0].trim();
  // "Color Sky Decor LLC Dubai", "Acme Pvt. Ltd Pune": the place written after the company's legal form is no part of its name
  s = s.replace(/(\b(?:LLC|Ltd|Limited|Inc|PLC|Corp|GmbH)\.?)\s+\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u, '$1');
  // "DBA in Marketplace Technologies Ltd": a headline's role before the employer it held it at
  const roleAt = /^(\S+(?: \S+){0,2}) (?:in|at|with) (\p{Lu}.*)$/u.exec(s);
  if (roleAt && (ROLE_WORDS_RE.test(roleAt[1]) || /^[A-Z]{2,4}$/.test(roleAt[1]))) s = roleAt[2];
  const words = s.split(' ');
  if (s.length < 2 || s.length > 60 || words.length > 7) return undefined;
  if (!/^[\p{Lu}\d]/u.test(s) || NOT_EMPLOYER.test(s) || REGION_ALONE.test(s)) return undefined;
  if (ROLE_WORDS_RE.test(s) && !ORG_SUFFIX.test(s)) return undefined;
  if (FIELD_WORDS.test(s) && !ORG_SUFFIX.test(s)) return undefined;
  if (words.every((w) => /^[a-z]/.test(w))) return undefined;
  const skills = findSkills(s).filter((f) => f.skill.kind === 'hard');
  if (skills.some((f) => f.surface.length >= s.length / 2)) return undefined;
  // "SAP BODS": a product in capitals, not a company
  if (skills.length && words.every((w) => w === w.toUpperCase())) return undefined;
  // "Practiced", "Nature Of Work": ordinary words, not a name (a name has a word the lexicon does not know, or knows
  // as an organisation, place or person)
  if (!ORG_SUFFIX.test(s) && words.every((w) => isCommonWord(w))) return undefined;
  // one lower-case word ("Criminal lawyer") reads as a description, not a name; "Honda cars india Ltd" keeps its suffix
  // (a line labelled "company - …" is trusted with it)
  if (!labelled && !ORG_SUFFIX.test(s) && words.slice(1).some((w) => /^[a-z]{3,}/.test(w) && !SMALL_WORDS.has(w))) return undefined;
  // a title, a prize or a heading ("Stock Leader" from a list of titles, "Showrooms" from a list of the sites worked
  // on) is no employer of any line: the same test the latest role's employer passes
  if (NOT_AN_EMPLOYER.test(s)) return undefined;
  return s;
}

const NAME_TAGS = /Organization|Place|Person|Demonym|FirstName|LastName|Acronym|Country|City|Region/;
function isCommonWord(word: string): boolean {
  const key = word.toLowerCase().replace(/[^\p{L}'-]/gu, '');
  if (!key || SMALL_WORDS.has(key)) return true;
  const entry = LEXICON[key];
  return !!entry && !NAME_TAGS.test(String(entry));
}

function titleCaseWords(s: string): string {
  return s
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.replace(/(^|[/-])(\p{L})(\p{L}*)/gu, (_, sep: string, a: string, b: string) => sep + a.toUpperCase() + b.toLowerCase())))
    .join(' ');
}

/** Acronyms and grades a title carries, which stay in capitals when a title typed in capitals is re-cased. */
const TITLE_ACRONYMS = /^(?:HR|IT|QA|QC|VP|AVP|SVP|EVP|PR|UX|UI|RN|LPN|CNA|EMT|CPA|CMA|CEO|CFO|CTO|COO|CIO|CMO|CDL|HVAC|SQL|AWS|GIS|ERP|CRM|SEO|SAP|BPO|ICU|MRI|ER|ESL|K-12|I{1,3}|IV|VI{0,3})$/;

/**
 * A title as a sentence names it: one typed in capitals or in lower case re-cased ("SENIOR HR MANAGER" → "Senior HR
 * Manager", "project manager" → "Project Manager"); one already in mixed case as written.
 */
export function recasedTitle(s: string): string {
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters === letters.toLowerCase()) return titleCaseWords(s);
  if (letters !== letters.toUpperCase()) return s;
  return s
    .split(' ')
    .map((w) => (TITLE_ACRONYMS.test(w.replace(/[^\p{L}\d-]/gu, '')) ? w : titleCaseWords(w.toLowerCase())))
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w))
    .join(' ');
}

const ENDS_WITH_ROLE_RE = new RegExp(`(?:${ROLE_WORDS_RE.source})\\s*$`, 'i');

/** A job title as it would sit in "I am a … at …": a role word, short, no dates or labels. */
export function cleanTitle(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const s = cleanStatement(raw).replace(/^(?:(?:currently\s+)?(?:working|worked|work)\s+)?as\s+(?:an?\s+)?|^(?:role|designation|position|title)\b\s*[:-]?\s*/i, '').split(/,\s|\s[·•|]\s/)[0].replace(/^[\s\-–—:,]+|[\s\-–—:,.;]+$/g, '').replace(/\s*\((?:remote|hybrid|contract|intern(?:ship)?|part[- ]time|full[- ]time)\)$/i, '')
    // "Former Joint Secretary": the title is what the person was; "as a Former…" reads wrong in a sentence
    .replace(/^(?:former|ex-)\s*/i, '')
    // a title the writer put in quotes ("\"Application Support Engineer Tier II''") is the title without them
    .replace(/^["“”'‘’`]+|["“”'‘’`]+$/g, '')
    // a table's row "Phoenix Microsystems Pvt.Ltd. Jr. Java Developer": the employer before the title is no part of it
    .replace(/^.*\b(?:Pvt\.?\s*Ltd|Ltd|Inc|LLC|L\.L\.C|Corp|GmbH|Limited)\b\.?\s+/, '')
    .trim();
  const words = s.split(' ').filter((w) => w !== '/');
  // "of Automation and Instrumentation Engineer": the start of the title was lost
  if (!ROLE_WORDS_RE.test(s) || words.length > 6 || s.length > 50 || /^(?:of|and|for|in|at|to|the|&)\b/.test(s)) return undefined;
  // a level after the title is part of it ("Operations Technician 1", "Support Engineer II"); any other figure is not
  if (/\d|[:@|()]|\s[-–—]|[-–—]\s|\bexperience\b|\bresponsib|company name|\bcity\b/i.test(s.replace(/(?:\b(?:I{1,3}|IV|V)|\s[1-9])$/, ''))) return undefined;
  // "Mentored 5 engineers" is a statement, not a title
  if (opensWithActionVerb(s) && /(?:ed|s)$/i.test(words[0])) return undefined;
  // "Provide administrative support for the editor", "Assist the Director of Operations": a duty, not a title
  // ("Lead Software Engineer", "Head of Sales" open on a verb too, but carry no article or "for")
  if (opensWithActionVerb(s) && words.slice(1).some((w) => /^(?:the|a|an|for|to|with)$/i.test(w))) return undefined;
  // "Professional Experience" is a heading; "Personal Trainer", "Technical Writer" and "Information Technology
  // Technician I" end on their role word (before its level)
  if (HEADING_WORDS.test(s) && !ENDS_WITH_ROLE_RE.test(s.replace(/\s+(?:I{1,3}|IV|V|[1-9])$/, ''))) return undefined;
  // ALL CAPS or all lower case reads better re-cased; the words stay the person's
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters === letters.toUpperCase() || letters === letters.toLowerCase()) return recasedTitle(s);
  return s.replace(/(\/)(\p{Ll})/gu, (_, sep: string, a: string) => sep + a.toUpperCase());
}

/** The person's name as the letter signs it: the parser's (person-name.ts), re-cased when written in capitals. */
function findName(parsed: ParsedResume): string | undefined {
  const name = parsed.contact.name ?? findPersonName(parsed.lines, () => false, true)?.name;
  return name && signedName(name);
}

const DEGREE_RE =
  /(?<![\w.])(Ph\.?\s?D\.?|Doctor(?:ate)? of [A-Z][a-z]+(?: [A-Z][a-z]+){0,3}|M\.?B\.?A\.?|PGDM|PGDBA|P\.?G\.? Diploma|Master(?:'s|s)? (?:of|in) [A-Z][a-z]+(?: (?:[A-Z][a-z]+|and|&)){0,4}|Master(?:'s)? [Dd]egree|M\.?\s?Tech\.?|M\.?\s?Sc\.?|M\.S\.|MS(?= in\b)|M\.E\.|ME(?= in\b)|M\.?Com\.?|MCA|M\.A\.?(?=\s)|MA(?= in\b)|MSN|LL\.?M\.?|J\.D\.|Bachelor(?:'s|s)? (?:of|in) [A-Z][a-z]+(?: (?:[A-Z][a-z]+|and|&)){0,4}|Bachelor(?:'s)? [Dd]egree|Bachelor(?:'s)?|B\.?\s?Tech\.?|B\.?\s?Sc\.?|B\.S\.|BS(?= in\b| ?: ?[A-Z])|B\.E\.?|BE(?=\s+(?:in\b|[A-Z]))|B-Tech|B\.?Com\.?|BCA|BBA|B\.A\.?(?=\s)|BA(?= in\b| ?: ?[A-Z])|BSN|LL\.?B\.?|Associate(?:'s)? (?:[Dd]egree|of [A-Z][a-z]+(?: [A-Z][a-z]+){0,3})|(?:High School |HIGH SCHOOL |[Hh]igh [Ss]chool )?(?:[Dd]iploma|DIPLOMA)|(?<=^\s*|\b(?:19|20)\d\d\s+)(?:Msc|Bsc|Mba|Bcom|Mcom|Btech|Mtech|Bba|Mca|Bca)(?=\s+\p{Lu}))(?![\w])/u;

// the subject a short form names ("B.Com" is a bachelor of commerce, "MBA" of business administration)
const SHORT_FORM_SUBJECT: [RegExp, RegExp][] = [
  [/^[BM]\.?\s?Com\.?$/i, /^commerce$/i],
  [/^[BM]\.?B\.?A\.?$/i, /^business administration$/i],
  [/^[BM]\.?C\.?A\.?$/i, /^computer applications?$/i],
  [/^[BM]\.?\s?Tech\.?$/i, /^technology$/i],
  [/^[BM]\.?E\.?$/i, /^engineering$/i],
  [/^[BM]\.?\s?Sc\.?$|^[BM]\.?S\.?$/i, /^sciences?$/i],
  [/^[BM]\.?A\.?$/i, /^arts?$/i],
  [/^[BM]\.?S\.?N\.?$/i, /^nursing$/i],
];

/** "B.Com in commerce", "MBA in Business Administration": the field the short form already says, which a letter says once. */
function namesItsField(degree: string, field: string): boolean {
  return SHORT_FORM_SUBJECT.some(([short, subject]) => short.test(degree.trim()) && subject.test(field.trim()));
}

function degreeLevel(d: string): number {
  if (/^(?:ph|doctor)/i.test(d)) return 5;
  if (/^(?:m|pg|p\.?g|master|ll\.?m|j\.d)/i.test(d)) return 4;
  if (/^(?:b|bachelor|ll\.?b)/i.test(d)) return 3;
  if (/^associate/i.test(d)) return 2;
  return 1;
}

// (a capitalised "From" or "At" is the sentence's, not the name's: "…Engineering From SGBAU Amravati University")
const INSTITUTION_RE = /((?:(?!(?:From|At) )[\p{Lu}][\p{L}.&'’-]* (?:(?:and|&|of) )?){0,4}(?:University|College|Institute|School|Academy|Polytechnic|Universit[yé]|IIT|NIT)(?: (?:of|Of|for|and|&) (?:[\p{Lu}][\p{L}.&'’-]*)(?: (?:and |& )?[\p{Lu}][\p{L}.&'’-]*){0,3})?)/u;

/** An anonymised export's place with its country: "City , State", "City , State , US". */
const ANONYMISED_PLACE_RE = new RegExp(String.raw`${ANONYMISED_PLACE}(?:\s*,\s*[A-Z]{2,3}\b)?`, 'g');

// "City, State" in education lines ("Pune, Maharashtra", "New York, NY"): states and provinces as people write them (two
// capitals run on into an abbreviation are none: "B.Com, LL.B.")
const CITY_STATE_RE = new RegExp(
  String.raw`(?:(?:New|San|Los|Las|Saint|St\.|Fort|Navi|North|South|East|West) )?[\p{Lu}][\p{L}]+, (?:${INDIAN_STATE_NAMES}|[A-Z]{2}\b(?!\.\p{L}))`,
  'gu',
);

// the words a field of study is made of: "Computer Science", "Electrical and Electronics Engineering", "Fine Arts"
const SUBJECT_WORD =
  /^(?:applied|leadership|logistics|paralegal|divinity|ministry|radiography|sonography|gerontology|epidemiology|biochemistry|neuroscience|humanities|horticulture|forestry|cosmetology|aviation|care|meteorology|aeronautics|pilot|training|criminal|pre-law|engineering|engg|science|sciences|computer|computers|computing|technology|information|applications?|commerce|arts?|law|laws|legal|management|administration|business|economics|finance|financial|accounting|accountancy|marketing|sales|psychology|education|teaching|nursing|nutrition|physiology|exercise|electronics?|electrical|mechanical|civil|chemical|instrumentation|telecommunications?|communications?|journalism|media|mathematics|maths?|statistics|physics|chemistry|biology|biotechnology|microbiology|botany|zoology|criminology|sociology|history|english|literature|languages?|hospitality|hotel|culinary|design|interior|graphic|fine|human|resources?|relations|public|general|liberal|studies|philosophy|justice|political|politics|medicine|pharmacy|architecture|agriculture|operations|maintenance|industrial|production|sports?|organizational|behaviou?r|corporate|international|elementary|secondary|special|data|software|network|networking|systems|mass|social|work|health|healthcare|physiotherapy|dental|veterinary|geography|geology|environmental|aeronautical|aerospace|automobile|metallurgy|textile|fashion|textiles|banking|insurance|economy|commercial|analytics|analytical|strategy|dietetics|photography|apparel|merchandising|professional|dance|music|theat(?:re|er)|film|security|policy|coordination|clinical|digital|counsel(?:l)?ing|theology|anthropology|kinesiology|hr|it|ece|cse|eee|mba)$/i;
const CONNECTOR = /^(?:and|&|of|in|with|\/|-|:|specialization)$/i;

/** The field of study alone: it opens and ends on a subject word ("Information Technology Goregaon" → "Information
 *  Technology"); words that name no subject ("Yeshwantrao Chavan", "L.N.B.C.", "with a breadth of…") are no field. */
function subjectOnly(words: string[]): string | undefined {
  const parts = words.flatMap((w) => w.split(/(\/)/)).map((w) => w.trim()).filter(Boolean);
  const subject = (w: string) => SUBJECT_WORD.test(w.replace(/[.,:;]+$/, ''));
  if (!parts.length || !subject(parts[0])) return undefined;
  let end = 0;
  parts.forEach((w, i) => {
    if (subject(w)) end = i;
  });
  if (parts.slice(0, end + 1).some((w) => !subject(w) && !CONNECTOR.test(w) && !/^\p{Lu}\p{Ll}+$/u.test(w) && !/^\p{Ll}+$/u.test(w))) return undefined;
  return parts.slice(0, end + 1).join(' ').replace(/ \/ /g, '/').replace(/ : /g, ', ').replace(/[.,:;]+$/, '');
}

/** "Hospitality Management International Hospitality Management" → up to the first repeated word. */
function dedupeWords(s: string): string {
  const out: string[] = [];
  for (const w of s.split(' ')) {
    if (out.some((x) => x.toLowerCase() === w.toLowerCase()) && !/^(?:and|&|of|in)$/i.test(w)) break;
    out.push(w);
  }
  return out.join(' ');
}

/**
 * "Mechanical Engineering Narsee Monjee Institute…", "Analytics University of New Hampshire": an export that ran the
 * field into the school's name. The subject words it opens with are the field when they end on a noun and the rest is
 * a school's name of its own; the rest may open on "University" ("University of New Hampshire") after the export's
 * "Degree : " label, or where the line says the field again after the school ("Bachelor of Science , Nursing University
 * of North Carolina City , State Nursing"), elsewhere it may not ("International University of Japan" stays whole).
 */
function splitFieldFromSchool(institution: string, afterLabel: boolean, lineAfter = ''): { field?: string; institution: string } {
  const words = institution.split(' ');
  let end = -1;
  for (let i = 0; i < words.length; i++) {
    // a subject word the field has said already opens the school's name: "Culinary Arts Culinary Institute of America"
    if (words.slice(0, i).some((w) => w.toLowerCase() === words[i].toLowerCase())) break;
    // ("Administration-HM": a subject with the school's short form run on)
    if (SUBJECT_WORD.test(words[i].replace(/-[A-Z]{1,4}$/, ''))) end = i;
    else if (!(CONNECTOR.test(words[i]) && end === i - 1)) break;
  }
  const rest = words.slice(end + 1);
  const keywordFirst = /^(?:University|College|Institute|School|Academy|Polytechnic)$/.test(rest[0] ?? '');
  const saidAgain = end >= 0 && new RegExp(String.raw`\b${escapeRegExp(words.slice(0, end + 1).join(' '))}\s*$`, 'i').test(lineAfter);
  if (end < 0 || /(?:al|ic|ive)$/i.test(words[end]) || rest.length < 2 || !/^\p{Lu}/u.test(rest[0]) || (keywordFirst && (!(afterLabel || saidAgain) || rest.length < 3))) return { institution };
  // a country or the field again after the name ("…New Hampshire USA Analytics") is no part of it
  const name = rest.join(' ').replace(/\s+(?:USA|U\.S\.A?\.?|United States|India|UK|Canada)\b.*$/, '');
  return { field: words.slice(0, end + 1).join(' '), institution: name };
}

// a degree still being studied for, or left before its end, is not held: "PhD student", "PhD candidate", "coursework
// completed", "ABD" (all but dissertation), "expected 2027", "2021 - present"
const NOT_YET_HELD = /\b(?:pursuing|expected|anticipated|currently|ongoing|in progress|student|candidate|candidature|coursework|course work|ABD|all but dissertation|present|till date|to date)\b/i;

function readDegree(written: string): Degree | undefined {
  // "Pune, Maharashtra" / "New York, NY" between the field and the institution is a place: read it as a gap
  // (…and so is an anonymised export's "City , State": no school is named "University of Phoenix City")
  const line = written.replace(CITY_STATE_RE, '  ').replace(ANONYMISED_PLACE_RE, '  ');
  const m = DEGREE_RE.exec(line);
  if (!m) return undefined;
  // "MS Office", "BA 2019 Pune": abbreviations need a field or institution near them to be a degree
  if (/^(?:MS|MA|BA|BS|ME|BE)$/.test(m[1]) && /^\s*(?:Office|Excel|Word|SQL|Access|Project|Visio|Outlook|Dynamics|PowerPoint)/.test(line.slice(m.index + m[1].length))) return undefined;
  // ("Msc Computer Science", "Mba Finance" as an export's education lines write them: the short form as it is written)
  const shortForm = /^(?:Msc|Bsc|Mba|Bcom|Mcom|Btech|Mtech|Bba|Mca|Bca)$/.test(m[1]) ? m[1].replace(/^(\w)(sc|com|tech)$/, (_, a: string, b: string) => a.toUpperCase() + b[0].toUpperCase() + b.slice(1)).replace(/^(?:Mba|Bba|Mca|Bca)$/, (x) => x.toUpperCase()) : undefined;
  const asWritten = shortForm ?? dedupeWords(m[1].replace(/\.$/, (dot) => (/\..*\.$/.test(m[1]) ? dot : '')));
  // "Bachelor of Arts Business Management", "Bachelor of Science Computer Science", "Bachelor of Engineering Information
  // Technology": a degree of arts, science, engineering, technology or commerce is named by those words; what follows
  // is its field
  const generic = /^((?:Bachelor|Master|Associate)(?:'s|s)? of (?:Arts|Science|Sciences|Engineering|Technology|Commerce))\s+(\p{Lu}.*)$/u.exec(m[1].trim());
  const genericField = generic && subjectOnly(generic[2].split(' '));
  // "Bachelor of Engineering Navi Mumbai": the degree's own words end where its subject does
  const ofSubject = /^((?:Bachelor|Master|Doctor(?:ate)?)(?:'s|s)? (?:of|in) )(.+)$/.exec(asWritten);
  const degree = genericField ? generic![1] : ofSubject ? ofSubject[1] + (subjectOnly(ofSubject[2].split(' ')) ?? ofSubject[2].split(' ')[0]) : asWritten;
  const degreeEnd = m.index + m[0].length;
  const institutionMatch = INSTITUTION_RE.exec(line.slice(degreeEnd));
  // a month before the name is the date column run in ("Jul Texas A&M University")
  // (…and so is the export's country: "City , State , US The University of Texas")
  let institution = institutionMatch?.[1].trim().replace(/^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)+/i, '').replace(/^(?:US|USA|UK|India)\s+(?=\p{Lu})/u, '');
  // ("School and District Administration" is a field: a school is named "School of …", not "School and …")
  if (institution && (institution.split(' ').length < 2 || /^(?:School|College|University|Institute)\b/.test(institution) && institution.split(' ').length < 3 || /^(?:School|College|University|Institute)\s+(?:and|&)\s/.test(institution))) institution = undefined;
  let institutionAt = institutionMatch ? degreeEnd + institutionMatch.index : line.length;
  // the export's "Degree : Field School" label says the field comes first
  const ranInto = institution ? splitFieldFromSchool(institution, /^\s*:/.test(line.slice(degreeEnd, institutionAt)), line.slice(institutionAt + institution.length)) : undefined;
  const schoolAt = ranInto?.field ? line.indexOf(ranInto.institution, institutionAt) : -1;
  if (schoolAt >= 0) {
    // the field read below runs on to where the school's own name starts
    institutionAt = schoolAt;
    institution = ranInto!.institution;
  }
  // the field: the words after the degree, up to a gap, a place, a year or the institution
  let field: string | undefined;
  const afterText = line.slice(degreeEnd, institutionAt).replace(/^\s*[.,:-]?\s*(?:\(|in\s+|of\s+|-\s*)?/i, '');
  const fieldPart = /^(.*?)(\s{2,}|\t|,|\(|\)|\||\b(?:19|20)\d{2}\b|\bfrom\b|\bat\b|$)/.exec(afterText);
  // "B.Tech.Education Details": a heading the page ran into the degree's line is no field of study (a field of one
  // word is a heading only where it is glued to the degree: "B.A. Education" names its field)
  const ranInHeading = (words: string) => {
    const heading = classifyHeading({ n: 0, text: words, content: words, marked: false }, undefined);
    return !!heading?.standard && (words.includes(' ') || /^\S/.test(line.slice(degreeEnd)));
  };
  if (fieldPart?.[1].trim() && !ranInHeading(fieldPart[1].trim())) {
    const words = dedupeWords(fieldPart[1].trim()).split(' ');
    while (words.length && /^(?:and|&|of|in|the|with|from|-)$/i.test(words[words.length - 1])) words.pop();
    const f = subjectOnly(words.slice(0, 6));
    if (f && f.length >= 3 && /^[\p{L}]/u.test(f) && !/\b(?:school|college|university|institute|academy|board)\b/i.test(f) && !/\d|%|grade|cgpa|gpa|percent|passed|pursuing/i.test(f) && !/^[A-Z-]{3,}$/.test(f)) field = f;
  }
  // a degree that names its subject ("Bachelor of Engineering") has no other field; one of arts or science may ("…in Nursing")
  // ("…of Engineering in Civil Engineering" says its field all the same)
  const saysIn = /^\s*[,:-]?\s*in\s+\p{Lu}/u.test(line.slice(degreeEnd, institutionAt));
  const named = !saysIn && /\b(?:of|in)\s+[A-Z]/.test(degree) && !(genericField ? /\bof (?:Arts|Science|Sciences|Engineering|Technology|Commerce)$/ : /\bof (?:Arts|Science|Sciences)$/).test(degree);
  // "Business Administration And Public Relations": the small words of a field in lower case, as a sentence writes them
  // (…and one written in capitals, "COMPUTER SCIENCE", in the title case a sentence names a field in)
  const ofStudy = (genericField ? dedupeWords(genericField) : named ? undefined : field)
    ?.replace(/^(?=.*\p{Lu}{2})[^\p{Ll}]{5,}$/u, (caps) => titleCaseWords(caps))
    .replace(/(?<=\S )(?:And|Of|In|For|The|With)\b/g, (w) => w.toLowerCase())
    // ("Finance/hr": the acronym after a slash in its capitals)
    .replace(/(?<=\/)(?:hr|it)\b/g, (w) => w.toUpperCase());
  return { degree, field: ofStudy && !namesItsField(degree, ofStudy) ? ofStudy : undefined, institution, level: degreeLevel(degree), inProgress: NOT_YET_HELD.test(line) };
}

// further down a degree's entry only words that say so outright count ("Member of the student council" does not)
const SAYS_UNFINISHED = /\b(?:pursuing|expected|anticipated|in progress|currently enrolled|ongoing|graduating)\b/i;
/** The lines of a degree's entry that follow it: up to three, to a blank line, another degree or the section's end. */
function linesOfEntry(parsed: ParsedResume, at: number, schooling: Set<number>): string[] {
  const out: string[] = [];
  for (const line of parsed.lines.slice(at + 1, at + 4)) {
    if (!line.text || readDegree(line.text) || (schooling.has(parsed.lines[at].n) && !schooling.has(line.n))) break;
    out.push(line.text);
  }
  return out;
}

/** A date after the time of writing: "2027", "Dec 2025" or "08/2026" in June 2025 (a bare year only when a later year). */
function dateToCome(text: string, now: Date): boolean {
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return findDates(text).some((d) => (d.month ? d.year * 12 + d.month - 1 > month : d.year > now.getUTCFullYear()));
}

function findDegree(parsed: ParsedResume, now: Date): Degree | undefined {
  const education = new Set(parsed.education.map((e) => e.line.n));
  // the lines under an Education heading, degree or not ("Northfield University", "Expected May 2026")
  const schooling = new Set(parsed.sections.filter((s) => s.kind === 'education').flatMap((s) => s.lines.map((l) => l.n)));
  const found: Degree[] = [];
  for (const [at, line] of parsed.lines.entries()) {
    if (!line.text) continue;
    // outside an Education section only short lines count: a posting-like sentence is not the person's degree
    const words = line.text.split(/\s+/).length;
    if ((!education.has(line.n) && words > 22) || line.text.length > 400) continue;
    for (const part of line.text.split(/\s*[•|]\s*/)) {
      const d = readDegree(part);
      if (!d || !(education.has(line.n) || d.institution || d.field || words <= 10)) continue;
      // …and so is one whose date is still to come, or whose next line says so ("PhD in Chemistry⏎Expected 2027"), or
      // a line further down its entry ("Bachelor of Science⏎Northfield University⏎Anticipated graduation: May 2026"),
      // or whose dates stand on the line above it ("2022 - 2026⏎Bachelor of Science")
      const entry = linesOfEntry(parsed, at, schooling);
      const above = parsed.lines[at - 1];
      const dateAbove = above?.text && schooling.has(above.n) && schooling.has(line.n) && !readDegree(above.text) ? above.text : '';
      const unfinished =
        d.inProgress || NOT_YET_HELD.test(entry[0] ?? '') || entry.slice(1).some((l) => SAYS_UNFINISHED.test(l)) || [part, ...entry, dateAbove].some((l) => dateToCome(l, now));
      found.push(unfinished ? { ...d, inProgress: true } : d);
    }
  }
  return found.sort((a, b) => b.level - a.level)[0];
}

const YEARS_RE = /\b(\d{1,2}(?:\.\d)?)\s*(\+)?\s*(?:years?|yrs?)(?:\s*\(s\))?\.?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?(?:experience|exp)\b/i;
const TOTAL_RE = /\btotal (?:work )?experience\s*[:\-–]?\s*(\d{1,2}(?:\.\d)?)\s*(\+)?\s*(?:years?|yrs?)/i;

function findYears(text: string): string | undefined {
  const m = TOTAL_RE.exec(text) ?? YEARS_RE.exec(text);
  if (!m || /less than\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return undefined;
  const n = m[1];
  if (Number(n) <= 0 || Number(n) > 50) return undefined;
  return `${n}${m[2] ?? ''} ${n === '1' ? 'year' : 'years'}`;
}

/** "Title - Employer" lines ("Business Analyst - Zensar Technologies Ltd") and "company - X" lines. */
function titleEmployerLine(text: string): { title?: string; employer?: string } | undefined {
  const m = /^(.{3,60}?)\s+[-–—|@]\s+(.{2,60})$/.exec(text.trim()) ?? /^(.{3,50}?)\s+at\s+(.{2,60})$/.exec(text.trim());
  if (!m) return undefined;
  const title = cleanTitle(m[1]);
  const employer = cleanEmployer(m[2]);
  return title && employer ? { title, employer } : undefined;
}

const MAX_UNIT = 600;

interface Candidate {
  text: string;
  employer?: string;
  order: number;
  section: string;
  /** it opened with a bullet: lines under it without one are its wrapped rest */
  bulleted: boolean;
}

/**
 * A résumé line no letter offers as work: one addressed to the reader ("Hoping for your positive response" closes a
 * letter the résumé copied; "'Thank You' letters" are work), or a list bulleted with the letter x ("…Stores x
 * Bookkeeping Ability to…"), which is no sentence.
 */
export function isNoStatementOfWork(line: string): boolean {
  return /(?<!thank )\byou(?:r|rs)?\b/i.test(line) || /(?:^|\s)x\s+\p{Lu}/u.test(line);
}

const REGION_AT_END = new RegExp(String.raw`,\s*(?:${US_STATE_NAMES}|${INDIAN_STATE_NAMES}|India|USA|U\.S\.A?|United States|Canada|UK|United Kingdom|Australia|Germany)\.?$`, 'i');
const STATE_CODE_AT_END = new RegExp(String.raw`,\s*(?:${US_STATE_CODES})$`);

/**
 * "Softtestlab Technologies Pune, Maharashtra, India", "Harbor Goods, Denver, CO": a firm and its place, every word
 * capitalised, is the next role's header and never the end of the statement above it.
 */
function isNameAndPlace(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && words.length <= 8 && words.every((w) => /^[\p{Lu}\d&(]/u.test(w)) && (REGION_AT_END.test(text.trim()) || STATE_CODE_AT_END.test(text.trim()));
}

/** Hobbies and college life are not work a letter offers ("Participated in intra college cricket competition"). */
const PASTIME_HEADING = /\b(?:hobb(?:y|ies)|interests|extra[- ]?curricular|co[- ]?curricular|personal (?:details|information|profile)|declaration)\b/i;
// (a student's association or a college workshop too; a teacher's work "in school" is work)
export const PASTIME =
  /\b(?:(?:intra|inter)[- ]?(?:college|school|university)|cultural (?:programmes?|programs?|fests?|events?|activities)|sports? (?:events?|days?|meets?)|hobb(?:y|ies)|(?:workshops?|seminars?) in (?:my )?college|student(?:s'?)? (?:associations?|chapters?|clubs?|councils?))\b/i;

// an entry of study's own line: "Semester Abroad (…)", "Master Studies Digital Media (…)", "Coursework …"
const STUDY_ENTRY = /^(?:[\p{L}.' ]+ )?(?:semester|studies|coursework)\b/iu;
// a degree's grade or honours listed under "Accomplishments" is schooling, not work ("Associates Degree in Liberal Arts,
// 4.0 GPA" had become "I associated Degree in Liberal Arts")
// ("Graduated as M.Sc. Applied Informatics" says a degree was earned, no work done)
const SCHOOLING = /\b(?:degree in|c?gpa|cum laude|honou?r society|dean'?s list)\b|^graduated\b/i;

const isPastimeSection = (section: ParsedResume['sections'][number]) => PASTIME_HEADING.test(section.heading?.text ?? '');

/** "Managed", "Leading", "Ran": an action verb's past or -ing form, which can open the next bullet. */
const isPastAction = (w: string) => ACTION_VERBS.has(w) && (/ing$/.test(w) || conjugate(w)?.past === w);

// a word after which a phrase goes on: an article, a preposition, a conjunction, a verb of being, a possessive (words in
// -ly are left out by the caller)
const PHRASE_GOES_ON = /^(?:a|an|the|and|or|of|in|on|at|to|for|with|by|from|as|into|via|per|including|such|our|my|their|its|his|her|your|this|that|these|those|is|are|was|were|be|been|being|has|have|had|not|also|well|state|self)$/i;

/** Past participles that open a name or a kind of thing as often as a finished action ("Certified Nursing Assistant"). */
const NAMING_PARTICIPLES =
  /^(?:certified|licensed|registered|advanced|limited|united|integrated|automated|applied|allied|assisted|skilled|qualified|experienced|dedicated|detailed|distinguished|distributed|embedded|enrolled|chartered|managed|unified|preferred|required|related|based|accelerated|supervised|sponsored|selected|published|accredited|authorized|authorised|approved|licenced|specialized|specialised|customized|personalized|finished|fixed)$/;

/** The numbers a résumé's numbered lists use ("2. Understanding…", "…scope 4. Helping…"), wherever they stand. */
const listNumbers = (text: string) => new Set([...text.matchAll(/(?:^|\s)(\d{1,2})\.\s+(?=\p{Lu})/gmu)].map((m) => Number(m[1])));

/**
 * Bullets a scrape ran together with no stop: a capitalised past or -ing action verb mid-line, after a word or figure
 * and before its object or a series of actions, opens the next one ("…accounts (+R$6mm/month) Led a team of 8…", "…as needed
 * Trained, oversaw and assisted staff"). "Managed Services" (a name: a capital follows) and "Trained in Germany" (no
 * object) are left alone.
 */
function unglueByRules(text: string, numbers: Set<number>): string {
  // an inline numbered list ("…client & consultants 5. Kick-off meetings 6. Project evaluation…"): a number that runs
  // in sequence with another of the résumé's list numbers ends the item before it ("…framework 8. Management…" is no
  // "framework 8"); a figure that ends a sentence ("Grew the team to 12. Hired…") has no neighbour and stays
  const numbered = numbers.size < 2 ? text : text.replace(/(\S)\s+(\d{1,2})\.\s+(?=\p{Lu})/gu, (whole, before: string, n: string) =>
    numbers.has(Number(n) - 1) || numbers.has(Number(n) + 1) ? `${before}${/[.!?:;]/.test(before) ? '' : '.'} ` : whole,
  );
  return (
    numbered
      // …and the duty opener "Responsible for" run on the same way ("…and compliant Responsible for onsite installation…")
      .replace(/([\p{Ll}\d)%])\s+(?=Responsible for\s)/gu, '$1. ')
      // …and a sentence whose stop lost its space ("…customer retention.Boosted satisfaction by 10%"; "ASP.Net" and
      // "Next.Js" stay)
      .replace(/(\p{Ll}{2})\.(\p{Lu}\p{Ll}+(?:-\p{Ll}+)*)(?=\s)/gu, (whole, before: string, word: string) => (word.replace(/-/g, '').length >= 3 ? `${before}. ${word}` : whole))
      // …or before a series of actions or its particle ("…special projects as needed Trained, oversaw and assisted staff…",
      // "…technical support Backed up and restored data files", "…operating systems Created and updated IT tickets")
      // (…not after a word a phrase goes on from: "Monitoring and Controlling the panel" is one statement)
      .replace(/([\p{Ll}\d)%])\s+([A-Z][a-z]+)(?=\s+(?:a|an|the|all|over|several|multiple|our|new|(?!(?:19|20)\d\d\b)\d[\d,.%+]*)\s|(?:,|\s+(?:and|&))\s+([a-z]+)\b|\s+(up|out|down|off)\s)/gu, (whole, before: string, word: string, next: string | undefined, particle: string | undefined, offset: number, all: string) => {
        if (PHRASE_GOES_ON.test(/(\S+)$/.exec(all.slice(Math.max(0, offset - 40), offset + 1))?.[1] ?? '')) return whole;
        const lower = word.toLowerCase();
        // a phrasal verb's past ("Backed up", "Rolled out") need not be on the action-verb list
        const opens = particle ? /ed$/.test(lower) && conjugate(lower)?.past === lower : isPastAction(lower) && (!next || isPastAction(next));
        return opens ? `${before}. ${word}` : whole;
      })
      // …and, where an export dropped every bullet, a capitalised -ed or -ing action verb before a word in lower case,
      // after a word in lower case that ends a phrase ("…and employee pay adjustments Reconciled all bank accounts…",
      // "…system analysis Verifying the project documentation"); "Financial Reporting and Analysis", "completed Advanced
      // training" and "two (2) Reporting analysts" stay. Duties written in the present open on the verb's base form
      // ("…product pricing Negotiate vendor contracts", "…documentation Provide communication"), unless the word names a
      // thing as often ("customer Support team")
      .replace(/([a-z\d)%])\s+([A-Z][a-z]+)(?=\s+(?:[a-z]+|[A-Z]{2,}|[A-Z][&/][A-Z])\b)/gu, (whole, before: string, word: string, offset: number, all: string) => {
        // the word before, in lower case or a figure, not a name in capitals ("Financial Reporting") or a count in brackets
        const previous = /(\S+)$/.exec(all.slice(Math.max(0, offset - 40), offset + 1))?.[1] ?? '';
        const next = /^\s+(\S+)/.exec(all.slice(offset + whole.length, offset + whole.length + 20))?.[1] ?? '';
        // (an -ing word that names a thing ends a phrase too: "…as an extension of classroom learning Assessed student work")
        const ends =
          /^[\p{Ll}\d$][\p{L}\d_$.,/%()-]*$/u.test(previous) &&
          !PHRASE_GOES_ON.test(previous) &&
          (!/(?:ed|ing|ly)$/.test(previous) || NOUN_GERUNDS.test(previous)) &&
          !/^(?:and|or|&)$/.test(next);
        if (!ends) return whole;
        const lower = word.toLowerCase();
        // an -ing word before "of" names an activity, it opens no action ("…that involves an initial Understanding of the
        // Existing System")
        if (/ing$/.test(lower) && next === 'of') return whole;
        // an irregular past opens a duty as a regular one does ("…aircraft paint schemes Ran and followed…")
        const conjugated = conjugate(lower);
        const irregularPast = conjugated?.past === lower && conjugated.infinitive !== lower && !/ed$/.test(lower);
        const form = /(?:ed|ing)$/.test(lower) || irregularPast || (/^[a-z]/.test(next) && !isNounOrVerb(lower) && conjugated?.infinitive === lower);
        // (a weak opener is still a bullet's first word: "…for daily use Helped maintain an 0% accident rate"; so is any
        // verb's regular past, "…and projects Fostered safe…", "…of information Adhered to…", unless it names a kind as
        // often as it acts: "new Licensed practical nurse roles")
        const regularPast = /ed$/.test(lower) && !NAMING_PARTICIPLES.test(lower) && conjugated?.past === lower;
        return form && (ACTION_VERBS.has(lower) || WEAK_OPENING_VERBS.has(lower) || regularPast) ? `${before}. ${word}` : whole;
      })
  );
}

/** …and the last reading, the tagger's (`opens`), on the text the rules above left (unglueByRules). */
function unglueByTagger(text: string, opens: VerbReader): string {
  return (
    text
      // …and any other capitalised word compromise's tagger reads as a verb both as a bullet's opener and after the
      // word before it ("…guided 14 agents Coordinate daily operations", "…forecast reports Travel to tradeshows");
      // "customer Support team" (a noun after "customer"), "Microsoft Office" and "Project Manager" (a name) stay
      .replace(/([\p{Ll}\d)%])\s+(\p{Lu}\p{Ll}+)(?=\s+[\p{Ll}\d])/gu, (whole, before: string, word: string, offset: number, all: string) => {
        const previous = /(\S+)$/.exec(all.slice(Math.max(0, offset - 40), offset + 1))?.[1] ?? '';
        if (!/^[\p{Ll}\d][\p{L}\d%)]*$/u.test(previous) || PHRASE_GOES_ON.test(previous)) return whole;
        const rest = all.slice(offset + whole.length - word.length).split(/\s+/).slice(0, 4).join(' ');
        return opens(rest) && opens(`${previous} ${rest}`.toLowerCase(), 1) ? `${before}. ${word}` : whole;
      })
  );
}

type VerbReader = (words: string, at?: number) => boolean;
type TaggedSentence = { text: string; terms: { tags: string[] }[] };

const readsAsAction = (tags: string[]) => !tags.includes('ProperNoun') && tags.some((t) => t === 'Imperative' || t === 'PastTense' || t === 'Gerund' || t === 'Infinitive');

/** compromise's tagger reads the word at `at` as an action (a command, a past, an -ing form), not a name. */
function opensAsVerb(words: string, at = 0): boolean {
  return readsAsAction(nlp(words).json({ terms: { tags: true } }).flatMap((s: TaggedSentence) => s.terms)[at]?.tags ?? []);
}

/**
 * opensAsVerb of many short texts in one pass of the tagger (its cost per call is most of a short text's): each text
 * is one sentence of the pass, so its tags are those it gets alone; a pass that does not split back into the texts
 * given answers nothing, and each is then tagged alone.
 */
function opensAsVerbAll(texts: string[]): VerbReader {
  const unique = [...new Set(texts)].filter((t) => !/[.!?]/.test(t));
  const answers = new Map<string, string[][]>();
  if (unique.length) {
    const tagged: TaggedSentence[] = taggedText(unique.map((t) => `${t}.`).join(' ')).json({ terms: { tags: true } });
    if (tagged.length === unique.length && tagged.every((s, i) => s.text === `${unique[i]}.`)) unique.forEach((t, i) => answers.set(t, tagged[i].terms.map((x) => x.tags)));
  }
  return (words, at = 0) => {
    const tags = answers.get(words);
    return tags ? readsAsAction(tags[at] ?? []) : opensAsVerb(words, at);
  };
}

/** Statements worth rephrasing: lines joined where a PDF wrapped them, split into sentences and inline bullets. */
function candidates(parsed: ParsedResume, employerOf: Map<number, string>): Candidate[] {
  const kindOf = new Map<number, string>();
  for (const s of parsed.sections) for (const l of s.lines) kindOf.set(l.n, isPastimeSection(s) ? 'pastimes' : s.kind);
  const units: Candidate[] = [];
  let current: Candidate | undefined;
  let order = 0;
  // a role's header line or a section's heading never continues a statement
  const roleHeaders = new Set([...parsed.roles.flatMap((r) => r.header.map((h) => h.n)), ...parsed.sections.flatMap((s) => (s.heading ? [s.heading.n] : []))]);
  let previous = '';
  // the lines under a dated entry of study ("Semester Abroad (University of Tarnow) 2009 - 2010", "Master Studies…")
  // are the courses taken, never work a letter cites ("Finished robot programming, data charts…"), up to the next
  // role or heading
  let underStudy = false;
  for (const line of parsed.lines) {
    const kind = kindOf.get(line.n) ?? 'header';
    const above = previous;
    previous = line.content;
    if (roleHeaders.has(line.n)) underStudy = false;
    if (!line.marked && !roleHeaders.has(line.n) && STUDY_ENTRY.test(line.content) && findDateRanges(line.text).length) underStudy = true;
    // a line in the first person and the present at the page's head, before any section, is a tagline, not work
    // done ("I build small tools that make people smile")
    const tagline = kind === 'header' && /^I\s+(?!(?:have|had|was|\p{Ll}+ed)\b)\p{Ll}/u.test(line.content);
    if (underStudy || tagline) {
      current = undefined;
      continue;
    }
    // table rows and side-by-side columns ("Institute of Agricultural 7    6 days' workshop") are not statements
    // …nor is a role's header line ("Master Teacher Sep 2010 to Apr 2013" is no "I mastered Teacher…")
    if (!line.text || kind === 'skills' || kind === 'education' || kind === 'pastimes' || PASTIME.test(line.content) || SCHOOLING.test(line.content) || isMetadataLine(line.content) || /\S(?: {3,}|\t)\S/.test(line.content) || (roleHeaders.has(line.n) && !line.marked)) {
      current = undefined;
      continue;
    }
    // a wrapped line goes on in lower case, after a word no sentence ends on ("…and worked with both⏎Data frames…"), or
    // under a bullet's line that ran to the page's edge with no stop ("ñ …for applicants that convey⏎British Council's
    // grants…"; unbulleted lines are each a statement however long); a role's header line never continues a statement
    const wrapped = /^[a-z(]/.test(line.content) || OPEN_ENDING.test(current?.text ?? '') || (!!current?.bulleted && above.length >= FULL_LINE && !findDateRanges(line.text).length);
    const continues = current && !line.marked && !roleHeaders.has(line.n) && wrapped && !/[.!?:]$/.test(current.text) && !isNameAndPlace(line.content);
    // a statement a writer can use is a sentence or two: a longer run is pasted text, not read further
    if (continues && current && current.text.length < MAX_UNIT) current.text += ' ' + line.content;
    else {
      current = { text: line.content, employer: employerOf.get(line.n), order: order++, section: kind, bulleted: line.marked };
      units.push(current);
    }
  }
  const out: Candidate[] = [];
  const numbers = listNumbers(parsed.text);
  const pieces: { unit: Candidate; piece: string }[] = [];
  for (const unit of units) {
    if (unit.text.length > MAX_UNIT * 2) unit.text = unit.text.slice(0, MAX_UNIT * 2);
    for (const piece of inlineBullets(unit.text)) pieces.push({ unit, piece: piece.replace(/^description\s*-\s*/i, '') });
  }
  // every capitalised word that may open a run-on bullet is read by the tagger in one pass: a first run asks, a
  // second answers
  // (the readings by rule are the same in both runs: made once)
  const ruled = pieces.map(({ piece }) => unglueByRules(piece, numbers));
  const asked: string[] = [];
  for (const text of ruled)
    unglueByTagger(text, (words) => {
      asked.push(words);
      return true;
    });
  const opens = opensAsVerbAll(asked);
  for (const [i, { unit }] of pieces.entries()) for (const sentence of sentences(unglueByTagger(ruled[i], opens))) out.push({ ...unit, text: sentence, order: out.length });
  return out;
}

/**
 * The bullets a line holds: after a bullet glyph, a middle dot or a spaced asterisk, or a spaced dash before an action
 * verb ("…satellite proposals - Define RF hardware procedures - Lead suppliers…"; "Sales - Retail" stays whole).
 */
function inlineBullets(text: string): string[] {
  return text
    .replace(/\s+[-–]\s+(?=(\p{Lu}\p{Ll}+)\b)/gu, (dash, word: string) => (ACTION_VERBS.has(word.toLowerCase()) ? ' • ' : dash))
    .split(/\s+[•▪●➢✓→·]\s*|\s+\*\s+/);
}

/**
 * A statement the reading cut before its end, as the résumé's text shows: the text goes on after it in lower case or
 * with a figure ("…background checks on all job⏎applicants.", "…cut equipment⏎costs 50%"), or its stop is followed by a line of two or three words that finish it ("…mentoring of Customer.⏎Service
 * Agents."). Such a line said as a sentence stops mid-phrase.
 */
export function cutInText(source: string, text: string): boolean {
  // (a word that opens a statement of its own, in any form: "Evaluates", "Upheld")
  const acts = (word: string) => [word, word.replace(/e?s$/, ''), conjugate(word)?.infinitive].some((w) => !!w && ACTION_VERBS.has(w.toLowerCase()));
  const words = source.trim().split(/\s+/);
  if (words.length < 2) return false;
  const m = new RegExp(words.map(escapeRegExp).join('\\s+')).exec(text);
  if (!m) return false;
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 120);
  const stopped = /[.!?;:]$/.test(m[0]);
  // (a field's label in lower case opens no rest of a sentence: "company - Tata Consultancy Services")
  // (…not a list's number, a bullet's letter "o" or a web address on the next line)
  if (!stopped && (/^[ \t]*[\p{Ll}\d%]/u.test(after) || /^[ \t]*\r?\n[ \t]*\p{Ll}(?!\s|ww\.|ttps?:)/u.test(after)) && !/^\s*\p{Ll}+\s*[-–:]\s/u.test(after)) return true;
  // …or a name it broke at a full line's end: it stops on a capitalised word, and the next line goes on with the name's
  // rest before words in lower case ("…within the Fixed Income & Listed⏎Options business…")
  const lineStart = text.lastIndexOf('\n', m.index + m[0].length - 1) + 1;
  const fullLine = text.slice(lineStart, m.index + m[0].length).trim().length >= FULL_LINE;
  if (!stopped && fullLine && /\s\p{Lu}\p{Ll}+$/u.test(m[0]) && /\s(?:&|and|of)\s+\p{Lu}\p{Ll}+$/u.test(m[0]) && !acts(/^\s*(\p{L}+)/u.exec(after)?.[1] ?? '') && /^[ \t]*\r?\n[ \t]*\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(after)) return true;
  const tail = /^[ \t]*\n[ \t]*(\p{Lu}[\p{L}-]*(?:[ \t]+\p{L}[\p{L}-]*){0,2})\.[ \t]*(?:\r?\n|$)/u.exec(after);
  return stopped && !!tail && /\s\p{Lu}[\p{L}-]*\.$/u.test(m[0]) && !ACTION_VERBS.has(tail[1].split(/\s/)[0].toLowerCase());
}

/** How long someone has worked, said of themselves: "Possess 15+ years of experience", "Over 10 years experience in…". */
const YEARS_OF_SERVICE = /^(?:(?:possess(?:es|ed)?|ha(?:ve|s|d)|bring(?:s)?|with|over|more than|nearly|almost)\s+)+(?:\d+\+?|[a-z]+)\s*(?:\+\s*)?years?\b[^.]{0,20}?\bexperience\b/i;

/**
 * One role as a record: its title and employer read together, in every shape résumés write them: "Title at Employer",
 * "Employer as Title" ("OYO as Software Developer"), "Employer as Title at Employer" (the one after "at" is where it
 * was held), "Title, Employer", or a title and an employer on two lines (the parser's header lines).
 */
function roleRecord(role: ParsedResume['roles'][number]): { title?: string; employer?: string } {
  const written = role.title?.replace(/\s+/g, ' ').trim();
  const as = written ? /^(?:(.+?)\s+)?as\s+(?:an?\s+)?(.+?)(?:\s+(?:at|with)\s+(.+))?$/i.exec(written) : null;
  if (as && ROLE_WORDS_RE.test(as[2]) && !(as[1] && ROLE_WORDS_RE.test(as[1]) && !ORG_SUFFIX.test(as[1]))) {
    return { title: cleanTitle(as[2]), employer: cleanEmployer(as[3]) ?? cleanEmployer(role.company) ?? cleanEmployer(as[1]) };
  }
  const title = cleanTitle(role.title) ?? shortTitle(written);
  return { title, employer: cleanEmployer(role.company) };
}

/**
 * A long title's head, where what follows says what it was for or where: "IT Consultant for IBM XPages and Notes
 * Domino" is an IT Consultant. Undefined when the head ends on no role word.
 */
function shortTitle(written: string | undefined): string | undefined {
  const head = written?.split(/\s+(?:for|in|with|on|at)\s+|\s*[,(]\s*|\s+[-–—]\s+/)[0];
  return head && head !== written && ENDS_WITH_ROLE_RE.test(head) ? cleanTitle(head) : undefined;
}

const letters = (name: string) => name.toLowerCase().replace(/[^\p{L}\d]+/gu, '');

// an honour or a game won outside work: a letter offers it last, if at all
const HONOUR_OR_GAME = /\b(?:won|winner|medals?|trophy|champion(?:ship)?s?|tournaments?|cricket(?:er)?|football|basketball|karate|chess|marathon|olympiad|quiz|elocution|debate|rangoli|dance|singing|sports?)\b/i;

/**
 * Facts for the writers. `wanted` is the posting's skill ids and `postingTerms` the weights of the terms it stresses
 * (stem → weight): the statements closest to them come first.
 */
export function resumeFacts(
  text: string,
  now: Date = new Date(),
  wanted: Set<number> = new Set(),
  postingTerms: Map<string, number> = new Map(),
): ResumeFacts {
  // a 50,000-character paste is read whole by the parser; the writers only need its facts
  const parsed = parseResume(text, now);
  const employerOf = new Map<number, string>();
  const employers: string[] = [];
  let title: string | undefined;
  let employer: string | undefined;
  const addEmployer = (e: string | undefined) => {
    if (e && !employers.some((x) => x.toLowerCase() === e.toLowerCase())) employers.push(e);
  };
  const records = parsed.roles.map((role, order) => ({ role, order, ...roleRecord(role) }));
  for (const { role, employer } of records) if (employer) for (const l of [...role.header, ...role.statements]) employerOf.set(l.n, employer);
  // the most recent role is the one that ended last ("Present" first), wherever the résumé lists it; its title and its
  // employer are one record, never a title of one role beside the employer of another
  const roles: ResumeFacts['roles'] = [];
  // a dated latest role whose title is written but cannot be named (a sentence, a list) still is the latest: an older
  // role's title is never named as the most recent in its place
  let latestUntitled = false;
  for (const [i, record] of [...records].sort((a, b) => byRecency(a.role, b.role)).entries()) {
    addEmployer(record.employer);
    if (record.title && !roles.some((r) => r.title === record.title && r.employer === record.employer)) roles.push({ title: record.title, employer: record.employer });
    // (…and so is one whose title the parser could not tell from its employer's, an organisation by its name:
    // "Research Employee / PhD Student - Lindqvist University 2016 - present" is the latest role, and an older title is
    // not named in its place; "Private Elder Care Provider 11/2011 to Current" may be a title, and names no employer)
    if (i === 0 && !record.title && (record.role.title?.trim() || (record.employer && ORG_SUFFIX.test(record.employer))) && (record.role.current || record.role.endMonth !== undefined || record.role.pointMonth !== undefined)) {
      latestUntitled = true;
      employer = record.employer;
    }
    if (!title && !latestUntitled && record.title) {
      title = record.title;
      employer = record.employer;
    }
  }
  // an anonymised export wrote "Company Name" for every employer: a "Title - Unit" line names no employer either
  const anonymised = parsed.roles.some((r) => r.header.some((h) => isAnonymisedHeader(h.text)));
  // the "company - X / description - …" export: statements under it belong to X
  let exportEmployer: string | undefined;
  for (const line of parsed.lines) {
    const m = /^company\s*[-:]\s*(.*)$/i.exec(line.text);
    if (m) {
      exportEmployer = cleanEmployer(m[1], true);
      addEmployer(exportEmployer);
      continue;
    }
    // the export wrote the client in the employer's field too ("company - Govt. of X" / "Client: Govt. of X"): the
    // work was for X, and the employer is not named
    const client = /^client\s*[:\-–]\s*(.+)$/i.exec(line.text.trim());
    if (client && exportEmployer && letters(client[1]) === letters(exportEmployer)) {
      if (!records.some((r) => r.employer === exportEmployer)) employers.splice(employers.indexOf(exportEmployer), 1);
      exportEmployer = undefined;
    }
    if (exportEmployer && !employerOf.has(line.n)) employerOf.set(line.n, exportEmployer);
    const te = line.text.length <= 140 ? titleEmployerLine(line.text) : undefined;
    if (te) {
      if (!title && !latestUntitled) {
        title = te.title;
        if (!anonymised) employer = te.employer;
      }
      if (!anonymised) addEmployer(te.employer);
    }
  }
  if (!title && !latestUntitled) {
    const top = parsed.lines.filter((l) => l.text).slice(0, 4);
    for (const l of top) title ??= cleanTitle(l.text);
  }
  // a title on a line of its own further down, as profile exports set it under the education ("Personal Trainer")
  if (!title && !latestUntitled) for (const l of parsed.lines.slice(0, 40)) if (!l.marked && wordCount(l.text) <= 4) title ??= cleanTitle(l.text);

  const skillFinds = findSkills(parsed.text).filter((f) => f.skill.kind === 'hard');
  const ranked = [...skillFinds].sort((a, b) => Number(wanted.has(b.skill.id)) - Number(wanted.has(a.skill.id)));
  const prose = (f: FoundSkill) => {
    const written = skillInProse(f.surface, f.skill);
    if (written !== f.surface || f.surface.length <= 4 || f.surface !== f.surface.toUpperCase()) return written;
    // a name in capitals reads as shouting where its own name is not written so ("SCADA", "HIPAA" are): a product's
    // ("SALESFORCE") takes capitals, a method's ("LOGISTICS" in a heading) is a common noun
    if (f.skill.name.split(/\s+/).includes(f.surface)) return f.surface;
    return f.skill.source === 'onet' ? titleCaseWords(f.surface.toLowerCase()) : f.surface.toLowerCase();
  };
  const skills = uniqueBy(ranked.map(prose), (s) => s.toLowerCase()).filter((s) => s.length > 1 || wanted.size > 0);
  // O*NET's technologies are tools; methods ("business development", "logistics") are not
  const tools = new Set(skillFinds.filter((f) => f.skill.source === 'onet').map((f) => prose(f).toLowerCase()));

  // score cheaply first, rephrase only the best few: the cost stays flat however long the résumé is
  const pool = candidates(parsed, employerOf)
    .map((c) => ({ c, clean: cleanStatement(c.text) }))
    .filter(({ c, clean }) => {
      const n = clean.split(' ').length;
      // "Worked as a Software Engineer in … from Aug 2015" names a role, not something done in it; "Possess 15+ years of
      // experience as…" is the length of a career, which the letter says once, not a thing done
      return (
        n >= 3 &&
        n <= 32 &&
        /^[A-Za-z]/.test(clean) &&
        isCleanClause(clean) &&
        !/^(?:worked|working|served|serving|joined|employed|hired)\s+as\b/i.test(clean) &&
        !YEARS_OF_SERVICE.test(clean) &&
        !describesEmployer(clean) &&
        // a game or an honour won outside the work sections is no work a writer offers, however few statements are left
        !(HONOUR_OR_GAME.test(clean) && c.section !== 'experience' && c.section !== 'projects')
      );
    })
    .map(({ c, clean }) => {
      const finds = findSkills(clean);
      const ids = finds.map((f) => f.skill.id);
      const figure = figuresIn(clean).length > 0;
      // what the posting stresses, said in the statement: the closest to the job's duties comes first
      const relevance = Math.min(8, [...termsIn(clean).keys()].reduce((sum, key) => sum + (postingTerms.get(key) ?? 0), 0) / 2);
      const score =
        (figure ? 3 : 0) +
        ids.filter((id) => wanted.has(id)).length * 2 +
        relevance +
        // work before what was won or done outside it ("Won Cricketer of the year", a sports meet, a college fest)
        (c.section === 'experience' || c.section === 'projects' ? 2 : c.section === 'summary' ? 0 : -2) -
        (HONOUR_OR_GAME.test(clean) ? 4 : 0) +
        (opensWithActionVerb(clean) ? 1 : 0) -
        (/^(?:responsible|involved|was|worked on|helped|assisted)\b/i.test(clean) ? 2 : 0) -
        (/^I\s/.test(clean) ? 2 : 0);
      return { c, clean, finds, ids, figure, score };
    })
    .sort((a, b) => b.score - a.score || a.c.order - b.c.order)
    .slice(0, 40);
  // what a writer may say of the work, best first: not a string of stock phrases, nor a line written to the reader
  const statements: Statement[] = pool
    .filter(({ c, clean }) => stockPhrasesIn(clean).length < 2 && !isNoStatementOfWork(clean) && !cutInText(c.text, parsed.text))
    .map(({ c, clean, finds, ids, figure }) => ({ source: c.text, text: spellProducts(clean, finds.flatMap((f) => f.hits)), employer: c.employer, figure, skillIds: ids }));

  return {
    name: findName(parsed),
    title,
    employers: employer ? [employer, ...employers.filter((e) => e !== employer)] : employers,
    roles,
    years: findYears(parsed.text),
    degree: findDegree(parsed, now),
    skills,
    tools,
    pastimes: parsed.sections.filter(isPastimeSection).flatMap((sec) => sec.lines.map((l) => l.content).filter((c) => c.length >= 10)),
    skillFinds,
    statements,
    parsedRoles: [...parsed.roles].sort(byRecency),
  };
}

// an employer that is a job title, a prize or a heading read as one ("at Replenishment Leader", "at Winner's Circle
// Award", "at Showrooms") is no place a person worked: a writer names none rather than a wrong one
const NOT_AN_EMPLOYER =
  /\b(?:Award|Awards|Prize|Leader|Manager|Engineer|Analyst|Developer|Specialist|Coordinator|Assistant|Officer|Supervisor|Processor|Representative|Intern|Trainee|Showrooms?|Estimation|Details|Responsibilities|Projects?)$/;

/** True when a writer must not name `employer` as a place the person worked (it is missing, a title or a heading). */
export const isNoEmployer = (employer: string | undefined): boolean => !employer || NOT_AN_EMPLOYER.test(employer);

/**
 * The skills a person would claim under their name, best first: a method named once inside a sentence ("on call",
 * "logistics" read from a project's name, "CRM" for a meter) is none; a technology, a method named twice or one listed
 * (a skills line) is.
 */
export function claimedSkills(facts: ResumeFacts, text: string): string[] {
  // listed: a short line, or an item of a list, a few words between its separators ("Skills: Logistics, Payroll"); a
  // sentence with commas in it ("Working on call support during the weekend, …") lists nothing
  // (the first of a list run into a sentence, "…the value of Search Engine Marketing, Display Advertising, …", is one)
  const lines = text.toLowerCase().split('\n');
  const short = (item: string | undefined) => !!item && item.split(/\s+/).length <= 5;
  const listed = (surface: string) =>
    lines.some((line) => {
      if (!line.includes(surface)) return false;
      if (line.trim().split(/\s+/).length <= 6) return true;
      const items = line.split(/[,|•;·✓▪●*~]|(?<=[a-z)])\.\s/).map((item) => item.replace(/^[^:]{0,30}:\s*(?=\S)/, '').trim());
      return items.some((item, i) => item.includes(surface) && (short(item) || (new RegExp(`${escapeRegExp(surface)}(?:\\s*\\([^)]*\\))?$`).test(item) && short(items[i + 1]))));
    });
  // a method said of the person's work: not inside a proper name ("the Air Logistics Program"), nor in what a project
  // or a company is ("This project handles the whole logistics operation…")
  const sentences = text.split(/(?<=[.!?])\s+|\n/);
  const claims = (f: FoundSkill) =>
    sentences.filter((sentence) => {
      if (/^\W*(?:this|the|our|that) (?:project|company|client|organi[sz]ation|application|product|firm)\b/i.test(sentence)) return false;
      return uniqueBy(f.hits.map((h) => h.surface), (x) => x).some((surface) => {
        const at = new RegExp(`(\\S+\\s+)?(?<![\\p{L}\\d])${escapeRegExp(surface)}(?![\\p{L}\\d])(\\s+\\S+)?`, 'u').exec(sentence);
        return !!at && !(/^\p{Lu}/u.test(at[1] ?? '') && /^\s+\p{Lu}/u.test(at[2] ?? '') && /^\p{Lu}/u.test(surface));
      });
    }).length;
  const once = new Set(facts.skillFinds.filter((f) => f.skill.source !== 'onet' && !listed(f.surface.toLowerCase()) && (f.count < 2 || claims(f) < 2)).map((f) => f.surface.toLowerCase()));
  // a name glued into another's by a hyphen ("the CSI-CAM team") is part of that name, not a tool the person used
  const glued = new Set(
    facts.skillFinds
      .filter((f) => {
        const at = [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(f.surface)}(?![\\p{L}\\d])`, 'gu'))];
        return at.length > 0 && at.every((m) => /\p{L}-$/u.test(text.slice(Math.max(0, m.index - 2), m.index)) || /^-\p{L}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2)));
      })
      .map((f) => f.surface.toLowerCase()),
  );
  return facts.skills.filter((s) => !once.has(s.toLowerCase()) && !glued.has(s.toLowerCase()));
}

/**
 * The most recent role as one record: its title with its own employer, never another role's ("Student Assistant at
 * Harbor Soft" from two roles), nor a title read as one. A role whose employer was not read on its own lines takes the
 * export's "company - X" the résumé opens its roles with.
 */
export function latestRole(f: ResumeFacts, text: string): { title?: string; employer?: string } {
  const record = f.roles.find((r) => r.title === f.title);
  const exported = (employer: string | undefined) => !!employer && new RegExp(`^\\s*company\\s*[-:]\\s*${escapeRegExp(employer)}`, 'im').test(text);
  const named = record ? (record.employer ?? (exported(f.employers[0]) ? f.employers[0] : undefined)) : f.employers[0];
  return { title: f.title, employer: isNoEmployer(named) ? undefined : named };
}
