// Which family of tech and business work a title names (data/role-families.json): where O*NET's occupations call a
// Java, a .NET and a Python developer alike and a Full Stack Engineer an engineer of machines, these tell a software
// developer from a data scientist, a tester, a DevOps engineer, a business analyst or a product manager by the titles
// people write for each.
import roleFamilies from '../../../data/role-families.json';
import { escapeRegExp } from './text';

export type RoleFamilies = Map<string, number>;

const FAMILIES = Object.entries(roleFamilies.families as Record<string, string[]>);

/** A word that names no work of its own after a family's word: a Hadoop Developer is Hadoop's, an ETL Engineer ETL's. */
const ROLE_NOUN = `(?:\\s+(?:${(roleFamilies.roleNouns as string[]).map(escapeRegExp).join('|')}))?`;

/** One expression per family: its titles as whole words, longest first so "data engineer" wins over "engineer". */
const FAMILY_RES = FAMILIES.map(([family, titles]): [string, RegExp] => [
  family,
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...titles].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})${ROLE_NOUN}(?![\\p{L}\\p{N}])`, 'gu'),
]);

/** The spellings one title word has: ".NET", "Dot Net", "front-end", "Full Stack". */
function normalTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?:asp)?\.net\b|\bdot\s*net\b/g, 'dotnet')
    .replace(/\bfront[\s-]+end\b/g, 'frontend')
    .replace(/\bback[\s-]+end\b/g, 'backend')
    .replace(/\bfull[\s-]+stack\b/g, 'fullstack');
}

/** A family found in a text and where its title ends, so a title's last-named family (its head noun) can lead. */
interface FoundFamily {
  family: string;
  start: number;
  end: number;
}

/** Each family's titles in a text; where two overlap the longer speaks ("Web Developer" is no bare "Developer"). */
function familiesIn(text: string): FoundFamily[] {
  const norm = normalTitle(text);
  const found: FoundFamily[] = [];
  for (const [family, re] of FAMILY_RES) for (const m of norm.matchAll(re)) found.push({ family, start: m.index, end: m.index + m[0].length });
  const kept: FoundFamily[] = [];
  for (const f of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start))
    if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept;
}

/**
 * The families one title names: the one named last leads ("Software Implementation Program Manager" is a programme
 * manager, "Data Science Software Engineer" a software developer), the others count half. Empty when it names none.
 */
export function roleFamiliesOfTitle(title: string): RoleFamilies {
  const found = familiesIn(title);
  const out: RoleFamilies = new Map();
  if (!found.length) return out;
  const last = Math.max(...found.map((f) => f.end));
  for (const f of found) out.set(f.family, Math.max(out.get(f.family) ?? 0, f.end === last ? 1 : 0.5));
  return out;
}

/** Families named anywhere in a text (a summary, a posting's duties), each by how often, the most named as 1. */
export function roleFamiliesOfText(text: string): RoleFamilies {
  const counts: RoleFamilies = new Map();
  for (const f of familiesIn(text)) counts.set(f.family, (counts.get(f.family) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return new Map([...counts].map(([family, n]) => [family, n / most]));
}

export function addFamilies(into: RoleFamilies, v: RoleFamilies, weight = 1): RoleFamilies {
  for (const [family, x] of v) into.set(family, (into.get(family) ?? 0) + weight * x);
  return into;
}

/**
 * How much a neighbouring family's title counts: people move between the two, so either could apply for the other
 * (0.3 beat 0.5 on the tune part, each source left out of a fit on the other two: 0.929 / 0.832 / 0.787 against
 * 0.923 / 0.827 / 0.790 for resumes-text / livecareer / neighbouring).
 */
const NEIGHBOUR = 0.3;
const NEIGHBOURS = new Map<string, Set<string>>();
for (const [a, b] of roleFamilies.neighbours as [string, string][]) {
  NEIGHBOURS.set(a, (NEIGHBOURS.get(a) ?? new Set()).add(b));
  NEIGHBOURS.set(b, (NEIGHBOURS.get(b) ?? new Set()).add(a));
}

/** Whether people of one family commonly move into the other's work. */
export const areNeighbours = (a: string, b: string): boolean => !!NEIGHBOURS.get(a)?.has(b);

/** Cosine of two family vectors where a neighbour counts in part, 0-1 (0 when either names none). */
export function familySimilarity(a: RoleFamilies, b: RoleFamilies): number {
  let dot = 0;
  for (const [f, x] of a) {
    dot += x * (b.get(f) ?? 0);
    for (const g of NEIGHBOURS.get(f) ?? []) dot += NEIGHBOUR * x * (b.get(g) ?? 0);
  }
  const norm = (v: RoleFamilies) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  const n = norm(a) * norm(b);
  return n ? Math.min(1, dot / n) : 0;
}

/** The family a vector points at most. */
export function topFamily(v: RoleFamilies): string | undefined {
  return [...v].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}
