// The quality bench: what each tool says on real documents, beside naive baselines computed in the same run.
// Run: npm run bench:quality (also part of npm run bench). Figures are reported on the held-out `test` part.
// --quick (npm run bench:quick, in npm test): every section on a few documents; it fails only when a section cannot run.
import { corpusAvailable, CORPUS_DIR } from './corpus';
import { engineTimeSection } from './engine-time';
import { ghostJobSection } from './ghost-job';
import { jobMatchSection } from './job-match';
import { postingReaderSection } from './posting-reader';
import { QUICK, type QualitySection } from './section';
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
      console.log(`${QUICK ? 'quick' : check.pass ? 'PASS' : 'FAIL'}  ${check.name}`);
      if (!check.pass) failed++;
    }
  }
  if (QUICK) return console.log('\nquick: every section ran; too few documents and runs to judge any target');
  console.log(failed ? `\n${failed} quality target(s) not met` : '\nEvery quality target met');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(`quality bench could not run: ${error.stack ?? error.message}`);
  process.exit(1); // whatever it left open (a server, a pool) must not keep a failed bench running
});
