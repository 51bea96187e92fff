// The five tool runs through HTTP, against the real billing (reserve → commit | refund) and the real local AI engine
// on mongo-lite: validation in the spec's words, previews cut on the server, 402 with usageInfo, refunds on failure.
import { AiEngineError, type AiEngine } from '@careerkit/ai/port';
import { JOB_DESCRIPTION, RICH_RESUME, WEAK_RESUME } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

let t: ToolsUnderTest;
beforeAll(async () => {
  t = await startTools();
});
afterAll(() => t.stop());

const post = async (path: string, userId: string, body: object) => t.api.post(path).set(await t.auth(userId)).send(body);
const COVER_LETTER = { jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME, companyName: 'Northwind Analytics' };
const LINKEDIN = { currentProfile: RICH_RESUME, targetRole: 'Staff Backend Engineer', industryExperience: '9 years', includeHashtags: true };
/** Spec part 1 §9 'Preview quotas', written out here so a change in the service cannot move the goalposts. */
const SCANNER_PREVIEW = { strengths: 6, weaknesses: 4, keywords: 15, recommendations: 6 };
const ANALYSIS_PREVIEW = { strengths: 6, improvements: 4, missingKeywords: 5, recommendations: 6 };
const GHOST_JOB = { analysisMethod: 'description', jobDescription: JOB_DESCRIPTION, jobUrl: '', postingDate: null };

