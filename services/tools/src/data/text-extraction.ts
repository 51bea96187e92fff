// Text out of PDF (pdfjs-dist), .docx (mammoth) and .doc (word-extractor) files, each parsed in a worker thread
// with a time limit and a memory cap, once what the file really inflates to has been counted against a budget (a
// compression bomb is refused then, without a worker: text-extraction.inflation.ts). At most
// `concurrency` files are parsed at once and `queue` more wait their turn; beyond that an upload is turned away at
// once. The bytes live in memory only: nothing is written to disk.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { countDocxInflation, countPdfInflation, EncryptedPdf, InflationRefused } from './text-extraction.inflation';

export type ExtractableType = 'pdf' | 'docx' | 'doc';

export class ExtractionError extends Error {}
/** The file inflates past the budget (a compression bomb, or far more than any resume). */
export class InflatesTooMuch extends ExtractionError {}
/** A password-protected or encrypted PDF: not read (what it inflates to cannot be counted). */
export class ProtectedFile extends ExtractionError {}
/** Every extraction slot and queue place is taken. */
export class ExtractionBusy extends Error {}

export interface TextExtractor {
  extract(type: ExtractableType, bytes: Buffer): Promise<string>;
}

export interface ExtractionLimits {
  timeoutMs: number;
  maxChars: number;
  /** What a PDF's streams or a .docx's entries may inflate to, in all. */
  maxInflatedBytes: number;
  memoryMb?: number;
  /** Files parsed at once (one worker thread each); by default one per core. */
  concurrency?: number;
  /** Files that may wait for a slot; more are turned away with ExtractionBusy. */
  queue?: number;
}

const WORKER_FILE = join(__dirname, 'text-extraction.worker.mjs');
/** How often a running extraction's memory is looked at. */
const MEMORY_WATCH_MS = 20;

async function countInflation(type: ExtractableType, bytes: Buffer, limit: number): Promise<void> {
  try {
    if (type === 'pdf') await countPdfInflation(bytes, limit);
    else if (type === 'docx') await countDocxInflation(bytes, limit);
  } catch (error) {
    if (error instanceof InflationRefused) throw new InflatesTooMuch(error.message);
    if (error instanceof EncryptedPdf) throw new ProtectedFile(error.message);
    throw error;
  }
}

function extractInWorker(type: ExtractableType, bytes: Buffer, { timeoutMs, maxChars, memoryMb = 256 }: ExtractionLimits): Promise<string> {
  // A copy the worker owns: the caller's buffer may be a slice of a pooled one.
  const data = new Uint8Array(bytes).buffer;
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { kind: type, bytes: data, maxChars },
      transferList: [data],
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    // The parsers' console chatter is not the service's log.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new ExtractionError(`extraction took longer than ${timeoutMs} ms`))), timeoutMs);
    // The worker's heap cap does not cover the byte buffers a parser decodes into (LZW or run-length streams that the
    // count cannot see): the process's resident size is watched instead, and a worker that grows it too far is stopped.
    const residentAtStart = process.memoryUsage.rss();
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - residentAtStart > memoryMb * 1024 * 1024) {
        finish(() => reject(new InflatesTooMuch(`extraction grew the process past ${memoryMb} MB`)));
      }
    }, MEMORY_WATCH_MS);
    worker.once('message', (message: { text?: string; error?: string }) =>
      finish(() => (typeof message.text === 'string' ? resolve(message.text) : reject(new ExtractionError(message.error ?? 'extraction failed')))),
    );
    worker.once('error', (error) => finish(() => reject(new ExtractionError(error.message))));
    worker.once('exit', (code) => finish(() => reject(new ExtractionError(`extraction stopped (exit ${code})`))));
  });
}

export function textExtractor(limits: ExtractionLimits): TextExtractor {
  const concurrency = limits.concurrency ?? availableParallelism();
  const queueLength = limits.queue ?? 2 * concurrency;
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    async extract(type, bytes) {
      if (running >= concurrency) {
        if (waiting.length >= queueLength) throw new ExtractionBusy(`${running} extractions running, ${waiting.length} waiting`);
        await new Promise<void>((turn) => waiting.push(turn));
      } else {
        running++;
      }
      try {
        await countInflation(type, bytes, limits.maxInflatedBytes);
        return await extractInWorker(type, bytes, limits);
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
