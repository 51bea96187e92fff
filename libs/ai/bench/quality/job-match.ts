// Job match and the scanner's match rate on real documents, per résumé source against LinkedIn postings:
// - resumes-text (unique rows) and livecareer résumés against postings labelled with an occupation family from their
//   titles (posting-families.json, by the salary service's O*NET title matcher, hand-checked; category-families.json);
// - the neighbouring-roles set: resumes-text's tech and business categories against tech and business postings graded
//   by hand for each category (neighbouring-roles.json), where a Java developer must rank a Java posting above a .NET
//   or a data-science one.
// A good score ranks a better-graded posting above a worse one for the same résumé: pairwise AUC, and top-1 (the
// résumé's highest-scored posting is one of its best grade), beside TF-IDF cosine and BM25 over the same texts with the
// corpus's document frequencies. Each source is also left out of a fit of the weights on the others' tune part.
import { matchKeywords } from '../../src/local/judge/ats';
import {
  JOB_MATCH_PARTS,
  JOB_MATCH_WEIGHTS,
  MATCH_RATE_PARTS,
  blend,
  jobMatchParts,
  postingForMatch,
  rateBlend,
  resumeForMatch,
  type JobMatchPart,
  type JobMatchWeights,
  type MatchRatePart,
  type PostingForMatch,
  type ResumeForMatch,
} from '../../src/local/judge/job-match';
import { parsePosting } from '../../src/local/read/job-posting';
import { parseResume, type ParsedResume } from '../../src/local/read/resume-parser';
import { careerFacts, reviewResume, type CareerFacts } from '../../src/local/judge/resume-review';
import { findSkills, type FoundSkill } from '../../src/local/read/skills';
import { bm25Scorer, pairwiseAuc, tfidfScorer, type PairScorer } from './baselines';
import categoryFamilies from './category-families.json';
import { livecareerResumes, partOf, postings, textResumes, type Part } from './corpus';
import neighbouring from './neighbouring-roles.json';
import postingFamilies from './posting-families.json';
import { QUICK, type QualitySection } from './section';

export type Scorer = 'product' | 'scanner' | 'tfidf' | 'bm25';
const SCORERS: Scorer[] = ['product', 'scanner', 'tfidf', 'bm25'];
const LABEL: Record<Scorer, string> = { product: 'job match', scanner: 'scanner match rate', tfidf: 'TF-IDF cosine', bm25: 'BM25' };

export type Source = 'resumes-text' | 'livecareer' | 'neighbouring';
export const SOURCES: Source[] = ['resumes-text', 'livecareer', 'neighbouring'];
const SOURCE_LABEL: Record<Source, string> = {
  'resumes-text': 'resumes-text × LinkedIn (occupation families)',
  livecareer: 'livecareer × LinkedIn (occupation families, noisy labels)',
  neighbouring: 'neighbouring roles: resumes-text tech/business × LinkedIn tech/business (graded)',
};

interface Doc {
  id: string;
  text: string;
  /** the résumé's family or category, for grouping */
  label: string;
  /** tech or not, for the families' sources */
  tech?: boolean;
}

/** One source's judged pairs in one part: grade[r][p], higher is a better match (0 none). */
export interface JudgedSet {
  source: Source;
  resumes: Doc[];
  postings: Doc[];
  grade: number[][];
}

const NOW = new Date('2026-11-01T00:00:00Z');

interface ResumeSide {
  parsed: ParsedResume;
  skills: FoundSkill[];
  career: CareerFacts;
  match: ResumeForMatch;
}

/** Every part of one pair, unblended: what the weights are fitted on. */
export interface PairParts {
  rate: Record<MatchRatePart, number>;
  /** whether each rate part could be compared (a part that could not is left out of the blend) */
  rateCompared: Record<MatchRatePart, boolean>;
  job: Record<JobMatchPart, number>;
}

/**
 * The product's scores through the engine's own functions (the ones reviewResume runs), each résumé and posting
 * read once however many pairs it is in: the same numbers as analyzeResume's jobMatchScore, thousands of times faster.
 */
