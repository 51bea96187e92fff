// Fits the scam detector's weights (data/ghost-model.json) on the TUNE part of emscad-mixed (EMSCAD real against
// fraudulent ads of one site and period), with fake-postings' frauds as extra positives; the held-back test part is
// never read here. The procedure (bench/quality/scam-fit.ts): prior strength by grouped cross-validation, Platt
// calibration of the out-of-fold risk folded into the weights, cuts from the out-of-fold risk (the scam cut raised
// until LinkedIn's tune part, never fitted on, is called a likely scam at most ELSEWHERE_FPR of the time); then the whole
// procedure again inside an outer cross-validation by template (nestedFigures: what it delivers on templates it never saw).
// Run: npx tsx scripts/fit-ghost-model.ts   (deterministic: same corpus → same file)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emscadMixedAds, extraFraudulentAds, linkedinAds, NEAR_DUPLICATE_JACCARD } from '../bench/quality/ghost-ads';
import { ELSEWHERE_FPR, examplesOf, figures, FOLDS, LEGIT_AT_MOST, nestedJudgements, procedure, TARGET_FPR, UNCERTAIN_BUDGET, wordingOf } from '../bench/quality/scam-fit';
import { SCAM_SIGNALS, type GhostModel } from '../src/local/judge/scam-signals';

const OUT = join(__dirname, '../data/ghost-model.json');
const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

function main(): void {
  const tune = emscadMixedAds().filter((a) => a.part === 'tune');
  const extra = extraFraudulentAds();
  const wording = wordingOf([...tune, ...extra]);
  const data = examplesOf([...tune, ...extra], wording);
  const elsewhere = examplesOf(linkedinAds().filter((a) => a.part === 'tune'), wording);
  const p = procedure(data, wording, elsewhere);
  const nested = figures(nestedJudgements(data, wording, elsewhere));
  const model: GhostModel & Record<string, unknown> = {
    version: 3,
    about:
      'Logistic regression over the scam signals of src/local/judge/scam-signals.ts (log-odds weights, calibrated: a shown risk of 70% means about 70 in 100 such EMSCAD ads were fraudulent, in a set where 37% of the tune ads are), and of the words an ad writes in lower case (wording: each word weighs its fitted log-odds × its TF-IDF value in the ad, the ad\'s words scaled to unit length, wordIdf their rarity), fitted by scripts/fit-ghost-model.ts on the tune part of emscad-mixed (EMSCAD real against fraudulent ads of one site and period, split by template from a hash of the text) with fake-postings frauds as extra positives; contacts removed. Thresholds cut the risk (0–1): at or above scam → likely scam (with two distinct scam signs at least); under legit (never over one half) → likely legit; between → Uncertain.',
    tunePart: { fraudulent: tune.filter((a) => a.fraudulent).length, real: tune.filter((a) => !a.fraudulent).length, extraFraudulent: extra.length, linkedinForTheCut: elsewhere.length },
    nearDuplicates: { jaccardOfWord5grams: NEAR_DUPLICATE_JACCARD, groups: new Set(data.map((e) => e.group)).size },
    crossValidation: { folds: FOLDS, rocAucByPrior: p.cv.map((c) => ({ ...c, wordLambda: Number.isFinite(c.wordLambda) ? c.wordLambda : 'words left out' })), chosen: p.prior },
    vocabulary: { words: wording.vocabulary.length, usedByAtLeast: wording.setting.minDocs, tfidf: wording.setting.tfidf },
    calibration: { slope: round(p.calibration.a), intercept: round(p.calibration.b), rawIntercept: round(p.raw.b) },
    cutRule: { falsePositiveRateAtMost: TARGET_FPR, linkedinTuneAtMost: ELSEWHERE_FPR, uncertainAtMost: UNCERTAIN_BUDGET, legitAtMost: LEGIT_AT_MOST },
    nestedFigures: { recall: round(nested.recall, 3), falsePositiveRate: round(nested.fpr, 3), precision: round(nested.precision, 3), rocAuc: round(nested.rocAuc, 3), uncertain: round(nested.uncertain, 3) },
    priorOnly: SCAM_SIGNALS.filter((s) => s.priorOnly).map((s) => s.id),
    intercept: round(p.model.b),
    weights: Object.fromEntries(SCAM_SIGNALS.map((s, j) => [s.id, round(p.model.w[j])])),
    wording: Object.fromEntries(wording.vocabulary.map((w, k): [string, number] => [w, round(p.model.v[k])]).filter(([, v]) => v !== 0)),
    ...(wording.idf ? { wordIdf: Object.fromEntries([...wording.idf].map(([w, v]) => [w, round(v, 3)])) } : {}),
    thresholds: p.thresholds,
  };
  writeFileSync(OUT, JSON.stringify(model, null, 2) + '\n');
  console.log(JSON.stringify({ cv: model.crossValidation, calibration: model.calibration, nested: model.nestedFigures, thresholds: p.thresholds }, null, 1));
}

main();
