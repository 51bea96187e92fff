// The tools billing sells and the spec's catalog of them, without zod: pages that only need a fallback price or use
// count import this, not the schemas.
export const TOOL_KEYS = [
  'cover-letter-writer',
  'linkedin-optimizer',
  'resume-scanner',
  'resume-analysis',
  'ghost-job-detector',
  'salary-benchmark',
  'salary-negotiation',
] as const;
export type ToolKey = (typeof TOOL_KEYS)[number];

/**
 * The spec's catalog (part 1 §9, part 2 §9; the salary tools take the upgrade dialog's two prices): what billing seeds
 * once, after which it is the operator's to edit, and what a page or service falls back on while billing cannot be read.
 */
export const SPEC_CATALOG: Record<(typeof TOOL_KEYS)[number], { displayName: string; description: string; priceCents: number; freeLimit: number; paidLimit: number }> = {
  'cover-letter-writer': {
    displayName: 'Cover Letter Writer',
    description: 'Tailored cover letters in five modes: standard, quick, detailed, career change and template.',
    priceCents: 99,
    freeLimit: 1,
    paidLimit: 5,
  },
  'linkedin-optimizer': {
    displayName: 'LinkedIn Optimizer',
    description: 'A headline, summary, achievements and hashtags tuned to the role you want.',
    priceCents: 99,
    freeLimit: 1,
    paidLimit: 5,
  },
  'resume-scanner': {
    displayName: 'Resume Scanner',
    description: 'ATS compatibility and resume scores with strengths, keywords and recommendations.',
    priceCents: 499,
    freeLimit: 1,
    paidLimit: 8,
  },
  'resume-analysis': {
    displayName: 'AI Resume Analysis',
    description: "An 8-point hiring evaluation of your resume, written from a hiring manager's viewpoint.",
    priceCents: 999,
    freeLimit: 2,
    paidLimit: 10,
  },
  'ghost-job-detector': {
    displayName: 'Ghost Job Detector',
    description: 'Tells real job postings from ghost jobs, with red flags and legitimacy indicators.',
    priceCents: 299,
    freeLimit: 3,
    paidLimit: 15,
  },
  'salary-benchmark': {
    displayName: 'Salary Benchmarker',
    description: 'Market salary percentiles (25th, 50th and 75th) for your role, location and experience.',
    priceCents: 399,
    freeLimit: 1,
    paidLimit: 5,
  },
  'salary-negotiation': {
    displayName: 'Salary Negotiator',
    description: 'A negotiation strategy with an email script and a call talk track, built on market data.',
    priceCents: 799,
    freeLimit: 1,
    paidLimit: 5,
  },
};

/** One tool as GET /api/tool-configs answers it: price in dollars, every tool on until the operator says otherwise. */
export interface ToolConfigAnswer {
  name: ToolKey;
  displayName: string;
  description: string;
  price: number;
  freeLimit: number;
  paidLimit: number;
  isActive: boolean;
}

/**
 * What GET /api/tool-configs answers before the operator edits anything: the pages drawn at build time (the shell's
 * Home and Pricing) carry it, and the live answer replaces it once it arrives.
 */
export const SPEC_TOOL_CONFIGS: Record<ToolKey, ToolConfigAnswer> = Object.fromEntries(
  TOOL_KEYS.map((name) => {
    const { priceCents, ...tool } = SPEC_CATALOG[name];
    return [name, { name, ...tool, price: priceCents / 100, isActive: true }];
  }),
) as Record<ToolKey, ToolConfigAnswer>;
