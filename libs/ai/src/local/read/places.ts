// Place names the readers need to tell a place from an employer or a person: "Denver, Colorado", "San Diego, CA".
import names from '../../../data/place-names.json';

/** The US states' names, as a regular-expression alternation. */
export const US_STATE_NAMES = names.usStates.join('|');
/** The US states' two-letter codes, as a regular-expression alternation. */
export const US_STATE_CODES = 'A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]';
/** India's states as résumés write them ("Pune, Maharashtra"), as a regular-expression alternation. */
export const INDIAN_STATE_NAMES = names.indianStates.join('|');

/** A region or country named alone ("North America", "EMEA", "India"): where someone worked, never whom for. */
export const REGION_ALONE = new RegExp(
  String.raw`^(?:(?:North|South|Latin|Central) America|(?:the )?Americas|Europe|Asia|Africa|Oceania|(?:the )?Middle East|Asia[- ]Pacific|APAC|EMEA|LATAM|USA|U\.S\.A?\.?|(?:the )?United States|United Kingdom|UK|India|Canada|Australia|${US_STATE_NAMES}|${INDIAN_STATE_NAMES})$`,
  'i',
);

/** A place a posting names: "Murrieta, CA", "Los Angeles, California", "located in Fort Collins", a state, "OH 44308". */
export const PLACE_MENTION_RE = new RegExp(
  String.raw`\b(?:located|based) in (?:[A-Z][a-z]+,?\s?){1,5}|(?:\b[A-Z][a-z]+\s){0,2}[A-Z][a-z]+,?\s+(?:${US_STATE_CODES}|${US_STATE_NAMES})\b|\b(?:${US_STATE_NAMES})\b|\b(?:${US_STATE_CODES})\b(?=\s*\d{5}|[,.)]|$)`,
  'gm',
);

/** The placeholder anonymised résumé exports put where the place was: "City , State". */
export const ANONYMISED_PLACE = String.raw`\bCity\s*,\s*State\b`;
