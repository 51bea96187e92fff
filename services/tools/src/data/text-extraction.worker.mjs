// A parser process for one kind of file (its argument: `pdf`, or `office` for .docx and .doc): loads only that
// kind's readers, reads a small file of its own once (so the readers' first-use costs are paid before any upload
// waits), says it is ready, then pulls the text out of the one file it is sent and waits to be ended (the service
// reads its peak memory first). One file per process, so whatever a file costs (memory the parsers decode into, CPU)
// is this process's alone: the service measures it and kills the process past its bounds (text-extraction.ts). What
// a PDF or a .docx inflates to has been counted before the file was sent (text-extraction.inflation.ts). While a PDF
// is read the service is told how much text has come out, since its CPU bound grows with it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const KIND = process.argv[2] === 'office' ? 'office' : 'pdf';

/** Loads pdf.js without @napi-rs/canvas (about 20 MB resident), which only rendering uses. */
async function loadPdfjs() {
  // pdf.js requires the canvas package through process.getBuiltinModule while it loads: without it, it goes on
  // without (and says so, to a console nobody reads). Its one use of DOMMatrix at load is an identity matrix.
  const { getBuiltinModule } = process;
  globalThis.DOMMatrix ??= class DOMMatrix {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
  };
  process.getBuiltinModule = undefined;
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // pdf.js's own worker code, loaded now and used in this process (it looks for it here before importing it per file).
    globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  } finally {
    process.getBuiltinModule = getBuiltinModule;
  }
}

const pdfjs = KIND === 'pdf' ? await loadPdfjs() : undefined;
const mammoth = KIND === 'office' ? require('mammoth') : undefined;
const WordExtractor = KIND === 'office' ? require('word-extractor') : undefined;

/** How much text is read before the rest is left: the service cuts the tidied text to `maxChars`, tidying only shortens it. */
const textWanted = (maxChars) => 2 * maxChars;

/** The text of a PDF's pages, up to `textWanted(maxChars)` characters; the document is left open (the process ends after it answers). */
async function pdfText(data, maxChars, onText) {
  const document = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  let length = 0;
  // Page by page, chunk by chunk, as pdf.js makes the text; once there is more than a resume may hold the reading
  // stops, even inside a page (a page of a million text runs is never read whole).
  for (let number = 1; number <= document.numPages && length <= textWanted(maxChars); number++) {
    const page = await document.getPage(number);
    const reader = page.streamTextContent().getReader();
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const read = chunk.value.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      text += read;
      length += read.length;
      if (read) onText(length);
      if (length > textWanted(maxChars)) {
        // not waited for: pdf.js may finish its time slice first, and nothing more of this file is read
        reader.cancel().catch(() => undefined);
        break;
      }
    }
    pages.push(text);
  }
  return { text: pages.join('\n\n'), document };
}

async function docxText(data) {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return value;
}

async function docText(data) {
  const document = await new WordExtractor().extract(Buffer.from(data));
  return document.getBody();
}

const extractors = { pdf: async (data, maxChars, onText) => (await pdfText(data, maxChars, onText)).text, docx: docxText, doc: docText };

/** A one-page PDF and a one-paragraph .docx, read once before the first upload. */
const WARM_UP_PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
  '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>\nendobj\n' +
  '4 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n' +
  '5 0 obj\n<< /Length 62 >>\nstream\nBT /F1 12 Tf 72 720 Td 14 TL (Jane Doe) Tj T* (Data engineer) Tj ET\nendstream\nendobj\n' +
  'trailer\n<< /Root 1 0 R >>\n%%EOF\n';

async function warmUp() {
  try {
    if (KIND === 'pdf') await (await pdfText(new Uint8Array(Buffer.from(WARM_UP_PDF, 'latin1')), 1000, () => undefined)).document.destroy();
    else await mammoth.extractRawText({ buffer: await warmUpDocx() });
  } catch {
    // a reader that cannot read its own small file will say so on the upload's
  }
}

/** A .docx of one paragraph, zipped with no compression (jszip comes with mammoth). */
function warmUpDocx() {
  const JSZip = require('jszip');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file('word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p></w:body></w:document>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

process.once('message', async ({ kind, bytes, maxChars }) => {
  let answer;
  try {
    const text = await extractors[kind](new Uint8Array(bytes), maxChars, (length) => process.send({ textLength: length }));
    // what the service would cut away is not sent to it
    answer = { text: text.slice(0, textWanted(maxChars)) };
  } catch (error) {
    answer = { error: String(error?.message ?? error).slice(0, 500) };
  }
  process.send(answer);
});
// The service is gone: nothing will end this process but itself.
process.once('disconnect', () => process.exit(0));
await warmUp();
process.send({ ready: true });
