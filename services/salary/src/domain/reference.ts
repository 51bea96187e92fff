// The reference data a benchmark is computed from: federal statistics imported by scripts/import-reference-data.ts
// into data/*.json, and CareerKit's own title and place lists beside them (data/README.md).

export const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;
export type Percentile = (typeof PERCENTILES)[number];

export interface DataSource {
  dataset: string;
  publisher: string;
  /** e.g. 'May 2025' (BLS names its releases by month). */
  release?: string;
  year: number;
  url: string;
}

/** One BLS OEWS occupation: national annual wages in USD; null where BLS publishes no value. */
export interface Occupation extends Record<Percentile, number | null> {
  code: string;
  title: string;
  employment: number | null;
  /** Relative standard error of the employment estimate, in percent. */
  employmentRse: number | null;
  /** Set only for occupations BLS publishes as hourly wages (their annual figures are null). */
  hourlyMedian: number | null;
  annualOnly: boolean;
  hourlyOnly: boolean;
  /** Percentiles BLS showed only as 'at least $239,200' (top-coded): null here. */
  topCoded: Percentile[];
  /** false: a SOC occupation with no national OEWS row (e.g. legislators). */
  published: boolean;
}

/** An O*NET title for an occupation; flags: see data/titles.json's source.flags. */
export interface TitleEntry {
  title: string;
  code: string;
  flags: number;
}

export interface PriceParityArea {
  kind: 'state' | 'metro';
  /** USPS state code, or the metro's CBSA code. */
  code: string;
  name: string;
  /** All-items regional price parity, United States = 100. */
  rpp: number | null;
}

export interface TitleOverride {
  titles: string[];
  code: string;
  also: string[];
  why: string;
}

export interface LocationAlias {
  names: string[];
  metro?: string;
  national?: boolean;
}

export interface ReferenceData {
  wages: { source: DataSource; occupations: Occupation[] };
  titles: { source: DataSource; titles: TitleEntry[] };
  parities: { source: DataSource; areas: PriceParityArea[] };
  titleOverrides: TitleOverride[];
  locationAliases: LocationAlias[];
}
