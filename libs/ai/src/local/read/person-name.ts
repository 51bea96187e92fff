// The person's name at the top of a résumé, in the layouts people and templates give it: alone on the first line,
// in capitals, with a middle initial, letter-spaced ("J A N E   D O E"), beside contact details on one line
// ("Jane Doe | jane@… | 555…"), glued to a title by the PDF ("Jane DoeSOFTWARE ENGINEER"), after "Name:", under a
// sidebar the PDF gave first, or twice over as a pasted LinkedIn page gives it.
// A name that is not surely a name is left out: a letter then signs with a visible slot rather than a wrong name.
import { isTitleWord } from './occupations';
import { INDIAN_STATE_NAMES, US_STATE_CODES, US_STATE_NAMES } from './places';
import { ROLE_WORDS_RE } from './role-words';
import { findSkills } from './skills';
import { LEXICON } from './clauses';

const tagsOf = (word: string): string => {
  const entry = LEXICON[word.toLowerCase()];
  return Array.isArray(entry) ? entry.join('|') : (entry ?? '');
};

export interface NameLine {
  n: number;
  text: string;
}

export interface FoundName {
  /** as written, without letter-spacing, honorifics or credentials */
  name: string;
  /** the line it was read from */
  n: number;
}

/** Words of headings, labels and résumé furniture: a line made of them is not a name. */
export const HEADING_WORDS =
  /\b(?:resume|résumé|curriculum|vitae|cv|profile|summary|objective|education|details?|skills?|experience|employment|history|projects?|contact|personal|information|technical|professional|career|areas?|interests?|expertise|competenc\w*|achievements?|certifications?|languages?|references?|declaration|strengths?|hobbies|key|core|page|name|address|email|phone|mobile|highlights|qualifications?|accomplishments|overview|focus|proficienc(?:y|ies)|knowledge)\b/i;

// organisations, schools and places people write at the top of a page, which are not the person
const NOT_PERSON_WORDS =
  /\b(?:inc|llc|ltd|limited|pvt|plc|corp|corporation|company|group|technologies|solutions|services|systems|consulting|logistics|industries|enterprises|holdings|partners|associates|agency|studios?|media|labs|networks|communications|airlines|insurance|capital|financial|payments|analytics|software|infotech|motors|pharma|foods|bank|hospital|clinic|university|college|school|institute|academy|foundation|department|street|road|avenue|floor|suite|list|award|honou?rs?|united|states|india)\b/i;
// nouns made by a suffix (compromise's lexicon does not list every one): "Management", "Communication", "Leadership"
const NOUN_SUFFIX = /\p{L}{3,}(?:tion|sion|ness|ship|ities|ology|ware)$|\p{L}{4,}ment$/iu;
// "Msc Computer Science", "B.Tech": a degree, not a name
const DEGREE_WORD = /^(?:[bm]\.?(?:sc|tech|com|e|a|s|ba|ca|ed|eng|phil|pharm)\.?|mba|bba|bca|mca|phd|diploma|pgdm|hsc|ssc)$/i;
const COMMON_TAGS = /Adjective|Verb|Infinitive|PastTense|PresentTense|Gerund|Participle|Plural|Actor|Comparative|Superlative|Adverb|Pronoun|Preposition|Conjunction|Determiner|Modal|Copula|Value/;
const PERSON_TAGS = /FirstName|MaleName|FemaleName|LastName|Person/;
const FIRST_NAME_TAGS = /FirstName|MaleName|FemaleName/;
const PLACE_TAGS = /Place|City|Country|Region|Address/;
// name particles written in lower case inside a name: "Carlos de la Cruz", "Ludwig van Beethoven"
const PARTICLE = /^(?:de|del|della|der|den|di|da|das|dos|du|la|le|van|von|bin|binti|al|el|ter|ten|y)$/;
// one name word: "Jane", "JANE", "O'Neil", "Mensah-Boateng", "McDonald", "Küster"; an initial: "L." or "L"
const NAME_WORD = /^\p{Lu}(?:[\p{Ll}'’]+|[\p{Lu}'’]+)(?:-\p{Lu}(?:\p{Ll}+|\p{Lu}+))*$|^(?:Mc|Mac|O['’]|D['’])\p{Lu}\p{Ll}+$/u;
const INITIAL = /^\p{Lu}\.?$|^(?:\p{Lu}\.){2,3}$/u;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL = /(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|in|org|net|io|me|dev)(?:\/\S*)?\b|linkedin\.com\/\S*/gi;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/g;
const CONTACT = /[\w.+-]+@[\w-]+\.\w|(?:\+?\d[\d\s().-]{7,}\d)|linkedin\.com|https?:\/\/|www\./i;
// "Chicago, Illinois, United States", "Dayton, OH": a location line, which often sits under a name
const PLACE_LINE = /^\p{Lu}[\p{L} .'-]{1,30}, \p{Lu}[\p{L} .'-]{1,30}(?:, \p{Lu}[\p{L} .'-]{1,30})?$/u;
const CREDENTIAL = /^(?:MBA|PhD|Ph\.D\.?|CPA|CMA|CFA|RN|BSN|MSN|LPN|CNA|NP|PA-C|MD|DO|JD|PMP|PE|EIT|PHR|SPHR|SHRM-CP|SHRM-SCP|CISSP|CISA|CSM|MS|MA|BS|BA|MSW|LCSW|LPC|CPhT|RD|DPT|OTR|CDA|ACCA|CA|CS|ICWA)$/i;
const CITY_PREFIX = /^(?:New|San|Santa|Los|Las|Saint|St\.?|Fort|Port|Mount|North|South|East|West|Salt|Palm|Grand|Long|Baton|Des|Cedar|Little|El|La|Navi)$/;
const HONORIFIC = /^(?:dr|mr|mrs|ms|miss|mx|prof)\.?\s+/i;

function titleCaseWord(w: string): string {
  return w.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()).replace(/^(Mc|Mac)(\p{L})/u, (_, p: string, c: string) => p + c.toUpperCase());
}

/** The name as a letter signs it: re-cased when written all in capitals or all in lower case. */
export function signedName(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters !== letters.toUpperCase() && letters !== letters.toLowerCase()) return name;
  return name
    .split(' ')
    .map((w, i) => (i > 0 && PARTICLE.test(w.toLowerCase()) && letters !== letters.toUpperCase() ? w.toLowerCase() : titleCaseWord(w)))
    .join(' ');
}

