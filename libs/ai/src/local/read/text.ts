// Small text helpers shared by the analysers: tokens with offsets, sentences, quoting evidence.

export interface Token {
  /** as written */
  text: string;
  /** lower case, trailing plural "s" dropped: what matching compares */
  key: string;
  start: number;
  end: number;
}

// Words keep inner dots and trailing +/# so "Node.js", "ASP.NET", ".NET", "C++" and "C#" stay whole.
const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}]+[+#]*)*|\.[\p{L}][\p{L}\p{N}]*/gu;

export function matchKey(word: string): string {
  const lower = word.toLowerCase();
  // "logistics", "statistics", "analytics" are fields, not plurals: "Logistic Regression" is no logistics
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('ics') && /^[a-z]+$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) out.push({ text: m[0], key: matchKey(m[0]), start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * A pure function of one string that remembers its answers for the last `size` strings up to `longest` characters:
 * the analysis asks the same bullet the same question from several checks (a two-page résumé's 34 lines were read for
 * figures 546 times). The answer is frozen, as every caller shares it; what is kept stays bounded (size × longest).
 */
export function rememberedByText<T extends object>(compute: (text: string) => T, size = 256, longest = 2_000): (text: string) => Readonly<T> {
  const answers = new Map<string, Readonly<T>>();
  return (text) => {
    const known = answers.get(text);
    if (known) return known;
    const answer = Object.freeze(compute(text));
    if (text.length > longest) return answer;
    // the oldest goes first (a Map keeps insertion order), so memory stays bounded whatever the input
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(text, answer);
    return answer;
  };
}

// The answers of pure readings kept for one piece of work (one letter), then dropped: a text the work reads again is
// read once, and no answer outlives the request that asked it (a repeated request reads everything anew).
let workMemos: Map<unknown, Map<string, unknown>> | undefined;

/** `work` with the readings made `rememberedInWork` remembered while it runs (nested work shares the outer one's). */
export function inOneWork<T>(work: () => T): T {
  if (workMemos) return work();
  workMemos = new Map();
  try {
    return work();
  } finally {
    workMemos = undefined;
  }
}

/**
 * A pure function of one string whose answers are remembered within one piece of work (inOneWork) and computed as
 * before outside any. Every caller in the work shares an answer: none may change it.
 */
export function rememberedInWork<T>(compute: (text: string) => T): (text: string) => T {
  return (text) => {
    if (!workMemos) return compute(text);
    let memo = workMemos.get(compute) as Map<string, T> | undefined;
    if (!memo) workMemos.set(compute, (memo = new Map()));
    if (memo.has(text)) return memo.get(text) as T;
    const answer = compute(text);
    memo.set(text, answer);
    return answer;
  };
}

export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

/**
 * Sentences of prose, splitting on . ! ? and line breaks (résumé lines rarely end with a period), but not after a title
 * or a short form that never ends one ("Dr. Mehta", "Rs. 15,000", "e.g. Jira", "No. 4").
 */
export function sentences(text: string): string[] {
  return text
    // (a company's "Pvt." or "Co." before its "Ltd." or "Inc." ends no sentence: "…in SMEC Automation Pvt. Ltd. for 6 months";
    // nor does "U.S." before a name: "…for 130 U.S. Navy aircraft")
    .split(/(?<=[.!?])(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|Rs|vs|approx|e\.g|i\.e|Pvt|Pte|U\.S|U\.K)\.)(?<!\bNo\.(?=\s+\d))\s+(?!(?:Ltd|Inc|LLC|LLP|Pvt)\b)(?=[A-Z0-9"“(])|\n+/)
    .map((s) => s.replace(/^[\s•▪◦●‣∙·*–—-]+/, '').trim())
    .filter((s) => s.length > 0);
}

/** A line cut to a readable quote for evidence. */
export function quote(line: string, max = 90): string {
  const clean = line.replace(/\s+/g, ' ').trim();
  return `"${clean.length > max ? clean.slice(0, max - 1).trimEnd() + '…' : clean}"`;
}

/** Room a quote keeps for the words after the part it shows. */
const AFTER_PART = 20;
// where a clause starts: after a sentence's or a clause's stop, or at a bullet a page ran on ("…penetration Managed a…",
// "…Administrator.Slashed support…")
const CLAUSE_START = /(?:[.;:!?]|\s[-–—])\s+(?=\S)|(?<=[a-z])\s(?=[A-Z][a-z])|(?<=[a-z][.;!?])(?=[A-Z][a-z])/g;

/**
 * quote(), showing `part` of the line however far in it stands: a long line whose part falls past the cut is quoted from
 * the start of the clause that holds it ("…Managed a portfolio of 250 accounts that generated 36% of…"), or as near
 * as fits. A result quoted without its figure shows nothing of the result.
 */
export function quoteShowing(line: string, part: string | undefined, max = 90): string {
  const clean = line.replace(/\s+/g, ' ').trim();
  const at = part ? clean.indexOf(part) : -1;
  if (at < 0 || at + part!.length <= max - 1) return quote(clean, max);
  // the opening "…", the part and a few words after it must fit ("$23 million", not "$23 milli…"), so the quote starts
  // no earlier than this
  const earliest = Math.min(at, Math.max(0, at + part!.length + AFTER_PART - (max - 2)));
  let start = -1;
  for (const m of clean.slice(0, at).matchAll(CLAUSE_START)) if (m.index + m[0].length >= earliest) start = m.index + m[0].length;
  if (start < 0) start = Math.min(at, clean.indexOf(' ', earliest) + 1 || earliest);
  const rest = clean.slice(start);
  if (rest.length <= max - 1) return `"…${rest}"`;
  // …and it ends on a whole word
  const cut = rest.slice(0, max - 2);
  return `"…${cut.slice(0, Math.max(cut.lastIndexOf(' '), at - start + part!.length)).trimEnd()}…"`;
}

export function listing(items: string[], max = 4): string {
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '');
}

export function clamp(n: number, lo = 0, hi = 1): number {
  return Math.min(hi, Math.max(lo, n));
}

export function pct(n: number): number {
  return Math.round(clamp(n) * 100);
}

export function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A TF-IDF vector of unit length, in the order the counts come: each key weighs (1 + ln of its count) × its idf, as job
 * match reads a text and the scam model an ad's words.
 */
export function unitTfIdf<K>(counts: Iterable<[K, number]>, idf: (key: K) => number): Map<K, number> {
  const v = new Map<K, number>();
  let norm = 0;
  for (const [key, count] of counts) {
    const weight = (1 + Math.log(count)) * idf(key);
    norm += weight * weight;
    v.set(key, weight);
  }
  norm = Math.sqrt(norm) || 1;
  for (const [key, weight] of v) v.set(key, weight / norm);
  return v;
}

export function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A word or label with a capital only first, as it reads mid-sentence: "Logistics" → "logistics"; "SQL", "iOS" stay. */
export const lowerFirst = (label: string): string => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label);

export function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)/g, (_, a: string, b: string) => a.toUpperCase() + b);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function formatMoney(n: number): string {
  return '$' + Math.round(n).toLocaleString('en-US');
}

/** 1-based line number of each offset in a text, by binary search over the line starts. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** The longest run of spaces a layout needs: column gaps and right-aligned dates in text extracted with its layout. */
export const LONGEST_GAP = 100;

/**
 * An input's runs of white space cut to what a layout needs: a gap on a line to LONGEST_GAP characters, blank lines
 * to two. A paste of 50,000 spaces then costs what a short text does: some of the analysers' patterns try a run from
 * each of its characters, which costs time in the square of the run's length.
 */
export function boundWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(new RegExp(`[^\\S\\n]{${LONGEST_GAP + 1},}`, 'g'), (gap) => gap.slice(0, LONGEST_GAP))
    .replace(/\n(?:[^\S\n]*\n){3,}/g, '\n\n\n');
}

