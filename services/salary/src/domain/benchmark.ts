// A salary benchmark: the occupation's national BLS percentiles, scaled to the place by BEA's price parity, then
// by CareerKit's modelled factors, each step listed with its size and basis. Nothing is estimated where BLS
// publishes no value: that figure is null ('Data Limited').
import type { BenchmarkRequest, BenchmarkResult, SalaryAdjustment } from '@careerkit/contracts/salary';
import type { z } from 'zod';
import { createPlaceMatcher, type PlaceMatch } from './location';
import { modelledFactors } from './modelled-factors';
import type { Occupation, ReferenceData } from './reference';
import { createTitleMatcher, type TitleMatch } from './title-matcher';

type Input = z.output<typeof BenchmarkRequest>;
type Adjustment = z.output<typeof SalaryAdjustment>;
export type Figure = 'p25' | 'p50' | 'p75';
export const FIGURES: Figure[] = ['p25', 'p50', 'p75'];

/** A note, and the figure it speaks about (a preview drops notes about figures it withholds). */
export interface Note {
  text: string;
  about?: Figure;
  /** It quotes an estimated figure to the dollar (a preview, which rounds the median, drops it). */
  exact?: boolean;
}

/** The full benchmark, before any preview cut. */
export type Benchmark = Omit<z.output<typeof BenchmarkResult>, 'isPreview' | 'upgradeMessage' | 'hidden' | 'notes'> & {
  notes: Note[];
  /** The occupation's national figures, as published (what the figures are before any adjustment). */
  statistics: Record<Figure, number | null>;
};

export type BenchmarkOutcome = { benchmark: Benchmark } | { suggestions: string[] };

/** Points off the confidence for each modelled factor that moved the figures. */
const POINTS_PER_MODELLED_FACTOR = 3;

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
/** Whole dollars, to the nearest $10 as BLS publishes them. */
const toTen = (value: number) => Math.round(value / 10) * 10;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const PERCENTILE_NAMES: Record<Figure, string> = { p25: '25th percentile', p50: 'median', p75: '75th percentile' };

export interface Benchmarker {
  benchmark(input: Input): BenchmarkOutcome;
}

