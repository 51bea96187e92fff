// The scam model's fitting procedure, shared by scripts/fit-ghost-model.ts (which writes data/ghost-model.json) and
// the quality bench (which runs it again inside a cross-validation of the tune part, to report what it delivers on
// templates it never saw).
//
// A logistic regression over the signals of src/local/judge/scam-signals.ts, fitted by cyclic coordinate Newton steps with a
// Gaussian prior around each signal's stated weight (its strength chosen by grouped cross-validation, repeated over
// seeded fold assignments) and sign constraints: a scam signal never counts in a posting's favour, a legitimacy signal
// never against it. Signals the corpus cannot show keep their stated weight. Folds are drawn by template group, so a
// scheme posted twice is never scored by a model that saw its copy.
// Fitted on EMSCAD real against fraudulent ads (tune part) with fake-postings' frauds as extra positives; scored,
// calibrated and cut on the EMSCAD tune ads only, whose mix of real and fraudulent is the one the figures describe.
// The risk is calibrated by Platt scaling of the out-of-fold scores, folded into the weights (a × each fitted weight,
// a × intercept + b), so a shown risk of 70% means about 70 in 100 such ads were fraudulent in this labelled set.
import { createHash } from 'node:crypto';
import { isCited, POINTS_PER_LOGIT } from '../../src/local/judge/ghost-job';
import { distinctSigns, findScamSignals, SCAM_SIGNALS, WORDING_SIGN_POINTS, wordsOf, wordTokens, wordValues } from '../../src/local/judge/scam-signals';
import { templateGroups, type LabelledAd } from './ghost-ads';

/** The highest false-positive rate on real ads the tune part's out-of-fold scores may show at the scam cut. */
export const TARGET_FPR = 0.05;
/**
 * The highest share of another site's real ads (LinkedIn's tune part, never fitted on) the fitted model may call likely
 * scams: the cut is raised until it holds, a point under the 0.05 that site's held-back part is judged by.
 */
export const ELSEWHERE_FPR = 0.04;
/** Share of EMSCAD tune ads that may be left "Uncertain" between the two cuts. */
export const UNCERTAIN_BUDGET = 0.15;
/**
 * The highest "likely legit" cut: a risk of one half or more is no likely legit ad, whatever the budget allows (the page
 * showed "Likely Legit with 40% confidence" beside "Scam risk 60%"); under the scam cut it reads Uncertain.
 */
export const LEGIT_AT_MOST = 0.5;
const LAMBDAS = [4, 16];
/** How the words enter: which words count, and whether each weighs its TF-IDF value (else 1 when present). */
export interface WordSetting {
  /** a word counts when at least this many of the fitted ads use it (chosen without the labels) */
  minDocs: number;
  tfidf: boolean;
  /** prior strengths of the word weights (around 0); Infinity leaves the words out */
  lambdas: number[];
}
export const BINARY_WORDS: WordSetting = { minDocs: 8, tfidf: false, lambdas: [Infinity, 8, 2] };
export const TFIDF_WORDS: WordSetting = { minDocs: 3, tfidf: true, lambdas: [0.1, 0.03, 0.01] };
/** The setting the shipped model is fitted with (chosen by bench/quality/scam-text-model.ts on the tune part). */
export const WORDS: WordSetting = TFIDF_WORDS;
/** …and at most this share of them. */
const MAX_SHARE = 0.5;
export const FOLDS = 5;
/** Cross-validation is repeated over differently seeded fold assignments, so one lucky split does not choose. */
const REPEATS = 2;
/** How much mean cross-validated AUC a stronger prior may give up. */
const CV_TOLERANCE = 0.005;
/** Coordinate sweeps per fit (the weights move by less than 0.001 after this many). */
const SWEEPS = 80;

