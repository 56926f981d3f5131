/**
 * Country codes and names (docs/product.md, Data: "Country code map").
 *
 * - `countryName` turns an ISO 3166-1 alpha-2 code into an English name for the ~40 countries the
 *   product deals with: every EU member, the United Kingdom, Norway, Switzerland, Iceland, the
 *   United States, Canada, Australia, New Zealand, China, Japan, South Korea, Turkey, Russia and
 *   Ukraine. "UK" and "GB" both mean the United Kingdom ("EL", the EU's own code for Greece, means
 *   Greece). Lower-case input is accepted. A missing code reads "Unknown"; any other code is shown
 *   as given (trimmed).
 * - `countryFromOffTag` maps Open Food Facts country tags ("en:france") to alpha-2 codes.
 */

const COUNTRIES = {
  AT: "Austria",
  BE: "Belgium",
  BG: "Bulgaria",
  HR: "Croatia",
  CY: "Cyprus",
  CZ: "Czechia",
  DK: "Denmark",
  EE: "Estonia",
  FI: "Finland",
  FR: "France",
  DE: "Germany",
  GR: "Greece",
  HU: "Hungary",
  IE: "Ireland",
  IT: "Italy",
  LV: "Latvia",
  LT: "Lithuania",
  LU: "Luxembourg",
  MT: "Malta",
  NL: "Netherlands",
  PL: "Poland",
  PT: "Portugal",
  RO: "Romania",
  SK: "Slovakia",
  SI: "Slovenia",
  ES: "Spain",
  SE: "Sweden",
  GB: "United Kingdom",
  NO: "Norway",
  CH: "Switzerland",
  IS: "Iceland",
  US: "United States",
  CA: "Canada",
  AU: "Australia",
  NZ: "New Zealand",
  CN: "China",
  JP: "Japan",
  KR: "South Korea",
  TR: "Turkey",
  RU: "Russia",
  UA: "Ukraine",
} as const satisfies Record<string, string>;

/** An alpha-2 code of a country in the map. */
export type CountryCode = keyof typeof COUNTRIES;

/** Codes that are not ISO 3166-1 but mean a country in the map. */
const CODE_ALIASES: Readonly<Record<string, CountryCode>> = { UK: "GB", EL: "GR" };

export const UNKNOWN_COUNTRY_NAME = "Unknown";

/**
 * Every code in the map, ordered by English name (for pickers). The names are plain ASCII words starting with a
 * capital, so comparing their characters gives the English collation order (the test checks it against
 * `localeCompare`) without a collator: this runs when the module is imported, on the result screen's first
 * load in the browser, where building the first `Intl.Collator` (loading ICU's rules) costs ~10–20 ms.
 */
export const ALL_COUNTRY_CODES: readonly CountryCode[] = (Object.keys(COUNTRIES) as CountryCode[]).sort((a, b) =>
  COUNTRIES[a] < COUNTRIES[b] ? -1 : 1,
);

/** The 27 member states of the European Union. */
export const EU_COUNTRY_CODES: readonly string[] = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
];

/**
 * Countries counted as European: the EU, the EFTA states (Iceland, Liechtenstein, Norway,
 * Switzerland), the United Kingdom with the Crown Dependencies, the other states lying wholly in
 * Europe (Western Balkans, Ukraine, Moldova, Belarus, the microstates) and the Faroe Islands,
 * Gibraltar and Åland. Russia and Turkey, which span Europe and Asia, are not counted, nor are the
 * Caucasus states or Kazakhstan.
 */
export const EUROPEAN_COUNTRY_CODES: readonly string[] = [
  ...EU_COUNTRY_CODES,
  "IS", "LI", "NO", "CH", "GB", "GG", "JE", "IM",
  "AL", "BA", "ME", "MK", "RS", "XK", "UA", "MD", "BY", "AD", "MC", "SM", "VA", "FO", "GI", "AX",
];

/**
 * Open Food Facts country tags (without the "en:" prefix) and their alpha-2 codes, taken from
 * OFF's countries taxonomy (every entry with a code; OFF writes "UK" for the United Kingdom,
 * given here as "GB").
 */
