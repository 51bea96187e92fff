// What a PDF stream's dictionary says about its data (its filter list, LZW's EarlyChange, where its data ends), and
// two expanding filters besides Flate and Brotli (counted by zlib's own decoders) that a PDF reader decodes:
// run-length (up to 128 bytes out of 2) and LZW (up to about 4,000 bytes out of 12 bits). Each is a decoder that
// counts every byte it puts out before putting it out, so a bomb stops at the budget after reading a few kilobytes; it
// passes its output on only when another filter comes after it. They decode as pdf.js does (src/core/run_length_stream.js, lzw_stream.js), so the count is what the
// parser would really produce.
import { inflateSync } from 'node:zlib';

/**
 * The filters a PDF reader applies, in order, by their short names (a dictionary may use either spelling): image
 * filters, which the text reader does not decode, and 'pass' for a name pdf.js does not know, whose data it passes on
 * as it is (so a filter after it still counts).
 */
export type PdfFilter = 'Fl' | 'LZW' | 'RL' | 'AHx' | 'A85' | 'Br' | 'image' | 'pass';

const FILTER_NAMES: Record<string, PdfFilter> = {
  FlateDecode: 'Fl',
  Fl: 'Fl',
  LZWDecode: 'LZW',
  LZW: 'LZW',
  RunLengthDecode: 'RL',
  RL: 'RL',
  ASCIIHexDecode: 'AHx',
  AHx: 'AHx',
  ASCII85Decode: 'A85',
  A85: 'A85',
  BrotliDecode: 'Br',
  DCTDecode: 'image',
  DCT: 'image',
  JPXDecode: 'image',
  JPX: 'image',
  CCITTFaxDecode: 'image',
  CCF: 'image',
  JBIG2Decode: 'image',
};

export interface StreamDictionary {
  filters: PdfFilter[];
  earlyChange: 0 | 1;
  /** The /Length, when it is a number written in place (not a reference to another object). */
  length?: number;
}

/** A PDF name with its #hh escapes decoded, as readers decode it ("/RunLength#44ecode" is /RunLengthDecode). */
const nameOf = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text an indirect object holds (what follows "N G obj"), to resolve a reference; undefined when there is none. */
export type ObjectText = (objectNumber: number) => string | undefined;

/**
 * Each object's text by its number, found in one pass over the file when first asked (the last definition wins, as
 * in an updated file), objects packed in object streams too (PDF 1.5's /Type /ObjStm, where a filter's name can be
 * kept): an object written in the file itself is taken before a packed one of the same number.
 */
export function objectTexts(text: string): ObjectText {
  let starts: Map<number, number> | undefined;
  let packed: Map<number, string> | undefined;
  return (objectNumber) => {
    if (!starts) {
      starts = new Map();
      for (const m of text.matchAll(/(?<!\d)(\d{1,10})\s{1,16}\d{1,5}\s{1,16}obj\b/g)) starts.set(Number(m[1]), m.index + m[0].length);
    }
    const at = starts.get(objectNumber);
    if (at !== undefined) return text.slice(at, at + 300);
    packed ??= packedObjects(text);
    return packed.get(objectNumber);
  };
}

/** What the object streams of one file may inflate to, in all, to find the objects they hold (the rest is left to the parser's bound). */
const PACKED_BYTES = 16 * 1024 * 1024;

/**
 * The objects inside the file's object streams (unfiltered or Flate, as writers make them): each stream's header of
 * N pairs "object number, offset" after which, from /First on, the objects follow.
 */
