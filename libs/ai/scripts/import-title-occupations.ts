// Builds libs/ai/data/title-occupations.json from O*NET's job titles (Alternate Titles, the copy in
// shared/data/salary/title-to-soc.csv; see its SOURCES.md). Two tables:
// - features: for each word stem and each pair of adjacent stems, how its titles spread over detailed SOC
//   occupations ("softwar engin" → 15-1252, "sale" → 41-4012, 41-2031, 11-2022…). Job match reads a title's
//   occupation from it.
// - oneWord: for each title O*NET writes as one word ("Controller", "Officer", "Estimator"), the occupations it names
//   exactly ("Controller" → Financial Managers, Credit Authorizers), which its stem's spread over every title using it
//   (mostly Air Traffic Controllers) hides. Job match chooses among them by the posting's own words.
// - related: for each occupation, the occupations whose titles use the same distinctive words (TF-IDF cosine of
//   their title stems): Sales Managers sit near Sales Representatives, Marketing Managers near Market Research
//   Analysts. Job match counts a related occupation as a partial fit, as a recruiter would.
// Run: npm run import-title-occupations -w @careerkit/ai [-- <title-to-soc.csv>] (soc-to-oews.csv read beside it)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { titleFeatures } from '../src/local/read/occupations';

const csvPath = resolve(process.argv[2] ?? resolve(__dirname, '../../../../shared/data/salary/title-to-soc.csv'));
/** SOC 2018 occupation titles, from the same folder (soc-to-oews.csv), for evidence. */
const socPath = resolve(csvPath, '../soc-to-oews.csv');
const rows = parse(readFileSync(csvPath, 'utf8'), { columns: true, skip_empty_lines: true }) as { title: string; soc_code: string }[];

/** A feature seen in fewer titles says little; occupations under this share of a feature are dropped. */
const MIN_TITLES = 2;
const MIN_SHARE = 0.04;
const MAX_CODES = 6;
/** Related occupations kept per occupation, and the least similarity that counts. */
const MAX_RELATED = 12;
/** Words of rank, not of trade: "Sales Manager" relates to sales jobs through "sales", not to every manager. */
const RANK_WORDS = new Set(['manag', 'director', 'supervisor', 'superintend', 'vice', 'presid', 'execut', 'coordin', 'chief', 'head', 'foreman', 'forewoman', 'supervis', 'administr', 'offic']);
const MIN_RELATED = 0.2;

const names: Record<string, string> = {};
for (const row of parse(readFileSync(socPath, 'utf8'), { columns: true, skip_empty_lines: true }) as { soc_code: string; soc_title: string }[]) names[row.soc_code] = row.soc_title;

const spread = new Map<string, Map<string, number>>();
const titleCount = new Map<string, number>();
const words = new Map<string, Map<string, number>>();
const titlesOf = new Map<string, number>();
/** Titles O*NET writes as one word, by their stem: the occupations each names exactly. */
const oneWord = new Map<string, Set<string>>();
for (const row of rows) {
  titlesOf.set(row.soc_code, (titlesOf.get(row.soc_code) ?? 0) + 1);
  const code = row.soc_code;
  const features = titleFeatures(row.title);
  if (/^\S+$/.test(row.title.trim()) && features.length === 1) oneWord.set(features[0], (oneWord.get(features[0]) ?? new Set<string>()).add(code));
  for (const f of features) {
    titleCount.set(f, (titleCount.get(f) ?? 0) + 1);
    const m = spread.get(f) ?? new Map<string, number>();
    m.set(code, (m.get(code) ?? 0) + 1 / features.length);
    spread.set(f, m);
    if (!f.includes(' ') && !RANK_WORDS.has(f)) {
      const w = words.get(code) ?? new Map<string, number>();
      w.set(f, (w.get(f) ?? 0) + 1);
      words.set(code, w);
    }
  }
}
const round = (x: number) => Math.round(x * 100) / 100;
const features: Record<string, [string, number][]> = {};
for (const [f, m] of [...spread.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...m.values()].reduce((a, b) => a + b, 0);
  if ((titleCount.get(f) ?? 0) < MIN_TITLES) continue;
  const kept = [...m.entries()].map(([g, n]) => [g, n / total] as [string, number]).filter(([, s]) => s >= MIN_SHARE).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MAX_CODES);
  if (kept.length) features[f] = kept.map(([g, s]) => [g, round(s)]);
}

// each occupation's title words, weighed by the share of its titles that use them × idf over occupations, unit length:
// the word most of its titles share ("sales" for Sales Managers) speaks for it
const codes = [...words.keys()].sort();
const df = new Map<string, number>();
for (const w of words.values()) for (const k of w.keys()) df.set(k, (df.get(k) ?? 0) + 1);
const profile = new Map<string, Map<string, number>>();
for (const code of codes) {
  const v = new Map<string, number>();
  for (const [k, n] of words.get(code)!) v.set(k, (n / titlesOf.get(code)!) * Math.log(codes.length / df.get(k)!));
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
  for (const [k, x] of v) v.set(k, x / norm);
  profile.set(code, v);
}
const related: Record<string, [string, number][]> = {};
for (const a of codes) {
  const pa = profile.get(a)!;
  const sims: [string, number][] = [];
  for (const b of codes) {
    if (a === b) continue;
    let dot = 0;
    for (const [k, x] of pa) dot += x * (profile.get(b)!.get(k) ?? 0);
    if (dot >= MIN_RELATED) sims.push([b, round(dot)]);
  }
  if (sims.length) related[a] = sims.sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).slice(0, MAX_RELATED);
}

const out = {
  source:
    'O*NET Alternate Titles (O*NET-SOC 2019 taxonomy, SOC 2018 codes), via shared/data/salary/title-to-soc.csv: for each title word stem and adjacent stem pair, its share of titles in each detailed SOC occupation (features); the SOC title of each occupation (names, from soc-to-oews.csv); for each title written as one word, the occupations it names (oneWord); for each occupation, the occupations whose titles share its distinctive words (related, TF-IDF cosine of title stems).',
  attribution:
    'This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. The data were reformatted; USDOL/ETA has not approved, endorsed, or tested these modifications.',
  titles: rows.length,
  names: Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b))),
  features,
  oneWord: Object.fromEntries([...oneWord.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, codes]) => [k, [...codes].sort()])),
  related,
};
writeFileSync(resolve(__dirname, '../data/title-occupations.json'), JSON.stringify(out).replace(/\],"/g, '],\n"') + '\n');
console.log(`${rows.length} titles → ${Object.keys(features).length} features, ${oneWord.size} one-word titles, ${Object.keys(related).length} occupations with related ones`);
