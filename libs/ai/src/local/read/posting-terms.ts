// The terms a posting stresses: its words weighed by how often it uses them and how rare they are across postings
// (TF-IDF against document frequencies from real postings, data/posting-term-stats.json: statistics only, no text).
// Words are compared by their Porter2 stem, as whole words: "nursing" meets "nurse", "Excels" never meets "Excel".
import stem from 'wink-porter2-stemmer';
import stopWords from '../../../data/stop-words.json';
import termStats from '../../../data/posting-term-stats.json';
import { rememberedInWork } from './text';

/** Function words and the words every posting uses about itself; never a term a posting stresses. */
const STOP = new Set(stopWords.words);

const TOKEN_RE = /[\p{L}][\p{L}\p{N}+#]*(?:[.'’][\p{L}\p{N}]+[+#]*)*/gu;

/** A word's matching key: its Porter2 stem; a word with + # or a dot inside ("C++", "C#", "Node.js") stays whole. */
export function termKey(word: string): string | undefined {
  // a text repeats its words: each is read once (its key, or null for none); a long run of letters is no word to keep
  if (word.length > 40) return keyOf(word);
  const known = KEYS.get(word);
  if (known !== undefined) return known ?? undefined;
  const key = keyOf(word);
  if (KEYS.size > 50_000) KEYS.clear();
  KEYS.set(word, key ?? null);
  return key;
}

/** Keys already worked out, by the word as written. */
const KEYS = new Map<string, string | null>();

function keyOf(word: string): string | undefined {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length < 2 || STOP.has(lower) || /^\d/.test(lower)) return undefined;
  // an acronym stays whole: "AWS" is not a plural of "aw"
  if (/[+#.]/.test(lower) || /^[A-Z0-9]{2,6}s?$/.test(word)) return lower.replace(/(?<=[a-z0-9]{2})s$/, (s) => (/^[A-Z0-9]+s$/.test(word) ? '' : s));
  if (!/^[a-z]+$/.test(lower)) return lower;
  // No word is this long; the stemmer's patterns are quadratic in a token's length (a pasted 50,000-character token).
  if (lower.length > 40) return lower;
  let stemmed = STEMS.get(lower);
  if (stemmed === undefined) {
    if (STEMS.size > 50_000) STEMS.clear();
    STEMS.set(lower, (stemmed = stem(lower)));
  }
  return stemmed;
}

/** Stems already worked out: a résumé repeats its words, and stemming is the slow part of reading them. */
const STEMS = new Map<string, string>();

export interface TermOccurrence {
  key: string;
  /** the word as the text first writes it */
  surface: string;
  count: number;
}

/** A text's terms by key (each with its first surface and its count); a letter reads each text once (rememberedInWork: no caller changes the map). */
export const termsIn = rememberedInWork(function termsIn(text: string): Map<string, TermOccurrence> {
  const found = new Map<string, TermOccurrence>();
  for (const m of text.matchAll(TOKEN_RE)) {
    const key = termKey(m[0]);
    if (!key) continue;
    const seen = found.get(key);
    if (seen) seen.count++;
    else found.set(key, { key, surface: m[0], count: 1 });
  }
  return found;
});

/** A Map, not the JSON object: "constructor" is a word a text may use, and no key of an object's prototype. */
const DF = new Map(Object.entries(termStats.df as Record<string, number>));
const DOCUMENTS = termStats.documents;

/** A key some real posting used: a word, not a fragment ("contribut", not "tribut"). */
export const isPostingTerm = (key: string): boolean => DF.has(key);

/** Inverse document frequency of a key across real postings; a key no posting used counts as rare. */
export function idf(key: string): number {
  return Math.log((DOCUMENTS + 1) / ((DF.get(key) ?? 0) + 1)) + 1;
}

export interface StressedTerm {
  key: string;
  surface: string;
  count: number;
  /** (1 + ln count) × idf */
  weight: number;
}

/**
 * The posting's most stressed terms, heaviest first. A word used once that no other posting used is more often a
 * name than a requirement: it needs a second mention to count.
 */
export function stressedTerms(text: string, limit = 30, exclude: Set<string> = new Set(), read: Map<string, TermOccurrence> = termsIn(text)): StressedTerm[] {
  const out: StressedTerm[] = [];
  for (const t of read.values()) {
    if (exclude.has(t.key) || (t.count < 2 && !DF.has(t.key))) continue;
    out.push({ ...t, weight: (1 + Math.log(t.count)) * idf(t.key) });
  }
  return out.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key)).slice(0, limit);
}

export interface TermMatch {
  terms: StressedTerm[];
  matched: StressedTerm[];
  missing: StressedTerm[];
  /** 0-1: the mean of the two shares below (or the first alone) */
  coverage: number;
  /** weighted share of the posting's stressed terms the résumé uses */
  postingTermsCovered?: number;
  /** weighted share of the résumé's own stressed terms the posting uses */
  resumeTermsCovered?: number;
}

export function matchTerms(terms: StressedTerm[], resumeKeys: Set<string>): TermMatch {
  const matched = terms.filter((t) => resumeKeys.has(t.key));
  const total = terms.reduce((s, t) => s + t.weight, 0);
  return { terms, matched, missing: terms.filter((t) => !resumeKeys.has(t.key)), coverage: total ? matched.reduce((s, t) => s + t.weight, 0) / total : 0 };
}

export const TERM_STATS_SOURCE = { source: termStats.source, documents: DOCUMENTS };
