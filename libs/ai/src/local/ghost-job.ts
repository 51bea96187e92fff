// Ghost-job and scam signals in a posting and its URL. Every signal carries its weight and the words behind it,
// and the reasoning cites each one, so the classification can be checked by hand.
import type { GhostJobInput, GhostJobOutput } from '../port';
import { FREE_MAIL, parsePosting, type JobPosting } from './job-posting';
import { clamp, listing, plural, quote, titleCase } from './text';

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
  /** risk points (ghost, scam) or legitimacy points (legit) */
  weight: number;
  text: string;
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
  ghostRisk: number;
  scamRisk: number;
  legitimacy: number;
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

const EVERGREEN = /\b(always (?:accepting|looking|hiring|recruiting)|ongoing (?:recruitment|hiring|basis)|continuous(?:ly)? (?:hiring|recruiting|accepting)|talent (?:pool|pipeline|community)|future (?:opportunities|openings|needs)|evergreen|general application|pipeline (?:role|requisition|position)|rolling basis|no (?:specific )?(?:current )?opening|may not be (?:an )?(?:immediate|current)|expressions? of interest)\b/i;
const URGENCY = /\b(urgent(?:ly)?(?: hiring| need)?|immediate (?:start|hire|hiring)|hiring immediately|start (?:today|tomorrow|immediately)|apply (?:now|today) before|limited (?:spots|positions|slots)|positions? (?:are )?filling (?:fast|quickly)|act (?:fast|now)|don'?t miss|only \d+ (?:spots|positions) left|same[- ]day (?:hire|offer)|hired on the spot)\b/i;
const MONEY_REQUEST = /\b((?:pay|purchase|buy)(?: for)? (?:your own |a |the )?(?:training|starter kit|equipment|software|certification|background check|uniform|kit)|(?:registration|application|processing|training|onboarding|placement|activation) fee|refundable (?:fee|deposit)|security deposit|send (?:us )?(?:money|payment|a fee)|gift cards?|wire transfer|western union|moneygram|bitcoin|crypto(?:currency)?|cash(?:ier'?s)? (?:a )?checks?|deposit (?:the |a )?check|reship(?:ping)?|package forwarding)\b/i;
const PERSONAL_DATA = /\b(social security (?:number)?|\bssn\b|bank (?:account|details|login|information|routing)|routing number|credit card (?:number|details)|(?:copy|photo|scan) of (?:your )?(?:id|passport|driver'?s licen[cs]e)|date of birth|mother'?s maiden name|passport (?:number|details)|online banking)\b/i;
const CHAT_INTERVIEW = /\b(?:interview(?:s|ed|ing)?|chat|contact (?:us|me)|reach (?:us|me)|text (?:us|me))\b[^.\n]{0,40}\b(telegram|whatsapp|signal app|google hangouts|hangouts|wickr|skype chat|text message only)\b|\b(telegram|whatsapp)\b[^.\n]{0,40}\b(?:interviews?|recruiters?|hr)\b/i;
const TOO_GOOD = /\b(no experience (?:needed|required|necessary)\b[^.\n]{0,60}\$\s?\d|earn (?:up to )?\$\s?\d[\d,]*(?:\+)? (?:per|a|\/) ?(?:week|day)|\$\s?\d{3,}[\d,]* (?:per|a|\/) ?day|unlimited (?:earning|income) potential|be your own boss|work from home and earn|get paid to)\b/i;
const VAGUE = /\b(other duties as assigned|various (?:tasks|duties|projects|responsibilities)|wear many hats|self-starter|rock ?star|ninja|guru|dynamic (?:team|environment|individual)|fast-paced environment|competitive (?:salary|pay|compensation)|great opportunity|exciting opportunity|growth opportunities|family atmosphere|work hard,? play hard|hit the ground running|go-getter|make an impact|help as needed|support the team|general (?:office|admin(?:istrative)?) (?:duties|tasks))\b/gi;
const AGE_TEXT = /\b(?:posted|reposted|listed|active)\s+(\d{1,3})\+?\s*(day|week|month)s?\s+ago\b|\b(\d{1,3})\+?\s*(day|week|month)s?\s+ago\b/i;

function daysSince(postingDate: string | null | undefined, now: Date): number | null {
  if (!postingDate) return null;
  const t = Date.parse(postingDate);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.floor((now.getTime() - t) / 86_400_000));
}

export function findGhostSignals(input: GhostJobInput, now: Date): GhostFindings {
  const description = input.jobDescription?.trim() ?? '';
  const posting = description ? parsePosting(description) : undefined;
  const signals: Signal[] = [];
  const add = (s: Signal) => signals.push(s);

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
  if (daysOpen !== null) {
    const level = ageLevel(daysOpen);
    if (level === 'danger') add({ id: 'age-danger', kind: 'ghost', weight: 30, text: `Posted ${daysOpen} days ago (${STALE_DANGER_DAYS} days or more): real openings are usually filled or closed by now` });
    else if (level === 'warning') add({ id: 'age-warning', kind: 'ghost', weight: 15, text: `Posted ${daysOpen} days ago (${STALE_WARNING_DAYS} days or more): the role may already be filled or never have been open` });
    else add({ id: 'age-fresh', kind: 'legit', weight: 8, text: `Posted ${plural(daysOpen, 'day')} ago: recent` });
  }

  if (posting) {
    const text = description;
    const evergreen = phraseSignal(text, EVERGREEN);
    if (evergreen) add({ id: 'evergreen', kind: 'ghost', weight: 25, text: `Evergreen wording: "${evergreen}" — the posting collects applications rather than filling a seat` });
    const urgency = phraseSignal(text, URGENCY);
    if (urgency) add({ id: 'urgency', kind: 'scam', weight: 12, text: `Pressure wording: "${urgency}"` });
    const money = phraseSignal(text, MONEY_REQUEST);
    if (money) add({ id: 'money-request', kind: 'scam', weight: 45, text: `Asks the applicant for money or to move money: "${money}" — legitimate employers never charge applicants` });
    const personal = phraseSignal(text, PERSONAL_DATA);
    if (personal) add({ id: 'personal-data', kind: 'scam', weight: 35, text: `Asks for sensitive personal data up front: "${personal}"` });
    const chat = phraseSignal(text, CHAT_INTERVIEW);
    if (chat) add({ id: 'chat-interview', kind: 'scam', weight: 25, text: `Interview or contact through a chat app: "${chat}"` });
    const tooGood = phraseSignal(text, TOO_GOOD);
    if (tooGood) add({ id: 'too-good', kind: 'scam', weight: 18, text: `Pay promise that is too good to be true: "${tooGood}"` });
    const freeMail = posting.emails.filter((e) => FREE_MAIL.test(e));
    if (freeMail.length) add({ id: 'free-mail', kind: 'scam', weight: 20, text: `Contact address on a free email service: ${listing(freeMail, 2)} — companies recruit from their own domain` });
    const corporate = posting.emails.filter((e) => !FREE_MAIL.test(e));
    if (corporate.length) add({ id: 'company-email', kind: 'legit', weight: 8, text: `Contact on a company domain: ${listing(corporate, 2)}` });

    if (posting.pay && !tooGood) add({ id: 'pay-range', kind: 'legit', weight: posting.pay.max ? 15 : 8, text: `States pay: "${posting.pay.text}"` });
    else if (!posting.pay) add({ id: 'no-pay', kind: 'ghost', weight: 10, text: 'No pay range given' });

    const vague = [...new Set((text.match(VAGUE) ?? []).map((v) => v.toLowerCase()))];
    const hard = posting.skills.filter((f) => f.skill.kind === 'hard');
    const concreteDuties = posting.bullets.filter((b) => /\d/.test(b) || posting.skills.some((f) => f.hits.some((h) => b.includes(h.surface))));
    if (posting.words < 80) add({ id: 'thin', kind: 'ghost', weight: 12, text: `Very short posting (${posting.words} words): little about the actual work` });
    if (vague.length >= 2 || (vague.length && hard.length < 2)) add({ id: 'vague', kind: 'ghost', weight: 8 + 4 * Math.min(3, vague.length), text: `Vague duties: ${listing(vague.map((v) => `"${v}"`), 4)}` });
    if (hard.length < 2 && posting.words >= 40) add({ id: 'no-specifics', kind: 'ghost', weight: 10, text: 'Names no specific tools, skills or deliverables' });
    if (hard.length >= 4 || concreteDuties.length >= 3)
      add({ id: 'specific', kind: 'legit', weight: 15, text: `Specific requirements: ${listing(hard.map((f) => f.surface), 5) || plural(concreteDuties.length, 'concrete duty', 'concrete duties')}` });
    if (posting.requiredYears) add({ id: 'requirements', kind: 'legit', weight: 5, text: `States the experience wanted: "${posting.requiredYears.text}"` });
    if (/\b(report(?:s|ing)? to|hiring manager|interview (?:process|stages|steps)|(?:first|second|final)[- ]round|team of \d+|you(?:'ll| will) join)\b/i.test(text))
      add({ id: 'process', kind: 'legit', weight: 8, text: `Describes the team or hiring process: "${phraseSignal(text, /\b(report(?:s|ing)? to[^.\n]{0,40}|hiring manager|interview (?:process|stages|steps)|(?:first|second|final)[- ]round|team of \d+[^.\n]{0,20}|you(?:'ll| will) join[^.\n]{0,40})/i)}"` });
    if (!posting.company) add({ id: 'no-company', kind: 'ghost', weight: 10, text: 'Does not name the hiring company' });
  }

  const urlText = input.jobUrl?.trim() || (input.analysisMethod === 'description' ? posting?.urls[0] : undefined);
  const url = urlText ? analyseUrl(urlText, posting?.company) : undefined;
  if (url) signals.push(...url.signals);

  const sum = (kind: SignalKind) => signals.filter((s) => s.kind === kind).reduce((n, s) => n + s.weight, 0);
  return { posting, url, daysOpen, signals, ghostRisk: sum('ghost'), scamRisk: sum('scam'), legitimacy: sum('legit') };
}

export function ghostFromFindings(f: GhostFindings, input: GhostJobInput): GhostJobOutput {
  const { ghostRisk, scamRisk, legitimacy, signals } = f;
  const risk = ghostRisk + scamRisk * 1.2;
  const evidenceCount = signals.length;
  let classification: string;
  let confidence: number;
  if (scamRisk >= 35 || risk >= 45) {
    classification = scamRisk >= 35 ? 'Ghost Job — likely scam' : 'Likely Ghost Job';
    confidence = 55 + (risk - legitimacy) * 0.5;
  } else if (legitimacy >= 20 && risk <= 20 && legitimacy > risk) {
    classification = 'Likely Legit';
    confidence = 55 + (legitimacy - risk) * 0.6;
  } else {
    classification = 'Uncertain';
    confidence = 50 - Math.abs(legitimacy - risk) * 0.3;
  }
  // little to go on (a bare URL, a two-line posting) caps how sure we can be
  const cap = evidenceCount <= 2 ? 70 : evidenceCount <= 4 ? 85 : 95;
  confidence = Math.round(clamp(confidence, 30, cap));

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

  const risky = signals.filter((s) => s.kind !== 'legit').sort((a, b) => b.weight - a.weight);
  const good = signals.filter((s) => s.kind === 'legit').sort((a, b) => b.weight - a.weight);
  const scam = signals.filter((s) => s.kind === 'scam');
  const ghostPatternAlert = scam.some((s) => s.weight >= 25)
    ? `Scam pattern: ${listing(scam.filter((s) => s.weight >= 12).map((s) => s.text.split(':')[0].split(' — ')[0]), 3)}. Do not send money or personal documents.`
    : risky.some((s) => s.id === 'evergreen') && (age ?? 0) >= 30
      ? 'Evergreen pattern: old posting that collects applications with no sign of a specific opening.'
      : undefined;

  const method = input.analysisMethod === 'url' && !f.posting ? 'From the link alone (the page itself was not fetched)' : 'From the posting text';
  const reasoning = [
    `${method}: ${classification} with ${confidence}% confidence (risk points ${Math.round(risk)} against legitimacy points ${legitimacy}).`,
    ...risky.map((s) => `Red flag (+${s.weight}): ${s.text}.`),
    ...good.map((s) => `In its favour (+${s.weight}): ${s.text}.`),
    ...(signals.length ? [] : ['No signals either way in what was given; add the posting text and date for a fuller check.']),
  ].join(' ');

  const company = f.posting?.company ?? f.url?.company ?? 'Unknown';
  const jobTitle = f.posting?.title ?? f.url?.jobTitle ?? 'Unknown';
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
