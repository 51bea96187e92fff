// Builds libs/ai/data/posting-term-stats.json: in how many real postings each word stem appears, from the quality
// corpus's postings in the tune part only (the test part stays unseen). Only statistics ship: stems that at least
// MIN_DF postings use, with their counts, never a posting's text. Run: npm run import-posting-terms -w @careerkit/ai
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { partOf, postings } from '../bench/quality/corpus';
import { termsIn } from '../src/local/read/posting-terms';

/** A stem fewer postings use could point at one employer or person; it is left out and counts as rare. */
const MIN_DF = 3;

const tune = postings().filter((p) => partOf(p.id) === 'tune');
const df = new Map<string, number>();
for (const p of tune) for (const key of termsIn([p.title, p.description, p.skills_desc].join('\n')).keys()) df.set(key, (df.get(key) ?? 0) + 1);
const kept = Object.fromEntries([...df.entries()].filter(([, n]) => n >= MIN_DF).sort(([a], [b]) => a.localeCompare(b)));
const out = {
  source: 'Document frequencies of word stems (Porter2) over the tune part of the quality corpus’s job-descriptions/postings.csv (real LinkedIn postings 2023-24; see libs/ai/data/SOURCES.md). Statistics only: no text.',
  documents: tune.length,
  minDocuments: MIN_DF,
  df: kept,
};
writeFileSync(resolve(__dirname, '../data/posting-term-stats.json'), JSON.stringify(out, null, 0).replace(/,"/g, ',\n"') + '\n');
console.log(`${tune.length} tune postings → ${Object.keys(kept).length} stems used by ≥ ${MIN_DF} postings`);