describe('validation (spec part 1 §5)', () => {
  const refuses = async (path: string, body: object, message: string, details?: Record<string, string>) => {
    const res = await post(path, newUserId(), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    if (details) expect(res.body.details).toMatchObject(details);
  };

  it('asks each cover letter mode for its own required fields', async () => {
    const path = '/api/tools/cover-letter';
    await refuses(path, {}, 'Job description is required', { userExperience: 'Your experience is required' });
    await refuses(path, { jobDescription: '   ', userExperience: 'Ten years in sales' }, 'Job description is required');
    await refuses(path, { mode: 'quick', userExperience: 'Ten years in sales' }, 'Job title is required', { companyName: 'Company name is required' });
    await refuses(path, { mode: 'detailed', jobDescription: 'A job', userExperience: 'Ten years' }, 'Key achievements are required');
    await refuses(path, { mode: 'career-change', jobDescription: 'A job' }, 'Previous industry is required', {
      targetIndustry: 'Target industry is required',
      transferableSkills: 'Transferable skills are required',
      changeReason: 'Reason for change is required',
    });
    await refuses(path, { mode: 'template', jobDescription: 'A job' }, 'Your experience is required');
    const badStyle = await post(path, newUserId(), { mode: 'template', jobDescription: 'A job', userExperience: 'Ten years', templateStyle: 'fancy' });
    expect(badStyle.status).toBe(400);
    expect(Object.keys(badStyle.body.details)).toEqual(['templateStyle']);
  });

  it('gives LinkedIn its one message for a missing profile or target role', async () => {
    const message = 'Please fill in all required fields before optimizing your profile.';
    await refuses('/api/tools/linkedin', {}, message, { currentProfile: message, targetRole: message });
    await refuses('/api/tools/linkedin', { currentProfile: RICH_RESUME, targetRole: '  ' }, message, { targetRole: message });
  });

  it('needs resume text for the scanner and the analysis, as text', async () => {
    await refuses('/api/tools/resume-scanner', {}, 'Resume text is required');
    await refuses('/api/tools/resume-scanner', { resumeText: { $ne: null } }, 'Resume text must be text');
    await refuses('/api/tools/resume-analysis', { jobDescription: 'A job' }, 'Resume text is required');
  });

  it('needs a description or a valid URL for the ghost job detector, and no future posting date', async () => {
    const path = '/api/tools/ghost-job-detector';
    await refuses(path, { analysisMethod: 'description', jobDescription: ' ' }, 'Please enter a job description');
    await refuses(path, { analysisMethod: 'url' }, 'Please enter a job URL');
    await refuses(path, { analysisMethod: 'url', jobUrl: 'not a url' }, 'Please enter a valid URL');
    await refuses(path, { analysisMethod: 'url', jobUrl: 'javascript:alert(1)' }, 'Please enter a valid URL');
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await refuses(path, { ...GHOST_JOB, postingDate: nextWeek }, 'The posting date cannot be later than today.');
    await refuses(path, { ...GHOST_JOB, postingDate: 'last Tuesday' }, 'Please enter a valid posting date');
  });

  it('spends no use on a refused request, and asks for a sign-in without a token', async () => {
    const userId = newUserId();
    await post('/api/tools/linkedin', userId, {}).then((res) => expect(res.status).toBe(400));
    await post('/api/tools/ghost-job-detector', userId, { analysisMethod: 'url' }).then((res) => expect(res.status).toBe(400));
    expect(await t.usageOf(userId, 'linkedin-optimizer')).toMatchObject({ used: 0 });
    expect(await t.usageOf(userId, 'ghost-job-detector')).toMatchObject({ used: 0 });
    const anonymous = await t.api.post('/api/tools/resume-scanner').send({ resumeText: RICH_RESUME }).expect(401);
    expect(anonymous.body.message).toBe('Please sign in to continue.');
  });
});

describe('free previews (spec part 1 §9 preview quotas)', () => {
  /** Each item the preview left out, as it would appear in JSON: none of them may be in the raw answer. */
  const expectAbsent = (raw: string, hiddenItems: string[]) => {
    for (const item of hiddenItems) expect(raw).not.toContain(JSON.stringify(item));
  };
  /**
   * A list cut to its quota: the first `shown` items, less any that names an item left out (previews never show a
   * hidden item, not even inside another line; preview-leaks.test.ts holds that rule).
   */
  const expectCut = (cut: string[], items: string[], shown: number, { mayBeQuoted = false } = {}) => {
    expect(items.slice(0, shown)).toEqual(expect.arrayContaining(cut));
    expect(cut).toEqual(items.slice(0, shown).filter((item) => cut.includes(item)));
    // an evidence line a hidden strength quotes is withheld with it, so a score's one shown line may be gone
    if (items.length >= shown && !mayBeQuoted) expect(cut.length).toBeGreaterThan(0);
  };
  /** Each list a preview quota applies to: the full result's items and how many the preview shows. */
  const listsOf = <Q extends Record<string, number>>(full: { [K in keyof Q]: string[] }, quotas: Q) =>
    (Object.keys(quotas) as Array<keyof Q & string>).map((field) => ({ field, items: full[field], shown: quotas[field] }));

  // A strong resume overflows the strengths and keywords, a weak one the weaknesses, concerns and advice: between
  // them every quota'd list is longer than its quota, so every cut is exercised.
  it('cuts the scanner to 6 strengths, 4 weaknesses, 15 keywords and 6 recommendations, with counts of the rest', async () => {
    const overflowing = new Set<string>();
    for (const resumeText of [RICH_RESUME, WEAK_RESUME]) {
      const full = await t.engine.scanResume({ resumeText });
      const res = await post('/api/tools/resume-scanner', newUserId(), { resumeText });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isPreview: true, upgradeMessage: 'This is a free preview. Upgrade to get 8 detailed scans per purchase.' });
      expect(res.body).toMatchObject({ score: full.score, atsCompatibility: full.atsCompatibility });
      for (const { field, items, shown } of listsOf(full, SCANNER_PREVIEW)) {
        expectCut(res.body[field], items, shown);
        expect(res.body.hidden[field]).toBe(items.length - res.body[field].length);
        expectAbsent(res.text, items.slice(shown));
        if (items.length > shown) overflowing.add(field);
      }
      // Every check keeps its score and at most its first line of evidence; the other lines stay on the server.
      expect(res.body.checks).toEqual(full.checks.map((check, i) => ({ ...check, evidence: check.evidence.slice(0, res.body.checks[i].evidence.length) })));
      expect(res.body.checks.every((check: { evidence: string[] }) => check.evidence.length <= 1)).toBe(true);
      const leftOut = full.checks.flatMap((check) => check.evidence.slice(1));
      expect(leftOut.length).toBeGreaterThan(0);
      expect(res.body.hidden.evidence).toBe(full.checks.flatMap((check) => check.evidence).length - res.body.checks.flatMap((check: { evidence: string[] }) => check.evidence).length);
      expectAbsent(res.text, leftOut);
    }
    expect([...overflowing].sort()).toEqual(Object.keys(SCANNER_PREVIEW).sort());
  });

  it('cuts the analysis to 6 strengths, 4 concerns, 5 missing keywords and 6 recommendations', async () => {
    const overflowing = new Set<string>();
    for (const resumeText of [RICH_RESUME, WEAK_RESUME]) {
      const input = { resumeText, jobDescription: JOB_DESCRIPTION };
      const full = await t.engine.analyzeResume(input);
      const res = await post('/api/tools/resume-analysis', newUserId(), input);
      expect(res.status).toBe(200);
      expect(res.body.isPreview).toBe(true);
      expect(res.body).not.toHaveProperty('upgradeMessage'); // the spec's analysis result has none
      expect(res.body).toMatchObject({ overallScore: full.overallScore, jobMatchScore: full.jobMatchScore, authenticityScore: full.authenticityScore });
      for (const { field, items, shown } of listsOf(full, ANALYSIS_PREVIEW)) {
        expectCut(res.body[field], items, shown);
        expect(res.body.hidden[field]).toBe(items.length - res.body[field].length);
        expectAbsent(res.text, items.slice(shown));
        if (items.length > shown) overflowing.add(field);
      }
      for (const [score, lines] of Object.entries(full.scoreEvidence)) expectCut(res.body.scoreEvidence[score], lines, 1, { mayBeQuoted: true });
      const leftOut = Object.values(full.scoreEvidence).flatMap((lines) => lines.slice(1));
      const shownLines = Object.values(res.body.scoreEvidence as Record<string, string[]>).flat();
      expect(shownLines.length).toBeGreaterThan(0);
      expect(res.body.hidden.evidence).toBe(Object.values(full.scoreEvidence).flat().length - shownLines.length);
      expectAbsent(res.text, leftOut);
    }
    expect([...overflowing].sort()).toEqual(Object.keys(ANALYSIS_PREVIEW).sort());
  });

  it('shows LinkedIn 5 hashtags and counts the rest', async () => {
    const full = await t.engine.linkedin({ ...LINKEDIN, tone: 'Professional', purposes: ['Recruiter Visibility'] });
    expect(full.hashtags.length).toBeGreaterThan(5);

    const res = await post('/api/tools/linkedin', newUserId(), LINKEDIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isPreview: true, headline: full.headline, hashtags: full.hashtags.slice(0, 5), hidden: { hashtags: full.hashtags.length - 5 } });
    expect(res.body.upgradeMessage).toBe('This is a free preview. Upgrade to get 5 complete generations per purchase.');
    expectAbsent(res.text, full.hashtags.slice(5));
  });

  it('cuts the cover letter to its opening and first body paragraph, and the ghost job report to its verdict and first findings', async () => {
    const letter = await post('/api/tools/cover-letter', newUserId(), COVER_LETTER);
    expect(letter.status).toBe(200);
    expect(letter.body).toMatchObject({ isPreview: true, upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.' });
    const paragraphs = letter.body.coverLetter.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toBe('Dear Northwind Analytics Hiring Team,');
    expect(letter.body.hidden.paragraphs).toBeGreaterThan(0);

    const ghost = await post('/api/tools/ghost-job-detector', newUserId(), GHOST_JOB);
    expect(ghost.status).toBe(200);
    expect(ghost.body).toMatchObject({ isPreview: true, upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.' });
    expect(typeof ghost.body.classification).toBe('string');
    expect(ghost.body.redFlags.length).toBeLessThanOrEqual(2);
    expect(ghost.body.legitimacyIndicators.length).toBeLessThanOrEqual(2);
  });
});

describe('paid runs', () => {
  it('gives the whole result once the user has bought the tool, and spends a paid use', async () => {
    const userId = newUserId();
    await t.buy(userId, 'resume-scanner');
    const full = await t.engine.scanResume({ resumeText: RICH_RESUME });
    const res = await post('/api/tools/resume-scanner', userId, { resumeText: RICH_RESUME });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...full, isPreview: false });
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1, limit: 9, hasPayment: true, source: 'paid' });
  });
});

