// Compression bombs made in code: deflate data that inflates to far more than it declares, built from one flushed
// megabyte of zeros repeated (nothing that size is ever held), wrapped as a .docx whose zip lies about its sizes and as
// PDFs.
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

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
