// Which occupation a job title names, read from how O*NET's job titles with the same words spread over detailed SOC
// occupations (data/title-occupations.json). Job match compares the posting's title with the résumé's titles this
// way, so "Java Developer" meets "Software Engineer", "Sales Manager" partly meets "Sales Representative" (their
// O*NET titles share their words), and "Controls Engineer" does not meet either.
import technologyOccupations from '../../../data/technology-occupations.json';
import titleOccupations from '../../../data/title-occupations.json';
import { termKey } from './posting-terms';

const FEATURES = titleOccupations.features as unknown as Record<string, [string, number][]>;
const ONE_WORD = titleOccupations.oneWord as unknown as Record<string, string[]>;

/** Words that say how senior or how employed, never which occupation. */
const NOT_OCCUPATION = new Set(['senior', 'sr', 'junior', 'jr', 'lead', 'head', 'chief', 'principal', 'staff', 'intern', 'internship', 'trainee', 'assistant', 'associate', 'i', 'ii', 'iii', 'iv', 'part', 'full', 'time', 'remote', 'hybrid', 'contract', 'temporary', 'seasonal', 'level', 'entry']);

/** "Salesperson" is "sales" written as one word: O*NET's retail titles say "Sales Associate" and "Salesperson" alike. */
const SALES_COMPOUND_RE = /^sales(?:person|people|man|men|woman|women|lady)$/i;

/** "Production" is no "Product": one stem for both made every Product Manager an Industrial Production Manager. */
const PRODUCTION_RE = /^productions?$/i;

