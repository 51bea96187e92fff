// How much a .docx or a PDF really inflates to, counted by inflating it (the output is thrown away as it comes) and
// stopped at a budget: the sizes a zip or a PDF declares are never trusted. A compression bomb costs the few
// milliseconds it takes to inflate up to the budget, and no memory beyond zlib's chunks; the parsers' worker is never
// started for it. Runs on the service's thread: big streams inflate on libuv's pool, small ones (up to 1 MB each) at
// once, with a turn given back to the event loop every few milliseconds.
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import JSZip from 'jszip';
import { lzwDecoder, objectTexts, runLengthDecoder, streamDictionary, streamEnds, type Decoder, type StreamDictionary } from './text-extraction.pdf-filters';

export class InflationRefused extends Error {
  /** What had been decoded when the count stopped: the refusal's cost in bytes. */
  constructor(
    message: string,
    readonly decodedBytes = 0,
  ) {
    super(message);
  }
}
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
      if (used > limit) throw new InflationRefused(`inflates to more than ${limit} bytes`, used);
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

/** What a compressed stream is: zlib-wrapped deflate (PDF's Flate), raw deflate (a zip entry), or Brotli (PDF 2.0). */
type Compression = 'zlib' | 'raw' | 'brotli';

/** Each compression's decoder, all at once (up to a size) and as a stream. */
const DECODERS = {
  zlib: { atOnce: zlib.inflateSync, stream: () => zlib.createInflate({ chunkSize: 256 * 1024 }) },
  raw: { atOnce: zlib.inflateRawSync, stream: () => zlib.createInflateRaw({ chunkSize: 256 * 1024 }) },
  brotli: { atOnce: zlib.brotliDecompressSync, stream: () => zlib.createBrotliDecompress({ chunkSize: 256 * 1024 }) },
} satisfies Record<Compression, { atOnce: (input: Buffer, options: { maxOutputLength: number }) => Buffer; stream: () => zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress }>;

/**
 * Inflates `input` (zlib-wrapped or raw deflate, or Brotli), taking every output byte from `budget`, and returns the output when
 * it was small enough to keep (to look inside it for a nested stream). A broken stream counts what came out before
 * it broke, as a reader would use that much. Stops as soon as the budget is spent. `onOutput` gets the output as it
 * comes, for the filter after this one to decode (it counts its own output, and may throw the refusal too).
 */
