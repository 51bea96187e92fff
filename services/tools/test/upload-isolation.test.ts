// Each upload bounded on its own: a file is parsed in a process of its own whose memory is measured for that file
// alone, so crafted files that pass the inflation count (their decoded size is inside its budget) stop their own
// parser and never make another user's honest upload be refused; a user has one file read at a time. Verdicts here
// come from the memory the parser reached (the kernel's high-water mark) and the order of calls, never from timing.
import { deflateSync } from 'node:zlib';
import { AppError } from '@careerkit/service-kit/errors';
import { createLogger } from '@careerkit/service-kit/logger';
import { textExtractor, type ExtractionCost } from '../src/data/text-extraction';
import { uploadRepository } from '../src/data/uploads';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { resumeUploads } from '../src/domain/resume-upload';
import { makePdfBomb } from './bomb-fixtures';
import { makeDocx, makePdf } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

const MB = 1024 * 1024;
const TOO_MUCH = 'This file unpacks to far more than any resume holds, so it was not read. Please upload a smaller file or paste your resume text.';
const IN_PROGRESS = 'Your last file is still being read. Please wait for it to finish before uploading another.';

/** A PDF whose page content inflates to 48 MB: inside the count's 64 MB budget, so only its parser's bound stops it. */
const insideTheBudget = () => makePdfBomb(deflateSync(Buffer.alloc(48 * MB), { level: 9 }));

let t: ToolsUnderTest;
let bounded: Awaited<ReturnType<ToolsUnderTest['startAnother']>>;
beforeAll(async () => {
  t = await startTools();
  bounded = await t.startAnother(undefined, { EXTRACTION_MEMORY_MB: '32', EXTRACTION_CONCURRENCY: '2' });
});
afterAll(() => t.stop());

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
    // Stopped while parsing (the count let them through), each by its own parser's bound.
    for (const userId of attackers) expect((await uploadsOf(userId))[0]).toMatchObject({ processingStatus: 'failed', failureReason: 'parsing past the memory bound' });
  });

  it('measures a parse by the memory it added to its own process: a small PDF adds a few MB, the crafted one is stopped past 32 MB', async () => {
    const costs: ExtractionCost[] = [];
    const extractor = textExtractor({ timeoutMs: 60_000, maxChars: 50_000, maxInflatedBytes: MAX_INFLATED_BYTES, memoryMb: 32, concurrency: 1, onCost: (cost) => costs.push(cost) });
    try {
      await expect(extractor.extract('pdf', makePdf(['Jane Doe']))).resolves.toBe('Jane Doe');
      await expect(extractor.extract('pdf', insideTheBudget())).rejects.toThrow('the parser grew past 32 MB');
    } finally {
      await extractor.close();
    }
    expect(costs[0].peakGrowthBytes).toBeLessThan(32 * MB);
    expect(costs[1].peakGrowthBytes).toBeGreaterThan(32 * MB);
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
