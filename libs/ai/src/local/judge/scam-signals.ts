// Scam signals in a posting's text: what a fraudulent ad shows on any site and in any year (a fee asked, pay too good for
// the work, no company behind it, pressure, contact through a chat app…), each with the words behind it. Cues match
// whole words and know negation: a cue inside "no …", "never …", "without …" does not fire ("NO REGISTRATION FEE").
// Their weights are fitted on labelled ads (scripts/fit-ghost-model.ts → data/ghost-model.json); see ghost-job.ts.
import model from '../../../data/ghost-model.json';
import { EMPLOYER_NOUNS, FREE_MAIL, findPayFigures, parsePosting, unjoinWords, type JobPosting, type PayRange } from '../read/job-posting';
import { US_STATE_CODES } from '../read/places';
import { ROLE_WORDS_RE } from '../read/role-words';
import { escapeRegExp, formatMoney, listing, quote, unitTfIdf } from '../read/text';

export type ScamSignalKind = 'scam' | 'legit';

export interface ScamSignalDef {
  id: string;
  kind: ScamSignalKind;
  /** a few words for the reasoning: "payment request" */
  label: string;
  /** the red flag or legitimacy indicator, given the words behind it */
  sentence: (evidence: string) => string;
  /** the weight before the data moves it (log-odds); where the corpus cannot show a signal, the weight it keeps */
  prior: number;
  /** why the fit leaves this weight at its prior, when it does */
  priorOnly?: string;
}

/** A signal found in one posting: how strongly (0–1) and the text behind it. */
export interface ScamFinding {
  id: string;
  value: number;
  evidence: string;
}

const HASHED = 'the labelled fraudulent ads had their e-mail addresses and links replaced by hashes, so the corpus cannot show it';
// none of the tune part's 122 frauds asks for these, 29 of its 239 real ads do: a fit would weigh them by the site the
// frauds came from (its apply form may have taken the documents), so the stated weight holds
const SITE_FORM = 'no labelled fraud asks for them, which may be the fraud site’s apply form as much as the fraud: kept at its stated weight';

export const SCAM_SIGNALS: ScamSignalDef[] = [
  { id: 'payment-request', kind: 'scam', label: 'asks for money', prior: 4, priorOnly: 'no ad in either set asks the applicant for money once negation is handled', sentence: (e) => `Asks the applicant for money or to move money: ${e} — legitimate employers never charge applicants` },
  { id: 'personal-data', kind: 'scam', label: 'asks for sensitive data', prior: 2.5, sentence: (e) => `Asks for sensitive personal data up front: ${e}` },
  { id: 'personal-email', kind: 'scam', label: 'free e-mail contact', prior: 1.5, priorOnly: HASHED, sentence: (e) => `Contact address on a free email service: ${e} — companies recruit from their own domain` },
  { id: 'chat-contact', kind: 'scam', label: 'chat-app contact', prior: 2, priorOnly: HASHED, sentence: (e) => `Interview or contact through a chat app: ${e}` },
  { id: 'earnings-pitch', kind: 'scam', label: 'earnings pitch', prior: 1, sentence: (e) => `Sells earnings rather than a job: ${e}` },
  { id: 'business-opportunity', kind: 'scam', label: 'a commission-only business opportunity', prior: 1, sentence: (e) => `Offers a business to run on commission rather than a paid job: ${e}` },
  { id: 'placeholder-text', kind: 'scam', label: 'dummy text', prior: 1.5, sentence: (e) => `Dummy text where the job should be: ${e}` },
  { id: 'pay-by-day-or-week', kind: 'scam', label: 'pay quoted by the day or week', prior: 1, sentence: (e) => `Quotes pay by the day or week: ${e}, a common lure in fake ads` },
  { id: 'pay-in-title', kind: 'scam', label: 'pay in the job title', prior: 1, sentence: (e) => `Puts the pay in the job title: ${e}, a lure more than a title` },
  { id: 'lure-title', kind: 'scam', label: 'a title that sells', prior: 0.5, sentence: (e) => `The title sells rather than names a job: ${e}` },
  { id: 'scam-favoured-role', kind: 'scam', label: 'a role fake ads favour', prior: 0.3, sentence: (e) => `A role fake ads use most often (office, clerical, customer service): ${e}` },
  { id: 'pay-vs-duties', kind: 'scam', label: 'pay too good for what is asked', prior: 1, sentence: (e) => `Pay too good for what is asked: ${e}` },
  { id: 'no-experience', kind: 'scam', label: '"no experience needed"', prior: 1, sentence: (e) => `Promises that anyone qualifies: ${e}` },
  { id: 'work-from-home', kind: 'scam', label: 'work from home', prior: 0.3, sentence: (e) => `Work-from-home pitch: ${e}` },
  { id: 'easy-task-work', kind: 'scam', label: 'data entry, typing or errands', prior: 1, sentence: (e) => `The kind of work fake ads offer most: ${e}` },
  { id: 'online-work', kind: 'scam', label: 'online or home-computer work', prior: 0.5, sentence: (e) => `Work done online or from a home computer: ${e}` },
  { id: 'recruiter-between', kind: 'scam', label: 'a recruiter between you and the employer', prior: 0.3, sentence: (e) => `A recruiter stands between you and the employer: ${e}` },
  { id: 'age-only-requirement', kind: 'scam', label: 'asks only that you be an adult', prior: 0.5, sentence: (e) => `The requirement is an age, not a skill: ${e}` },
  { id: 'urgency', kind: 'scam', label: 'pressure to act fast', prior: 0.5, sentence: (e) => `Pressure wording: ${e}` },
  { id: 'vague-employer', kind: 'scam', label: 'unnamed employer', prior: 0.5, sentence: (e) => `The employer is described, not named: ${e}` },
  { id: 'no-company-named', kind: 'scam', label: 'no company named', prior: 0.5, sentence: () => 'Does not name the hiring company — if the job site shows it above the ad, paste it in with the text and check again' },
  { id: 'no-company-description', kind: 'scam', label: 'no company description', prior: 1, sentence: () => 'Says nothing about the company: what it does, where, since when' },
  { id: 'shouting', kind: 'scam', label: 'capital letters', prior: 0.5, sentence: (e) => `Shouts in capital letters: ${e}` },
  { id: 'exclamations', kind: 'scam', label: 'exclamation marks', prior: 0.5, sentence: (e) => `Exclamation marks: ${e}` },
  { id: 'experience-asked', kind: 'legit', label: 'experience asked', prior: -0.5, sentence: (e) => `States the experience wanted: ${e}` },
  { id: 'credential-asked', kind: 'legit', label: 'degree or licence asked', prior: -0.5, sentence: (e) => `Asks for a degree or a licence: ${e}` },
  { id: 'named-tools', kind: 'legit', label: 'named tools and skills', prior: -0.5, sentence: (e) => `Specific requirements: ${e}` },
  { id: 'hiring-process', kind: 'legit', label: 'team or hiring process', prior: -0.5, sentence: (e) => `Describes the team or hiring process: ${e}` },
  { id: 'workplace-named', kind: 'legit', label: 'workplace named', prior: -0.5, sentence: (e) => `Says where the work is: ${e}` },
  { id: 'application-materials', kind: 'legit', label: 'cover letter, samples or references asked', prior: -1, priorOnly: SITE_FORM, sentence: (e) => `Screens applicants with ${e}` },
  { id: 'benefits-named', kind: 'legit', label: 'named benefits', prior: -0.3, sentence: (e) => `Names concrete benefits: ${e}` },
  { id: 'company-email', kind: 'legit', label: 'company e-mail', prior: -1, priorOnly: HASHED, sentence: (e) => `Contact on a company domain: ${e}` },
];

