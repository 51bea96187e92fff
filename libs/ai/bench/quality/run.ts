// The quality bench: what each tool says on real documents, beside naive baselines computed in the same run.
// Run: npm run bench:quality (also part of npm run bench). Figures are reported on the held-out `test` part.
import { corpusAvailable, CORPUS_DIR } from './corpus';
import { engineTimeSection } from './engine-time';
import { ghostJobSection } from './ghost-job';
import { jobMatchSection } from './job-match';
import { postingReaderSection } from './posting-reader';
import type { QualitySection } from './section';
import { writingSection } from './writing';

/**
 * Each tool's section adds itself here. Engine time runs first, while the heap holds only the engine: the service runs
 * the engine in a worker thread of its own (engine-pool.ts), and CPU time counts the collector's work, so after the
 * corpus sections it would also measure the collection of their garbage.
 */
const SECTIONS: QualitySection[] = [engineTimeSection, jobMatchSection, postingReaderSection, ghostJobSection, writingSection];

async function main(): Promise<void> {
  if (!corpusAvailable()) {
    console.error(`quality bench: no corpus at ${CORPUS_DIR} (set CAREERKIT_CORPUS)`);
    process.exit(1);
  }
  console.log(`Corpus: ${CORPUS_DIR}\nSplit: sha256("careerkit-quality-split-v1:" + document id), first byte < 128 → tune, else test (corpus.ts).`);
  let failed = 0;
  for (const section of SECTIONS) {
    const outcome = await section.run();
    console.log(`\n## ${section.title}\n${outcome.report}`);
    for (const check of outcome.checks) {
      console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}`);
      if (!check.pass) failed++;
    }
  }
  console.log(failed ? `\n${failed} quality target(s) not met` : '\nEvery quality target met');
  process.exitCode = failed ? 1 : 0;
}

void main();