function packedObjects(text: string): Map<number, string> {
  const objects = new Map<number, string>();
  let left = PACKED_BYTES;
  for (const m of text.matchAll(/\/Type\s{0,16}\/ObjStm\b/g)) {
    const open = text.lastIndexOf('<<', m.index);
    const keyword = /stream(\r\n|\r|\n)/g;
    keyword.lastIndex = m.index;
    const found = keyword.exec(text);
    if (open < 0 || !found || left <= 0) continue;
    const dictionary = text.slice(open, found.index);
    const count = Number(/\/N\s+(\d{1,6})\b/.exec(dictionary)?.[1] ?? 0);
    const first = Number(/\/First\s+(\d{1,9})\b/.exec(dictionary)?.[1] ?? 0);
    const start = found.index + found[0].length;
    const end = text.indexOf('endstream', start);
    const data = Buffer.from(text.slice(start, end < 0 ? text.length : end), 'latin1');
    let content: string;
    try {
      const flate = /\/(FlateDecode|Fl)\b/.test(dictionary);
      const decoded = flate ? inflateSync(data, { maxOutputLength: left, finishFlush: 2 /* Z_SYNC_FLUSH: a cut stream gives what it has */ }) : data;
      left -= decoded.length;
      content = decoded.toString('latin1');
    } catch {
      continue;
    }
    const header = content.slice(0, first).match(/\d+/g) ?? [];
    for (let i = 0; i + 1 < header.length && i < 2 * count; i += 2) {
      const at = first + Number(header[i + 1]);
      objects.set(Number(header[i]), content.slice(at, at + 300));
    }
  }
  return objects;
}

/** A filter value: a name, an array (of names, or references to them), or a reference to either. */
const FILTER_VALUE = /^\s{0,64}(\[[^\]]{0,256}\]|\/[^\s/[\]<>()]{1,64}|(\d{1,10})\s{1,16}\d{1,5}\s{1,16}R\b)/;

function filtersOf(value: string, objects: ObjectText, depth = 0): PdfFilter[] {
  const m = FILTER_VALUE.exec(value);
  if (!m) return [];
  if (m[2] !== undefined) {
    const held = depth < 2 ? objects(Number(m[2])) : undefined;
    return held === undefined ? [] : filtersOf(held, objects, depth + 1);
  }
  return [...m[1].matchAll(/\/([^\s/[\]<>()]+)|(\d{1,10})\s{1,16}\d{1,5}\s{1,16}R\b/g)].flatMap((item) => {
    if (item[1] !== undefined) return [FILTER_NAMES[nameOf(item[1])] ?? 'pass'];
    const held = depth < 2 ? objects(Number(item[2])) : undefined;
    return held === undefined ? ['pass' as const] : filtersOf(held, objects, depth + 1).slice(0, 1);
  });
}

/** The characters a PDF lexer treats apart here: a comment, a string, a dictionary's or a hex string's bracket. */
const SPECIAL = '%(<>';

/**
 * The dictionary that ends right before the `stream` keyword at `keywordAt`, read as a PDF lexer reads it from `from`:
 * strings and comments are skipped whole, and what nested dictionaries hold is left out, so a key is found only at the
 * dictionary's own level (a "/Filter" inside a string, or a padding string of any length, changes nothing). `own` is
 * that level's text; `whole` the dictionary as written. Undefined when no dictionary ends at the keyword.
 */
