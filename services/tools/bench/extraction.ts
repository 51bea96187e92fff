// Text extraction's cost, file by file: CPU time and the process's peak resident growth for each compression bomb of the
// upload tests (PASS/FAIL against the 1 s and 50 MB; the tests check only that each is refused), and wall time
// for the development corpus's resume files (read from ../shared beside the repository; skipped when
// it is not there). Prints one line per case and the worst of the corpus. `npm run bench -w @careerkit/tools`; exits 1
// on a FAIL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textExtractor, type ExtractableType } from '../src/data/text-extraction';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { countPdfInflation } from '../src/data/text-extraction.inflation';
import { makePdfBomb, manyEndedRunLengthStreams, manyFilterOpenings, manyOpenStreams, manyStreamKeywords, REFUSED_BOMBS, runLengthZeros } from '../test/bomb-fixtures';

// --quick (npm run bench:quick, in npm test): each case once and three corpus files; it fails only when it cannot run.
const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const MB = 1024 * 1024;
const CORPUS = join(__dirname, '../../../../shared/data/corpus/resumes-files');
const extractor = textExtractor({ timeoutMs: 20_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, concurrency: 1 });

async function cost(type: ExtractableType, bytes: Buffer): Promise<{ ms: number; growthMb: number; outcome: string }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  let outcome: string;
  try {
    outcome = `${(await extractor.extract(type, bytes)).length} characters`;
  } catch (error) {
    outcome = (error as Error).constructor.name;
  }
  clearInterval(sampler);
  return { ms: performance.now() - started, growthMb: (Math.max(peak, process.memoryUsage.rss()) - before) / MB, outcome };
}

const line = (name: string, bytes: Buffer, { ms, growthMb, outcome }: Awaited<ReturnType<typeof cost>>) =>
  console.log(`${name.padEnd(44)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(ms).toString().padStart(5)} ms  +${growthMb.toFixed(0).padStart(3)} MB  ${outcome}`);

/** The best of three refusals of one bomb: the CPU it cost (every thread, so a wait for a core does not count) and the growth. */
async function refusalCost(type: ExtractableType, bytes: Buffer): Promise<{ cpuMs: number; growthMb: number; outcome: string }> {
  let best = { cpuMs: Infinity, growthMb: Infinity, outcome: '' };
  for (let attempt = 0; attempt < (QUICK ? 1 : 3); attempt++) {
    // the garbage earlier cases left is collected first: it is no part of this refusal's cost (npm run bench passes --expose-gc)
    globalThis.gc?.();
    const started = process.cpuUsage();
    const { growthMb, outcome } = await cost(type, bytes);
    const spent = process.cpuUsage(started);
    best = { cpuMs: Math.min(best.cpuMs, (spent.user + spent.system) / 1000), growthMb: Math.min(best.growthMb, growthMb), outcome };
  }
  return best;
}

async function main() {
  // Each bomb the upload tests refuse, with the bounds: under 1 s of CPU and 50 MB of growth.
  for (const bomb of REFUSED_BOMBS) {
    const bytes = bomb.build();
    const { cpuMs, growthMb, outcome } = await refusalCost(bomb.fileName.endsWith('.pdf') ? 'pdf' : 'docx', bytes);
    const pass = cpuMs < 1000 && growthMb < 50 && outcome === 'InflatesTooMuch';
    if (!pass && !QUICK) process.exitCode = 1;
    console.log(`${QUICK ? 'quick' : pass ? 'PASS' : 'FAIL'}  ${bomb.name.slice(0, 60).padEnd(60)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(cpuMs).toString().padStart(5)} ms CPU < 1000  +${growthMb.toFixed(0).padStart(3)} MB < 50  ${outcome}`);
  }
  // A dictionary longer than the count reads hides its /Filter from it: the worker's memory watch stops it.
  const hidden = makePdfBomb(runLengthZeros(256), `/RunLengthDecode /Padding (${'x'.repeat(70_000)})`);
  line('PDF, run-length to 256 MB (memory watch)', hidden, await cost('pdf', hidden));

  // The count's own cost on files built to make it read the same bytes again (quadratic: minutes). CPU, not wall time,
  // so a wait for a core on a busy machine does not count.
  const countCases: [string, Buffer][] = [
    ['count: a million stream keywords, no object', manyStreamKeywords()],
    ['count: "/Filter [" opened 800,000 times', manyFilterOpenings()],
    ['count: thousands of streams without an end', manyOpenStreams()],
    ['count: 6,000 run-length streams that end', manyEndedRunLengthStreams(0.4).pdf],
  ];
  for (const [name, bytes] of countCases) {
    const started = process.cpuUsage();
    const outcome = await countPdfInflation(bytes, MAX_INFLATED_BYTES).then((n) => `${(n / MB).toFixed(1)} MB counted`, (error: Error) => error.constructor.name);
    const spent = process.cpuUsage(started);
    const ms = (spent.user + spent.system) / 1000;
    if (ms > 1000 && !QUICK) process.exitCode = 1;
    console.log(`${QUICK ? 'quick' : ms <= 1000 ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(ms).toString().padStart(5)} ms CPU ≤ 1000  ${outcome}`);
  }

  if (!existsSync(CORPUS)) return console.log(`(no corpus at ${CORPUS})`);
  let worst = { ms: 0, growthMb: 0 };
  let files = 0;
  for (const file of readdirSync(CORPUS).filter((name) => /\.(pdf|docx)$/i.test(name)).slice(0, QUICK ? 3 : undefined)) {
    const bytes = readFileSync(join(CORPUS, file));
    const measured = await cost(file.toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx', bytes);
    if (!measured.outcome.endsWith('characters')) line(file, bytes, measured);
    worst = { ms: Math.max(worst.ms, measured.ms), growthMb: Math.max(worst.growthMb, measured.growthMb) };
    files++;
  }
  console.log(`corpus: ${files} PDF and .docx files, slowest ${Math.round(worst.ms)} ms, most growth +${worst.growthMb.toFixed(0)} MB`);
}

void main();