describe('no use left (402)', () => {
  it('answers the tool’s message and usageInfo once the free use is spent', async () => {
    const userId = newUserId();
    expect((await post('/api/tools/cover-letter', userId, COVER_LETTER)).status).toBe(200);
    const refused = await post('/api/tools/cover-letter', userId, COVER_LETTER);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      error: 'payment_required',
      message: "You've reached your free usage limit. Upgrade to continue creating professional cover letters.",
      usageInfo: { used: 1, limit: 1 },
    });
    expect(await t.usageOf(userId, 'cover-letter-writer')).toMatchObject({ used: 1, limit: 1 });
  });

  it('states the analyses used for resume analysis', async () => {
    const userId = newUserId();
    for (let i = 0; i < 2; i++) expect((await post('/api/tools/resume-analysis', userId, { resumeText: RICH_RESUME })).status).toBe(200);
    const refused = await post('/api/tools/resume-analysis', userId, { resumeText: RICH_RESUME });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ message: 'Usage limit exceeded: 2/2 analyses used', usageInfo: { used: 2, limit: 2 } });
  });
});

describe('a cover letter answer that only says what to add', () => {
  it('spends no use: the free preview is still there for a letter', async () => {
    const userId = newUserId();
    const thin = await post('/api/tools/cover-letter', userId, { ...COVER_LETTER, userExperience: 'Education\nDiploma in Business Administration, 2019' });
    expect(thin.status).toBe(200);
    expect(thin.body.coverLetter).toBe('');
    expect(thin.body.whatToAdd.length).toBeGreaterThan(0);
    expect(await t.usageOf(userId, 'cover-letter-writer')).toMatchObject({ used: 0, limit: 1 });
    const letter = await post('/api/tools/cover-letter', userId, COVER_LETTER);
    expect(letter.status).toBe(200);
    expect(letter.body.coverLetter).not.toBe('');
    expect(await t.usageOf(userId, 'cover-letter-writer')).toMatchObject({ used: 1, limit: 1 });
  });
});

