// What the OpenAI adapter asks of the local analyser before it calls the model: the draft or findings the model's
// writing is grounded in, and the numbers it keeps (scores, classification, target salary). It is CPU work that grows
// with the user's text, so a service runs it in the engine pool (engine-pool.ts) like a local run, time box included;
// benches and tests run it in their own thread.
import { writeCoverLetter, type LetterFacts } from '../local/write/cover-letter';
import { findGhostSignals, ghostFromFindings, type GhostFindings } from '../local/judge/ghost-job';
import { createLocalEngine } from '../local/local-engine';
import { planNegotiation, type NegotiationPlan } from '../local/write/negotiation';
import { analysisFromFindings, reviewResume, scanFromFindings, type ResumeFindings } from '../local/judge/resume-review';
import { withBoundedWhitespace as bounded } from '../local/read/text';
import type {
  CoverLetterInput,
  CoverLetterOutput,
  GhostJobInput,
  GhostJobOutput,
  LinkedInInput,
  LinkedInOutput,
  NegotiationInput,
  ResumeAnalysisInput,
  ResumeAnalysisOutput,
  ResumeScanInput,
  ResumeScanOutput,
} from '../port';

export interface Grounding {
  /** The local letter, which the model rewrites keeping every fact, and the facts it was written from. */
  coverLetter(input: CoverLetterInput): Promise<CoverLetterOutput & { facts: LetterFacts }>;
  linkedin(input: LinkedInInput): Promise<LinkedInOutput>;
  scan(input: ResumeScanInput): Promise<{ findings: ResumeFindings; base: ResumeScanOutput }>;
  analysis(input: ResumeAnalysisInput): Promise<{ findings: ResumeFindings; base: ResumeAnalysisOutput }>;
  ghost(input: GhostJobInput): Promise<{ findings: GhostFindings; base: GhostJobOutput }>;
  negotiation(input: NegotiationInput): Promise<NegotiationPlan>;
}

export type GroundingStep = keyof Grounding;

/** The grounding computed in the caller's thread. */
export function createLocalGrounding(now: () => Date): Grounding {
  const local = createLocalEngine({ now });
  return {
    async coverLetter(input) {
      const { output, facts } = writeCoverLetter(bounded(input), now());
      return { ...output, facts };
    },
    linkedin: (input) => local.linkedin(input),
    async scan(input) {
      const findings = reviewResume(bounded(input).resumeText, undefined, now());
      return { findings, base: scanFromFindings(findings) };
    },
    async analysis(input) {
      const { resumeText, jobDescription } = bounded(input);
      const findings = reviewResume(resumeText, jobDescription, now());
      return { findings, base: analysisFromFindings(findings) };
    },
    async ghost(input) {
      const text = bounded(input);
      const findings = findGhostSignals(text, now());
      return { findings, base: ghostFromFindings(findings, text) };
    },
    negotiation: async (input) => planNegotiation(bounded(input)),
  };
}
