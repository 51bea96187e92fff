// What a resume file is, by its name and by its content: both must agree (a program renamed .pdf is not a PDF).

export type ResumeFileType = 'pdf' | 'docx' | 'doc' | 'txt';

const BY_EXTENSION: Record<string, ResumeFileType> = { '.pdf': 'pdf', '.docx': 'docx', '.doc': 'doc', '.txt': 'txt' };

export function typeByName(fileName: string): ResumeFileType | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? undefined : BY_EXTENSION[fileName.slice(dot).toLowerCase()];
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/**
 * What a .docx's entries or a PDF's streams may really inflate to, in all (counted while inflating, never read from
 * the sizes the file declares): more is a compression bomb, not a resume. The corpus's résumé files inflate to 1.1 MB
 * at most; what a parser makes of 16 MB stays inside its 64 MB bound (pdf.js holds a stream twice over while it grows).
 */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/** PDF readers accept the header anywhere in the first 1024 bytes. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).includes('%PDF-');
const isOle2 = (bytes: Buffer) => bytes.subarray(0, 8).equals(OLE2_SIGNATURE);

interface ZipListing {
  names: Set<string>;
}

/** The entry names of a zip's central directory, or undefined when the bytes are not a (non-zip64) zip. */
export function zipListing(bytes: Buffer): ZipListing | undefined {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return undefined;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    names.add(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { names };
}

const isDocx = (bytes: Buffer) => zipListing(bytes)?.names.has('word/document.xml') === true;

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return: not in a text file. */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0000-\u0008\u000e-\u001f]/;

/** The text of a .txt file: UTF-8 (a BOM allowed), or UTF-16 with its BOM; undefined when it is not text. */
export function decodeText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  return BINARY_CONTROLS.test(text) ? undefined : text;
}

export function contentMatches(type: ResumeFileType, bytes: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return isPdf(bytes);
    case 'docx':
      return isDocx(bytes);
    case 'doc':
      return isOle2(bytes);
    case 'txt':
      return decodeText(bytes) !== undefined;
  }
}
