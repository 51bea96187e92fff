// Runs in a worker thread: pulls the text out of one PDF, .docx or .doc held in memory and posts it back. A file
// that is slow or greedy to parse costs this thread (which is timed and memory-capped), not the service. What a PDF
// or a .docx inflates to has been counted before this worker was started (text-extraction.inflation.ts).
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { kind, bytes, maxChars } = workerData;

async function pdfText(data) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
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
  const mammoth = require('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return value;
}

async function docText(data) {
  const WordExtractor = require('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(data));
  return document.getBody();
}

const extractors = { pdf: pdfText, docx: docxText, doc: docText };

try {
  parentPort.postMessage({ text: await extractors[kind](new Uint8Array(bytes)) });
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error).slice(0, 500) });
}
