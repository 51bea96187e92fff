// The ATS skills vocabulary: O*NET technologies (data/skills-vocabulary.json) plus methods and soft skills,
// and a matcher that finds them in text with their offsets, so every keyword carries the words behind it.
import vocabulary from '../../../data/skills-vocabulary.json';
import { METHOD_SKILLS, SOFT_SKILLS } from './skill-lists';
import { lowerFirst, rememberedByText, tokenize, type Token } from './text';

export type SkillKind = 'hard' | 'soft';

export interface Skill {
  id: number;
  name: string;
  kind: SkillKind;
  source: 'onet' | 'method' | 'soft';
  /** O*NET Hot Technology: frequently named in employer job postings */
  hot: boolean;
  inDemand: boolean;
  occupations: number;
  /** how much a missing or present skill counts in keyword coverage: hard skills above soft */
  weight: number;
}

export interface SkillHit {
  skill: Skill;
  /** the words as written in the text */
  surface: string;
  start: number;
  end: number;
}

/** A skill found in a text, with every place it occurs. */
export interface FoundSkill {
  skill: Skill;
  surface: string;
  count: number;
  hits: SkillHit[];
}

interface Alias {
  keys: string[];
  raw: string[];
  /** raw in lower case */
  lowerRaw: string[];
  caseSensitive: boolean;
  listOnly: boolean;
  skill: Skill;
}

export const SOFT_SKILL_WEIGHT = 0.5;
export const METHOD_SKILL_WEIGHT = 1.25;

function onetWeight(hot: boolean, inDemand: boolean, occupations: number): number {
  return 1 + (hot ? 0.5 : 0) + (inDemand ? 0.25 : 0) + Math.min(0.5, Math.log10(occupations + 1) / 4);
}

const skills: Skill[] = [];
const index = new Map<string, Alias[]>();
/**
 * O*NET writes its names in sentence case ("Accounts receivable software"): the first word's capital is a product's only
 * where the vocabulary also writes that word as a name, alone or before another capitalised word ("Microsoft Excel",
 * "Salesforce"). Elsewhere ("Accounts", "Word processing") it is the capital a sentence starts with.
 */
const MAKER_WORDS = new Set<string>();

// Names O*NET writes in capitals that are no acronym of English words and that résumés and postings also write in
// title case ("Jira", "Matlab", "Catia", "Json"): read in any case. None of them is an English word or a name.
const ANY_CASE_NAMES = new Set(['JIRA', 'MATLAB', 'CATIA', 'JDBC', 'HTML', 'DHTML', 'JSON', 'COBOL', 'SCADA', 'ABAP', 'ESRI', 'GIMP', 'SSIS', 'SSRS', 'VHDL']);

function addAlias(skill: Skill, written: string): void {
  let text = written;
  let caseSensitive = false;
  let listOnly = false;
  if (text.startsWith('@')) {
    listOnly = caseSensitive = true;
    text = text.slice(1);
  } else if (text.startsWith('^')) {
    caseSensitive = true;
    text = text.slice(1);
  } else if (/^[A-Z][A-Z0-9]{1,5}$/.test(text) && !ANY_CASE_NAMES.has(text)) {
    // An acronym (O*NET's "DOE", "SAS") counts only in capitals: "Doe" in a name is not Design of Experiments.
    caseSensitive = true;
  }
  const tokens = tokenize(text);
  if (!tokens.length) return;
  const alias: Alias = { keys: tokens.map((t) => t.key), raw: tokens.map((t) => t.text), lowerRaw: tokens.map((t) => t.text.toLowerCase()), caseSensitive, listOnly, skill };
  const list = index.get(alias.keys[0]) ?? [];
  if (list.some((a) => a.skill === skill && a.keys.join(' ') === alias.keys.join(' ') && a.caseSensitive === caseSensitive)) return;
  list.push(alias);
  index.set(alias.keys[0], list);
}

