// An experiment, not the product: would a text model raise the scam detector's ranking? An L2-regularised logistic
// regression over every word and word pair of the ad (case-folded, TF-IDF, words 3+ training ads use and at most half),
// its strength chosen by an inner grouped cross-validation, Platt-calibrated, entering as one more sign (its log-odds
// added to the current model's, counted as a sign where it would be cited). Measured beside the current model and the
// no-company-profile rule inside the same outer cross-validation by template group of emscad-mixed's tune part (the
// nested procedure as nestedJudgements runs it, with fake-postings' frauds as extra positives in every fit).
// SCAM_PART=test also reads the held-back part once (both models fitted on the whole tune part, cuts from the tune
// cross-validation at a false-positive rate <= 0.05) and LinkedIn's real postings.
// Run: npx tsx bench/quality/scam-text-model.ts   (about 2 min; 2026-12-07 figures in the report of that session)
import { createHash } from 'node:crypto';
import { emscadMixedAds, extraFraudulentAds, linkedinAds, type LabelledAd } from './ghost-ads';
import { examplesOf, logitOf, oneSignAlone, platt, procedure, rocAuc, vocabularyOf, type Example, type Model } from './scam-fit';
import { isCited } from '../../src/local/judge/ghost-job';
import { distinctSigns, SCAM_SIGNALS } from '../../src/local/judge/scam-signals';

/** How many distinct scam signs the current model would cite (as oneSignAlone counts them). */
const signsOf = (m: Model, e: Example) =>
  distinctSigns([
    ...SCAM_SIGNALS.map((s) => s.id).filter((_, j) => SCAM_SIGNALS[j].kind === 'scam' && m.w[j] * e.x[j] > 0 && isCited(m.w[j] * e.x[j])),
    ...(isCited(e.words.reduce((n, k) => n + Math.max(0, m.v[k] ?? 0), 0)) ? ['fraud-wording'] : []),
  ]);

const PART = (process.env.SCAM_PART ?? 'tune') as 'tune' | 'test';
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const FOLDS = 5;
const foldOf = (group: string, salt: string, repeat: number) => createHash('sha256').update(`scam-fold:${salt}:${repeat}:${group}`).digest()[0] % FOLDS;

const tokensOf = (text: string): string[] => {
  const words = (text.toLowerCase().match(/[a-z][a-z'’-]*[a-z]|[a-z]/g) ?? []).map((w) => w.replace(/['’]s$/, '')).filter((w) => w.length > 1);
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  return [...words, ...pairs];
};

interface TextModel { vocab: Map<string, number>; idf: number[]; w: Float64Array; b: number }
type Sparse = { i: number[]; v: number[] };

function featurize(tokens: string[], m: { vocab: Map<string, number>; idf: number[] }): Sparse {
  const tf = new Map<number, number>();
  for (const t of tokens) { const k = m.vocab.get(t); if (k !== undefined) tf.set(k, (tf.get(k) ?? 0) + 1); }
  const i = [...tf.keys()];
  const v = i.map((k) => (1 + Math.log(tf.get(k)!)) * m.idf[k]);
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return { i, v: v.map((x) => x / n) };
}

function fitText(docs: string[][], ys: number[], weights: number[], lambda: number, minDf = 3): TextModel {
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const kept = [...df].filter(([, n]) => n >= minDf && n <= 0.5 * docs.length).map(([t]) => t).sort();
  const vocab = new Map(kept.map((t, k) => [t, k]));
  const idf = kept.map((t) => Math.log((docs.length + 1) / (df.get(t)! + 1)) + 1);
  const X = docs.map((d) => featurize(d, { vocab, idf }));
  const w = new Float64Array(kept.length);
  let b = 0;
  const W = weights.reduce((a, c) => a + c, 0);
  // gradient descent with momentum on mean weighted log-loss + lambda/2 |w|^2
  const vel = new Float64Array(kept.length);
  let vb = 0;
  const lr = 2;
  for (let it = 0; it < 400; it++) {
    const g = new Float64Array(kept.length);
    let gb = 0;
    X.forEach((x, n) => {
      let z = b;
      for (let j = 0; j < x.i.length; j++) z += w[x.i[j]] * x.v[j];
      const d = (weights[n] / W) * (sigmoid(z) - ys[n]);
      gb += d;
      for (let j = 0; j < x.i.length; j++) g[x.i[j]] += d * x.v[j];
    });
    for (let k = 0; k < w.length; k++) { vel[k] = 0.9 * vel[k] - lr * (g[k] + lambda * w[k]); w[k] += vel[k]; }
    vb = 0.9 * vb - lr * gb; b += vb;
  }
  return { vocab, idf, w, b };
}
const textLogit = (m: TextModel, tokens: string[]) => { const x = featurize(tokens, m); let z = m.b; for (let j = 0; j < x.i.length; j++) z += m.w[x.i[j]] * x.v[j]; return z; };

