// The OpenAI adapter: structured output (JSON schema from the API's zod schemas), validated with the same schemas,
// with a timeout, retries and token use logged per run. The local analyser runs first (grounding.ts): its findings go
// into the prompt and its numbers (scores, classification, target salary) are kept — the model writes the prose.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import type { GhostFindings } from '../local/judge/ghost-job';
import type { ResumeFindings } from '../local/judge/resume-review';
import {
  AiEngineError,
  CoverLetterResult,
  GhostJobResult,
  LinkedInResult,
  NegotiationResult,
  ResumeAnalysisResult,
  ResumeScanResult,
  type AiEngine,
  type AiLogger,
} from '../port';
import { letterProblems, letterWords } from '../local/write/cover-letter';
import { createLocalGrounding, type Grounding } from './grounding';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** per attempt (SDK retries included), in milliseconds */
  timeoutMs?: number;
  /** HTTP retries (429, 5xx, connection errors, timeouts), done by the SDK with backoff */
  maxRetries?: number;
  /** extra attempts when the model's reply is not valid JSON for the schema */
  invalidReplyRetries?: number;
  now?: () => Date;
  /** Where the local analyser's part runs: a service passes its engine pool's; by default this thread. */
  grounding?: Grounding;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 30_000;

/** What the model writes for each tool: parts of the API result schemas, all fields required (strict mode). */
export const MODEL_OUTPUT = {
  coverLetter: CoverLetterResult.pick({ coverLetter: true }),
  linkedin: LinkedInResult.pick({ headline: true, summary: true, achievements: true, hashtags: true }),
  scanResume: ResumeScanResult.pick({ strengths: true, weaknesses: true, recommendations: true }),
  analyzeResume: ResumeAnalysisResult.pick({ strengths: true, improvements: true, recommendations: true }),
  detectGhostJob: GhostJobResult.pick({ company: true, jobTitle: true, reasoning: true, redFlags: true, legitimacyIndicators: true }).extend({
    ghostPatternAlert: z.string().describe('empty when there is no pattern to alert on'),
  }),
  negotiate: NegotiationResult.pick({ emailScript: true, callTalkTrack: true, keyPoints: true }),
} as const;

type Tool = keyof typeof MODEL_OUTPUT;

const SYSTEM = [
  'You are the writing engine of CareerKit, a set of career tools for job seekers.',
  'Use only the facts in the user input and in the analyser findings. Never invent employers, job titles, dates, numbers, degrees, skills or facts about the user or the company.',
  'Numbers (scores, classifications, salaries) are decided by the analyser; do not change or contradict them. Cite the evidence (quoted lines, terms, signals) the findings give.',
  'Write plain text without Markdown headings. Answer only with JSON that matches the schema.',
].join(' ');

const TASK: Record<Tool, string> = {
  coverLetter:
    'Write a cover letter in the requested mode, template style and tone, from the facts given (letterFacts) and the grounded draft only: improve its flow, keep every fact and figure as given, add none. Shape: 250–400 words between greeting and sign-off; paragraphs separated by one blank line: the greeting ("Dear …,") alone, an opening naming the role and the company, two body paragraphs (what the person did, closest to the posting first; then how it meets the posting\'s duties), a closing, and a sign-off whose last line is letterFacts.name, or [Your Name] when there is none (free previews show the greeting, the opening and the first body paragraph). When problems are listed, your previous letter had them: fix every one.',
  linkedin: 'Write a LinkedIn headline (at most 220 characters), an About summary, achievement bullets and hashtags for the target role, tone and purposes, from the profile text only. Return no hashtags when includeHashtags is false.',
  scanResume: 'Explain the ATS scan of this résumé: strengths (up to 10), weaknesses (up to 6) and recommendations (up to 10), each tied to the evidence in the findings.',
  analyzeResume: "Write a hiring manager's evaluation: hiring strengths (up to 10), red flags and concerns (up to 8), and interview focus and recommendations (up to 10), each tied to the evidence in the findings.",
  detectGhostJob: 'Explain whether this posting is a real opening. Keep the classification and confidence given; write the reasoning citing every signal with the words behind it (not repeating the red flags word for word), the red flags and legitimacy indicators in the order given (most telling first: previews show the first two), the company and job title as the posting states them ("Not named in the posting" or "Not stated in the posting" when it does not), and a ghost pattern alert or an empty string.',
  negotiate: 'Write a salary negotiation email script, a call talk track and key points in the requested style. Ask for exactly the target salary given, ground the ask in the market percentiles given, and use only the leverage points the user listed.',
};

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

