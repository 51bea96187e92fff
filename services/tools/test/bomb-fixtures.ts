// Compression bombs made in code: deflate data that inflates to far more than it declares, built from one flushed
// megabyte of zeros repeated (nothing that size is ever held), wrapped as a .docx whose zip lies about its sizes and as
// PDFs.
import { brotliCompressSync, constants, deflateRawSync, deflateSync } from 'node:zlib';

const MB = 1024 * 1024;
/** One megabyte of zeros as deflate blocks that stand alone (a full flush resets the window) and do not end the data. */
const ZEROS_MB = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
/** The last block: empty, fixed Huffman, final. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Deflate data (raw, or zlib-wrapped as PDF's FlateDecode) that inflates to `megabytes` MB of zeros. */
export function deflatedZeros(megabytes: number, { raw = false } = {}): Buffer {
  const blocks = Buffer.concat([...Array.from({ length: megabytes }, () => ZEROS_MB), LAST_BLOCK]);
  if (raw) return blocks;
  // zlib wrapper: header, then the Adler-32 of the zeros (a = 1, b = one per byte).
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((megabytes * MB) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), blocks, adler]);
}

interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  /** The inflated size the zip claims (a liar's is small). */
  declaredSize: number;
}

/** A zip of deflated entries whose local and central headers carry `declaredSize` and a made-up CRC. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, deflated, declaredSize } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x12345678, 14); // CRC-32, not checked by Word readers
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0x12345678, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, deflated);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const small = (name: string, text: string): ZipEntry => {
  const deflated = Buffer.from(deflateSync(Buffer.from(text)).subarray(2, -4)); // zlib wrapper off: raw deflate
  return { name, deflated, declaredSize: text.length };
};

/** A .docx whose word/document.xml inflates to `megabytes` MB while the zip says it holds `declaredSize` bytes. */
export function makeDocxBomb(megabytes: number, declaredSize = 2048): Buffer {
  return zipOf([
    small('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    small('_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'),
    { name: 'word/document.xml', deflated: deflatedZeros(megabytes, { raw: true }), declaredSize },
  ]);
}

/** A PDF whose page content stream is FlateDecode data `wrapped` (once, or twice for a double filter) around zeros. */
export function makePdfBomb(flateData: Buffer, filter = '/FlateDecode'): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
      // The /Length lies too: a reader that trusted it would take 100 bytes.
      `4 0 obj\n<< /Length 100 /Filter ${filter} >>\nstream\r\n`,
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, flateData, tail]);
}

/** ASCII85 (PDF's ASCII85Decode alphabet, 'z' for four zero bytes), without the closing '~>'. */
export function ascii85(bytes: Buffer): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 4) {
    const chunk = Buffer.alloc(4);
    bytes.copy(chunk, 0, at, at + 4);
    const value = chunk.readUInt32BE(0);
    const count = Math.min(4, bytes.length - at);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0, v = value; k < 5; k++, v = Math.floor(v / 85)) digits.unshift(String.fromCharCode(33 + (v % 85)));
    out += digits.slice(0, count + 1).join('');
  }
  return out;
}

/** Run-length data (PDF's RunLengthDecode) that decodes to `bytes`: literal runs only, as an honest writer might. */
export function runLengthEncode(bytes: Buffer): Buffer {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 128) {
    const run = bytes.subarray(at, at + 128);
    out.push(Buffer.from([run.length - 1]), run);
  }
  return Buffer.concat([...out, Buffer.from([0x80])]);
}

/** Run-length data that decodes to `megabytes` MB of zeros, 128 bytes out of every 2 in. */
export function runLengthZeros(megabytes: number): Buffer {
  const runs = Buffer.alloc((megabytes * MB) / 64);
  for (let at = 0; at < runs.length; at += 2) runs[at] = 0x81; // 129: the next byte 128 times
  return Buffer.concat([runs, Buffer.from([0x80])]);
}

/**
 * LZW codes packed as PDF's LZWDecode reads them (most significant bit first, EarlyChange 1): each code as wide as the
 * reader's table makes it at that point — 9 bits, one more each time the table reaches 511, 1023 and 2047 entries.
 */