export interface Example {
  y: 0 | 1;
  x: number[];
  /** the template group (a hash of text) */
  group: string;
  /** 1 / the group's size: a template counts once however often it was posted */
  weight: number;
  /** an EMSCAD tune ad (scored, calibrated and cut on), or an extra fraud (fitted on only) */
  scored: boolean;
  /** indices of the words it uses, in the vocabulary */
  words: number[];
  /** each word's value (1, or its TF-IDF value) */
  values: number[];
}

export interface Model {
  w: number[];
  b: number;
  /** word weights, by vocabulary index */
  v: number[];
}

const ids = SCAM_SIGNALS.map((s) => s.id);
const fitted = SCAM_SIGNALS.map((s) => !s.priorOnly);
const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The words the model may weigh and their rarity (idf), chosen from how often the ads use them, never from the labels. */
export interface Wording {
  /** how they were chosen, and the prior strengths the fit tries for them */
  setting: WordSetting;
  vocabulary: string[];
  /** log((ads + 1) / (ads using it + 1)) + 1, when words weigh their TF-IDF value */
  idf?: Map<string, number>;
}

/** The words many (but not most) of the ads use. */
export function wordingOf(ads: LabelledAd[], setting: WordSetting = WORDS): Wording {
  const docs = new Map<string, number>();
  for (const a of ads) for (const w of wordsOf(a.text)) docs.set(w, (docs.get(w) ?? 0) + 1);
  const kept = [...docs].filter(([, n]) => n >= setting.minDocs && n <= MAX_SHARE * ads.length).sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    setting,
    vocabulary: kept.map(([w]) => w),
    ...(setting.tfidf ? { idf: new Map(kept.map(([w, n]) => [w, round(Math.log((ads.length + 1) / (n + 1)) + 1, 3)])) } : {}),
  };
}

export function examplesOf(ads: LabelledAd[], wording: Wording = wordingOf(ads)): Example[] {
  const groups = templateGroups(ads.map((a) => a.text));
  const sizes = new Map<string, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const index = new Map(wording.vocabulary.map((w, i) => [w, i]));
  return ads.map((a, i) => {
    const found = new Map(findScamSignals(a.text).map((f) => [f.id, f.value]));
    const present: [string, number][] = wording.idf ? [...wordValues(wordTokens(a.text), wording.idf)] : wordsOf(a.text).filter((w) => index.has(w)).map((w) => [w, 1]);
    return {
      y: a.fraudulent ? 1 : 0,
      x: ids.map((id) => found.get(id) ?? 0),
      group: groups[i],
      weight: 1 / sizes.get(groups[i])!,
      scored: a.source === 'emscad-mixed',
      words: present.map(([w]) => index.get(w)!),
      values: present.map(([, v]) => v),
    };
  });
}

export function fit(train: Example[], lambda: number, wordLambda = Infinity, vocabularySize = 0): Model {
  const w = SCAM_SIGNALS.map((s) => s.prior);
  const v = new Array<number>(vocabularySize).fill(0);
  let b = 0;
  const z = train.map((e) => e.x.reduce((n, x, j) => n + x * w[j], 0));
  // which ads use each word
  const users: number[][] = Array.from({ length: vocabularySize }, () => []);
  const values: number[][] = Array.from({ length: vocabularySize }, () => []);
  if (Number.isFinite(wordLambda))
    train.forEach((e, i) =>
      e.words.forEach((k, n) => {
        users[k].push(i);
        values[k].push(e.values[n]);
      }),
    );
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let k = 0; k < users.length; k++) {
      if (!users[k].length) continue;
      let g = wordLambda * v[k];
      let h = wordLambda;
      users[k].forEach((i, n) => {
        const x = values[k][n];
        const p = sigmoid(z[i] + b);
        g += train[i].weight * (p - train[i].y) * x;
        h += train[i].weight * p * (1 - p) * x * x;
      });
      const delta = -g / h;
      if (delta) users[k].forEach((i, n) => (z[i] += delta * values[k][n]));
      v[k] += delta;
    }
    {
      let g = 0;
      let h = 1e-9;
      for (let i = 0; i < train.length; i++) {
        const p = sigmoid(z[i] + b);
        g += train[i].weight * (p - train[i].y);
        h += train[i].weight * p * (1 - p);
      }
      b -= g / h;
    }
    for (let j = 0; j < ids.length; j++) {
      if (!fitted[j]) continue;
      let g = lambda * (w[j] - SCAM_SIGNALS[j].prior);
      let h = lambda;
      for (let i = 0; i < train.length; i++) {
        const v = train[i].x[j];
        if (!v) continue;
        const p = sigmoid(z[i] + b);
        g += train[i].weight * (p - train[i].y) * v;
        h += train[i].weight * p * (1 - p) * v * v;
      }
      let next = w[j] - g / h;
      next = SCAM_SIGNALS[j].kind === 'scam' ? Math.max(0, next) : Math.min(0, next);
      const delta = next - w[j];
      if (delta) for (let i = 0; i < train.length; i++) z[i] += delta * train[i].x[j];
      w[j] = next;
    }
  }
  return { w, b, v };
}