function resumeDigest(f: ResumeFindings) {
  return {
    atsChecks: f.ats.checks.map((c) => ({ check: c.label, weight: c.weight, score: c.score, evidence: c.evidence, advice: c.advice })),
    skillsFound: f.ats.resumeSkills.slice(0, 30).map((s) => s.surface),
    postingSkillsMissing: f.ats.keywords?.missing.map((s) => s.surface) ?? null,
    scores: f.scores,
    scoreEvidence: f.evidence,
  };
}

function ghostDigest(f: GhostFindings) {
  return {
    signals: f.signals.map((s) => ({ kind: s.kind, weight: s.weight, signal: s.text })),
    daysOpen: f.daysOpen,
    company: f.posting?.company ?? f.url?.company ?? null,
    jobTitle: f.posting?.title ?? f.url?.jobTitle ?? null,
  };
}

export function createOpenAiEngine(options: OpenAiOptions, logger?: AiLogger): AiEngine {
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // the deadline below is the real limit (it covers the SDK's retries too); this is a backstop
    timeout: timeoutMs + 1_000,
    maxRetries: options.maxRetries ?? 2,
  });
  const grounding = options.grounding ?? createLocalGrounding(now);
  const replyAttempts = 1 + (options.invalidReplyRetries ?? 1);

  async function write<T extends Tool>(tool: T, payload: unknown): Promise<z.output<(typeof MODEL_OUTPUT)[T]>> {
    const schema = MODEL_OUTPUT[tool] as z.ZodType;
    const started = Date.now();
    const tokens = { prompt: 0, completion: 0, total: 0 };
    let problem = '';
    let attempts = 0;
    try {
      for (attempts = 1; attempts <= replyAttempts; attempts++) {
        let completion;
        // our own deadline per attempt: the SDK's timeout error is not recognisable in every runtime (jest's realm)
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), timeoutMs);
        try {
          completion = await client.chat.completions.create({
            model,
            temperature: 0.3,
            messages: [
              { role: 'system', content: `${SYSTEM}\n\nTask: ${TASK[tool]}` },
              { role: 'user', content: JSON.stringify(payload) },
            ],
            response_format: { type: 'json_schema', json_schema: { name: tool, strict: true, schema: jsonSchema(schema) } },
          }, { signal: deadline.signal });
        } catch (err) {
          if (deadline.signal.aborted || err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError)
            throw new AiEngineError('timeout', `OpenAI did not answer within ${timeoutMs} ms`, { cause: err });
          if (err instanceof APIError) throw new AiEngineError('upstream', `OpenAI request failed${err.status ? ` (${err.status})` : ''}: ${err.message}`, { cause: err });
          throw new AiEngineError('upstream', `OpenAI request failed: ${(err as Error).message}`, { cause: err });
        } finally {
          clearTimeout(timer);
        }
        tokens.prompt += completion.usage?.prompt_tokens ?? 0;
        tokens.completion += completion.usage?.completion_tokens ?? 0;
        tokens.total += completion.usage?.total_tokens ?? 0;
        const message = completion.choices[0]?.message;
        if (message?.refusal) {
          problem = `the model refused: ${message.refusal}`;
          continue;
        }
        let json: unknown;
        try {
          json = JSON.parse(message?.content ?? '');
        } catch {
          problem = 'the reply is not JSON';
          continue;
        }
        const parsed = schema.safeParse(json);
        if (parsed.success) {
          logger?.info(
            { tool, model, attempts, promptTokens: tokens.prompt, completionTokens: tokens.completion, totalTokens: tokens.total, ms: Date.now() - started },
            'ai run',
          );
          return parsed.data as z.output<(typeof MODEL_OUTPUT)[T]>;
        }
        problem = `the reply does not match the schema: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`;
      }
      attempts = replyAttempts;
      throw new AiEngineError('invalid_output', `OpenAI ${tool}: ${problem} (after ${replyAttempts} attempts)`);
    } catch (err) {
      logger?.warn(
        { tool, model, attempts, failure: (err as AiEngineError).failure, promptTokens: tokens.prompt, completionTokens: tokens.completion, totalTokens: tokens.total, ms: Date.now() - started },
        'ai run failed',
      );
      throw err;
    }
  }

  return {
    name: 'openai',

    async coverLetter(input) {
      const { facts, ...draft } = await grounding.coverLetter(input);
      // a résumé too thin for a letter is answered with what to add, as the local engine answers it
      if (!draft.coverLetter.trim()) return CoverLetterResult.parse(draft);
      // the model's letter is shown only when it meets the local letter's bar; it is asked once more with what it missed
      const inputText = Object.values(input).filter((v): v is string => typeof v === 'string').join('\n');
      const least = letterWords(draft.coverLetter);
      let problems: string[] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        const written = await write('coverLetter', { input, letterFacts: facts, groundedDraft: draft.coverLetter, ...(problems.length ? { problems } : {}) });
        problems = letterProblems(written.coverLetter, facts, inputText, least);
        if (!problems.length) return CoverLetterResult.parse({ coverLetter: written.coverLetter });
        logger?.warn({ tool: 'coverLetter', model, attempt: attempt + 1, problems }, 'ai letter failed the check');
      }
      // twice short of the bar: the grounded letter, which meets it, is shown instead
      return CoverLetterResult.parse(draft);
    },

    async linkedin(input) {
      const draft = await grounding.linkedin(input);
      const written = await write('linkedin', { input, groundedDraft: draft });
      return LinkedInResult.parse({ ...written, hashtags: input.includeHashtags ? written.hashtags : [] });
    },

    async scanResume(input) {
      const { findings, base } = await grounding.scan(input);
      const written = await write('scanResume', { resumeText: input.resumeText, findings: resumeDigest(findings), scores: { score: base.score, atsCompatibility: base.atsCompatibility } });
      return ResumeScanResult.parse({ ...base, ...written, score: base.score, atsCompatibility: base.atsCompatibility, keywords: base.keywords });
    },

    async analyzeResume(input) {
      const { findings, base } = await grounding.analysis(input);
      const written = await write('analyzeResume', { resumeText: input.resumeText, jobDescription: input.jobDescription ?? null, findings: resumeDigest(findings) });
      return ResumeAnalysisResult.parse({ ...base, ...written, ...findings.scores, missingKeywords: base.missingKeywords });
    },

    async detectGhostJob(input) {
      const { findings, base } = await grounding.ghost(input);
      const written = await write('detectGhostJob', {
        input,
        findings: ghostDigest(findings),
        decided: {
          classification: base.classification,
          confidence: base.confidence,
          stalenessCheck: base.stalenessCheck,
          urlAnalysis: base.urlAnalysis ?? null,
          redFlagsInOrder: base.redFlags,
          legitimacyIndicatorsInOrder: base.legitimacyIndicators,
        },
      });
      const { ghostPatternAlert, ...prose } = written;
      return GhostJobResult.parse({
        ...base,
        ...prose,
        ghostPatternAlert: ghostPatternAlert.trim() || undefined,
        classification: base.classification,
        confidence: base.confidence,
        stalenessCheck: base.stalenessCheck,
        urlAnalysis: base.urlAnalysis,
      });
    },

    async negotiate(input) {
      const plan = await grounding.negotiation(input);
      const written = await write('negotiate', { input, plan: { targetSalary: plan.target, offerPosition: plan.offerPosition, reasons: plan.reasons } });
      return NegotiationResult.parse({ ...written, targetSalary: plan.target });
    },
  };
}
