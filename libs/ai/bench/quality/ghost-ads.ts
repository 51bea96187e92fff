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

// About one fraudulent ad in five repeats another's template almost word for word (the same scheme posted again): the
// fit keeps such ads together (scripts/fit-ghost-model.ts), and the bench reports the test part's new templates apart.
/** Two ads sharing half their word 5-grams are one text posted twice, whatever was edited around it. */
export const NEAR_DUPLICATE_JACCARD = 0.5;

/** An ad's word 5-grams. */
export function shingles(text: string): Set<string> {
  const words = text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 4 < words.length; i++) out.add(words.slice(i, i + 5).join(' '));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
}

/** Each ad's near-duplicate group among ads of the same label: the id of the group's first ad. */
export function nearDuplicateGroups(ads: { id: string; text: string; fraudulent: boolean }[]): string[] {
  const sets = ads.map((a) => shingles(a.text));
  const parent = ads.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < ads.length; i++)
    for (let j = i + 1; j < ads.length; j++) if (ads[i].fraudulent === ads[j].fraudulent && jaccard(sets[i], sets[j]) >= NEAR_DUPLICATE_JACCARD) parent[root(j)] = root(i);
  return ads.map((_, i) => ads[root(i)].id);
}
