// Turning the user's own statements into prose without adding facts: first person, one whole sentence each.
import { firstPersonDraft, firstPersonSentence, infinitiveClause, listOf, parseAsClauses, withArticle } from './rephrase';
import { cleanStatement, conjugate } from '../read/clauses';
import type { Degree } from '../read/resume-facts';
import type { Achievement } from './achievements';
import type { StatementRole } from '../read/statement-roles';
import { sentences, uniqueBy } from '../read/text';
import { isVetoed } from './sentence-veto';

/** Statements (lines or sentences) of a free-text field, cleaned of bullet markers. */
export function statementsOf(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return sentences(text)
    .map((s) => s.replace(/\s+/g, ' ').replace(/[.;,:\s]+$/, '').trim())
    .filter((s) => s.length >= 3);
}

export const upperFirst = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * A statement of the user's as a first-person sentence: "Led the migration…" → "I led the migration…"; a sentence
 * that already speaks in the first person is kept. Undefined when it cannot be made one whole sentence (a fragment,
 * a label, a list): the writers leave such a statement out rather than stitch it in.
 */
export function firstPerson(statement: string): string | undefined {
  const s = cleanStatement(statement);
  if (!s) return undefined;
  return firstPersonSentence(s) ?? ownSubject(s);
}

/** "My team shipped…", "Over 5 years I…": already a sentence with its own subject. */
function ownSubject(s: string): string | undefined {
  return /^(?:my|in my|over|for|during|after|since|while|as)\b/i.test(s) && /\b(?:I|we)\s+\w+/.test(s) && s.split(' ').length <= 32 ? `${upperFirst(s)}.` : undefined;
}

/**
 * firstPerson of the first statements that make one the sentence veto lets pass, each said once, at most `max`: a
 * field pasted with the same line a hundred times is read once, and the tagger reads only as many statements as are
 * used, together (at most twice `max`, so a long field costs no more than a short one).
 */
export function firstPersonEach(statements: string[], max: number): string[] {
  const out: string[] = [];
  const queue = uniqueBy([...new Set(statements)].map(cleanStatement).filter(Boolean), (s) => s.toLowerCase());
  let tagged = 0;
  while (out.length < max && queue.length && tagged < 2 * max) {
    const round = queue.splice(0, max - out.length).map((s) => ({ s, draft: firstPersonDraft(s) }));
    const toParse = round.filter((r) => r.draft?.toParse);
    const verdicts = parseAsClauses(toParse.map((r) => r.draft!.sentence));
    tagged += toParse.length;
    for (const r of round) {
      const sentence = r.draft && (!r.draft.toParse || verdicts[toParse.indexOf(r)]) ? r.draft.sentence : ownSubject(r.s);
      if (sentence && !out.some((x) => x.toLowerCase() === sentence.toLowerCase()) && !isVetoed(sentence)) out.push(sentence);
    }
  }
  return out.slice(0, max);
}

/** "A, B and C" — at most five items: a longer list does not belong inside a sentence. */
export function joinList(items: string[], max = 5): string {
  return listOf(items, max);
}

/** "Grow into a staff role" → "my goal is to grow into a staff role."; undefined when no whole sentence comes of it. */
export function goalSentence(statement: string): string | undefined {
  const s = cleanStatement(statement).replace(/^to\s+/i, '');
  if (/^I\s/.test(s)) return firstPerson(s);
  const infinitive = infinitiveClause(s);
  if (infinitive && conjugate(s.split(' ')[0])?.infinitive?.toLowerCase() === s.split(' ')[0].toLowerCase()) return `my goal is to ${infinitive[0].toLowerCase()}${infinitive.slice(1)}.`;
  return undefined;
}

/** Items of a list field ("Python, Go; Terraform" or one per line). */
export function listItems(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return text
    .split(/\s*[,;\n•]\s*|\s+and\s+(?=[^,]*$)/)
    .map((s) => s.replace(/^[-*–]\s*/, '').replace(/[.\s]+$/, '').trim())
    .filter((s) => s.length > 1);
}

/** "led a team…", "was promoted…": a clause about something done, not "am a graduate…", "want to work…", "have six months…". */
function isPastClause(clause: string): boolean {
  return !/^(?:am|is|are|have|has|want|wish|seek|hope|aim|intend|would|like|love|enjoy|believe|know|can|will)\b/i.test(clause);
}

