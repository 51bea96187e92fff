// How the scam model's words should enter, chosen on the tune part only: each setting of bench/quality/scam-fit.ts
// (which lower-case words count, whether each weighs 1 or its TF-IDF value) runs the whole fitting procedure inside an
// outer cross-validation by template group of emscad-mixed's tune part (fake-postings' frauds as extra positives in
// every fit), beside the no-company-profile rule; each fold's model also judges LinkedIn's tune part (real postings of
// another site and decade), at the fold's own cut and at the lowest cut that keeps that part's false-positive rate
// ≤ 0.05. The held-back test parts are not read here.
// Run: npx tsx bench/quality/scam-text-model.ts   (a few minutes)
import { emscadMixedAds, extraFraudulentAds, linkedinAds } from './ghost-ads';
import { BINARY_WORDS, examplesOf, FOLDS, foldOf, logitOf, oneSignAlone, procedure, rocAuc, TFIDF_WORDS, wordingOf, type WordSetting } from './scam-fit';

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const f = (x: number) => x.toFixed(3);

interface Row { p: number; y: 0 | 1; alone: boolean }

/** The best recall at a false-positive rate on real ads ≤ fpr, over every cut (the one-sign rule applied). */
function recallAt(rows: Row[], fpr: number): number {
  const neg = rows.filter((r) => r.y === 0).length;
  const pos = rows.length - neg;
  let best = 0;
  for (const t of new Set(rows.map((r) => r.p))) {
    const flagged = rows.filter((r) => r.p >= t && !r.alone);
    if (flagged.filter((r) => r.y === 0).length / neg <= fpr) best = Math.max(best, flagged.filter((r) => r.y === 1).length / pos);
  }
  return best;
}

/** The lowest cut whose false-positive rate on these real ads is ≤ fpr. */
const cutFor = (real: Row[], fpr: number) => [...new Set(real.map((r) => r.p)), 1].sort((a, b) => a - b).find((t) => real.filter((r) => r.p >= t && !r.alone).length / real.length <= fpr)!;

const tune = emscadMixedAds().filter((a) => a.part === 'tune');
const extra = extraFraudulentAds();
const liTune = linkedinAds().filter((a) => a.part === 'tune');
const settings: [string, WordSetting][] = [
  ['binary words, 8+ ads (before)', BINARY_WORDS],
  ['binary words, 3+ ads', { ...BINARY_WORDS, minDocs: 3 }],
  ['TF-IDF words, 8+ ads', { ...TFIDF_WORDS, minDocs: 8, lambdas: [Infinity, 1, 0.3, 0.1] }],
  ['TF-IDF words, 3+ ads', { ...TFIDF_WORDS, lambdas: [Infinity, 1, 0.3, 0.1] }],
  ['TF-IDF words, 3+ ads, weaker priors (shipped)', TFIDF_WORDS],
  ['TF-IDF words, 2+ ads, weaker priors', { ...TFIDF_WORDS, minDocs: 2, lambdas: [0.03, 0.01, 0.003] }],
  ['TF-IDF words, 3+ ads, weakest priors', { ...TFIDF_WORDS, lambdas: [0.01, 0.003] }],
];
const only = process.env.SCAM_ONLY?.split(',').map(Number);
const t0 = performance.now();
console.log(`tune part ${tune.length} ads (${tune.filter((a) => a.fraudulent).length} fraudulent) + ${extra.length} extra frauds; LinkedIn tune part ${liTune.length}`);
const profileRule = tune.map((a): Row => ({ p: a.companyFieldEmpty ? 1 : 0, y: a.fraudulent ? 1 : 0, alone: false }));
console.log(`baseline no company profile = fake: AUC ${f(rocAuc(profileRule))}, recall ${f(profileRule.filter((r) => r.p && r.y).length / profileRule.filter((r) => r.y).length)} at FPR ${f(profileRule.filter((r) => r.p && !r.y).length / profileRule.filter((r) => !r.y).length)}`);
for (const [name, setting] of settings.filter((_, i) => !only || only.includes(i))) {
  const wording = wordingOf([...tune, ...extra], setting);
  const data = examplesOf([...tune, ...extra], wording);
  const li = examplesOf(liTune, wording);
  const rows: (Row & { fold: number; cut: number })[] = [];
  const liRows: (Row & { fold: number; cut: number })[] = [];
  const chosen: string[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const p = procedure(data.filter((e) => foldOf(e.group, 'outer', 0) !== k), wording);
    chosen.push(`${p.prior.lambda}/${p.prior.wordLambda}`);
    const judge = (e: (typeof data)[number]) => ({ p: sigmoid(logitOf(p.model, e)), y: e.y, alone: oneSignAlone(p.model, e), fold: k, cut: p.thresholds.scam });
    for (const e of data.filter((d) => d.scored && foldOf(d.group, 'outer', 0) === k)) rows.push(judge(e));
    for (const e of li) liRows.push(judge(e));
  }
  const pos = rows.filter((r) => r.y).length;
  const neg = rows.length - pos;
  const flaggedAt = (r: Row, cut: number) => r.p >= cut && !r.alone;
  const atCut = rows.filter((r) => flaggedAt(r, r.cut));
  const liAtCut = liRows.filter((r) => flaggedAt(r, r.cut)).length / liRows.length;
  // the cut raised, where needed, until the fold model calls ≤ 5% of LinkedIn's tune part likely scams
  const liCut = Array.from({ length: FOLDS }, (_, k) => Math.max(rows.find((r) => r.fold === k)?.cut ?? 1, cutFor(liRows.filter((r) => r.fold === k), 0.05)));
  const atLiCut = rows.filter((r) => flaggedAt(r, liCut[r.fold]));
  console.log(
    `${name.padEnd(32)} vocab ${String(wording.vocabulary.length).padStart(5)}  AUC ${f(rocAuc(rows))}  recall@FPR≤0.08 ${f(recallAt(rows, 0.08))}  @≤0.05 ${f(recallAt(rows, 0.05))}` +
      `  | at fold cut: recall ${f(atCut.filter((r) => r.y).length / pos)} FPR ${f(atCut.filter((r) => !r.y).length / neg)} LinkedIn tune ${f(liAtCut)}` +
      `  | raised to LinkedIn≤0.05: recall ${f(atLiCut.filter((r) => r.y).length / pos)} FPR ${f(atLiCut.filter((r) => !r.y).length / neg)}  priors ${chosen.join(' ')}  (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
}