/**
 * "J A N E   D O E" (words apart by wider gaps), or "JA R E D R I C H A R D S" with no gap between the words: split
 * where the e-mail address or profile link spells the last name ("jrichards@", "jared.richards@", "richardsj@"), else
 * where the lexicon knows the first name.
 */
function unspace(text: string, handles: string[]): string | undefined {
  const t = text.trim();
  if (!/^(?:\p{Lu}{1,2}\.?\s+){3,}\p{Lu}{1,2}\.?$/u.test(t)) return undefined;
  if (/\s{2,}/.test(t)) return t.split(/\s{2,}/).map((w) => w.replace(/\s+/g, '')).join(' ');
  const joined = t.replace(/\s+/g, '').toLowerCase();
  const at = [...Array(Math.max(0, joined.length - 3)).keys()].map((k) => k + 2);
  const spelled = at.filter((i) => {
    const [first, last] = [joined.slice(0, i), joined.slice(i)];
    return last.length >= 3 && handles.some((h) => h.includes(first + '.' + last) || h.includes(first + '_' + last) || h.startsWith(first[0] + last) || h.startsWith(last + first[0]) || (h.includes(last) && h.includes(first) && h.indexOf(last) !== h.indexOf(first)));
  });
  const known = at.filter((i) => FIRST_NAME_TAGS.test(tagsOf(joined.slice(0, i))));
  // the longest known first name, or better one whose remainder the lexicon knows as a last name
  const best = spelled.length === 1 ? spelled[0] : (known.find((i) => /LastName/.test(tagsOf(joined.slice(i)))) ?? known[known.length - 1]);
  const raw = t.replace(/\s+/g, '');
  return best ? `${raw.slice(0, best)} ${raw.slice(best)}` : undefined;
}

/**
 * "Jan Küster ResumeConsultant" → "Jan Küster Resume Consultant": a space where a word of two or more lower-case
 * letters runs into a capitalised one, once per glued pair ("McDonald", "MacKenzie" stay whole). One pass over the
 * line: no pattern here backtracks over a long run of letters.
 */
function unglueTitle(line: string): string {
  let out = '';
  let from = 0;
  let last = 0;
  for (const m of line.matchAll(/(?<=\p{Ll}{2})(?=\p{Lu}\p{Ll})/gu)) {
    const at = m.index;
    if (at - 2 < from) continue;
    let start = at - 1;
    while (start > from && /\p{L}/u.test(line[start - 1])) start--;
    const word = line.slice(start, at);
    from = at + 2;
    if (/^(?:Mac|Mc|Ma.)$/.test(word)) continue;
    out += `${line.slice(last, at)} `;
    last = at;
  }
  return out + line.slice(last);
}

