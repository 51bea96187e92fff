// Uploads bounded in cost, through HTTP: a .docx whose zip lies about its sizes, an honest one that is simply too big
// once inflated, and PDF bombs (Flate, run-length and LZW, one filter or a filter inside a filter) are refused with
// 413 and a clear message before any parser sees them — cheaply: the issue asks for under 1 s and under 50 MB of memory growth.
// Those two figures are what the refusal costs, not how busy the machine is: time is the CPU the whole test process
// spent (the service, its extraction worker and the HTTP client all run in it; user + system, every thread), so a
// wait for a core on a loaded machine does not count, and memory is the process's resident size, sampled every 5 ms
// while the upload runs. Each bomb is sent up to 3 times and the smallest figures count (a garbage collection that
// lands in one run does not fail the test; a bomb that really costs seconds fails all three). Wall-clock times are
// in `npm run bench -w @careerkit/tools`. Without the inflation count each of these bombs runs to the 20 s time limit or
// the worker's memory cap instead. Extraction also has a concurrency cap: beyond it an upload is turned away with 503.
import { constants, deflate, deflateSync } from 'node:zlib';
import { promisify } from 'node:util';
import { textExtractor, ExtractionBusy } from '../src/data/text-extraction';
import { ascii85, brotliZeros, deflatedZeros, lzwEncode, lzwLiterals, lzwZeros, makeDocxBomb, makePdfBomb, runLengthEncode, runLengthZeros } from './bomb-fixtures';
import { makeDocx, makePdf } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

let t: ToolsUnderTest;
beforeAll(async () => {
  t = await startTools();
});
afterAll(() => t.stop());

const TOO_MUCH = 'This file unpacks to far more than any resume holds, so it was not read. Please upload a smaller file or paste your resume text.';
const BUSY = "We're reading a lot of files right now. Please try again in a moment.";
const MB = 1024 * 1024;

const upload = async (api: ToolsUnderTest['api'], userId: string, content: Buffer, filename: string) =>
  api.post('/api/upload/resume').set(await t.auth(userId)).attach('file', content, { filename, contentType: 'application/octet-stream' });
const uploadsOf = (userId: string) => t.tools.db.collection('file_uploads').find({ userId }).sort({ createdAt: 1 }).toArray();

/** One refused upload: the CPU it cost and how far the process's resident memory rose above where it started. */
async function refusal(content: Buffer, filename: string): Promise<{ ms: number; growthMb: number }> {
  const userId = newUserId();
  const auth = await t.auth(userId);
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = process.cpuUsage();
  const res = await t.api.post('/api/upload/resume').set(auth).attach('file', content, { filename, contentType: 'application/octet-stream' });
  const spent = process.cpuUsage(started);
  const ms = (spent.user + spent.system) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  expect(res.status).toBe(413);
  expect(res.body.message).toBe(TOO_MUCH);
  const [record] = await uploadsOf(userId);
  expect(record).toMatchObject({ fileName: filename, processingStatus: 'failed', failureReason: 'inflates past the limit', extractedText: null });
  return { ms, growthMb: (peak - before) / MB };
}

/** The bomb with object 9 holding `value`, which its dictionary names by reference. */
const withObject = (pdf: Buffer, value: string) => Buffer.concat([pdf, Buffer.from(`9 0 obj\n${value}\nendobj\n`, 'latin1')]);

/** The best of up to three refusals of the same file. */
async function cheapestRefusal(content: Buffer, filename: string) {
  let best = { ms: Infinity, growthMb: Infinity };
  for (let attempt = 0; attempt < 3 && (best.ms >= 1000 || best.growthMb >= 50); attempt++) {
    const { ms, growthMb } = await refusal(content, filename);
    best = { ms: Math.min(best.ms, ms), growthMb: Math.min(best.growthMb, growthMb) };
  }
  return best;
}