export function productScorers(weights: JobMatchWeights = JOB_MATCH_WEIGHTS) {
  const resumes = new Map<string, ResumeSide>();
  const posts = new Map<string, PostingForMatch>();
  const resumeSide = (text: string) => {
    let side = resumes.get(text);
    if (!side) {
      const parsed = parseResume(text, NOW);
      const skills = findSkills(parsed.text);
      side = { parsed, skills, career: careerFacts(parsed), match: resumeForMatch(parsed, skills) };
      resumes.set(text, side);
    }
    return side;
  };
  const postingSide = (text: string) => {
    let side = posts.get(text);
    if (!side) posts.set(text, (side = postingForMatch(parsePosting(text))));
    return side;
  };
  const keywords = (resume: string, posting: string) => {
    const r = resumeSide(resume);
    const p = postingSide(posting);
    return { r, p, km: matchKeywords(r.skills, p.posting, r.parsed, { resume: r.match, posting: p, weights }) };
  };
  return {
    jobMatch(resume: string, posting: string): number {
      const { r, p, km } = keywords(resume, posting);
      return Math.round(blend(jobMatchParts(r.match, p, km.rate!, r.career), weights).score * 100);
    },
    matchRate(resume: string, posting: string): number {
      return keywords(resume, posting).km.coverage;
    },
    /** every part, unblended, for fitting the weights */
    parts(resume: string, posting: string): PairParts {
      const { r, p, km } = keywords(resume, posting);
      const parts = jobMatchParts(r.match, p, km.rate!, r.career);
      return {
        rate: Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, km.rate!.parts[k].score])) as Record<MatchRatePart, number>,
        rateCompared: Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, km.rate!.parts[k].compared !== false])) as Record<MatchRatePart, boolean>,
        job: Object.fromEntries(JOB_MATCH_PARTS.map((k) => [k, parts[k].score])) as Record<JobMatchPart, number>,
      };
    },
  };
}
export type ProductScorers = ReturnType<typeof productScorers>;

/** A pair's scanner match rate and job match (0-100, rounded as the product shows it) under the given weights. */
export function scoreWith(weights: JobMatchWeights, pair: PairParts): { scanner: number; product: number } {
  const rate = rateBlend(pair.rate, pair.rateCompared, weights);
  const total = JOB_MATCH_PARTS.reduce((s, k) => s + weights.weights[k], 0) || 1;
  const job = JOB_MATCH_PARTS.reduce((s, k) => s + (weights.weights[k] / total) * (k === 'matchRate' ? rate : pair.job[k]), 0);
  return { scanner: rate, product: Math.round(job * 100) };
}

const familyOfPosting = postingFamilies.postings as unknown as Record<string, [string, string | null, string]>;
const postingText = (p: { title: string; description: string; skills_desc: string }) => [p.title, p.description, p.skills_desc].filter(Boolean).join('\n');

/** Every text the corpus holds for matching (both parts, labels unused): the baselines' document frequencies. */
export function corpusTexts(): string[] {
  return [...postings().map(postingText), ...textResumes().map((r) => r.text), ...livecareerResumes().map((r) => r.text)];
}

export function judgedSets(part: Part): Record<Source, JudgedSet> {
  const tech = new Set(categoryFamilies.techFamilies);
  const labelled = postings()
    .filter((p) => partOf(p.id) === part && familyOfPosting[p.id]?.[0] && familyOfPosting[p.id][0] !== 'unlabelled')
    .map((p) => ({ id: p.id, label: familyOfPosting[p.id][0], text: postingText(p) }));
  const families = new Set(labelled.map((p) => p.label));
  const byFamily = (source: Source, docs: Doc[]): JudgedSet => ({
    source,
    resumes: docs,
    postings: labelled,
    grade: docs.map((r) => labelled.map((p) => (p.label === r.label ? 1 : 0))),
  });
  const cat = categoryFamilies.resumes as Record<string, string>;
  const text = textResumes()
    .filter((r) => partOf(r.id) === part && families.has(cat[r.category]))
    .map((r) => ({ id: r.id, label: cat[r.category], tech: tech.has(cat[r.category]), text: r.text }));
  const lc = categoryFamilies.livecareer as Record<string, string>;
  const live = livecareerResumes()
    .filter((r) => partOf(r.id) === part && families.has(lc[r.category]))
    .map((r) => ({ id: r.id, label: lc[r.category], tech: tech.has(lc[r.category]), text: r.text }));
  // the neighbouring set is split by résumé only: every judged posting is in both parts
  const judged = neighbouring.postings as Record<string, { role: string; '2'?: string[]; '1'?: string[] }>;
  const all = new Map(postings().map((p) => [p.id, p]));
  const nPostings = Object.keys(judged).map((id) => ({ id, label: judged[id].role, text: postingText(all.get(id)!) }));
  const categories = new Set(neighbouring.categories);
  const nResumes = textResumes()
    .filter((r) => partOf(r.id) === part && categories.has(r.category))
    .map((r) => ({ id: r.id, label: r.category, text: r.text }));
  const gradeOf = (category: string, id: string) => (judged[id]['2']?.includes(category) ? 2 : judged[id]['1']?.includes(category) ? 1 : 0);
  return {
    'resumes-text': byFamily('resumes-text', text),
    livecareer: byFamily('livecareer', live),
    neighbouring: { source: 'neighbouring', resumes: nResumes, postings: nPostings, grade: nResumes.map((r) => nPostings.map((p) => gradeOf(r.label, p.id))) },
  };
}