/** The leading run of name words in a line, and whether lower-case words follow it in the same part of the line. */
function leadingRun(text: string): { words: string[]; runsOn: boolean } {
  const line = text
    .replace(/^(.+?)['’]s (?:profile )?(?:picture|photo)$/i, '$1')
    .replace(EMAIL, ' | ')
    .replace(URL, ' | ')
    .replace(PHONE, ' | ')
    // a PDF glues a title to the name: "Jane DoeSOFTWARE ENGINEER", "Jane DoeDevOps", "Jane Küster ResumeConsultant"
    .replace(/(\p{Ll})(\p{Lu}{2,})/gu, '$1 $2')
    .replace(/^[\s\S]*$/, unglueTitle)
    .replace(/\([^)]*\)/g, ' | ')
    // a nickname in quotes: Jonathan "Jon" Smith
    .replace(/\s["“'‘][\p{L}.]+["”'’]\s/gu, ' ')
    .trim()
    .replace(HONORIFIC, '')
    .replace(/^(?:resume|résumé|cv|curriculum vitae)\s*(?:of\b|[:\-–])?\s*/i, '');
  // a centred or justified name set with wide gaps ("JANE      DOE") is one name, not two columns
  const spread = /^\S+(?:\s+\S+){1,3}$/.test(line) && line.split(/\s+/).every((w) => NAME_WORD.test(w) || INITIAL.test(w));
  // small capitals extract as "J ANE D OE": the large first letter apart from the rest
  const smallCaps = /^(?:\p{Lu} \p{Lu}{2,}(?:\s+|$)){2,4}$/u.test(line) ? line.replace(/\b(\p{Lu}) (\p{Lu}{2,})\b/gu, '$1$2') : undefined;
  const segment = smallCaps ?? (spread ? line.replace(/\s+/g, ' ') : (line.split(/\s*[|•·,;:]\s*|\s{3,}|\t|\s[–—-]\s/).find((s) => s.trim()) ?? ''));
  const words = segment.trim().split(/\s+/);
  while (words.length && /^(?:resume|résumé|cv)$/i.test(words[0])) words.shift();
  const run: string[] = [];
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i];
    // "Jane Doe Email: jane@…", "JANE DOE PHONE 555…": a contact label ends the name
    if (/^(?:resume|résumé|cv|curriculum|e-?mail|phone|mobile|mob|tel|telephone|cell|address|contact|linkedin|website|web|fax)\b/i.test(w)) break;
    const particle = run.length > 0 && PARTICLE.test(w) && (NAME_WORD.test(words[i + 1] ?? '') || (PARTICLE.test(words[i + 1] ?? '') && NAME_WORD.test(words[i + 2] ?? '')));
    if (!particle && !NAME_WORD.test(w) && !INITIAL.test(w)) break;
    // "Omkar Pathak SOFTWARE ENGINEER": a switch from mixed case to capitals ends the name, except the surname in
    // capitals after one given name, as many European CVs write it ("Marie-Claire DUPONT")
    const caps = (x: string) => x.length > 1 && x === x.toUpperCase();
    const fullSoFar = run.filter((x) => !INITIAL.test(x) && !PARTICLE.test(x));
    const lastFull = fullSoFar[fullSoFar.length - 1];
    const surnameInCaps = fullSoFar.length === 1 && !caps(lastFull) && caps(w);
    if (lastFull && !particle && !INITIAL.test(w) && caps(w) !== caps(lastFull) && !surnameInCaps) break;
    run.push(w);
    if (run.length === 6) break;
  }
  // "Jane DoeJane Doe": a pasted LinkedIn page writes the name twice
  for (let k = 1; k * 2 <= run.length; k++) if (run.slice(0, k).join(' ') === run.slice(k, 2 * k).join(' ')) run.splice(k);
  // "Jane Doe MBA", "JANE DOE, RN" (the comma split that one off): credentials after the name
  while (run.length > 2 && CREDENTIAL.test(run[run.length - 1])) run.pop();
  // "Jane Doe San Jose, CA": a place before its region, on the name's line
  const after = /^\s*,\s*([\p{L}.-]+)/u.exec(line.slice(line.indexOf(segment.trim()) + segment.trim().length))?.[1];
  // (a firm's kind before the comma is no city: "KELLERMEYER BERGENSONS SERVICES, Maumee, OH" stays whole, and no name)
  if (run.filter((w) => !INITIAL.test(w)).length >= 3 && i === words.length && after && /^\p{Lu}/u.test(after) && !CREDENTIAL.test(after) && !NOT_PERSON_WORDS.test(run[run.length - 1])) {
    run.pop();
    if (run.length >= 3 && CITY_PREFIX.test(run[run.length - 1])) run.pop();
  }
  const next = words[i];
  // "Last Active: 2 days ago", "Current Location: Pune": a label, not a name
  if (i === words.length && /^\s*:/.test(line.slice(line.indexOf(segment.trim()) + segment.trim().length))) return { words: run, runsOn: true };
  // "Jane Doe email jane@…": a contact label may follow a name; other lower-case words make the line a phrase
  return { words: run, runsOn: !!next && /^\p{Ll}/u.test(next) && !/^(?:resume|cv|e-?mail|phone|mobile|tel|cell|ph|contact|address)\b/i.test(next) };
}

type Evidence = 'prominent' | 'lexicon';

/** Sections whose names are other people's: referees, managers, clients (a sidebar's "Skills" or "Contact" is not one). */
const WORK_HEADING = /\b(?:references?|experience|employment|accomplishments|achievements|history|projects?)\b/i;

/** The run as a name, or undefined: two to four full words, none of them a heading, role, skill, organisation or common word. */
function asName(words: string[], evidence: Evidence): string | undefined {
  while (words.length && (PARTICLE.test(words[words.length - 1]) || INITIAL.test(words[words.length - 1]))) words = words.slice(0, -1);
  const full = words.filter((w) => !INITIAL.test(w) && !PARTICLE.test(w));
  if (full.length < 2 || full.length > 4) return undefined;
  const name = words.join(' ');
  if (name.length > 40 || HEADING_WORDS.test(name.replace(/\b(?:Page|Key|Core|Name|Focus)\b/g, '')) || ROLE_WORDS_RE.test(name) || NOT_PERSON_WORDS.test(name)) return undefined;
  if (full.some((w) => NOUN_SUFFIX.test(w) || DEGREE_WORD.test(w))) return undefined;
  // "Brocade SSL": a word of capitals with no vowel is an acronym, never part of a person's name
  if (full.some((w) => /^[\p{Lu}\d]{2,}$/u.test(w) && !/[AEIOUYÀ-ÖØ-Ý]/u.test(w))) return undefined;
  // "MS Excel", "SAP BODS": products and skills
  // ("Sarah Jenkins", "Ruby Patel" and "Franz Kafka" are people: one skill word beside a name word is a name)
  const skills = findSkills(name).filter((f) => f.skill.kind === 'hard' && f.surface.length >= 2);
  if (skills.some((f) => f.surface.includes(' ')) || (skills.length && full.length - skills.length < 1) || (skills.length && full.every((w) => w === w.toUpperCase()) && skills.some((f) => f.surface === f.surface.toUpperCase() && f.surface.length <= 4))) return undefined;
  const tags = full.map(tagsOf);
  if (tags.every((t) => PLACE_TAGS.test(t))) return undefined;
  // "Food Server", "HR Generalist", "Data Science", "Crew Member": every word a word of O*NET's job titles, none a
  // name the lexicon knows ("Mason Cook" is a person)
  if (full.every((w, i) => isTitleWord(titleCaseWord(w)) && !PERSON_TAGS.test(tags[i]))) return undefined;
  // …nor three or more such words with one misspelt among them ("AIRCRAFT HYDRAULICS JOURNYMAN")
  if (full.length >= 3 && full.filter((w, i) => isTitleWord(titleCaseWord(w)) && !PERSON_TAGS.test(tags[i])).length >= full.length - 1 && !tags.some((t) => PERSON_TAGS.test(t))) return undefined;
  const known = tags.filter((t) => PERSON_TAGS.test(t)).length;
  const isCommon = (i: number) => !PERSON_TAGS.test(tags[i]) && (COMMON_TAGS.test(tags[i]) || (/s$/i.test(full[i]) && !!tagsOf(full[i].slice(0, -1)) && !PERSON_TAGS.test(tagsOf(full[i].slice(0, -1)))));
  const common = full.filter((_, i) => isCommon(i)).length;
  // the lexicon knows a first or last name, and at most one other word is an ordinary word ("Catherine Stark")
  if (known >= 1 && common <= Math.min(1, full.length - known) && (known >= 2 || common === 0 || FIRST_NAME_TAGS.test(tags[0]))) return name;
  // where a name stands (the top line, beside the contact details): capitalised words, none an ordinary word, or
  // one, not a plural ("Ravi Young", "Deepa White"; "Brightway Foods" is a firm), beside words the lexicon knows only as
  // names or not at all
  const nameOnly = full.filter((_, i) => !isCommon(i) && (tags[i] === '' || PERSON_TAGS.test(tags[i]))).length;
  if (evidence === 'prominent' && (common === 0 || (common === 1 && nameOnly === full.length - 1 && !full.some((w, i) => isCommon(i) && (/Plural/.test(tags[i]) || /s$/i.test(w)))))) return name;
  return undefined;
}

const ORG_KIND = /^(?:inc|llc|ltd|limited|pvt|plc|corp|corporation|company|co|group|fraternity|sorority|chapter|club|society|association|university|college|school|institute|academy|foundation|bank|hospital)\b/i;
const BULLETED = /^[•▪◦●‣∙·○■□◆◇➢➤►▶✓✔❖*-]\s*\S/u;
const FIELD_LABEL = /^(?:(?:client|role|project|company|employer|environment|technolog\w*|team size|duration|designation|responsibilit\w*|description|location|title|position)\s*[-:–]|(?:client|project|company|employer)\s)/i;
const PLACE_AFTER = new RegExp(String.raw`^\s*,\s*(?:(?:${US_STATE_CODES})\b(?!\s*$)|(?:${US_STATE_NAMES}|${INDIAN_STATE_NAMES})\b)`);

function candidate(text: string, evidence: Evidence, handles: string[] = [], lowerCase = false): string | undefined {
  const spaced = unspace(text, handles);
  if (spaced) return asName(spaced.split(' '), 'prominent');
  // "john smith": a name in lower case counts only when the lexicon knows it as one
  if (lowerCase && !/\p{Lu}/u.test(text) && /^[\p{Ll}'’ .-]+$/u.test(text.trim())) {
    const words = text.trim().split(/\s+/);
    const name = asName(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)), 'lexicon');
    return name && words.join(' ');
  }
  // a bulleted line, a labelled field ("Client: Glaxo…", "Role-SAP HANA Developer") is never the name's line
  if (BULLETED.test(text) || FIELD_LABEL.test(text)) return undefined;
  const { words, runsOn } = leadingRun(text);
  const name = runsOn ? undefined : asName(words, evidence);
  if (name) {
    // "San Diego, CA 92123", "Phi Beta Sigma Fraternity, Inc.": a place before its region, an organisation before its kind
    const last = words[words.length - 1];
    const rest = text.slice(text.indexOf(last) + last.length);
    if (PLACE_AFTER.test(rest) || ORG_KIND.test(rest.trim().split(/[\s,]+/)[0] ?? '')) return undefined;
    // "Glaxo Smith Kline (GSK) is a British…": the subject of a sentence
    if (/^\s*(?:\([^)]*\)\s*)?(?:is|are|was|were|has|have|had)\b/.test(rest)) return undefined;
    // "Hyperion Workspace, Planning, Essbase…": a tool in the run on a line that lists tools
    if (findSkills(name).some((f) => f.skill.kind === 'hard') && findSkills(text).filter((f) => f.skill.kind === 'hard').length >= 2) return undefined;
  }
  return name;
}

