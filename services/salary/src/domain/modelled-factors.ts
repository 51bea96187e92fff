// CareerKit's model of what the statistics do not measure. BLS OEWS percentiles cover every experience level,
// industry, employer size and education together; these sizes are CareerKit's assumptions, not statistics, and every
// answer lists them as such (basis 'model'). The defaults of the benchmark form (mid, medium, bachelor, hybrid) are
// neutral, so with them the figures are the statistics themselves (scaled only by the place's price parity).
import type { z } from 'zod';
import type { BenchmarkRequest } from '@careerkit/contracts/salary';

type Input = z.output<typeof BenchmarkRequest>;

export interface ModelledFactor {
  factor: 'experienceLevel' | 'industry' | 'companySize' | 'education' | 'remoteWork';
  label: string;
  /** Signed change in percent, as shown (one decimal). */
  percent: number;
  /** What the figures are multiplied by (exact: 1 + the unrounded percent / 100). */
  multiplier: number;
  detail: string;
  /** The model has no size for what was given (an industry it does not know). */
  notModelled?: boolean;
}

const MODEL = 'CareerKit model, not a statistic';

export const EXPERIENCE: Record<Input['experienceLevel'], { label: string; percent: number }> = {
  entry: { label: 'Entry (0-2 years)', percent: -15 },
  mid: { label: 'Mid (3-5 years)', percent: 0 },
  senior: { label: 'Senior (6-10 years)', percent: 15 },
  executive: { label: 'Executive (10+ years)', percent: 30 },
};
export const COMPANY_SIZE: Record<Input['companySize'], { label: string; percent: number }> = {
  startup: { label: 'Startup (1-50 employees)', percent: -5 },
  small: { label: 'Small (51-200 employees)', percent: -3 },
  medium: { label: 'Medium (201-1000 employees)', percent: 0 },
  large: { label: 'Large (1001-5000 employees)', percent: 3 },
  enterprise: { label: 'Enterprise (5000+ employees)', percent: 6 },
};
export const EDUCATION: Record<Input['education'], { label: string; percent: number }> = {
  high_school: { label: 'High school', percent: -8 },
  self_taught: { label: 'Self-taught', percent: -5 },
  bootcamp: { label: 'Bootcamp', percent: -5 },
  bachelor: { label: "Bachelor's degree", percent: 0 },
  master: { label: "Master's degree", percent: 5 },
  phd: { label: 'PhD', percent: 10 },
};
/** Industries by the words people use for them; the first whose pattern matches applies ('state university' is education). */
export const INDUSTRIES: { name: string; pattern: RegExp; percent: number }[] = [
  { name: 'Technology', pattern: /\b(tech|technology|software|saas|internet|it|information technology|cloud|cyber ?security|ai|artificial intelligence|semiconductors?|fintech)\b/, percent: 8 },
  { name: 'Finance', pattern: /\b(finance|financial|bank|banking|investment|investments|insurance|asset management|private equity|hedge funds?|trading)\b/, percent: 6 },
  { name: 'Pharmaceuticals and biotech', pattern: /\b(pharma|pharmaceuticals?|biotech|biotechnology|life sciences)\b/, percent: 5 },
  { name: 'Consulting', pattern: /\b(consulting|consultancy|professional services)\b/, percent: 4 },
  { name: 'Energy', pattern: /\b(energy|oil|gas|utilities|utility|mining|petroleum)\b/, percent: 4 },
  { name: 'Healthcare', pattern: /\b(health ?care|health|hospitals?|medical|clinical)\b/, percent: 0 },
  { name: 'Manufacturing', pattern: /\b(manufacturing|industrial|automotive|aerospace)\b/, percent: 0 },
  { name: 'Media and entertainment', pattern: /\b(media|entertainment|publishing|advertising|marketing|gaming|games)\b/, percent: 0 },
  { name: 'Retail and hospitality', pattern: /\b(retail|hospitality|restaurants?|food service|hotels?|tourism|e ?commerce)\b/, percent: -5 },
  { name: 'Education and non-profit', pattern: /\b(education|edtech|schools?|university|universities|academia|academic|non ?profits?|ngo|charity|charities)\b/, percent: -8 },
  { name: 'Government', pattern: /\b(government|public sector|federal|state|municipal|military|defen[cs]e)\b/, percent: -5 },
];

export function industryOf(industry: string): (typeof INDUSTRIES)[number] | undefined {
  const text = industry.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  return INDUSTRIES.find((i) => i.pattern.test(text));
}

/**
 * The modelled factors for a request, in the order they apply. Remote work pays between the local and the national
 * level, so for a remote job half of the price-parity difference is taken back (0 where the parity is 100).
 */
export function modelledFactors(input: Input, rpp: number): ModelledFactor[] {
  const experience = EXPERIENCE[input.experienceLevel];
  const size = COMPANY_SIZE[input.companySize];
  const education = EDUCATION[input.education];
  const industry = industryOf(input.industry);
  const remoteMultiplier = input.remoteWork === 'remote' ? (1 + rpp / 100) / 2 / (rpp / 100) : 1;
  const sized = (percent: number) => ({ percent, multiplier: 1 + percent / 100 });
  return [
    { factor: 'experienceLevel', label: `Experience: ${experience.label}`, ...sized(experience.percent), detail: `${MODEL}: OEWS figures cover all experience levels; mid-level is the baseline.` },
    industry
      ? { factor: 'industry', label: `Industry: ${industry.name}`, ...sized(industry.percent), detail: `${MODEL}: typical pay of the industry against the all-industry figures.` }
      : { factor: 'industry', label: `Industry: ${input.industry}`, ...sized(0), detail: `${MODEL}: this industry is not in the model, so no adjustment.`, notModelled: true },
    { factor: 'companySize', label: `Company size: ${size.label}`, ...sized(size.percent), detail: `${MODEL}: larger employers tend to pay more; medium is the baseline.` },
    { factor: 'education', label: `Education: ${education.label}`, ...sized(education.percent), detail: `${MODEL}: a bachelor's degree is the baseline.` },
    {
      factor: 'remoteWork',
      label: `Work arrangement: ${input.remoteWork === 'remote' ? 'Remote' : input.remoteWork === 'hybrid' ? 'Hybrid' : 'On-site'}`,
      percent: Math.round((remoteMultiplier - 1) * 1000) / 10,
      multiplier: remoteMultiplier,
      detail:
        input.remoteWork === 'remote'
          ? `${MODEL}: remote pay is taken as halfway between the local and the national level.`
          : `${MODEL}: on-site and hybrid jobs are paid at the local level.`,
    },
  ];
}