const OFF_COUNTRY_TAGS: Readonly<Record<string, string>> = {
  afghanistan: "AF", "aland-islands": "AX", albania: "AL", algeria: "DZ", "american-samoa": "AS",
  andorra: "AD", angola: "AO", anguilla: "AI", antarctic: "AQ", "antigua-and-barbuda": "AG",
  argentina: "AR", armenia: "AM", aruba: "AW", australia: "AU", austria: "AT", azerbaijan: "AZ",
  bahrain: "BH", bangladesh: "BD", barbados: "BB", belarus: "BY", belgium: "BE", belize: "BZ",
  benin: "BJ", bermuda: "BM", bhutan: "BT", bolivia: "BO", "bosnia-and-herzegovina": "BA",
  botswana: "BW", "bouvet-island": "BV", brazil: "BR", "british-indian-ocean-territory": "IO",
  "british-virgin-islands": "VG", brunei: "BN", bulgaria: "BG", "burkina-faso": "BF",
  burundi: "BI", cambodia: "KH", cameroon: "CM", canada: "CA", "cape-verde": "CV",
  "caribbean-netherlands": "BQ", "cayman-islands": "KY", "central-african-republic": "CF",
  chad: "TD", chile: "CL", china: "CN", "christmas-island": "CX", "cocos-keeling-islands": "CC",
  colombia: "CO", comoros: "KM", "cook-islands": "CK", "costa-rica": "CR", "cote-d-ivoire": "CI",
  croatia: "HR", cuba: "CU", curacao: "CW", cyprus: "CY", "czech-republic": "CZ",
  "democratic-republic-of-the-congo": "CD", denmark: "DK", djibouti: "DJ", dominica: "DM",
  "dominican-republic": "DO", ecuador: "EC", egypt: "EG", "el-salvador": "SV",
  "equatorial-guinea": "GQ", eritrea: "ER", estonia: "EE", ethiopia: "ET",
  "falkland-islands": "FK", "faroe-islands": "FO", "federated-states-of-micronesia": "FM",
  fiji: "FJ", finland: "FI", france: "FR", "french-guiana": "GF", "french-polynesia": "PF",
  "french-southern-and-antarctic-lands": "TF", gabon: "GA", gambia: "GM", georgia: "GE",
  germany: "DE", ghana: "GH", gibraltar: "GI", greece: "GR", greenland: "GL", grenada: "GD",
  guadeloupe: "GP", guam: "GU", guatemala: "GT", guernsey: "GG", guinea: "GN",
  "guinea-bissau": "GW", guyana: "GY", haiti: "HT", "heard-island-and-mcdonald-islands": "HM",
  honduras: "HN", "hong-kong": "HK", hungary: "HU", iceland: "IS", india: "IN", indonesia: "ID",
  iran: "IR", iraq: "IQ", ireland: "IE", "isle-of-man": "IM", israel: "IL", italy: "IT",
  jamaica: "JM", japan: "JP", jersey: "JE", jordan: "JO", kazakhstan: "KZ", kenya: "KE",
  kiribati: "KI", kosovo: "XK", kuwait: "KW", kyrgyzstan: "KG", laos: "LA", latvia: "LV",
  lebanon: "LB", lesotho: "LS", liberia: "LR", libya: "LY", liechtenstein: "LI", lithuania: "LT",
  luxembourg: "LU", macau: "MO", madagascar: "MG", malawi: "MW", malaysia: "MY", maldives: "MV",
  mali: "ML", malta: "MT", "marshall-islands": "MH", martinique: "MQ", mauritania: "MR",
  mauritius: "MU", mayotte: "YT", mexico: "MX", moldova: "MD", monaco: "MC", mongolia: "MN",
  montenegro: "ME", montserrat: "MS", morocco: "MA", mozambique: "MZ", myanmar: "MM",
  namibia: "NA", nauru: "NR", nepal: "NP", netherlands: "NL", "new-caledonia": "NC",
  "new-zealand": "NZ", nicaragua: "NI", niger: "NE", nigeria: "NG", niue: "NU",
  "norfolk-island": "NF", "north-korea": "KP", "north-macedonia": "MK",
  "northern-mariana-islands": "MP", norway: "NO", oman: "OM", pakistan: "PK", palau: "PW",
  panama: "PA", "papua-new-guinea": "PG", paraguay: "PY", peru: "PE", philippines: "PH",
  pitcairn: "PN", poland: "PL", portugal: "PT", "puerto-rico": "PR", qatar: "QA",
  "republic-of-the-congo": "CG", reunion: "RE", romania: "RO", russia: "RU", rwanda: "RW",
  "saint-barthelemy": "BL", "saint-helena": "SH", "saint-kitts-and-nevis": "KN",
  "saint-lucia": "LC", "saint-martin": "MF", "saint-pierre-and-miquelon": "PM",
  "saint-vincent-and-the-grenadines": "VC", samoa: "WS", "san-marino": "SM",
  "sao-tome-and-principe": "ST", "saudi-arabia": "SA", senegal: "SN", serbia: "RS",
  seychelles: "SC", "sierra-leone": "SL", singapore: "SG", "sint-maarten": "SX", slovakia: "SK",
  slovenia: "SI", "solomon-islands": "SB", somalia: "SO", "south-africa": "ZA",
  "south-georgia-and-the-south-sandwich-islands": "GS", "south-korea": "KR", "south-sudan": "SS",
  spain: "ES", "sri-lanka": "LK", "state-of-palestine": "PS", sudan: "SD", suriname: "SR",
  "svalbard-and-jan-mayen": "SJ", swaziland: "SZ", sweden: "SE", switzerland: "CH", syria: "SY",
  taiwan: "TW", tajikistan: "TJ", tanzania: "TZ", thailand: "TH", "the-bahamas": "BS",
  "timor-leste": "TL", togo: "TG", tokelau: "TK", tonga: "TO", "trinidad-and-tobago": "TT",
  tunisia: "TN", turkey: "TR", turkmenistan: "TM", "turks-and-caicos-islands": "TC", tuvalu: "TV",
  uganda: "UG", ukraine: "UA", "united-arab-emirates": "AE", "united-kingdom": "GB",
  "united-states": "US", "united-states-minor-outlying-islands": "UM", uruguay: "UY",
  uzbekistan: "UZ", vanuatu: "VU", "vatican-city": "VA", venezuela: "VE", vietnam: "VN",
  "virgin-islands-of-the-united-states": "VI", "wallis-and-futuna": "WF", "western-sahara": "EH",
  yemen: "YE", yugoslavia: "YU", zambia: "ZM", zimbabwe: "ZW",
};

