// Ghost-job and scam signals in a posting and its URL. Scam risk comes from a model fitted on labelled real and
// fraudulent ads (scam-signals.ts, data/ghost-model.json); ghost signs (age, evergreen wording, vague duties) have no
// labelled data and keep their own stated points and their own part of the reasoning. Every signal carries the words
// behind it, and the reasoning cites each one, so the classification can be checked by hand.
import type { GhostJobInput, GhostJobOutput } from '../../port';
import { parsePosting, type JobPosting } from '../read/job-posting';
import { distinctSigns, employerInText, findScamSignals, GHOST_MODEL, readableText, scamRisk, WORDING_SIGN_POINTS, wordTokens, type GhostModel } from './scam-signals';
import { clamp, listing, plural, quote, titleCase } from '../read/text';

export type SignalKind = 'ghost' | 'scam' | 'legit';

/** Posting age thresholds (spec: jobs open 30 days or more may be ghost postings). */
export const STALE_WARNING_DAYS = 30;
export const STALE_DANGER_DAYS = 60;

export function ageLevel(days: number): 'danger' | 'warning' | 'ok' {
  return days >= STALE_DANGER_DAYS ? 'danger' : days >= STALE_WARNING_DAYS ? 'warning' : 'ok';
}

export interface Signal {
  id: string;
  kind: SignalKind;
  /** how telling it is, in points: ghost signs' stated points; for scam and legitimacy signals, 10 × the log-odds they add */
  weight: number;
  /** the red flag or legitimacy indicator as shown */
  text: string;
  /** a few words naming it in the reasoning, with the words behind it */
  cite?: string;
  /** ghost signs are reasoned about apart from scam risk */
  part?: 'ghost' | 'scam';
}

export interface UrlFindings {
  domain: string;
  host: string;
  platform: string;
  credibilityScore: number;
  suspiciousPatterns: string[];
  /** company named by the URL: ATS board slug or company domain */
  company?: string;
  jobTitle?: string;
  signals: Signal[];
}

export interface GhostFindings {
  posting?: JobPosting;
  url?: UrlFindings;
  daysOpen: number | null;
  signals: Signal[];
  /** ghost-sign points (age, evergreen wording, vague duties) */
  ghostRisk: number;
  /** the scam model's risk, 0–1, from the posting's text and the link's signals */
  scamRisk: number;
  /** whether any posting text or link was there to judge */
  judged: boolean;
  model: GhostModel;
}

/** Applicant-tracking systems that employers post through directly: the path names the employer. */
const ATS_HOSTS: { re: RegExp; platform: string; slug: (u: URL) => string | undefined }[] = [
  { re: /(^|\.)greenhouse\.io$/, platform: 'Greenhouse', slug: (u) => u.pathname.split('/')[1] || u.searchParams.get('for') || undefined },
  { re: /(^|\.)lever\.co$/, platform: 'Lever', slug: (u) => u.pathname.split('/')[1] },
  { re: /(^|\.)myworkdayjobs\.com$/, platform: 'Workday', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)myworkdaysite\.com$/, platform: 'Workday', slug: (u) => u.pathname.split('/')[3] },
  { re: /(^|\.)ashbyhq\.com$/, platform: 'Ashby', slug: (u) => u.pathname.split('/')[1] },
  { re: /(^|\.)smartrecruiters\.com$/, platform: 'SmartRecruiters', slug: (u) => u.pathname.split('/')[1] },
  { re: /(^|\.)icims\.com$/, platform: 'iCIMS', slug: (u) => u.hostname.split('.')[0].replace(/^(careers|jobs)-/, '') },
  { re: /(^|\.)jobvite\.com$/, platform: 'Jobvite', slug: (u) => u.pathname.split('/')[1] },
  { re: /(^|\.)workable\.com$/, platform: 'Workable', slug: (u) => u.pathname.split('/')[1] },
  { re: /(^|\.)bamboohr\.com$/, platform: 'BambooHR', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)recruitee\.com$/, platform: 'Recruitee', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)teamtailor\.com$/, platform: 'Teamtailor', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)breezy\.hr$/, platform: 'Breezy HR', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)applytojob\.com$/, platform: 'JazzHR', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)taleo\.net$/, platform: 'Oracle Taleo', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)oraclecloud\.com$/, platform: 'Oracle Recruiting Cloud', slug: () => undefined },
  { re: /(^|\.)successfactors\.(com|eu)$/, platform: 'SAP SuccessFactors', slug: (u) => u.searchParams.get('company') ?? undefined },
  { re: /(^|\.)personio\.(de|com)$/, platform: 'Personio', slug: (u) => u.hostname.split('.')[0] },
  { re: /(^|\.)rippling\.com$/, platform: 'Rippling', slug: (u) => u.pathname.split('/')[1] },
  { re: /(^|\.)paylocity\.com$/, platform: 'Paylocity', slug: () => undefined },
  { re: /(^|\.)ultipro\.com$/, platform: 'UKG', slug: () => undefined },
  { re: /(^|\.)adp\.com$/, platform: 'ADP', slug: () => undefined },
  { re: /(^|\.)dover\.com$/, platform: 'Dover', slug: (u) => u.pathname.split('/')[2] },
  { re: /(^|\.)pinpointhq\.com$/, platform: 'Pinpoint', slug: (u) => u.hostname.split('.')[0] },
];