/** A tool's input with boundWhitespace applied to each of its texts (its string fields, and lists of strings). */
export function withBoundedWhitespace<T>(input: T): T {
  if (!input || typeof input !== 'object') return input;
  const bounded = (value: unknown): unknown =>
    typeof value === 'string' ? boundWhitespace(value) : Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? boundWhitespace(item) : item)) : value;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, bounded(value)])) as T;
}

// Windows-1252's characters for the bytes 0x80–0x9f: UTF-8 read as Windows-1252 shows them ("â€“" for "–").
const CP1252_BYTE: Record<string, number> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((c, i) => [c, 0x80 + i]),
);
const MOJIBAKE_RE = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]{1,3}/g;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text that was UTF-8 read as Windows-1252 put back: "â€“" → "–", "Ã©" → "é", "â€¢" → "•". A run is decoded only when
 * its bytes are one whole, valid UTF-8 character, so real accented text ("café–bar") is left alone.
 */
export function undoMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return text.replace(MOJIBAKE_RE, (run) => {
    const bytes = [...run].map((c) => CP1252_BYTE[c] ?? c.charCodeAt(0));
    const length = bytes[0] >= 0xf0 ? 4 : bytes[0] >= 0xe0 ? 3 : 2;
    // too few bytes, or bytes that are no character, throw: the run stays as written
    try {
      return UTF8.decode(new Uint8Array(bytes.slice(0, length))) + run.slice(length);
    } catch {
      return run;
    }
  });
}

/** Encoding debris PDF and Word exports leave: UTF-8 read as Windows-1252, "Â" before a space, "ï¼" for a full-width comma, no-break and zero-width spaces. */
export function repairText(text: string): string {
  return undoMojibake(text)
    .replace(/\u00a0/g, ' ')
    .replace(/\u2028/g, '\n')
    .replace(/Â(?=[\s.,;:]|$)/g, '')
    .replace(/ï¼\u200b?|，/g, ',')
    .replace(/\u200b/g, '');
}
