// Builds libs/ai/data/match-term-stats.json: in how many documents each word stem appears, over the quality corpus's
// tune part only (the test part stays unseen): LinkedIn postings, resumes-text's unique résumés and livecareer's
// résumés, so a word both sides of a match use (résumés' "project", postings' "benefits") weighs as little as it says.
// Only statistics ship: stems that at least MIN_DF documents use, with their counts, never a document's text.
// Run: npm run import-match-term-stats -w @careerkit/ai
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { livecareerResumes, partOf, postings, textResumes } from '../bench/quality/corpus';
import { termsIn } from '../src/local/read/posting-terms';

/** A stem fewer documents use could point at one employer or person; it is left out and counts as rare. */
const MIN_DF = 3;

const texts = [
  ...postings().filter((p) => partOf(p.id) === 'tune').map((p) => [p.title, p.description, p.skills_desc].join('\n')),
  ...textResumes().filter((r) => partOf(r.id) === 'tune').map((r) => r.text),
  ...livecareerResumes().filter((r) => partOf(r.id) === 'tune').map((r) => r.text),
];
const df = new Map<string, number>();
for (const text of texts) for (const key of termsIn(text).keys()) df.set(key, (df.get(key) ?? 0) + 1);
const kept = Object.fromEntries([...df.entries()].filter(([, n]) => n >= MIN_DF).sort(([a], [b]) => a.localeCompare(b)));
const out = {
  source:
    'Document frequencies of word stems (Porter2) over the tune part of the quality corpus: job-descriptions/postings.csv (real LinkedIn postings 2023-24), resumes-text/resumes.csv unique rows and livecareer_sample.csv (public résumé datasets; see shared/data/corpus/SOURCES.md). Statistics only: no text, no stem fewer than 3 documents use.',
  documents: texts.length,
  minDocuments: MIN_DF,
  df: kept,
};
writeFileSync(resolve(__dirname, '../data/match-term-stats.json'), JSON.stringify(out, null, 0).replace(/,"/g, ',\n"') + '\n');
console.log(`${texts.length} tune documents → ${Object.keys(kept).length} stems used by ≥ ${MIN_DF} documents`);