const LAMBDAS = [0.0003, 0.001, 0.003, 0.01];
/** text model with lambda by inner grouped CV, Platt-calibrated on its inner out-of-fold logits */
function textProcedure(train: { tokens: string[]; e: Example }[]) {
  let best = { auc: -1, lambda: 0, rows: [] as { z: number; y: 0 | 1 }[] };
  for (const lambda of LAMBDAS) {
    const rows: { z: number; y: 0 | 1 }[] = [];
    for (let k = 0; k < FOLDS; k++) {
      const tr = train.filter((d) => foldOf(d.e.group, 'text-inner', 0) !== k);
      const m = fitText(tr.map((d) => d.tokens), tr.map((d) => d.e.y), tr.map((d) => d.e.weight), lambda);
      for (const d of train.filter((d) => d.e.scored && foldOf(d.e.group, 'text-inner', 0) === k)) rows.push({ z: textLogit(m, d.tokens), y: d.e.y });
    }
    const auc = rocAuc(rows.map((r) => ({ p: r.z, y: r.y })));
    if (auc > best.auc + 0.005 || best.auc < 0) best = { auc, lambda, rows };
  }
  const c = platt(best.rows);
  const m = fitText(train.map((d) => d.tokens), train.map((d) => d.e.y), train.map((d) => d.e.weight), best.lambda);
  return { logit: (tokens: string[]) => c.a * textLogit(m, tokens) + c.b, lambda: best.lambda, innerAuc: best.auc, m };
}

function recallAt(rows: { p: number; y: 0 | 1; alone?: boolean }[], fpr = 0.08, rule = false) {
  const neg = rows.filter((r) => r.y === 0).length, pos = rows.length - neg;
  let best = 0;
  for (const t of [...new Set(rows.map((r) => r.p))]) {
    const flagged = rows.filter((r) => r.p >= t && !(rule && r.alone));
    const fp = flagged.filter((r) => r.y === 0).length / neg;
    if (fp <= fpr) best = Math.max(best, flagged.filter((r) => r.y === 1).length / pos);
  }
  return best;
}

