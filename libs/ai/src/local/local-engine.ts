// The local engine: deterministic analysers and composers, so every tool works with no API key.
import type { AiEngine } from '../port';
import { composeCoverLetter } from './cover-letter';
import { findGhostSignals, ghostFromFindings } from './ghost-job';
import { composeLinkedIn } from './linkedin';
import { composeNegotiation } from './negotiation';
import { analysisFromFindings, reviewResume, scanFromFindings } from './resume-review';

export interface LocalEngineOptions {
  /** the clock for "present" in résumé dates and for posting age; tests pin it */
  now?: () => Date;
}

export function createLocalEngine(options: LocalEngineOptions = {}): AiEngine {
  const now = options.now ?? (() => new Date());
  return {
    name: 'local',
    coverLetter: async (input) => composeCoverLetter(input),
    linkedin: async (input) => composeLinkedIn(input, now()),
    scanResume: async (input) => scanFromFindings(reviewResume(input.resumeText, undefined, now())),
    analyzeResume: async (input) => analysisFromFindings(reviewResume(input.resumeText, input.jobDescription, now())),
    detectGhostJob: async (input) => ghostFromFindings(findGhostSignals(input, now()), input),
    negotiate: async (input) => composeNegotiation(input),
  };
}