const JOB_BOARDS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)indeed\.[a-z.]+$/, 'Indeed'],
  [/(^|\.)glassdoor\.[a-z.]+$/, 'Glassdoor'],
  [/(^|\.)ziprecruiter\.com$/, 'ZipRecruiter'],
  [/(^|\.)monster\.[a-z.]+$/, 'Monster'],
  [/(^|\.)careerbuilder\.com$/, 'CareerBuilder'],
  [/(^|\.)dice\.com$/, 'Dice'],
  [/(^|\.)(wellfound|angel)\.(com|co)$/, 'Wellfound'],
  [/(^|\.)simplyhired\.com$/, 'SimplyHired'],
  [/(^|\.)builtin\.com$/, 'Built In'],
  [/(^|\.)usajobs\.gov$/, 'USAJOBS'],
  [/(^|\.)weworkremotely\.com$/, 'We Work Remotely'],
  [/(^|\.)remoteok\.(com|io)$/, 'Remote OK'],
  [/(^|\.)otta\.com$/, 'Otta'],
  [/(^|\.)reed\.co\.uk$/, 'Reed'],
  [/(^|\.)seek\.com\.au$/, 'SEEK'],
  [/(^|\.)stepstone\.[a-z.]+$/, 'StepStone'],
  [/(^|\.)handshake\.com$|joinhandshake\.com$/, 'Handshake'],
];

const SHORTENERS = /^(bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|buff\.ly|rebrand\.ly|cutt\.ly|shorturl\.at|rb\.gy|t\.ly|tiny\.cc|s\.id|lnkd\.in|bl\.ink|short\.io|v\.gd|qr\.ae|tr\.im|shorte\.st|adf\.ly|bitly\.com|y2u\.be|linktr\.ee)$/;
const ODD_TLDS = /\.(xyz|top|club|online|site|buzz|work|click|link|loan|win|gq|tk|ml|cf|ga|icu|cyou|rest|monster|live|shop|vip|bid|party|review|trade|date|racing|download|stream|kim|men|mom|lol|uno|fit|sbs|cfd|quest|bar|zip|mov)$/;
const BRANDS = ['amazon', 'google', 'microsoft', 'apple', 'meta', 'facebook', 'netflix', 'tesla', 'walmart', 'target', 'pfizer', 'deloitte', 'ibm', 'oracle', 'paypal', 'fedex', 'ups', 'dhl', 'costco', 'nike', 'disney', 'jpmorgan', 'chase', 'wellsfargo', 'shell', 'unilever'];
const MULTI_PART_TLD = /\.(co|com|org|net|ac|gov)\.[a-z]{2}$/;

