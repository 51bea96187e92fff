// Whether a fragment of a posting reads inside one of the letter's frames ("…the chance to <duty>.", "You are asking
// for <skills>, and I have used them…"). Blind readers stopped at fragments pasted where they do not read: the
// posting's own third-person verb after "to" ("to perform or assists with…"), its bare title or possessive as an object
// ("to assist Controller…", "to maintain Acme editorial calendar"), a requirement or a trait said as a duty ("to track
// record of hard work", "to demonstrate a commitment to…"), a trivial skill ("to operate a computer"), and skills and
// traits one cannot "use" ("communication, audits"). A fragment in doubt is left out of the letter.
import nlp from 'compromise';
import { hasTag as is, taggedTerms, taggedText, type TaggedTerm as Term } from '../read/clauses';
import { termsIn } from '../read/posting-terms';
import { ROLE_WORDS_RE } from '../read/role-words';
import { findSkills, type Skill } from '../read/skills';
import { matchIdf } from '../read/word-meaning';
import { isVetoed } from './sentence-veto';

// what the job takes, not what it does: a duty whose object is one of these is a requirement ("demonstrate a commitment
// to lifelong learning", "track record of hard work", "have knowledge of…")
const TRAIT_NOUN = /^(?:abilit(?:y|ies)|aptitudes?|attitudes?|commitments?|desire|dedication|eagerness|enthusiasm|ethic|experience|expertise|familiarity|flexibility|integrity|knowledge|passion|proficiency|qualifications?|record|sense|skills?|understanding|willingness)$/i;
// everyday tools every job uses: "operate a computer" is no duty to look forward to
const EVERYDAY_TOOL = /^(?:computers?|phones?|telephones?|keyboards?|fax(?:es)?|copiers?|printers?|email|e-mail|internet|calculators?|pcs?)$/i;
const JOINER = /^(?:and|or|&|and\/or)$/i;
// a title word alone, the whole word (ROLE_WORDS_RE finds one inside a longer text)
const ROLE_WORD = new RegExp(`^${ROLE_WORDS_RE.source}$`, 'i');
const DETERMINER_WORD = /^(?:a|an|the|this|that|these|those|each|every|all|any|some|your|their|its|his|her|my|our|one|both|no|other|another|such|which|whose|what)$/i;

/**
 * Why a duty does not read after "to" in a letter's sentence, or undefined when it does: every verb coordinated with
 * the first is in its base form, no bare title or proper name stands as an object without its article, and its object
 * is no trait, requirement or everyday tool.
 */
export function dutyProblem(duty: string): string | undefined {
  return problemIn(duty, taggedTerms(nlp(asDuty(duty))).slice(4));
}

/** The sentence dutyProblem reads a duty in. */
const asDuty = (duty: string) => `I would like to ${duty}.`;