const tuneAds = emscadMixedAds().filter((a) => a.part === 'tune');
const extra = extraFraudulentAds();
const vocabulary = vocabularyOf([...tuneAds, ...extra]);
const all: LabelledAd[] = [...tuneAds, ...extra];
const data = examplesOf(all, vocabulary);
const tokens = all.map((a) => tokensOf(a.text));
const rows: { cur: number; text: number; y: 0 | 1; aloneCur: boolean; signs: number; companyFieldEmpty: boolean }[] = [];
const t0 = performance.now();
{
  for (let k = 0; k < FOLDS; k++) {
    const inTrain = data.map((e) => foldOf(e.group, 'outer', 0) !== k);
    const train = data.filter((_, i) => inTrain[i]);
    const p = procedure(train, vocabulary.length);
    const tp = textProcedure(data.map((e, i) => ({ tokens: tokens[i], e })).filter((_, i) => inTrain[i]));
    const base = Math.log(train.filter((e) => e.scored && e.y).length / train.filter((e) => e.scored && !e.y).length);
    data.forEach((e, i) => {
      if (inTrain[i] || !e.scored) return;
      const zt = tp.logit(tokens[i]);
      rows.push({ cur: logitOf(p.model, e), text: zt - base, y: e.y, aloneCur: oneSignAlone(p.model, e), signs: signsOf(p.model, e), companyFieldEmpty: all[i].companyFieldEmpty });
    });
    console.log(`fold ${k}: text lambda ${tp.lambda} inner AUC ${tp.innerAuc.toFixed(3)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
}
const f = (x: number) => x.toFixed(3);
const report = (name: string, rs: { p: number; y: 0 | 1; alone?: boolean }[]) => console.log(`${name.padEnd(44)} AUC ${f(rocAuc(rs))}  recall@FPR0.08 ${f(recallAt(rs))}  after one-sign rule ${f(recallAt(rs, 0.08, true))}  recall@0.05 ${f(recallAt(rs, 0.05, true))}`);
console.log(`tune part, outer grouped CV (5 folds by template group): ${rows.filter((r) => r.y).length} fraud / ${rows.filter((r) => !r.y).length} real`);
report('baseline: no company profile = fake', rows.map((r) => ({ p: r.companyFieldEmpty ? 1 : 0, y: r.y })));
report('current model (signals + lower-case words)', rows.map((r) => ({ p: r.cur, y: r.y, alone: r.aloneCur })));
report('text model alone', rows.map((r) => ({ p: r.text, y: r.y })));
for (const beta of [1, 0.5]) {
  // one sign more: the text model's contribution counts as a sign when it would be cited
  report(`current + ${beta} × text (one more sign)`, rows.map((r) => ({ p: r.cur + beta * r.text, y: r.y, alone: r.signs + (isCited(Math.max(0, beta * r.text)) ? 1 : 0) < 2 })));
}

if (PART === 'test') {
  // cut of the combined score from the tune CV rows: the lowest whose false-positive rate on real ads is <= 0.05 (one-sign rule applied)
  const combo = (r: (typeof rows)[number]) => ({ p: r.cur + r.text, y: r.y, alone: r.signs + (isCited(Math.max(0, r.text)) ? 1 : 0) < 2 });
  const tuneRows = rows.map(combo);
  const neg = tuneRows.filter((r) => r.y === 0).length;
  const cut = [...new Set(tuneRows.map((r) => r.p))].sort((x, y) => x - y).find((t) => tuneRows.filter((r) => r.y === 0 && r.p >= t && !r.alone).length / neg <= 0.05)!;
  const curCut = (() => { const cr = rows.map((r) => ({ p: r.cur, y: r.y, alone: r.aloneCur })); return [...new Set(cr.map((r) => r.p))].sort((x, y) => x - y).find((t) => cr.filter((r) => r.y === 0 && r.p >= t && !r.alone).length / neg <= 0.05)!; })();
  // the held-back part, read once: both models fitted on the whole tune part (and the extra frauds)
  const p = procedure(data, vocabulary.length);
  const tp = textProcedure(data.map((e, i) => ({ tokens: tokens[i], e })));
  const base = Math.log(data.filter((e) => e.scored && e.y).length / data.filter((e) => e.scored && !e.y).length);
  const judge = (ads: LabelledAd[]) => examplesOf(ads, vocabulary).map((e, i) => {
    const zt = tp.logit(tokensOf(ads[i].text)) - base;
    return { cur: logitOf(p.model, e), text: zt, y: e.y, aloneCur: oneSignAlone(p.model, e), signs: signsOf(p.model, e), companyFieldEmpty: ads[i].companyFieldEmpty };
  });
  const testRows = judge(emscadMixedAds().filter((a) => a.part === 'test'));
  console.log(`\nHELD-BACK TEST PART (read once), fitted on the whole tune part; text lambda ${tp.lambda}; cuts from the tune CV at FPR <= 0.05: current ${f(curCut)} (logit), combined ${f(cut)}`);
  report('test: baseline no company profile', testRows.map((r) => ({ p: r.companyFieldEmpty ? 1 : 0, y: r.y })));
  report('test: current model', testRows.map((r) => ({ p: r.cur, y: r.y, alone: r.aloneCur })));
  report('test: text model alone', testRows.map((r) => ({ p: r.text, y: r.y })));
  report('test: current + 1 × text (one more sign)', testRows.map(combo));
  const at = (rs: { p: number; y: 0 | 1; alone?: boolean }[], t: number) => {
    const fl = rs.filter((r) => r.p >= t && !r.alone);
    return `recall ${f(fl.filter((r) => r.y).length / Math.max(1, rs.filter((r) => r.y).length))} FPR ${f(fl.filter((r) => !r.y).length / rs.filter((r) => !r.y).length)} (${fl.filter((r) => !r.y).length}/${rs.filter((r) => !r.y).length})`;
  };
  console.log('test at the tune cut: current', at(testRows.map((r) => ({ p: r.cur, y: r.y, alone: r.aloneCur })), curCut), '| combined', at(testRows.map(combo), cut));
  for (const part of ['tune', 'test'] as const) {
    const li = judge(linkedinAds().filter((a) => a.part === part));
    console.log(`LinkedIn real (${part} part, ${li.length}): current`, at(li.map((r) => ({ p: r.cur, y: r.y, alone: r.aloneCur })), curCut), '| combined', at(li.map(combo), cut), '| one-sign-alone flagged: 0 by construction');
  }
}