function registrable(host: string): string {
  const parts = host.split('.');
  return MULTI_PART_TLD.test(host) ? parts.slice(-3).join('.') : parts.slice(-2).join('.');
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function slugToName(slug: string): string {
  return titleCase(decodeURIComponent(slug).replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim());
}

function titleFromPath(u: URL): string | undefined {
  const segs = u.pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const roleSeg = segs.reverse().find((s) => /[a-z]+-[a-z]+/i.test(s) && /(engineer|developer|manager|analyst|designer|director|lead|specialist|coordinator|consultant|assistant|associate|intern|nurse|teacher|accountant|representative|administrator|officer|technician|scientist|architect|writer|recruiter|agent|clerk|driver|operator|advisor|sales|marketing)/i.test(s));
  return roleSeg ? slugToName(roleSeg.replace(/[_-]?[a-z]*\d{3,}[\w-]*$/i, '').replace(/^\d+[-_]/, '')) : undefined;
}

export function analyseUrl(raw: string, companyFromText?: string): UrlFindings {
  const patterns: string[] = [];
  const signals: Signal[] = [];
  let u: URL;
  try {
    u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
  } catch {
    patterns.push('The URL does not parse');
    return { domain: raw.slice(0, 100), host: raw.slice(0, 100), platform: 'Unknown', credibilityScore: 10, suspiciousPatterns: patterns, signals: [{ id: 'url-invalid', kind: 'scam', weight: 20, text: `URL ${quote(raw, 60)} does not parse` }] };
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const domain = /^\d+\.\d+\.\d+\.\d+$|^\[?[0-9a-f:]+\]?$/.test(host) ? host : registrable(host);
  let credibility = 50;
  let platform = 'Company or unknown site';
  let company: string | undefined;
  const ats = ATS_HOSTS.find((a) => a.re.test(host));
  const board = JOB_BOARDS.find(([re]) => re.test(host));
  if (ats) {
    platform = `${ats.platform} (applicant tracking system)`;
    credibility += 30;
    const slug = ats.slug(u);
    if (slug && !/^(jobs?|careers?|embed|api|apply|v\d)$/i.test(slug)) company = slugToName(slug);
    signals.push({ id: 'ats-host', kind: 'legit', weight: 20, text: `Hosted on ${ats.platform} (${host}), an applicant tracking system employers post to directly` });
  } else if (board) {
    platform = `${board[1]} (job board)`;
    credibility += 15;
    signals.push({ id: 'job-board', kind: 'legit', weight: 8, text: `Listed on ${board[1]}, a known job board (re-posted listings there can outlive the opening)` });
  }
  if (SHORTENERS.test(host)) {
    credibility -= 35;
    platform = 'Link shortener';
    patterns.push(`Link shortener (${host}) hides where the link leads`);
    signals.push({ id: 'shortener', kind: 'scam', weight: 18, text: `The link goes through a shortener (${host}), which hides the real site` });
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host) || host.includes(':')) {
    credibility -= 40;
    patterns.push(`Raw IP address (${host}) instead of a domain name`);
    signals.push({ id: 'raw-ip', kind: 'scam', weight: 25, text: `The link points at a raw IP address (${host}), not a company domain` });
  }
  const tld = ODD_TLDS.exec(host)?.[0];
  if (tld) {
    credibility -= 20;
    patterns.push(`Unusual top-level domain ${tld}`);
    signals.push({ id: 'odd-tld', kind: 'scam', weight: 12, text: `Domain ${domain} uses ${tld}, a top-level domain common in throwaway and scam sites` });
  }
  if (u.protocol === 'http:') {
    credibility -= 10;
    patterns.push('No HTTPS');
    signals.push({ id: 'no-https', kind: 'scam', weight: 5, text: 'The link uses plain http, not https' });
  }
  if (host.startsWith('xn--') || host.includes('.xn--')) {
    credibility -= 25;
    patterns.push('Punycode (look-alike characters) in the domain');
    signals.push({ id: 'punycode', kind: 'scam', weight: 18, text: `Domain ${host} uses punycode, often used for look-alike names` });
  }
  if (u.username || raw.includes('@')) {
    credibility -= 20;
    patterns.push('An "@" in the link, which can disguise the real host');
    signals.push({ id: 'userinfo', kind: 'scam', weight: 15, text: 'The link contains "@", a trick to disguise the real destination' });
  }
  const brand = BRANDS.find((b) => host.includes(b) && norm(domain.split('.')[0]) !== b);
  if (brand && !ats && !board) {
    credibility -= 30;
    patterns.push(`Uses the name "${brand}" on a domain that is not ${brand}'s`);
    signals.push({ id: 'brand-lookalike', kind: 'scam', weight: 22, text: `Domain ${domain} borrows the name "${brand}" but is not ${brand}'s own domain` });
  }
  if (!ats && !board && (domain.split('.')[0].match(/-/g) ?? []).length >= 2) {
    credibility -= 10;
    patterns.push(`Hyphen-heavy domain (${domain})`);
    signals.push({ id: 'hyphen-domain', kind: 'scam', weight: 6, text: `Hyphen-heavy domain name ${domain}` });
  }
  const careersPath = /(^|\.)(careers?|jobs)\./.test(host) || /\/(careers?|jobs)(\/|$)/.test(u.pathname);
  if (!ats && !board && careersPath && !patterns.length) {
    // a clean company domain with a careers path: the employer's own site
    platform = 'Company careers site';
    credibility += 10;
    company = slugToName(domain.split('.')[0]);
    signals.push({ id: 'careers-site', kind: 'legit', weight: 10, text: `Careers page on the company's own domain (${domain})` });
  }
  if (companyFromText && company && !norm(company).includes(norm(companyFromText)) && !norm(companyFromText).includes(norm(company))) {
    credibility -= 25;
    patterns.push(`The posting names ${companyFromText} but the link belongs to ${company}`);
    signals.push({ id: 'company-mismatch', kind: 'scam', weight: 15, text: `Company mismatch: the posting names "${companyFromText}" but the link is for "${company}" (${host})` });
  } else if (companyFromText && !ats && !board && !SHORTENERS.test(host) && !norm(domain).includes(norm(companyFromText).slice(0, 5))) {
    credibility -= 10;
    patterns.push(`Domain ${domain} does not match the company ${companyFromText}`);
    signals.push({ id: 'domain-mismatch', kind: 'ghost', weight: 8, text: `The domain ${domain} does not carry the company name "${companyFromText}"` });
  }
  return { domain, host, platform, credibilityScore: Math.round(clamp(credibility, 0, 100)), suspiciousPatterns: patterns, company, jobTitle: titleFromPath(u), signals };
}

const phraseSignal = (text: string, re: RegExp) => {
  const m = re.exec(text);
  return m ? m[0] : undefined;
};

// "reviewed on a rolling basis" is an ordinary deadline; "hiring on an ongoing basis" is evergreen
const EVERGREEN = /\b(always (?:accepting|looking|hiring|recruiting)|ongoing (?:recruitment|hiring)|(?:hiring|recruiting|accepting applications) on an? (?:ongoing|rolling|continuous) basis|continuous(?:ly)? (?:hiring|recruiting|accepting)|talent (?:pool|pipeline|community)|future (?:opportunities|openings|needs)|evergreen|general application|pipeline (?:role|requisition|position)|no (?:specific )?(?:current )?opening|may not be (?:an )?(?:immediate|current)|expressions? of interest)\b/i;
const VAGUE = /\b(other duties as assigned|various (?:tasks|duties|projects|responsibilities)|wear many hats|self-starter|rock ?star|ninja|guru|dynamic (?:team|environment|individual)|fast-paced environment|competitive (?:salary|pay|compensation)|great opportunity|exciting opportunity|growth opportunities|family atmosphere|work hard,? play hard|hit the ground running|go-getter|make an impact|help as needed|support the team|general (?:office|admin(?:istrative)?) (?:duties|tasks))\b/gi;
const AGE_TEXT = /\b(?:posted|reposted|listed|active)\s+(\d{1,3})\+?\s*(day|week|month)s?\s+ago\b|\b(\d{1,3})\+?\s*(day|week|month)s?\s+ago\b/i;
/** Ghost-sign points that, with an old posting or evergreen wording among them, make a likely ghost job. */
export const GHOST_POINTS_THRESHOLD = 40;
/** Link signals have no labelled data: their stated points count as tenths of log-odds in the scam risk. */
export const POINTS_PER_LOGIT = 10;
/**
 * A signal the fit weighs at less than half a point ("named tools and skills": real ads and frauds name them as often)
 * still counts in the risk, but is no evidence to cite either way.
 */
export const isCited = (contribution: number) => Math.abs(contribution) * POINTS_PER_LOGIT >= 0.5;

function daysSince(postingDate: string | null | undefined, now: Date): number | null {
  if (!postingDate) return null;
  const t = Date.parse(postingDate);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.floor((now.getTime() - t) / 86_400_000));
}

