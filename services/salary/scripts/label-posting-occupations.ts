// Labels the quality corpus's postings with an occupation family from their titles, through the salary service's
// own O*NET title matcher, for the job-match section of libs/ai's quality bench. Prints JSON: posting id →
// { soc, occupation, family }. Families group SOC codes the way a job seeker's search would (FAMILY_OF below).
// Run: npx tsx services/salary/scripts/label-posting-occupations.ts <corpus dir> > libs/ai/bench/quality/posting-families.json
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadReferenceData } from '../src/data/reference-data';
import { createTitleMatcher } from '../src/domain/title-matcher';

/** SOC code prefixes → family, most specific first. */
const FAMILY_OF: [string, string][] = [
  ['15-1', 'computing'], ['15-2051', 'computing'],
  ['11-3121', 'human-resources'], ['13-1071', 'human-resources'], ['13-1075', 'human-resources'], ['13-1141', 'human-resources'], ['13-1151', 'human-resources'],
  ['13-1111', 'business-analysis'], ['15-2031', 'business-analysis'],
  ['13-1082', 'project-management'], ['11-9021', 'project-management'],
  ['17-2141', 'mechanical-engineering'], ['17-3027', 'mechanical-engineering'], ['17-2112', 'mechanical-engineering'],
  ['17-2071', 'electrical-engineering'], ['17-2072', 'electrical-engineering'], ['17-3023', 'electrical-engineering'], ['47-2111', 'electrical-engineering'],
  ['17-2051', 'civil-engineering'], ['17-3022', 'civil-engineering'], ['17-1011', 'civil-engineering'],
  ['17-', 'engineering-other'],
  ['11-2022', 'sales'], ['41-', 'sales'],
  ['11-2', 'marketing'], ['13-1161', 'marketing'], ['27-3031', 'marketing'],
  ['11-1021', 'operations-management'], ['11-3071', 'operations-management'], ['11-3051', 'operations-management'], ['11-1', 'operations-management'],
  ['11-3031', 'finance'], ['13-2', 'finance'], ['43-3031', 'finance'],
  ['11-', 'management-other'],
  ['13-', 'business-other'],
  ['23-', 'legal'],
  ['25-', 'education'],
  ['27-', 'arts-design-media'],
  ['39-9031', 'fitness'], ['29-1031', 'fitness'], ['29-1128', 'fitness'],
  ['29-', 'healthcare'], ['31-', 'healthcare'],
  ['33-', 'protective-service'],
  ['35-', 'food-service'],
  ['37-', 'building-grounds'],
  ['39-', 'personal-care'],
  ['43-', 'office-admin'],
  ['45-', 'farming'],
  ['47-', 'construction-trades'],
  ['49-', 'maintenance-repair'],
  ['51-', 'production'],
  ['53-', 'transportation'],
  ['19-', 'science'],
  ['21-', 'community-social-service'],
];

export function familyOf(soc: string): string {
  return FAMILY_OF.find(([prefix]) => soc.startsWith(prefix))?.[1] ?? 'other';
}

/**
 * Hand check of every label in a family a resume category maps to (2026-11-26): these titles the matcher filed
 * under the wrong family; null means the title is too ambiguous to label.
 */
const CORRECTIONS: Record<string, string | null> = {
  'jd-0126': 'sales', // an investment sales director, filed under Producers and Directors
  'jd-0388': 'science', // a clinical pharmacology director, filed under Producers and Directors
  'jd-0060': 'marketing', // a social media coordinator, filed under Producers and Directors
  'jd-0098': 'marketing',
  'jd-0394': 'sales', // a business development representative, filed under Market Research Analysts
  'jd-0355': null, // a title naming three fields
  'jd-0262': 'mechanical-engineering', // an automotive design engineer, filed under Civil Engineers
  'jd-0063': 'business-other', // a retirement benefits advisor, filed under Information Security Analysts
  'jd-0232': 'office-admin', // an admin and customer support job, filed under Computer Occupations
  'jd-0258': null, // litigation support: legal or IT
  'jd-0490': null, // HR information systems: HR or IT
  'jd-0086': 'engineering-other', // a lab-software validation engineer, filed under Industrial Engineers
  'jd-0199': 'engineering-other', // a quality engineer, filed under Industrial Engineers
  'jd-0181': null, // sales or engineering
  'jd-0252': 'computing', // a cybersecurity test engineer, filed under Mechanical Engineers
  'jd-0188': 'management-other', // maintenance managers, filed under Industrial Production Managers
  'jd-0341': 'management-other',
  'jd-0152': 'management-other', // a chief executive: not an operations manager's job
  'jd-0449': null, // fundraising, filed under Training and Development Specialists
};

const corpus = process.argv[2];
if (!corpus) throw new Error('usage: label-posting-occupations.ts <corpus dir>');
const rows = parse(readFileSync(join(corpus, 'job-descriptions/postings.csv'), 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as { id: string; title: string }[];
const matcher = createTitleMatcher(loadReferenceData());
const labels: Record<string, { soc: string | null; occupation: string | null; match: string; family: string }> = {};
/** The title as written; else each part of it ("Cashier / Stock Clerk"); else the matcher's first suggestion. */
function lookUp(title: string): { code: string; occupation: string; match: string } | undefined {
  const tries = [title, ...title.split(/\s*(?:\/|\s-\s|,|\(|\)|–|\|)\s*/).filter((p) => p.length > 2)];
  for (const t of tries) {
    const found = matcher.match(t);
    if ('match' in found) return { code: found.match.occupation.code, occupation: found.match.occupation.title, match: t === title ? found.match.kind : `part:${found.match.kind}` };
  }
  const first = matcher.match(title);
  const suggestion = 'suggestions' in first ? first.suggestions[0] : undefined;
  const again = suggestion ? matcher.match(suggestion) : undefined;
  if (again && 'match' in again) return { code: again.match.occupation.code, occupation: again.match.occupation.title, match: 'suggestion' };
  return undefined;
}

for (const row of rows) {
  const found = lookUp(row.title);
  if (row.id in CORRECTIONS) {
    const family = CORRECTIONS[row.id];
    labels[row.id] = { soc: found?.code ?? null, occupation: found?.occupation ?? null, match: 'hand', family: family ?? 'unlabelled' };
    continue;
  }
  // the matcher's suggestion for a title it could not match is right only about half the time: left unlabelled
  if (found?.match === 'suggestion') {
    labels[row.id] = { soc: found.code, occupation: found.occupation, match: 'suggestion', family: 'unlabelled' };
    continue;
  }
  labels[row.id] = found
    ? { soc: found.code, occupation: found.occupation, match: found.match, family: familyOf(found.code) }
    : { soc: null, occupation: null, match: 'none', family: 'unlabelled' };
}
const postings = Object.fromEntries(Object.entries(labels).map(([id, l]) => [id, [l.family, l.soc, l.match]]));
process.stdout.write(JSON.stringify({ generatedBy: 'services/salary/scripts/label-posting-occupations.ts', columns: ['family', 'soc', 'match'], postings }, null, 0).replace(/\],"/g, '],\n"') + '\n');