describe('compression bombs', () => {
  it('refuses a .docx whose zip says 2 KB but inflates to 1 GB, in under 1 s and 50 MB', async () => {
    const bomb = makeDocxBomb(1024);
    expect(bomb.length).toBeLessThan(2 * MB);
    const cost = await cheapestRefusal(bomb, 'resume.docx');
    expect(cost.ms).toBeLessThan(1000);
    expect(cost.growthMb).toBeLessThan(50);
  });

  it('refuses an honest .docx that inflates past the limit (96 MB), though the zip says so itself', async () => {
    const honest = makeDocxBomb(96, 96 * MB);
    await refusal(honest, 'resume.docx');
  });

  it('refuses a PDF whose content stream inflates to 1 GB, in under 1 s and 50 MB', async () => {
    const bomb = makePdfBomb(deflatedZeros(1024));
    const cost = await cheapestRefusal(bomb, 'resume.pdf');
    expect(cost.ms).toBeLessThan(1000);
    expect(cost.growthMb).toBeLessThan(50);
  });

  it.each([
    ['512 MB (its inner stream under 1 MB, inflated at once)', 512],
    ['1 GB (its inner stream over 1 MB, counted as it streams)', 1024],
  ])('refuses a PDF whose stream is inflated twice (/Filter [/FlateDecode /FlateDecode]) to %s, a few KB in all', async (_size, megabytes) => {
    const outer = await promisify(deflate)(deflatedZeros(megabytes), { level: constants.Z_BEST_COMPRESSION });
    expect(outer.length).toBeLessThan(64 * 1024);
    const cost = await cheapestRefusal(makePdfBomb(outer, '[/FlateDecode /FlateDecode]'), 'resume.pdf');
    expect(cost.ms).toBeLessThan(1000);
  });

  it.each([
    ['hex', '/ASCIIHexDecode', (flate: Buffer) => `${flate.toString('hex').replace(/(.{64})/g, '$1\n')}>`],
    ['ASCII85', '/ASCII85Decode', (flate: Buffer) => `${ascii85(flate)}~>`],
  ])('refuses a Flate bomb written in %s inside the PDF', async (_encoding, filter, encode) => {
    const cost = await cheapestRefusal(makePdfBomb(Buffer.from(encode(deflatedZeros(1024)), 'latin1'), `[${filter} /FlateDecode]`), 'resume.pdf');
    expect(cost.ms).toBeLessThan(1000);
  });

  it('reads a run of ASCII85 spanning many stream keywords once, not once per keyword, and refuses such a file', async () => {
    const run = `stream\n${ascii85(Buffer.from([0x78, 0x9c, 0, 0]))}${'!'.repeat(1000)}`; // a zlib header, then one long run
    const cost = await cheapestRefusal(Buffer.from(`%PDF-1.4\n${run.repeat(9000)}`, 'latin1'), 'resume.pdf');
    expect(cost.ms).toBeLessThan(1000);
  });

  it.each([
    ['run-length data (/RunLengthDecode): 256 MB out of 4 MB', () => makePdfBomb(runLengthZeros(256), '/RunLengthDecode')],
    ['LZW data (/LZWDecode): 1 GB out of 420 KB', () => makePdfBomb(lzwZeros(1024), '/LZWDecode')],
    ['LZW data named with # escapes (/LZW#44ecode), as readers decode names', () => makePdfBomb(lzwZeros(1024), '/LZW#44ecode')],
    ['run-length data inside Flate ([/FlateDecode /RunLengthDecode]): 1 GB out of 50 KB', () => makePdfBomb(deflateSync(runLengthZeros(1024), { level: 9 }), '[/FlateDecode /RunLengthDecode]')],
    ['LZW data inside hex ([/ASCIIHexDecode /LZWDecode])', () => makePdfBomb(Buffer.from(`${lzwZeros(1024).toString('hex')}>`), '[/ASCIIHexDecode /LZWDecode]')],
    ['Brotli data (/BrotliDecode, PDF 2.0): 128 MB out of a few hundred bytes', () => makePdfBomb(brotliZeros(128), '/BrotliDecode')],
    ['LZW data after a filter name pdf.js does not know, which passes the data on ([/Unknown /LZWDecode])', () => makePdfBomb(lzwZeros(1024), '[/Unknown /LZWDecode]')],
    // "/Filter /FlateDecode /F /LZWDecode": pdf.js reads the short key first
    ['LZW data under /F, which pdf.js reads before /Filter', () => makePdfBomb(lzwZeros(1024), '/FlateDecode /F /LZWDecode')],
    ['run-length data named in another object (/Filter 9 0 R)', () => withObject(makePdfBomb(runLengthZeros(256), '9 0 R'), '/RunLengthDecode')],
    ['run-length data named in another object inside the list (/Filter [9 0 R])', () => withObject(makePdfBomb(runLengthZeros(256), '[9 0 R]'), '/RunLengthDecode')],
    // a million codes of one byte each, passed on to Flate: held as 64 KB chunks, not a buffer per code
    ['Flate under LZW, one code a byte ([/LZWDecode /FlateDecode])', () => makePdfBomb(lzwLiterals(deflatedZeros(1024)), '[/LZWDecode /FlateDecode]')],
  ])('refuses a PDF whose stream is %s, in under 1 s and 50 MB', async (_kind, bomb) => {
    const cost = await cheapestRefusal(bomb(), 'resume.pdf');
    expect(cost.ms).toBeLessThan(1000);
    expect(cost.growthMb).toBeLessThan(50);
  });

  it.each([
    ['LZW', '/LZWDecode', lzwEncode],
    ['run-length', '/RunLengthDecode', runLengthEncode],
    ['LZW inside Flate', '[/FlateDecode /LZWDecode]', (text: Buffer) => deflateSync(lzwEncode(text))],
    ['run-length inside hex', '[/ASCIIHexDecode /RunLengthDecode]', (text: Buffer) => Buffer.from(`${runLengthEncode(text).toString('hex')}>`)],
  ])('still reads a PDF whose text is %s data, counted as it decodes', async (_kind, filter, encode) => {
    const lines = ['Jane Doe', 'Data engineer', ...Array.from({ length: 30 }, (_v, i) => `Built pipeline ${i} in Python and SQL`)];
    const res = await upload(t.api, newUserId(), makePdf(lines, { filter, encode }), 'cv.pdf');
    expect(res.status).toBe(200);
    expect(res.body.extractedText).toBe(lines.join('\n'));
  });

  it('stops a PDF whose filter the count cannot see (a dictionary longer than it reads) once the extraction grows the process past its cap', async () => {
    const capped = await startTools({ billing: t.billing }, { EXTRACTION_MEMORY_MB: '96' });
    try {
      const bomb = makePdfBomb(runLengthZeros(256), `/RunLengthDecode /Padding (${'x'.repeat(70_000)})`);
      const res = await upload(capped.api, newUserId(), bomb, 'resume.pdf');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(TOO_MUCH);
    } finally {
      await capped.stop();
    }
  });

  it('does not read an encrypted PDF (its streams cannot be counted), and says why', async () => {
    const userId = newUserId();
    const encrypted = Buffer.from(makePdf(['Jane Doe']).toString('latin1').replace('trailer\n<< ', 'trailer\n<< /Encrypt 9 0 R '), 'latin1');
    const res = await upload(t.api, userId, encrypted, 'resume.pdf');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("This PDF is password-protected or encrypted, so we can't read it. Please upload an unprotected copy or paste your resume text.");
    expect((await uploadsOf(userId))[0]).toMatchObject({ processingStatus: 'failed', failureReason: 'protected' });
  });

  it('still reads an ordinary PDF and .docx', async () => {
    const userId = newUserId();
    expect((await upload(t.api, userId, makePdf(['Jane Doe', 'Data engineer']), 'cv.pdf')).body.extractedText).toBe('Jane Doe\nData engineer');
    expect((await upload(t.api, userId, makeDocx(['Jane Doe', 'Data engineer']), 'cv.docx')).body.extractedText).toBe('Jane Doe\n\nData engineer');
  });
});

