// Fits the job-match blend on the tune part only and writes data/job-match-weights.json: first the share of the
// match rate that is the vocabulary's skills (the rest: the posting's stressed terms), then the weights of the five
// parts, each by coordinate ascent on the pairwise AUC (own occupation above another), tech and non-tech weighed
// alike. Run: npm run fit-job-match -w @careerkit/ai, then npm run bench:quality for the test part.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JOB_MATCH_PARTS, MATCH_RATE_PARTS, type JobMatchPart, type MatchRatePart } from '../../src/local/job-match';
import categoryFamilies from './category-families.json';
import { corpusAvailable } from './corpus';
import { matchSets, productScorers } from './job-match';

if (!corpusAvailable()) throw new Error('no corpus: set CAREERKIT_CORPUS');
const tech = new Set(categoryFamilies.techFamilies);
const { resumes, postings } = matchSets('tune');
const scorers = productScorers();

interface Pair {
  rate: Record<MatchRatePart, number>;
  hasSkills: boolean;
  parts: Record<JobMatchPart, number>;
}
// rows[r][p]
const rows: Pair[][] = resumes.map((r) =>
  postings.map((p) => {
    const { km, rate, parts } = scorers.parts(r.text, p.text);
    return {
      rate: Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, rate.parts[k].score])) as Record<MatchRatePart, number>,
      hasSkills: km.posting.length > 0,
      parts: Object.fromEntries(JOB_MATCH_PARTS.map((k) => [k, parts[k].score])) as Record<JobMatchPart, number>,
    };
  }),
);

/** Pairwise AUC for tech and non-tech résumés, and their mean (what the fit maximises). */
function auc(score: (pair: Pair) => number): { tech: number; nonTech: number; overall: number; balanced: number } {
  const sums = { tech: [0, 0], nonTech: [0, 0] };
  resumes.forEach((r, i) => {
    const own: number[] = [];
    const other: number[] = [];
    postings.forEach((p, j) => (p.family === r.family ? own : other).push(score(rows[i][j])));
    const cell = tech.has(r.family) ? sums.tech : sums.nonTech;
    for (const a of own) for (const b of other) cell[0] += a > b ? 1 : a === b ? 0.5 : 0;
    cell[1] += own.length * other.length;
  });
  const t = sums.tech[0] / sums.tech[1];
  const n = sums.nonTech[0] / sums.nonTech[1];
  return { tech: t, nonTech: n, overall: (sums.tech[0] + sums.nonTech[0]) / (sums.tech[1] + sums.nonTech[1]), balanced: (t + n) / 2 };
}

/** Coordinate ascent on the simplex: move STEP of weight from one part to another while the balanced AUC rises. */
function fit<K extends string>(keys: readonly K[], score: (w: Record<K, number>) => (pair: Pair) => number): Record<K, number> {
  const STEP = 0.05;
  let weights = Object.fromEntries(keys.map((k) => [k, 1 / keys.length])) as Record<K, number>;
  let best = auc(score(weights)).balanced;
  for (let improved = true, rounds = 0; improved && rounds < 60; rounds++) {
    improved = false;
    for (const from of keys)
      for (const to of keys) {
        if (from === to || weights[from] < STEP - 1e-9) continue;
        const next = { ...weights, [from]: weights[from] - STEP, [to]: weights[to] + STEP };
        const a = auc(score(next)).balanced;
        if (a > best + 1e-9) [best, weights, improved] = [a, next, true];
      }
  }
  return Object.fromEntries(keys.map((k) => [k, Math.round(weights[k] * 100) / 100])) as Record<K, number>;
}

const rateOf = (w: Record<MatchRatePart, number>) => (pair: Pair) => {
  const ws = { ...w, skills: pair.hasSkills ? w.skills : 0 };
  const total = MATCH_RATE_PARTS.reduce((s, k) => s + ws[k], 0) || 1;
  return MATCH_RATE_PARTS.reduce((s, k) => s + (ws[k] / total) * pair.rate[k], 0);
};
const rate = fit(MATCH_RATE_PARTS, rateOf);
const rateAuc = auc(rateOf(rate));
console.log(`match rate: ${JSON.stringify(rate)} → tune AUC ${JSON.stringify(rateAuc)}`);

const jobOf = (w: Record<JobMatchPart, number>) => (pair: Pair) => JOB_MATCH_PARTS.reduce((s, k) => s + w[k] * (k === 'matchRate' ? rateOf(rate)(pair) : pair.parts[k]), 0);
const weights = fit(JOB_MATCH_PARTS, jobOf);
const jobAuc = auc(jobOf(weights));
console.log(`job match: ${JSON.stringify(weights)} → tune AUC ${JSON.stringify(jobAuc)}`);

const round3 = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));
writeFileSync(
  resolve(__dirname, '../../data/job-match-weights.json'),
  JSON.stringify(
    {
      source: 'Fitted by libs/ai/bench/quality/fit-job-match.ts on the tune part of the quality corpus (resumes-text unique rows × labelled postings): coordinate ascent on the pairwise AUC (own occupation above another), tech and non-tech weighed alike.',
      fittedOn: { part: 'tune', resumes: resumes.length, postings: postings.length, matchRateAuc: round3(rateAuc), jobMatchAuc: round3(jobAuc) },
      rate,
      weights,
    },
    null,
    2,
  ) + '\n',
);
