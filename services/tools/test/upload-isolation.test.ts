// Each upload bounded on its own: a file is parsed in a process of its own whose memory and CPU are measured for that
// file alone, so crafted files that pass the inflation count (their decoded size is inside its budget) stop their own
// parser and never make another user's honest upload be refused; a user has one file read at a time. Verdicts here
// come from the memory the parser reached (the kernel's high-water mark), which bound stopped it, what it sent back and
// the order of calls, never from timing: the CPU bound is met by a file that costs its parser some thirty times it.
import { AppError } from '@careerkit/service-kit/errors';
import { createLogger } from '@careerkit/service-kit/logger';
import { ParsingTooCostly, textExtractor, type ExtractableType, type ExtractionCost, type ExtractionLimits } from '../src/data/text-extraction';
import { uploadRepository } from '../src/data/uploads';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { resumeUploads } from '../src/domain/resume-upload';
import { INSIDE_THE_BUDGET, pagesSharingOneContent } from './bomb-fixtures';
import { makeDocx, makePdf } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

const MB = 1024 * 1024;
const TOO_MUCH = 'This file unpacks to far more than any resume holds, so it was not read. Please upload a smaller file or paste your resume text.';
const IN_PROGRESS = 'Your last file is still being read. Please wait for it to finish before uploading another.';

const crafted = (name: string) => INSIDE_THE_BUDGET.find((file) => file.name.startsWith(name))!.build();
/** A PDF whose page content inflates to 15 MB of zeros: inside the count's 16 MB budget, so only its parser's bounds stop it. */
const insideTheBudget = () => crafted('PDF, 15 MB of zeros (Flate)');
/** No CPU bound to speak of, for a test of the memory bound alone. */
const NO_CPU_BOUND = { baseMs: 10 * 60_000, msPerThousandChars: 0, capMs: 10 * 60_000 };

let t: ToolsUnderTest;
let bounded: Awaited<ReturnType<ToolsUnderTest['startAnother']>>;
beforeAll(async () => {
  t = await startTools();
  bounded = await t.startAnother(undefined, { EXTRACTION_MEMORY_MB: '32', EXTRACTION_CONCURRENCY: '2' });
});
afterAll(() => t.stop());

/** Parses one file with a parser of its own (the bounds in `limits` over a 60 s time box and 50,000 characters): what it answered or was stopped by, and what it cost. */
async function parseAlone(type: ExtractableType, file: Buffer, limits: Partial<ExtractionLimits>) {
  const costs: ExtractionCost[] = [];
  const extractor = textExtractor({ timeoutMs: 60_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, concurrency: 1, ...limits, onCost: (cost) => costs.push(cost) });
  let stopped: unknown;
  try {
    stopped = await extractor.extract(type, file).catch((error: unknown) => error);
  } finally {
    await extractor.close();
  }
  return { stopped, cost: costs[0] };
}

const upload = async (api: ToolsUnderTest['api'], userId: string, content: Buffer, filename: string) =>
  api.post('/api/upload/resume').set(await t.auth(userId)).attach('file', content, { filename, contentType: 'application/octet-stream' });
const uploadsOf = (userId: string) => t.tools.db.collection('file_uploads').find({ userId }).toArray();

