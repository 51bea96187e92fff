// Which occupation a job title names, read from how O*NET's job titles with the same words spread over SOC minor
// groups (data/title-occupations.json). Job match compares the posting's title with the résumé's titles this way,
// so "Java Developer" meets "Software Engineer" and "Controls Engineer" does not.
import titleOccupations from '../../data/title-occupations.json';
import { termKey } from './posting-terms';

const FEATURES = titleOccupations.features as unknown as Record<string, [string, number][]>;

/** Words that say how senior or how employed, never which occupation. */
const NOT_OCCUPATION = new Set(['senior', 'sr', 'junior', 'jr', 'lead', 'head', 'chief', 'principal', 'staff', 'intern', 'internship', 'trainee', 'assistant', 'associate', 'i', 'ii', 'iii', 'iv', 'part', 'full', 'time', 'remote', 'hybrid', 'contract', 'temporary', 'seasonal', 'level', 'entry']);

/** A title's features: its word stems and each pair of adjacent stems ("softwar engin"). */
function titleKeys(title: string): string[] {
  return (title.match(/[\p{L}][\p{L}\p{N}+#.]*/gu) ?? [])
    .filter((w) => !NOT_OCCUPATION.has(w.toLowerCase()))
    .map((w) => termKey(w))
    .filter((k): k is string => !!k);
}

export function titleFeatures(title: string): string[] {
  const keys = titleKeys(title);
  const pairs = keys.slice(1).map((k, i) => `${keys[i]} ${k}`);
  return [...new Set([...keys, ...pairs])];
}

export type OccupationVector = Map<string, number>;

/** The occupation groups a title points at, weighed: a pair of words ("softwar engin") counts above one word. */
export function occupationOf(title: string): OccupationVector {
  const v: OccupationVector = new Map();
  const keys = titleKeys(title);
  const add = (feature: string, weight: number) => {
    for (const [g, share] of FEATURES[feature]) v.set(g, (v.get(g) ?? 0) + weight * share * share);
  };
  // a known pair of words speaks for both ("human resourc" is not "resourc" of natural resources)
  const used = new Set<number>();
  for (let i = 0; i + 1 < keys.length; i++) {
    const pair = `${keys[i]} ${keys[i + 1]}`;
    if (!used.has(i) && FEATURES[pair]) {
      add(pair, 2);
      used.add(i).add(i + 1);
    }
  }
  keys.forEach((k, i) => {
    if (!used.has(i) && FEATURES[k]) add(k, 1);
  });
  return v;
}

/** The occupation groups a text's stressed words point at ("python", "nursing", "litigation"), each by its weight. */
export function occupationOfTerms(terms: { key: string; weight: number }[]): OccupationVector {
  const v: OccupationVector = new Map();
  for (const t of terms) {
    const groups = FEATURES[t.key];
    if (!groups) continue;
    for (const [g, share] of groups) v.set(g, (v.get(g) ?? 0) + t.weight * share * share);
  }
  return v;
}

export function addOccupations(into: OccupationVector, v: OccupationVector, weight = 1): OccupationVector {
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
  for (const [g, x] of v) into.set(g, (into.get(g) ?? 0) + (weight * x) / norm);
  return into;
}

/** Similarity of two occupation vectors, 0-1: mostly the same minor group, partly the same major group (15, 29…). */
export function occupationSimilarity(a: OccupationVector, b: OccupationVector): number {
  return 0.7 * cosine(a, b) + 0.3 * cosine(majors(a), majors(b));
}

function majors(v: OccupationVector): OccupationVector {
  const out: OccupationVector = new Map();
  for (const [g, x] of v) out.set(g.slice(0, 2), (out.get(g.slice(0, 2)) ?? 0) + x);
  return out;
}

function cosine(a: OccupationVector, b: OccupationVector): number {
  let dot = 0;
  for (const [g, x] of a) dot += x * (b.get(g) ?? 0);
  const na = Math.sqrt([...a.values()].reduce((s, x) => s + x * x, 0));
  const nb = Math.sqrt([...b.values()].reduce((s, x) => s + x * x, 0));
  return na && nb ? dot / (na * nb) : 0;
}

/** The occupation group a vector points at most, for evidence. */
export function topOccupation(v: OccupationVector): string | undefined {
  return [...v.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
