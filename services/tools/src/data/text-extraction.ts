// Text out of PDF (pdfjs-dist), .docx (mammoth) and .doc (word-extractor) files. First what the file really inflates
// to is counted against a budget on the service's thread (a compression bomb is refused then, before any parser:
// text-extraction.inflation.ts); then the file is parsed in a process of its own, one file per process, whose memory
// and time are measured and bounded for that file alone: a crafted file ends its own process, never another user's
// upload. At most `concurrency` files are parsed at once and `queue` more wait their turn; beyond that an upload is
// turned away at once. The bytes live in memory only: nothing is written to disk.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { countDocxInflation, countPdfInflation, EncryptedPdf, InflationRefused } from './text-extraction.inflation';

export type ExtractableType = 'pdf' | 'docx' | 'doc';

export class ExtractionError extends Error {}
/** The file inflates past the budget (a compression bomb, or far more than any resume), counted before any parser. */
export class InflatesTooMuch extends ExtractionError {}
/** The parser's process grew past its memory bound while reading the file (what the count could not see): stopped. */
export class ParsingTooCostly extends InflatesTooMuch {}
/** A password-protected or encrypted PDF: not read (what it inflates to cannot be counted). */
export class ProtectedFile extends ExtractionError {}
/** Every extraction slot and queue place is taken. */
export class ExtractionBusy extends Error {}

/** What one file cost its parser process, for the service's log and the bench. */
export interface ExtractionCost {
  /** How far the parser's process grew (resident memory) past what it held before the file, at its peak. */
  peakGrowthBytes: number;
  /** From the file handed to its (loaded) parser to the answer or the stop. */
  ms: number;
}

export interface TextExtractor {
  extract(type: ExtractableType, bytes: Buffer): Promise<string>;
  /** Ends the parser processes (the service's stop). */
  close(): Promise<void>;
}

export interface ExtractionLimits {
  timeoutMs: number;
  maxChars: number;
  /** What a PDF's streams or a .docx's entries may inflate to, in all. */
  maxInflatedBytes: number;
  /** How far one file may grow its parser's process (resident memory); past it the process is killed. */
  memoryMb?: number;
  /** Files parsed at once (one process each); by default one per core. */
  concurrency?: number;
  /** Files that may wait for a slot; more are turned away with ExtractionBusy. */
  queue?: number;
  /** Told what each parsed file cost. */
  onCost?: (cost: ExtractionCost) => void;
}

const WORKER_FILE = join(__dirname, 'text-extraction.worker.mjs');
/** How often a parser's memory is looked at. */
const MEMORY_WATCH_MS = 10;
/** The parser process's JavaScript heap: a backstop where its resident memory cannot be read (no /proc). */
const PARSER_HEAP_MB = 256;

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

/** A process's resident memory now and at its peak so far, in bytes, read from /proc (Linux); undefined where it cannot be read. */
async function residentBytes(pid: number): Promise<{ now: number; peak: number } | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const now = /VmRSS:\s*(\d+)\s*kB/.exec(status)?.[1];
    const peak = /VmHWM:\s*(\d+)\s*kB/.exec(status)?.[1];
    return now === undefined || peak === undefined ? undefined : { now: Number(now) * 1024, peak: Number(peak) * 1024 };
  } catch {
    return undefined;
  }
}

/** A parser process, started ahead of need: the readers load before a file waits on them. */
interface ParserProcess {
  child: ChildProcess;
  ready: Promise<void>;
}

function startParser(): ParserProcess {
  const child = fork(WORKER_FILE, [], {
    execArgv: [`--max-old-space-size=${PARSER_HEAP_MB}`],
    serialization: 'advanced',
    // The parsers' console chatter is not the service's log.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new ExtractionError(`the parser stopped before it was ready (exit ${code})`)));
    child.once('error', reject);
  });
  ready.catch(() => undefined); // a spare that dies unused is only replaced
  // A spare waiting for a file does not keep the service's process alive.
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  return { child, ready };
}