/** A title's features: its word stems and each pair of adjacent stems ("softwar engin"). */
function titleKeys(title: string): string[] {
  return (title.match(/[\p{L}][\p{L}\p{N}+#.]*/gu) ?? [])
    .map((w) => (SALES_COMPOUND_RE.test(w) ? 'sales' : w))
    .filter((w) => !NOT_OCCUPATION.has(w.toLowerCase()))
    .map((w) => (PRODUCTION_RE.test(w) ? 'production' : termKey(w)))
    .filter((k): k is string => !!k);
}

export function titleFeatures(title: string): string[] {
  const keys = titleKeys(title);
  const pairs = keys.slice(1).map((k, i) => `${keys[i]} ${k}`);
  return [...new Set([...keys, ...pairs])];
}

/** A word O*NET's job titles use ("Pharmaceutical", "Lab", "Sales"), which a person's name rarely is. */
export function isTitleWord(word: string): boolean {
  const key = termKey(word);
  return !!key && !!FEATURES[key];
}

/** A title's own words, without its small words and grade: "Senior Client Advocate II" → Senior, Client, Advocate. */
export function titleWords(text: string): string[] {
  return text.split(/[\s/,&-]+/).filter((w) => w && !/^(?:of|and|the|for|in|to|ii|iii|iv|i)$/i.test(w));
}

/**
 * "Exercise Physiologist", "Personal Banker": words of O*NET's titles, in capitals, ending on one who does a job (-er,
 * -or, -ist, -ian, -ant, -ent; not -ment), so a title outside the role-word list still reads as one.
 */
export function isAgentTitle(text: string): boolean {
  const words = titleWords(text);
  const last = words[words.length - 1] ?? '';
  return /(?:er|or|ist|ian|ant|ent)s?$/i.test(last) && !/ments?$/i.test(last) && words.every((w) => /^\p{Lu}/u.test(w) && isTitleWord(w));
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

/**
 * The occupations a title written as one word names exactly in O*NET ("Controller" → Financial Managers, Credit
 * Authorizers), or undefined. Its stem alone reads as the titles that use it ("Air Traffic Controller"): the text
 * around the title has to choose among these.
 */
export function oneWordTitleOccupations(title: string): string[] | undefined {
  if (!/^\S+$/.test(title.trim())) return undefined;
  const keys = titleKeys(title);
  return keys.length === 1 ? ONE_WORD[keys[0]] : undefined;
}

/**
 * The occupations a text's stressed words point at ("python", "nursing", "litigation"), each by its weight and the
 * square root of its share of the word's titles (a word speaks for several occupations: the root beat the share and
 * its square on the tune part).
 */
export function occupationOfTerms(terms: { key: string; weight: number }[]): OccupationVector {
  const v: OccupationVector = new Map();
  for (const t of terms) {
    const groups = FEATURES[t.key];
    if (!groups) continue;
    for (const [g, share] of groups) v.set(g, (v.get(g) ?? 0) + t.weight * Math.sqrt(share));
  }
  return v;
}

const TECHNOLOGY = technologyOccupations.occupations as unknown as Record<string, string[]>;
const OCCUPATION_COUNT = technologyOccupations.occupationCount;

/**
 * The occupations a text's tools point at, by the occupations O*NET lists each for: a tool few occupations use says
 * more (weighed by its rarity across occupations, shared among the occupations that use it).
 */
export function occupationOfTools(tools: { name: string }[]): OccupationVector {
  const v: OccupationVector = new Map();
  for (const t of tools) {
    const codes = TECHNOLOGY[t.name];
    if (!codes) continue;
    const weight = Math.log(OCCUPATION_COUNT / codes.length) / codes.length;
    for (const c of codes) v.set(c, (v.get(c) ?? 0) + weight);
  }
  return v;
}

export function addOccupations(into: OccupationVector, v: OccupationVector, weight = 1): OccupationVector {
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
  for (const [g, x] of v) into.set(g, (into.get(g) ?? 0) + (weight * x) / norm);
  return into;
}

const RELATED = titleOccupations.related as unknown as Record<string, [string, number][]>;

/**
 * Similarity of two occupation vectors, 0-1. Mostly the same occupation, or one whose O*NET titles share its words
 * (a sales manager for a sales representative's job counts in part); the rest, the same minor group (11-20, 15-12).
 * 0.7 / 0.3 beat 0.5 / 0.25 / 0.25 with the major group, and the related occupations alone, on the tune part.
 */
export function occupationSimilarity(a: OccupationVector, b: OccupationVector): number {
  return 0.7 * relatedCosine(a, b) + 0.3 * cosine(level(a, 5), level(b, 5));
}

function level(v: OccupationVector, chars: number): OccupationVector {
  const out: OccupationVector = new Map();
  for (const [g, x] of v) out.set(g.slice(0, chars), (out.get(g.slice(0, chars)) ?? 0) + x);
  return out;
}

/** Cosine where a related occupation counts as far as O*NET's titles relate them (a soft cosine, capped at 1). */
function relatedCosine(a: OccupationVector, b: OccupationVector): number {
  let dot = 0;
  for (const [g, x] of a) {
    dot += x * (b.get(g) ?? 0);
    for (const [h, s] of RELATED[g] ?? []) dot += x * s * (b.get(h) ?? 0);
  }
  const na = Math.sqrt([...a.values()].reduce((s, x) => s + x * x, 0));
  const nb = Math.sqrt([...b.values()].reduce((s, x) => s + x * x, 0));
  return na && nb ? Math.min(1, dot / (na * nb)) : 0;
}

function cosine(a: OccupationVector, b: OccupationVector): number {
  let dot = 0;
  for (const [g, x] of a) dot += x * (b.get(g) ?? 0);
  const na = Math.sqrt([...a.values()].reduce((s, x) => s + x * x, 0));
  const nb = Math.sqrt([...b.values()].reduce((s, x) => s + x * x, 0));
  return na && nb ? dot / (na * nb) : 0;
}

const NAMES = titleOccupations.names as unknown as Record<string, string>;

/** An occupation's O*NET title and SOC code, for evidence: "Sales Managers (SOC 11-2022)". */
export function occupationName(code: string): string {
  return NAMES[code] ? `${NAMES[code]} (SOC ${code})` : `SOC ${code}`;
}

/** The occupation a vector points at most, for evidence. */
export function topOccupation(v: OccupationVector): string | undefined {
  return [...v.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
