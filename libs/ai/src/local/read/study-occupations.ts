// The occupations a degree's field of study leads to, as a recruiter reads "LL.B.", "B.E. Mechanical" or "MFA,
// Painting": many résumés name no job title a parser can find, and their degree says what they trained for. Only
// fields that lead to a profession are listed; a general degree ("B.Com", "Bachelor of Arts") names none.
// Codes are SOC 2018 (the same as data/title-occupations.json).
import type { OccupationVector } from './occupations';
import type { Education } from './resume-parser';

const ENGINEERING_DEGREE = /\b(?:b\.?\s?e|m\.?\s?e|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|diploma|bachelor(?:'s|’s|s)?|master(?:'s|’s|s)?|degree)\b|\bengineer(?:ing)?\b/i;

/** Engineering fields, read only beside an engineering degree ("B.E. Mechanical", "Diploma in Electrical"). */
const ENGINEERING_FIELDS: [RegExp, string[]][] = [
  [/\b(?:civil|structur(?:e|al))\b/i, ['17-2051']],
  [/\b(?:mechanical|automobile|automotive)\b/i, ['17-2141']],
  [/\b(?:electrical|instrumentation)\b/i, ['17-2071']],
  [/\belectronics?\b/i, ['17-2072']],
  [/\bchemical\b/i, ['17-2041']],
  [/\b(?:industrial|production)\b/i, ['17-2112']],
  [/\b(?:aerospace|aeronautical)\b/i, ['17-2011']],
  [/\benvironmental\b/i, ['17-2081']],
  [/\bbio-?medical\b/i, ['17-2031']],
  [/\bpetroleum\b/i, ['17-2171']],
];

/** Fields and professional degrees that name their profession wherever they are written. */
const PROFESSIONS: [RegExp, string[]][] = [
  [/\b(?:ll\.?\s?[bm]\b\.?|j\.?\s?d\.?(?=[\s,)]|$)|juris doctor|laws?\b|legal studies)/i, ['23-1011']],
  [/\b(?:nursing|b\.?\s?sc\.? nursing|bsn|msn|gnm)\b/i, ['29-1141']],
  [/\b(?:mbbs|bachelor of medicine)\b/i, ['29-1229']],
  [/\b(?:pharmacy|b\.?\s?pharm|m\.?\s?pharm|pharm\.?\s?d)\b/i, ['29-1051']],
  [/\b(?:b\.?\s?arch|m\.?\s?arch|architecture)\b/i, ['17-1011']],
  [/\b(?:b\.?\s?ed|m\.?\s?ed|(?:bachelor|master)(?:'s|’s|s)? (?:of|in) education)\b/i, ['25-2021', '25-2031']],
  [/\b(?:fine arts?|b\.?\s?f\.?\s?a|m\.?\s?f\.?\s?a|painting|sculpture|illustration)\b/i, ['27-1013', '27-1024']],
  [/\b(?:graphic design|visual communication|animation|multimedia)\b/i, ['27-1024', '27-1014']],
  [/\b(?:journalism|mass communication|mass media)\b/i, ['27-3023', '27-3031']],
  [/\b(?:accountancy|accounting|chartered accountant|cpa)\b/i, ['13-2011']],
  [/\b(?:human resources?(?: management)?|hrm|hr|personnel management)\b/i, ['13-1071', '11-3121']],
  [/\bmarketing\b/i, ['11-2021', '13-1161']],
  [/\bfinance\b/i, ['13-2051', '11-3031']],
  [/\b(?:hotel management|hospitality)\b/i, ['11-9081']],
];

/** The occupations the résumé's degrees and fields point at (each entry's codes share one unit), and those degrees. */
export function occupationOfStudy(education: Education[]): { occupations: OccupationVector; degrees: string[] } {
  const v: OccupationVector = new Map();
  const degrees: string[] = [];
  for (const entry of education) {
    if (!entry.degree) continue;
    const text = entry.line.text;
    const codes = PROFESSIONS.filter(([re]) => re.test(text)).flatMap(([, c]) => c);
    if (ENGINEERING_DEGREE.test(text)) codes.push(...ENGINEERING_FIELDS.filter(([re]) => re.test(text)).flatMap(([, c]) => c));
    for (const code of codes) v.set(code, (v.get(code) ?? 0) + 1 / codes.length);
    if (codes.length) degrees.push(entry.degree);
  }
  return { occupations: v, degrees };
}
