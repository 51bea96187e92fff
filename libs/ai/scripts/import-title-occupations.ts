// Builds libs/ai/data/title-occupations.json: for each word stem and each pair of adjacent stems in O*NET's job
// titles (Alternate Titles, the copy in shared/data/salary/title-to-soc.csv; see its SOURCES.md), how its titles
// spread over SOC minor groups ("15-12" computer occupations, "29-11" health diagnosing and treating…). Job match
// reads a title's occupation from it: "Java Developer", "Software Engineer" and "Data Scientist" land in 15-12/15-20,
// "Controls Engineer" in 17-20. Run: npm run import-title-occupations -w @careerkit/ai [-- <title-to-soc.csv>]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { titleFeatures } from '../src/local/occupations';

const csvPath = resolve(process.argv[2] ?? resolve(__dirname, '../../../../shared/data/salary/title-to-soc.csv'));
const rows = parse(readFileSync(csvPath, 'utf8'), { columns: true, skip_empty_lines: true }) as { title: string; soc_code: string }[];

/** A feature seen in fewer titles says little; groups under this share of a feature are dropped. */
const MIN_TITLES = 2;
const MIN_SHARE = 0.04;

const spread = new Map<string, Map<string, number>>();
const titleCount = new Map<string, number>();
for (const row of rows) {
  const group = row.soc_code.slice(0, 5);
  const features = titleFeatures(row.title);
  for (const f of features) {
    titleCount.set(f, (titleCount.get(f) ?? 0) + 1);
    const m = spread.get(f) ?? new Map<string, number>();
    m.set(group, (m.get(group) ?? 0) + 1 / features.length);
    spread.set(f, m);
  }
}
const features: Record<string, [string, number][]> = {};
for (const [f, m] of [...spread.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...m.values()].reduce((a, b) => a + b, 0);
  if ((titleCount.get(f) ?? 0) < MIN_TITLES) continue;
  const kept = [...m.entries()].map(([g, n]) => [g, n / total] as [string, number]).filter(([, s]) => s >= MIN_SHARE).sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (kept.length) features[f] = kept.map(([g, s]) => [g, Math.round(s * 100) / 100]);
}
const out = {
  source: 'O*NET Alternate Titles (O*NET-SOC 2019 taxonomy, SOC 2018 codes), via shared/data/salary/title-to-soc.csv: for each title word stem and adjacent stem pair, its share of titles in each SOC minor group.',
  attribution:
    'This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. The data were reformatted; USDOL/ETA has not approved, endorsed, or tested these modifications.',
  titles: rows.length,
  features,
};
writeFileSync(resolve(__dirname, '../data/title-occupations.json'), JSON.stringify(out).replace(/\],"/g, '],\n"') + '\n');
console.log(`${rows.length} titles → ${Object.keys(features).length} features`);
