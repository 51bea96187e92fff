// Reads a job posting: title, company, skills asked for, years and degree required, duties, pay, contacts.
import { findSkills, type FoundSkill } from './skills';
import { ROLE_WORDS_RE } from './resume-parser';
import { escapeRegExp, wordCount } from './text';

export interface PayRange {
  text: string;
  min: number;
  max?: number;
  period: 'year' | 'hour' | 'month' | 'week' | 'unknown';
}

export interface JobPosting {
  text: string;
  title?: string;
  company?: string;
  skills: FoundSkill[];
  requiredYears?: { years: number; text: string };
  degree?: { level: number; text: string };
  /** bullet lines: duties and requirements */
  bullets: string[];
  pay?: PayRange;
  emails: string[];
  urls: string[];
  words: number;
}

export const FREE_MAIL = /@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mail|gmx|proton|protonmail|yandex|zoho|inbox|qq|163)\.[a-z.]+$/i;

const MONEY = String.raw`(?:[$€£]\s?\d[\d,]*(?:\.\d+)?\s?(?:k|K)?|\d[\d,]*(?:\.\d+)?\s?(?:k|K)?\s?(?:USD|EUR|GBP|dollars))`;
const PAY_RE = new RegExp(
  String.raw`${MONEY}(?:\s*(?:-|–|—|to)\s*${MONEY.replace(/\[\$€£\]\\s\?/, '[$€£]?\\s?')})?(?:\s*(?:\/|per|an|a)\s*(hour|hr|year|yr|annum|month|mo|week|wk))?`,
  'i',
);

function amount(text: string): number {
  const n = Number(text.replace(/[^\d.]/g, ''));
  return /k\b/i.test(text) ? n * 1000 : n;
}

export function findPay(text: string): PayRange | undefined {
  for (const m of text.matchAll(new RegExp(PAY_RE.source, 'gi'))) {
    const [whole] = m;
    const parts = whole.split(/\s*(?:-|–|—|\bto\b)\s*/);
    const min = amount(parts[0]);
    const max = parts[1] ? amount(parts[1]) : undefined;
    const unit = (m[1] ?? '').toLowerCase();
    const period = /^h/.test(unit) ? 'hour' : /^(y|a)/.test(unit) ? 'year' : /^mo/.test(unit) ? 'month' : /^w/.test(unit) ? 'week' : min >= 10_000 ? 'year' : 'unknown';
    // "$50 application fee" is not pay: a pay figure sits near pay words or is a range or has a period
    const near = text.slice(Math.max(0, m.index - 60), m.index + whole.length + 30).toLowerCase();
    if (min > 0 && (max !== undefined || unit || /salary|pay|compensation|wage|base|earn|rate|ote|per hour|hourly|annual/.test(near)) && !/fee|deposit|cost|charge|payment of/.test(near))
      return { text: whole.trim(), min, max, period };
  }
  return undefined;
}

