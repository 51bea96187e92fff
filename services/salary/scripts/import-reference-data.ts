// Turns the federal statistics in ../shared/data/salary (described in its SOURCES.md) into the salary service's
// reference data, services/salary/data/{occupations,titles,price-parities}.json, which the service loads at start.
// A newer BLS or BEA release is one re-import: drop the new CSVs beside the old ones and run this again.
//
//   npx tsx services/salary/scripts/import-reference-data.ts [folder with the CSVs]
//
// Nothing is estimated here: an empty (suppressed or top-coded) cell stays null, and the service says 'Data Limited'.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SERVICE = resolve(__dirname, '..');
const OUT = join(SERVICE, 'data');
const from = resolve(process.argv[2] ?? join(SERVICE, '..', '..', '..', 'shared', 'data', 'salary'));

/** The O*NET release the title file comes from (SOURCES.md: "likely 30.0"; the workbook carries no stamp). */
const ONET_RELEASE = '30.0';
const ONET_YEAR = 2025;
/**
 * O*NET source codes that mark an alternate title as in real use (SOURCES.md §2): 02 incumbents, 10 employer job
 * postings, 09 what users typed into DOL's web apps (the words job seekers use), 01 professional associations.
 */
const REAL_USE_SOURCES = ['02', '10', '09', '01'];

type Row = Record<string, string>;

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
function readCsv(file: string): Row[] {
  const text = readFileSync(join(from, file), 'utf8').replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      field = '';
      record = [];
    } else field += c;
  }
  if (field !== '' || record.length) records.push([...record, field]);
  const [header, ...rows] = records.filter((r) => r.length > 1 || r[0] !== '');
  return rows.map((r) => {
    if (r.length !== header.length) throw new Error(`${file}: a row has ${r.length} fields, the header ${header.length}: ${r.join(',')}`);
    return Object.fromEntries(header.map((name, i) => [name, r[i].trim()]));
  });
}

const num = (cell: string | undefined): number | null => {
  if (cell === undefined || cell === '') return null;
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new Error(`not a number: ${cell}`);
  return value;
};

function latest(prefix: string): { file: string; year: number } {
  const found = readdirSync(from)
    .map((file) => ({ file, match: new RegExp(`^${prefix}-(\\d{4})\\.csv$`).exec(file) }))
    .filter((f) => f.match)
    .map((f) => ({ file: f.file, year: Number(f.match![1]) }))
    .sort((a, b) => b.year - a.year);
  if (!found.length) throw new Error(`no ${prefix}-<year>.csv in ${from}`);
  return found[0];
}

function write(name: string, value: unknown, rowsKey: string) {
  // One row per line: compact, and a re-import shows as a readable diff.
  const { [rowsKey]: rows, ...head } = value as Record<string, unknown[]>;
  const body = (rows as unknown[]).map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  writeFileSync(join(OUT, name), `${headJson},\n  "${rowsKey}": [\n${body}\n  ]\n}\n`);
  console.log(`wrote data/${name}: ${(rows as unknown[]).length} ${rowsKey}`);
}

// ---- BLS OEWS national wages: detailed occupations of the latest release ------------------------------------
const oews = latest('oews-national');
const wageRows = readCsv(oews.file).filter((r) => r.o_group === 'detailed');
const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;
const occupations = wageRows.map((r) => {
  const topCoded = r.top_coded ? r.top_coded.split(';').map((c) => c.trim()) : [];
  return {
    code: r.soc_code,
    title: r.title,
    employment: num(r.employment),
    employmentRse: num(r.emp_prse),
    ...Object.fromEntries(PERCENTILES.map((p) => [p, num(r[`a_${p}`])])),
    /** Published as hourly only (e.g. actors): the annual figures are empty, the hourly median is kept for a note. */
    hourlyMedian: r.hourly_only === 'TRUE' ? num(r.h_p50) : null,
    annualOnly: r.annual_only === 'TRUE',
    hourlyOnly: r.hourly_only === 'TRUE',
    /** Annual percentiles BLS showed as '#' (at least $239,200 a year): null here, never a number. */
    topCoded: PERCENTILES.filter((p) => topCoded.includes(`a_${p}`)),
  };
});
const byCode = new Map(occupations.map((o) => [o.code, o]));

// ---- SOC 2018 → OEWS row ----------------------------------------------------------------------------------
const socRows = readCsv('soc-to-oews.csv');
const oewsCodeOf = new Map<string, string>();
const unpublished: { code: string; title: string }[] = [];
for (const r of socRows) {
  if (r.relation === 'military_not_covered') continue;
  if (r.oews_code) {
    if (!byCode.has(r.oews_code)) throw new Error(`soc-to-oews: ${r.soc_code} → ${r.oews_code}, which ${oews.file} has no detailed row for`);
    oewsCodeOf.set(r.soc_code, r.oews_code);
  } else {
    // A SOC occupation BLS publishes no national wages for (legislators): kept, so the answer can say so.
    oewsCodeOf.set(r.soc_code, r.soc_code);
    unpublished.push({ code: r.soc_code, title: r.soc_title });
  }
}
const noFigures = Object.fromEntries(PERCENTILES.map((p) => [p, null]));
const allOccupations = [
  ...occupations.map((o) => ({ ...o, published: true })),
  ...unpublished.map((u) => ({ code: u.code, title: u.title, employment: null, employmentRse: null, ...noFigures, hourlyMedian: null, annualOnly: false, hourlyOnly: false, topCoded: [], published: false })),
].sort((a, b) => a.code.localeCompare(b.code));

