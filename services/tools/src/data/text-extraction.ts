// Text out of PDF (pdfjs-dist), .docx (mammoth) and .doc (word-extractor) files. First what the file really inflates
// to is counted against a budget on the service's thread (a compression bomb is refused then, before any parser:
// text-extraction.inflation.ts); then the file is parsed in a process of its own, one file per process, whose memory,
// CPU and time are measured and bounded for that file alone: a crafted file ends its own process, never another user's
// upload. The CPU bound is what stops a file whose few decoded bytes its parser reads again and again (a page drawn
// a thousand times), which no count of bytes sees. At most `concurrency` files are parsed at once and `queue` more wait their turn; beyond that an upload is
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
/** The parser's process grew past its memory bound, or its CPU bound, while reading the file (what the count could not see): stopped. */
export class ParsingTooCostly extends InflatesTooMuch {
  constructor(
    message: string,
    /** Which bound stopped it. */
    readonly bound: 'memory' | 'cpu',
  ) {
    super(message);
  }
}
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
  /** The parser's CPU time (all its threads) on the file, as last seen (to the kernel's 10 ms tick); undefined without /proc. */
  cpuMs?: number;
  /** Resident memory of the parser's process when the file was handed to it (loaded, warmed up). */
  loadedBytes?: number;
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
  /**
   * The CPU one file may take in its parser before any text comes out of it, and how much more each 1,000 characters
   * of text earn (a long resume takes longer than a short one; a file that makes its parser work and yields no text
   * does not), up to `capMs` in all, so that no file costs more than a second whatever text it yields. Past it the
   * process is killed. Measured from /proc; without it only `timeoutMs` applies.
   */
  cpu?: { baseMs: number; msPerThousandChars: number; capMs: number };
  /** Files parsed at once (one process each); by default one per core. */
  concurrency?: number;
  /** Files that may wait for a slot; more are turned away with ExtractionBusy. */
  queue?: number;
  /** Told what each parsed file cost. */
  onCost?: (cost: ExtractionCost) => void;
}

const WORKER_FILE = join(__dirname, 'text-extraction.worker.mjs');
/** How often a parser's memory and CPU are looked at. */
const WATCH_MS = 10;
/**
 * How much a parser may grow between two looks (pdf.js copies a decoded stream into a buffer twice its size at once,
 * and the count lets no stream decode past 16 MB): it is stopped this far short of its bound, so its peak stays under it.
 */
const WATCH_MARGIN_BYTES = 16 * 1024 * 1024;
/** The parser process's JavaScript heap: a backstop where its resident memory cannot be read (no /proc). */
const PARSER_HEAP_MB = 256;
/**
 * The parser's CPU bound by default. The corpus's costliest resumes take their warmed-up parser up to 440 ms (a .docx
 * of 9,800 characters, which earns nothing: mammoth gives its text at the end) and 590 ms (a PDF of 11,200) on a
 * loaded two-core machine, a PDF's text up to about 35 ms per 1,000 characters past its fonts. A file that yields no
 * text is stopped at 650 ms; one whose text runs on (a page of tiny text runs read to the character cap costs 3–4 s)
 * at 850 ms in all. With the count before and the answer after, a crafted file's upload is answered within a second
 * on a quiet machine, and the costliest real resume keeps about a third of its bound in hand.
 */
export const PARSER_CPU = { baseMs: 650, msPerThousandChars: 40, capMs: 850 };
/** The kernel's clock tick, in which /proc gives CPU time (USER_HZ, 100 on every Linux the service runs on). */
const TICK_MS = 10;

/** Which parser process reads a type: pdf.js, or the Word readers. */
type ParserKind = 'pdf' | 'office';
const kindOf = (type: ExtractableType): ParserKind => (type === 'pdf' ? 'pdf' : 'office');

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

/** A process's CPU time so far (user and system, every thread), in ms, from /proc (Linux); undefined where it cannot be read. */
async function cpuMsOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in brackets and may hold spaces: utime and stime are the 12th and 13th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** A parser process, started ahead of need: the readers load and warm up before a file waits on them. */
interface ParserProcess {
  child: ChildProcess;
  ready: Promise<void>;
}

