// The OpenAI adapter against a local OpenAI-compatible server started here: requests asserted, replies scripted.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAiEngine, createServiceAiEngine } from '../src/create-ai-engine';
import { createOpenAiEngine } from '../src/openai/openai-engine';
import { AiEngineError, GhostJobResult, ResumeAnalysisResult, ResumeScanResult } from '../src/port';
import { engine as localEngine, fixture, NOW } from './fixtures';

type Reply = { status?: number; content?: string; json?: unknown; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } };

interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean } } };
  };
}

let server: Server;
let baseURL: string;
let script: Reply[] = [];
let requests: Recorded[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      const reply = script.shift() ?? { status: 500, json: { error: { message: 'no scripted reply' } } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        if (reply.status && reply.status >= 400) return res.end(JSON.stringify(reply.json ?? { error: { message: 'failed', type: 'server_error' } }));
        const content = reply.content ?? JSON.stringify(reply.json);
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: 'test-model',
            choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
            usage: reply.usage ?? { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  script = [];
  requests = [];
});

function logger() {
  return { info: jest.fn(), warn: jest.fn() };
}

const openai = (log = logger(), extra: { timeoutMs?: number; maxRetries?: number } = {}) =>
  createOpenAiEngine({ apiKey: 'sk-test', baseURL, model: 'gpt-test', maxRetries: 0, now: () => NOW, ...extra }, log);

const scanProse = { strengths: ['Clear contact block (line 2)'], weaknesses: ['Short résumé'], recommendations: ['Add figures to the Bluefin bullets'] };

describe('OpenAI adapter', () => {
  it('sends the model, a strict JSON schema and the analyser findings, and keeps the analyser numbers', async () => {
    script = [{ json: scanProse }];
    const log = logger();
    const resumeText = fixture('strong-resume.txt');
    const out = ResumeScanResult.parse(await openai(log).scanResume({ resumeText }));

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('gpt-test');
    expect(req.body.response_format.type).toBe('json_schema');
    expect(req.body.response_format.json_schema).toMatchObject({ name: 'scanResume', strict: true });
    expect(req.body.response_format.json_schema.schema).toMatchObject({ type: 'object', additionalProperties: false, required: ['strengths', 'weaknesses', 'recommendations'] });
    const prompt = JSON.parse(req.body.messages[1].content);
    expect(prompt.resumeText).toBe(resumeText);
    expect(prompt.findings.atsChecks.find((c: { check: string }) => c.check === 'Action verbs').evidence[0]).toMatch(/^14 of 14 bullets open with an action verb/);
    expect(req.body.messages[0].content).toMatch(/Never invent employers, job titles, dates, numbers/);

    const local = await localEngine().scanResume({ resumeText });
    expect(out).toEqual({ ...scanProse, score: local.score, atsCompatibility: local.atsCompatibility, keywords: local.keywords, checks: local.checks });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ tool: 'scanResume', model: 'gpt-test', attempts: 1, promptTokens: 120, completionTokens: 40, totalTokens: 160 }),
      'ai run',
    );
  });

  it('keeps all eight analysis scores from the analyser even if the model writes numbers', async () => {
    script = [{ json: { strengths: ['Grew from Junior Developer to Senior Software Engineer'], improvements: [], recommendations: ['Ask about GraphQL'], overallScore: 1 } }];
    const input = { resumeText: fixture('strong-resume.txt'), jobDescription: fixture('backend-posting.txt') };
    const out = ResumeAnalysisResult.parse(await openai().analyzeResume(input));
    const local = await localEngine().analyzeResume(input);
    expect(out.overallScore).toBe(local.overallScore);
    expect(out.jobMatchScore).toBe(local.jobMatchScore);
    expect(out.missingKeywords).toEqual(local.missingKeywords);
    expect(out.scoreEvidence).toEqual(local.scoreEvidence);
    expect(out.strengths).toEqual(['Grew from Junior Developer to Senior Software Engineer']);
    expect(JSON.parse(requests[0].body.messages[1].content).findings.scores.overallScore).toBe(local.overallScore);
  });

  it('keeps the ghost-job classification, confidence and checks from the analyser', async () => {
    script = [{ json: { company: 'Unknown', jobTitle: 'Data Entry Clerk', reasoning: 'Asks for a fee.', redFlags: ['Fee'], legitimacyIndicators: [], ghostPatternAlert: '' } }];
    const input = { analysisMethod: 'description' as const, jobDescription: fixture('scam-posting.txt'), postingDate: null };
    const out = GhostJobResult.parse(await openai().detectGhostJob(input));
    const local = await localEngine().detectGhostJob(input);
    expect(out).toMatchObject({ classification: local.classification, confidence: local.confidence, stalenessCheck: local.stalenessCheck, reasoning: 'Asks for a fee.' });
    expect(out.ghostPatternAlert).toBeUndefined();
    expect(requests[0].body.response_format.json_schema.schema.required).toEqual(['company', 'jobTitle', 'reasoning', 'redFlags', 'legitimacyIndicators', 'ghostPatternAlert']);
    // the model is given the red flags most telling first, to keep that order (previews show the first two)
    expect(JSON.parse(requests[0].body.messages[1].content).decided.redFlagsInOrder).toEqual(local.redFlags);
  });

  it('asks for the target salary the plan computed and keeps it', async () => {
    script = [{ json: { emailScript: 'Dear…', callTalkTrack: '1. …', keyPoints: ['Ask for $175,000'], targetSalary: 999999 } }];
    const out = await openai().negotiate({
      jobTitle: 'Engineer',
      currentOffer: { baseSalary: 150000, bonus: 0, equity: '' },
      targetSalary: 175000,
      marketData: { p25: 140000, p50: 160000, p75: 182000 },
      skills: [],
      negotiationStyle: 'collaborative',
    });
    expect(out.targetSalary).toBe(175000);
    expect(JSON.parse(requests[0].body.messages[1].content).plan.targetSalary).toBe(175000);
  });

  const letterInput = () => ({ mode: 'standard' as const, jobDescription: fixture('backend-posting.txt'), companyName: 'Harbor Logistics', jobTitle: 'Senior Backend Engineer', userExperience: fixture('strong-resume.txt') });

  it("gives the model the letter's facts, and shows its letter only when it passes the local letter's check, asking once more", async () => {
    const local = (await localEngine().coverLetter(letterInput())).coverLetter;
    const short = local.split('\n\n').slice(0, 2).join('\n\n') + '\n\nSincerely,\n[Your Name]';
    script = [{ json: { coverLetter: short } }, { json: { coverLetter: local } }];
    const log = logger();
    const out = await openai(log).coverLetter(letterInput());
    expect(out.coverLetter).toBe(local);
    expect(requests).toHaveLength(2);
    const first = JSON.parse(requests[0].body.messages[1].content);
    expect(first.letterFacts.statements.length).toBeGreaterThan(2);
    expect(first.letterFacts.currentRole).toEqual(expect.objectContaining({ title: expect.any(String) }));
    expect(first.problems).toBeUndefined();
    // the second ask names what the first letter missed
    expect(JSON.parse(requests[1].body.messages[1].content).problems.join('\n')).toMatch(/two body paragraphs|words between greeting and sign-off/);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ tool: 'coverLetter', attempt: 1 }), 'ai letter failed the check');
  });

  it('shows the grounded letter when both of the model\'s letters fail the check, and never one with a figure the user did not give', async () => {
    const local = (await localEngine().coverLetter(letterInput())).coverLetter;
    const invented = local.replace(/\n\nSincerely,/, ' I cut costs by 73%.\n\nSincerely,');
    script = [{ json: { coverLetter: invented } }, { json: { coverLetter: invented } }];
    const out = await openai().coverLetter(letterInput());
    expect(out.coverLetter).toBe(local);
    expect(JSON.parse(requests[1].body.messages[1].content).problems).toContain("the figure 73 is not in the user's text");
  });

  it('answers a résumé too thin for a letter with what to add, without asking the model', async () => {
    const out = await openai().coverLetter({ mode: 'standard', jobDescription: fixture('backend-posting.txt'), userExperience: 'Education\nDiploma, Riverside College, 2019' });
    expect(out.coverLetter).toBe('');
    expect(out.whatToAdd?.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(0);
  });

  it('retries a malformed reply once and then succeeds', async () => {
    script = [{ content: 'Sure! Here are your results: strengths…' }, { json: scanProse }];
    const log = logger();
    const out = await openai(log).scanResume({ resumeText: fixture('weak-resume.txt') });
    expect(requests).toHaveLength(2);
    expect(out.strengths).toEqual(scanProse.strengths);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ attempts: 2, totalTokens: 320 }), 'ai run');
  });

  it('fails with a validation error when every reply breaks the schema', async () => {
    script = [{ json: { strengths: 'not a list' } }, { json: { strengths: [], weaknesses: [] } }];
    const log = logger();
    const run = openai(log).scanResume({ resumeText: fixture('weak-resume.txt') });
    await expect(run).rejects.toBeInstanceOf(AiEngineError);
    await expect(run).rejects.toMatchObject({ failure: 'invalid_output', message: expect.stringMatching(/does not match the schema: .*recommendations/) });
    expect(requests).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ tool: 'scanResume', failure: 'invalid_output', totalTokens: 320 }), 'ai run failed');
  });

  it('times out a slow reply', async () => {
    script = [{ delayMs: 1_000, json: scanProse }];
    const run = openai(logger(), { timeoutMs: 150 }).scanResume({ resumeText: fixture('weak-resume.txt') });
    await expect(run).rejects.toMatchObject({ name: 'AiEngineError', failure: 'timeout' });
  });

  it('retries a server error (SDK retries) before giving up with an upstream error', async () => {
    script = [{ status: 503 }, { json: scanProse }];
    const out = await openai(logger(), { maxRetries: 1 }).scanResume({ resumeText: fixture('weak-resume.txt') });
    expect(out.strengths).toEqual(scanProse.strengths);
    expect(requests).toHaveLength(2);

    requests = [];
    script = [{ status: 500 }];
    await expect(openai().scanResume({ resumeText: fixture('weak-resume.txt') })).rejects.toMatchObject({ failure: 'upstream' });
  });
});