function findTitle(text: string, lines: string[]): string | undefined {
  const labelled = /^(?:job\s*title|title|position|role)\s*[:\-–]\s*(.+)$/im.exec(text)?.[1];
  if (labelled) return labelled.trim().slice(0, 120);
  const first = lines[0];
  if (first && wordCount(first) <= 10 && ROLE_WORDS_RE.test(first) && !/[.!?]$/.test(first)) return first.replace(/\s*[-–|@].*$/, '').trim() || first;
  const hiring = /\b(?:hiring|seeking|looking for|recruiting)\s+(?:an?\s+|our next\s+|a new\s+)?((?:[A-Z][\w+#/.-]*\s+){0,5}?[A-Za-z]*\b(?:engineer|developer|manager|analyst|designer|director|lead|specialist|coordinator|consultant|assistant|associate|intern|nurse|teacher|accountant|representative|administrator|officer|technician|scientist|architect|writer|recruiter|agent|clerk|driver|operator|advisor)s?)/i.exec(text);
  if (hiring) return hiring[1].trim();
  const anyLine = lines.slice(0, 5).find((l) => wordCount(l) <= 8 && ROLE_WORDS_RE.test(l) && !/[.!?]$/.test(l));
  return anyLine?.trim();
}

function findCompany(text: string, lines: string[], emails: string[]): string | undefined {
  const patterns = [
    /^(?:company|employer|organization|organisation)\s*[:\-–]\s*(.+)$/im,
    /^about\s+((?:[A-Z][\w&.'-]*\s?){1,4})\s*$/m,
    /\b(?:join|at)\s+((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,3})(?=[,.!]|\s+(?:is|as|we|and|team|where)\b)/,
    /^((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:is|are)\s+(?:a|an|the|hiring|looking|seeking)\b/m,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    const name = m?.[1]?.trim().replace(/[.,]$/, '');
    if (name && !/^(we|our|the|this|you|us|a|an|about|job|role|position)$/i.test(name) && !ROLE_WORDS_RE.test(name)) return name.slice(0, 80);
  }
  // "Senior Engineer" on the first line, "Brightwave Systems" alone on the second
  const second = lines[1];
  if (second && lines[0] && ROLE_WORDS_RE.test(lines[0]) && /^(?:[A-Z][\w&.'-]*)(?:\s+[A-Z&][\w&.'-]*){0,3}$/.test(second.split(/\s+[—–|-]\s+/)[0]) && !ROLE_WORDS_RE.test(second))
    return second.split(/\s+[—–|-]\s+/)[0].trim();
  const corporate = emails.find((e) => !FREE_MAIL.test(e));
  if (corporate) {
    const domain = corporate.split('@')[1].split('.').slice(-2, -1)[0];
    if (domain) return domain.charAt(0).toUpperCase() + domain.slice(1);
  }
  void lines;
  return undefined;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function parsePosting(text: string): JobPosting {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const emails = [...new Set(text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? [])];
  const urls = [...new Set(text.match(/\bhttps?:\/\/[^\s)>\]]+|\bwww\.[^\s)>\]]+/gi) ?? [])];
  const years = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:-\s*\d+\s*)?(?:or more\s+)?years?(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,4}?(?:experience|exp\b)/i.exec(text);
  const degreeMatch = /\b(ph\.?d|doctorate|master'?s|mba|m\.s\.|bachelor'?s|b\.s\.|b\.a\.|degree|associate'?s|high school diploma|ged)\b/i.exec(text);
  const degreeLevel = degreeMatch
    ? /ph\.?d|doctorate/i.test(degreeMatch[1])
      ? 4
      : /master|mba|m\.s/i.test(degreeMatch[1])
        ? 3
        : /bachelor|b\.s|b\.a|degree/i.test(degreeMatch[1])
          ? 2
          : 1
    : undefined;
  const company = findCompany(text, lines, emails);
  // "Harbor Logistics" names the employer, not a skill the job asks for
  const companySpans = company ? [...text.matchAll(new RegExp(escapeRegExp(company), 'g'))].map((m) => [m.index, m.index + company.length]) : [];
  const skills = findSkills(text)
    .map((f) => ({ ...f, hits: f.hits.filter((h) => !companySpans.some(([s, e]) => h.start >= s && h.end <= e)) }))
    .filter((f) => f.hits.length)
    .map((f) => ({ ...f, count: f.hits.length, surface: f.hits[0].surface }));
  return {
    text,
    title: findTitle(text, lines),
    company,
    skills,
    requiredYears: years ? { years: Number(years[1]) || WORD_NUMBERS[years[1].toLowerCase()] || 0, text: years[0] } : undefined,
    degree: degreeLevel && degreeMatch ? { level: degreeLevel, text: degreeMatch[0] } : undefined,
    bullets: lines.filter((l) => /^[•▪◦●‣∙·*–—-]\s*\S|^\d{1,2}[.)]\s+\S/.test(l)).map((l) => l.replace(/^[•▪◦●‣∙·*–—-]\s*|^\d{1,2}[.)]\s+/, '')),
    pay: findPay(text),
    emails,
    urls,
    words: wordCount(text),
  };
}
