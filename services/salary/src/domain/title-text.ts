// How a job title is compared: the same normal form for what the user typed and for every known title.

/** Spellings of one word that people write apart or joined ("front-end", "front end", "frontend"). */
const JOINED: [RegExp, string][] = [
  [/\bfront end\b/g, 'frontend'],
  [/\bback end\b/g, 'backend'],
  [/\bfull stack\b/g, 'fullstack'],
  [/\bdev ops\b/g, 'devops'],
  [/\bdata base\b/g, 'database'],
];
/** Abbreviations that mean one thing in a job title. */
const ABBREVIATIONS = new Map(Object.entries({
  mgr: 'manager',
  engr: 'engineer',
  dev: 'developer',
  devs: 'developer',
  asst: 'assistant',
  rep: 'representative',
  swe: 'software engineer',
  sde: 'software development engineer',
}));
/** Words that say how senior, not what the job is: the experience level carries seniority. */
const SENIORITY = new Set(['senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'mid', 'entry', 'level', 'experienced', 'trainee', 'i', 'ii', 'iii', 'iv', '1', '2', '3', '4']);

/** Plural → singular, roughly but identically on both sides ("nurses" → "nurse", "secretaries" → "secretary"). */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Lower case, ASCII, words only, abbreviations spelled out, each word singular. */
export function normalizeTitle(text: string): string {
  let t = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/c\+\+/g, ' cplusplus ')
    .replace(/c#/g, ' csharp ')
    .replace(/\.net\b/g, ' dotnet ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [pattern, joined] of JOINED) t = t.replace(pattern, joined);
  return t
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (ABBREVIATIONS.get(word) ?? word).split(' '))
    .map(singular)
    .join(' ');
}

/** The title without its seniority words ("senior software engineer ii" → "software engineer"); '' if nothing is left. */
export function withoutSeniority(normalized: string): string {
  return normalized
    .split(' ')
    .filter((word) => !SENIORITY.has(word))
    .join(' ');
}

/** Character trigrams of a normalized title, each word padded so word starts and ends count. */
export function trigrams(normalized: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalized.split(' ')) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** The words two normalized titles share. */
export function sharedWords(a: string, b: string): number {
  const words = new Set(a.split(' '));
  return new Set(b.split(' ').filter((w) => words.has(w))).size;
}

/** Edits (insert, delete, substitute, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Typos a word of this length may carry and still be the same word. */
const typosAllowed = (word: string) => (word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2);

/**
 * How alike two titles are when they have the same words, each at most a typo or two apart (in any order):
 * 1 − edits / letters. null when a word of either has no counterpart ("prompt engineer" is not "product engineer").
 */
export function typoSimilarity(a: string, b: string): number | null {
  const left = a.split(' ');
  const right = b.split(' ');
  if (left.length !== right.length) return null;
  const unused = new Set(right.keys());
  let edits = 0;
  for (const word of left) {
    let best: { index: number; distance: number } | undefined;
    for (const index of unused) {
      const distance = editDistance(word, right[index]);
      if (distance <= Math.min(typosAllowed(word), typosAllowed(right[index]) || 0) && (!best || distance < best.distance)) best = { index, distance };
    }
    if (!best) return null;
    unused.delete(best.index);
    edits += best.distance;
  }
  return 1 - edits / Math.max(a.replace(/ /g, '').length, b.replace(/ /g, '').length);
}
