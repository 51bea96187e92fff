// Salary negotiation: a target grounded in the market percentiles the request carries, and scripts that use
// only the user's facts (offer, leverage points, benefits, timeline) — nothing about the user or company invented.
import type { NegotiationInput, NegotiationOutput } from '../../port';
import { joinList } from './compose';
import { formatMoney } from '../read/text';

export interface NegotiationPlan {
  target: number;
  /** where the offer sits against the market */
  offerPosition: string;
  reasons: string[];
  askRaise: number;
}

/** Where a figure sits against the percentiles that are known (any of them may be null). */
export function positionOf(offer: number, p25: number | null, p50: number | null, p75: number | null): string {
  const q1 = p25 !== null ? `the 25th percentile (${formatMoney(p25)})` : undefined;
  const mid = p50 !== null ? `the median (${formatMoney(p50)})` : undefined;
  const q3 = p75 !== null ? `the 75th percentile (${formatMoney(p75)})` : undefined;
  if (p25 !== null && offer < p25) return `below ${q1}`;
  if (p75 !== null && offer >= p75) return `at or above ${q3}`;
  if (p50 !== null && offer < p50) return q1 ? `between ${q1} and ${mid}` : `below ${mid}`;
  if (p50 !== null) return q3 ? `between ${mid} and ${q3}` : `at or above ${mid}`;
  if (q1 && q3) return `between ${q1} and ${q3}`;
  if (q1) return `above ${q1}`;
  if (q3) return `below ${q3}`;
  return 'not comparable: no market data';
}

const roundTo = (n: number, step = 1000) => Math.round(n / step) * step;

export function planNegotiation(input: NegotiationInput): NegotiationPlan {
  const offer = input.currentOffer.baseSalary;
  const wanted = input.targetSalary;
  const { p25, p50, p75 } = input.marketData;
  const reasons: string[] = [];
  const offerPosition = positionOf(offer, p25, p50, p75);

  const strongLeverage = input.skills.length >= 3 || (input.yearsExperience ?? 0) >= 8;
  let target = wanted;
  if (wanted < offer) {
    target = offer;
    reasons.push(`Your target (${formatMoney(wanted)}) is below the offer (${formatMoney(offer)}): the plan starts from the offer.`);
  } else if (p75 !== null && wanted > p75 * 1.1) {
    // far above the market's top quartile: anchor at the top of the band you can defend with data
    target = Math.max(offer, strongLeverage ? roundTo(p75 * 1.1) : p75);
    reasons.push(`Your target (${formatMoney(wanted)}) is more than 10% above the 75th percentile (${formatMoney(p75)}); ${strongLeverage ? 'with your leverage points, ask up to 10% above it' : 'the data supports asking up to the 75th percentile'}.`);
  } else if (p50 !== null && wanted < p50 && offer < p50) {
    target = p50;
    reasons.push(`Your target (${formatMoney(wanted)}) is below the market median (${formatMoney(p50)}) for this role: ask for at least the median.`);
  } else reasons.push(`Your target (${formatMoney(wanted)}) sits within what the market data supports.`);
  target = roundTo(target);
  return { target, offerPosition, reasons, askRaise: target - offer };
}

const STYLE = {
  collaborative: {
    ask: (t: string) => `Would you be open to bringing the base salary to ${t}? I'd like to find a number that works for both of us.`,
    call: 'Keep it a shared problem: "How can we get closer to this together?"',
  },
  assertive: {
    ask: (t: string) => `Based on this, I am asking for a base salary of ${t}.`,
    call: 'State the number once, clearly, then stop talking and let them respond.',
  },
  diplomatic: {
    ask: (t: string) => `Is there flexibility to move the base salary closer to ${t}?`,
    call: 'Acknowledge their constraints before each ask, and offer options rather than demands.',
  },
} as const;

/** Where the offer stands, from the user's side: it decides what the scripts may cite to the employer. */
type Standing = 'below-median' | 'above-median' | 'top-quartile' | 'no-data';

function standingOf(offer: number, p50: number | null, p75: number | null): Standing {
  if (p75 !== null && offer >= p75) return 'top-quartile';
  if (p50 !== null && offer >= p50) return 'above-median';
  if (p50 !== null || p75 !== null) return p50 === null && p75 !== null ? 'above-median' : 'below-median';
  return 'no-data';
}

/** What to ask for beyond base, without repeating what the user already named ("signing bonus" is a sign-on bonus). */
function levers(benefits: string | undefined): string[] {
  const mine = benefits?.toLowerCase() ?? '';
  const ours = [
    { text: 'a sign-on bonus', same: /\b(?:sign(?:ing|-on| on)|joining|hiring|starting)\s+bonus\b/ },
    { text: 'an earlier salary review', same: /\b(?:salary|pay|compensation|performance)\s+review\b/ },
    { text: 'extra paid time off', same: /\b(?:pto|paid time off|vacation|holiday|leave|time off)\b/ },
  ];
  return [...ours.filter((l) => !l.same.test(mine)).map((l) => l.text), ...(benefits ? [benefits] : [])];
}