function dictionaryBefore(text: string, from: number, keywordAt: number): { own: string; whole: string } | undefined {
  let depth = 0;
  let start = -1;
  let end = -1;
  let own: string[] = [];
  for (let i = from; i < keywordAt; ) {
    const c = text[i];
    if (c === '%') {
      while (i < keywordAt && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === '(') {
      let open = 1;
      for (i++; i < keywordAt && open > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') open++;
        else if (text[i] === ')') open--;
      }
      if (depth === 1) own.push(' () ');
    } else if (c === '<' && text[i + 1] === '<') {
      if (depth === 0) {
        start = i;
        end = -1;
        own = [];
      }
      if (++depth === 1) own.push('<<');
      i += 2;
    } else if (c === '<') {
      while (i < keywordAt && text[i] !== '>') i++;
      i++;
      if (depth === 1) own.push(' <> ');
    } else if (c === '>' && text[i + 1] === '>') {
      if (depth > 0 && --depth === 0) {
        end = i + 2;
        own.push('>>');
      }
      i += 2;
    } else {
      // never past the keyword: a search to the next special character could read the rest of the file per keyword
      let next = i + 1;
      while (next < keywordAt && !SPECIAL.includes(text[next])) next++;
      if (depth === 1) own.push(text.slice(i, next));
      i = next;
    }
  }
  if (depth !== 0 || end < 0 || !/^\s*$/.test(text.slice(end, keywordAt))) return undefined;
  return { own: own.join(''), whole: text.slice(start, end) };
}

/**
 * The dictionary of the stream whose keyword is at `keywordAt` in the file (as latin1 text), read from `from` (where
 * the previous stream's data ended): as a lexer reads it when one ends at the keyword, else from the last `obj` in the
 * region. The caller keeps the regions of successive keywords apart, so a file of many keywords is read once, not once
 * per keyword. Its filters are read as pdf.js reads them: /F before /Filter, the last of a key written twice,
 * references followed (`objects`).
 */
export function streamDictionary(text: string, from: number, keywordAt: number, objects: ObjectText = () => undefined): StreamDictionary {
  const lexed = dictionaryBefore(text, from, keywordAt);
  const region = text.slice(from, keywordAt);
  const own = lexed?.own ?? region.slice(Math.max(0, region.lastIndexOf('obj')));
  const whole = lexed?.whole ?? own;
  if (!own.includes('/F')) return { filters: [], earlyChange: 1 };
  // the last value of a key (as a dictionary keeps it); each read is at most a few hundred characters
  const valueAfter = (key: RegExp) => {
    let last: RegExpExecArray | undefined;
    for (const m of own.matchAll(key)) last = m;
    return last ? own.slice(last.index + last[0].length, last.index + last[0].length + 400) : undefined;
  };
  const value = valueAfter(/\/F(?=[\s/[(<]|\d)/g) ?? valueAfter(/\/Filter(?=[\s/[(<]|\d)/g);
  const filters = value === undefined ? [] : filtersOf(value, objects);
  const length = /\/Length\s{1,64}(\d{1,10})(?!\d|\s+\d+\s+R)/.exec(own)?.[1];
  return { filters, earlyChange: /\/EarlyChange\s+0\b/.test(whole) ? 0 : 1, length: length === undefined ? undefined : Number(length) };
}

/**
 * Where streams' data ends, as pdf.js finds it: at the stream's /Length when `endstream` follows there, or else at
 * the first `endstream` after its start (or the end of the file). Starts come in file order: the `endstream` found
 * for one serves the next ones before it, so the file is searched once.
 */
export function streamEnds(text: string): (start: number, length: number | undefined) => number {
  let found = -1;
  return (start, length) => {
    if (length !== undefined && start + length <= text.length && /^\s*endstream/.test(text.slice(start + length, start + length + 64))) return start + length;
    if (found < start && found !== text.length) {
      const at = text.indexOf('endstream', start);
      found = at < 0 ? text.length : at;
    }
    return found;
  };
}

/** A filter's decoder: bytes in, in as many pieces as they come; output counted, and passed on if anything follows. */
export interface Decoder {
  write(chunk: Buffer): void;
  /** Passes on what is still held: call once the input has ended. */
  end(): void;
  /** False once the data has ended (an end-of-data mark): what comes after is not read. */
  readonly open: boolean;
}

/** Takes bytes from the budget, throwing when it is spent. */
type Take = (bytes: number) => void;
/** Where a decoder's output goes when another filter follows it. */
type Next = (chunk: Buffer) => void;

const OUTPUT_CHUNK = 64 * 1024;

/**
 * A decoder's output on its way to the next filter, passed on in 64 KB chunks: a code or a run makes a few bytes,
 * and a buffer for each would cost far more than the bytes.
 */
class Output {
  private chunk = Buffer.allocUnsafe(OUTPUT_CHUNK);
  private used = 0;
  constructor(private readonly next: Next) {}

  /** The first `length` bytes of `source`; a few bytes are copied one by one (a view for each code cost more than its bytes). */
  bytes(source: Uint8Array, length = source.length): void {
    for (let at = 0; at < length; ) {
      if (this.used === OUTPUT_CHUNK) this.flush();
      const n = Math.min(OUTPUT_CHUNK - this.used, length - at);
      if (n <= 32) for (let k = 0; k < n; k++) this.chunk[this.used + k] = source[at + k];
      else this.chunk.set(source.subarray(at, at + n), this.used);
      this.used += n;
      at += n;
    }
  }

  repeat(byte: number, count: number): void {
    while (count > 0) {
      if (this.used === OUTPUT_CHUNK) this.flush();
      const n = Math.min(OUTPUT_CHUNK - this.used, count);
      this.chunk.fill(byte, this.used, this.used + n);
      this.used += n;
      count -= n;
    }
  }

  flush(): void {
    if (!this.used) return;
    const full = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(OUTPUT_CHUNK);
    this.used = 0;
    this.next(full);
  }
}

/** RunLengthDecode: a length byte n, then n + 1 bytes as they are (n < 128), or one byte 257 − n times (n > 128); 128 ends. */
export function runLengthDecoder(take: Take, next?: Next): Decoder {
  const out = next && new Output(next);
  let open = true;
  /** Bytes still to copy as they are, or the byte to repeat this many times (negative: -count). */
  let pending = 0;
  return {
    get open() {
      return open;
    },
    write(chunk) {
      let at = 0;
      while (open && at < chunk.length) {
        if (pending > 0) {
          const copied = chunk.subarray(at, at + pending);
          out?.bytes(copied);
          pending -= copied.length;
          at += copied.length;
        } else if (pending < 0) {
          out?.repeat(chunk[at], -pending);
          pending = 0;
          at++;
        } else {
          const n = chunk[at++];
          if (n === 128) open = false;
          else {
            pending = n < 128 ? n + 1 : -(257 - n);
            take(Math.abs(pending));
          }
        }
      }
    },
    end: () => out?.flush(),
  };
}

const LZW_TABLE = 4096;

/**
 * LZWDecode (codes of 9 to 12 bits, 256 clears the table, 257 ends the data), with pdf.js's table rules: a code past
 * the table repeats the last sequence plus its first byte, and the table stops growing when full. Only each entry's
 * length is kept when nothing follows; its bytes too when something does.
 */
export function lzwDecoder(earlyChange: 0 | 1, take: Take, next?: Next): Decoder {
  const out = next && new Output(next);
  const lengths = new Uint16Array(LZW_TABLE).fill(1, 0, 256);
  const lasts = next ? new Uint8Array(LZW_TABLE).map((_v, i) => i) : undefined;
  const previous = next ? new Uint16Array(LZW_TABLE) : undefined;
  /** The sequence the last code spelled (kept only when something follows: a code past the table extends it). */
  const current = new Uint8Array(next ? LZW_TABLE : 0);
  let currentLength = 0;
  let nextCode = 258;
  let codeLength = 9;
  let previousCode = 0;
  let cached = 0;
  let bitsCached = 0;
  let open = true;

  /** The bytes of `code` (a table entry), written into `current`. */
  const spell = (code: number, length: number) => {
    for (let j = length - 1, q = code; j >= 0; j--, q = previous![q]) current[j] = lasts![q];
  };

  return {
    get open() {
      return open;
    },
    write(chunk) {
      for (let at = 0; open && at < chunk.length; at++) {
        cached = ((cached << 8) | chunk[at]) & 0xffffff;
        bitsCached += 8;
        while (open && bitsCached >= codeLength) {
          bitsCached -= codeLength;
          const code = (cached >>> bitsCached) & ((1 << codeLength) - 1);
          const hadSequence = currentLength > 0;
          if (code === 256) {
            codeLength = 9;
            nextCode = 258;
            currentLength = 0;
            continue;
          }
          if (code === 257) {
            open = false;
            break;
          }
          const first = next ? current[0] : 0;
          if (code < 256 || code < nextCode) currentLength = lengths[code];
          else currentLength = Math.min(currentLength + 1, LZW_TABLE); // pdf.js's sequence holds at most the table's size
          take(currentLength);
          if (next) {
            if (code < 256 || code < nextCode) spell(code, currentLength);
            else current[currentLength - 1] = first;
            out!.bytes(current, currentLength);
          }
          if (hadSequence) {
            if (nextCode < LZW_TABLE) {
              lengths[nextCode] = lengths[previousCode] + 1;
              if (next) {
                previous![nextCode] = previousCode;
                lasts![nextCode] = current[0];
              }
            }
            nextCode++;
            const reach = nextCode + earlyChange;
            if ((reach & (reach - 1)) === 0) codeLength = Math.min(Math.floor(Math.log2(reach)) + 1, 12);
          }
          previousCode = code;
        }
      }
    },
    end: () => out?.flush(),
  };
}
