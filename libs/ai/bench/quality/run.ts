// The quality bench: what each tool says on real documents, beside naive baselines computed in the same run.
// Run: npm run bench:quality (also part of npm run bench). Figures are reported on the held-out `test` part.
import { corpusAvailable, CORPUS_DIR } from './corpus';
import { engineTimeSection } from './engine-time';
import { ghostJobSection } from './ghost-job';
import { jobMatchSection } from './job-match';
import { postingReaderSection } from './posting-reader';
import type { QualitySection } from './section';
import { writingSection } from './writing';

/** Each tool's section adds itself here. */
const SECTIONS: QualitySection[] = [jobMatchSection, postingReaderSection, ghostJobSection, writingSection, engineTimeSection];

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
