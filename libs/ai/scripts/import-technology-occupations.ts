// Builds libs/ai/data/technology-occupations.json: for each technology of the ATS vocabulary (data/skills-vocabulary.json)
// that few occupations use, the SOC occupations O*NET lists it for (Technology Skills, the reformatted copy in
// shared/data/skills/occupation-technology.csv; see its SOURCES.md). Job match reads what a résumé's or a posting's
// tools say about its occupation from it: AutoCAD and Revit point at drafters and civil engineers, Salesforce at
// sales jobs, Epic at nurses; Excel, which 856 occupations list, says nothing and is left out.
// Run: npm run import-technology-occupations -w @careerkit/ai [-- <occupation-technology.csv>]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import vocabulary from '../data/skills-vocabulary.json';

const csvPath = resolve(process.argv[2] ?? resolve(__dirname, '../../../../shared/data/skills/occupation-technology.csv'));
const rows = parse(readFileSync(csvPath, 'utf8'), { columns: true, skip_empty_lines: true }) as { soc_code: string; technology: string }[];

/** A technology more occupations list than this is a general office or computer tool: it names no occupation. */
const MAX_OCCUPATIONS = 25;

const names = new Set((vocabulary.skills as unknown as [string][]).map(([written]) => written.replace(/^[@^]/, '')));
const codes = new Map<string, Set<string>>();
for (const row of rows) {
  if (!names.has(row.technology)) continue;
  const set = codes.get(row.technology) ?? new Set<string>();
  set.add(row.soc_code);
  codes.set(row.technology, set);
}
const occupations: Record<string, string[]> = {};
for (const [name, set] of [...codes.entries()].sort(([a], [b]) => a.localeCompare(b))) if (set.size <= MAX_OCCUPATIONS) occupations[name] = [...set].sort();
const out = {
  source: `O*NET Technology Skills (USDOL/ETA), via shared/data/skills/occupation-technology.csv: for each vocabulary technology listed by at most ${MAX_OCCUPATIONS} SOC occupations, those occupations.`,
  attribution:
    'This product includes information from the O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. The data were reformatted; USDOL/ETA has not approved, endorsed, or tested these modifications.',
  occupationCount: new Set(rows.map((r) => r.soc_code)).size,
  occupations,
};
writeFileSync(resolve(__dirname, '../data/technology-occupations.json'), JSON.stringify(out).replace(/\],"/g, '],\n"') + '\n');
console.log(`${Object.keys(occupations).length} of ${names.size} vocabulary technologies name occupations (≤ ${MAX_OCCUPATIONS} each)`);
