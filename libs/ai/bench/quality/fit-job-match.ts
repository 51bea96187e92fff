// Fits the job-match blend on the tune part of every source (resumes-text and livecareer against labelled postings,
// and the neighbouring-roles set) and writes data/job-match-weights.json: coordinate ascent on the mean pairwise AUC,
// each source alike, a family source as the mean of its tech and non-tech halves (bench/quality/job-match.ts,
// fitWeights). The bench
// reports the test part, and each source left out of the same fit on the others.
// Run: npm run fit-job-match -w @careerkit/ai, then npm run bench:quality for the test part.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bm25Scorer, tfidfScorer } from './baselines';
import { corpusAvailable } from './corpus';
import { aucOf, corpusTexts, fitWeights, judgedSets, measure, productScorers, scoresOf, scoreSet, SOURCES } from './job-match';

if (!corpusAvailable()) throw new Error('no corpus: set CAREERKIT_CORPUS');
const corpus = corpusTexts();
const baselines = { tfidf: tfidfScorer(corpus), bm25: bm25Scorer(corpus) };
const product = productScorers();
const tune = judgedSets('tune');
const scored = SOURCES.map((s) => scoreSet(tune[s], product, baselines));
const { weights } = fitWeights(scored);

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const fittedOn = Object.fromEntries(
  scored.map((s) => {
    const cells = measure(s.set, scoresOf(s, 'product', weights));
    const scanner = measure(s.set, scoresOf(s, 'scanner', weights));
    return [s.set.source, { resumes: s.set.resumes.length, postings: s.set.postings.length, jobMatchAuc: round3(aucOf(cells.overall)), matchRateAuc: round3(aucOf(scanner.overall)) }];
  }),
);
console.log(JSON.stringify({ rate: weights.rate, weights: weights.weights, fittedOn }, null, 2));
writeFileSync(
  resolve(__dirname, '../../data/job-match-weights.json'),
  JSON.stringify(
    {
      source:
        'Fitted by libs/ai/bench/quality/fit-job-match.ts on the tune part of the quality corpus (resumes-text unique rows and livecareer × labelled LinkedIn postings, and the neighbouring-roles set): coordinate ascent on the mean pairwise AUC, each source alike, a family source as the mean of its tech and non-tech halves.',
      fittedOn: { part: 'tune', ...fittedOn },
      rate: weights.rate,
      weights: weights.weights,
    },
    null,
    2,
  ) + '\n',
);