describe('createAiEngine', () => {
  it('uses OpenAI when a key is set and the local engine otherwise', async () => {
    expect(createAiEngine({}).name).toBe('local');
    expect(createAiEngine({ OPENAI_API_KEY: '  ' }).name).toBe('local');
    const e = createAiEngine({ OPENAI_API_KEY: 'sk-env', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'gpt-env', OPENAI_TIMEOUT_MS: '5000' });
    expect(e.name).toBe('openai');
    script = [{ json: { coverLetter: 'Dear Hiring Manager,\n\n…\n\nSincerely,\n[Your Name]' } }, { json: { coverLetter: 'Dear Hiring Manager,\n\n…\n\nSincerely,\n[Your Name]' } }];
    await e.coverLetter({ mode: 'quick', jobTitle: 'Engineer', companyName: 'Acme', userExperience: fixture('strong-resume.txt') });
    expect(requests[0].body.model).toBe('gpt-env');
    expect(JSON.parse(requests[0].body.messages[1].content).groundedDraft).toMatch(/^Dear Acme Hiring Team,/);
  });
});

describe('createServiceAiEngine with a key', () => {
  it("runs the analyser's part in the engine pool, inside the run's time box: past it the run fails before OpenAI is called", async () => {
    const service = createServiceAiEngine({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, ENGINE_THREADS: 1, ENGINE_RUN_TIMEOUT_MS: 1 });
    try {
      // Fifty thousand characters with no break: far past a 1 ms box for the analyser, wherever it runs.
      const run = service.scanResume({ resumeText: 'a'.repeat(50_000) });
      await expect(run).rejects.toMatchObject({ failure: 'timeout' });
      expect(requests).toHaveLength(0);
    } finally {
      await service.close();
    }
  });

  it('answers with the analyser numbers computed in its workers', async () => {
    script = [{ json: scanProse }];
    const service = createServiceAiEngine({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseURL, ENGINE_THREADS: 1, ENGINE_RUN_TIMEOUT_MS: 60_000 });
    try {
      await service.ready();
      const resumeText = fixture('strong-resume.txt');
      const out = await service.scanResume({ resumeText });
      const local = await localEngine().scanResume({ resumeText });
      expect(out).toMatchObject({ ...scanProse, score: local.score, atsCompatibility: local.atsCompatibility, keywords: local.keywords });
      expect(service.name).toBe('openai');
    } finally {
      await service.close();
    }
  });
});
