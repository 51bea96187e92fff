// Loads the reference data kept in services/salary/data at start, and refuses to start on a malformed file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PERCENTILES, type ReferenceData } from '../domain/reference';

/** services/salary/data: the imported statistics and CareerKit's lists (data/README.md). */
export const REFERENCE_DATA_DIR = join(__dirname, '..', '..', 'data');

const figure = z.number().nonnegative().nullable();
const source = z.object({ dataset: z.string(), publisher: z.string(), release: z.string().optional(), year: z.number().int(), url: z.string() });

const Wages = z.object({
  source,
  occupations: z.array(
    z.object({
      code: z.string().regex(/^\d{2}-\d{4}$/),
      title: z.string().min(1),
      employment: figure,
      employmentRse: figure,
      p10: figure,
      p25: figure,
      p50: figure,
      p75: figure,
      p90: figure,
      hourlyMedian: figure,
      annualOnly: z.boolean(),
      hourlyOnly: z.boolean(),
      topCoded: z.array(z.enum(PERCENTILES)),
      published: z.boolean(),
    }),
  ),
});
const Titles = z.object({
  source,
  occupations: z.array(z.tuple([z.string(), z.array(z.tuple([z.string().min(1), z.number().int()]))])),
}).transform(({ source, occupations }) => ({ source, titles: occupations.flatMap(([code, list]) => list.map(([title, flags]) => ({ title, code, flags }))) }));
const Parities = z.object({
  source,
  areas: z.array(z.object({ kind: z.enum(['state', 'metro']), code: z.string(), name: z.string(), rpp: z.number().positive().nullable() })),
});
const Overrides = z.object({
  overrides: z.array(z.object({ titles: z.array(z.string().min(2)).min(1), code: z.string(), also: z.array(z.string()), why: z.string().min(1) })),
});
const Aliases = z.object({
  aliases: z.array(z.object({ names: z.array(z.string().min(1)).min(1), metro: z.string().optional(), national: z.boolean().optional() })),
});

function read<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  const path = join(dir, file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`salary reference data: cannot read ${path}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`salary reference data: ${path} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function loadReferenceData(dir = REFERENCE_DATA_DIR): ReferenceData {
  const data: ReferenceData = {
    wages: read(dir, 'occupations.json', Wages),
    titles: read(dir, 'titles.json', Titles),
    parities: read(dir, 'price-parities.json', Parities),
    titleOverrides: read(dir, 'title-overrides.json', Overrides).overrides,
    locationAliases: read(dir, 'location-aliases.json', Aliases).aliases,
  };
  // Every code a list names must be an occupation or area the statistics have.
  const occupations = new Set(data.wages.occupations.map((o) => o.code));
  const metros = new Set(data.parities.areas.filter((a) => a.kind === 'metro').map((a) => a.code));
  const unknown = [
    ...data.titles.titles.filter((t) => !occupations.has(t.code)).map((t) => `title '${t.title}' → ${t.code}`),
    ...data.titleOverrides.flatMap((o) => [o.code, ...o.also].filter((c) => !occupations.has(c)).map((c) => `override '${o.titles[0]}' → ${c}`)),
    ...data.locationAliases.filter((a) => a.metro && !metros.has(a.metro)).map((a) => `place '${a.names[0]}' → metro ${a.metro}`),
  ];
  if (unknown.length) throw new Error(`salary reference data names codes it does not have: ${unknown.slice(0, 5).join('; ')}`);
  return data;
}
