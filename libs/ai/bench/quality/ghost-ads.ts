// The ghost/scam detector's labelled ads: EMSCAD's fraudulent ads (2012-14) as positives, real LinkedIn postings
// (2023-24) as negatives — an imperfect pair (another site, another period), so the detector reads only what a user
// would paste: the ad's visible text, built the same way for both, never a dataset-only field.
import { fraudulentAds, partOf, postings, type Part } from './corpus';

export interface LabelledAd {
  id: string;
  part: Part;
  fraudulent: boolean;
  source: 'emscad' | 'linkedin';
  /** the posting as a user would paste it into the tool */
  text: string;
  /** the site's own field about the employer is empty: EMSCAD's company profile, LinkedIn's company (the naive baseline) */
  companyFieldEmpty: boolean;
}

// EMSCAD replaced every e-mail address, link and phone number with a hash (#EMAIL_…#); the real postings get the same
// treatment, contacts dropped from both, so neither a hash nor a real address can tell the two sets apart.
const CONTACTS = /#(?:URL|EMAIL|PHONE)_[0-9a-f]+#|[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+|(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;
const withoutContacts = (text: string) => text.replace(CONTACTS, '');

const money = (n: number, symbol: string) => `${symbol}${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** EMSCAD shows a bare "30000-40000"; a US ad's range is dollars. Spreadsheet-mangled ranges ("Oct-15") are dropped. */
function emscadSalary(range: string, location: string): string | undefined {
  const m = /^(\d+)-(\d+)$/.exec(range.trim());
  if (!m || Number(m[1]) === 0) return undefined;
  const symbol = /^US\b/.test(location) ? '$' : '';
  return `Salary: ${money(Number(m[1]), symbol)}–${money(Number(m[2]), symbol)}`;
}

const PERIOD: Record<string, string> = { HOURLY: ' an hour', YEARLY: ' a year', MONTHLY: ' a month', WEEKLY: ' a week' };

function linkedinSalary(min: string, med: string, max: string, period: string): string | undefined {
  const lo = Number(min || med);
  const hi = Number(max);
  if (!lo) return undefined;
  return `Salary: ${money(lo, '$')}${hi && hi !== lo ? `–${money(hi, '$')}` : ''}${PERIOD[period] ?? ''}`;
}

export function labelledAds(): LabelledAd[] {
  const fraud = fraudulentAds().map((a): LabelledAd => ({
    id: `emscad-${a.job_id}`,
    part: partOf(a.job_id),
    fraudulent: true,
    source: 'emscad',
    text: [a.title, a.company_profile, a.description, a.requirements, a.benefits, emscadSalary(a.salary_range, a.location)]
      .map((s) => s && withoutContacts(s).trim())
      .filter(Boolean)
      .join('\n'),
    companyFieldEmpty: !a.company_profile.trim(),
  }));
  const real = postings().map((p): LabelledAd => ({
    id: p.id,
    part: partOf(p.id),
    fraudulent: false,
    source: 'linkedin',
    text: [p.title, p.company, p.description, linkedinSalary(p.min_salary, p.med_salary, p.max_salary, p.pay_period)]
      .map((s) => s && withoutContacts(s).trim())
      .filter(Boolean)
      .join('\n'),
    companyFieldEmpty: !p.company.trim(),
  }));
  return [...fraud, ...real];
}
