// Fits the ghost/scam detector's weights (data/ghost-model.json) on the TUNE part of the labelled ads only:
// EMSCAD fraudulent ads as positives, real LinkedIn postings as negatives (../shared at dev time; only weights are written).
// Run: npx tsx scripts/fit-ghost-model.ts   (deterministic: same corpus → same file)
//
// The model is a logistic regression over the signals of src/local/scam-signals.ts, fitted by cyclic coordinate Newton
// steps with a Gaussian prior around each signal's stated prior weight (its strength chosen by 5-fold
// cross-validation on the tune part, repeated over 5 seeded fold assignments) and sign constraints: a scam signal never
// counts in a posting's favour, a legitimacy signal never against it. Signals the corpus cannot show (contacts were
// hashed) keep their prior. Thresholds come from the out-of-fold scores of every repeat, pooled.
// About one fraudulent ad in five repeats another's template almost word for word (the same scheme posted again), so
// near-duplicates form one group: a group is never split across folds, and its ads share one example's weight. Else
// the folds would score a template on its own copy, and the fit would learn one scheme's wording ("Signing bonus by
// Aptitude Staffing…") rather than what frauds share.
// The whole procedure (prior strength, weights, thresholds) is then run again inside an outer cross-validation of the
// tune part (its outer folds drawn by group too), so the file also states what it delivers on templates it never saw,
// choices included (nestedFigures).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { labelledAds, NEAR_DUPLICATE_JACCARD, nearDuplicateGroups } from '../bench/quality/ghost-ads';
import { isCited } from '../src/local/ghost-job';
import { findScamSignals, SCAM_SIGNALS, type GhostModel } from '../src/local/scam-signals';

const OUT = join(__dirname, '../data/ghost-model.json');
/**
 * Precision wanted on the tune part's out-of-fold scores (the bench asks 0.80 on test: keep a margin). Chosen by the
 * nested estimate of the whole procedure (tune part only), as the one whose smaller margin over the two targets
 * (precision 0.80, recall 0.75) is largest. With the role-alone rule and the pay reader of 2026-11-28's ninth session,
 * at 0.81 / 0.82 / 0.83 / 0.84 it read precision 0.820 / 0.823 / 0.835 / 0.844, recall 0.795 / 0.776 / 0.776 / 0.768,
 * smaller margins 0.020 / 0.023 / 0.026 / 0.018 (without the rule, 0.82 was best: 0.818 / 0.776).
 */
const TARGET_PRECISION = 0.83;
/** Share of ads left "Uncertain" on the tune part (the bench allows 20% on test). */
const UNCERTAIN_BUDGET = 0.12;
const LAMBDAS = [0.125, 0.25, 0.5, 1, 2, 4, 8, 16, 32];
const FOLDS = 5;
/** Cross-validation is repeated over differently seeded fold assignments, so one lucky split does not choose. */
const REPEATS = 5;
/** How much mean cross-validated AUC a stronger prior may give up (the repeats' own spread is smaller than this). */
const CV_TOLERANCE = 0.005;
/** Outer repeats of the nested cross-validation (each runs the whole procedure FOLDS times: about a minute). */
const NESTED_REPEATS = 3;

interface Example {
  id: string;
  y: 0 | 1;
  x: number[];
  /** the near-duplicate group it belongs to (its first ad's id) */
  group: string;
  /** 1 / the group's size: a template counts once however often it was posted */
  weight: number;
}

/** An ad's out-of-fold risk, its label, and whether its role's kind is its only cited scam sign. */
interface Scored {
  s: number;
  y: 0 | 1;
  roleAlone?: boolean;
}

const ids = SCAM_SIGNALS.map((s) => s.id);
const fitted = SCAM_SIGNALS.map((s) => !s.priorOnly);

