// Salary benchmark and negotiation (spec part 2 §3, §5, §7). The salary issue refines these.
import { z } from 'zod';
import { optionalText } from './fields';

const atLeast2 = (message: string) => z.string({ error: message }).trim().min(2, message).max(200);

export const BenchmarkRequest = z.object({
  jobTitle: atLeast2('Job title must be at least 2 characters'),
  location: atLeast2('Location must be at least 2 characters'),
  industry: atLeast2('Industry must be at least 2 characters'),
  experienceLevel: z.enum(['entry', 'mid', 'senior', 'executive']).default('mid'),
  currentSalary: z.number().nonnegative().optional(),
  companySize: z.enum(['startup', 'small', 'medium', 'large', 'enterprise']).default('medium'),
  education: z.enum(['high_school', 'bachelor', 'master', 'phd', 'bootcamp', 'self_taught']).default('bachelor'),
  skills: optionalText('Skills', 2_000),
  remoteWork: z.enum(['remote', 'hybrid', 'onsite']).default('hybrid'),
});
export const BenchmarkResponse = z.object({
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  confidence: z.object({ overall: z.number() }),
  notes: z.array(z.string()),
  adjustments: z.array(z.string()),
  matchedRole: z.string().nullable(),
  matchedLocation: z.string().nullable(),
  sampleSize: z.number().nullable(),
  source: z.string(),
  suggestions: z.array(z.string()).optional(),
});

export const NegotiateRequest = z.object({
  jobTitle: z.string({ error: 'Job title is required' }).trim().min(2, 'Job title is required').max(200),
  companyName: optionalText('Company name', 200),
  currentOffer: z.object({
    baseSalary: z.number({ error: 'Current offer is required' }).positive('Current offer is required'),
    bonus: z.number().nonnegative().default(0),
    equity: z.string().max(200).default(''),
  }),
  targetSalary: z.number({ error: 'Target salary is required' }).positive('Target salary is required'),
  marketData: z.object({ p25: z.number().nullable(), p50: z.number().nullable(), p75: z.number().nullable() }),
  yearsExperience: z.number().nonnegative().optional(),
  skills: z.array(z.string().max(100)).max(50).default([]),
  negotiationStyle: z.enum(['collaborative', 'assertive', 'diplomatic']).default('collaborative'),
  timeline: optionalText('Timeline', 500),
  additionalBenefits: optionalText('Additional benefits', 2_000),
});
export const NegotiateResponse = z.object({
  emailScript: z.string(),
  callTalkTrack: z.string(),
  keyPoints: z.array(z.string()),
  targetSalary: z.number(),
});