function build(): void {
  for (const entry of vocabulary.skills as unknown as [string, number, number, ...string[]][]) {
    const [written, occupations, flags, ...aliases] = entry;
    const name = written.replace(/^[@^]/, '');
    const hot = (flags & 1) === 1;
    const inDemand = (flags & 2) === 2;
    const skill: Skill = { id: skills.length, name, kind: 'hard', source: 'onet', hot, inDemand, occupations, weight: onetWeight(hot, inDemand, occupations) };
    skills.push(skill);
    addAlias(skill, written);
    for (const a of aliases) addAlias(skill, a);
    for (const words of [name, ...aliases].map((n) => n.replace(/^[@^]/, '').split(' ')))
      if (/^\p{Lu}/u.test(words[0]) && (words.length === 1 || /^\p{Lu}/u.test(words[1]))) MAKER_WORDS.add(words[0]);
  }
  const addList = (list: Record<string, string[]>, kind: SkillKind, source: 'method' | 'soft', weight: number) => {
    for (const [name, phrasings] of Object.entries(list)) {
      const skill: Skill = { id: skills.length, name, kind, source, hot: false, inDemand: false, occupations: 0, weight };
      skills.push(skill);
      // short acronyms ("SEO", "QA", "UI") only count when written in capitals
      for (const p of phrasings) addAlias(skill, /^[a-z/&]{2,4}$/.test(p) && !['agile', 'etl', 'elt', 'oop'].includes(p) ? '^' + p.toUpperCase() : p);
    }
  };
  addList(METHOD_SKILLS, 'hard', 'method', METHOD_SKILL_WEIGHT);
  addList(SOFT_SKILLS, 'soft', 'soft', SOFT_SKILL_WEIGHT);
  for (const list of index.values()) list.sort((a, b) => b.keys.length - a.keys.length);
}
build();

export const VOCABULARY_SOURCE = { source: vocabulary.source, release: vocabulary.release, attribution: vocabulary.attribution, technologies: vocabulary.count };

export function vocabularySize(): number {
  return skills.length;
}

const LIST_BEFORE = new Set([',', '/', '|', '(', ':', ';', '•', '·', '▪', '●']);
const LIST_AFTER = new Set([',', '/', '|', ')', ';']);
const BULLET_BEFORE = new Set(['•', '·', '▪', '●']);