/** One cell of a table: pairwise AUC over pairs of different grades, and top-1 over résumés with a graded posting. */
export interface Cell {
  wins: number;
  pairs: number;
  top1: number;
  resumes: number;
}

/** group → cell, for one set's score matrix scores[r][p]. */
export function measure(set: JudgedSet, scores: number[][]): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  set.resumes.forEach((r, i) => {
    const grade = set.grade[i];
    const v = scores[i];
    const best = Math.max(...grade);
    if (best <= 0) return;
    let wins = 0;
    let pairs = 0;
    for (let g = 1; g <= best; g++) {
      const at = v.filter((_, j) => grade[j] === g);
      if (!at.length) continue;
      const below = v.filter((_, j) => grade[j] < g);
      const a = pairwiseAuc(at, below);
      wins += a.wins;
      pairs += a.pairs;
    }
    const top = Math.max(...v);
    const tops = grade.filter((_, j) => v[j] === top);
    const top1 = tops.filter((g) => g === best).length / tops.length;
    const groups = ['overall', ...(r.tech === undefined ? [] : [r.tech ? 'tech' : 'non-tech']), `· ${r.label}`];
    for (const g of groups) {
      const cell = (out[g] ??= { wins: 0, pairs: 0, top1: 0, resumes: 0 });
      cell.wins += wins;
      cell.pairs += pairs;
      cell.top1 += top1;
      cell.resumes++;
    }
  });
  return out;
}

export const aucOf = (c?: Cell): number => (c && c.pairs ? c.wins / c.pairs : NaN);
export const top1Of = (c?: Cell): number => (c && c.resumes ? c.top1 / c.resumes : NaN);

/** A set's pairs read once: every product part, and the two baselines. */
export interface ScoredSet {
  set: JudgedSet;
  parts: PairParts[][];
  tfidf: number[][];
  bm25: number[][];
}

export function scoreSet(set: JudgedSet, product: ProductScorers, baselines: { tfidf: PairScorer; bm25: PairScorer }): ScoredSet {
  return {
    set,
    parts: set.resumes.map((r) => set.postings.map((p) => product.parts(r.text, p.text))),
    tfidf: set.resumes.map((r) => set.postings.map((p) => baselines.tfidf(r.text, p.text))),
    bm25: set.resumes.map((r) => set.postings.map((p) => baselines.bm25(r.text, p.text))),
  };
}

export function scoresOf(s: ScoredSet, scorer: Scorer, weights: JobMatchWeights = JOB_MATCH_WEIGHTS): number[][] {
  if (scorer === 'tfidf' || scorer === 'bm25') return s[scorer];
  return s.parts.map((row) => row.map((pair) => scoreWith(weights, pair)[scorer]));
}

const fmt = (x: number) => (Number.isNaN(x) ? '  –  ' : x.toFixed(3));

function printTable(s: ScoredSet, weights: JobMatchWeights): string {
  const cells = Object.fromEntries(SCORERS.map((k) => [k, measure(s.set, scoresOf(s, k, weights))])) as Record<Scorer, Record<string, Cell>>;
  const groups = Object.keys(cells.product).sort((a, b) => (a.startsWith('·') ? 1 : 0) - (b.startsWith('·') ? 1 : 0) || a.localeCompare(b));
  const head = `${'AUC / top-1'.padEnd(36)}${SCORERS.map((k) => LABEL[k].padStart(22)).join('')}`;
  const row = (g: string) => `${`${g} (${cells.product[g].resumes})`.padEnd(36)}${SCORERS.map((k) => `${fmt(aucOf(cells[k][g]))} / ${fmt(top1Of(cells[k][g]))}`.padStart(22)).join('')}`;
  return [head, ...groups.map(row)].join('\n');
}

