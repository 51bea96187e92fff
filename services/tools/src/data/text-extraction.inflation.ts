// How much a .docx or a PDF really inflates to, counted by inflating it (the output is thrown away as it comes) and
// stopped at a budget: the sizes a zip or a PDF declares are never trusted. A compression bomb costs the few
// milliseconds it takes to inflate up to the budget, and no memory beyond zlib's chunks; the parsers' worker is never
// started for it. Runs on the service's thread: big streams inflate on libuv's pool, small ones (up to 1 MB each) at
// once, with a turn given back to the event loop every few milliseconds.
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';

export class InflationRefused extends Error {}
/** An encrypted PDF: its streams cannot be counted here, so it is not read at all. */
export class EncryptedPdf extends Error {}

/** A stream inflated at once, in memory, when it is at most this big; bigger ones are counted as they stream. */
const AT_ONCE_BYTES = 1024 * 1024;
/** More parts than any resume has: counting each costs a little, so a file made of tiny parts is refused up front. */
const MAX_PARTS = 10_000;

/** Work done on this thread before the event loop gets a turn. */
const TURN_MS = 5;

interface Budget {
  take(bytes: number): void;
  readonly used: number;
  /** Gives the event loop a turn when this count has held the thread long enough. */
  pause(): Promise<void>;
}

function budgetOf(limit: number): Budget {
  let used = 0;
  let since = performance.now();
  return {
    take(bytes) {
      used += bytes;
      if (used > limit) throw new InflationRefused(`inflates to more than ${limit} bytes`);
    },
    get used() {
      return used;
    },
    async pause() {
      if (performance.now() - since < TURN_MS) return;
      await nextTurn();
      since = performance.now();
    },
  };
}

/** Whether a zlib header (RFC 1950, as PDF readers check it) starts `bytes` at `at`. */
function zlibHeaderAt(bytes: Buffer, at: number): boolean {
  if (at + 2 > bytes.length) return false;
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  return (cmf & 0x0f) === 8 && (cmf >> 4) <= 7 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * Inflates `input` (zlib-wrapped or raw deflate), taking every output byte from `budget`, and returns the output when
 * it was small enough to keep (to look inside it for a nested stream). A broken stream counts what came out before
 * it broke, as a reader would use that much. Stops as soon as the budget is spent.
 */
async function inflateCounting(input: Buffer, raw: boolean, budget: Budget): Promise<Buffer | undefined> {
  const options = { maxOutputLength: AT_ONCE_BYTES };
  try {
    const output = raw ? zlib.inflateRawSync(input, options) : zlib.inflateSync(input, options);
    budget.take(output.length);
    return output;
  } catch (error) {
    if (error instanceof InflationRefused) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') return undefined; // not (or not only) deflate data
  }
  // Bigger than AT_ONCE_BYTES: count it chunk by chunk and keep nothing.
  await new Promise<void>((resolve, reject) => {
    const streamOf = (zlibWrapped: boolean) => (zlibWrapped ? zlib.createInflate({ chunkSize: 256 * 1024 }) : zlib.createInflateRaw({ chunkSize: 256 * 1024 }));
    const inflater = streamOf(!raw);
    /** A stream inside the stream (a PDF's /Filter [/FlateDecode /FlateDecode]), inflated and counted too. */
    let nested: zlib.Inflate | zlib.InflateRaw | null | undefined;
    let done = false;
    const finish = (refusal?: unknown) => {
      if (done) return;
      done = true;
      inflater.destroy();
      nested?.destroy();
      if (refusal) reject(refusal);
      else resolve();
    };
    const counted = (chunk: Buffer) => {
      try {
        budget.take(chunk.length);
      } catch (refusal) {
        finish(refusal);
      }
    };
    inflater.on('data', (chunk: Buffer) => {
      if (nested === undefined) {
        nested = !raw && zlibHeaderAt(chunk, 0) ? streamOf(true) : null;
        nested?.on('data', counted).on('end', () => finish()).on('error', () => finish());
      }
      nested?.write(chunk);
      counted(chunk);
    });
    const ended = () => (nested && !done ? nested.end() : finish());
    inflater.on('end', ended);
    inflater.on('error', ended);
    inflater.end(input);
  });
  return undefined;
}

/** Counts a small inflated stream's own nested streams (up to a depth of 3). */
async function countNested(output: Buffer | undefined, budget: Budget, depth: number): Promise<void> {
  if (!output || depth >= 3 || !zlibHeaderAt(output, 0)) return;
  await countNested(await inflateCounting(output, false, budget), budget, depth + 1);
}

/**
 * A .docx: every entry its central directory lists (what the Word reader opens), inflated from where its local header
 * says its data starts to wherever its deflate data really ends. Sizes in the zip are not read at all.
 */
export async function countDocxInflation(bytes: Buffer, limit: number): Promise<number> {
  const budget = budgetOf(limit);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return budget.used;
  const count = bytes.readUInt16LE(end + 10);
  if (count > MAX_PARTS) throw new InflationRefused(`${count} entries`);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count && at + 46 <= bytes.length && bytes.readUInt32LE(at) === 0x02014b50; i++) {
    const method = bytes.readUInt16LE(at + 10);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) continue;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (method === 8) await inflateCounting(bytes.subarray(start), true, budget);
    else if (method === 0) budget.take(Math.max(0, bytes.length - start));
    await budget.pause();
  }
  return budget.used;
}