/** "R&D", "C-suite", "John R. Smith": glued punctuation means it is not the language (nor a standard's number after it). */
function glued(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  if (before && /[&\-'’.]/.test(before)) return true;
  if (after && /[&\-'’.]/.test(after) && !/\s/.test(text[end + 1] ?? ' ')) return true;
  if (after === '&' || after === '-' || after === "'" || after === '’') return true;
  // "ISO/TS 16949": a standard's part before its number, not TypeScript
  if (/^ \d{4,}/.test(text.slice(end, end + 6))) return true;
  // "A/R and A/P", "R/C": a letter a slash joins to another lone letter is an abbreviation's half, not the R language
  if (end - start === 1 && (/(?:^|[^\p{L}])\p{L}\/$/u.test(text.slice(Math.max(0, start - 3), start)) || /^\/\p{L}(?![\p{L}+#])/u.test(text.slice(end, end + 3)))) return true;
  return after === '.' && /[A-Z]/.test(text[end + 2] ?? '');
}

function inList(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  let j = end;
  while (j < text.length && (text[j] === ' ' || text[j] === '\t')) j++;
  const listAfter = j < text.length && LIST_AFTER.has(text[j]);
  // a bullet opens a list item, not always a list of tools: "• Act as mediator" starts a sentence, "• Act!" names one
  if (i >= 0 && BULLET_BEFORE.has(text[i])) return listAfter || j >= text.length || text[j] === '\n' || text[j] === '\r';
  return (i >= 0 && LIST_BEFORE.has(text[i])) || listAfter;
}

// "services in Go", "models using R", "built with Swift": a capitalised short name after these words is the tool
const TOOL_CONTEXT = new Set(['in', 'using', 'with', 'and', 'or', 'on', 'via', 'through']);

function afterToolWord(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1];
  return !!before && TOOL_CONTEXT.has(before.text) && /^[A-Z]/.test(tokens[i].text);
}

const GAP_RE = /^[ \t\-/&'’]{0,3}$/;

// a quality whose plural names things, not the quality: "sales initiatives" are projects, "accountabilities" duties
const PLURAL_NAMES_A_THING = new Set(['initiative', 'accountability']);

const LINK = /\b(?:https?:\/\/|www\.)\S+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w-])[\w-]+\.(?:com|io|dev|net|org|co|me)\/\S*/gi;
const PHONE = /\(?\+?\d[\d ().-]{7,}\d/;
// A profile site's name as a link's label is contact, not a skill: "Github:// deedydas", "Twitter: @debarghya_das",
// "GITHUB-SQUARE posquit0" (an icon's name, then the handle), or "LinkedIn" alone among the contact lines where a PDF
// kept only the link's text. The same name in a sentence or a list is a tool ("AWS, GitHub, Slack").
const PROFILE_SITE = String.raw`(?:linkedin|github|gitlab|bitbucket|twitter|facebook|instagram|youtube|skype)(?:-square)?`;
const LABEL_WITH_HANDLE = new RegExp(String.raw`^[^\p{L}\d]*${PROFILE_SITE}(?:[ \t]*:\/*[ \t]*@?[\w.-]*|[ \t]+(?:@[\w.-]+|[a-z][\w.-]*[\d_][\w.-]*))[ \t]*$`, 'iu');
const ANY_PROFILE_SITE = new RegExp(PROFILE_SITE, 'i');
const LABEL_ALONE = new RegExp(String.raw`^[^\p{L}\d]*${PROFILE_SITE}[^\p{L}\d]*$`, 'iu');
const SEGMENT = /[^|•·\t]+/g;
// a contact line: a link or an e-mail (blanked), a phone number, or a place alone ("Atlanta, GA")
const PLACE_ALONE = /^[ \t]*\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*, (?:[A-Z]{2}|\p{Lu}\p{Ll}+)[ \t]*$/u;
const isContactLine = (masked: string, original: string) => masked !== original || PHONE.test(original) || PLACE_ALONE.test(original);

/**
 * URLs and e-mail addresses are blanked (same length) so "github.com/react" does not count as React; so are a profile
 * link's labels (above). Linear: one pass over the lines each way.
 */
function maskLinks(text: string): string {
  // most texts name no profile site: one pass blanks their links, as before labels were read
  if (!ANY_PROFILE_SITE.test(text)) return text.replace(LINK, (m) => ' '.repeat(m.length));
  const lines = text.split('\n');
  const masked = lines.map((line) => line.replace(LINK, (m) => ' '.repeat(m.length)));
  const contact = masked.map((m, i) => isContactLine(m, lines[i]));
  const aloneLabel = masked.map((m) => LABEL_ALONE.test(m));
  // a run of lines that are only a site's name, with a contact line just before or after it: the link texts of a
  // contact block (blank lines and the run's other labels do not count as lines between)
  const besideContact = lines.map(() => false);
  for (const step of [1, -1]) {
    let contactBefore = false;
    for (let i = step > 0 ? 0 : lines.length - 1; i >= 0 && i < lines.length; i += step) {
      if (aloneLabel[i]) besideContact[i] ||= contactBefore;
      else if (masked[i].trim()) contactBefore = contact[i];
    }
  }
  return masked
    .map((line, i) => {
      if (aloneLabel[i]) return besideContact[i] ? ' '.repeat(line.length) : line;
      if (!/[a-z]/i.test(line)) return line;
      // with its handle on a contact line ("LINKEDIN posquit0"), or written as a link anywhere ("Github:// deedydas")
      return line.replace(SEGMENT, (segment) => (LABEL_WITH_HANDLE.test(segment) && (contact[i] || segment.includes(':')) ? ' '.repeat(segment.length) : segment));
    })
    .join('\n');
}

// remembered (the last 16 texts, up to 50,000 characters: whole résumés and postings, a few at a time): the analysis
// reads the same résumé for skills from the parser, the match and the review
export const findSkillHits = rememberedByText(function findSkillHits(text: string): SkillHit[] {
  const masked = maskLinks(text);
  const tokens: Token[] = tokenize(masked);
  const hits: SkillHit[] = [];
  // a product named by an everyday word that the text also uses as that word ("Executive Chef", "Sous Chefs") is the
  // word in its lists too: a chef's "Skills: Chef, purchasing" names the trade, not the configuration tool
  const usedAsWord = new Set<number>();
  // the words the text writes in capitals, read when a one-word name in title case needs them
  let capitalWords: Set<string> | undefined;
  const inCapitalsElsewhere = (alias: Alias, written: string) =>
    alias.keys.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(written) && (capitalWords ??= new Set(masked.match(/(?<![\w-])[A-Z]{2,}(?![\w-])/g))).has(written.toUpperCase());
  let i = 0;
  while (i < tokens.length) {
    const candidates = index.get(tokens[i].key);
    let matched: Alias | undefined;
    if (candidates) {
      for (const alias of candidates) {
        const n = alias.keys.length;
        if (i + n > tokens.length) continue;
        // every word's key first (the cheap test that rejects most names), then how each word is written
        let ok = true;
        for (let k = 1; k < n && ok; k++) ok = tokens[i + k].key === alias.keys[k];
        for (let k = 0; k < n && ok; k++) {
          const t = tokens[i + k];
          if (t.key !== alias.keys[k]) ok = false;
          // a product name matches as written: "Excels" is a verb, not Excel
          else if (alias.skill.source === 'onet' && t.text.toLowerCase() !== alias.lowerRaw[k]) ok = false;
          else if (alias.caseSensitive && t.text !== alias.raw[k] && t.text !== alias.raw[k] + 's') ok = false;
          else if (alias.skill.source === 'soft' && PLURAL_NAMES_A_THING.has(alias.raw[k]) && t.text.toLowerCase() !== alias.raw[k]) ok = false;
          else if (k > 0 && !GAP_RE.test(masked.slice(tokens[i + k - 1].end, t.start))) ok = false;
        }
        // ("Research and R&D Liaison": after "and", but glued to "&D")
        const [from, to] = [tokens[i].start, tokens[i + n - 1].end];
        // ("Skills: Claims, Ada, Fda": a generated list writing in title case what the text writes "ADA", an acronym)
        if (ok && alias.listOnly && (glued(masked, from, to) || (!inList(masked, from, to) && !afterToolWord(tokens, i)) || inCapitalsElsewhere(alias, tokens[i].text))) {
          ok = false;
          if (alias.raw.join('').length >= 3) usedAsWord.add(alias.skill.id);
        }
        if (ok) {
          matched = alias;
          break;
        }
      }
    }
    if (matched) {
      const start = tokens[i].start;
      const end = tokens[i + matched.keys.length - 1].end;
      hits.push({ skill: matched.skill, surface: text.slice(start, end), start, end });
      i += matched.keys.length;
    } else i++;
  }
  return usedAsWord.size ? hits.filter((h) => !usedAsWord.has(h.skill.id)) : hits;
}, 16, 50_000);

// tools every office job uses ("MS Office", "Excel", "Outlook"): true, but they say nothing of a person's trade
const EVERYDAY_TOOLS =
  /^(?:(?:MS|Microsoft)[- ]?(?:Office|Excel|Word|Outlook|PowerPoint|Windows)(?: Suite)?|Office 365|Excel|Word|Outlook|PowerPoint|Windows|operating systems?|word processing software|spreadsheet software|e-?mail|internet|(?:Microsoft )?Internet Explorer|(?:Google )?Chrome|(?:Mozilla )?Firefox|web browsers?|Adobe (?:Acrobat )?Reader|Microsoft Teams|Zoom|Skype|Gmail|Google (?:Docs|Sheets|Drive))$/i;

export const isEverydayTool = (name: string): boolean => EVERYDAY_TOOLS.test(name);

/** A person's skills with their trade's first and everyday office tools after them (a letter or headline names few). */
export const tradeFirst = (names: string[]): string[] => [...names.filter((n) => !isEverydayTool(n)), ...names.filter(isEverydayTool)];

/** Skills found in a text, strongest first (weight, then how often, then first appearance). */
export function findSkills(text: string): FoundSkill[] {
  const bySkill = new Map<number, FoundSkill>();
  for (const hit of findSkillHits(text)) {
    const found = bySkill.get(hit.skill.id);
    if (found) {
      found.count++;
      found.hits.push(hit);
    } else bySkill.set(hit.skill.id, { skill: hit.skill, surface: hit.surface, count: 1, hits: [hit] });
  }
  return [...bySkill.values()].sort((a, b) => b.skill.weight - a.skill.weight || b.count - a.count || a.hits[0].start - b.hits[0].start);
}

/**
 * A skill as a sentence writes it. A common phrase capitalised at the head of a list line ("Organizational skills",
 * "Accounting software", "Internal audit") starts in lower case mid-sentence; a one-word name that is not a soft
 * skill ("Python", "Scrum"), a product ("Microsoft Excel") or anything with capitals inside ("Six Sigma", "SQL")
 * keeps its capitals.
 */
export function skillInProse(written: string, skill: Skill): string {
  // "Microsoft- Word": a hyphen left by a line break or a typo inside a product's name is no part of it
  const surface = skill.source === 'onet' && !skill.name.includes('-') ? written.replace(/(\p{L})-\s+(?=\p{L})/gu, '$1 ') : written;
  // "Dot net" is .NET spelt out: a product whose name starts with a sign keeps the user's spelling
  if (/^\P{L}/u.test(skill.name.replace(/^Microsoft /, ''))) return surface;
  // "Ms Office", "ms-excel": Microsoft's short form is written MS, the product after it as Microsoft writes it
  const ms = /^Microsoft /.test(skill.name) ? /^ms([\s-])(.+)$/i.exec(surface) : null;
  if (ms) return `MS${ms[1]}${nameRun(skill.name, ms[2]) ?? ms[2]}`;
  // a product written in other capitals than its maker writes it takes the maker's: "Autocad" → "AutoCAD",
  // "javascript" → "JavaScript", "Sql Server" → "SQL Server" (words of the O*NET name, so nothing is added)
  if (skill.source === 'onet') {
    const run = nameRun(skill.name, surface);
    if (!run) return commonNoun(surface, skill);
    // the run opens the name in sentence case, on a word no product is named by: "accounts receivable" mid-sentence
    return skill.name.startsWith(run) && /^\p{Lu}\p{Ll}+(?: [\p{Ll}\d-]+)+$/u.test(run) && !MAKER_WORDS.has(run.split(' ')[0]) ? lowerFirst(run) : run;
  }
  if (writtenAsVerbOrAdjective(surface, skill)) return lowerFirst(skill.name);
  // a name with capitals of its own, written otherwise ("Hipaa" in a generated list's title case), as the name writes it
  if (surface.toLowerCase() === skill.name.toLowerCase() && /\p{Lu}/u.test(skill.name.slice(1))) return skill.name;
  return commonNoun(surface, skill);
}

/**
 * A method or soft skill written as a verb or an adjective ("negotiated", "organized", "detail-oriented", "collaborative",
 * "administered medications", "communicating" for communication): a sentence names it by its label instead
 * ("negotiation", "organization", "attention to detail", "collaboration").
 */
function writtenAsVerbOrAdjective(surface: string, skill: Skill): boolean {
  if (surface.toLowerCase() === skill.name.toLowerCase()) return false;
  // ("initiative", "incentive": nouns in -ive, named as they are)
  if (/^[a-z]+ed\b|^[a-z]+-[a-z]+\b|^[a-z]+(?:able|ible|ical|ive)$/i.test(surface) && !/(?:initiative|incentive|objective|perspective|alternative|narrative|executive|representative|directive|motive)$/i.test(surface)) return true;
  // the people or things a practice is about, for the practice: "stakeholders" for stakeholder management
  if (skill.source === 'soft' && /^[a-z]+$/i.test(surface) && skill.name.toLowerCase().startsWith(`${surface.toLowerCase().replace(/s$/, '')} `)) return true;
  // an -ing form only of the label's own word: "communicating" is communication, "troubleshooting" is no "problem solving"
  return skill.source === 'soft' && /^[a-z]+ing$/i.test(surface) && surface.slice(0, 6).toLowerCase() === skill.name.slice(0, 6).toLowerCase();
}

/** A label's first letter in lower case, unless the word is an acronym or a name ("CPR", "Six Sigma" keep theirs). */

/** The words of a product's name that spell the surface, in the name's capitals ("sql server" → "SQL Server"). */
function nameRun(name: string, surface: string): string | undefined {
  const words = name.split(' ');
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) {
      const run = words.slice(i, j).join(' ');
      if (run.toLowerCase() === surface.toLowerCase()) return run;
    }
  return undefined;
}

function commonNoun(surface: string, skill: Skill): string {
  // a method or soft skill is a common noun ("Logistics" in a list is "logistics" in a sentence); a product keeps its capital
  const common = skill.source !== 'onet' ? /^[A-Z][a-z]+(?: [a-z][a-z-]*)*$/ : /^[A-Z][a-z]+(?: [a-z][a-z-]*)+$/;
  if (common.test(surface)) return surface[0].toLowerCase() + surface.slice(1);
  // a list's title case ("Legal Research", "Event Planning") is a practice's name in lower case, unless the name itself
  // carries capitals inside ("Lean / Six Sigma")
  if (skill.source !== 'onet' && /^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/.test(surface) && !/\p{Lu}/u.test(skill.name.slice(1))) return surface.toLowerCase();
  return surface;
}

/**
 * A sentence with each product written as its maker writes it ("built reports in tableau" → "…in Tableau"); only
 * capitals change. `hits` are the sentence's skill hits when the caller has found them already.
 */
export function spellProducts(text: string, hits: readonly SkillHit[] = findSkillHits(text)): string {
  let out = '';
  let at = 0;
  for (const hit of [...hits].sort((a, b) => a.start - b.start)) {
    if (hit.skill.source !== 'onet' || hit.start < at) continue;
    // (a capital the writer put first stays: the hit may open a sentence, "Accounts receivable reconciled…")
    const proper = skillInProse(hit.surface, hit.skill);
    const spelt = /\p{Lu}/u.test(hit.surface[0]) && /\p{Ll}/u.test(proper[0]) ? hit.surface[0] + proper.slice(1) : proper;
    if (spelt === hit.surface || spelt.toLowerCase() !== hit.surface.toLowerCase()) continue;
    out += text.slice(at, hit.start) + spelt;
    at = hit.end;
  }
  return out + text.slice(at);
}