describe('the extraction concurrency cap', () => {
  const limits = { timeoutMs: 20_000, maxChars: 50_000, maxInflatedBytes: 64 * MB };

  it('turns a file away at once when every slot and queue place is taken, and lets a queued one wait its turn', async () => {
    const pdf = makePdf(['Jane Doe']);
    const noQueue = textExtractor({ ...limits, concurrency: 1, queue: 0 });
    const first = noQueue.extract('pdf', pdf);
    await expect(noQueue.extract('pdf', pdf)).rejects.toBeInstanceOf(ExtractionBusy);
    await expect(first).resolves.toBe('Jane Doe');
    await expect(noQueue.extract('pdf', pdf)).resolves.toBe('Jane Doe'); // the slot was given back

    const oneWaits = textExtractor({ ...limits, concurrency: 1, queue: 1 });
    const running = oneWaits.extract('pdf', pdf);
    const waiting = oneWaits.extract('pdf', pdf);
    await expect(oneWaits.extract('pdf', pdf)).rejects.toBeInstanceOf(ExtractionBusy);
    await expect(Promise.all([running, waiting])).resolves.toEqual(['Jane Doe', 'Jane Doe']);
  });

  it('answers 503 with a clear message to uploads beyond the cap, and reads the others', async () => {
    const capped = await startTools({ billing: t.billing }, { EXTRACTION_CONCURRENCY: '1', EXTRACTION_QUEUE: '0' });
    try {
      const pdf = makePdf(['Jane Doe']);
      const answers = await Promise.all(Array.from({ length: 4 }, () => upload(capped.api, newUserId(), pdf, 'resume.pdf')));
      const busy = answers.filter((res) => res.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const res of busy) expect(res.body.message).toBe(BUSY);
      for (const res of answers.filter((res) => res.status !== 503)) expect(res.body.extractedText).toBe('Jane Doe');
    } finally {
      await capped.stop();
    }
  });
});