function parseInProcess(parser: ParserProcess, type: ExtractableType, bytes: Buffer, limits: ExtractionLimits): Promise<string> {
  const { timeoutMs, maxChars, memoryMb = 64, onCost } = limits;
  const bound = memoryMb * 1024 * 1024;
  const { child } = parser;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    /** Resident memory when the file was handed over, and the process's peak until then. */
    let before: { now: number; peak: number } | undefined;
    let growth = 0;
    let handedOver = performance.now();
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      onCost?.({ peakGrowthBytes: growth, ms: performance.now() - handedOver });
      outcome();
    };
    /**
     * How far the file has grown the process: what is resident now, and the kernel's high-water mark once it passes
     * the peak from before the file, so a peak between two looks is still seen. False once past the bound.
     */
    const withinBound = async (): Promise<boolean> => {
      const resident = await residentBytes(child.pid!);
      if (!resident || !before) return true;
      growth = Math.max(growth, resident.now - before.now, resident.peak > before.peak ? resident.peak - before.now : 0);
      return growth <= bound;
    };
    const overBound = () => finish(() => reject(new ParsingTooCostly(`the parser grew past ${memoryMb} MB`)));
    const timer = setTimeout(() => finish(() => reject(new ExtractionError(`extraction took longer than ${timeoutMs} ms`))), timeoutMs);
    // The parsers decode into byte buffers outside any heap cap: the process's resident memory is what is bounded.
    const watch = async () => {
      const within = await withinBound();
      if (settled) return;
      if (!within) overBound();
      else setTimeout(() => void watch(), MEMORY_WATCH_MS).unref();
    };
    child.once('exit', (code, signal) => finish(() => reject(new ExtractionError(`the parser stopped (${signal ?? `exit ${code}`})`))));
    parser.ready.then(
      async () => {
        before = await residentBytes(child.pid!);
        if (settled) return;
        // The answer is the message after the one that said the parser was ready; the process waits to be ended, so
        // its peak can still be read once it has answered.
        child.once('message', (message: { text?: string; error?: string }) => {
          void withinBound().then((within) => {
            if (!within) return overBound();
            finish(() => (typeof message.text === 'string' ? resolve(message.text) : reject(new ExtractionError(message.error ?? 'extraction failed'))));
          });
        });
        handedOver = performance.now();
        child.send({ kind: type, bytes: new Uint8Array(bytes), maxChars });
        void watch();
      },
      (error: Error) => finish(() => reject(new ExtractionError(error.message))),
    );
  });
}

export function textExtractor(limits: ExtractionLimits): TextExtractor {
  const concurrency = limits.concurrency ?? availableParallelism();
  const queueLength = limits.queue ?? 4 * concurrency;
  let running = 0;
  const waiting: (() => void)[] = [];
  const live = new Set<ChildProcess>();
  let closed = false;
  const started = (): ParserProcess => {
    const parser = startParser();
    live.add(parser.child);
    parser.child.once('exit', () => live.delete(parser.child));
    return parser;
  };
  /** One parser kept started and loaded, so the next file does not wait for the readers to load. */
  let spare: ParserProcess | undefined = started();
  const takeParser = (): ParserProcess => {
    const parser = spare && spare.child.exitCode === null && !spare.child.killed ? spare : started();
    spare = closed ? undefined : started();
    return parser;
  };

  return {
    async extract(type, bytes) {
      if (closed) throw new ExtractionBusy('the extractor is closed');
      // Counted before a slot is taken: a bomb is refused without ever waiting for, or holding, a parser.
      await countInflation(type, bytes, limits.maxInflatedBytes);
      if (running >= concurrency) {
        if (waiting.length >= queueLength) throw new ExtractionBusy(`${running} extractions running, ${waiting.length} waiting`);
        await new Promise<void>((turn) => waiting.push(turn));
      } else {
        running++;
      }
      try {
        return await parseInProcess(takeParser(), type, bytes, limits);
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    async close() {
      closed = true;
      spare = undefined;
      const exits = [...live].map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once('exit', resolve))));
      for (const child of live) child.kill('SIGKILL');
      await Promise.all(exits);
    },
  };
}
