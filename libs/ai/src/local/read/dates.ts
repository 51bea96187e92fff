// Dates as résumés write them: "Jan 2020", "January 2020", "01/2020", "2020-01", "2020", "Present", and ranges of them.

export type DateFormat = 'Month YYYY' | 'Mon YYYY' | 'MM/YYYY' | 'YYYY-MM' | 'YYYY' | "Mon 'YY" | 'Season YYYY';

export interface ResumeDate {
  year: number;
  /** 1-12 when written */
  month?: number;
  present?: boolean;
  format?: DateFormat;
  text: string;
}

export interface DateRange {
  start: ResumeDate;
  end: ResumeDate;
  text: string;
  /** offsets in the line */
  index: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
// "01/2020", "1.2020"
const NUMERIC_MONTH_YEAR = '(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d{2}';
const ONE_DATE = `(?:${MONTH_NAME}\\.?,?(?:\\s+|\\s?[-'’]\\s?)(?:19|20)\\d{2}|${MONTH_NAME}\\.?\\s+'\\d{2}|${SEASON}\\s+(?:19|20)\\d{2}|${NUMERIC_MONTH_YEAR}|(?:19|20)\\d{2}[-/](?:0[1-9]|1[0-2])(?![\\d])|(?:19|20)\\d{2})`;
// "Present", "Current", "Till Date", "to date", "till now": the role is still held
const PRESENT = "(?:(?:till|until|up\\s?to|upto|to)\\s+)?(?:present|current(?:ly)?|now|today|ongoing|date)\\b";
const RANGE_RE = new RegExp(`(${ONE_DATE})\\s*(?:-|–|—|−|to|until|till|through|thru|~)\\s*(${ONE_DATE}|${PRESENT})`, 'gi');
// "Jan. 2013 Feb. 2013": a range whose dash the page drew as a graphic, so the text has two month-year dates side by side
const MONTH_YEAR = `${MONTH_NAME}\\.?,?\\s+(?:19|20)\\d{2}`;
const SIDE_BY_SIDE_RE = new RegExp(`(?<![\\p{L}])(${MONTH_YEAR})\\s+(${MONTH_YEAR}|${PRESENT})`, 'giu');
// "10/2013 , Current", "02/2011 , 07/2012": an export that wrote its dash as a comma (the anonymised livecareer layout);
// dates with a month only, since "2019, 2020" is a list of years
const MONTHED = `(?:${MONTH_YEAR}|${NUMERIC_MONTH_YEAR})`;
const COMMA_RANGE_RE = new RegExp(`(?<![\\p{L}\\d/])(${MONTHED})\\s*,\\s*(${MONTHED}|${PRESENT})(?![\\d/])`, 'giu');
const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, 'i');
const SINGLE_RE = new RegExp(`(?<![\\d/.-])(${ONE_DATE})(?![\\d/])`, 'gi');
/** One date ending a line ("Account Executive Aug 2011", "Bartender , 05/2018"), with the space or comma before it. */
export const TRAILING_DATE_RE = new RegExp(`[\\s,]+${ONE_DATE}\\s*$`, 'i');

export function parseDate(raw: string): ResumeDate | undefined {
  const text = raw.trim();
  const lower = text.toLowerCase();
  if (PRESENT_ONLY.test(lower)) return { year: 0, present: true, text };
  let m = new RegExp(`^(${MONTH_NAME})\\.?,?(?:\\s+|\\s?[-'’]\\s?)((?:19|20)\\d{2})$`, 'i').exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
    const full = m[1].length > 3 && !/^sept$/i.test(m[1]);
    return { year: Number(m[2]), month, format: full ? 'Month YYYY' : 'Mon YYYY', text };
  }
  m = new RegExp(`^(${MONTH_NAME})\\.?\\s+'(\\d{2})$`, 'i').exec(text);
  if (m) return { year: Number(m[2]) <= 50 ? 2000 + Number(m[2]) : 1900 + Number(m[2]), month: MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, format: "Mon 'YY", text };
  m = new RegExp(`^(${SEASON})\\s+((?:19|20)\\d{2})$`, 'i').exec(text);
  if (m) return { year: Number(m[2]), month: { spring: 4, summer: 7, fall: 10, autumn: 10, winter: 1 }[m[1].toLowerCase()], format: 'Season YYYY', text };
  m = /^(0?[1-9]|1[0-2])[/.]((?:19|20)\d{2})$/.exec(text);
  if (m) return { year: Number(m[2]), month: Number(m[1]), format: 'MM/YYYY', text };
  m = /^((?:19|20)\d{2})[-/](0[1-9]|1[0-2])$/.exec(text);
  if (m) return { year: Number(m[1]), month: Number(m[2]), format: 'YYYY-MM', text };
  m = /^((?:19|20)\d{2})$/.exec(text);
  if (m) return { year: Number(m[1]), format: 'YYYY', text };
  return undefined;
}

// every date form carries a year ("2019", "'19"): a line without one is skipped before the long pattern runs
const HAS_YEAR = /(?:19|20)\d{2}|'\d{2}/;

export function findDateRanges(line: string): DateRange[] {
  const out: DateRange[] = [];
  if (!HAS_YEAR.test(line)) return out;
  const read = (re: RegExp, accept: (start: ResumeDate, end: ResumeDate) => boolean) => {
    for (const m of line.matchAll(re)) {
      const [start, end] = [parseDate(m[1]), parseDate(m[2])];
      if (start && end && accept(start, end)) out.push({ start, end, text: m[0], index: m.index });
    }
  };
  read(RANGE_RE, () => true);
  // two dates with nothing between them are a range only in order: a later one first is two events
  const inOrder = (start: ResumeDate, end: ResumeDate) => !!end.present || start.year * 12 + (start.month ?? 0) <= end.year * 12 + (end.month ?? 0);
  if (!out.length) read(SIDE_BY_SIDE_RE, inOrder);
  if (!out.length) read(COMMA_RANGE_RE, inOrder);
  return out;
}

export function findDates(line: string): ResumeDate[] {
  const out: ResumeDate[] = [];
  if (!HAS_YEAR.test(line)) return out;
  for (const m of line.matchAll(SINGLE_RE)) {
    const d = parseDate(m[1]);
    if (d) out.push(d);
  }
  return out;
}

/** Months since year 0, for arithmetic; a present end is "now". A bare year counts as its middle for starts and ends. */
export function monthIndex(d: ResumeDate, now: Date, edge: 'start' | 'end'): number {
  if (d.present) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const month = d.month ?? (edge === 'start' ? 1 : 12);
  return d.year * 12 + (month - 1);
}

export function describeMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years && rest) return `${years} yr ${rest} mo`;
  if (years) return `${years} yr${years > 1 ? 's' : ''}`;
  return `${rest} mo`;
}