/**
 * A short action in the past, one verb and its object, no list or second action: two such read as one sentence. (The
 * first may not end on a figure: "grew the team to 12 and hired 3 engineers" reads as one count.)
 */
const joinable = (clause: string, first = false) => {
  const verb = clause.split(' ')[0];
  return conjugate(verb)?.past === verb && !/^(?:was|were)$/.test(verb) && !/\b(?:and|&|or)\b|[,;:()]/.test(clause) && clause.split(' ').length <= 12 && !(first && /\d%?$/.test(clause));
};

/**
 * Where a statement was done, as a letter first says it when its employer goes unnamed: the latest role is "my recent
 * work", an older one is named by its title ("Before that, as a Sales Assistant") or said to be earlier.
 */
export function roleOpening(role: StatementRole, { olderSaid = 0, roles = 1, afterPlace = false } = {}): string {
  if (role.recent) return 'In my recent work';
  if (!role.title) return roles > 1 ? 'In earlier roles' : 'In an earlier role';
  // "Before that" only after a place was said; then "Earlier", then the title alone, so no letter reads "Earlier…
  // Earlier…"
  const opening = (afterPlace ? ['Before that, as', 'Earlier, as', 'As'] : ['Earlier, as', 'As'])[olderSaid] ?? 'As';
  return `${opening} ${withArticle(role.title)}`;
}

/** "led…", "was promoted…": an action in the past, which "Before that, as a Clerk, I…" can tell ("I review…" it cannot). */
function pastAction(clause: string): boolean {
  const verb = clause.split(' ')[0];
  return /^(?:was|were|had)$/i.test(verb) || conjugate(verb)?.past === verb;
}

/**
 * One place's statements are told together: its employer, else its role when the writer read it (the recent ones
 * together, each older one named by its title, the older ones of no title named together).
 */
export const placeOf = (a: Achievement) => (a.employer ? `at ${a.employer}` : a.role ? (a.role.recent ? 'recent' : a.role.title ? `as ${a.role.title}` : 'earlier') : undefined);

/**
 * "At Northwind Payments, I led… I also designed…": achievements as whole sentences, tied to their employer, or to
 * their role where no employer is named ("In my recent work, I…" only for the latest role's). A statement whose place
 * is not known says none: no "recent" for what may be a line of an older job.
 */
export function achievementSentences(chosen: Achievement[], { rolesRead = false } = {}): string[] {
  // one place's achievements together, places in the order they first come: "At A, I… I also… At B, I…", never
  // "At A… At B… At A…"
  const firstAt = new Map<string | undefined, number>();
  for (const [i, a] of chosen.entries()) if (!firstAt.has(placeOf(a))) firstAt.set(placeOf(a), i);
  const achievements = chosen.map((a, i) => ({ a, i })).sort((x, y) => firstAt.get(placeOf(x.a))! - firstAt.get(placeOf(y.a))! || x.i - y.i).map(({ a }) => a);
  const out: string[] = [];
  let lastPlace: string | undefined;
  let olderSaid = 0;
  // how many sentences in a row tell of the same place: the second says "also", the third "There," where a place was
  // named, the rest open on "I" alone, so no letter reads "I also… Beyond that… In addition…" every time
  let run = 0;
  let joined = false;
  for (const [i, a] of achievements.entries()) {
    const firstPersonSource = !a.sentence.startsWith(`I ${a.clause}`);
    // "I am a digital media graduate…", "I want to work…" say who I am or what I want, not what I did at a place: they
    // stand without "At Acme," or "In my recent work"
    const done = isPastClause(a.clause);
    const place = placeOf(a);
    const opensRun = !firstPersonSource && done && ((place && place !== lastPlace) || i === 0);
    run = opensRun ? 1 : run + 1;
    if (firstPersonSource) out.push(a.sentence);
    else if (a.employer && place !== lastPlace && done) out.push(`At ${a.employer}, I ${a.clause}.`);
    else if (a.role && place !== lastPlace && done) {
      // (an older role's line in the present, "I review the weekly rota", is said as written, with no place)
      if (!a.role.recent && !pastAction(a.clause)) {
        out.push(`I ${a.clause}.`);
        run = 0;
        joined = false;
        continue;
      }
      const roles = new Set(achievements.filter((x) => placeOf(x) === place).map((x) => x.role?.rank)).size;
      out.push(`${roleOpening(a.role, { olderSaid, roles, afterPlace: lastPlace !== undefined })}, I ${a.clause}.`);
      if (!a.role.recent && a.role.title) olderSaid++;
    }
    // (…nor "I also am a graduate": who I am is no further thing done)
    // (…and two short plain actions in a row are one sentence: "I monitored the jobs and scheduled the batches.")
    else if (i > 0 && done && run > 3 && !joined && joinable(achievements[i - 1].clause, true) && joinable(a.clause) && out[out.length - 1].endsWith(`${achievements[i - 1].clause}.`)) {
      out[out.length - 1] = `${out[out.length - 1].slice(0, -1)} and ${a.clause}.`;
      joined = true;
      continue;
    } else if (i > 0 && done) {
      // (a writer that read the roles says "There," only of a statement of the place named: not of a summary's line that
      // follows that place's statements, "At Acme, I… There, I [led a college project]")
      const there = run === 3 && lastPlace?.startsWith('at ') && (!rolesRead || place === lastPlace);
      out.push(run === 2 ? (/^was\s/.test(a.clause) ? `I was also ${a.clause.slice(4)}.` : `I also ${a.clause}.`) : `${there ? 'There, I' : 'I'} ${a.clause}.`);
    } else out.push(`I ${a.clause}.`);
    lastPlace = place ?? lastPlace;
    joined = false;
  }
  return out;
}

