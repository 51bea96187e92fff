// The naive baselines every match figure is compared with: TF-IDF cosine and BM25 over the same extracted text,
// with document frequencies from the postings being ranked (the collection a search engine would index).

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

export interface Collection {
  docs: Map<string, number>[];
  lengths: number[];
  df: Map<string, number>;
  avgLength: number;
}

export function collection(texts: string[]): Collection {
  const docs = texts.map((t) => counts(terms(t)));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const lengths = docs.map((d) => [...d.values()].reduce((a, b) => a + b, 0));
  return { docs, lengths, df, avgLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length) };
}

const idf = (c: Collection, t: string) => Math.log((c.docs.length + 1) / ((c.df.get(t) ?? 0) + 1)) + 1;

/** Cosine of TF-IDF vectors (log tf), the query weighed with the collection's idf. */
export function tfidfCosine(c: Collection, query: string): number[] {
  const q = counts(terms(query));
  const qv = new Map<string, number>();
  for (const [t, n] of q) qv.set(t, (1 + Math.log(n)) * idf(c, t));
  const qn = Math.sqrt([...qv.values()].reduce((s, v) => s + v * v, 0)) || 1;
  return c.docs.map((d) => {
    let dot = 0;
    let dn = 0;
    for (const [t, n] of d) {
      const w = (1 + Math.log(n)) * idf(c, t);
      dn += w * w;
      const qw = qv.get(t);
      if (qw) dot += qw * w;
    }
    return dot / (qn * (Math.sqrt(dn) || 1));
  });
}

/** Okapi BM25 (k1 1.2, b 0.75), the résumé's distinct terms as the query. */
export function bm25(c: Collection, query: string, k1 = 1.2, b = 0.75): number[] {
  const q = [...new Set(terms(query))];
  return c.docs.map((d, i) => {
    let s = 0;
    for (const t of q) {
      const f = d.get(t);
      if (!f) continue;
      const n = c.df.get(t) ?? 0;
      const w = Math.log(1 + (c.docs.length - n + 0.5) / (n + 0.5));
      s += (w * f * (k1 + 1)) / (f + k1 * (1 - b + (b * c.lengths[i]) / c.avgLength));
    }
    return s;
  });
}

/** Pairwise AUC: the share of (own, other) pairs where own scores higher; ties count half. */
export function pairwiseAuc(own: number[], other: number[]): { wins: number; pairs: number } {
  let wins = 0;
  for (const a of own) for (const b of other) wins += a > b ? 1 : a === b ? 0.5 : 0;
  return { wins, pairs: own.length * other.length };
}