/** dutyProblem on the duty's words as the tagger read them after "I would like to". */
function problemIn(duty: string, terms: Term[]): string | undefined {
  if (!terms.length) return 'empty';
  const first = terms[0];
  const thirdPerson = (t: Term) => is(t, 'PresentTense') && !is(t, 'Infinitive') && /[^s]s$/i.test(t.text);
  if (!is(first, 'Verb') || is(first, 'PastTense', 'Gerund') || thirdPerson(first)) return `"to ${first.text}": no base-form verb`;
  for (let i = 1; i < terms.length; i++) {
    const [before, t, after] = [terms[i - 1], terms[i], terms[i + 1]];
    const joined = JOINER.test(before.normal) || (/,$/.test(before.post.trim()) && is(t, 'Verb'));
    // "…perform or assists with", "…send reports and follows up": the posting's third person after a joiner
    // (a plural noun ending the list is none: "…and processes.", "…medications and supplies.")
    const acts = after !== undefined && !/[,.;:)]/.test(t.post) && after.normal !== 'of';
    if (joined && acts && thirdPerson(t)) return `"${before.text} ${t.text}": a third-person verb after "to"`;
    // "review, approve, and Post Purchase Orders": the last of a list of actions in the posting's capitals
    if (joined && /^\p{Lu}\p{Ll}+$/u.test(t.text) && terms.slice(0, i - 1).every((x) => is(x, 'Verb'))) return `"${before.text} ${t.text}": a capitalised action after "to"`;
    // "implement testing & creating a strategy": an -ing action joined to a base-form one
    if (joined && is(t, 'Gerund') && !is(t, 'Noun') && (is(after, 'Determiner', 'Adjective', 'Noun', 'Possessive') && !is(after, 'Preposition'))) return `"${before.text} ${t.text}": an -ing action joined to "to"`;
  }
  // the object phrases: what follows a verb or a preposition, up to the next verb, preposition or joiner
  for (let i = 0; i < terms.length; i++) {
    // ("to" is a preposition there too: "provide reports to Controller")
    if ((!is(terms[i], 'Verb', 'Preposition') && terms[i].normal !== 'to') || is(terms[i], 'Auxiliary')) continue;
    const phrase: Term[] = [];
    for (let k = i + 1; k < terms.length; k++) {
      const t = terms[k];
      if ((is(t, 'Verb') && !is(t, 'Noun', 'Adjective')) || is(t, 'Preposition', 'Conjunction') || JOINER.test(t.normal) || t.normal === 'to') break;
      phrase.push(t);
      if (/[,;:()]/.test(t.post)) break;
    }
    if (!phrase.length) continue;
    const head = phrase[phrase.length - 1];
    const words = phrase.map((t) => t.text.replace(/[^\p{L}\p{N}'’-]/gu, ''));
    const determined = phrase.some((t) => DETERMINER_WORD.test(t.normal) || is(t, 'Possessive', 'Value', 'Pronoun') || /['’]s?$/.test(t.text));
    if (i === 0 && TRAIT_NOUN.test(words.find((w) => TRAIT_NOUN.test(w)) ?? '') && phrase.length <= 5) return `"${duty}": a requirement, not a duty`;
    if (i === 0 && phrase.length <= 3 && EVERYDAY_TOOL.test(words[words.length - 1])) return `"${duty}": an everyday tool, not a duty`;
    if (determined) continue;
    // "assist Controller and CFO", "with Accounting Supervisor", "assist onsite superintendent": a title, singular,
    // as an object with no article
    const titleAt = words.findIndex((w) => ROLE_WORDS_RE.test(w) && !/s$/i.test(w) && ROLE_WORD.test(w));
    if (titleAt >= 0 && !is(phrase[titleAt + 1], 'Noun')) return `"${terms[i].text} ${words.slice(0, titleAt + 1).join(' ')}": a title with no article`;
    // "maintain Acme editorial calendar": a name used as the posting's possessive, its noun with no article (a tool's
    // name before its noun is no possessive: "develop Python services")
    const nameAt = words.findIndex((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
    if (nameAt >= 0 && nameAt < words.length - 1 && /^\p{Ll}/u.test(head.text) && is(head, 'Singular') && !is(head, 'Uncountable') && !findSkills(words.slice(nameAt, -1).join(' ')).length)
      return `"${terms[i].text} ${words.join(' ')}": a name as a possessive with no article`;
  }
  return undefined;
}

/**
 * The letter's sentence a duty goes into (cover-letter.ts writes it, the statement that shows the duty done after it),
 * so the veto reads the duty as the reader will.
 */
export const dutySentence = (duty: string) => `Your posting asks for someone to ${duty}.`;

/** The whole sentence a duty goes into, read by the writer's sentence veto too (isVetoed: sentenceProblem's verdict, its cheap rules first). */
export function dutyReads(duty: string): boolean {
  return !dutyProblem(duty) && !isVetoed(dutySentence(duty));
}

/**
 * dutyProblem of each duty, all tagged in one pass of compromise's tagger (its cost per call is most of a short
 * sentence's): each duty's sentence is one sentence of the pass, and the tagger reads one sentence at a time, so the
 * tags are those it gets alone. A pass that does not split back into the sentences given has each read alone.
 */
function dutyProblems(duties: string[]): (string | undefined)[] {
  if (duties.length < 2) return duties.map(dutyProblem);
  const sentences = duties.map(asDuty);
  const tagged = taggedText(sentences.join(' ')).json() as { text: string; terms: Term[] }[];
  if (tagged.length !== sentences.length || tagged.some((s, i) => s.text !== sentences[i])) return duties.map(dutyProblem);
  return tagged.map((s, i) => problemIn(duties[i], s.terms.slice(4)));
}

/**
 * The first `wanted` duties, in order, that read in a letter's frame (dutyReads), each said once (in any capitals).
 * The tagger reads them a few at a time, as many as are still wanted, in one pass (dutyProblems); a duty is read once.
 */
export function dutiesThatRead(duties: string[], wanted: number): string[] {
  const found: string[] = [];
  const reads = new Map<string, boolean>();
  const said = (duty: string) => found.some((d) => d.toLowerCase() === duty.toLowerCase());
  for (let i = 0; i < duties.length && found.length < wanted; i++) {
    if (said(duties[i])) continue;
    if (!reads.has(duties[i])) {
      const ahead: string[] = [];
      for (let k = i; k < duties.length && ahead.length < wanted - found.length; k++) if (!reads.has(duties[k]) && !ahead.includes(duties[k]) && !said(duties[k])) ahead.push(duties[k]);
      const problems = dutyProblems(ahead);
      ahead.forEach((duty, k) => reads.set(duty, !problems[k] && !isVetoed(dutySentence(duty))));
    }
    if (reads.get(duties[i])) found.push(duties[i]);
  }
  return found;
}

/**
 * O*NET names a kind of software by the work it serves ("Accounts payable software"), and a page writing "accounts
 * payable" names the work, not a program: "You are asking for accounts payable, and I have used it" reads wrong to
 * a reader. Such a find is a practice (a maker's product, "Microsoft Office software", stays a tool).
 */
export const namesTheWork = (skill: Skill, surface: string) =>
  surface.includes(' ') &&
  skill.name.toLowerCase() === `${surface.toLowerCase()} software` &&
  /^\S+(?: [\p{Ll}\d][\p{L}\d-]*)+ software$/u.test(skill.name) &&
  // (its first word a common one, not a maker's name: "Citrix cloud computing" is Citrix's product)
  [...termsIn(skill.name.split(' ')[0]).keys()].every((key) => matchIdf(key) < COMMON_WORD_IDF);
/** A word at least one in twenty of the corpus's résumés and postings use (data/match-term-stats.json) is a common one. */
const COMMON_WORD_IDF = Math.log(20) + 1;
/** A skill one "uses" in one's work: a tool or a technology (O*NET's), not a practice or a trait. */
export const isTool = (skill: Skill, surface = '') => skill.source === 'onet' && !namesTheWork(skill, surface);
/** A practice a job asks experience of ("auditing", "recruiting", "accounts payable"), not a tool nor a trait. */
export const isPractice = (skill: Skill, surface = '') => skill.kind === 'hard' && (skill.source !== 'onet' || namesTheWork(skill, surface));