/** Every known alpha-2 code: ISO 3166-1 plus Kosovo's XK. */
const KNOWN_CODES: ReadonlySet<string> = new Set([...Object.values(OFF_COUNTRY_TAGS), ...Object.keys(COUNTRIES)]);

function isMapped(code: string): code is CountryCode {
  return Object.hasOwn(COUNTRIES, code);
}

/**
 * The canonical alpha-2 code for `code` (trimmed, upper-cased, "UK" -> "GB", "EL" -> "GR"),
 * or null when it is missing or not a known country code.
 */
export function normalizeCountryCode(code: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase();
  if (!upper) return null;
  const canonical = CODE_ALIASES[upper] ?? upper;
  return KNOWN_CODES.has(canonical) ? canonical : null;
}

// Made at the first name outside the map, not at import: it loads the locale's region names.
let regionNames: Intl.DisplayNames | undefined;

/**
 * English name of a country code: the spec's map first; any other ISO 3166-1 code by its English
 * name (Intl), since the catalogue names many countries outside the map (India, Mexico…); "Unknown"
 * when missing; anything that is not a country code is returned trimmed, as given.
 */
export function countryName(code: string | null | undefined): string {
  const trimmed = code?.trim();
  if (!trimmed) return UNKNOWN_COUNTRY_NAME;
  const upper = trimmed.toUpperCase();
  const canonical = CODE_ALIASES[upper] ?? upper;
  if (isMapped(canonical)) return COUNTRIES[canonical];
  return /^[A-Z]{2}$/.test(canonical) && KNOWN_CODES.has(canonical) ? ((regionNames ??= new Intl.DisplayNames(["en"], { type: "region" })).of(canonical) ?? trimmed) : trimmed;
}

/** True for the countries in `EUROPEAN_COUNTRY_CODES` (accepts "UK", "EL" and lower case). */
export function isEuropeanCountry(code: string | null | undefined): boolean {
  const canonical = normalizeCountryCode(code);
  return canonical !== null && EUROPEAN_COUNTRY_CODES.includes(canonical);
}

/** True for the 27 EU member states (accepts "EL" and lower case). */
export function isEuCountry(code: string | null | undefined): boolean {
  const canonical = normalizeCountryCode(code);
  return canonical !== null && EU_COUNTRY_CODES.includes(canonical);
}

/**
 * The alpha-2 code for an Open Food Facts country tag such as "en:france" or "en:united-kingdom"
 * (case-insensitive; a tag without a language prefix is read as English). Null for tags OFF did
 * not recognise (another language prefix, "en:world", "en:european-union", misspellings).
 * Remember: OFF's `countries_tags` say where a product is SOLD, not where it is made.
 */
export function countryFromOffTag(tag: string | null | undefined): string | null {
  const match = /^(?:([a-z]{2,3}):)?([a-z0-9-]+)$/.exec(tag?.trim().toLowerCase() ?? "");
  if (!match) return null;
  const [, language, slug] = match;
  if ((language !== undefined && language !== "en") || slug === undefined) return null;
  return Object.hasOwn(OFF_COUNTRY_TAGS, slug) ? (OFF_COUNTRY_TAGS[slug] ?? null) : null;
}

const WITH_ARTICLE = new Set(["US", "GB", "NL", "CZ", "PH", "AE", "DO", "BS", "GM", "VA", "MV", "CF", "CD", "KM", "SC"]);

/** "the Netherlands", "the United States", "Sweden", "India": a country name as it reads inside a sentence. */
export function countryInSentence(code: string): string {
  const canonical = normalizeCountryCode(code);
  const name = countryName(code);
  return canonical && WITH_ARTICLE.has(canonical) ? `the ${name}` : name;
}
