// The AI provider port: one method per capability, shared by services/tools and services/salary.
// Inputs are the validated request bodies; outputs are the full (unpreviewed) results — services cut previews.
import { z } from 'zod';
import {
  CoverLetterRequest,
  CoverLetterResponse,
  GhostJobRequest,
  GhostJobResponse,
  LinkedInRequest,
  LinkedInResponse,
  ResumeAnalysisRequest,
  ResumeAnalysisResponse,
  ResumeScannerRequest,
  ResumeScannerResponse,
} from '@careerkit/contracts/tools';
import { NegotiateRequest, NegotiateResponse } from '@careerkit/contracts/salary';

const previewOnly = { isPreview: true, upgradeMessage: true, hidden: true } as const;

/** Result schemas: the API response schemas without the preview fields. The OpenAI adapter validates with these. */
export const CoverLetterResult = CoverLetterResponse.omit(previewOnly);
export const LinkedInResult = LinkedInResponse.omit(previewOnly);
export const ResumeScanResult = ResumeScannerResponse.omit(previewOnly);
export const ResumeAnalysisResult = ResumeAnalysisResponse.omit(previewOnly);
export const GhostJobResult = GhostJobResponse.omit(previewOnly);
export const NegotiationResult = NegotiateResponse;

export type CoverLetterInput = z.output<typeof CoverLetterRequest>;
export type LinkedInInput = z.output<typeof LinkedInRequest>;
export type ResumeScanInput = z.output<typeof ResumeScannerRequest>;
export type ResumeAnalysisInput = z.output<typeof ResumeAnalysisRequest>;
export type GhostJobInput = z.output<typeof GhostJobRequest>;
export type NegotiationInput = z.output<typeof NegotiateRequest>;

export type CoverLetterOutput = z.output<typeof CoverLetterResult>;
export type LinkedInOutput = z.output<typeof LinkedInResult>;
export type ResumeScanOutput = z.output<typeof ResumeScanResult>;
export type ResumeAnalysisOutput = z.output<typeof ResumeAnalysisResult>;
export type GhostJobOutput = z.output<typeof GhostJobResult>;
export type NegotiationOutput = z.output<typeof NegotiationResult>;

export type AiEngineName = 'openai' | 'local';

export interface AiEngine {
  /** Which adapter answers: services record it with the run. */
  readonly name: AiEngineName;
  coverLetter(input: CoverLetterInput): Promise<CoverLetterOutput>;
  linkedin(input: LinkedInInput): Promise<LinkedInOutput>;
  scanResume(input: ResumeScanInput): Promise<ResumeScanOutput>;
  analyzeResume(input: ResumeAnalysisInput): Promise<ResumeAnalysisOutput>;
  detectGhostJob(input: GhostJobInput): Promise<GhostJobOutput>;
  negotiate(input: NegotiationInput): Promise<NegotiationOutput>;
}

export type AiFailure = 'timeout' | 'invalid_output' | 'upstream';

/**
 * What an engine throws when the provider fails (after retries). Services refund the reserved use and answer
 * 502 (`upstream`, `invalid_output`) or 504 (`timeout`); `message` is safe to log, not meant for users.
 */
export class AiEngineError extends Error {
  readonly failure: AiFailure;
  constructor(failure: AiFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiEngineError';
    this.failure = failure;
  }
}

/** The logging the adapters need; a pino logger fits. */
export interface AiLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
