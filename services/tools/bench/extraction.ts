// Text extraction's cost, file by file: time and the process's peak resident growth for each compression bomb of the
// upload tests and for the development corpus's resume files (read from ../shared beside the repository; skipped when
// it is not there). Prints one line per case and the worst of the corpus. `npm run bench -w @careerkit/tools`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { textExtractor, type ExtractableType } from '../src/data/text-extraction';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { countPdfInflation } from '../src/data/text-extraction.inflation';
import { brotliZeros, deflatedZeros, lzwZeros, makeDocxBomb, makePdfBomb, manyEndedRunLengthStreams, manyFilterOpenings, manyOpenStreams, manyStreamKeywords, runLengthZeros } from '../test/bomb-fixtures';

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

async function main() {
  const bombs: [string, ExtractableType, Buffer][] = [
    ['.docx saying 2 KB, inflating to 1 GB', 'docx', makeDocxBomb(1024)],
    ['PDF, one Flate stream to 1 GB', 'pdf', makePdfBomb(deflatedZeros(1024))],
    ['PDF, Flate in hex to 1 GB', 'pdf', makePdfBomb(Buffer.from(`${deflatedZeros(1024).toString('hex')}>`), '[/ASCIIHexDecode /FlateDecode]')],
    ['PDF, run-length to 256 MB', 'pdf', makePdfBomb(runLengthZeros(256), '/RunLengthDecode')],
    ['PDF, LZW to 1 GB', 'pdf', makePdfBomb(lzwZeros(1024), '/LZWDecode')],
    ['PDF, run-length in Flate to 1 GB', 'pdf', makePdfBomb(deflateSync(runLengthZeros(1024), { level: 9 }), '[/FlateDecode /RunLengthDecode]')],
    ['PDF, Brotli to 128 MB', 'pdf', makePdfBomb(brotliZeros(128), '/BrotliDecode')],
    ['PDF, run-length named in another object', 'pdf', Buffer.concat([makePdfBomb(runLengthZeros(256), '9 0 R'), Buffer.from('9 0 obj\n/RunLengthDecode\nendobj\n')])],
    // A dictionary longer than the count reads hides its /Filter from it: the worker's memory watch stops it.
    ['PDF, run-length to 256 MB (memory watch)', 'pdf', makePdfBomb(runLengthZeros(256), `/RunLengthDecode /Padding (${'x'.repeat(70_000)})`)],
  ];
  for (const [name, type, bytes] of bombs) line(name, bytes, await cost(type, bytes));

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
    console.log(`${ms <= 1000 ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${(bytes.length / MB).toFixed(2).padStart(6)} MB  ${Math.round(ms).toString().padStart(5)} ms CPU ≤ 1000  ${outcome}`);
  }

  if (!existsSync(CORPUS)) return console.log(`(no corpus at ${CORPUS})`);
  let worst = { ms: 0, growthMb: 0 };
  let files = 0;
  for (const file of readdirSync(CORPUS).filter((name) => /\.(pdf|docx)$/i.test(name))) {
    const bytes = readFileSync(join(CORPUS, file));
    const measured = await cost(file.toLowerCase().endsWith('.pdf') ? 'pdf' : 'docx', bytes);
    if (!measured.outcome.endsWith('characters')) line(file, bytes, measured);
    worst = { ms: Math.max(worst.ms, measured.ms), growthMb: Math.max(worst.growthMb, measured.growthMb) };
    files++;
  }
  console.log(`corpus: ${files} PDF and .docx files, slowest ${Math.round(worst.ms)} ms, most growth +${worst.growthMb.toFixed(0)} MB`);
}

void main();