function startParser(kind: ParserKind): ParserProcess {
  const child = fork(WORKER_FILE, [kind], {
    // Without the optimising compiler: a parser reads one file, and compiling pdf.js's hot code for it cost more CPU
    // (on other threads too) than it saved — the corpus's costliest PDF 620 -> 380 ms, .docx 570 -> 370 ms.
    execArgv: [`--max-old-space-size=${PARSER_HEAP_MB}`, '--no-opt'],
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
  const { timeoutMs, maxChars, memoryMb = 64, cpu = PARSER_CPU, onCost } = limits;
  const bound = memoryMb * 1024 * 1024;
  /** Where the watch stops the parser: short of the bound by what it may grow before the next look (at most half the bound). */
  const stopAt = bound - Math.min(WATCH_MARGIN_BYTES, bound / 2);
  const { child } = parser;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    /** Resident memory when the file was handed over, and the process's peak until then. */
    let before: { now: number; peak: number } | undefined;
    let growth = 0;
    let handedOver = performance.now();
    /** The parser's CPU time when the file was handed over, and what it has spent on the file since. */
    let cpuBefore: number | undefined;
    let cpuSpent: number | undefined;
    /** How much text the parser has said it has read so far. */
    let textLength = 0;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      onCost?.({ peakGrowthBytes: growth, ms: performance.now() - handedOver, cpuMs: cpuSpent, loadedBytes: before?.now });
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
      return growth <= stopAt;
    };
    /** False once the parser has spent more CPU on the file than the text it has read so far earns. */
    const withinCpu = async (): Promise<boolean> => {
      const now = await cpuMsOf(child.pid!);
      if (now === undefined || cpuBefore === undefined) return true;
      cpuSpent = now - cpuBefore;
      return cpuSpent <= Math.min(cpu.capMs, cpu.baseMs + (cpu.msPerThousandChars * textLength) / 1000);
    };
    const overBound = () => finish(() => reject(new ParsingTooCostly(`the parser grew past ${Math.round(stopAt / 1024 / 1024)} MB, near its ${memoryMb} MB bound`, 'memory')));
    const overCpu = () => finish(() => reject(new ParsingTooCostly(`the parser took more than ${cpuSpent} ms of CPU for ${textLength} characters`, 'cpu')));
    const timer = setTimeout(() => finish(() => reject(new ExtractionError(`extraction took longer than ${timeoutMs} ms`))), timeoutMs);
    // The parsers decode into byte buffers outside any heap cap: the process's resident memory is what is bounded.
    const watch = async () => {
      const [within, inCpu] = await Promise.all([withinBound(), withinCpu()]);
      if (settled) return;
      if (!within) overBound();
      else if (!inCpu) overCpu();
      else setTimeout(() => void watch(), WATCH_MS).unref();
    };
    child.once('exit', (code, signal) => finish(() => reject(new ExtractionError(`the parser stopped (${signal ?? `exit ${code}`})`))));
    parser.ready.then(
      async () => {
        [before, cpuBefore] = await Promise.all([residentBytes(child.pid!), cpuMsOf(child.pid!)]);
        if (settled) return;
        // After the message that said the parser was ready: how much text it has read, as it goes, then the answer.
        // The process waits to be ended, so its peak can still be read once it has answered.
        const onMessage = (message: { textLength?: number; text?: string; error?: string }) => {
          if (typeof message.textLength === 'number') {
            textLength = message.textLength;
            return;
          }
          child.off('message', onMessage);
          void Promise.all([withinBound(), withinCpu()]).then(([within, inCpu]) => {
            if (!within) return overBound();
            if (!inCpu) return overCpu();
            finish(() => (typeof message.text === 'string' ? resolve(message.text) : reject(new ExtractionError(message.error ?? 'extraction failed'))));
          });
        };
        child.on('message', onMessage);
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
  const started = (kind: ParserKind): ParserProcess => {
    const parser = startParser(kind);
    live.add(parser.child);
    parser.child.once('exit', () => live.delete(parser.child));
    return parser;
  };
  /**
   * One parser of each kind kept started and warmed up, so the next file does not wait for its readers to load; a
   * kind loads only its own readers (pdf.js, or mammoth and word-extractor).
   */
  const spares: Partial<Record<ParserKind, ParserProcess>> = { pdf: started('pdf'), office: started('office') };
  const takeParser = (kind: ParserKind): ParserProcess => {
    const spare = spares[kind];
    const parser = spare && spare.child.exitCode === null && !spare.child.killed ? spare : started(kind);
    spares[kind] = closed ? undefined : started(kind);
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
        return await parseInProcess(takeParser(kindOf(type)), type, bytes, limits);
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    async close() {
      closed = true;
      spares.pdf = spares.office = undefined;
      const exits = [...live].map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once('exit', resolve))));
      for (const child of live) {
        child.ref(); // a spare is unreferenced: its exit must still be waited for when nothing else keeps the process up
        child.kill('SIGKILL');
      }
      await Promise.all(exits);
    },
  };
}