function ghostSigns(description: string, posting: JobPosting | undefined, daysOpen: number | null): Signal[] {
  const signals: Signal[] = [];
  const add = (s: Omit<Signal, 'part'>) => signals.push({ ...s, part: 'ghost' });
  if (daysOpen !== null) {
    const level = ageLevel(daysOpen);
    if (level === 'danger') add({ id: 'age-danger', kind: 'ghost', weight: 30, cite: `posted ${daysOpen} days ago`, text: `Posted ${daysOpen} days ago (${STALE_DANGER_DAYS} days or more): real openings are usually filled or closed by now` });
    else if (level === 'warning') add({ id: 'age-warning', kind: 'ghost', weight: 15, cite: `posted ${daysOpen} days ago`, text: `Posted ${daysOpen} days ago (${STALE_WARNING_DAYS} days or more): the role may already be filled or never have been open` });
    else add({ id: 'age-fresh', kind: 'legit', weight: 8, cite: `posted ${plural(daysOpen, 'day')} ago`, text: `Posted ${plural(daysOpen, 'day')} ago: recent` });
  }
  if (!posting) return signals;
  const evergreen = phraseSignal(description, EVERGREEN);
  if (evergreen) add({ id: 'evergreen', kind: 'ghost', weight: 25, cite: `evergreen wording ("${evergreen}")`, text: `Evergreen wording: "${evergreen}" — the posting collects applications rather than filling a seat` });
  if (!posting.pay) add({ id: 'no-pay', kind: 'ghost', weight: 10, cite: 'no pay range', text: 'No pay range given' });
  const vague = [...new Set((description.match(VAGUE) ?? []).map((v) => v.toLowerCase()))];
  const hard = posting.skills.filter((f) => f.skill.kind === 'hard');
  if (posting.words < 80) add({ id: 'thin', kind: 'ghost', weight: 12, cite: `${posting.words} words`, text: `Very short posting (${posting.words} words): little about the actual work` });
  if (vague.length >= 2 || (vague.length && hard.length < 2))
    add({ id: 'vague', kind: 'ghost', weight: 8 + 4 * Math.min(3, vague.length), cite: `vague duties (${listing(vague.map((v) => `"${v}"`), 3)})`, text: `Vague duties: ${listing(vague.map((v) => `"${v}"`), 4)}` });
  if (hard.length < 2 && posting.words >= 40) add({ id: 'no-specifics', kind: 'ghost', weight: 10, cite: 'no named tools or deliverables', text: 'Names no specific tools, skills or deliverables' });
  return signals;
}