function packLzw(codes: number[]): Buffer {
  const out: number[] = [];
  let bits = 0;
  let held = 0;
  let width = 9;
  let next = 258;
  let started = false;
  for (const code of codes) {
    held = (held << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((held >>> bits) & 0xff);
    }
    held &= (1 << bits) - 1;
    if (code === 256) {
      [width, next, started] = [9, 258, false];
      continue;
    }
    if (started) next++;
    started = true;
    if (next + 1 >= 2048) width = 12;
    else if (next + 1 >= 1024) width = 11;
    else if (next + 1 >= 512) width = 10;
  }
  if (bits > 0) out.push((held << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

/** LZWDecode data that decodes to `bytes`: a plain LZW encoder, starting with a clear code and ending with the end code. */
export function lzwEncode(bytes: Buffer): Buffer {
  const table = new Map<string, number>();
  const codeOf = (sequence: string) => (sequence.length === 1 ? sequence.charCodeAt(0) : table.get(sequence)!);
  const codes = [256];
  let next = 258;
  let sequence = '';
  for (const byte of bytes) {
    const longer = sequence + String.fromCharCode(byte);
    if (sequence === '' || table.has(longer)) sequence = longer;
    else {
      codes.push(codeOf(sequence));
      if (next < 4096) table.set(longer, next++);
      sequence = String.fromCharCode(byte);
    }
  }
  if (sequence) codes.push(codeOf(sequence));
  return packLzw([...codes, 257]);
}

/**
 * LZWDecode data that decodes to at least `megabytes` MB of zeros: codes that each spell one zero more than the last
 * until the table is full, then its longest entry (3,839 zeros in 12 bits) over and over.
 */
export function lzwZeros(megabytes: number): Buffer {
  const codes = [0];
  for (let code = 258; code < 4096; code++) codes.push(code);
  const spelled = (3839 * 3840) / 2;
  for (let out = spelled; out < megabytes * MB; out += 3839) codes.push(4095);
  return packLzw([...codes, 257]);
}

/** LZWDecode data that spells `bytes` one code a byte (a clear code every 200 keeps codes 9 bits): the most codes per byte. */
export function lzwLiterals(bytes: Buffer): Buffer {
  const codes: number[] = [];
  bytes.forEach((byte, i) => {
    if (i % 200 === 0) codes.push(256);
    codes.push(byte);
  });
  return packLzw([...codes, 257]);
}

/** Brotli data (PDF 2.0's BrotliDecode) that decodes to `megabytes` MB of zeros: a few hundred bytes. */
export function brotliZeros(megabytes: number): Buffer {
  return brotliCompressSync(Buffer.alloc(megabytes * MB), { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: megabytes * MB } });
}

// Files built to make the PDF count itself slow (each keyword, dictionary or open stream read again would be quadratic).
const fillPdf = (unit: string, megabytes: number) => `%PDF-1.4\n${unit.repeat(Math.floor((megabytes * MB) / unit.length))}`;
/** A million `stream` keywords and no object. */
export const manyStreamKeywords = (): Buffer => Buffer.from(fillPdf('x stream\n', 9), 'latin1');
/** Many "/Filter [" openings in one dictionary. */
export const manyFilterOpenings = (): Buffer => Buffer.from(`${fillPdf('/Filter [ ', 4)}\nstream\n`.repeat(2), 'latin1');
/** Thousands of streams (hex then run-length) without an endstream anywhere: each would read the rest of the file. */
export const manyOpenStreams = (): Buffer =>
  Buffer.from(`${fillPdf('1 0 obj << /Filter [/ASCIIHexDecode /RunLengthDecode] >>\nstream\n814180\n', 0.4)}${' '.repeat(8 * MB)}`, 'latin1');
/** Run-length streams that end, each 128 bytes inflated. */
export const manyEndedRunLengthStreams = (megabytes: number): { pdf: Buffer; streams: number } => {
  const unit = '1 0 obj << /Filter /RunLengthDecode >>\nstream\n\x81A\x80\nendstream\nendobj\n';
  return { pdf: Buffer.from(fillPdf(unit, megabytes), 'latin1'), streams: Math.floor((megabytes * MB) / unit.length) };
};

/** The run-length bomb with object 9 holding `value`, which its dictionary names by reference. */
const withObject = (pdf: Buffer, value: string) => Buffer.concat([pdf, Buffer.from(`9 0 obj\n${value}\nendobj\n`, 'latin1')]);

/**
 * Every bomb the upload must refuse cheaply (the issue: under 1 s and 50 MB): the upload tests check each is refused
 * by the inflation count, with 413 and its message; `npm run bench -w @careerkit/tools` measures what each refusal costs.
 */
export const REFUSED_BOMBS: { name: string; fileName: 'resume.pdf' | 'resume.docx'; build: () => Buffer }[] = [
  { name: 'a .docx whose zip says 2 KB but inflates to 1 GB', fileName: 'resume.docx', build: () => makeDocxBomb(1024) },
  { name: 'a PDF whose content stream inflates to 1 GB', fileName: 'resume.pdf', build: () => makePdfBomb(deflatedZeros(1024)) },
  // its inner stream under 1 MB (inflated at once), then over it (counted as it streams)
  ...[512, 1024].map((megabytes) => ({
    name: `a PDF whose stream is inflated twice (/Filter [/FlateDecode /FlateDecode]) to ${megabytes} MB, a few KB in all`,
    fileName: 'resume.pdf' as const,
    build: () => makePdfBomb(deflateSync(deflatedZeros(megabytes), { level: constants.Z_BEST_COMPRESSION }), '[/FlateDecode /FlateDecode]'),
  })),
  { name: 'a Flate bomb written in hex inside the PDF', fileName: 'resume.pdf', build: () => makePdfBomb(Buffer.from(`${deflatedZeros(1024).toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1'), '[/ASCIIHexDecode /FlateDecode]') },
  { name: 'a Flate bomb written in ASCII85 inside the PDF', fileName: 'resume.pdf', build: () => makePdfBomb(Buffer.from(`${ascii85(deflatedZeros(1024))}~>`, 'latin1'), '[/ASCII85Decode /FlateDecode]') },
  // a run of ASCII85 spanning many stream keywords is read once, not once per keyword
  { name: 'a run of ASCII85 spanning 9,000 stream keywords', fileName: 'resume.pdf', build: () => Buffer.from(`%PDF-1.4\n${`stream\n${ascii85(Buffer.from([0x78, 0x9c, 0, 0]))}${'!'.repeat(1000)}`.repeat(9000)}`, 'latin1') },
  { name: 'run-length data (/RunLengthDecode): 256 MB out of 4 MB', fileName: 'resume.pdf', build: () => makePdfBomb(runLengthZeros(256), '/RunLengthDecode') },
  { name: 'LZW data (/LZWDecode): 1 GB out of 420 KB', fileName: 'resume.pdf', build: () => makePdfBomb(lzwZeros(1024), '/LZWDecode') },
  { name: 'LZW data named with # escapes (/LZW#44ecode), as readers decode names', fileName: 'resume.pdf', build: () => makePdfBomb(lzwZeros(1024), '/LZW#44ecode') },
  { name: 'run-length data inside Flate ([/FlateDecode /RunLengthDecode]): 1 GB out of 50 KB', fileName: 'resume.pdf', build: () => makePdfBomb(deflateSync(runLengthZeros(1024), { level: 9 }), '[/FlateDecode /RunLengthDecode]') },
  { name: 'LZW data inside hex ([/ASCIIHexDecode /LZWDecode])', fileName: 'resume.pdf', build: () => makePdfBomb(Buffer.from(`${lzwZeros(1024).toString('hex')}>`), '[/ASCIIHexDecode /LZWDecode]') },
  { name: 'Brotli data (/BrotliDecode, PDF 2.0): 128 MB out of a few hundred bytes', fileName: 'resume.pdf', build: () => makePdfBomb(brotliZeros(128), '/BrotliDecode') },
  { name: 'LZW data after a filter name pdf.js does not know, which passes the data on ([/Unknown /LZWDecode])', fileName: 'resume.pdf', build: () => makePdfBomb(lzwZeros(1024), '[/Unknown /LZWDecode]') },
  // "/Filter /FlateDecode /F /LZWDecode": pdf.js reads the short key first
  { name: 'LZW data under /F, which pdf.js reads before /Filter', fileName: 'resume.pdf', build: () => makePdfBomb(lzwZeros(1024), '/FlateDecode /F /LZWDecode') },
  { name: 'run-length data named in another object (/Filter 9 0 R)', fileName: 'resume.pdf', build: () => withObject(makePdfBomb(runLengthZeros(256), '9 0 R'), '/RunLengthDecode') },
  { name: 'run-length data named in another object inside the list (/Filter [9 0 R])', fileName: 'resume.pdf', build: () => withObject(makePdfBomb(runLengthZeros(256), '[9 0 R]'), '/RunLengthDecode') },
  // a million codes of one byte each, passed on to Flate: held as 64 KB chunks, not a buffer per code
  { name: 'Flate under LZW, one code a byte ([/LZWDecode /FlateDecode])', fileName: 'resume.pdf', build: () => makePdfBomb(lzwLiterals(deflatedZeros(1024)), '[/LZWDecode /FlateDecode]') },
  // where the guard once read a different file from the one the parsers read (issue 47, UP-12)
  { name: 'a .docx whose zip reader shifts its offsets (a gap before the end record taken as prepended data)', fileName: 'resume.docx', build: () => makeShiftedDocxBomb(256) },
  { name: 'LZW data whose filter is named more than 64 KB before its stream', fileName: 'resume.pdf', build: () => makePdfBomb(lzwZeros(256), `/LZWDecode /Padding (${'x'.repeat(70_000)})`) },
  { name: 'LZW data whose filter is named inside an object stream (/Filter 5 0 R)', fileName: 'resume.pdf', build: () => makeObjectStreamFilterBomb(lzwZeros(256)) },
  { name: 'LZW data with "/F /FlateDecode" written in a string of its dictionary', fileName: 'resume.pdf', build: () => makePdfBomb(lzwZeros(256), '/LZWDecode /Note (/F /FlateDecode)') },
];

/**
 * A .docx whose zip reader shifts its offsets: a 1 GB bomb zip with a small, honest-looking .docx prepended, laid out
 * so that its directory sits where the bomb's end record says the directory starts. A reader that takes offsets as
 * written finds the small .docx; jszip (mammoth's reader) sees the gap before the end record, takes it as prepended
 * data, and reads the bomb.
 */
export function makeShiftedDocxBomb(megabytes: number): Buffer {
  const bomb = makeDocxBomb(megabytes);
  const directoryAt = bomb.readUInt32LE(bomb.length - 22 + 16);
  const decoy = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'].map((name) => small(name, '<?xml version="1.0"?><x/>')));
  const decoyDirectoryAt = decoy.readUInt32LE(decoy.length - 22 + 16);
  const decoyEntries = decoy.subarray(0, decoyDirectoryAt);
  const decoyDirectory = decoy.subarray(decoyDirectoryAt, decoy.length - 22);
  return Buffer.concat([decoyEntries, Buffer.alloc(directoryAt - decoyEntries.length, 0x20), decoyDirectory, bomb]);
}

const PAGE_OBJECTS = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'];
const streamObject = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

/**
 * A PDF 1.5 file whose content stream's filter is object 5, packed inside an object stream (object 6, Flate) and
 * found through a cross-reference stream (object 7): `/Filter 5 0 R` names LZW only for a reader that opens the
 * object stream.
 */
export function makeObjectStreamFilterBomb(lzwData: Buffer): Buffer {
  const packed = '5 0 /LZWDecode';
  const bodies: [number, Buffer | string][] = [
    ...PAGE_OBJECTS.map((body, i): [number, string] => [i + 1, body]),
    [4, streamObject('/Filter 5 0 R', lzwData)],
    [6, streamObject(`/Type /ObjStm /N 1 /First ${packed.indexOf('/')} /Filter /FlateDecode`, deflateSync(Buffer.from(packed, 'latin1')))],
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  const offsets = new Map<number, number>();
  let at = parts[0].length;
  for (const [number, body] of bodies) {
    const part = Buffer.concat([Buffer.from(`${number} 0 obj\n`, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n', 'latin1')]);
    offsets.set(number, at);
    parts.push(part);
    at += part.length;
  }
  offsets.set(7, at);
  // Rows of [type, field 2 (4 bytes), field 3 (2 bytes)]: 0 free, 1 at an offset, 2 in object stream 6 at index 0.
  const row = (type: number, second: number, third: number) => {
    const bytes = Buffer.alloc(7);
    bytes[0] = type;
    bytes.writeUInt32BE(second, 1);
    bytes.writeUInt16BE(third, 5);
    return bytes;
  };
  const rows = [row(0, 0, 65535), ...[1, 2, 3, 4].map((n) => row(1, offsets.get(n)!, 0)), row(2, 6, 0), row(1, offsets.get(6)!, 0), row(1, offsets.get(7)!, 0)];
  const xref = streamObject('/Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R', Buffer.concat(rows));
  parts.push(Buffer.from('7 0 obj\n', 'latin1'), xref, Buffer.from(`\nendobj\nstartxref\n${at}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** `unit` over and over, `megabytes` MB of it. */
const filled = (unit: string, megabytes: number) => Buffer.from(unit.repeat(Math.floor((megabytes * MB) / unit.length)), 'latin1');

/** A PDF of `pages` pages that all draw one Flate content stream (Helvetica as F1): the stream is counted once, read once a page. */
export function pagesSharingOneContent(pages: number, content: Buffer): Buffer {
  const kids = Array.from({ length: pages }, (_v, i) => `${10 + i} 0 R`).join(' ');
  let head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  head += `2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n3 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n`;
  for (let i = 0; i < pages; i++) head += `${10 + i} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>\nendobj\n`;
  const data = deflateSync(content, { level: 9 });
  head += `4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), data, Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

const honestEntry = (name: string, text: string | Buffer): ZipEntry => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { name, deflated: deflateRawSync(bytes, { level: 9 }), declaredSize: bytes.length };
};
/** A .docx whose zip tells the truth (sizes included) about a word/document.xml of `body` inside its w:body. */
export function docxOfBody(body: Buffer): Buffer {
  const document = Buffer.concat([
    Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'),
    body,
    Buffer.from('</w:body></w:document>'),
  ]);
  return zipOf([
    honestEntry('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>'),
    honestEntry('_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    honestEntry('word/document.xml', document),
  ]);
}

/**
 * Files that pass the count, each decoding to just under its 16 MB budget, built to make their parser costly in
 * another way: memory the parser decodes into or builds from few bytes, or CPU spent reading the same bytes again.
 * Their parser's own bounds stop them (or they are read); `npm run bench -w @careerkit/tools` measures each against the
 * issue's 1 s and 64 MB.
 */
export const INSIDE_THE_BUDGET: { name: string; type: 'pdf' | 'docx'; build: () => Buffer }[] = [
  { name: 'PDF, 15 MB of zeros (Flate)', type: 'pdf', build: () => makePdfBomb(deflateSync(Buffer.alloc(15 * MB), { level: 9 })) },
  { name: 'PDF, 15 MB of zeros (LZW)', type: 'pdf', build: () => makePdfBomb(lzwZeros(15), '/LZWDecode') },
  { name: 'PDF, 15 MB of zeros (run-length)', type: 'pdf', build: () => makePdfBomb(runLengthZeros(15), '/RunLengthDecode') },
  { name: 'PDF, 15 MB of drawing and no text', type: 'pdf', build: () => pagesSharingOneContent(1, filled('0 0 m 1 1 l S\n', 15)) },
  { name: 'PDF, 15 MB of text runs', type: 'pdf', build: () => pagesSharingOneContent(1, filled('BT /F1 1 Tf 0 0 Td (ab) Tj ET\n', 15)) },
  { name: 'PDF, 2,000 pages drawing one 1 MB stream', type: 'pdf', build: () => pagesSharingOneContent(2000, filled('0 0 m 1 1 l S\n', 1)) },
  { name: '.docx, 15 MB of paragraphs', type: 'docx', build: () => docxOfBody(filled('<w:p><w:r><w:t>a</w:t></w:r></w:p>', 15)) },
  { name: '.docx, one 15 MB text run', type: 'docx', build: () => docxOfBody(Buffer.concat([Buffer.from('<w:p><w:r><w:t>'), filled('a', 15), Buffer.from('</w:t></w:r></w:p>')])) },
];
