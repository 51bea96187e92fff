// The naive baselines every match figure is compared with, over the same text: TF-IDF cosine and BM25, each with
// document frequencies from the whole corpus (every résumé and posting the bench reads, labels unused), as a search
// engine fitted on the collection would have them. BM25 is wink-bm25-text-search's, every document indexed and the
// résumé the query; TF-IDF is the textbook one (sublinear tf, smooth idf, L2 norm), words as written, stop words out.
import bm25Engine from 'wink-bm25-text-search';

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with you your we our us they their he she i me my not but if so than then there these those which who whom what when where how all any can may must should would could also into out over under about more most other such only own same very just do does did done been being had having'.split(' '),
);

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9+#]*(?:\.[a-z0-9]+)*/g) ?? []).filter((t) => t.length > 1 && !STOP.has(t));
}

function counts(tokens: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** A pairwise text scorer: résumé × posting → a number, higher is a closer match. */
export type PairScorer = (resume: string, posting: string) => number;

/** TF-IDF cosine, idf from the given corpus (sklearn's smooth idf: ln((1 + n) / (1 + df)) + 1). */
export function tfidfScorer(corpus: string[]): PairScorer {
  const df = new Map<string, number>();
  for (const text of corpus) for (const t of new Set(terms(text))) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log((corpus.length + 1) / ((df.get(t) ?? 0) + 1)) + 1;
  const vectors = new Map<string, Map<string, number>>();
  const vector = (text: string) => {
    let v = vectors.get(text);
    if (!v) {
      v = new Map();
      for (const [t, n] of counts(terms(text))) v.set(t, (1 + Math.log(n)) * idf(t));
      const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
      for (const [t, x] of v) v.set(t, x / norm);
      vectors.set(text, v);
    }
    return v;
  };
  return (resume, posting) => {
    const [a, b] = [vector(resume), vector(posting)];
    let dot = 0;
    for (const [t, x] of a) dot += x * (b.get(t) ?? 0);
    return dot;
  };
}

/**
 * BM25 (wink-bm25-text-search, k1 1.2, b 0.75) with every corpus document indexed, so its document frequencies are
 * the corpus's; a pair's score is the posting's score when the résumé is the query (0 when they share no word).
 */
export function bm25Scorer(corpus: string[]): PairScorer {
  const engine = bm25Engine();
  engine.defineConfig({ fldWeights: { body: 1 }, bm25Params: { k1: 1.2, b: 0.75, k: 1 } });
  engine.definePrepTasks([terms]);
  const ids = new Map<string, number>();
  for (const text of new Set(corpus)) {
    ids.set(text, ids.size);
    engine.addDoc({ body: text }, ids.size - 1);
  }
  engine.consolidate();
  const results = new Map<string, Map<number, number>>();
  return (resume, posting) => {
    let scores = results.get(resume);
    if (!scores) results.set(resume, (scores = new Map(engine.search(resume, ids.size).map(([id, score]) => [Number(id), score]))));
    const id = ids.get(posting);
    if (id === undefined) throw new Error('bm25Scorer: the posting is not in the corpus it was given');
    return scores.get(id) ?? 0;
  };
}

/** Pairwise AUC: the share of (better, worse) pairs where the better-graded scores higher; ties count half. */
export function pairwiseAuc(better: number[], worse: number[]): { wins: number; pairs: number } {
  let wins = 0;
  for (const a of better) for (const b of worse) wins += a > b ? 1 : a === b ? 0.5 : 0;
  return { wins, pairs: better.length * worse.length };
}
