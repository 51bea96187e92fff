// Where the job is → the BEA price parity that scales national wages there: a metro area when the text names one
// of its principal cities, else the state, else the United States as a whole (with a note saying so).
import type { PriceParityArea, ReferenceData } from './reference';

export interface PlaceMatch {
  kind: 'metro' | 'state' | 'national';
  /** As the answer shows it, e.g. 'San Francisco-Oakland-Fremont, CA (metro area)'. */
  name: string;
  /** All-items regional price parity, United States = 100. */
  rpp: number;
  /** 0-1: 1 for a metro area or an explicit 'United States', lower for a state, lowest when the place was not found. */
  quality: number;
  /** Tells the user what was assumed, when something was. */
  note?: string;
  /** A metro area's states (USPS codes). */
  states?: string[];
}

export const NATIONAL: PlaceMatch = { kind: 'national', name: 'United States', rpp: 100, quality: 1 };
const QUALITY = { metro: 1, state: 0.9, unplaced: 0.6 };

interface Metro {
  area: PriceParityArea & { rpp: number };
  cities: string[];
  states: string[];
}

/** Lower case, ASCII letters and digits, 'Saint' as 'st' and 'Ft' as 'fort' (BEA's spelling). */
export function normalizePlace(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bft\b/g, 'fort');
}

const COUNTRY = /^(usa?|u s a?|united states( of america)?|america)$/;

export interface PlaceMatcher {
  match(location: string): PlaceMatch;
}

export function createPlaceMatcher(data: ReferenceData): PlaceMatcher {
  const withParity = data.parities.areas.filter((a): a is PriceParityArea & { rpp: number } => a.rpp !== null);
  const states = new Map<string, PriceParityArea & { rpp: number }>();
  for (const s of withParity.filter((a) => a.kind === 'state')) {
    states.set(normalizePlace(s.name), s);
    states.set(s.code.toLowerCase(), s);
  }
  const metros: Metro[] = withParity
    .filter((a) => a.kind === 'metro')
    .map((area) => {
      const comma = area.name.lastIndexOf(',');
      return {
        area,
        // BEA writes some cities as 'Boise City' or 'Urban Honolulu': people type 'Boise' and 'Honolulu'.
        cities: area.name
          .slice(0, comma)
          .split(/[-/]/)
          .map(normalizePlace)
          .filter(Boolean)
          .flatMap((city) => [city, city.replace(/^urban /, '').replace(/(?<=\w) city$/, '')])
          .filter((city, i, all) => all.indexOf(city) === i),
        states: area.name.slice(comma + 1).trim().split('-'),
      };
    });
  const metrosByCity = new Map<string, Metro[]>();
  for (const metro of metros) for (const city of metro.cities) metrosByCity.set(city, [...(metrosByCity.get(city) ?? []), metro]);
  const metroByCode = new Map(metros.map((m) => [m.area.code, m]));
  const aliases = new Map<string, PlaceMatch>();
  for (const alias of data.locationAliases) {
    const place = alias.national ? NATIONAL : metroPlace(metroByCode.get(alias.metro!)!);
    for (const name of alias.names) aliases.set(normalizePlace(name), place);
  }

  function metroPlace(metro: Metro): PlaceMatch {
    return { kind: 'metro', name: `${metro.area.name} (metro area)`, rpp: metro.area.rpp, quality: QUALITY.metro, states: metro.states };
  }
  function statePlace(state: PriceParityArea & { rpp: number }, note?: string): PlaceMatch {
    return { kind: 'state', name: state.name, rpp: state.rpp, quality: QUALITY.state, note };
  }
  const unplaced = (note: string): PlaceMatch => ({ ...NATIONAL, quality: QUALITY.unplaced, note });
  const stateOf = (text: string) => states.get(text);
  const listed = (found: Metro[]) => found.map((m) => m.area.name).join('; ');

  /** A city (maybe written as BEA's hyphenated metro name) in a state, or in any state. */
  function cityIn(rawCity: string, state: (PriceParityArea & { rpp: number }) | undefined, typed: string): PlaceMatch {
    const city = normalizePlace(rawCity);
    const alias = aliases.get(city);
    if (alias?.kind === 'metro' && (!state || alias.states?.includes(state.code))) return alias;
    const candidates = metrosByCity.get(city) ?? metrosByCity.get(normalizePlace(rawCity.split(/[-/]/)[0])) ?? [];
    const found = state ? candidates.filter((m) => m.states.includes(state.code)) : candidates;
    if (found.length === 1) return metroPlace(found[0]);
    if (state) {
      return statePlace(state, `'${rawCity.trim()}' is not a principal city of a ${state.name} metro area in BEA's list, so the figures use ${state.name}'s price parity.`);
    }
    if (found.length > 1) {
      return unplaced(`'${typed}' names more than one metro area (${listed(found)}): add the state, e.g. '${rawCity.trim()}, ${found[0].states[0]}'. National figures are shown.`);
    }
    return unplaced(`'${typed}' was not found among U.S. states and metro areas, so national figures are shown (no price-parity adjustment).`);
  }

  return {
    match(location) {
      const typed = location.trim();
      const whole = normalizePlace(typed);
      const alias = aliases.get(whole);
      if (alias) return alias;
      const parts = typed
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p && !COUNTRY.test(normalizePlace(p)));
      if (!parts.length) return NATIONAL;

      if (parts.length >= 2) {
        const last = normalizePlace(parts[parts.length - 1]).replace(/\s*\d{5}(\s\d{4})?$/, ''); // 'CA 94105'
        const state = stateOf(last);
        if (state) return cityIn(parts.slice(0, -1).join(' '), state, typed);
        return cityIn(parts[0], undefined, typed);
      }
      const only = normalizePlace(parts[0]);
      const state = stateOf(only);
      if (state) {
        const sameNamedCity = metrosByCity.get(only)?.find((m) => m.states.includes(state.code));
        return statePlace(
          state,
          sameNamedCity ? `Figures for the state of ${state.name}; for the ${sameNamedCity.area.name} metro area, type the city with its state, e.g. '${state.name}, ${state.code}'.` : undefined,
        );
      }
      // 'Austin TX', 'Austin Texas': the state written last without a comma.
      const words = only.split(' ');
      for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
        const trailing = stateOf(words.slice(-n).join(' '));
        if (trailing) return cityIn(words.slice(0, -n).join(' '), trailing, typed);
      }
      return cityIn(parts[0], undefined, typed);
    },
  };
}
