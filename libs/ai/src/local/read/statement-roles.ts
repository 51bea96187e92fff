// Which role of the résumé a statement was written under, so a letter says where it was done: "In my recent work" only
// for the latest role's statements, "As a Sales Assistant" or "In an earlier role" for an older one's. Blind readers
// called "In my recent work, I…" before a line of a job held ten years ago a wrong fact.
import type { ResumeFacts } from './resume-facts';

export interface StatementRole {
  /** 0 for the most recent role (as the résumé's dates order them), 1 for the one before it, … */
  rank: number;
  /** the most recent role, or one held to the present: what a letter may call "my recent work" */
  recent: boolean;
  /** the role's title as the letter names roles (ResumeFacts.roles), when one of them is this role's */
  title?: string;
}

/** The start of a statement as it is matched against a role's lines: enough to tell two statements apart. */
const KEY_CHARS = 40;
const normal = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The statement opens a line of the role, or a sentence or an inline bullet of one: not words inside another line ("…
 * and grew bookings by 30%" under one role is not the summary's "Grew bookings by 30%…").
 */
function opensIn(body: string, key: string, lineStarts: string[], written: { body: string; key: string }): boolean {
  if (lineStarts.some((l) => l.startsWith(key) || (l.length >= 12 && key.startsWith(l)))) return true;
  for (let at = body.indexOf(key); at >= 0; at = body.indexOf(key, at + 1)) if (at === 0 || /(?:[.;!?]|\s[-–•▪●➢✓→·*])\s$/.test(body.slice(Math.max(0, at - 3), at))) return true;
  // (…or a bullet an export ran into the one before it without a stop: "…for multiple hedge funds Created weekly
  // portfolio reports…", a capital after a word in lower case)
  if (/^\p{Lu}\p{Ll}/u.test(written.key))
    for (let at = written.body.indexOf(written.key); at > 1; at = written.body.indexOf(written.key, at + 1)) if (/[\p{Ll}\d)] $/u.test(written.body.slice(at - 2, at))) return true;
  return false;
}

/**
 * The role each statement (by its source text) was written under, most recent first, as the parser read the résumé's
 * roles and dates for its facts (read once: the letter's facts hold them). A statement under no role (a summary's, a project's) or under several is left out: the letter then
 * says nothing of when it was done.
 */
export function statementRoles(facts: Pick<ResumeFacts, 'roles' | 'title' | 'parsedRoles'>, sources: string[]): Map<string, StatementRole> {
  const found = new Map<string, StatementRole>();
  const roles = facts.parsedRoles;
  if (!sources.length || !roles.length) return found;
  const asWritten = roles.map((r) => r.statements.map((l) => l.content).join(' ').replace(/\s+/g, ' '));
  const bodies = asWritten.map((body) => body.toLowerCase());
  const lineStarts = roles.map((r) => r.statements.map((l) => normal(l.content).slice(0, KEY_CHARS)));
  const headers = roles.map((r) => normal([r.title ?? '', r.company ?? '', ...r.header.map((l) => l.content)].join(' ')));
  // the title the letter names each role by elsewhere ("Before that, I worked as…"), never one read anew here; an older
  // role of the latest one's title is named by neither ("Before that, as a Civil Engineer" after "most recently as a
  // Civil Engineer" reads as the same job)
  // (the longest that the role's lines hold: "Senior Accountant", not "Accountant", is the title of "Senior Accountant")
  const titles = headers.map(
    (h) =>
      facts.roles
        .map((r) => r.title)
        .filter((t): t is string => !!t && h.includes(t.toLowerCase()))
        .sort((a, b) => b.length - a.length)[0],
  );
  // the role the letter calls the most recent ("most recently as…") must be the one whose statements it calls recent
  const latestNamed = !facts.title || !!headers[0]?.includes(facts.title.toLowerCase());
  for (const source of sources) {
    const writtenKey = source.replace(/^description\s*-\s*/i, '').replace(/\s+/g, ' ').trim().slice(0, KEY_CHARS);
    const key = writtenKey.toLowerCase();
    if (key.length < 12) continue;
    const under = bodies.flatMap((body, i) => (opensIn(body, key, lineStarts[i], { body: asWritten[i], key: writtenKey }) ? [i] : []));
    if (under.length !== 1) continue;
    const rank = under[0];
    if (rank === 0 && !latestNamed) continue;
    const title = rank > 0 && titles[rank]?.toLowerCase() === titles[0]?.toLowerCase() ? undefined : titles[rank];
    found.set(source, { rank, recent: rank === 0 || roles[rank].current, title });
  }
  return found;
}
