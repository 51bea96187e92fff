// Place names the readers need to tell a place from an employer or a person: "Denver, Colorado", "San Diego, CA".
/** The US states' names, as a regular-expression alternation. */
export const US_STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia';
/** The US states' two-letter codes, as a regular-expression alternation. */
export const US_STATE_CODES = 'A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]';
/** India's states as résumés write them ("Pune, Maharashtra"), as a regular-expression alternation. */
export const INDIAN_STATE_NAMES = 'Maharashtra|Karnataka|Tamil Nadu|Telangana|Andhra Pradesh|Gujarat|Uttar Pradesh|Madhya Pradesh|Delhi|Kerala|West Bengal|Rajasthan|Punjab|Haryana|Orissa|Odisha|Bihar|Goa|Jharkhand|Chhattisgarh|Assam|Uttarakhand|Himachal Pradesh|Jammu and Kashmir';

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