describe('each extraction bounded on its own', () => {
  it("reads another user's small .docx while six crafted PDFs each stop their own parser at its memory bound", async () => {
    const crafted = insideTheBudget();
    const attackers = Array.from({ length: 6 }, () => newUserId());
    const honest = newUserId();
    const [honestAnswer, ...answers] = await Promise.all([
      upload(bounded.api, honest, makeDocx(['Jane Doe', 'Data engineer']), 'cv.docx'),
      ...attackers.map((userId) => upload(bounded.api, userId, crafted, 'resume.pdf')),
    ]);
    expect(honestAnswer.status).toBe(200);
    expect(honestAnswer.body.extractedText).toBe('Jane Doe\n\nData engineer');
    for (const res of answers) {
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(TOO_MUCH);
    }
    // Stopped while parsing (the count let them through), each by one of its own parser's bounds.
    for (const userId of attackers) expect((await uploadsOf(userId))[0]).toMatchObject({ processingStatus: 'failed', failureReason: expect.stringMatching(/^parsing past the (memory|cpu) bound$/) });
  });

  it('measures a parse by the memory it added to its own process: a small PDF adds a few MB, the crafted one is stopped 16 MB short of its 32 MB bound', async () => {
    const costs: ExtractionCost[] = [];
    const extractor = textExtractor({ timeoutMs: 60_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, memoryMb: 32, cpu: NO_CPU_BOUND, concurrency: 1, onCost: (cost) => costs.push(cost) });
    try {
      await expect(extractor.extract('pdf', makePdf(['Jane Doe']))).resolves.toBe('Jane Doe');
      await expect(extractor.extract('pdf', insideTheBudget())).rejects.toThrow('the parser grew past 16 MB, near its 32 MB bound');
    } finally {
      await extractor.close();
    }
    expect(costs[0].peakGrowthBytes).toBeLessThan(16 * MB);
    expect(costs[1].peakGrowthBytes).toBeGreaterThan(16 * MB);
  });

  it("keeps a parser's peak under its 64 MB bound: a .docx of 15 MB of paragraphs (a DOM ten times that) is stopped short of it", async () => {
    const { stopped, cost } = await parseAlone('docx', crafted('.docx, 15 MB of paragraphs'), { cpu: NO_CPU_BOUND });
    expect(stopped).toBeInstanceOf(ParsingTooCostly);
    expect((stopped as ParsingTooCostly).bound).toBe('memory');
    expect(cost.peakGrowthBytes).toBeGreaterThan(32 * MB);
    expect(cost.peakGrowthBytes).toBeLessThanOrEqual(64 * MB);
  });

  it('stops by its CPU bound a PDF whose one 1 MB content stream its 2,000 pages each draw (counted once, read 2,000 times), before it grows 64 MB', async () => {
    // no time box to speak of: only the CPU bound can stop it while this test waits (read whole, it costs some 20 s of CPU)
    const { stopped, cost } = await parseAlone('pdf', crafted('PDF, 2,000 pages drawing one 1 MB stream'), { timeoutMs: 10 * 60_000 });
    expect(stopped).toBeInstanceOf(ParsingTooCostly);
    expect((stopped as ParsingTooCostly).bound).toBe('cpu');
    expect(cost.peakGrowthBytes).toBeLessThan(64 * MB);
  }, 120_000);

  it('stops by its CPU cap a PDF whose page of tiny text runs yields text all the way (read to its end, it costs some 30 s of CPU)', async () => {
    // no character cap or time box to speak of: the text it yields keeps earning CPU until the cap stops it
    const { stopped, cost } = await parseAlone('pdf', crafted('PDF, 15 MB of text runs'), { timeoutMs: 10 * 60_000, maxChars: 10_000_000 });
    expect(stopped).toBeInstanceOf(ParsingTooCostly);
    expect((stopped as ParsingTooCostly).bound).toBe('cpu');
    expect(cost.peakGrowthBytes).toBeLessThan(64 * MB);
  }, 120_000);

  it('sends back no more than twice the longest resume, however much text a page holds', async () => {
    // 1,400 lines (110,000 characters) written over one another at the top of one page (no leading): all of it on the page
    const lines = Array.from({ length: 1_400 }, (_v, i) => `(Line ${i} of a page that holds far more text than any resume, read only in part) '`);
    const page = pagesSharingOneContent(1, Buffer.from(`BT /F1 12 Tf 72 720 Td ${lines.join(' ')} ET`, 'latin1'));
    // no CPU bound: reading 100,000 characters costs pdf.js about its cap (850 ms), and this test is of the character cap
    const extractor = textExtractor({ timeoutMs: 60_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, concurrency: 1, cpu: NO_CPU_BOUND });
    try {
      const text = await extractor.extract('pdf', page);
      expect(text.length).toBe(100_000);
      expect(text.startsWith('Line 0 of a page')).toBe(true);
    } finally {
      await extractor.close();
    }
  });
});

describe('one file at a time per user', () => {
  it('answers 429 with a clear message to a second upload while the first is read, and reads the next one', async () => {
    const waiting: (() => void)[] = [];
    // An extractor that answers when told: the first upload is still being read when the second comes.
    const heldExtractor = { extract: () => new Promise<string>((resolve) => waiting.push(() => resolve('Jane Doe'))), close: async () => undefined };
    const uploads = resumeUploads({ uploads: uploadRepository(t.tools.db), extractor: heldExtractor, logger: createLogger('tools-test', 'silent') });
    const userId = newUserId();
    const file = { name: 'cv.pdf', bytes: makePdf(['Jane Doe']), tooLarge: false, size: 100 };
    const first = uploads.upload(userId, file);
    const second = uploads.upload(userId, file);
    await expect(second).rejects.toBeInstanceOf(AppError);
    await expect(second).rejects.toMatchObject({ status: 429, message: IN_PROGRESS });
    // another user is not held up by it
    const other = uploads.upload(newUserId(), file);
    while (waiting.length < 2) await new Promise((turn) => setImmediate(turn));
    waiting.forEach((answer) => answer());
    await expect(first).resolves.toMatchObject({ extractedText: 'Jane Doe' });
    await expect(other).resolves.toMatchObject({ extractedText: 'Jane Doe' });
    const third = uploads.upload(userId, file);
    while (waiting.length < 3) await new Promise((turn) => setImmediate(turn));
    waiting[2]();
    await expect(third).resolves.toMatchObject({ extractedText: 'Jane Doe' });
  });
});