// lines above a name that do not take its place: contact details, dates, page numbers, "Resume", "Last updated…"
const NOISE = /^(?:resume|résumé|cv|curriculum vitae|bio-?data|page \d+.*|\d+)$|last updated|\b(?:19|20)\d{2}\b/i;

/**
 * The person's name from a résumé's lines (the first 40 with text are read). `lowerCase`: a name written all in lower
 * case ("john smith") counts too when the lexicon knows it (a writer signs with it; a parser would not see it).
 */
export function findPersonName(all: NameLine[], isHeading: (line: NameLine) => boolean = () => false, lowerCase = false): FoundName | undefined {
  // a name sits on a short line; long lines (a paragraph, a page a PDF gave as one line) are only looked past, which
  // also keeps the patterns below linear on a 50,000-character line
  const lines: NameLine[] = [];
  for (const l of all) {
    if (lines.length === 40) break;
    if (l.text.trim()) lines.push(l.text.length > 300 ? { ...l, text: l.text.slice(0, 300) } : l);
  }
  // "Name: Jane Doe"
  for (const line of lines) {
    const labelled = /^(?:full\s+)?name\s*[:\-–]\s*(.+)$/i.exec(line.text.trim());
    if (labelled) {
      const name = candidate(labelled[1], 'prominent');
      if (name) return { name, n: line.n };
    }
  }
  let seenFirst = false;
  let underHeading = false;
  let underWork = false;
  // the e-mail addresses' local parts and profile links' slugs, which often spell the name
  const handles = lines.flatMap((l) => [...l.text.matchAll(/([\w.+-]+)@|linkedin\.com\/in\/([\w-]+)/gi)].map((m) => (m[1] ?? m[2]).toLowerCase()));
  for (const [i, line] of lines.entries()) {
    const text = line.text.trim();
    const contactOnly = CONTACT.test(text) && text.replace(EMAIL, '').replace(URL, '').replace(PHONE, '').replace(/[^\p{L}]/gu, '').length < 3;
    if (contactOnly) continue;
    const noise = NOISE.test(text);
    const heading = !noise && (isHeading(line) || (/^[\p{L} &]+$/u.test(text) && text.split(/\s+/).length <= 3 && text.split(/\s+/).every((w) => w === '&' || HEADING_WORDS.test(w))));
    if (heading) {
      underHeading = true;
      underWork = WORK_HEADING.test(text);
      continue;
    }
    // where a name stands: the first line past the noise, the top lines before any heading, beside the contact
    // details or a "City, Region" line, or where a pasted LinkedIn page puts it (over "She/Her", written twice)
    // (a "City, Region" line counts only in the header: exported résumés set "Company Name, City, State" under every role)
    const beside = [lines[i - 1], lines[i + 1]].some((l) => l && (CONTACT.test(l.text) || (!underHeading && PLACE_LINE.test(l.text.trim())))) || CONTACT.test(text);
    const next = lines[i + 1]?.text.trim() ?? '';
    const linkedIn = /^(?:he|she|they|ze)\s*\/\s*(?:him|her|them|hir)\b/i.test(next) || next === text || /^(?:contact info|\d[\d,]*\+? (?:connections|followers))\b/i.test(next);
    const prominent = i < 16 && ((!seenFirst && !underHeading) || (i < 6 && !underHeading) || beside || linkedIn);
    if (!noise && ((/\s/.test(text) && /\p{L}{2}/u.test(text)) || unspace(text, handles))) seenFirst = true;
    // a name stacked over two lines at the top ("JANE" / "DOE"), as large-type headers set it
    const below = lines[i + 1]?.text.trim() ?? '';
    if (i < 4 && !underHeading && NAME_WORD.test(text) && NAME_WORD.test(below) && (text === text.toUpperCase()) === (below === below.toUpperCase())) {
      const stacked = asName([text, below], 'prominent');
      if (stacked) return { name: stacked, n: line.n };
    }
    // a dated line is a role or a course, not the name ("Community Advocate Nov 2015 to Current"); under references or
    // work, a name standing nowhere a name stands is a referee's or a manager's ("References: Dr. Emil…")
    const name = /\b(?:19|20)\d{2}\b/.test(text) || (underWork && !prominent) ? undefined : candidate(text, prominent ? 'prominent' : 'lexicon', handles, lowerCase);
    if (name) return { name, n: line.n };
  }
  return oneWordName(lines);
}

