// POST /api/upload/resume through HTTP: each accepted type's text comes back, too large and wrong types are refused
// in the spec's words (the type is checked by content, not only by name), and file_uploads records each attempt.
import { makeDoc, makeDocx, makeExecutable, makePdf, makeZip } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

let t: ToolsUnderTest;
beforeAll(async () => {
  t = await startTools();
});
afterAll(() => t.stop());

const BAD_TYPE = 'Please upload a PDF, Word document (.doc/.docx), or text file.';
const TOO_LARGE = 'File size must be less than 10MB.';

const upload = async (userId: string, content: Buffer, filename: string) =>
  t.api.post('/api/upload/resume').set(await t.auth(userId)).attach('file', content, { filename, contentType: 'application/octet-stream' });
const uploadsOf = (userId: string) => t.tools.db.collection('file_uploads').find({ userId }).sort({ createdAt: 1 }).toArray();

describe('accepted files', () => {
  it.each([
    ['a PDF', 'resume.pdf', () => makePdf(['Jane Doe', 'Senior Engineer (Rust, Go)']), 'Jane Doe\nSenior Engineer (Rust, Go)'],
    ['a .docx', 'Resume Final.DOCX', () => makeDocx(['Jane Doe', 'Staff Engineer & mentor']), 'Jane Doe\n\nStaff Engineer & mentor'],
    ['a Word 97 .doc', 'resume.doc', () => makeDoc(['Jane Doe', 'Engineering manager']), 'Jane Doe\nEngineering manager'],
    ['a UTF-8 .txt', 'résumé.txt', () => Buffer.from('\ufeffJane Doe — Ingénieure\r\n\r\n\r\n\r\nKubernetes, Go\n', 'utf8'), 'Jane Doe — Ingénieure\n\nKubernetes, Go'],
  ])('returns the text of %s with its name, and keeps no file', async (_kind, filename, make, text) => {
    const userId = newUserId();
    const content = make();
    const res = await upload(userId, content, filename);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ extractedText: text, fileName: filename });
    const [record] = await uploadsOf(userId);
    expect(record).toMatchObject({ fileName: filename, originalName: filename, fileSize: content.length, processingStatus: 'completed', extractedText: text, filePath: null });
  });
});

describe('refused files', () => {
  it('refuses a 12 MB file with 413 and the spec’s message', async () => {
    const userId = newUserId();
    const res = await upload(userId, Buffer.alloc(12 * 1024 * 1024, 'a'), 'resume.txt');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_LARGE);
  });

  it('refuses a file of exactly 10 MB ("less than 10MB"), and takes one a byte smaller', async () => {
    const userId = newUserId();
    const tenMb = 10 * 1024 * 1024;
    const exact = await upload(userId, Buffer.alloc(tenMb, 'a'), 'resume.txt');
    expect(exact.status).toBe(413);
    expect(exact.body.message).toBe(TOO_LARGE);
    const [record] = await uploadsOf(userId);
    expect(record).toMatchObject({ processingStatus: 'rejected', failureReason: 'too_large', extractedText: null });
    const under = await upload(userId, Buffer.alloc(tenMb - 1, 'a'), 'resume.txt');
    expect(under.status).toBe(200);
    expect(under.body.extractedText).toHaveLength(50_000); // cut to the longest resume text the tools take
  });

  it('refuses a program renamed .pdf with 415, by its content', async () => {
    const userId = newUserId();
    const res = await upload(userId, makeExecutable(), 'resume.pdf');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(BAD_TYPE);
    const [record] = await uploadsOf(userId);
    expect(record).toMatchObject({ fileName: 'resume.pdf', processingStatus: 'rejected', extractedText: null });
  });

  it('takes a PDF whose header is within its first 1,024 bytes, as readers do, and refuses one whose header comes after them (415)', async () => {
    // bytes before the header that are not text a reader could mistake for PDF syntax
    const after = (junk: number) => Buffer.concat([Buffer.alloc(junk, 0xff), makePdf(['Jane Doe'])]);
    const userId = newUserId();
    expect((await upload(userId, after(1019), 'resume.pdf')).body).toMatchObject({ extractedText: 'Jane Doe' });
    const late = await upload(userId, after(1024), 'resume.pdf');
    expect(late.status).toBe(415);
    expect(late.body.message).toBe(BAD_TYPE);
  });

  it.each([
    ['a program under its own name', 'setup.exe', () => makeExecutable()],
    ['a program renamed .txt', 'resume.txt', () => makeExecutable()],
    ['a program renamed .doc', 'resume.doc', () => makeExecutable()],
    ['a PDF renamed .docx', 'resume.docx', () => makePdf(['Jane'])],
    ['a zip that is not a Word document', 'resume.docx', () => makeZip({ 'notes.txt': 'Jane Doe', 'word/styles.xml': '<w:styles/>' })],
    ['a file with no extension', 'resume', () => Buffer.from('Jane Doe')],
    ['text that is not UTF-8', 'resume.txt', () => Buffer.from([0x4a, 0x61, 0x6e, 0xe9, 0x20, 0xff, 0xfe, 0x00])],
  ])('refuses %s with 415', async (_kind, filename, make) => {
    const res = await upload(newUserId(), make(), filename);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(BAD_TYPE);
  });

  it('says so when a file of the right type holds no readable text', async () => {
    const userId = newUserId();
    const broken = await upload(userId, Buffer.from('%PDF-1.7\nnot really a pdf\n'), 'resume.pdf');
    expect(broken.status).toBe(422);
    expect(broken.body.message).toMatch(/^We couldn't read any text from this file/);
    const empty = await upload(userId, Buffer.from('  \n\n '), 'resume.txt');
    expect(empty.status).toBe(422);
    expect((await uploadsOf(userId)).map((r) => r.processingStatus)).toEqual(['failed', 'failed']);
  });

  it('needs a signed-in user and a file in the field `file`', async () => {
    const anonymous = await t.api.post('/api/upload/resume').attach('file', Buffer.from('Jane'), 'resume.txt');
    expect(anonymous.status).toBe(401);
    const auth = await t.auth(newUserId());
    const wrongField = await t.api.post('/api/upload/resume').set(auth).attach('resume', Buffer.from('Jane'), 'resume.txt');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Please choose a file to upload.');
    const json = await t.api.post('/api/upload/resume').set(auth).send({ file: 'Jane' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please choose a file to upload.');
  });
});
