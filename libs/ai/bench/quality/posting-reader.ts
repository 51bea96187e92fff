// The posting reader against the sites' own fields: the title and employer the tools show and build on (the ghost
// detector's header, the letter's "at …", job match's occupation). LinkedIn lists both; EMSCAD lists the title.
import { parsePosting } from '../../src/local/read/job-posting';
import { fraudulentAds, partOf, postings, type Part } from './corpus';
import type { QualitySection } from './section';

const key = (s?: string) => (s ?? '').toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, ' ').replace(/\b(?:inc|llc|ltd|corp|co|pllc|llp|pc|pa|the)\b/g, ' ').replace(/\s+/g, ' ').trim();
/**
 * The listed title, or its part before a dash, bar or bracket ("Estimator - Commercial Construction" → "Estimator"), a
 * pay figure ("Agency Sales Managers $150-$175,000/yr") or a reference number ("Production Technician   1781"), or the
 * listed title without the hours it names ("Part Time Students Or Workers Required", "Weekend Cash Jobs Part time & Full
 * time"): the same role named.
 */
const HOURS = /\b(?:full|part)[- ]?time\b(?:\s*(?:&|and|or|\/)\s*(?:full|part)[- ]?time\b)?/gi;
const titleMatches = (read: string | undefined, listed: string) =>
  !!read &&
  [listed, listed.split(/\s+[-–|]|\s*[(|]/)[0], listed.split(/\s*[$€£]\s?\d/)[0], listed.split(/\s{2,}\d/)[0], listed.replace(HOURS, ' ')].some((t) => key(t) === key(read));
/** The listed employer, or a shorter form of it the text uses ("Subaru Research and Development" for "…, Inc"). */
const companyMatches = (read: string | undefined, listed: string) => !!read && key(read).length > 2 && key(listed).includes(key(read));

const pct = (n: number, of: number) => `${n} of ${of} (${Math.round((n / of) * 100)}%)`;

function figures(part: Part) {
  const real = postings().filter((p) => partOf(p.id) === part);
  const named = real.filter((p) => p.company.trim());
  const fraud = fraudulentAds().filter((a) => partOf(a.job_id) === part);
  return {
    // as pasted with its heading lines: title first, then the company line LinkedIn shows
    realTitle: pct(real.filter((p) => titleMatches(parsePosting([p.title, p.company, p.description].join('\n')).title, p.title)).length, real.length),
    // the description alone: the employer must be read from the prose
    realCompany: pct(named.filter((p) => companyMatches(parsePosting(p.description).company, p.company)).length, named.length),
    fraudTitle: pct(fraud.filter((a) => titleMatches(parsePosting([a.title, a.company_profile, a.description].join('\n')).title, a.title)).length, fraud.length),
  };
}

export const postingReaderSection: QualitySection = {
  title: "Posting reader: title and employer against the sites' own fields",
  async run() {
    const test = figures('test');
    const tune = figures('tune');
    return {
      report: [
        '| what is read | test part | tune part (where its rules were found) |',
        '|---|---|---|',
        `| LinkedIn title, posting pasted whole | ${test.realTitle} | ${tune.realTitle} |`,
        `| LinkedIn company, from the description alone | ${test.realCompany} | ${tune.realCompany} |`,
        `| EMSCAD title of a fraudulent ad | ${test.fraudTitle} | ${tune.fraudTitle} |`,
        '',
        'A title matches the listed one, its part before a dash, bar, bracket, pay figure or reference number, or the listed one without "full-time" or "part-time"; a company matches the listed name or a shorter form of it. An acronym the text uses for the firm ("GDC") counts as a miss.',
      ].join('\n'),
      checks: [],
    };
  },
};
