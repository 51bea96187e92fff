// Uploads bounded in cost, through HTTP: a .docx whose zip lies about its sizes (or whose zip reader shifts its
// offsets), an honest one that is simply too big once inflated, and PDF bombs (Flate, run-length and LZW, one filter or
// a filter inside a filter, named far before the stream or inside an object stream) are refused with 413 and a clear
// message by the inflation count, before any parser sees them, having decoded no more than the budget (a file the
// count lets through and its parser finds too costly is recorded otherwise: upload-isolation.test.ts). What each
// refusal costs in time and memory (the issue asks for under 1 s and 64 MB) is measured in `npm run bench -w
// @careerkit/tools`, bomb by bomb, not here: a timed test fails some day on a loaded machine.
// Extraction also has a concurrency cap: beyond it an upload is turned away with 503.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { textExtractor, ExtractionBusy } from '../src/data/text-extraction';
import { countDocxInflation, countPdfInflation, InflationRefused } from '../src/data/text-extraction.inflation';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { lzwEncode, makeDocxBomb, makePdfBomb, REFUSED_BOMBS, runLengthEncode } from './bomb-fixtures';
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

/**
 * One upload refused by the inflation count: 413 with its message, the record failed as "inflates past the limit".
 * (Without the count these bombs run to the 20 s time limit or the worker's memory cap, and fail otherwise.)
 */
async function refusal(content: Buffer, filename: string): Promise<void> {
  const userId = newUserId();
  const res = await t.api.post('/api/upload/resume').set(await t.auth(userId)).attach('file', content, { filename, contentType: 'application/octet-stream' });
  expect(res.status).toBe(413);
  expect(res.body.message).toBe(TOO_MUCH);
  const [record] = await uploadsOf(userId);
  expect(record).toMatchObject({ fileName: filename, processingStatus: 'failed', failureReason: 'inflates past the limit', extractedText: null });
}

describe('compression bombs', () => {
  it.each(REFUSED_BOMBS.map((bomb) => [bomb.name, bomb] as const))('refuses %s by counting what it inflates to, before any parser', async (_name, bomb) => {
    await refusal(bomb.build(), bomb.fileName);
  });

  it.each(REFUSED_BOMBS.map((bomb) => [bomb.name, bomb] as const))('refuses %s having decoded no more than the budget and one chunk', async (_name, bomb) => {
    const count = bomb.fileName.endsWith('.pdf') ? countPdfInflation : countDocxInflation;
    const refused = await count(bomb.build(), MAX_INFLATED_BYTES).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InflationRefused);
    expect((refused as InflationRefused).decodedBytes).toBeLessThanOrEqual(MAX_INFLATED_BYTES + MB);
  });

  it('keeps the bombs small: the count, not the upload limit, is what refuses them', () => {
    expect(makeDocxBomb(1024).length).toBeLessThan(2 * MB);
    for (const bomb of REFUSED_BOMBS.filter((b) => /inflated twice/.test(b.name))) expect(bomb.build().length).toBeLessThan(64 * 1024);
  });

  it('refuses a PDF whose content inflates to 24 MB (more than any resume, and than its parser could read inside 64 MB), before any parser', async () => {
    await refusal(makePdfBomb(deflateSync(Buffer.alloc(24 * MB), { level: 9 })), 'resume.pdf');
  });

  it("lets every real resume file of the corpus through the count (../shared's resumes-files, 1.1 MB inflated at most)", async () => {
    const corpus = join(__dirname, '../../../../shared/data/corpus/resumes-files');
    expect({ corpus, available: existsSync(corpus) }).toEqual({ corpus, available: true });
    const files = readdirSync(corpus).filter((name) => /\.(pdf|docx)$/.test(name));
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const count = file.endsWith('.pdf') ? countPdfInflation : countDocxInflation;
      await expect(count(readFileSync(join(corpus, file)), MAX_INFLATED_BYTES)).resolves.toBeLessThan(MAX_INFLATED_BYTES);
    }
  });

  it('refuses an honest .docx that inflates past the limit (96 MB), though the zip says so itself', async () => {
    const honest = makeDocxBomb(96, 96 * MB);
    await refusal(honest, 'resume.docx');
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
