// Text extraction's cost, file by file: for each crafted file of the upload tests, the service's CPU time and its peak
// resident growth, and how far the file grew its parser's own process (0 when the count refused it before any parser);
// PASS or FAIL against the issue's 1 s and 64 MB. Then files inside the count's budget that only their parser's bounds
// stop (or that are read), each against the same 1 s (wall time) and 64 MB (its parser's growth); another user's small
// .docx read while six of them are read beside it (≤ 2 s, never refused); what a loaded parser process holds before
// its file; the count's own cost on files built to make it slow; and wall time for the development corpus's resume
// files (read from ../shared beside the repository; skipped when it is not there). `npm run bench -w @careerkit/tools`;
// exits 1 on a FAIL. `--quick` (CI): each crafted file once, no corpus, and it fails only on an outcome (a crafted file
// read or refused by the wrong step, an honest one refused), never on a figure, since a loaded machine's timings vary.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textExtractor, type ExtractableType, type ExtractionCost } from '../src/data/text-extraction';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { countPdfInflation } from '../src/data/text-extraction.inflation';
import { INSIDE_THE_BUDGET, manyEndedRunLengthStreams, manyFilterOpenings, manyOpenStreams, manyStreamKeywords, REFUSED_BOMBS } from '../test/bomb-fixtures';
import { makeDocx } from '../test/fixtures';

const MB = 1024 * 1024;
const QUICK = process.argv.includes('--quick');
const CORPUS = join(__dirname, '../../../../shared/data/corpus/resumes-files');
let parsed: ExtractionCost | undefined;
/** What each kind of parser process held, loaded and warmed up, when its file was handed over (the most seen). */
const loaded: Record<string, number> = {};
const extractor = textExtractor({ timeoutMs: 20_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, concurrency: 1, onCost: (measured) => (parsed = measured) });

async function cost(type: ExtractableType, bytes: Buffer): Promise<{ ms: number; growthMb: number; parserMb: number; parserCpuMs: number; outcome: string }> {
  parsed = undefined;
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
  const measured = parsed as ExtractionCost | undefined;
  const kind = type === 'pdf' ? 'pdf.js' : 'mammoth';
  if (measured?.loadedBytes) loaded[kind] = Math.max(loaded[kind] ?? 0, measured.loadedBytes);
  return { ms: performance.now() - started, growthMb: (Math.max(peak, process.memoryUsage.rss()) - before) / MB, parserMb: (measured?.peakGrowthBytes ?? 0) / MB, parserCpuMs: measured?.cpuMs ?? 0, outcome };
}

const line = (name: string, bytes: Buffer, { ms, growthMb, parserMb, outcome }: Omit<Awaited<ReturnType<typeof cost>>, 'parserCpuMs'>) =>
  console.log(`${name.padEnd(44)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(ms).toString().padStart(5)} ms  +${growthMb.toFixed(0).padStart(3)} MB service  +${parserMb.toFixed(0).padStart(3)} MB parser  ${outcome}`);

/**
 * The best of three refusals of one bomb (one in quick mode): the service's CPU (every thread, so a wait for a core
 * does not count), its growth, and its parser's.
 */
async function refusalCost(type: ExtractableType, bytes: Buffer): Promise<{ cpuMs: number; growthMb: number; parserMb: number; outcome: string }> {
  let best = { cpuMs: Infinity, growthMb: Infinity, parserMb: Infinity, outcome: '' };
  for (let attempt = 0; attempt < (QUICK ? 1 : 3); attempt++) {
    // the garbage earlier cases left is collected first: it is no part of this refusal's cost (npm run bench passes --expose-gc)
    globalThis.gc?.();
    const started = process.cpuUsage();
    const { growthMb, parserMb, outcome } = await cost(type, bytes);
    const spent = process.cpuUsage(started);
    best = { cpuMs: Math.min(best.cpuMs, (spent.user + spent.system) / 1000), growthMb: Math.min(best.growthMb, growthMb), parserMb: Math.min(best.parserMb, parserMb), outcome };
  }
  return best;
}

