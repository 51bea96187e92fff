// Texts as vectors, shared by job match (a résumé against a posting) and the cover letter (a statement against a
// duty): TF-IDF over word stems with the corpus's rarity (data/match-term-stats.json), and the same words' word vectors
// (data/match-word-vectors.json) summed by those weights, so "nurse" meets "clinical" where the words differ.
import matchTermStats from '../../../data/match-term-stats.json';
import matchWordVectors from '../../../data/match-word-vectors.json';
import type { TermOccurrence } from './posting-terms';
import { unitTfIdf } from './text';

/** A Map, not the JSON object: "constructor" is a word a résumé may use, and no key of an object's prototype. */
const MATCH_DF = new Map(Object.entries(matchTermStats.df as Record<string, number>));
/** A word's rarity across the corpus's résumés and postings (data/match-term-stats.json); one none used counts as rare. */
export const matchIdf = (key: string) => Math.log((matchTermStats.documents + 1) / ((MATCH_DF.get(key) ?? 0) + 1)) + 1;

/** A text's TF-IDF vector over word stems, of unit length: key → weight, and the word as first written. */
export type TextVector = Map<string, { weight: number; surface: string }>;

/** The TF-IDF vector (1 + ln tf, the corpus's idf) of texts read with their zones' weights. */
export function textVector(zones: [Map<string, TermOccurrence>, number][]): TextVector {
  const tf = new Map<string, { count: number; surface: string }>();
  for (const [read, times] of zones)
    for (const t of read.values()) {
      const seen = tf.get(t.key);
      if (seen) seen.count += t.count * times;
      else tf.set(t.key, { count: t.count * times, surface: t.surface });
    }
  const weights = unitTfIdf([...tf].map(([key, { count }]): [string, number] => [key, count]), matchIdf);
  return new Map([...tf].map(([key, { surface }]) => [key, { weight: weights.get(key)!, surface }]));
}

/** Word stems' vectors (data/match-word-vectors.json, bundled): each decoded the first time a text uses it, then kept. */
const ENCODED_VECTORS = new Map(Object.entries(matchWordVectors.vectors as Record<string, string>));
const wordVectors = new Map<string, Float32Array | undefined>();

export function wordVector(key: string): Float32Array | undefined {
  if (wordVectors.has(key)) return wordVectors.get(key);
  const base64 = ENCODED_VECTORS.get(key);
  let v: Float32Array | undefined;
  if (base64) {
    const bytes = Buffer.from(base64, 'base64');
    v = Float32Array.from(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    const norm = Math.sqrt(dot(v, v)) || 1;
    for (let i = 0; i < v.length; i++) v[i] /= norm;
  }
  wordVectors.set(key, v);
  return v;
}

export const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

/** What a text is about as one direction: its words' vectors summed by their TF-IDF weights, of unit length. */
export function meaningOf(v: TextVector): Float32Array | undefined {
  let sum: Float32Array | undefined;
  for (const [key, { weight }] of v) {
    const w = wordVector(key);
    if (!w) continue;
    sum ??= new Float32Array(w.length);
    for (let i = 0; i < w.length; i++) sum[i] += weight * w[i];
  }
  if (!sum) return undefined;
  const norm = Math.sqrt(dot(sum, sum)) || 1;
  return sum.map((x) => x / norm);
}