const NEAR_PAIRS = 1e-9;

/**
 * The weights' fit: coordinate ascent on the simplex, moving STEP of weight from one part to another while the mean
 * pairwise AUC over the given sources rises (each source alike, a family source as the mean of its tech and non-tech
 * halves, so the many tech résumés do not outvote the rest): first the match rate's parts on the scanner's score,
 * then job match's.
 */
export function fitWeights(sets: ScoredSet[], start: JobMatchWeights = JOB_MATCH_WEIGHTS): { weights: JobMatchWeights; auc: number } {
  const STEP = 0.05;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const objective = (w: JobMatchWeights, scorer: 'scanner' | 'product') =>
    mean(
      sets.map((s) => {
        const cells = measure(s.set, s.parts.map((row) => row.map((pair) => scoreWith(w, pair)[scorer])));
        const halves = ['tech', 'non-tech'].filter((g) => cells[g]?.pairs);
        return mean((halves.length ? halves : ['overall']).map((g) => aucOf(cells[g])));
      }),
    );
  const ascend = <K extends string>(keys: readonly K[], get: (w: JobMatchWeights) => Record<K, number>, set: (w: JobMatchWeights, v: Record<K, number>) => JobMatchWeights, scorer: 'scanner' | 'product', w0: JobMatchWeights) => {
    let w = w0;
    let best = objective(w, scorer);
    for (let improved = true, rounds = 0; improved && rounds < 60; rounds++) {
      improved = false;
      for (const from of keys)
        for (const to of keys) {
          const v = get(w);
          if (from === to || v[from] < STEP - NEAR_PAIRS) continue;
          const next = set(w, { ...v, [from]: Math.round((v[from] - STEP) * 100) / 100, [to]: Math.round((v[to] + STEP) * 100) / 100 });
          const a = objective(next, scorer);
          if (a > best + NEAR_PAIRS) [best, w, improved] = [a, next, true];
        }
    }
    return { w, best };
  };
  const even = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, Math.round(100 / keys.length) / 100])) as Record<K, number>;
  const rate = ascend(MATCH_RATE_PARTS, (w) => w.rate, (w, rate) => ({ ...w, rate }), 'scanner', { ...start, rate: even(MATCH_RATE_PARTS) });
  const job = ascend(JOB_MATCH_PARTS, (w) => w.weights, (w, weights) => ({ ...w, weights }), 'product', { ...rate.w, weights: even(JOB_MATCH_PARTS) });
  return { weights: job.w, auc: job.best };
}

/** The product's own path, analyzeResume's reviewResume, on a sample: the bench's fast path must give the same score. */
function checkSameAsEngine(s: ScoredSet, product: ProductScorers): number {
  let differ = 0;
  for (const [i, r] of s.set.resumes.slice(0, 3).entries())
    for (const [j, p] of s.set.postings.slice(0, 5).entries()) {
      const engine = reviewResume(r.text, p.text, NOW).scores.jobMatchScore;
      if (engine !== product.jobMatch(r.text, p.text) || engine !== scoreWith(JOB_MATCH_WEIGHTS, s.parts[i][j]).product) differ++;
    }
  return differ;
}

/** Quick mode: about five résumés of each set, spread over it, with their grades; every posting stays. */
function quickSample(sets: Record<Source, JudgedSet>): Record<Source, JudgedSet> {
  if (!QUICK) return sets;
  const every = (set: JudgedSet) => Math.max(1, Math.ceil(set.resumes.length / 5));
  const keep = <T>(set: JudgedSet, rows: T[]) => rows.filter((_, i) => i % every(set) === 0);
  return Object.fromEntries(SOURCES.map((s) => [s, { ...sets[s], resumes: keep(sets[s], sets[s].resumes), grade: keep(sets[s], sets[s].grade) }])) as Record<Source, JudgedSet>;
}

/** Which part the section reports on: the test part, or the tune part while tuning (JOB_MATCH_PART=tune). */
const REPORTED: Part = process.env.JOB_MATCH_PART === 'tune' ? 'tune' : 'test';