describe('a run that fails', () => {
  /** A provider that is down (a test double of the external system's failure), or one that times out. */
  const failingEngine = (failure: 'upstream' | 'timeout'): AiEngine => {
    const fail = async (): Promise<never> => {
      throw new AiEngineError(failure, `provider ${failure}`);
    };
    return { name: 'openai', coverLetter: fail, linkedin: fail, scanResume: fail, analyzeResume: fail, detectGhostJob: fail, negotiate: fail };
  };

  it('refunds the use and answers each tool’s message', async () => {
    const broken = await t.startAnother(failingEngine('upstream'));
    const userId = newUserId();
    const cases: Array<[string, object, string, string]> = [
      ['/api/tools/cover-letter', COVER_LETTER, 'cover-letter-writer', "We couldn't generate your cover letter right now. Please try again in a moment."],
      ['/api/tools/linkedin', LINKEDIN, 'linkedin-optimizer', "We couldn't optimize your LinkedIn profile right now. Please try again in a moment."],
      ['/api/tools/resume-scanner', { resumeText: RICH_RESUME }, 'resume-scanner', "We couldn't scan your resume right now. Please try again in a moment."],
      ['/api/tools/resume-analysis', { resumeText: RICH_RESUME }, 'resume-analysis', "We couldn't analyze your resume right now. Please try again in a moment."],
      ['/api/tools/ghost-job-detector', GHOST_JOB, 'ghost-job-detector', "We couldn't analyze this job posting right now. Please try again in a moment."],
    ];
    for (const [path, body, toolName, message] of cases) {
      const res = await broken.api.post(path).set(await t.auth(userId)).send(body);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'tool_run_failed', message });
      expect(await t.usageOf(userId, toolName)).toMatchObject({ used: 0 });
    }
    // The free use is still there: the same run on a working engine is a preview.
    expect((await post('/api/tools/cover-letter', userId, COVER_LETTER)).body.isPreview).toBe(true);
  });

  it('answers 504 when the provider timed out, and records the failed run', async () => {
    const slow = await t.startAnother(failingEngine('timeout'));
    const userId = newUserId();
    const res = await slow.api.post('/api/tools/resume-scanner').set(await t.auth(userId)).send({ resumeText: RICH_RESUME });
    expect(res.status).toBe(504);
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 0 });
    const run = await t.tools.db.collection('tool_usage').findOne({ userId });
    expect(run).toMatchObject({ toolName: 'resume-scanner', status: 'failed', failure: 'timeout', outputData: null, inputData: { resumeText: RICH_RESUME.trim() } });
  });
});

describe('run history (tool_usage)', () => {
  it('keeps the input, what the user was sent, and the outcome of each run', async () => {
    const userId = newUserId();
    const res = await post('/api/tools/linkedin', userId, LINKEDIN);
    expect(res.status).toBe(200);
    const runs = await t.tools.db.collection('tool_usage').find({ userId }).toArray();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      toolName: 'linkedin-optimizer',
      status: 'completed',
      isPreview: true,
      engine: 'local',
      inputData: { targetRole: 'Staff Backend Engineer', tone: 'Professional', purposes: ['Recruiter Visibility'] },
      outputData: res.body,
      paymentId: null,
    });
    expect(runs[0].createdAt).toBeInstanceOf(Date);
  });
});
