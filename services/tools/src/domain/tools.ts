// The five AI tools: which use each spends, which engine capability answers it, how its preview is cut, and the
// response schema that is the last word on what leaves the server.
import type { AiEngine } from '@careerkit/ai/port';
import {
  type AiToolKey,
  CoverLetterResponse,
  GhostJobResponse,
  LinkedInResponse,
  ResumeAnalysisResponse,
  ResumeScannerResponse,
} from '@careerkit/contracts/tools';
import type { z } from 'zod';
import { analysisPreview, coverLetterPreview, ghostJobPreview, linkedinPreview, scannerPreview } from './preview-cut';

export interface ToolDefinition<Input, Output extends object, Response extends z.ZodType> {
  key: AiToolKey;
  run(ai: AiEngine, input: Input): Promise<Output>;
  /** The preview of a full result (without isPreview/upgradeMessage): only what a free run shows, and counts of the rest. */
  preview(full: Output): object;
  /** Whether the spec's result carries an upgradeMessage (resume analysis's does not). */
  upgradeMessage: boolean;
  response: Response;
  /** Whether a finished run delivered something worth a use; without it, every finished run spends one. */
  delivers?(full: Output): boolean;
}

const tool = <Input, Output extends object, Response extends z.ZodType>(definition: ToolDefinition<Input, Output, Response>) => definition;

export const TOOLS = {
  coverLetter: tool({
    key: 'cover-letter-writer',
    run: (ai, input: Parameters<AiEngine['coverLetter']>[0]) => ai.coverLetter(input),
    preview: coverLetterPreview,
    upgradeMessage: true,
    response: CoverLetterResponse,
    // A résumé too thin for a letter gets what to add instead: no letter was written, so no use is spent.
    delivers: (full) => full.coverLetter.trim() !== '',
  }),
  linkedin: tool({
    key: 'linkedin-optimizer',
    run: (ai, input: Parameters<AiEngine['linkedin']>[0]) => ai.linkedin(input),
    preview: linkedinPreview,
    upgradeMessage: true,
    response: LinkedInResponse,
  }),
  resumeScanner: tool({
    key: 'resume-scanner',
    run: (ai, input: Parameters<AiEngine['scanResume']>[0]) => ai.scanResume(input),
    preview: scannerPreview,
    upgradeMessage: true,
    response: ResumeScannerResponse,
  }),
  resumeAnalysis: tool({
    key: 'resume-analysis',
    run: (ai, input: Parameters<AiEngine['analyzeResume']>[0]) => ai.analyzeResume(input),
    preview: analysisPreview,
    upgradeMessage: false,
    response: ResumeAnalysisResponse,
  }),
  ghostJob: tool({
    key: 'ghost-job-detector',
    run: (ai, input: Parameters<AiEngine['detectGhostJob']>[0]) => ai.detectGhostJob(input),
    preview: ghostJobPreview,
    upgradeMessage: true,
    response: GhostJobResponse,
  }),
};
export type ToolName = keyof typeof TOOLS;