export function findGhostSignals(input: GhostJobInput, now: Date, model: GhostModel = GHOST_MODEL): GhostFindings {
  const description = input.jobDescription?.trim() ?? '';
  const posting = description ? parsePosting(description) : undefined;

  // posting age: from the date given, else from "posted 45 days ago" in the text
  let daysOpen = daysSince(input.postingDate, now);
  if (daysOpen === null && posting) {
    const m = AGE_TEXT.exec(description);
    if (m) {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      daysOpen = unit === 'day' ? n : unit === 'week' ? n * 7 : n * 30;
    }
  }
  const signals = ghostSigns(description, posting, daysOpen);

  let logit = 0;
  if (posting) {
    const scored = scamRisk(findScamSignals(description, posting), model, wordTokens(description));
    logit = scored.logit;
    for (const s of scored.signals.filter((x) => isCited(x.contribution)))
      signals.push({
        id: s.id,
        kind: s.contribution > 0 ? 'scam' : 'legit',
        weight: Math.max(1, Math.round(Math.abs(s.contribution) * POINTS_PER_LOGIT)),
        text: s.def.sentence(s.evidence),
        cite: s.evidence ? `${s.def.label} (${s.evidence})` : s.def.label,
        part: 'scam',
      });
  }

  const urlText = input.jobUrl?.trim() || (input.analysisMethod === 'description' ? posting?.urls[0] : undefined);
  const url = urlText ? analyseUrl(urlText, posting?.company) : undefined;
  if (url)
    for (const s of url.signals) {
      signals.push({ ...s, kind: s.kind === 'ghost' ? 'scam' : s.kind, cite: s.text, part: 'scam' });
      logit += (s.kind === 'legit' ? -s.weight : s.weight) / POINTS_PER_LOGIT;
    }

  const ghostRisk = signals.filter((s) => s.part === 'ghost' && s.kind === 'ghost').reduce((n, s) => n + s.weight, 0);
  return { posting, url, daysOpen, signals, ghostRisk, scamRisk: 1 / (1 + Math.exp(-logit)), judged: Boolean(posting || url), model };
}