/**
 * The wording of an ad, weighed word by word: each word written in lower case carries a fitted weight (names, places
 * and titles, written in capitals, carry none), and the words present add up to one sign each way, citing the words
 * that weigh most.
 */
export const WORDING_SIGNALS: ScamSignalDef[] = [
  { id: 'fraud-wording', kind: 'scam', label: 'wording of fraudulent ads', prior: 0, sentence: (e) => `Wording fraudulent ads use more than real ones: ${e}` },
  { id: 'real-wording', kind: 'legit', label: 'wording of real ads', prior: 0, sentence: (e) => `Wording real ads use more than fraudulent ones: ${e}` },
];

export const SCAM_SIGNAL_BY_ID = new Map([...SCAM_SIGNALS, ...WORDING_SIGNALS].map((s) => [s.id, s]));

const LOWER_CASE_WORD = /(?<![\p{L}\d'’-])[a-z][a-z'’-]{1,18}[a-z](?![\p{L}\d])/gu;

/** Every word an ad writes in lower case, and each two such words one after the other ("data entry"), as often as written. */
export function wordTokens(rawText: string): string[] {
  const text = readableText(rawText);
  const words = (text.match(LOWER_CASE_WORD) ?? []).map((w) => w.replace(/['’]s$/, ''));
  const pairs = [...text.matchAll(/(?<![\p{L}\d'’-])([a-z][a-z'’-]{1,18}[a-z])[ \t]+(?=([a-z][a-z'’-]{1,18}[a-z])(?![\p{L}\d]))/gu)].map((m) => `${m[1]} ${m[2]}`);
  return [...words, ...pairs];
}

/** The distinct words an ad writes in lower case (a name or a place, written in capitals, is none of them). */
export const wordsOf = (rawText: string): string[] => [...new Set(wordTokens(rawText))];

/**
 * How much each known word says in one ad: (1 + ln of how often it is written) × its rarity among the fitted ads (idf),
 * scaled so the ad's words together have unit length; a long ad's many words weigh no more than a short ad's few.
 */
export function wordValues(tokens: string[], idf: ReadonlyMap<string, number> | Record<string, number>): Map<string, number> {
  const rarity = (w: string) => (idf instanceof Map ? idf.get(w) : (idf as Record<string, number>)[w]);
  const counts = new Map<string, number>();
  for (const t of tokens) if (rarity(t) !== undefined) counts.set(t, (counts.get(t) ?? 0) + 1);
  return unitTfIdf(counts, (w) => rarity(w)!);
}

// the three ways of saying nothing about the employer are one sign: real ads that name their company only where the
// reader cannot see it show all three at once
const COMPANY_UNKNOWN = new Set(['no-company-named', 'no-company-description', 'vague-employer']);

/** The sign a scam signal is part of, for the rule that one sign alone never makes a likely scam. */
export const scamSign = (id: string): string => (COMPANY_UNKNOWN.has(id) ? 'company-unknown' : id);

/**
 * The wording of fraudulent ads is a sign of its own only where it at least doubles the odds (7 points, ln 2 ≈ 0.69
 * log-odds): a short ad's few words always lean a little one way, often on the words another sign already quotes.
 */
export const WORDING_SIGN_POINTS = 7;

/** How many distinct signs the cited scam signals make. */
export const distinctSigns = (ids: string[]): number => new Set(ids.map(scamSign)).size;

export interface GhostModel {
  version: number;
  intercept: number;
  weights: Record<string, number>;
  /** fitted log-odds of words written in lower case, summed over the words an ad uses */
  wording?: Record<string, number>;
  /** each known word's rarity among the fitted ads: with it, a word weighs its log-odds × its value in wordValues */
  wordIdf?: Record<string, number>;
  thresholds: { scam: number; legit: number };
}

/** The fitted model shipped with the engine (data/ghost-model.json); the fit script's provenance sits beside it. */
export const GHOST_MODEL: GhostModel = model;

// --- cues ---------------------------------------------------------------------------------------------------------

const PAYMENT =
  /\b(?:(?:registration|application|processing|training|onboarding|placement|activation|membership|enrol(?:l)?ment|starter|kit|visa|administrative|interview) fees?|(?:pay|purchase|buy)(?: for)? (?:your own |a |an |the )?(?:training|starter kit|kit|equipment|software|certification|background check|uniform|materials)|upfront (?:fee|payment|cost|investment)|(?:refundable|security) deposit|send (?:us )?(?:money|payment|a fee|funds)|(?:buy|purchase|send) (?:\w+ )?gift cards?|wire (?:the |us )?(?:money|funds|payment)|western union|moneygram|bitcoin|cryptocurrency|cashier'?s checks?|(?:deposit|cash) (?:the|this) (?:check|cheque)|(?:send|mail) you a (?:check|cheque)|reship(?:ping)?|package forwarding|(?:small|one[- ]time) investment)\b/gi;
const PERSONAL_DATA =
  /\b(?:social security (?:number|#|no)|SSN|bank (?:account|details|login|information|routing)|routing number|credit card (?:number|details|information)|(?:copy|photo|scan|picture) of (?:your )?(?:id|passport|driver'?s licen[cs]e|identification)|date of birth|mother'?s maiden name|passport (?:number|details)|online banking (?:details|login|password))\b/gi;
const CHAT = /\b(?:whatsapp|telegram|wickr|kik messenger|google hangouts?|yahoo (?:messenger|im)|skype (?:id|interview|chat)|signal app|interview (?:via|by|over) (?:text|chat|instant message))\b/gi;
const EARNINGS =
  /\b(?:earn(?:ing)?s? (?:up to |as much as |over |at least |between )?[$€£]\s?\d[\d,]*|earn(?:ing)? (?:potential|extra|additional|big|a (?:great|good) (?:income|living))|extra (?:income|cash|money)|unlimited (?:earning|income|pay)|financial freedom|be your own boss|residual income|passive income|get paid (?:to|for|weekly|daily)|(?:signing|sign-on) bonus|income (?:stream|potential)|(?:six|6)[- ]figure (?:income|earnings|potential)|commission[- ]only|make (?:up to )?[$€£]\s?\d[\d,]*|quick money|easy money|cash daily|paid daily|high earnings|lucrative (?:opportunity|income|career|compensation|pay)|huge rewards|executive[- ]level income)/gi;
// you would sell on commission as your own "business", not be paid as an employee: the pitch of pyramid and MLM schemes
const BUSINESS_OPPORTUNITY =
  /\b(?:(?:straight|100%|pure) commission|commission[- ]only|independent business (?:owners?|opportunit(?:y|ies))|(?:home|online|internet)[- ]based business|(?:^|(?:a|an|this|our|the|great|exciting|unique|amazing|home|online|ground[- ]floor) )business opportunity|network marketing|multi[- ]level marketing|MLM|serial entrepreneurs?|(?:seeking|looking for|join) (?:\w+ ){0,3}entrepreneurs|be your own boss|(?:own|build|start) (?:your|a) (?:own )?(?:\w+ )?business|(?:build|grow) (?:a|your) (?:sales )?(?:organi[sz]ation|team|downline) of your own|downline|residual income|passive income|brand partners?)\b/gim;
// dummy text where the job should be: a test or throwaway posting, not an opening (a pasted style sheet, by contrast, is
// only the poster's editor and is not read)
const PLACEHOLDER = /\b(?:lorem ipsum|dolor sit amet|consectetur adipiscing)\b/gi;
const NO_EXPERIENCE =
  /\b(?:no (?:prior |previous |relevant |work |professional )?experience(?: is)?(?: (?:needed|required|necessary))?|(?:prior |previous )?experience (?:is )?(?:not |un)(?:required|necessary|needed)|anyone can (?:do|apply)|no (?:special )?skills (?:needed|required)|no (?:degree|resume|cv) (?:needed|required)|suitable for (?:all|everyone|anyone)|perfect for (?:everyone|anyone))\b/gi;
const WORK_FROM_HOME =
  /\b(?:work(?:ing)? (?:from|at) home|home[- ]based|from the comfort of (?:your|their) (?:own )?home|work from anywhere|stay[- ]at[- ]home|telecommut\w*|(?:100% )?remote(?:ly)? (?:work|position|job|role|opportunity))\b/gi;
const EASY_TASKS =
  /\b(?:data entry|typing|typist|envelope stuffing|mystery shopp\w+|payment processing|money transfer|rebate processing|form filling|ad posting|online surveys?|package (?:handler|handling|forwarding|inspector)|personal assistant)\b/gi;
const ONLINE_WORK =
  /\b(?:(?:work|job|jobs|position|business|income|opportunity|based|from home|posting ads) online|online (?:job|jobs|work|position|business|opportunit(?:y|ies)|from home)|internet[- ]based (?:job|work|position|business|company|opportunity)|(?:home )?computer with (?:internet|high[- ]speed)|internet access|internet connection|(?:your )?own (?:computer|laptop|pc)|headset)\b/gi;
const RECRUITER_BETWEEN =
  /\b(?:represented candidates|partnered up|on behalf of (?:our|a) client|our client(?:'s)? (?:company|companies|site)|client compan(?:y|ies)|staffing (?:firms?|agency|agencies|compan(?:y|ies)|solutions|&|and)|recruiting (?:firms?|agency|agencies|compan(?:y|ies)|model|team)|(?:recruitment|placement) (?:firms?|agency|agencies)|workforce solutions|executive search)\b/gi;
// where the work is: a city and state, or "located in …"; a fake ad rarely says
const WORKPLACE = new RegExp(
  String.raw`\b(?:[A-Z][a-z]+(?: [A-Z][a-z]+)?, (?:${US_STATE_CODES})\b|(?:located|based|offices?) in (?:the )?(?:heart of |downtown )?[A-Z][a-z]+(?: [A-Z][a-z]+)?|\d{2,5} [A-Z][a-z]+ (?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Way|Parkway)\b)`,
  'g',
);
const LURE_TITLE = /\b(?:cash|earn\w*|income|pay|paid|wanted|needed|urgent(?:ly)?|immediate(?:ly)?|positions? available|openings? available|home[- ]based|work from home|from home|hiring now|now hiring|apply now)\b|!/gi;
const SCAM_FAVOURED_ROLE =
  /\b(?:admin(?:istrative)? assistan(?:t|ce)|office assistant|customer service|customer support|receptionist|payroll|bookkeep\w*|data entry|personal assistant|virtual assistant|call cent(?:er|re)|clerk|typist|shipping (?:clerk|coordinator|manager)|mystery shopper|accounts? (?:payable|receivable))\b/gi;
const ADULT_ONLY = /\b(?:must be (?:at least )?(?:18|21)(?: years)?(?: (?:of age|old))?(?: or older)?|(?:18|21) (?:years )?(?:of age )?or older)\b/gi;
// pressure on the applicant ("urgently hiring", "start immediately", "limited spots"), not a clinic's "Urgent Care", a
// duty done "urgently", a closing "Apply now" or a licence got "ASAP"
const URGENCY =
  /\b(?:urgent(?:ly)? (?:hiring|hire|need(?:ed|s)?|require[ds]?|requirement|opening|position|vacanc\w+|looking|seeking|wanted)|urgent(?:ly)?(?=\s*(?:[*!:]|$))|immediate (?:start|hire|hiring|opening|openings|need|position)s?|start (?:immediately|today|tomorrow|asap)|asap start\w*|hiring immediately|(?:apply|respond|reply|send|forward|call|contact)\b(?:\s+[\w']+){0,4}\s+asap|(?:space|spots|seats|positions) (?:is |are )?limited|limited (?:number of )?(?:spots|positions|slots|openings|seats)|positions? (?:are )?filling (?:up )?(?:fast|quickly)|act (?:fast|now)|don'?t miss (?:out|this)|same[- ]day (?:hire|hiring|offer)|hired on the spot|only \d+ (?:spots|positions|openings) left)\b/gim;
// (…with its article, or opening a sentence without one: "Leading capital equipment company is seeking…")
const VAGUE_EMPLOYER =
  /\b(?:our client|my client|a client of ours|(?:(?:a|an) |(?<=(?:^|[.!?:]\s{0,3})))(?:leading|reputable|well[- ]known|established|growing|large|major|prestigious|fortune \d+|successful|international|global|national|top|fast[- ]growing|worldwide) (?:[a-z-]+ ){0,2}(?:company|firm|organi[sz]ation|corporation|client|employer|business|agency|brand))\b/gim;
// what an employer is called (job-posting.ts), and, after "is a" only, a school or centre (", a high school diploma"
// names none)
const EMPLOYER_OR_SCHOOL_NOUNS = `${EMPLOYER_NOUNS}|school|preschool|center|university|college`;
// a sentence that tells who the employer is: what it does, where, since when, for whom
const COMPANY_DESCRIBED = new RegExp(
  String.raw`\b(?:about us|about the (?:company|firm|organi[sz]ation|practice|team)|who we are|company (?:overview|profile|description|background)|we are (?:a|an|the|one of)|we're (?:a|an|the)|(?:is|are) (?:a|an|the|one of the) (?:leading|global|national|premier|world|fast|growing|family|privately|publicly|full|non-?profit|top|largest|local|regional|nationally|internationally|well|trusted|leader|provider|manufacturer|distributor|company|firm|team|group|network|healthcare|law|software|technology|engineering|construction|consulting|staffing|marketing|financial|real estate|boutique|independent|premier|innovative|dynamic|small|mid-size|medium)|founded (?:in )?(?:19|20)\d\d|established in|headquartered|our (?:mission|firm|practice|clinic|agency|organi[sz]ation|company|business|school|center|hospital|store|restaurant|facility|products|values|culture)|since (?:19|20)\d\d|in business (?:for|since)|for (?:over |more than )?\d+ years|we (?:believe|have been|were founded|pride ourselves)|(?:is|are) (?:a|an) (?:[\w-]+,? ){1,6}?(?:${EMPLOYER_OR_SCHOOL_NOUNS})\b|has (?:over |more than )?\d+ years|(?:^|[.!?]\s*)Our (?:services|platform|solutions|clients include)|(?:\d[\d,]*\+?) (?:employees|locations|offices|stores|clients|customers|countries)|we (?:provide|offer|specialize|serve|help|deliver|design|build|manufacture|represent|operate))\b`,
  'i',
);
// …or in what the employer says it does ("we're redefining fan engagement", "We've bitten off…", "Our platform…"), not
// what it wants from the applicant ("we are looking", "we are hiring")
const WE_DO =
  /\b(?:we(?:'re| are)\s+(?!looking|hiring|seeking|searching|recruiting|accepting|offering|interested|excited|currently|now|also|still|in need|expanding our)(?:[a-z]+ly\s+)?[a-z]{3,}ing\b|we(?:'ve| have)\s+(?:been|built|grown|developed|created|launched|raised|helped|bitten|served|won|become)\b|our (?:goal|platform|technology|clients|customers|software|apps?|brands?|members|users|team of|founders?|investors|offices?|headquarters)\b)/i;
// …or in an appositive after its name ("ABME, a leader in corporate event planning, is looking…"): case matters here,
// so "…in sales, a high school diploma" is none
const COMPANY_APPOSITIVE = new RegExp(String.raw`\b\p{Lu}[\w&.'’-]*, (?:a|an) (?:[\w-]+,? ){0,5}?(?:${EMPLOYER_NOUNS})\b`, 'u');
// --- the employer, where real ads name it -------------------------------------------------------------------------
// The posting reader finds the name a header or a hiring sentence gives; real ads often name their employer only in
// the profile about it, as a brand in lower case or in a sentence that says what it does ("ustwo offers you…", "dimoso
// was founded in 2011", "NoteVault, Inc. provides…", "We are Harbor Homes", "At Harbor, we…").
const BRAND = String.raw`[\p{L}\d][\p{L}\d&'’.*+-]*`;
const CAPITALISED = String.raw`[\p{Lu}\d][\p{L}\d&'’.*+-]*`;
/** One to eight capitalised words, with "of", "and", "&", "de", "for", "the" between; or one brand written in lower case. */
const EMPLOYER_NAME = String.raw`(?:${CAPITALISED}(?:[ \t]+(?:${CAPITALISED}|&|of|and|de|for|the)){0,7}|${BRAND})`;
const LEGAL = String.raw`(?:,?\s+(?:Inc|LLC|Ltd|Corp|Co|PLC|GmbH|LLP|S\.?A|AG)\.?)?(?:\s+\([\p{Lu}\d&]{2,8}\))?`;
// what an employer does or is, said of it: "…is a / is the world's / was founded / provides / has a rewarding position"
const EMPLOYER_PREDICATE = String.raw`(?:(?:is|are|was|has been|have been)\s+(?:a|an|the|one of|proud|committed|dedicated|founded|established|headquartered|based|located|focused|building|redefining|leading|growing|currently)\b|(?:was|were)\s+(?:founded|established|started|born|created)\b|has\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:position|opening|vacancy|opportunity)\b|(?:provides|offers|delivers|develops|builds|designs|creates|helps|supports|enables|specializes|specialises|operates|serves|manufactures|makes|powers|connects|brings|partners|works with|believes|invests|empowers|produces|sells|runs|owns)\b)`;
const EMPLOYER_PATTERNS = [
  // a sentence that opens on the name (with what it was formerly called between commas) and says what it is or does
  new RegExp(String.raw`(?:^|[.!?]\s*|\n)(${EMPLOYER_NAME})${LEGAL}(?:,[^,.;\n]{2,80},)?\s+${EMPLOYER_PREDICATE}`, 'gmu'),
  // "We are Harbor Homes, and…", "we're ustwo."
  new RegExp(String.raw`\b[Ww]e(?:\s+are|'re)\s+(${EMPLOYER_NAME})${LEGAL}(?=\s*[,.!;:]|\s+(?:and|-|–|—)\s)`, 'gu'),
  // "At Harbor, we…", "At ustwo we…"
  new RegExp(String.raw`\b[Aa]t\s+(${EMPLOYER_NAME})${LEGAL},?\s+(?:we|our)\b`, 'gu'),
  // "About Harbor Homes" opening its own line or section
  new RegExp(String.raw`(?:^|\n)About\s+(${EMPLOYER_NAME})${LEGAL}\s*(?:$|\n|:|[-–—]\s)`, 'gmu'),
  // "ABOUT US: 1871 is an entrepreneurial hub…": under the heading, a name made of digits is a name too
  new RegExp(String.raw`(?:^|\n|[.!?]\s*)(?:ABOUT US|About [Uu]s|WHO WE ARE|Who [Ww]e [Aa]re)\s*[:.\-–—]?\s*(${EMPLOYER_NAME})${LEGAL}\s+${EMPLOYER_PREDICATE}`, 'gmu'),
];
const UNDER_ABOUT_US = EMPLOYER_PATTERNS.length - 1;
// the words a sentence opens on that are no employer: pronouns, the ad's own parts, the applicant, the work
const NOT_AN_EMPLOYER = new RegExp(
  String.raw`^(?:(?:the|a|an|our|your|this|that|these|those|its|their|my|his|her|each|every|all|any|some|no|one|new)\s+)*(?:we|you|it|they|he|she|i|this|that|there|here|what|which|who|everyone|everything|nothing|something|someone|anyone|salary|pay|compensation|work|training|experience|travel|position|positions|role|roles|job|jobs|opening|opportunity|candidate|candidates|applicant|applicants|employment|company|client|clients|team|employer|business|organi[sz]ation|firm|agency|individual|person|successful|ideal|selected|qualified|hiring|interview|responsibilities|duties|benefits|requirements|insurance|location|office|department|shift|schedule|project|product|service|services|customer|customers|and|but|or|if|when|while|as|also|finally|currently|today|now|located|based|founded|established|please|note|apply|join|must|will|should|can|may|do|does|is|are|was|were|has|have|be|being|employees?|staff|members?|people|students?|patients?|he|she|everybody|nobody|somebody)$`,
  'i',
);

/** The employer's name, when the ad says what it is or does under its name; not a role, a pronoun or a generic noun. */
export function employerInText(text: string): string | undefined {
  for (const [n, re] of EMPLOYER_PATTERNS.entries())
    for (const m of text.matchAll(re)) {
      const name = m[1].replace(/[.,:;'’]+$/, '').trim();
      if (name.length < 2 || NOT_AN_EMPLOYER.test(name) || (/^\d+$/.test(name) && n !== UNDER_ABOUT_US)) continue;
      // "Data Entry Clerk is needed", "The Sales Manager provides": the role the ad is about
      const last = name.split(/\s+/).pop()!;
      if (ROLE_WORDS_RE.test(last) && !/s$/.test(last)) continue;
      // a heading run into a word ("BENEFITSwe"), a sentence's next word ("…Specialist We"), a phrase ("Work-from-home")
      if (/\p{Lu}{3,}\p{Ll}/u.test(name) || /\s(?:We|Our|You|Your|This|It|They|The)$/.test(name) || /^\p{L}[\p{Ll}]*(?:-\p{Ll}+)+$/u.test(name)) continue;
      // one word is a name only when the text comes back to it, and a word in lower case only when it reads as no
      // ordinary word ("growing", "friendly", "Periodically")
      // (a legal form after it makes it a name however often it comes: "NoteVault, Inc. provides…")
      const legalForm = /^,?\s+(?:Inc|LLC|Ltd|Corp|Co|PLC|GmbH|LLP|S\.?A|AG)\b/.test(m[0].slice(m[0].indexOf(m[1]) + m[1].length));
      // (…or it opens a line, where prose opens on a capital: "ustwo offers you…" under "About us")
      const before = m[0].slice(0, m[0].indexOf(m[1]));
      const opensLine = !/[.!?]/.test(before) && (m.index === 0 || before.includes('\n') || text[m.index - 1] === '\n');
      // (…or the "About us" heading stands over it)
      if (!/\s/.test(name) && !legalForm && n !== UNDER_ABOUT_US && !(opensLine && /^\p{Ll}/u.test(name) && name.length >= 4 && !/(?:ing|ly|ed|s)$/.test(name))) {
        const times = text.match(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, 'gu'))?.length ?? 0;
        const lower = name.toLowerCase();
        if (times < 2 || /(?:ing|ly|ed)$/.test(lower) || (name === lower && name.length < 4)) continue;
        if (name !== lower && new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(lower)}(?![\\p{L}\\d])`, 'u').test(text)) continue;
      }
      return name;
    }
  return undefined;
}

const EXPERIENCE_YEARS = /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:-|to)?\s*(?:\d{1,2}\s*)?\+?\s*(?:or more\s+)?years?(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}?(?:experience|exp)\b/i;
// A named degree or a licence: a bar an applicant must clear. Not the lowest bar ("high school diploma or GED", like
// "must be 18"), not a bare "degree" ("a high degree of accuracy", "360-degree"), not "certification" (as often a duty,
// "certification programs", as a requirement). The licences' short forms count in capitals only ("PE", not "pe").
// (Fitted on the tune part, the wider cue had weight 0: frauds asked for a diploma as often as real ads.)
const CREDENTIAL = /\b(?:bachelor'?s|master'?s|associate'?s|ph\.?d|mba|licen[cs]e[ds]?|registered nurse|board[- ]certified|bar admission|admitted to the bar)\b/gi;
const LICENCE_SHORT_FORMS = /\b(?:RN|LPN|CDL|CPA|CFA|PE)\b/g;
// An employer that asks for a cover letter, work samples or references runs a selection; a fraud hires whoever answers
const APPLICATION_MATERIALS =
  /\b(?:cover letters?|letters? of (?:interest|intent|recommendation)|writing samples?|work samples?|samples? of (?:your )?(?:work|writing)|(?:your|a|online) portfolio|portfolio of (?:your )?work|(?:list of |three |3 |two |2 |professional )references|(?:college |academic |official )?transcripts?)\b/gi;
const HIRING_PROCESS =
  /\b(?:report(?:s|ing)? (?:directly )?to (?:the )?[A-Za-z][\w ]{2,40}|hiring manager|interview (?:process|stages|steps)|(?:first|second|final)[- ]round|team of \d+|you(?:'ll| will) (?:join|work with|be part of) [\w ]{3,40})/i;
// each alternative ends its own word: a closing bracket ("401(k)") is no word's end, so a "\b" after the group would cut it
const BENEFITS =
  /\b(?:(?:health|medical|dental|vision|life) (?:insurance|coverage|benefits|plans?)\b|401\s?(?:\(k\)|k\b)|403\s?(?:\(b\)|b\b)|(?:paid time off|PTO|parental leave|pension)\b|retirement (?:plan|savings|contributions?)\b|tuition (?:reimbursement|assistance)\b)/gi;
// headings written in capitals are layout, not shouting
const HEADING_WORDS = new Set(
  'RESPONSIBILITIES QUALIFICATIONS REQUIREMENTS DESCRIPTION DUTIES BENEFITS SUMMARY OVERVIEW POSITION EXPERIENCE EDUCATION SKILLS COMPANY ABOUT LOCATION SALARY COMPENSATION SCHEDULE ESSENTIAL FUNCTIONS PREFERRED REQUIRED TITLE PURPOSE KNOWLEDGE ABILITIES PHYSICAL DEMANDS ENVIRONMENT WORKING CONDITIONS MINIMUM ADDITIONAL INFORMATION STATUS CLASSIFICATION DEPARTMENT REPORTS'.split(' '),
);

// headings a page ran together ("QUALIFICATIONSEDUCATION") are layout too
const GLUED_HEADINGS = new RegExp(`^(?:${[...HEADING_WORDS].join('|')}){2,}$`);

const NEGATOR = /\b(?:no|not|never|without|nor|zero|none|free of|don'?t|doesn'?t|won'?t|cannot|can'?t|isn'?t|aren'?t|neither)\b(?:\s+[\w'’$-]+){0,3}\s*$/i;
const NEGATED_AFTER = /^\s*(?:(?:is|are|will be|is ever|will ever be)\s+)?(?:not|never|waived|free of charge)\b|^\s*(?:(?:is|are)\s+)?(?:free|waived)\b/i;

/** True when a cue sits inside a negation: "no …", "never …", "without …" before it in the same clause, or "… is not required" after. */
export function isNegated(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start).split(/[.!?;:\n•]|,\s*but\b/).pop() ?? '';
  if (NEGATOR.test(before)) return true;
  const after = text.slice(end, end + 40).split(/[.!?;:\n•,]/)[0];
  return NEGATED_AFTER.test(after);
}

const AFTER_HIRE = /\b(?:e-?verify|i-9|after (?:an?|the|your) (?:offer|hire)|upon hire|once hired|onboarding|background check|direct deposit|payroll)\b/i;

/** The sentence around an offset (bounded, so the scan stays linear). */
function sentenceAt(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 150), start).split(/[.!?\n](?=\s)|\n/).pop() ?? '';
  const after = text.slice(end, end + 150).split(/[.!?](?=\s|$)|\n/)[0];
  return before + text.slice(start, end) + after;
}

/**
 * Every whole-word match of a cue outside negation (or every match, for cues that are themselves negative phrases),
 * leaving out matches whose sentence shows an innocent context.
 */
function cueHits(text: string, re: RegExp, negationAware = true, innocent?: RegExp): string[] {
  const hits: string[] = [];
  for (const m of text.matchAll(re)) {
    const end = m.index + m[0].length;
    if (negationAware && isNegated(text, m.index, end)) continue;
    if (innocent && innocent.test(sentenceAt(text, m.index, end))) continue;
    hits.push(m[0]);
  }
  return hits;
}

const quoted = (hits: string[], max = 3) =>
  listing(
    [...new Map(hits.map((h) => [h.toLowerCase().replace(/\s+/g, ' '), h])).values()].map((h) => quote(h, 60)),
    max,
  );

/** The text a cue reads: HTML entities decoded, run-together sentences split, so words are words. */
export function readableText(text: string): string {
  return unjoinWords(
    text
      .replace(/&amp;/g, '&')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;|&rsquo;|&lsquo;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/’/g, "'"),
  );
}

function annualised(pay: PayRange): number | undefined {
  const top = pay.max ?? pay.min;
  const per = { hour: 2080, day: 260, week: 52, month: 12, year: 1, unknown: top >= 10_000 ? 1 : 0 }[pay.period];
  return per ? top * per : undefined;
}

/**
 * Every scam and legitimacy signal in a posting's text, each with its strength and the words behind it. Absent signals
 * are left out. Linear in the text's length: each cue is one pass of a regular expression with bounded look-back.
 */
export function findScamSignals(rawText: string, posting: JobPosting = parsePosting(rawText)): ScamFinding[] {
  const text = readableText(rawText);
  const out: ScamFinding[] = [];
  const add = (id: string, evidence: string, value = 1) => {
    if (value > 0) out.push({ id, value: Math.min(1, value), evidence });
  };
  const fire = (id: string, hits: string[]) => {
    if (hits.length) add(id, quoted(hits));
  };

  fire('payment-request', cueHits(text, PAYMENT));
  // "E-Verify requires your social security number" after an offer is the law, not a request up front
  fire('personal-data', cueHits(text, PERSONAL_DATA, true, AFTER_HIRE));
  const freeMail = posting.emails.filter((e) => FREE_MAIL.test(e));
  if (freeMail.length) add('personal-email', listing(freeMail, 2));
  fire('chat-contact', cueHits(text, CHAT));
  fire('earnings-pitch', cueHits(text, EARNINGS));
  fire('business-opportunity', cueHits(text, BUSINESS_OPPORTUNITY));
  fire('placeholder-text', cueHits(text, PLACEHOLDER, false));
  const pays = findPayFigures(text);
  const byPeriod = pays.filter((p) => p.period === 'day' || p.period === 'week');
  if (byPeriod.length) add('pay-by-day-or-week', quoted(byPeriod.map((p) => p.text)));
  const titleLine = text.split('\n', 1)[0];
  const titlePay = /[$€£]\s?\d/.test(titleLine) ? findPayFigures(titleLine)[0] : undefined;
  if (titlePay) add('pay-in-title', quote(titlePay.text, 40));
  fire('lure-title', cueHits(titleLine, LURE_TITLE).filter((h) => h !== '!').concat(titleLine.includes('!') ? ['!'] : []));
  fire('scam-favoured-role', cueHits(titleLine, SCAM_FAVOURED_ROLE));
  fire('no-experience', cueHits(text, NO_EXPERIENCE, false));
  fire('work-from-home', cueHits(text, WORK_FROM_HOME));
  fire('easy-task-work', cueHits(text, EASY_TASKS));
  fire('online-work', cueHits(text, ONLINE_WORK));
  fire('recruiter-between', cueHits(text, RECRUITER_BETWEEN));
  const adult = cueHits(text, ADULT_ONLY);
  fire('urgency', cueHits(text, URGENCY));
  // "a leading company" is vague only when the ad never names the company
  // a name the ad says what it is or does under ("dimoso was founded in 2011") both names and describes its employer
  const saysWhatItDoes = employerInText(text);
  const employer = posting.company ?? saysWhatItDoes;
  if (!employer) fire('vague-employer', cueHits(text, VAGUE_EMPLOYER));
  if (!employer) add('no-company-named', '');
  if (!COMPANY_DESCRIBED.test(text) && !COMPANY_APPOSITIVE.test(text) && !WE_DO.test(text) && !saysWhatItDoes) add('no-company-description', '');

  // shouting is a phrase in capitals ("NO START UP FEES"), not an acronym standing alone ("HIPAA", "LCSW, LMSW")
  const capsWords = (text.match(/\b[A-Z]{2,}(?:[ \t]+[A-Z]{2,}\b)+/g) ?? [])
    .flatMap((run) => run.split(/[ \t]+/))
    .filter((w) => w.length >= 3 && !HEADING_WORDS.has(w) && !GLUED_HEADINGS.test(w));
  const words = Math.max(1, posting.words);
  // a few capitalised words are acronyms; many, in a short ad, are shouting
  const capsRate = (capsWords.length / words) * 100;
  if (capsWords.length >= 3 && capsRate >= 1) add('shouting', `${capsWords.length} words in capitals: ${quoted(capsWords, 3)}`, capsRate / 4);
  const bangs = (text.match(/!/g) ?? []).length;
  if (bangs >= 2) add('exclamations', `${bangs} in ${words} words`, bangs / 5);

  const experience = EXPERIENCE_YEARS.exec(text);
  const credentials = [...cueHits(text, CREDENTIAL), ...cueHits(text, LICENCE_SHORT_FORMS)];
  const hard = posting.skills.filter((f) => f.skill.kind === 'hard');
  if (experience && !isNegated(text, experience.index, experience.index + experience[0].length)) add('experience-asked', quote(experience[0], 60));
  if (credentials.length) add('credential-asked', quoted(credentials));
  if (hard.length >= 3) add('named-tools', listing(hard.map((f) => f.surface), 5));
  const process = HIRING_PROCESS.exec(text);
  if (process) add('hiring-process', quote(process[0], 60));
  fire('workplace-named', cueHits(text, WORKPLACE));
  fire('benefits-named', cueHits(text, BENEFITS));
  fire('application-materials', cueHits(text, APPLICATION_MATERIALS));
  const corporate = posting.emails.filter((e) => !FREE_MAIL.test(e));
  if (corporate.length) add('company-email', listing(corporate, 2));

  // an age as the only thing asked: anyone will do
  if (adult.length && !experience && !credentials.length && hard.length < 2) add('age-only-requirement', quoted(adult));
  // pay stated high while the posting asks for nothing a wage like that pays for
  const top = pays.find((p) => p.period !== 'unknown');
  const yearly = top ? annualised(top) : undefined;
  if (top && yearly && yearly >= 52_000 && !experience && !credentials.length && hard.length < 2)
    add('pay-vs-duties', `${quote(top.text, 40)} (about ${formatMoney(yearly)} a year) while it asks for no experience, degree, licence or named skill`);
  return out;
}

export interface ScoredSignal extends ScamFinding {
  def: ScamSignalDef;
  /** log-odds this signal adds to the scam risk (negative: in the posting's favour) */
  contribution: number;
}

/** The words of an ad that weigh one way, as one signal citing the three that weigh most. */
function wordingSignal(id: string, words: [string, number][]): ScoredSignal[] {
  if (!words.length) return [];
  const top = [...words].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1)).slice(0, 3);
  return [{ id, value: 1, evidence: listing(top.map(([w]) => `"${w}"`), 3), def: SCAM_SIGNAL_BY_ID.get(id)!, contribution: words.reduce((n, [, v]) => n + v, 0) }];
}

/** The model's scam risk (0–1) for a posting's signals and words, with each signal's share. */
/** (words: the ad's lower-case words and pairs, as wordTokens gives them) */
export function scamRisk(findings: ScamFinding[], m: GhostModel = GHOST_MODEL, words: string[] = []): { risk: number; logit: number; signals: ScoredSignal[] } {
  const weighed = m.wordIdf
    ? [...wordValues(words, m.wordIdf)].map(([w, x]): [string, number] => [w, (m.wording?.[w] ?? 0) * x])
    : [...new Set(words)].map((w): [string, number] => [w, m.wording?.[w] ?? 0]);
  const signals = findings
    .map((f) => {
      const def = SCAM_SIGNAL_BY_ID.get(f.id)!;
      return { ...f, def, contribution: (m.weights[f.id] ?? 0) * f.value };
    })
    .filter((s) => s.contribution !== 0)
    .concat(wordingSignal('fraud-wording', weighed.filter(([, v]) => v > 0)), wordingSignal('real-wording', weighed.filter(([, v]) => v < 0)));
  const logit = m.intercept + signals.reduce((n, s) => n + s.contribution, 0);
  return { risk: 1 / (1 + Math.exp(-logit)), logit, signals };
}