function fit(train: Example[], lambda: number): { w: number[]; b: number } {
  const w = SCAM_SIGNALS.map((s) => s.prior);
  let b = 0;
  const z = train.map((e) => e.x.reduce((n, v, j) => n + v * w[j], 0));
  for (let sweep = 0; sweep < 300; sweep++) {
    // intercept: unregularised
    {
      let g = 0;
      let h = 1e-9;
      for (let i = 0; i < train.length; i++) {
        const p = 1 / (1 + Math.exp(-(z[i] + b)));
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
        const p = 1 / (1 + Math.exp(-(z[i] + b)));
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
  return { w, b };
}

const ROLE = ids.indexOf('scam-favoured-role');
/**
 * The only scam sign the answer would cite (half a point or more) is the kind of role: what fake ads favour is a base
 * rate, not evidence about this ad, so the detector never calls an ad a likely scam on that alone (ghost-job.ts,
 * classify); the thresholds and figures below apply the same rule.
 */
const roleAlone = (m: { w: number[]; b: number }, x: number[]) =>
  x[ROLE] > 0 && ids.every((id, j) => j === ROLE || SCAM_SIGNALS[j].kind !== 'scam' || !isCited(m.w[j] * x[j]));
const score = (m: { w: number[]; b: number }, x: number[]) => 1 / (1 + Math.exp(-(m.b + x.reduce((n, v, j) => n + v * m.w[j], 0))));

export function rocAuc(scores: Scored[]): number {
  const pos = scores.filter((r) => r.y === 1);
  const neg = scores.filter((r) => r.y === 0);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p.s > n.s ? 1 : p.s === n.s ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

// folds are drawn by group, so no template is scored by a model that saw its copy
const foldOf = (e: Example, repeat: number) => createHash('sha256').update(`ghost-fold:${repeat}:${e.group}`).digest()[0] % FOLDS;

/** Out-of-fold scores of one repeat: every tune ad scored by a model fitted without it. */
function outOfFold(data: Example[], lambda: number, repeat: number): Scored[] {
  const out: Scored[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const m = fit(data.filter((e) => foldOf(e, repeat) !== k), lambda);
    for (const e of data.filter((d) => foldOf(d, repeat) === k)) out.push({ s: score(m, e.x), y: e.y, roleAlone: roleAlone(m, e.x) });
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function thresholds(scores: Scored[]): { scam: number; legit: number } {
  const sorted = [...new Set(scores.map((r) => r.s))].sort((a, b) => a - b);
  // scam: the lowest cut whose flagged ads are at least TARGET_PRECISION fraudulent (the most recall at that precision)
  let scam = 1;
  for (const t of sorted) {
    const flagged = scores.filter((r) => r.s >= t && !r.roleAlone);
    const precision = flagged.filter((r) => r.y === 1).length / flagged.length;
    if (precision >= TARGET_PRECISION) {
      scam = t;
      break;
    }
  }
  // legit: everything under it is called legit; the band between is "Uncertain", at most UNCERTAIN_BUDGET of the ads
  let legit = scam;
  for (const t of [...sorted].reverse()) {
    if (t >= scam) continue;
    const band = scores.filter((r) => r.s >= t && (r.s < scam || r.roleAlone)).length / scores.length;
    if (band > UNCERTAIN_BUDGET) break;
    legit = t;
  }
  return { scam: round(scam), legit: round(legit) };
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

function figures(scores: Scored[], t: { scam: number; legit: number }) {
  const flagged = scores.filter((r) => r.s >= t.scam && !r.roleAlone);
  const tp = flagged.filter((r) => r.y === 1).length;
  return {
    precision: round(tp / Math.max(1, flagged.length), 3),
    recall: round(tp / scores.filter((r) => r.y === 1).length, 3),
    uncertain: round(scores.filter((r) => r.s >= t.legit && (r.s < t.scam || r.roleAlone)).length / scores.length, 3),
    rocAuc: round(rocAuc(scores), 3),
  };
}

interface Procedure {
  cv: { lambda: number; auc: number; se: number }[];
  lambda: number;
  /** the chosen prior's out-of-fold scores, every repeat pooled */
  oof: Scored[];
  thresholds: { scam: number; legit: number };
  model: { w: number[]; b: number };
}

/** Everything the fit chooses, from the examples it is given: prior strength by cross-validation, thresholds, weights. */
function procedure(data: Example[]): Procedure {
  const cv = LAMBDAS.map((lambda) => {
    const runs = Array.from({ length: REPEATS }, (_, r) => outOfFold(data, lambda, r));
    const aucs = runs.map(rocAuc);
    const sd = Math.sqrt(mean(aucs.map((a) => (a - mean(aucs)) ** 2)) * (REPEATS / (REPEATS - 1)));
    return { lambda, auc: mean(aucs), se: sd / Math.sqrt(REPEATS), oof: runs.flat() };
  });
  // the strongest prior whose mean cross-validated AUC is within CV_TOLERANCE of the best: where the data cannot choose
  // (signals that mostly fire together with "no company named"), the stated weights of generic scam signals hold
  const top = Math.max(...cv.map((c) => c.auc));
  const best = [...cv].reverse().find((c) => c.auc >= top - CV_TOLERANCE)!;
  return { cv: cv.map(({ lambda, auc, se }) => ({ lambda, auc, se })), lambda: best.lambda, oof: best.oof, thresholds: thresholds(best.oof), model: fit(data, best.lambda) };
}

const outerFoldOf = (e: Example, repeat: number) => createHash('sha256').update(`ghost-outer:${repeat}:${e.group}`).digest()[0] % FOLDS;

/** The procedure's figures on ads it never saw: each outer fold judged by a procedure run on the other folds only. */
function nestedFigures(data: Example[]) {
  const judged: { s: number; y: 0 | 1; flagged: boolean }[] = [];
  for (let r = 0; r < NESTED_REPEATS; r++)
    for (let k = 0; k < FOLDS; k++) {
      const p = procedure(data.filter((e) => outerFoldOf(e, r) !== k));
      for (const e of data.filter((d) => outerFoldOf(d, r) === k)) {
        const s = score(p.model, e.x);
        judged.push({ s, y: e.y, flagged: s >= p.thresholds.scam && !roleAlone(p.model, e.x) });
      }
    }
  const tp = judged.filter((j) => j.flagged && j.y === 1).length;
  return {
    outerRepeats: NESTED_REPEATS,
    precision: round(tp / Math.max(1, judged.filter((j) => j.flagged).length), 3),
    recall: round(tp / judged.filter((j) => j.y === 1).length, 3),
  };
}

function main(): void {
  const tune = labelledAds().filter((a) => a.part === 'tune');
  const groups = nearDuplicateGroups(tune);
  const sizes = new Map<string, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const data: Example[] = tune.map((a, i) => {
    const found = new Map(findScamSignals(a.text).map((f) => [f.id, f.value]));
    return { id: a.id, y: a.fraudulent ? 1 : 0, x: ids.map((id) => found.get(id) ?? 0), group: groups[i], weight: 1 / sizes.get(groups[i])! };
  });
  const groupsOf = (y: 0 | 1) => new Set(data.filter((e) => e.y === y).map((e) => e.group)).size;
  const { cv, lambda, oof, thresholds: t, model: m } = procedure(data);
  const model: GhostModel & Record<string, unknown> = {
    version: 1,
    about:
      'Logistic regression over the scam signals of src/local/scam-signals.ts (log-odds weights), fitted by scripts/fit-ghost-model.ts on the tune part of bench/quality/ghost-ads.ts: EMSCAD fraudulent ads (2012-14) as positives, real LinkedIn postings (2023-24) as negatives, contacts removed from both; near-duplicate ads (one template posted again) weigh as one and share a fold. Thresholds cut the risk (0–1): at or above scam → likely scam; under legit → likely legit; between → Uncertain.',
    tunePart: { fraudulent: data.filter((e) => e.y === 1).length, real: data.filter((e) => e.y === 0).length },
    nearDuplicates: { jaccardOfWord5grams: NEAR_DUPLICATE_JACCARD, fraudulentGroups: groupsOf(1), realGroups: groupsOf(0) },
    crossValidation: { folds: FOLDS, repeats: REPEATS, rocAucByLambda: cv.map((c) => ({ lambda: c.lambda, rocAuc: round(c.auc, 4), standardError: round(c.se, 4) })), chosenLambda: lambda },
    outOfFoldFigures: figures(oof, t),
    nestedFigures: nestedFigures(data),
    priorOnly: SCAM_SIGNALS.filter((s) => s.priorOnly).map((s) => s.id),
    intercept: round(m.b),
    weights: Object.fromEntries(ids.map((id, j) => [id, round(m.w[j])])),
    thresholds: t,
  };
  writeFileSync(OUT, JSON.stringify(model, null, 2) + '\n');
  console.log(JSON.stringify({ cv: model.crossValidation, outOfFold: model.outOfFoldFigures, nested: model.nestedFigures, thresholds: t, intercept: model.intercept, weights: model.weights }, null, 1));
}

main();