/**
 * Fewer than two distinct scam signs would be cited: the kind of role fake ads favour, or an employer the ad does not
 * name or describe, is a base rate, not evidence about this ad. One sign alone never makes a likely scam (the fit's
 * cuts and figures apply the same rule); saying nothing about the company in three ways is one sign, and the wording
 * is one only where it weighs WORDING_SIGN_POINTS or more.
 */
export function oneSignAlone(f: GhostFindings): boolean {
  return distinctSigns(f.signals.filter((s) => s.kind === 'scam' && s.part === 'scam' && (s.id !== 'fraud-wording' || s.weight >= WORDING_SIGN_POINTS)).map((s) => s.id)) < 2;
}

/** The classification a finding's scores give: scam risk first, then ghost signs, then the legit threshold. */
export function classify(f: GhostFindings): { classification: string; confidence: number } {
  const { scamRisk: risk, model, ghostRisk } = f;
  const strongGhost = f.signals.some((s) => s.id === 'age-danger' || s.id === 'age-warning' || s.id === 'evergreen') && ghostRisk >= GHOST_POINTS_THRESHOLD;
  if (!f.judged) return { classification: 'Uncertain', confidence: 50 };
  if (risk >= model.thresholds.scam && !oneSignAlone(f)) return { classification: 'Ghost Job — likely scam', confidence: Math.round(risk * 100) };
  if (strongGhost) return { classification: 'Likely Ghost Job', confidence: Math.round(clamp(50 + ghostRisk / 2, 55, 95)) };
  if (risk < model.thresholds.legit) return { classification: 'Likely Legit', confidence: Math.round((1 - risk) * 100) };
  return { classification: 'Uncertain', confidence: Math.round(Math.max(risk, 1 - risk) * 100) };
}

const cites = (signals: Signal[], sign: string) => listing(signals.map((s) => `${s.cite ?? s.text} (${sign}${s.weight})`), signals.length);

/**
 * Every ad's words lean a little both ways, and shown as two lines a real ad's read "Wording fraudulent ads use more than
 * real ones" among the red flags of a 99% legit verdict. Shown, the wording is one line on the side it leans to on
 * balance (the risk is the same sum); a likely scam keeps its fraud wording as it is, one of the signs that made it.
 */
function wordingOnBalance(signals: Signal[], likelyScam: boolean): Signal[] {
  const fraud = signals.find((s) => s.id === 'fraud-wording');
  const real = signals.find((s) => s.id === 'real-wording');
  if (likelyScam || !fraud || !real) return signals;
  const net = fraud.weight - real.weight;
  const rest = signals.filter((s) => s !== fraud && s !== real);
  return net === 0 ? rest : [...rest, { ...(net > 0 ? fraud : real), weight: Math.abs(net) }];
}