export function composeNegotiation(input: NegotiationInput): NegotiationOutput {
  const plan = planNegotiation(input);
  const offer = input.currentOffer;
  const { p25, p50, p75 } = input.marketData;
  const company = input.companyName?.trim();
  const at = company ? ` at ${company}` : '';
  const style = STYLE[input.negotiationStyle];
  const target = formatMoney(plan.target);
  const standing = standingOf(offer.baseSalary, p50, p75);
  const market = [p25 !== null ? `the 25th percentile at ${formatMoney(p25)}` : '', p50 !== null ? `the median at ${formatMoney(p50)}` : '', p75 !== null ? `the 75th percentile at ${formatMoney(p75)}` : ''].filter(Boolean);
  const leverage = input.skills.map((s) => s.trim()).filter(Boolean);
  const years = input.yearsExperience !== undefined ? `${input.yearsExperience} years of experience` : undefined;
  const strengths = [...(years ? [years] : []), ...leverage];
  const benefits = input.additionalBenefits?.trim();
  const timeline = input.timeline?.trim();
  const extras = [offer.bonus > 0 ? `a bonus of ${formatMoney(offer.bonus)}` : '', offer.equity ? `equity (${offer.equity})` : ''].filter(Boolean);
  const otherLevers = levers(benefits);

  // What the employer hears about the market: every figure when the offer sits under the median; only the top of
  // the market once the offer is at or above it (citing a median below their offer would argue against the ask);
  // no market figure at all once the offer is in the top quartile — then the case rests on the person's strengths.
  const marketToEmployer =
    standing === 'below-median'
      ? market.length
        ? ` Market data for ${input.jobTitle} roles puts ${joinList(market)}.`
        : ''
      : standing === 'above-median' && p75 !== null && plan.target > offer.baseSalary
        ? ` For ${input.jobTitle} roles with this scope, the 75th percentile of the market is ${formatMoney(p75)}, and I believe what I bring puts me in that range.`
        : '';

  const email = [
    `Subject: ${input.jobTitle} offer${company ? ` — ${company}` : ''}`,
    '',
    'Dear [Hiring Manager\'s name],',
    '',
    `Thank you for the offer for the ${input.jobTitle} position${at}. I'm excited about the role and the team, and I want to make this work.`,
    '',
    `Before I accept, I'd like to discuss the base salary. The offer is ${formatMoney(offer.baseSalary)}${extras.length ? `, with ${joinList(extras)}` : ''}.` + marketToEmployer,
    strengths.length ? `\nA few points I'd ask you to weigh: ${strengths.join('; ')}.` : '',
    '',
    plan.askRaise > 0 ? style.ask(target) : `I'd like to accept the base salary as offered and talk about ${joinList(otherLevers.slice(0, 2))}.`,
    benefits && plan.askRaise > 0 ? `\nI'd also like to discuss ${benefits}.` : '',
    timeline ? `\nOn timing: ${timeline}.` : '',
    '',
    'Thank you again. I look forward to your reply.',
    '',
    'Best regards,',
    '[Your Name]',
  ]
    .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
    .join('\n')
    .replace(/\n\n\n+/g, '\n\n');

  const anchor =
    standing === 'below-median' && market.length
      ? `2. Anchor on data: "I looked at market data for this role: ${joinList(market)}. The offer of ${formatMoney(offer.baseSalary)} is ${plan.offerPosition}."`
      : standing === 'above-median' && p75 !== null
        ? `2. Anchor on the top of the market and on your value: "For this scope, the 75th percentile is ${formatMoney(p75)}. Given what I bring, I'd like us to get closer to that."`
        : `2. Anchor on your value: "Based on the scope of the role and what I bring, I'd like to talk about the package."`;
  const call = [
    `1. Open warmly: "Thank you for the offer. I'm excited about the ${input.jobTitle} role${at} and want to find a way to say yes."`,
    anchor,
    strengths.length ? `3. Give your reasons, one at a time: ${strengths.map((x) => `"${x}"`).join(', ')}.` : '3. Give your reasons: the parts of the role where you can contribute fastest.',
    plan.askRaise > 0 ? `4. Ask: "${style.ask(target)}" ${style.call}` : `4. Ask about the rest of the package: ${joinList(otherLevers)}. ${style.call}`,
    `5. If they say the budget for base salary is fixed: ask about ${joinList(otherLevers)} instead.`,
    `6. Close: summarise what was agreed, ask for the revised offer in writing${timeline ? `, and confirm the timeline (${timeline})` : ''}.`,
  ].join('\n');

  const keyPoints = [
    `Target base salary: ${target} (${plan.askRaise > 0 ? `${formatMoney(plan.askRaise)} or ${Math.round((plan.askRaise / offer.baseSalary) * 100)}% above the offer` : 'the offer as it stands'})`,
    `The offer of ${formatMoney(offer.baseSalary)} is ${plan.offerPosition}`,
    ...(standing === 'above-median' || standing === 'top-quartile'
      ? [`The offer is already at or above the market median: rest the case on your strengths${p75 !== null && standing === 'above-median' ? ', the 75th percentile' : ''} and the levers beyond base salary, and do not cite the median to the employer`]
      : []),
    ...plan.reasons,
    ...(strengths.length ? [`Leverage to mention: ${joinList(strengths)}`] : ['Add leverage points (skills, competing offers, results) to strengthen the ask']),
    ...(extras.length ? [`Remember the whole package: ${joinList(extras)}`] : []),
    ...(benefits ? [`Also negotiate: ${benefits}`] : []),
    ...(timeline ? [`Timeline: ${timeline}`] : []),
    `Style (${input.negotiationStyle}): ${style.call}`,
  ];

  return { emailScript: email, callTalkTrack: call, keyPoints, targetSalary: plan.target };
}
