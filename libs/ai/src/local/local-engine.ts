// The local engine: deterministic analysers and composers, so every tool works with no API key.
import type { AiEngine } from '../port';
import { composeCoverLetter } from './write/cover-letter';
import { findGhostSignals, ghostFromFindings } from './judge/ghost-job';
import { composeLinkedIn } from './write/linkedin';
import { composeNegotiation } from './write/negotiation';
import { analysisFromFindings, reviewResume, scanFromFindings } from './judge/resume-review';
import { withBoundedWhitespace as bounded } from './read/text';

export interface LocalEngineOptions {
  /** the clock for "present" in résumé dates and for posting age; tests pin it */
  now?: () => Date;
}

export function createLocalEngine(options: LocalEngineOptions = {}): AiEngine {
  const now = options.now ?? (() => new Date());
  return {
    name: 'local',
    // Every input's white space bounded first (text.ts): the engine's time stays linear in what was pasted.
    coverLetter: async (input) => composeCoverLetter(bounded(input), now()),
    linkedin: async (input) => composeLinkedIn(bounded(input), now()),
    scanResume: async (input) => scanFromFindings(reviewResume(bounded(input).resumeText, undefined, now())),
    analyzeResume: async (input) => {
      const { resumeText, jobDescription } = bounded(input);
      return analysisFromFindings(reviewResume(resumeText, jobDescription, now()));
    },
    detectGhostJob: async (input) => {
      const text = bounded(input);
      return ghostFromFindings(findGhostSignals(text, now()), text);
    },
    negotiate: async (input) => composeNegotiation(bounded(input)),
  };
}
