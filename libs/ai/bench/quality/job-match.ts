// Job match and the scanner's match rate on real documents: each unique categorised résumé against real postings
// labelled with an occupation family from their titles (posting-families.json, by the salary service's O*NET title
// matcher, hand-checked). A good score ranks the résumé's own family above another: pairwise AUC, beside TF-IDF
// cosine and BM25 over the same texts. Tech and non-tech families are reported apart.
import { matchKeywords } from '../../src/local/ats';
import { blend, JOB_MATCH_WEIGHTS, jobMatchParts, postingForMatch, resumeForMatch, type JobMatchWeights, type PostingForMatch, type ResumeForMatch } from '../../src/local/job-match';
import { parsePosting } from '../../src/local/job-posting';
import { parseResume, type ParsedResume } from '../../src/local/resume-parser';
import { careerFacts, reviewResume, type CareerFacts } from '../../src/local/resume-review';
import { findSkills, type FoundSkill } from '../../src/local/skills';
import { bm25, collection, pairwiseAuc, tfidfCosine } from './baselines';
import categoryFamilies from './category-families.json';
import { livecareerResumes, partOf, postings, textResumes, type Part } from './corpus';
import postingFamilies from './posting-families.json';
import type { QualitySection } from './section';

type Scorer = 'product' | 'scanner' | 'tfidf' | 'bm25';
const SCORERS: Scorer[] = ['product', 'scanner', 'tfidf', 'bm25'];
const LABEL: Record<Scorer, string> = { product: 'job match (product)', scanner: 'scanner match rate', tfidf: 'TF-IDF cosine', bm25: 'BM25' };

interface Doc {
  id: string;
  family: string;
  text: string;
}

export interface MatchScorers {
  jobMatch(resume: string, posting: string): number;
  matchRate(resume: string, posting: string): number;
}

/** The product's own path, analyzeResume's reviewResume, on a sample: the bench's fast path must give the same score. */
export function checkSameAsEngine(resumes: Doc[], ps: Doc[], scorers: MatchScorers): number {
  let differ = 0;
  for (const r of resumes.slice(0, 3)) for (const p of ps.slice(0, 5)) if (reviewResume(r.text, p.text, NOW).scores.jobMatchScore !== scorers.jobMatch(r.text, p.text)) differ++;
  return differ;
}

const NOW = new Date('2026-11-01T00:00:00Z');

interface ResumeSide {
  parsed: ParsedResume;
  skills: FoundSkill[];
  career: CareerFacts;
  match: ResumeForMatch;
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
  const keywords = (resume: string, posting: string, w = weights) => {
    const r = resumeSide(resume);
    const p = postingSide(posting);
    return { r, p, km: matchKeywords(r.skills, p.posting, r.parsed, { resume: r.match, posting: p, weights: w }) };
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
    parts(resume: string, posting: string) {
      const { r, p, km } = keywords(resume, posting);
      return { km, rate: km.rate!, parts: jobMatchParts(r.match, p, km.rate!, r.career) };
    },
  };
}

const familyOfPosting = postingFamilies.postings as unknown as Record<string, [string, string | null, string]>;

export function matchSets(part: Part): { resumes: Doc[]; livecareer: Doc[]; postings: Doc[] } {
  const ps = postings()
    .filter((p) => partOf(p.id) === part && familyOfPosting[p.id]?.[0] && familyOfPosting[p.id][0] !== 'unlabelled')
    .map((p) => ({ id: p.id, family: familyOfPosting[p.id][0], text: [p.title, p.description, p.skills_desc].filter(Boolean).join('\n') }));
  const families = new Set(ps.map((p) => p.family));
  const cat = categoryFamilies.resumes as Record<string, string>;
  const resumes = textResumes()
    .filter((r) => partOf(r.id) === part && families.has(cat[r.category]))
    .map((r) => ({ id: r.id, family: cat[r.category], text: r.text }));
  const lc = categoryFamilies.livecareer as Record<string, string>;
  const livecareer = livecareerResumes()
    .filter((r) => partOf(r.id) === part && families.has(lc[r.category]))
    .map((r) => ({ id: r.id, family: lc[r.category], text: r.text }));
  return { resumes, livecareer, postings: ps };
}

