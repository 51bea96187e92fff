// Figures in a résumé line that name, date or describe a thing instead of measuring a result: a version, a model's or a
// standard's number, a part of a date, an item's number in a list, an address, an equipment's rating, a hotel's
// category, a game's medals, an employer's size, an audience; and lines that describe the employer. The analysis's
// "measured result" reads them here; the letter writer and the scanner, which share figuresIn, keep their own reading.

const MONTH_NAME = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH = new RegExp(`\\b${MONTH_NAME}\\.?$`, 'i');
const MONTH_AFTER = new RegExp(`^(?:[-/.]\\s?|\\s)${MONTH_NAME}\\b`, 'i');
const CURRENCY = /^(?:USD|EUR|GBP|INR|AED|CAD|AUD|SGD|NZD|JPY|CNY|RMB|HKD|CHF|SAR|QAR|KWD|OMR|BHD|ZAR|MYR|PKR|LKR|BDT|NGN|KES|RS)$/;
// (what a count of a score is said in after a name: "raised NPS 10 points")
const MEASURE_AFTER = /^\s*(?:%|percent|points?|pts|bps|basis points|×|x\b|[kmb]\b|mm\b|bn\b|million|billion|thousand|lakhs?|crores?)/i;
const BARE = /^\d[\d,.]*\+?$/;
// numbers listed before the figure, as one name's versions or models are ("4.0/", "1, 2, ")
const CHAIN_BEFORE = /(?:\d+(?:\.\d+)*\s*(?:[/&]|,)\s*)+$/;

/**
 * A version, a model's or a standard's number: after a name in capitals ("ERC 20 standards", "21 CFR 111"), another of
 * a name's numbers ("BODS 4.0/4.2", "Angular 5/6", "Calculus 1, 2, 3"), or in a list of numbers in brackets ("switches
 * (2960, 3560)"); or glued to a code's letters ("5500-X", "60/A", "COVID-19"). A currency's code names an amount
 * ("EUR 5.7 billion"), and a score's points stay ("raised NPS 10 points").
 */
function isNameOrCode(content: string, figure: string, before: string, after: string): boolean {
  if (!BARE.test(figure)) return false;
  if (/^[-/][A-Z]{1,3}(?![\p{L}\d])/u.test(after) || /[A-Z][-/]$/.test(before)) return true;
  // a ranked list's name ("Fortune 500", "S&P 500", "Inc. 5000")
  if (/\b(?:Fortune|Forbes|Inc\.|S&P|Russell|Global)\s$/.test(before)) return true;
  if (MEASURE_AFTER.test(after)) return false;
  const chain = CHAIN_BEFORE.exec(before)?.[0] ?? '';
  const base = before.slice(0, before.length - chain.length);
  // (a line in capitals has no acronyms to tell apart: "LED 12 ENGINEERS")
  const acronym = /\p{Ll}/u.test(content) ? /(?<![\p{L}\d])(\p{Lu}{2,6})[ -]$/u.exec(base)?.[1] : undefined;
  if (acronym && !CURRENCY.test(acronym)) return true;
  // a number cited before a code and its own number ("21 CFR 111")
  if (/^\s\p{Lu}{2,6}\s\d/u.test(after)) return true;
  if (chain && /(?<![\p{L}])\p{Lu}[\p{L}]*\s$/u.test(base)) return true;
  // a list in brackets of two numbers or more names models, not counts ("(2960, 3560)"; a count is "(20) members")
  return /\(\s*$/.test(base) && (chain !== '' || /^\s*[,/]\s*\d/.test(after));
}

/**
 * A part of a date: a day or a year beside a month ("16-Aug-2012", "Aug 16"), or a year's second half or a month after a
 * year ("2017-18", "2011 / 11", and "-18" left of a split "2017-18" at a line's start).
 */
function isDatePart(figure: string, before: string, after: string): boolean {
  if (!/^\d{1,2}$/.test(figure)) return false;
  const month = MONTH.exec(before.replace(/[-/\s]\s?$/, ''));
  if (month && /[-/\s]\s?$/.test(before) && /^\p{Lu}/u.test(month[1])) return true;
  if (MONTH_AFTER.test(after) && /^(?:[-/.]\s?|\s)\p{Lu}/u.test(after)) return true;
  return /(?:19|20)\d{2}\s*[-–/]\s*$/.test(before) || before === '-';
}

/**
 * An item's number in a list run into one line ("… meter (CRM) 3. To check …", "… and 2) Re-manage …"), or a page's
 * ("Résumé 1"). A count ends a sentence after a word that takes one ("grew the team to 12. Hired…").
 */
function isListNumber(figure: string, before: string, after: string): boolean {
  if (!/^\d{1,2}$/.test(figure)) return false;
  if (/\b(?:page|p\.|r[ée]sum[ée]|cv)\s*$/i.test(before) && /^\s*(?:of\s+\d+\s*)?$/i.test(after)) return true;
  if (!/^[.)]\s+\p{Lu}/u.test(after)) return false;
  if (after[0] === ')') return before.lastIndexOf('(') <= before.lastIndexOf(')');
  return !/\b(?:to|by|of|from|than|over|about|around|with|at|is|was|are|were|reached|totall?ing|total|approximately|nearly|almost|only|just|up|under|team|staff|headcount)\s*$/i.test(before) && !/\d\s*$/.test(before);
}

