// POST /api/salary/negotiate: the negotiation form as the spec sends it (part 2 §5, §7).
import { runNegotiation, type NegotiationAnswer, type NegotiationForm } from '@careerkit/web/api/salary';
import { amountOf } from '../../../shared/money';

export interface NegotiationFields {
  currentOffer: string;
  targetSalary: string;
  jobTitle: string;
  companyInfo?: string;
  negotiationStyle: NonNullable<NegotiationForm['negotiationStyle']>;
  leveragePoints?: string;
  yearsExperience?: string;
  timeline?: string;
  additionalBenefits?: string;
}

export const NEGOTIATION_DEFAULTS: Partial<NegotiationFields> = { negotiationStyle: 'collaborative' };

type MarketData = NegotiationForm['marketData'];

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The skills list the negotiation sends: leverage points split on commas, trimmed, blanks dropped. */
const leveragePointsOf = (typed: string | undefined): string[] =>
  (typed ?? '')
    .split(',')
    .map((point) => point.trim())
    .filter(Boolean);

function negotiationRequestOf(fields: NegotiationFields, marketData: MarketData): NegotiationForm {
  const years = optional(fields.yearsExperience);
  return {
    jobTitle: fields.jobTitle.trim(),
    companyName: optional(fields.companyInfo),
    currentOffer: { baseSalary: amountOf(fields.currentOffer), bonus: 0, equity: '' },
    targetSalary: amountOf(fields.targetSalary),
    marketData,
    ...(years !== undefined ? { yearsExperience: amountOf(years) } : {}),
    skills: leveragePointsOf(fields.leveragePoints),
    negotiationStyle: fields.negotiationStyle,
    timeline: optional(fields.timeline),
    additionalBenefits: optional(fields.additionalBenefits),
  };
}

export const negotiate = (fields: NegotiationFields, marketData: MarketData): Promise<NegotiationAnswer> =>
  runNegotiation(negotiationRequestOf(fields, marketData));
