// A résumé's statements as achievements: each drafted as a first-person sentence (write/rephrase.ts), and the first
// that read as one clause, pass the sentence veto and say something new chosen, in the order the reader ranked them.
import { termsIn } from '../read/posting-terms';
import type { Statement } from '../read/resume-facts';
import type { StatementRole } from '../read/statement-roles';
import { firstPersonDraft, parseAsClauses, pastTenseClause } from './rephrase';
import { isVetoed } from './sentence-veto';
import { rememberedInWork } from '../read/text';

export interface Achievement {
  /** the statement as written */
  source: string;
  /** "I led the migration of 14 services…" */
  sentence: string;
  /** the same without "I " and the final stop: "led the migration of 14 services…" */
  clause: string;
  /** the employer of the role it was written under, when known */
  employer?: string;
  /** the role it was written under, when the writer read it (read/statement-roles.ts) */
  role?: StatementRole;
  figure: boolean;
  /** skill ids the statement names */
  skillIds: number[];
}

/** At most this many statements of a résumé are read by compromise's tagger in one run. */
const REPHRASE_TRIES = 14;
/** The most achievements a writer is given. */
export const ACHIEVEMENTS_MAX = 8;

/**
 * The same statement with one word changed ("completed internal MongoDB training", "…MySQL training"): a list written
 * out line by line, which a letter says once.
 */
function oneWordApart(a: string, b: string): boolean {
  const [x, y] = [lowerWords(a), lowerWords(b)];
  return x.length === y.length && x.length >= 3 && x.filter((w, i) => w !== y[i]).length <= 1;
}

// (what the comparisons read of a statement, read once per statement in a letter: each is compared with many)
const lowerWords = rememberedInWork((s: string) => s.toLowerCase().split(/\s+/));
const firstSixWords = rememberedInWork((s: string) => s.toLowerCase().split(' ').slice(0, 6).join(' '));
const bareWords = rememberedInWork((s: string) => s.toLowerCase().replace(/[,.;]/g, '').split(/\s+/));
const bareWordSet = rememberedInWork((s: string) => new Set(bareWords(s)));
const termKeys = rememberedInWork((s: string) => new Set(termsIn(s).keys()));

/** The same statement twice: one word apart, or copied under two roles (or cut short the second time), or most of its content words said again. */
const sameStatement = (a: Achievement, b: Achievement) =>
  oneWordApart(a.clause, b.clause) ||
  firstSixWords(a.clause) === firstSixWords(b.clause) ||
  oneInTheOther(a.clause, b.clause) ||
  largelyRepeats(a.clause, b.clause);

/** The share of the shorter statement's content words (by stem) the other says for the two to be one fact. */
const REPEAT_SHARE = 0.6;

/**
 * The same duty said twice in other words or with another figure ("computed taxes for clients during tax season",
 * "prepared tax returns for clients during tax season"): three or more and most of the shorter statement's content-word
 * stems (function words and figures left out, as posting-terms reads a text) are in the other.
 */
export function largelyRepeats(a: string, b: string): boolean {
  const [x, y] = [termKeys(a), termKeys(b)];
  const [shorter, longer] = x.size <= y.size ? [x, y] : [y, x];
  let shared = 0;
  for (const key of shorter) if (longer.has(key)) shared++;
  // (two words in common are a shared topic, not the same fact)
  return shared >= 3 && shared / shorter.size >= REPEAT_SHARE;
}

/** Every word of the shorter statement (five or more) said in the longer: the same duty, once with a word or two more. */
function oneInTheOther(a: string, b: string): boolean {
  const [x, y] = [bareWords(a), bareWords(b)];
  const [shorter, longer] = x.length <= y.length ? [x, bareWordSet(b)] : [y, bareWordSet(a)];
  return shorter.length >= 5 && shorter.every((w) => longer.has(w));
}

/**
 * The first `wanted` drafts, best first, that parse as one clause, pass the sentence veto and say something not said
 * already. The tagger reads them in rounds, each round the drafts still needed, in one pass; at most REPHRASE_TRIES are
 * read. A draft the veto flags (bullets fused, a tense switch, a wrong verb form, a sentence cut short) is left out, and
 * the next statement takes its place.
 */
function chooseAchievements(drafts: { achievement: Achievement; toParse: boolean }[], wanted: number): Achievement[] {
  const chosen: { achievement: Achievement; at: number }[] = [];
  let queue = drafts.map((d, at) => ({ ...d, at }));
  let tagged = 0;
  while (chosen.length < wanted && queue.length) {
    const round: typeof queue = [];
    const later: typeof queue = [];
    for (const d of queue) {
      if (chosen.some((x) => sameStatement(x.achievement, d.achievement))) continue;
      const fits = chosen.length + round.length < wanted && (!d.toParse || tagged + round.filter((r) => r.toParse).length < REPHRASE_TRIES);
      if (fits && !round.some((r) => sameStatement(r.achievement, d.achievement))) round.push(d);
      else if (!d.toParse || tagged < REPHRASE_TRIES) later.push(d);
    }
    if (!round.length) break;
    const toParse = round.filter((d) => d.toParse);
    const verdicts = parseAsClauses(toParse.map((d) => d.achievement.sentence));
    tagged += toParse.length;
    for (const d of round) if ((!d.toParse || verdicts[toParse.indexOf(d)]) && !isVetoed(d.achievement.sentence)) chosen.push(d);
    queue = later;
  }
  return chosen.sort((a, b) => a.at - b.at).map((x) => x.achievement);
}

/**
 * The first `wanted` statements, best first, that make a first-person sentence of one clause, each said once. Each
 * statement rephrased is read by compromise's tagger (about a millisecond a sentence): the statements are chosen first,
 * in the reader's order and each said once, and only as many as the writer uses are tagged, together.
 */
export function achievementsOf(statements: Statement[], wanted = ACHIEVEMENTS_MAX): Achievement[] {
  const drafts: { achievement: Achievement; toParse: boolean }[] = [];
  for (const { source, text, employer, figure, skillIds } of statements) {
    if (drafts.length >= wanted + REPHRASE_TRIES) break;
    const draft = firstPersonDraft(text);
    if (!draft) continue;
    const clause = pastTenseClause(text) ?? draft.sentence.replace(/^I\s+/, '').replace(/\.$/, '');
    drafts.push({ achievement: { source, sentence: draft.sentence, clause, employer, figure, skillIds }, toParse: draft.toParse });
  }
  return chooseAchievements(drafts, wanted);
}