export function createBenchmarker(data: ReferenceData): Benchmarker {
  const titles = createTitleMatcher(data);
  const places = createPlaceMatcher(data);
  const wages = data.wages.source;
  const parities = data.parities.source;
  const onet = data.titles.source;

  function source(place: PlaceMatch): string {
    return [
      `${wages.publisher}, OEWS ${wages.release ?? wages.year} (national)`,
      ...(place.kind === 'national' ? [] : [`${parities.publisher}, Regional Price Parities ${parities.year}`]),
      `job titles: O*NET ${onet.release ?? onet.year} (CC BY 4.0)`,
    ].join('; ');
  }

  function locationAdjustment(place: PlaceMatch): Adjustment {
    return {
      factor: 'location',
      label: `Location: ${place.name}`,
      percent: oneDecimal(place.rpp - 100),
      basis: 'price_parity',
      detail:
        place.kind === 'national'
          ? 'National figures: no price-parity adjustment.'
          : `${parities.publisher} regional price parity ${parities.year}: ${place.rpp.toFixed(1)} (United States = 100), so national wages × ${(place.rpp / 100).toFixed(3)}.`,
    };
  }

  function matchNote(jobTitle: string, match: TitleMatch): string {
    const occupation = `${match.occupation.title} (SOC ${match.occupation.code})`;
    const how: Record<TitleMatch['kind'], string> = {
      exact: 'the official occupation title',
      alternative: `the O*NET job title '${match.matchedTitle}'`,
      override: "CareerKit's title list",
      partial: `the job title '${match.matchedTitle}' inside it`,
      fuzzy: `the closest known title, '${match.matchedTitle}'`,
    };
    const seniority = match.seniorityIgnored ? ' Seniority words were set aside: the experience level accounts for seniority.' : '';
    return `'${jobTitle}' was matched to ${occupation} through ${how[match.kind]}.${seniority}`;
  }

  function dataNotes(o: Occupation): Note[] {
    if (!o.published) return [{ text: `BLS publishes no national wage estimates for ${o.title}: the figures are Data Limited.` }];
    if (o.hourlyOnly) {
      const hourly = o.hourlyMedian === null ? '' : ` (national median $${o.hourlyMedian.toFixed(2)} an hour)`;
      return [{ text: `BLS publishes only hourly wages for ${o.title}${hourly}, because the work is rarely full-time and year-round: annual figures are Data Limited.` }];
    }
    return FIGURES.filter((f) => o[f] === null).map((f) => ({
      about: f,
      text: o.topCoded.includes(f)
        ? `BLS publishes the ${PERCENTILE_NAMES[f]} for ${o.title} only as 'at least $239,200' (top-coded): it is Data Limited here.`
        : `BLS does not publish the ${PERCENTILE_NAMES[f]} for ${o.title} (suppressed): it is Data Limited.`,
    }));
  }

  return {
    benchmark(input) {
      const found = titles.match(input.jobTitle);
      if ('suggestions' in found) return found;
      const { match } = found;
      const o = match.occupation;
      const place = places.match(input.location);
      const factors = modelledFactors(input, place.rpp);

      const multiplier = (place.rpp / 100) * factors.reduce((m, f) => m * f.multiplier, 1);
      const statistics = { p25: o.p25, p50: o.p50, p75: o.p75 };
      const figures = Object.fromEntries(FIGURES.map((f) => [f, statistics[f] === null ? null : toTen(statistics[f]! * multiplier)])) as Record<Figure, number | null>;

      const moved = factors.filter((f) => f.multiplier !== 1);
      const published = FIGURES.filter((f) => statistics[f] !== null).length / FIGURES.length;
      const overall = 100 * match.quality * (0.4 + 0.6 * published) * place.quality - POINTS_PER_MODELLED_FACTOR * moved.length;

      const notes: Note[] = [{ text: matchNote(input.jobTitle, match) }];
      if (match.alternatives.length) {
        const others = match.alternatives.map((a) => `${a.title} (national median ${a.p50 === null ? 'Data Limited' : usd(a.p50)})`).join('; ');
        notes.push({ text: `The same title is also used for: ${others}.` });
      }
      if (o.p50 !== null) {
        notes.push({ text: `National median for ${o.title}: ${usd(o.p50)} (${wages.publisher}, OEWS ${wages.release ?? wages.year}).` });
      }
      notes.push(...dataNotes(o));
      if (place.note) notes.push({ text: place.note });
      if (moved.length) {
        notes.push({ text: `${moved.map((f) => f.label).join(', ')}: modelled by CareerKit, not measured by BLS (see adjustments).` });
      }
      const unknownIndustry = factors.find((f) => f.notModelled);
      if (unknownIndustry) notes.push({ text: `The industry '${input.industry}' is not in CareerKit's model, so it does not change the figures.` });
      if (input.currentSalary && figures.p50 !== null) {
        const gap = (input.currentSalary - figures.p50) / figures.p50;
        const where = Math.abs(gap) < 0.005 ? 'at' : `${Math.round(Math.abs(gap) * 100)}% ${gap < 0 ? 'below' : 'above'}`;
        notes.push({ text: `Your current salary of ${usd(input.currentSalary)} is ${where} the estimated median of ${usd(figures.p50)}.`, exact: true });
      }
      if (input.skills) notes.push({ text: 'Skills are not priced into these figures: bring them to the negotiation as leverage.' });
      notes.push({ text: 'OEWS wages are base pay reported by employers: bonuses, equity and benefits are not included.' });

      return {
        benchmark: {
          ...figures,
          statistics,
          confidence: {
            overall: Math.max(0, Math.min(100, Math.round(overall))),
            match: Math.round(match.quality * 100) / 100,
            data: Math.round(published * 100) / 100,
            modelledFactors: moved.length,
          },
          notes,
          adjustments: [
            locationAdjustment(place),
            ...factors.map(({ factor, label, percent, detail }) => ({ factor, label, percent, basis: 'model' as const, detail })),
          ],
          matchedRole: o.title,
          matchedCode: o.code,
          matchedLocation: place.name,
          sampleSize: o.employment,
          source: source(place),
        },
      };
    },
  };
}