export interface AucTable {
  /** scorer → group → [wins, pairs] */
  auc: Record<Scorer, Record<string, { wins: number; pairs: number }>>;
  resumes: number;
  postings: number;
}

export function evaluate(resumes: Doc[], ps: Doc[], scorers: MatchScorers, only: Scorer[] = SCORERS): AucTable {
  const tech = new Set(categoryFamilies.techFamilies);
  const coll = collection(ps.map((p) => p.text));
  const auc = Object.fromEntries(SCORERS.map((s) => [s, {} as Record<string, { wins: number; pairs: number }>])) as AucTable['auc'];
  for (const r of resumes) {
    const scores: Partial<Record<Scorer, number[]>> = {};
    if (only.includes('tfidf')) scores.tfidf = tfidfCosine(coll, r.text);
    if (only.includes('bm25')) scores.bm25 = bm25(coll, r.text);
    if (only.includes('product')) scores.product = ps.map((p) => scorers.jobMatch(r.text, p.text));
    if (only.includes('scanner')) scores.scanner = ps.map((p) => scorers.matchRate(r.text, p.text));
    const groups = ['overall', tech.has(r.family) ? 'tech' : 'non-tech', `family ${r.family}`];
    for (const s of only) {
      const v = scores[s]!;
      const own = v.filter((_, i) => ps[i].family === r.family);
      const other = v.filter((_, i) => ps[i].family !== r.family);
      const { wins, pairs } = pairwiseAuc(own, other);
      for (const g of groups) {
        const cell = (auc[s][g] ??= { wins: 0, pairs: 0 });
        cell.wins += wins;
        cell.pairs += pairs;
      }
    }
  }
  return { auc, resumes: resumes.length, postings: ps.length };
}

const fmt = (c?: { wins: number; pairs: number }) => (c && c.pairs ? (c.wins / c.pairs).toFixed(3) : '  –  ');

export function printTable(t: AucTable, only: Scorer[] = SCORERS): string {
  const groups = Object.keys(t.auc[only[0]]).sort((a, b) => (a.startsWith('family') ? 1 : 0) - (b.startsWith('family') ? 1 : 0) || a.localeCompare(b));
  const head = `${'pairwise AUC'.padEnd(34)}${only.map((s) => LABEL[s].padStart(22)).join('')}`;
  return [head, ...groups.map((g) => `${g.padEnd(34)}${only.map((s) => fmt(t.auc[s][g]).padStart(22)).join('')}`)].join('\n');
}

export const jobMatchSection: QualitySection = {
  title: 'Job match and the scanner’s match rate (test part)',
  async run() {
    const { resumes, livecareer, postings: ps } = matchSets('test');
    const scorers = productScorers();
    const differ = checkSameAsEngine(resumes, ps, scorers);
    const started = performance.now();
    const main = evaluate(resumes, ps, scorers);
    const lc = evaluate(livecareer, ps, scorers);
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const auc = (s: Scorer, g: string) => (main.auc[s][g]?.pairs ? main.auc[s][g].wins / main.auc[s][g].pairs : 0);
    const best = Math.max(auc('tfidf', 'overall'), auc('bm25', 'overall'));
    const report = [
      `resumes-text (unique rows, labels as given): ${main.resumes} résumés × ${main.postings} labelled postings, own family vs another (${secs} s for both sets)`,
      printTable(main),
      '',
      `livecareer_sample (noisy labels, not a target): ${lc.resumes} résumés`,
      printTable(lc),
    ].join('\n');
    const checks = [{ name: `the bench's scores equal analyzeResume's on a sample (${differ} of 15 differ)`, pass: differ === 0 }, ...(['product', 'scanner'] as Scorer[]).flatMap((s) => [
      { name: `${LABEL[s]}: tech AUC ${auc(s, 'tech').toFixed(3)} ≥ 0.90`, pass: auc(s, 'tech') >= 0.9 },
      { name: `${LABEL[s]}: non-tech AUC ${auc(s, 'non-tech').toFixed(3)} ≥ 0.90`, pass: auc(s, 'non-tech') >= 0.9 },
      { name: `${LABEL[s]}: overall AUC ${auc(s, 'overall').toFixed(3)} ≥ best baseline ${best.toFixed(3)} + 0.03`, pass: auc(s, 'overall') >= best + 0.03 },
    ])];
    return { report, checks };
  },
};