export const logitOf = (m: Model, e: { x: number[]; words: number[]; values: number[] }) =>
  m.b + e.x.reduce((n, x, j) => n + x * m.w[j], 0) + e.words.reduce((n, k, i) => n + (m.v[k] ?? 0) * e.values[i], 0);

/**
 * Platt scaling: risk = sigmoid(a × logit + b), fitted by Newton steps on the out-of-fold logits, each step halved until
 * the log loss falls by enough (Armijo). Full Newton steps from (1, 0) can overshoot, swing and diverge: on one outer
 * fold of the tune part they did (a ≈ 1.5e11), every risk became 0 or 1 and the cuts NaN, so that fold flagged nothing.
 * Where full steps converged, the optimum reached is the same (the loss is convex).
 */
export function platt(rows: { z: number; y: 0 | 1 }[]): { a: number; b: number } {
  // −log likelihood, without overflow for large |a × z + b|
  const loss = (a: number, b: number) =>
    rows.reduce((n, r) => {
      const s = a * r.z + b;
      return n + Math.max(s, 0) - r.y * s + Math.log1p(Math.exp(-Math.abs(s)));
    }, 0);
  let a = 1;
  let b = 0;
  let current = loss(a, b);
  for (let it = 0; it < 50; it++) {
    let ga = 0, gb = 0, haa = 1e-9, hab = 0, hbb = 1e-9;
    for (const r of rows) {
      const p = sigmoid(a * r.z + b);
      const d = p - r.y;
      const v = p * (1 - p);
      ga += d * r.z;
      gb += d;
      haa += v * r.z * r.z;
      hab += v * r.z;
      hbb += v;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    // the loss falls along the Newton direction at this rate (positive: the Hessian is positive definite)
    const slope = ga * da + gb * db;
    let step = 1;
    let next = loss(a - da, b - db);
    while (!(next <= current - 1e-4 * step * slope) && step > 1e-10) {
      step /= 2;
      next = loss(a - step * da, b - step * db);
    }
    if (step <= 1e-10) break; // no step lowers the loss: at the optimum, to rounding
    a -= step * da;
    b -= step * db;
    current = next;
  }
  return { a, b };
}

/** The calibration folded into the weights: fitted weights and the intercept scaled; stated (prior-only) weights kept. */
export const calibrated = (m: Model, c: { a: number; b: number }): Model => ({ w: m.w.map((v, j) => (fitted[j] ? v * c.a : v)), b: m.b * c.a + c.b, v: m.v.map((v) => v * c.a) });

/** Fewer than two distinct scam signs would be cited: never a likely scam, whatever the risk (ghost-job.ts, classify). */
export const oneSignAlone = (m: Model, e: { x: number[]; words: number[]; values: number[] }) =>
  distinctSigns([
    ...ids.filter((_, j) => SCAM_SIGNALS[j].kind === 'scam' && m.w[j] * e.x[j] > 0 && isCited(m.w[j] * e.x[j])),
    ...(Math.round(e.words.reduce((n, k, i) => n + Math.max(0, (m.v[k] ?? 0) * e.values[i]), 0) * POINTS_PER_LOGIT) >= WORDING_SIGN_POINTS ? ['fraud-wording'] : []),
  ]) < 2;

export interface Judged {
  /** calibrated risk */
  p: number;
  y: 0 | 1;
  alone: boolean;
}

export const flaggedAt = (r: Judged, scamCut: number) => r.p >= scamCut && !r.alone;

export function rocAuc(rows: { p: number; y: 0 | 1 }[]): number {
  const pos = rows.filter((r) => r.y === 1);
  const neg = rows.filter((r) => r.y === 0);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p.p > n.p ? 1 : p.p === n.p ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

/** The fold a template group falls in, for a salt (inner or outer cross-validation) and a repeat. */
export const foldOf = (group: string, salt: string, repeat: number) => createHash('sha256').update(`scam-fold:${salt}:${repeat}:${group}`).digest()[0] % FOLDS;

/** Out-of-fold raw logits of one repeat on the scored ads, with the fold model that judged each. */
function outOfFold(data: Example[], prior: Prior, size: number, repeat: number): { z: number; y: 0 | 1; e: Example; m: Model }[] {
  const out: { z: number; y: 0 | 1; e: Example; m: Model }[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const m = fit(data.filter((e) => foldOf(e.group, 'inner', repeat) !== k), prior.lambda, prior.wordLambda, size);
    for (const e of data.filter((d) => d.scored && foldOf(d.group, 'inner', repeat) === k)) out.push({ z: logitOf(m, e), y: e.y, e, m });
  }
  return out;
}

/** The prior strengths: of the signals' weights around their stated values, and of the words' around 0. */
export interface Prior {
  lambda: number;
  wordLambda: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The cuts: "likely scam" at the lowest risk whose false-positive rate on real ads is at most TARGET_FPR; "likely legit"
 * under the band the Uncertain budget allows, and never at a risk of LEGIT_AT_MOST or more.
 */
export function cuts(rows: Judged[], atLeast = 0): { scam: number; legit: number } {
  const sorted = [...new Set(rows.map((r) => r.p))].sort((a, b) => a - b);
  const scam = Math.max(atLeast, lowestCut(rows, TARGET_FPR));
  let legit = scam;
  for (const t of [...sorted].reverse()) {
    if (t >= scam) continue;
    if (rows.filter((r) => r.p >= t && !flaggedAt(r, scam)).length / rows.length > UNCERTAIN_BUDGET) break;
    legit = t;
  }
  return { scam: round(scam), legit: round(Math.min(legit, LEGIT_AT_MOST)) };
}

/** The lowest cut at which the real ads among these rows are called likely scams at most at this rate. */
export function lowestCut(rows: Judged[], fpr: number): number {
  const real = rows.filter((r) => r.y === 0);
  return [...new Set(rows.map((r) => r.p)), 1].sort((a, b) => a - b).find((t) => real.filter((r) => flaggedAt(r, t)).length / real.length <= fpr)!;
}

export interface Procedure {
  cv: { lambda: number; wordLambda: number; auc: number }[];
  prior: Prior;
  calibration: { a: number; b: number };
  /** the chosen prior's out-of-fold judgments, calibrated, every repeat pooled */
  oof: Judged[];
  thresholds: { scam: number; legit: number };
  /** the final model on all the examples given, calibration folded in */
  model: Model;
  raw: Model;
}

/**
 * Everything the fit chooses, from the examples it is given: prior strengths, calibration, cuts, weights. Real ads of
 * another site (never fitted on) only raise the scam cut, as far as ELSEWHERE_FPR asks.
 */
export function procedure(data: Example[], wording: Wording, elsewhere: Example[] = []): Procedure {
  const size = wording.vocabulary.length;
  // strongest priors first: words left out before words in, then the signals' stated weights held hardest
  const priors = wording.setting.lambdas.flatMap((wordLambda) => [...LAMBDAS].reverse().map((lambda) => ({ lambda, wordLambda })));
  const runs = priors.map((prior) => {
    const reps = Array.from({ length: REPEATS }, (_, r) => outOfFold(data, prior, size, r));
    return { prior, auc: mean(reps.map((rows) => rocAuc(rows.map((r) => ({ p: r.z, y: r.y }))))), rows: reps.flat() };
  });
  const top = Math.max(...runs.map((c) => c.auc));
  // the strongest prior within CV_TOLERANCE of the best: where the data cannot choose, the stated weights hold
  const best = runs.find((c) => c.auc >= top - CV_TOLERANCE)!;
  const calibration = platt(best.rows);
  const oof = best.rows.map((r) => {
    const m = calibrated(r.m, calibration);
    return { p: sigmoid(logitOf(m, r.e)), y: r.y, alone: oneSignAlone(m, r.e) };
  });
  const raw = fit(data, best.prior.lambda, best.prior.wordLambda, size);
  const model = calibrated(raw, calibration);
  const other = elsewhere.map((e) => ({ p: sigmoid(logitOf(model, e)), y: 0 as const, alone: oneSignAlone(model, e) }));
  return {
    cv: runs.map(({ prior, auc }) => ({ ...prior, auc: round(auc) })),
    prior: best.prior,
    calibration,
    oof,
    thresholds: cuts(oof, other.length ? lowestCut(other, ELSEWHERE_FPR) : 0),
    model,
    raw,
  };
}

export interface Verdict extends Judged {
  flagged: boolean;
  uncertain: boolean;
}

/** Each scored ad judged by the whole procedure run without its outer fold (folds drawn by template group). */
export function nestedJudgements(data: Example[], wording: Wording, elsewhere: Example[] = [], repeats = 1): Verdict[] {
  const out: Verdict[] = [];
  for (let r = 0; r < repeats; r++)
    for (let k = 0; k < FOLDS; k++) {
      const p = procedure(data.filter((e) => foldOf(e.group, 'outer', r) !== k), wording, elsewhere);
      for (const e of data.filter((d) => d.scored && foldOf(d.group, 'outer', r) === k)) {
        const risk = sigmoid(logitOf(p.model, e));
        const alone = oneSignAlone(p.model, e);
        const flagged = risk >= p.thresholds.scam && !alone;
        out.push({ p: risk, y: e.y, alone, flagged, uncertain: !flagged && risk >= p.thresholds.legit });
      }
    }
  return out;
}

/** Recall, false-positive rate on real ads, precision, ROC AUC and Uncertain share of a set of verdicts. */
export function figures(rows: Verdict[]) {
  const tp = rows.filter((r) => r.flagged && r.y === 1).length;
  const fp = rows.filter((r) => r.flagged && r.y === 0).length;
  const pos = rows.filter((r) => r.y === 1).length;
  return {
    tp,
    fp,
    pos,
    neg: rows.length - pos,
    recall: tp / Math.max(1, pos),
    fpr: fp / Math.max(1, rows.length - pos),
    precision: tp / Math.max(1, tp + fp),
    rocAuc: rocAuc(rows),
    uncertain: rows.filter((r) => r.uncertain).length / rows.length,
  };
}

/** Reliability of the shown risk: per bin of predicted risk, how many ads, their mean risk and the share fraudulent. */
export function reliability(rows: { p: number; y: 0 | 1 }[], edges = [0, 0.2, 0.4, 0.6, 0.8, 1.0001]) {
  return edges.slice(0, -1).map((lo, i) => {
    const inBin = rows.filter((r) => r.p >= lo && r.p < edges[i + 1]);
    return { lo, hi: Math.min(1, edges[i + 1]), n: inBin.length, predicted: inBin.length ? mean(inBin.map((r) => r.p)) : NaN, observed: inBin.length ? mean(inBin.map((r) => r.y)) : NaN };
  });
}

export const brier = (rows: { p: number; y: 0 | 1 }[]) => mean(rows.map((r) => (r.p - r.y) ** 2));