/** A house's, a flat's or a post box's number ("Flat No. 12", "PO Box 4410", "PIN 560034"). */
const isAddress = (before: string) =>
  /\b(?:flat|house|h\.?\s?no|door|apt|apartment|suite|ste|p\.?\s?o\.?\s*box|box|pin(?:\s?code)?|zip(?:\s?code)?|postal code|plot)\.?\s*(?:no\.?|#|number)?\s*[:.-]?\s*$/i.test(before);

/**
 * An equipment's rating ("3 phase induction motor", "250/260 CFM compressor", "11 kV substation") or a place's
 * category ("5 star hotels"): what a thing is, not what was done with it ("cut use by 20 kW across…" stays).
 */
const ENGINEERING_UNIT = /^(?:\s*\/\s*\d[\d.]*)*[\s-]?(?:phase|ph|kv|kva|kw|mw|mva|hp|bhp|cfm|rpm|psi|volts?|v|amps?|hz|khz|mhz|ghz|tons?|tonnes?|mm|inch|axis|pole|storey|bhk)\s+(?!(?:of|per|a|an|the|in|by|to|from|across|for|at|on|and|or|each|every|over|than)\b)\p{L}/iu;
const CATEGORY = /^[\s-]?stars?\s+(?:\p{L}+\s+){0,2}?(?:hotels?|resorts?|propert(?:y|ies)|restaurants?|establishments?)\b/iu;

/**
 * A game's or a sport's medals and titles: an honour outside work ("won 3 gold medals in karate", "3 times best player
 * of the year in cricket"; running a karate school's program "for 100 children" is work).
 */
const MEDALS = /^\s*(?:(?:gold|silver|bronze)\s+)?(?:medals?|trophy|trophies)\b/iu;
const GAME = /\b(?:championships?|tournaments?|olympiad|cricket|football|basketball|volleyball|badminton|hockey|tennis|karate|taekwondo|judo|chess|athletics|marathon|player of the (?:year|match|tournament))\b/i;

/**
 * The people work was shown to, done with or under ("presenting to 6 stakeholders", "worked with 3 network teams",
 * "under the guidance of 9 lead engineers", and the next in that list): an audience, not a result ("managed 12 engineers"
 * is the scale of a job).
 */
const AUDIENCE_BEFORE = /\b(?:present(?:ed|ing|s)?|report(?:ed|ing|s)?|work(?:ed|ing|s)?|collaborat(?:ed|ing|es?)|questions)\b(?:\s+[\p{L}-]+){0,3}?\s+(?:to|with|under|from)\s+(?:the guidance of\s+)?(?:\d[\d,]*\+?\s+[\p{L}\s-]{1,30}?(?:,|\s+and)\s+)?(?:over|more than|about|around|some)?\s*$/iu;
const AUDIENCE_AFTER = /^\+?(?:[\s,&-]+[\p{L}-]+){0,4}?\s+(?:stakeholders|senior managers|managers|executives|leaders|leads|teams|architects|engineers|directors|departments)\b/iu;

const ORGANISATION =
  '(?:firms?|compan(?:y|ies)|corporations?|organi[sz]ations?|agency|agencies|utility|utilities|brokerages?|banks?|retailers?|manufacturers?|\\p{L}*makers?|providers?|distributors?|suppliers?|wholesalers?|exporters?|importers?|dealers?|grocers?|carriers?|directory|enterprises?|conglomerates?|multinationals?|mncs?|start-?ups?|non-?profits?|institutions?|publishers?|insurers?)';
// what an organisation has, said after it: "a brokerage with offices across 24 states", "a utility with more than
// 350,000 customers in 3 states" (a clause's commas end it; a thousands comma does not)
const ORGANISATION_HAS = new RegExp(
  `\\b${ORGANISATION}\\b(?:[^,;.]|(?<=\\d)[,.](?=\\d)){0,40}?\\bwith\\s+(?:(?:offices|operations|presence)\\s+(?:across|in)\\s+|(?:more than|over|around|about|nearly|almost|some|approximately)\\s+)?(?:\\d[\\d,.]*\\+?\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+(?:in|across)\\s+)?$`,
  'iu',
);
const ORGANISATION_SIZE = /^\+?\s+(?:[\p{L}-]+\s+){0,2}?(?:employees|staff|people|personnel|customers|clients|members|offices|branches|stores|outlets|locations|sites|plants|factories|countries|states|markets|hospitals|users|subscribers|beds|restaurants|hotels|properties|units)\b/iu;

/**
 * A statement that describes an employer or its product, not the candidate's work: "One of the largest brokerages…",
 * "A distributor of hotel supplies…", "Northwind is a leading…", "Northwind employs 3,000 people".
 */
const DESCRIBES_ORGANISATION = [
  /^one of (?:the\s+)?(?:[\p{L}'’]+\s+){0,3}?(?:largest|leading|biggest|top|fastest|most|premier|oldest)\b/iu,
  new RegExp(`^(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}?${ORGANISATION}\\s+(?:of|for|in|providing|offering|that|which|with|based)\\b`, 'iu'),
  /^(?:\p{Lu}[\p{L}&.'’-]*\s+){1,4}(?:is|was|has been)\s+(?:a|an|the|one of)\s/u,
  /^(?:\p{Lu}[\p{L}&.'’-]*\s+){1,4}(?:generates|employs|operates|serves|owns|manufactures|provides|offers)\s/u,
];
export const describesOrganisation = (content: string): boolean => DESCRIBES_ORGANISATION.some((re) => re.test(content.trim()));

/** What a figure names or dates instead of measuring (undefined when it may measure a result), for the analysis's results. */
export function figureNames(content: string, figure: string, at: number): string | undefined {
  const before = content.slice(Math.max(0, at - 60), at);
  const after = content.slice(at + figure.length, at + figure.length + 60);
  if (isDatePart(figure, before, after)) return 'date';
  if (isNameOrCode(content, figure, before, after)) return 'name';
  if (isListNumber(figure, before, after)) return 'list number';
  if (isAddress(before)) return 'address';
  if (BARE.test(figure) && ORGANISATION_HAS.test(before) && ORGANISATION_SIZE.test(after)) return "an organisation's size";
  if (BARE.test(figure) && AUDIENCE_BEFORE.test(before) && AUDIENCE_AFTER.test(after)) return 'audience';
  if (BARE.test(figure) && (ENGINEERING_UNIT.test(after) || CATEGORY.test(after))) return 'rating';
  if (BARE.test(figure) && (MEDALS.test(after) || (/^\s*(?:times?|titles?|cups?)\b/i.test(after) && GAME.test(content)))) return 'game';
  return undefined;
}
