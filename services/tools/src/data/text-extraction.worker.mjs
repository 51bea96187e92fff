// A parser process: loads the PDF, .docx and .doc readers, says it is ready, then pulls the text out of the one file
// it is sent and waits to be ended (the service reads its peak memory first). One file per process, so whatever a file costs (memory the parsers decode into, time) is this
// process's alone: the service measures it and kills the process past its bounds (text-extraction.ts). What a PDF or
// a .docx inflates to has been counted before the file was sent (text-extraction.inflation.ts).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// pdf.js's own worker code, loaded now and used in this process (it looks for it here before importing it per file).
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const mammoth = require('mammoth');
const WordExtractor = require('word-extractor');

async function pdfText(data, maxChars) {
  const document = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages = [];
    let length = 0;
    // Stop once there is more text than a resume may have: the rest would be cut anyway.
    for (let number = 1; number <= document.numPages && length <= maxChars; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

async function docxText(data) {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return value;
}

async function docText(data) {
  const document = await new WordExtractor().extract(Buffer.from(data));
  return document.getBody();
}

const extractors = { pdf: pdfText, docx: docxText, doc: docText };

process.once('message', async ({ kind, bytes, maxChars }) => {
  let answer;
  try {
    answer = { text: await extractors[kind](new Uint8Array(bytes), maxChars) };
  } catch (error) {
    answer = { error: String(error?.message ?? error).slice(0, 500) };
  }
  process.send(answer);
});
// The service is gone: nothing will end this process but itself.
process.once('disconnect', () => process.exit(0));
process.send({ ready: true });