/** "I hold a B.S. in Computer Science from Oregon State University." */
export function degreeSentence(d: Degree | undefined): string | undefined {
  if (!d) return undefined;
  // "Bachelor" alone as written: "a Bachelor's degree" names the same degree in plain English; a diploma is no degree's
  // name, and a high school's is one ("a high school diploma from Kuna High School", "a diploma in Culinary")
  const school = d.institution && /\b(?:high|secondary) school\b/i.test(d.institution);
  const named = /^bachelor'?s?$|^master'?s?$/i.test(d.degree)
    ? `${d.degree.replace(/'?s?$/, "'s")} degree`
    : /^(?:high school )?diploma$/i.test(d.degree)
      ? `${school || /^high/i.test(d.degree) ? 'high school ' : ''}diploma`
      : d.degree;
  // an anonymised export's "High School" names no school: "a high school diploma" says what it does
  const unnamed = d.institution && /^(?:high|secondary|senior secondary) school$/i.test(d.institution.trim());
  if (unnamed && named === 'high school diploma' && !d.field) return d.inProgress ? 'I am studying for a high school diploma.' : 'I hold a high school diploma.';
  const institution = unnamed ? undefined : d.institution;
  // "I hold a diploma." names nothing a reader can weigh: a diploma is said with its field or its school
  if (named === 'diploma' && !d.field && !institution) return undefined;
  // "the University of Missouri": a school named "… of …" after its kind takes the article ("University Of Pune" too),
  // and "The University of Texas" reads "the University of Texas" mid-sentence
  const from = institution && /^(?:University|College|Institute|School|Academy|Polytechnic) of\b/i.test(institution) ? `the ${institution}` : institution?.replace(/^The\s/, 'the ');
  // a short form alone ("a BE", "an M.Sc.") reads as a whole statement with the noun it stands before ("a Ph.D." is one)
  const bare = !d.field && !from && /^(?:[A-Z][a-z]?\.?\s?){1,4}[A-Z]?[a-z]{0,4}\.?$/.test(named) && /[A-Z].*[A-Z]/.test(named) && !/^Ph\.?\s?D/i.test(named);
  const what = `${withArticle(named)}${bare ? ' degree' : ''}${d.field ? ` in ${d.field}` : ''}${from ? ` from ${from}` : ''}`;
  // "a B.S." ends the sentence with its own full stop
  const end = /\.$/.test(what) ? '' : '.';
  return d.inProgress ? `I am studying for ${what}${end}` : `I hold ${what}${end}`;
}
