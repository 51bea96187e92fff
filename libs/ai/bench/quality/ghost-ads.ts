// The scam detector's labelled ads, by source, built as the text a user would paste: the ad's own fields (title,
// location, salary, employment type, company profile, description, requirements, benefits), never a dataset-only field.
// - emscad-mixed: real and fraudulent EMSCAD ads of one site and period, split into a tune part and a held-back test
//   part by template group, from a hash of the text (never of an id or the `source` column, which tell the labels apart).
// - fake-postings: more EMSCAD frauds, used as extra positives in the fit only (none share a template with emscad-mixed).
// - linkedin: real postings of another site and decade, never fitted on: the false-positive rate where the site differs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, fraudulentAds, partOf, postings, type Part } from './corpus';

export type AdSource = 'emscad-mixed' | 'fake-postings' | 'linkedin';

export interface LabelledAd {
  /** for reports only: never read by a signal, a split or a fold */
  id: string;
  part: Part;
  fraudulent: boolean;
  source: AdSource;
  /** the posting as a user would paste it into the tool */
  text: string;
  /** the site's own field about the employer is empty: EMSCAD's company profile, LinkedIn's company (the naive baseline) */
  companyFieldEmpty: boolean;
}

// EMSCAD replaced every e-mail address, link and phone number with a hash (#EMAIL_…#); real postings get the same
// treatment, contacts dropped from all, so neither a hash nor a real address can tell the sets apart.
const CONTACTS = /#(?:URL|EMAIL|PHONE)_[0-9a-f]+#|[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+|(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;

// emscad-mixed holds its texts with HTML entities decoded and line breaks inside a field removed (its SOURCES.md);
// fake-postings' copies get the same, so the format of a copy cannot tell its label
const ENTITIES: Record<string, string> = { amp: '&', nbsp: ' ', quot: '"', lt: '<', gt: '>', apos: "'", '#39': "'" };
const asEmscadMixed = (field: string) => field.replace(/&(amp|nbsp|quot|lt|gt|apos|#39);/g, (_, e: string) => ENTITIES[e]).replace(/\r?\n/g, '').trim();

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

/** The text fields of an EMSCAD ad, in the order its page shows them, one per line. */
interface EmscadFields {
  title: string;
  location: string;
  salaryRange: string;
  employmentType: string;
  companyProfile: string;
  description: string;
  requirements: string;
  benefits: string;
}

const pasted = (fields: (string | undefined)[]) =>
  fields
    .map((s) => s && s.replace(CONTACTS, '').trim())
    .filter(Boolean)
    .join('\n');

const emscadText = (a: EmscadFields) =>
  pasted([a.title, a.location, emscadSalary(a.salaryRange, a.location), a.employmentType, a.companyProfile, a.description, a.requirements, a.benefits]);

interface MixedAd extends EmscadFields {
  fraudulent: 0 | 1;
}

// About one fraudulent ad in five repeats another's template almost word for word (the same scheme posted again): such
// ads stay together, in one part and one fold.
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

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Each ad's template group: ads that share half their word 5-grams, transitively, whatever their label. A group is
 * named by the smallest hash of its members' texts, so the name depends on the texts alone, not on their order or ids.
 */
export function templateGroups(texts: string[]): string[] {
  const sets = texts.map(shingles);
  const parent = texts.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (jaccard(sets[i], sets[j]) >= NEAR_DUPLICATE_JACCARD) parent[root(j)] = root(i);
  const name = new Map<number, string>();
  texts.forEach((t, i) => {
    const h = sha(t);
    const r = root(i);
    if (!name.has(r) || h < name.get(r)!) name.set(r, h);
  });
  return texts.map((_, i) => name.get(root(i))!);
}

/** A template group's part: about half the groups held back, from the group's name (a hash of text) and nothing else. */
export const templatePart = (group: string): Part => (createHash('sha256').update(`careerkit-scam-split-v1:${group}`).digest()[0] < 128 ? 'tune' : 'test');

export function emscadMixedAds(): LabelledAd[] {
  const file = JSON.parse(readFileSync(join(CORPUS_DIR, 'emscad-mixed/ads.json'), 'utf8')) as { ads: (MixedAd & { id: string })[] };
  const texts = file.ads.map(emscadText);
  const groups = templateGroups(texts);
  return file.ads.map((a, i) => ({
    id: a.id,
    part: templatePart(groups[i]),
    fraudulent: a.fraudulent === 1,
    source: 'emscad-mixed',
    text: texts[i],
    companyFieldEmpty: !a.companyProfile.trim(),
  }));
}

/** fake-postings' frauds, as extra positives for the fit: every one is on the tune side. */
export function extraFraudulentAds(): LabelledAd[] {
  return fraudulentAds().map((a) => {
    const fields: EmscadFields = {
      title: asEmscadMixed(a.title),
      location: asEmscadMixed(a.location),
      salaryRange: asEmscadMixed(a.salary_range),
      employmentType: asEmscadMixed(a.employment_type),
      companyProfile: asEmscadMixed(a.company_profile),
      description: asEmscadMixed(a.description),
      requirements: asEmscadMixed(a.requirements),
      benefits: asEmscadMixed(a.benefits),
    };
    return { id: `fake-postings-${a.job_id}`, part: 'tune', fraudulent: true, source: 'fake-postings', text: emscadText(fields), companyFieldEmpty: !fields.companyProfile };
  });
}

/** LinkedIn's real postings, never fitted on; parted by the corpus' own split so its tune part can be watched while tuning. */
export function linkedinAds(): LabelledAd[] {
  return postings().map((p) => ({
    id: p.id,
    part: partOf(p.id),
    fraudulent: false,
    source: 'linkedin',
    text: pasted([p.title, p.company, p.location, linkedinSalary(p.min_salary, p.med_salary, p.max_salary, p.pay_period), p.description]),
    companyFieldEmpty: !p.company.trim(),
  }));
}
