// Salary benchmark and negotiation (spec part 2 §3, §5, §7, §8).
import { z } from 'zod';
import { optionalText } from './fields';
import { SALARY_MESSAGES } from './salary-messages';

// Also offered here, beside the schemas that use them: the service and the contract tests import them with those.
export { SALARY_MESSAGES };

const atLeast2 = (message: string) => z.string({ error: message }).trim().min(2, message).max(200);

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const;
export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
export const EDUCATION_LEVELS = ['high_school', 'bachelor', 'master', 'phd', 'bootcamp', 'self_taught'] as const;
export const REMOTE_WORK = ['remote', 'hybrid', 'onsite'] as const;

export const BenchmarkRequest = z.object({
  jobTitle: atLeast2('Job title must be at least 2 characters'),
  location: atLeast2('Location must be at least 2 characters'),
  industry: atLeast2('Industry must be at least 2 characters'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).default('mid'),
  currentSalary: z.number().nonnegative().optional(),
  companySize: z.enum(COMPANY_SIZES).default('medium'),
  education: z.enum(EDUCATION_LEVELS).default('bachelor'),
  skills: optionalText('Skills', 2_000),
  remoteWork: z.enum(REMOTE_WORK).default('hybrid'),
});

export const ADJUSTMENT_FACTORS = ['location', 'experienceLevel', 'industry', 'companySize', 'education', 'remoteWork'] as const;
/**
 * One step from the national statistics to the figures shown. `basis` says what the size rests on: `price_parity`
 * is BEA's published index for the area; `model` is CareerKit's assumption, not a statistic.
 */
export const SalaryAdjustment = z.object({
  factor: z.enum(ADJUSTMENT_FACTORS),
  /** e.g. 'Experience: Senior (6-10 years)'. */
  label: z.string(),
  /** Signed change in percent, one decimal (0 when the factor is neutral). */
  percent: z.number(),
  basis: z.enum(['price_parity', 'model']),
  /** Where the size comes from, in one sentence. */
  detail: z.string(),
});

/** A benchmark: p25/p50/p75 in whole USD, null where the statistics have no value ('Data Limited'). */
export const BenchmarkResult = z.object({
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  /** 0-100 from match quality, data completeness, location precision and how many factors are modelled. */
  confidence: z.object({
    overall: z.number().int().min(0).max(100),
    /** 0-1: how surely the title names the occupation (exact 1, typo-tolerant match lower). */
    match: z.number(),
    /** 0-1: the share of p25/p50/p75 the statistics publish. */
    data: z.number(),
    /** How many modelled factors moved the figures. */
    modelledFactors: z.number().int(),
  }),
  notes: z.array(z.string()),
  adjustments: z.array(SalaryAdjustment),
  /** The official occupation title (BLS OEWS). */
  matchedRole: z.string(),
  /** SOC 2018 code of the occupation (OEWS code where BLS publishes a group). */
  matchedCode: z.string(),
  matchedLocation: z.string(),
  /** The occupation's national employment estimate (BLS), or null when not published. */
  sampleSize: z.number().nullable(),
  /** The datasets and their release years. */
  source: z.string(),
  /** A free use: p25 and p75 are withheld (null) and counted in `hidden`. */
  isPreview: z.boolean(),
  upgradeMessage: z.string().optional(),
  /** What the preview leaves out, by field. */
  hidden: z.record(z.string(), z.number().int()).optional(),
});
/** No confident match for the title: up to 3 roles to try instead (part 2 §8 'Job Title Not Found'); no use is spent. */
export const BenchmarkSuggestions = z.object({
  suggestions: z.array(z.string()).max(3),
  message: z.literal(SALARY_MESSAGES.jobTitleNotFound),
});
export const BenchmarkResponse = z.union([BenchmarkResult, BenchmarkSuggestions]);

const amount = (message: string) => z.number({ error: message }).positive(message);
const marketFigure = z.number().nonnegative().nullable();

export const NegotiateRequest = z.object({
  jobTitle: z.string({ error: 'Job title is required' }).trim().min(2, 'Job title is required').max(200),
  companyName: optionalText('Company name', 200),
  currentOffer: z.object(
    {
      baseSalary: amount('Current offer is required'),
      bonus: z.number().nonnegative().default(0),
      equity: z.string().max(200).default(''),
    },
    { error: 'Current offer is required' },
  ),
  targetSalary: amount('Target salary is required'),
  /** The benchmark's figures; at least one must be known. */
  marketData: z
    .object({ p25: marketFigure, p50: marketFigure, p75: marketFigure }, { error: SALARY_MESSAGES.marketDataRequired })
    .refine((market) => market.p25 !== null || market.p50 !== null || market.p75 !== null, SALARY_MESSAGES.marketDataRequired),
  yearsExperience: z.number().nonnegative().optional(),
  skills: z.array(z.string().max(100)).max(50).default([]),
  negotiationStyle: z.enum(['collaborative', 'assertive', 'diplomatic']).default('collaborative'),
  timeline: optionalText('Timeline', 500),
  additionalBenefits: optionalText('Additional benefits', 2_000),
});
/** The strategy as the AI engine produces it (libs/ai's NegotiationResult). */
export const NegotiateResponse = z.object({
  emailScript: z.string(),
  callTalkTrack: z.string(),
  keyPoints: z.array(z.string()),
  targetSalary: z.number(),
});
/** What POST /api/salary/negotiate answers: the strategy, cut on the server when the use is a free preview. */
export const NegotiateRouteResponse = NegotiateResponse.extend({
  isPreview: z.boolean(),
  upgradeMessage: z.string().optional(),
  /** What the preview leaves out: paragraphs of each script, key points. */
  hidden: z.record(z.string(), z.number().int()).optional(),
});