const HEX_DIGIT = /[0-9a-fA-F]/;
const PDF_WHITESPACE = /[\0\t\n\f\r ]/;

/** ASCIIHexDecode from `at` up to its '>' (or the first byte that is not hex), as PDF readers decode it. */
function hexDecoded(text: string, at: number): Buffer | undefined {
  const digits: string[] = [];
  for (let i = at; i < text.length && text[i] !== '>'; i++) {
    if (HEX_DIGIT.test(text[i])) digits.push(text[i]);
    else if (!PDF_WHITESPACE.test(text[i])) break;
    if (digits.length === 4 && !zlibHeaderAt(Buffer.from(digits.join(''), 'hex'), 0)) return undefined; // not Flate inside
  }
  if (digits.length < 4) return undefined;
  if (digits.length % 2) digits.push('0');
  return Buffer.from(digits.join(''), 'hex');
}

/** ASCII85Decode from `at` up to its '~>' (or the first byte outside the alphabet), as PDF readers decode it. */
function ascii85Decoded(text: string, at: number): Buffer | undefined {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let k = 0; k < 5; k++) value = value * 85 + (group[k] ?? 84);
    for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
    group = [];
  };
  for (let i = at; i < text.length && text[i] !== '~'; i++) {
    const code = text.charCodeAt(i);
    if (text[i] === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (code >= 33 && code <= 117) {
      group.push(code - 33);
      if (group.length === 5) flush(4);
    } else if (!PDF_WHITESPACE.test(text[i])) break;
    if (out.length >= 2 && out.length <= 6 && !zlibHeaderAt(Buffer.from(out), 0)) return undefined; // not Flate inside
  }
  if (group.length > 1) flush(group.length - 1);
  return out.length >= 2 ? Buffer.from(out) : undefined;
}

/**
 * A PDF: every stream in the file (after each `stream` keyword) whose data is Flate — as it stands, or under an
 * ASCIIHex or ASCII85 wrapper — inflated as a Flate decoder would read it and counted, nested streams too. Objects
 * cannot hide streams (PDF never puts a stream inside an object stream); an encrypted PDF's streams cannot be read
 * here, so it is refused. Not counted: LZW and run-length data (bounded only by the worker's time limit).
 */
export async function countPdfInflation(bytes: Buffer, limit: number): Promise<number> {
  const budget = budgetOf(limit);
  const text = bytes.toString('latin1');
  if (/\/Encrypt\b/.test(text)) throw new EncryptedPdf('the PDF is encrypted');
  // A reader takes the data from the line after the keyword, whatever else is on the keyword's line.
  const keyword = /(?<!end)stream[^\r\n]{0,256}(\r\n|\r|\n)/g;
  let parts = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const flate = zlibHeaderAt(bytes, start) ? bytes.subarray(start) : (hexDecoded(text, start) ?? ascii85Decoded(text, start));
    if (!flate || !zlibHeaderAt(flate, 0)) continue;
    if (++parts > MAX_PARTS) throw new InflationRefused(`more than ${MAX_PARTS} streams`);
    await countNested(await inflateCounting(flate, false, budget), budget, 1);
    await budget.pause();
  }
  return budget.used;
}