export const jobMatchSection: QualitySection = {
  title: `Job match and the scanner’s match rate (${REPORTED} part; each source also left out of a fit on the others)`,
  async run() {
    const started = performance.now();
    const corpus = corpusTexts();
    const baselines = { tfidf: tfidfScorer(corpus), bm25: bm25Scorer(corpus) };
    const product = productScorers();
    const tune = quickSample(judgedSets('tune'));
    const reported = REPORTED === 'tune' ? tune : quickSample(judgedSets('test'));
    const scored = Object.fromEntries(SOURCES.map((s) => [s, scoreSet(reported[s], product, baselines)])) as Record<Source, ScoredSet>;
    const tuneScored = REPORTED === 'tune' ? scored : (Object.fromEntries(SOURCES.map((s) => [s, scoreSet(tune[s], product, baselines)])) as Record<Source, ScoredSet>);
    const differ = checkSameAsEngine(scored['resumes-text'], product);
    // leave one source out: fit on the other sources' tune part, report on this source's reported part
    const leftOut = Object.fromEntries(SOURCES.map((s) => [s, fitWeights(SOURCES.filter((o) => o !== s).map((o) => tuneScored[o])).weights])) as Record<Source, JobMatchWeights>;
    const secs = ((performance.now() - started) / 1000).toFixed(1);

    const auc = (src: Source, k: Scorer, g = 'overall', w = JOB_MATCH_WEIGHTS) => aucOf(measure(scored[src].set, scoresOf(scored[src], k, w))[g]);
    const top1 = (src: Source, k: Scorer, g = 'overall', w = JOB_MATCH_WEIGHTS) => top1Of(measure(scored[src].set, scoresOf(scored[src], k, w))[g]);
    const report: string[] = [`(${secs} s) pairwise AUC / top-1; baselines with document frequencies over the corpus's ${corpus.length} résumés and postings`];
    for (const src of SOURCES) {
      const s = scored[src];
      report.push('', `${SOURCE_LABEL[src]}: ${s.set.resumes.length} résumés × ${s.set.postings.length} postings`, printTable(s, JOB_MATCH_WEIGHTS));
    }
    report.push('', 'Left out: weights fitted on the other sources’ tune part, reported on this source’s part (AUC / top-1)');
    report.push(`${'source'.padEnd(16)}${['job match (shipped)', 'job match (left out)', 'scanner (left out)', 'TF-IDF', 'BM25'].map((h) => h.padStart(22)).join('')}`);
    for (const src of SOURCES) {
      const w = leftOut[src];
      const cells = [auc(src, 'product'), top1(src, 'product'), auc(src, 'product', 'overall', w), top1(src, 'product', 'overall', w), auc(src, 'scanner', 'overall', w), top1(src, 'scanner', 'overall', w), auc(src, 'tfidf'), top1(src, 'tfidf'), auc(src, 'bm25'), top1(src, 'bm25')];
      report.push(`${src.padEnd(16)}${[0, 2, 4, 6, 8].map((i) => `${fmt(cells[i])} / ${fmt(cells[i + 1])}`.padStart(22)).join('')}`);
    }
    for (const src of SOURCES) report.push(`  weights fitted without ${src}: rate ${JSON.stringify(leftOut[src].rate)}, job ${JSON.stringify(leftOut[src].weights)}`);

    const checks = [{ name: `the bench's scores equal analyzeResume's on a sample (${differ} of 15 differ)`, pass: differ === 0 }];
    for (const src of SOURCES) {
      const best = Math.max(auc(src, 'tfidf'), auc(src, 'bm25'));
      const groups = src === 'neighbouring' ? ['overall'] : ['overall', 'tech', 'non-tech'];
      for (const [k, w, how] of [
        ['product', JOB_MATCH_WEIGHTS, 'shipped'],
        ['scanner', JOB_MATCH_WEIGHTS, 'shipped'],
        ['product', leftOut[src], 'left out'],
      ] as [Scorer, JobMatchWeights, string][]) {
        const a = auc(src, k, 'overall', w);
        checks.push({ name: `${src}, ${LABEL[k]} (${how}): AUC ${fmt(a)} ≥ 0.90 and ≥ best baseline ${fmt(best)} + 0.03`, pass: a >= 0.9 && a >= best + 0.03 });
        if (groups.includes('non-tech')) {
          const n = auc(src, k, 'non-tech', w);
          checks.push({ name: `${src}, ${LABEL[k]} (${how}): non-tech AUC ${fmt(n)} ≥ 0.88`, pass: n >= 0.88 });
        }
      }
    }
    return { report: report.join('\n'), checks };
  },
};