write(
  'occupations.json',
  {
    source: {
      dataset: 'Occupational Employment and Wage Statistics (OEWS), national cross-industry estimates',
      publisher: 'U.S. Bureau of Labor Statistics',
      release: `May ${oews.year}`,
      year: oews.year,
      url: 'https://www.bls.gov/oes/tables.htm',
      file: oews.file,
      note: 'Annual wages in USD (employer-reported base pay). null = not published: suppressed, hourly-only or top-coded (see topCoded).',
    },
    occupations: allOccupations,
  },
  'occupations',
);

// ---- O*NET titles → OEWS occupation -----------------------------------------------------------------------
// flags: bit 0 = O*NET occupation title (O), bit 1 = short title (S), bit 2 = alternate title (A);
// bits 3.. = O*NET source codes 01..10 (bit 2+n for source n).
const KIND_BITS: Record<string, number> = { O: 1, S: 2, A: 4 };
const titleRows = readCsv('title-to-soc.csv');
const titles = new Map<string, { title: string; code: string; flags: number }>();
let dropped = 0;
for (const r of titleRows) {
  const code = oewsCodeOf.get(r.soc_code);
  if (!code) {
    dropped++;
    continue;
  }
  const sources = r.sources.split(/\s+/).filter(Boolean);
  const official = r.kind.includes('O') || r.kind.includes('S');
  if (!official && !sources.some((s) => REAL_USE_SOURCES.includes(s))) continue;
  let flags = [...r.kind].reduce((bits, k) => bits | (KIND_BITS[k] ?? 0), 0);
  for (const s of sources) flags |= 1 << (2 + Number(s));
  const key = `${r.title.toLowerCase()}|${code}`;
  const known = titles.get(key);
  titles.set(key, { title: known?.title ?? r.title, code, flags: (known?.flags ?? 0) | flags });
}
function titlesByCode() {
  const grouped = new Map<string, { title: string; flags: number }[]>();
  for (const t of titles.values()) grouped.set(t.code, [...(grouped.get(t.code) ?? []), t]);
  return grouped;
}
write(
  'titles.json',
  {
    source: {
      dataset: `O*NET ${ONET_RELEASE} Database, Alternate Titles`,
      publisher: 'National Center for O*NET Development, for USDOL/ETA',
      release: ONET_RELEASE,
      year: ONET_YEAR,
      license: 'CC BY 4.0 (see ATTRIBUTION.md)',
      url: 'https://www.onetcenter.org/database.html',
      kept: 'O*NET occupation titles, short titles, and the alternate titles O*NET sourced from incumbents (02), employer job postings (10), user input to DOL web apps (09) or associations (01); SOC codes mapped to the OEWS row through soc-to-oews.csv',
      layout: 'one row per occupation: [OEWS code, [[title, flags], …]]',
      flags: 'bit 0 occupation title, bit 1 short title, bit 2 alternate title; bit 2+n: O*NET source code n (01..10)',
    },
    // One line per occupation: [code, [[title, flags], …]].
    occupations: [...titlesByCode()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, list]) => [code, list.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })).map((t) => [t.title, t.flags])]),
  },
  'occupations',
);
console.log(`  (${titles.size} titles)`);
if (dropped) console.log(`  (${dropped} title rows name a SOC code with no OEWS coverage and were left out)`);

// ---- BEA regional price parities ---------------------------------------------------------------------------
const stateRows = readCsv('rpp-state.csv');
const rppYear = Math.max(...Object.keys(stateRows[0]).map((k) => Number(/^rpp_(\d{4})$/.exec(k)?.[1] ?? 0)));
const rpp = (r: Row) => num(r[`rpp_${rppYear}`]);
const parities = [
  ...stateRows
    .filter((r) => r.state_abbr !== 'US')
    .map((r) => ({ kind: 'state', code: r.state_abbr, name: r.state, rpp: rpp(r), metroPortion: num(r[`rpp_metro_portion_${rppYear}`]), nonmetroPortion: num(r[`rpp_nonmetro_portion_${rppYear}`]) })),
  ...readCsv('rpp-metro.csv')
    .filter((r) => r.area_type === 'msa')
    .map((r) => ({ kind: 'metro', code: r.cbsa_code, name: r.name, rpp: rpp(r) })),
];
const missing = parities.filter((p) => p.rpp === null);
if (missing.length) console.log(`  (no ${rppYear} parity for: ${missing.map((p) => p.name).join('; ')})`);
write(
  'price-parities.json',
  {
    source: {
      dataset: 'Regional Price Parities by state and metropolitan area (all items)',
      publisher: 'U.S. Bureau of Economic Analysis',
      year: rppYear,
      url: 'https://apps.bea.gov/regional/downloadzip.htm',
      note: 'Index, United States = 100. Location-adjusted value = national value × rpp / 100.',
    },
    areas: parities,
  },
  'areas',
);

if (!existsSync(join(OUT, 'title-overrides.json'))) console.warn('data/title-overrides.json is missing: the service will not start without it');