async function inflateCounting(input: Buffer, format: Compression, budget: Budget, onOutput?: (chunk: Buffer) => void): Promise<Buffer | undefined> {
  const options = { maxOutputLength: AT_ONCE_BYTES };
  try {
    const output = DECODERS[format].atOnce(input, options);
    budget.take(output.length);
    onOutput?.(output);
    return output;
  } catch (error) {
    if (error instanceof InflationRefused) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') return undefined; // not (or not only) deflate data
  }
  // Bigger than AT_ONCE_BYTES: count it chunk by chunk and keep nothing.
  await new Promise<void>((resolve, reject) => {
    const inflater = DECODERS[format].stream();
    /** A stream inside the stream (a PDF's /Filter [/FlateDecode /FlateDecode]), inflated and counted too. */
    let nested: zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress | null | undefined;
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
        onOutput?.(chunk);
      } catch (refusal) {
        finish(refusal);
      }
    };
    inflater.on('data', (chunk: Buffer) => {
      if (nested === undefined) {
        // A Flate stream inside, sniffed when no filter is said to follow (one that is said gets `onOutput`).
        nested = format === 'zlib' && !onOutput && zlibHeaderAt(chunk, 0) ? DECODERS.zlib.stream() : null;
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
  await countNested(await inflateCounting(output, 'zlib', budget), budget, depth + 1);
}

/** What jszip holds of an entry it has loaded and not yet inflated (its CompressedObject). */
interface LoadedEntry {
  _data?: { compressedContent?: Uint8Array; compression?: { magic: string } };
}
const DEFLATE = '\x08\x00';

/**
 * A .docx: every entry as the Word reader itself finds it — mammoth opens the zip with jszip, so jszip reads the
 * directory here too, with its own offsets (a gap before the end record is taken as data prepended to the zip, and
 * every offset shifted by it) — and each entry's deflate data inflated to wherever it really ends. Sizes in the zip
 * are not trusted; a zip jszip cannot open is not read by the parser either.
 */
export async function countDocxInflation(bytes: Buffer, limit: number): Promise<number> {
  const budget = budgetOf(limit);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    return budget.used;
  }
  const entries = Object.values(zip.files) as (JSZip.JSZipObject & LoadedEntry)[];
  if (entries.length > MAX_PARTS) throw new InflationRefused(`${entries.length} entries`);
  for (const entry of entries) {
    const data = entry._data?.compressedContent;
    if (!data) continue;
    if (entry._data?.compression?.magic === DEFLATE) await inflateCounting(Buffer.from(data.buffer, data.byteOffset, data.byteLength), 'raw', budget);
    else budget.take(data.length);
    await budget.pause();
  }
  return budget.used;
}

const isPdfSpace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const hexValue = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/**
 * ASCIIHexDecode from `at` up to its '>' (or the first byte that is not hex), as PDF readers decode it; undefined when
 * its first two bytes are not a zlib header (not Flate inside). A hex run cannot span a `stream` keyword.
 */
function hexDecoded(bytes: Buffer, at: number): Buffer | undefined {
  let out = Buffer.alloc(2); // the header first: most streams are not hex, and are left at once
  let length = 0;
  let high = -1;
  for (let i = at; i < bytes.length && bytes[i] !== 0x3e; i++) {
    const nibble = hexValue(bytes[i]);
    if (nibble < 0) {
      if (isPdfSpace(bytes[i])) continue;
      break;
    }
    if (high < 0) high = nibble;
    else {
      out[length++] = (high << 4) | nibble;
      high = -1;
      if (length === 2) {
        if (!zlibHeaderAt(out, 0)) return undefined;
        out = Buffer.concat([out, Buffer.allocUnsafe(Math.ceil((bytes.length - i) / 2))]);
      }
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return length >= 2 ? out.subarray(0, length) : undefined;
}

/**
 * ASCII85Decode from `at` up to its '~>' (or the first byte outside the alphabet), as PDF readers decode it. The
 * alphabet holds the letters of `stream`, so one run can span many keywords: `scanned` (shared by the whole file)
 * bounds the bytes read in all, or a file of such runs would be read once per keyword.
 */
function ascii85Decoded(bytes: Buffer, at: number, scanned: { left: number }): Buffer | undefined {
  // First pass: where the run ends, and a look at its first two bytes (a zlib header, or not Flate inside).
  let end = at;
  let digits = 0;
  let head = 0;
  for (; end < bytes.length && bytes[end] !== 0x7e; end++) {
    if (--scanned.left < 0) throw new InflationRefused('ASCII85 runs overlap past the limit');
    const c = bytes[end];
    if (c === 0x7a && digits % 5 === 0) digits += 5;
    else if (c >= 33 && c <= 117) digits++;
    else if (!isPdfSpace(c)) break;
    if (digits >= 5 && head === 0) {
      head = 1;
      const first = decodeGroups(bytes, at, end + 1, 4);
      if (!zlibHeaderAt(first, 0)) return undefined;
    }
  }
  if (digits < 5) return undefined;
  return decodeGroups(bytes, at, end, Infinity);
}

/** Decodes ASCII85 between `from` and `to`, at most `limit` bytes of output. */
function decodeGroups(bytes: Buffer, from: number, to: number, limit: number): Buffer {
  const out = Buffer.allocUnsafe(Math.min(limit, (to - from) * 4 + 4)); // 'z' is four bytes
  let length = 0;
  let value = 0;
  let count = 0;
  for (let i = from; i < to && length < limit; i++) {
    const c = bytes[i];
    if (c === 0x7a && count === 0) {
      out.fill(0, length, length + 4);
      length += 4;
    } else if (c >= 33 && c <= 117) {
      value = value * 85 + (c - 33);
      if (++count === 5) {
        out.writeUInt32BE(value >>> 0, length);
        length += 4;
        value = 0;
        count = 0;
      }
    }
  }
  if (count > 1 && length < limit) {
    for (let k = count; k < 5; k++) value = value * 85 + 84;
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(value >>> 0, 0);
    tail.copy(out, length, 0, count - 1);
    length += count - 1;
  }
  return out.subarray(0, Math.min(length, limit));
}

/** ASCIIHexDecode of a whole stream, up to its '>'. */
function hexAll(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafe(Math.ceil(bytes.length / 2));
  let length = 0;
  let high = -1;
  for (let i = 0; i < bytes.length && bytes[i] !== 0x3e; i++) {
    const nibble = hexValue(bytes[i]);
    if (nibble < 0) continue; // spaces, and what a reader skips
    if (high < 0) high = nibble;
    else {
      out[length++] = (high << 4) | nibble;
      high = -1;
    }
  }
  if (high >= 0) out[length++] = high << 4;
  return out.subarray(0, length);
}

/** ASCII85Decode of a whole stream, up to its '~>'. */
function ascii85All(bytes: Buffer): Buffer {
  const end = bytes.indexOf('~>');
  return decodeGroups(bytes, 0, end < 0 ? bytes.length : end, Infinity);
}

/** One buffer of the pieces (without a copy when there is one piece). */
const joined = (pieces: Buffer[]) => (pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));

/** How much of a stream a run-length or LZW decoder reads before the event loop may get a turn. */
const SLICE_BYTES = 64 * 1024;

/**
 * A stream whose filter list names run-length, LZW or Brotli data (or a name pdf.js passes over), decoded filter by
 * filter as a reader would and every filter's output counted. Flate or Brotli and the run-length and LZW filters right
 * after it are one pipeline (nothing between them is kept); only the input of a filter after that is held, and it is
 * within the budget.
 */
async function countFilterChain(data: Buffer, { filters, earlyChange }: StreamDictionary, budget: Budget): Promise<void> {
  const take = (bytes: number) => budget.take(bytes);
  let pieces = [data];
  for (let i = 0; i < filters.length; ) {
    const filter = filters[i];
    if (filter === 'image') return; // an image's filter: the text reader does not decode it
    if (filter === 'pass') {
      i++; // a name pdf.js does not know passes the data on as it is
      continue;
    }
    if (filter === 'AHx' || filter === 'A85') {
      const decoded = (filter === 'AHx' ? hexAll : ascii85All)(joined(pieces));
      budget.take(decoded.length);
      pieces = [decoded];
      i++;
      continue;
    }
    const decompresses = filter === 'Fl' || filter === 'Br';
    const first = decompresses ? i + 1 : i;
    let end = first;
    while (end < filters.length && (filters[end] === 'RL' || filters[end] === 'LZW')) end++;
    const kept: Buffer[] = [];
    let sink: ((chunk: Buffer) => void) | undefined = end < filters.length ? (chunk) => kept.push(chunk) : undefined;
    const decoders: Decoder[] = [];
    for (let k = end - 1; k >= first; k--) {
      const decoder = filters[k] === 'RL' ? runLengthDecoder(take, sink) : lzwDecoder(earlyChange, take, sink);
      decoders.unshift(decoder);
      sink = (chunk) => decoder.open && decoder.write(chunk);
    }
    if (decompresses) await inflateCounting(joined(pieces), filter === 'Fl' ? 'zlib' : 'brotli', budget, sink);
    else {
      for (const piece of pieces) {
        for (let at = 0; at < piece.length && decoders[0].open; at += SLICE_BYTES) {
          sink!(piece.subarray(at, at + SLICE_BYTES));
          await budget.pause();
        }
      }
    }
    // what each decoder still holds goes on to the next, first to last
    for (const decoder of decoders) decoder.end();
    pieces = kept;
    i = end;
  }
}

/**
 * A PDF: every stream in the file (after each `stream` keyword) counted as a reader would decode it. One whose
 * dictionary names run-length, LZW or Brotli data is decoded by its filter list (text-extraction.pdf-filters.ts); any other
 * is counted when its data is Flate — as it stands, or under an ASCIIHex or ASCII85 wrapper — whatever its dictionary
 * says, nested Flate streams too. Objects cannot hide streams (PDF never puts a stream inside an object stream); an
 * encrypted PDF's streams cannot be read here, so it is refused.
 */
export async function countPdfInflation(bytes: Buffer, limit: number): Promise<number> {
  const budget = budgetOf(limit);
  const text = bytes.toString('latin1');
  if (/\/Encrypt\b/.test(text)) throw new EncryptedPdf('the PDF is encrypted');
  // A reader takes the data from the line after the keyword, whatever else is on the keyword's line.
  const keyword = /(?<!end)stream[^\r\n]{0,256}(\r\n|\r|\n)/g;
  let parts = 0;
  const ascii85Scanned = { left: text.length };
  const endOf = streamEnds(text);
  const objects = objectTexts(text);
  // Streams decoded by their /Filter list read up to their endstream: without one, each would read the rest of the
  // file. Their data together may be read twice the file's size, which no file whose streams end does.
  let chainInputLeft = 2 * bytes.length;
  /** Where the previous stream's data began and ended: the next dictionary is read from there. */
  let previousStart = 0;
  let previousEnd = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const dictionary = streamDictionary(text, previousEnd <= match.index ? previousEnd : previousStart, match.index, objects);
    previousStart = start;
    previousEnd = endOf(start, dictionary.length);
    if (dictionary.filters.some((filter) => filter === 'RL' || filter === 'LZW' || filter === 'Br' || filter === 'pass')) {
      if (++parts > MAX_PARTS) throw new InflationRefused(`more than ${MAX_PARTS} streams`);
      const data = bytes.subarray(start, endOf(start, dictionary.length));
      chainInputLeft -= data.length;
      if (chainInputLeft < 0) throw new InflationRefused('streams without an end overlap');
      await countFilterChain(data, dictionary, budget);
      await budget.pause();
      continue;
    }
    const flate = zlibHeaderAt(bytes, start) ? bytes.subarray(start) : (hexDecoded(bytes, start) ?? ascii85Decoded(bytes, start, ascii85Scanned));
    if (!flate || !zlibHeaderAt(flate, 0)) continue;
    if (++parts > MAX_PARTS) throw new InflationRefused(`more than ${MAX_PARTS} streams`);
    await countNested(await inflateCounting(flate, 'zlib', budget), budget, 1);
    await budget.pause();
  }
  return budget.used;
}