export function ghostFromFindings(f: GhostFindings, input: GhostJobInput): GhostJobOutput {
  const verdict = classify(f);
  const { classification } = verdict;
  const signals = wordingOnBalance(f.signals, classification.includes('scam'));
  // a verdict from posting text shows the calibrated risk as it is; from a link alone (whose signals have no labelled
  // data) little to go on caps how sure it can be
  const cap = f.posting ? 99 : signals.length <= 2 ? 70 : signals.length <= 4 ? 85 : 95;
  const confidence = Math.round(clamp(verdict.confidence, f.posting ? 1 : 30, Math.max(cap, classification === 'Uncertain' ? 0 : 50)));

  const age = f.daysOpen;
  const level = age === null ? 'unknown' : ageLevel(age);
  const stalenessCheck =
    age === null
      ? { alertLevel: level, daysOpen: null, message: 'No posting date given: the age of the posting could not be checked.' }
      : level === 'danger'
        ? { alertLevel: level, daysOpen: age, message: `Open ${age} days (${STALE_DANGER_DAYS} or more): very likely stale, filled or never meant to be filled.` }
        : level === 'warning'
          ? { alertLevel: level, daysOpen: age, message: `Open ${age} days (${STALE_WARNING_DAYS} or more): jobs open this long may be ghost postings. Check the company's own site.` }
          : { alertLevel: level, daysOpen: age, message: `Open ${plural(age, 'day')}: recent enough to be an active opening.` };

  // most telling first (the preview shows only the first two of each list), and the part that decided first:
  // scam signs for a likely scam, ghost signs for a likely ghost job
  const byWeight = (a: Signal, b: Signal) => b.weight - a.weight;
  const leading = classification.includes('scam') ? 'scam' : classification === 'Likely Ghost Job' ? 'ghost' : undefined;
  const risky = signals.filter((s) => s.kind !== 'legit').sort((a, b) => Number(b.part === leading) - Number(a.part === leading) || byWeight(a, b));
  const good = signals.filter((s) => s.kind === 'legit').sort(byWeight);
  const scamFlags = risky.filter((s) => s.part === 'scam');
  const ghostFlags = risky.filter((s) => s.part === 'ghost');
  const ghostPatternAlert =
    classification.includes('scam') && scamFlags.length
      ? `Scam pattern: ${listing(scamFlags.slice(0, 3).map((s) => s.text.split(':')[0].split(' — ')[0]), 3)}. Do not send money or personal documents.`
      : ghostFlags.some((s) => s.id === 'evergreen') && (age ?? 0) >= 30
        ? 'Evergreen pattern: old posting that collects applications with no sign of a specific opening.'
        : undefined;

  const method = input.analysisMethod === 'url' && !f.posting ? 'From the link alone (the page itself was not fetched)' : 'From the posting text';
  const t = f.model.thresholds;
  const reasoning = [
    `${method}: ${classification} with ${confidence}% confidence.`,
    ...(f.judged
      ? [
          `Scam risk ${Math.min(99, Math.round(f.scamRisk * 100))}% ${f.posting ? 'from a model fitted on labelled real and fraudulent ads of one job site (about that many in 100 of its ads with these signs were fraudulent)' : "from the link's signals alone (no posting text to weigh)"} (${Math.round(t.scam * 100)}% or more with two distinct scam signs reads as a likely scam, under ${Math.round(t.legit * 100)}% as likely legit).`,
          scamFlags.length
            ? `Scam signs, most telling first: ${cites(scamFlags, '+')}${oneSignAlone(f) && f.scamRisk >= t.scam ? '; one sign alone never makes a likely scam' : ''}.`
            : 'No scam signs.',
          good.length ? `In its favour: ${cites(good, '+')}.` : 'Nothing in its favour beyond the absence of scam signs.',
          ghostFlags.length
            ? `Ghost-job signs, judged apart from scam risk (${f.ghostRisk} points; ${GHOST_POINTS_THRESHOLD} with an old posting or evergreen wording makes a likely ghost job): ${cites(ghostFlags, '+')}.`
            : 'No ghost-job signs (age, evergreen wording, vague duties).',
        ]
      : ['No signals either way in what was given; add the posting text and date for a fuller check.']),
  ].join(' ');

  // the header says where the name is missing, rather than a bare "Unknown" a job seeker could read as a finding
  const source = f.posting ? 'the posting' : 'the link';
  const company = f.posting?.company ?? (f.posting && (employerInText(f.posting.text) ?? employerInText(readableText(f.posting.text)))) ?? f.url?.company ?? `Not named in ${source}`;
  const jobTitle = f.posting?.title ?? f.url?.jobTitle ?? `Not stated in ${source}`;
  return {
    classification,
    company,
    jobTitle,
    confidence,
    reasoning,
    ...(ghostPatternAlert ? { ghostPatternAlert } : {}),
    stalenessCheck,
    ...(f.url
      ? { urlAnalysis: { credibilityScore: f.url.credibilityScore, domain: f.url.domain, platform: f.url.platform, suspiciousPatterns: f.url.suspiciousPatterns } }
      : {}),
    redFlags: risky.map((s) => s.text),
    legitimacyIndicators: good.map((s) => s.text),
  };
}