// "ANDERSON", "Minnie01": one word as the header, a surname or a profile's handle
const ONE_WORD_NAME = /^\p{Lu}[\p{L}'’-]{2,20}\d{0,4}$/u;

/**
 * A name of one word, only where nothing else can be: the page's first line, right over the person's title or
 * contact line, and not a heading, role, skill, organisation, place or ordinary word.
 */
function oneWordName(lines: NameLine[]): FoundName | undefined {
  const [first, second] = lines.map((l) => l.text.trim());
  if (!first || !second || !ONE_WORD_NAME.test(first) || NOISE.test(first)) return undefined;
  if (!ROLE_WORDS_RE.test(second) && !CONTACT.test(second)) return undefined;
  const word = first.replace(/\d+$/, '');
  if (HEADING_WORDS.test(word) || ROLE_WORDS_RE.test(word) || NOT_PERSON_WORDS.test(word) || NOUN_SUFFIX.test(word) || DEGREE_WORD.test(word)) return undefined;
  const tags = tagsOf(word);
  if ((COMMON_TAGS.test(tags) || PLACE_TAGS.test(tags) || /Organization/.test(tags)) && !PERSON_TAGS.test(tags)) return undefined;
  if (findSkills(word).some((f) => f.skill.kind === 'hard')) return undefined;
  return { name: first, n: lines[0].n };
}