async function main() {
  // Each bomb the upload tests refuse, with the issue's bounds: under 1 s of CPU and 64 MB, refused before any parser.
  for (const bomb of REFUSED_BOMBS) {
    const bytes = bomb.build();
    const { cpuMs, growthMb, parserMb, outcome } = await refusalCost(bomb.fileName.endsWith('.pdf') ? 'pdf' : 'docx', bytes);
    const refusedByCount = outcome === 'InflatesTooMuch';
    const pass = refusedByCount && (QUICK || (cpuMs < 1000 && growthMb < 64 && parserMb <= 64));
    if (!pass) process.exitCode = 1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${bomb.name.slice(0, 60).padEnd(60)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(cpuMs).toString().padStart(5)} ms CPU < 1000  +${growthMb.toFixed(0).padStart(3)} MB < 64  parser +${parserMb.toFixed(0)} MB  ${outcome}`,
    );
  }
  // Inside the count's budget: each stopped by its parser's own bounds (memory, or CPU for the text it yields), or read.
  for (const crafted of INSIDE_THE_BUDGET) {
    const bytes = crafted.build();
    globalThis.gc?.();
    const measured = await cost(crafted.type, bytes);
    // stopped by a bound, read, or found unreadable: never left to the 20 s time box
    const ended = measured.outcome === 'ParsingTooCostly' || measured.outcome.endsWith('characters') || (measured.outcome === 'ExtractionError' && measured.ms < 20_000);
    // judged by its parser's CPU (a wait for a core on a loaded machine does not count), to the kernel's 10 ms tick
    const pass = ended && (QUICK || (measured.parserCpuMs <= 1000 && measured.parserMb <= 64));
    if (!pass) process.exitCode = 1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${crafted.name.padEnd(44)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  parser ${measured.parserCpuMs.toString().padStart(5)} ms CPU ≤ 1000, +${measured.parserMb.toFixed(0).padStart(2)} MB ≤ 64  (${Math.round(measured.ms)} ms wall)  ${measured.outcome}`,
    );
  }
  await besideSixCrafted();
  console.log(`parser process before its file (loaded, warmed up): ${Object.entries(loaded).map(([kind, bytes]) => `${kind} ${(bytes / MB).toFixed(0)} MB`).join(', ')}`);

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
    console.log(`${ms <= 1000 ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(ms).toString().padStart(5)} ms CPU ≤ 1000  ${outcome}`);
  }

  if (QUICK) return;
  if (!existsSync(CORPUS)) return console.log(`(no corpus at ${CORPUS})`);
  let worst = { ms: 0, growthMb: 0, parserMb: 0, parserCpuMs: 0 };
  let files = 0;
  for (const file of readdirSync(CORPUS).filter((name) => /\.(pdf|docx)$/i.test(name)).slice(0, QUICK ? 3 : undefined)) {
    const bytes = readFileSync(join(CORPUS, file));
    const measured = await cost(file.toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx', bytes);
    if (!measured.outcome.endsWith('characters')) line(file, bytes, measured);
    worst = { ms: Math.max(worst.ms, measured.ms), growthMb: Math.max(worst.growthMb, measured.growthMb), parserMb: Math.max(worst.parserMb, measured.parserMb), parserCpuMs: Math.max(worst.parserCpuMs, measured.parserCpuMs) };
    files++;
  }
  console.log(`corpus: ${files} PDF and .docx files, slowest ${Math.round(worst.ms)} ms (parser CPU at most ${Math.round(worst.parserCpuMs)} ms), most growth +${worst.growthMb.toFixed(0)} MB service, +${worst.parserMb.toFixed(0)} MB parser`);
}

/**
 * Another user's honest upload while six crafted files are read: a 1 KB .docx sent with six copies of each costliest
 * file inside the budget, to an extractor with two parsers at once (a two-core pod) and a queue of six. PASS when it
 * is read, in 2 s at most.
 */
async function besideSixCrafted(): Promise<void> {
  const pod = textExtractor({ timeoutMs: 20_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, concurrency: 2, queue: 6 });
  try {
    const honest = makeDocx(['Jane Doe', 'Data engineer', 'Built pipelines in Python and SQL']);
    for (const crafted of INSIDE_THE_BUDGET.filter((file) => /drawing one|text runs|paragraphs/.test(file.name))) {
      const bytes = crafted.build();
      const attacks = Array.from({ length: 6 }, () => pod.extract(crafted.type, bytes).then(() => 'read', (error: Error) => error.constructor.name));
      const started = performance.now();
      const outcome = await pod.extract('docx', honest).then((text) => (text.startsWith('Jane Doe') ? 'read' : 'misread'), (error: Error) => error.constructor.name);
      const ms = performance.now() - started;
      const others = await Promise.all(attacks);
      const pass = outcome === 'read' && (QUICK || ms <= 2000);
      if (!pass) process.exitCode = 1;
      console.log(`${pass ? 'PASS' : 'FAIL'}  honest .docx beside six × ${crafted.name.padEnd(40)} ${Math.round(ms).toString().padStart(5)} ms ≤ 2000  ${outcome} (the six: ${[...new Set(others.map(String))].join(', ')})`);
    }
  } finally {
    await pod.close();
  }
}

void main().finally(() => extractor.close());
