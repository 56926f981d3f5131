/**
 * Where a product is made (docs/origin.md "country (made in)"), read from the two Open Food Facts fields
 * that say so: `manufacturing_places` (free text) and `emb_codes` (EU packer codes). Never from
 * `countries_sold` (where it is sold) or `origins` (where the ingredients come from): this module
 * does not even take them.
 *
 * Manufacturing places (free text such as "Italia", "Made in Germany", "France, Bretagne",
 * "PL 18-421, Piątnica, Polska", "Mount Olive, North Carolina, Estados Unidos"):
 * - The text is split into places at commas, semicolons, line breaks, " / " and " - ", and every
 *   place is normalised like a brand key (case, accents and punctuation ignored), so "ITALIA",
 *   "italia" and "Itália" read alike. An "xx:" language prefix ("de:Frankreich") is ignored.
 * - Country names come from Open Food Facts' countries taxonomy in 24 European languages (plus a
 *   few additions such as "USA", "U.S.A.", "UK", "Korea", "England", "Scotland"): strong
 *   evidence when the name is the whole place, ends it ("… 12043 Canale (CN) Italia"; trailing
 *   tokens with digits do not count), or follows a made-in phrase ("Hergestellt in Deutschland",
 *   "Wyprodukowano w …"); weak evidence when it stands at the start or in the middle of a longer
 *   place ("Greenland Seafood Wilhelmshaven GmbH …" is a company name, not a country).
 *   A national postcode written with its country prefix ("PL 18-421", "IT38030", "FR-64400",
 *   "D-12057", "A-2120") is strong evidence too.
 * - Regions, states and large cities ("Bretagne", "Milano", "California", "Maharashtra",
 *   "Ciudad de México" …) and a bare Polish postcode ("96-516 Szymanów") are weak evidence.
 *   The longest name wins, so "New Mexico" is the United States and "New South Wales" Australia.
 *   Names that are also common places elsewhere (Georgia, Jersey, Congo) are left out.
 * - Supranational names ("EU", "UE", "Europe", "European Union", "Asia") name no country.
 * Result: when there is strong evidence, its countries decide; one country gives confidence
 * "high", several ("Allemagne, Italie", "China, USA") give the FIRST one named with confidence
 * "medium" (contributors list the main place first; a list like "Importé, Inde, Par, …, France"
 * is right to give India). With only weak evidence the first country named is given with
 * confidence "medium". No evidence gives null.
 *
 * Packer codes ("SE 123 EG", "FR 35.062.001 CE", "DE BY 123 EG", "UK AB123 EC", "PL20131601WE",
 * oval health marks written out as text, and France's "EMB 35062A"):
 * - A code is a country code (ISO alpha-2, "UK" -> GB, "EL" -> GR), an establishment number with
 *   at least one digit, and the EU suffix in any language (EC, CE, EG, WE, EF, EY, EK, EB, EÜ, ES,
 *   EZ, KE, ЕО, ΕΚ). A code written without its suffix ("PL10065901", "DE BW 127001", "CH 2434")
 *   counts only for European countries of the scheme (the EU, EEA, Switzerland, the United Kingdom)
 *   and only when its number is made of digits (a German Land code before it is allowed); organic
 *   certifier codes ("IT-BIO-014", "ES-ECO-025-NA"), forest and fishery labels ("FSC-C014047",
 *   "MSC-C-50086"), lot numbers and foreign registrations ("RS A-51669", a Mexican health
 *   registration) are not packer codes.
 * - "EMB" followed by a French commune number (INSEE code, 5 characters, Corsica 2A/2B) and an
 *   optional letter is France: "EMB 35062A", "EMB13119B", "EMB 49 180B".
 * Result: confidence "high" when every code recognised names the same country; when they name
 * different countries, the first code's country with confidence "medium"; null when no code is
 * recognised.
 *
 * `madeInCountry` combines the two: the manufacturing places decide when they name a country (they
 * say where the product is made, a packer code only where it was packed, which for coffee, tea or
 * imported goods is not the same); a "medium" answer from them is raised to "high" when the packer
 * codes name the same country with high confidence. Without a country from the manufacturing
 * places, the packer codes decide.
 */
import { brandKey } from "./brand-key";
import { normalizeCountryCode } from "./countries";

export type MadeInSource = "manufacturing_places" | "emb_codes";
export type MadeInConfidence = "high" | "medium";

export interface MadeIn {
  /** ISO 3166-1 alpha-2 code (GB for the United Kingdom). */
  country: string;
  source: MadeInSource;
  confidence: MadeInConfidence;
}

export interface MadeInFacts {
  manufacturingPlaces?: string | null;
  embCodes?: string | null;
}

export interface CountryReading {
  country: string;
  confidence: MadeInConfidence;
}

/** The country a product is made in, from its manufacturing places and packer codes (see above). */
export function madeInCountry({ manufacturingPlaces, embCodes }: MadeInFacts): MadeIn | null {
  const fromPlaces = countryFromManufacturingPlaces(manufacturingPlaces ?? "");
  const fromCodes = countryFromEmbCodes(embCodes ?? "");
  if (fromPlaces) {
    const corroborated = fromCodes?.confidence === "high" && fromCodes.country === fromPlaces.country;
    return {
      country: fromPlaces.country,
      source: "manufacturing_places",
      confidence: corroborated ? "high" : fromPlaces.confidence,
    };
  }
  return fromCodes ? { ...fromCodes, source: "emb_codes" } : null;
}

/** Picks the answer from evidence in reading order: one country is sure, several give the first. */
function decide(countries: readonly string[], sure: boolean): CountryReading | null {
  const first = countries[0];
  if (first === undefined) return null;
  const agree = countries.every((country) => country === first);
  return { country: first, confidence: sure && agree ? "high" : "medium" };
}

// ---------------------------------------------------------------------------------------------
// Manufacturing places

type NameKind = "country" | "place";

interface NameEntry {
  country: string;
  kind: NameKind;
}

/** Postcode prefixes used before a national postcode on addresses ("PL 18-421", "D-12057"). */
const POSTCODE_PREFIXES: Readonly<Record<string, string>> = {
  A: "AT", AT: "AT", B: "BE", BE: "BE", BG: "BG", CH: "CH", CZ: "CZ", D: "DE", DE: "DE", DK: "DK",
  E: "ES", ES: "ES", F: "FR", FI: "FI", FR: "FR", GR: "GR", H: "HU", HR: "HR", HU: "HU", I: "IT",
  IT: "IT", L: "LU", LU: "LU", N: "NO", NL: "NL", NO: "NO", P: "PT", PL: "PL", PT: "PT", RO: "RO",
  S: "SE", SE: "SE", SI: "SI", SK: "SK",
};
const PREFIXED_POSTCODE = /^([A-Z]{1,2})(?:[- ]|(?=\d))(\d{2}-\d{3}|\d{4,5})(?!\d)/u;
const POLISH_POSTCODE = /(?:^|\s)\d{2}-\d{3}(?=\s|$)/u;

/** Short names and codes that only count when they are the whole place ("USA", "US", "UK"). */
const WHOLE_PLACE_CODES: Readonly<Record<string, string>> = {
  us: "US", "u s": "US", "u s a": "US", usa: "US", eua: "US", "e u a": "US", "ee uu": "US", eeuu: "US",
  uk: "GB", "u k": "GB", gb: "GB", uae: "AE", "u a e": "AE", prc: "CN",
};

/** Words that start a street name: "via Polonia", "Rue de Saint-Barthélemy" name no country. */
const STREET_WORDS: ReadonlySet<string> = new Set([
  "via", "viale", "corso", "piazza", "strada", "rue", "avenue", "av", "boulevard", "bd", "chemin", "route",
  "calle", "avenida", "rua", "ul", "ulica", "street", "st", "road", "rd", "strasse", "str", "weg", "allee",
  "plaza", "plac", "laan", "straat",
]);

/** Made-in phrases in the languages of the data, normalised. */
const MADE_IN_PHRASES: readonly (readonly string[])[] = [
  "made in", "made in the", "product of", "produce of", "produced in", "manufactured in", "packed in",
  "fabrique en", "fabrique au", "fabrique aux", "produit en", "elabore en", "transforme en",
  "conditionne en", "hergestellt in", "produziert in", "prodotto in", "fabbricato in", "confezionato in",
  "hecho en", "fabricado en", "elaborado en", "producido en", "produzido em", "fabricado em",
  "wyprodukowano w", "wyprodukowano we", "vyrobeno v", "vyrobene v", "tillverkad i", "producerad i",
  "valmistettu", "geproduceerd in", "gemaakt in",
].map((phrase) => phrase.split(" "));

function buildNameIndex(): { index: Map<string, NameEntry>; maxWords: number } {
  const index = new Map<string, NameEntry>();
  let maxWords = 1;
  const add = (name: string, country: string, kind: NameKind): void => {
    const key = brandKey(name);
    if (key === "" || index.has(key)) return;
    index.set(key, { country, kind });
    maxWords = Math.max(maxWords, key.split(" ").length);
  };
  // Countries first, so a country name never turns into a place.
  for (const [country, names] of Object.entries(EXTRA_COUNTRY_NAMES)) {
    for (const name of names.split("|")) add(name, country, "country");
  }
  for (const [country, names] of Object.entries(COUNTRY_NAMES)) {
    for (const name of names.split("|")) add(name, country, "country");
  }
  for (const [country, names] of Object.entries(PLACE_NAMES)) {
    for (const name of names.split("|")) add(name, country, "place");
  }
  return { index, maxWords };
}

/** Built on first use: the tables are declared at the end of the file. */
let nameIndex: ReturnType<typeof buildNameIndex> | undefined;

/**
 * The country (ISO alpha-2) that `text` names as a whole, in any of the languages above ("Sverige",
 * "United States", "USA"), or null: a region, a city or a longer text names none.
 */
export function countryNamedBy(text: string): string | null {
  const key = brandKey(text);
  const wholeCode = WHOLE_PLACE_CODES[key];
  if (wholeCode) return wholeCode;
  nameIndex ??= buildNameIndex();
  const entry = nameIndex.index.get(key);
  return entry?.kind === "country" ? entry.country : null;
}

interface Evidence {
  country: string;
  strong: boolean;
}

function inStreetName(tokens: readonly string[], start: number): boolean {
  return [tokens[start - 1], tokens[start - 2]].some((token) => token !== undefined && STREET_WORDS.has(token));
}

function followsMadeInPhrase(tokens: readonly string[], start: number): boolean {
  return MADE_IN_PHRASES.some(
    (phrase) => phrase.length <= start && phrase.every((word, i) => tokens[start - phrase.length + i] === word),
  );
}

/** The evidence in one place, in reading order. */
function placeEvidence(rawPlace: string): Evidence[] {
  const place = rawPlace.replace(/^\s*[a-z]{2}:/u, "").trim();
  const evidence: Evidence[] = [];

  const postcode = PREFIXED_POSTCODE.exec(place);
  const postcodeCountry = postcode?.[1] === undefined ? undefined : POSTCODE_PREFIXES[postcode[1]];
  if (postcodeCountry) evidence.push({ country: postcodeCountry, strong: true });
  else if (POLISH_POSTCODE.test(place)) evidence.push({ country: "PL", strong: false });

  const key = brandKey(place);
  const wholeCode = WHOLE_PLACE_CODES[key];
  if (wholeCode) return [{ country: wholeCode, strong: true }];

  const tokens = key === "" ? [] : key.split(" ");
  // The last token that is a word (tokens with digits are postcodes, numbers or codes).
  let lastWord = tokens.length - 1;
  while (lastWord >= 0 && /\d/u.test(tokens[lastWord] as string)) lastWord--;

  nameIndex ??= buildNameIndex();
  const { index, maxWords } = nameIndex;
  for (let start = 0; start < tokens.length; ) {
    let matched = 0;
    for (let words = Math.min(maxWords, tokens.length - start); words > 0 && matched === 0; words--) {
      const entry = index.get(tokens.slice(start, start + words).join(" "));
      if (!entry) continue;
      matched = words;
      if (inStreetName(tokens, start)) continue;
      const end = start + words - 1;
      const strong =
        entry.kind === "country" && (end >= lastWord || followsMadeInPhrase(tokens, start));
      evidence.push({ country: entry.country, strong });
    }
    start += matched || 1;
  }
  return evidence;
}

/**
 * The country named by Open Food Facts' `manufacturing_places` text, or null (rules at the top of
 * this file).
 */
export function countryFromManufacturingPlaces(text: string): CountryReading | null {
  if (text.trim() === "") return null;
  const cleaned = text.replace(/&[a-z]+;|&#\d+;/giu, " ");
  const evidence = cleaned.split(/[,;\n|]|\s\/\s|\s[-–—]\s/u).flatMap(placeEvidence);
  const strong = evidence.filter((item) => item.strong).map((item) => item.country);
  if (strong.length > 0) return decide(strong, true);
  return decide(evidence.map((item) => item.country), false);
}

// ---------------------------------------------------------------------------------------------
// Packer codes

/** The EU identification-mark suffix in each official language (EC, CE, EG, WE, …). */
const EU_SUFFIX = "EC|CE|EG|WE|EF|EY|EK|EB|EÜ|EU|ES|EZ|KE|ЕО|ΕΚ";
const MARK_WITH_SUFFIX = new RegExp(`^([A-Z]{2}) ?([A-Z0-9 ]*\\d[A-Z0-9 ]*?) ?(?:${EU_SUFFIX})$`, "u");
const MARK_WITHOUT_SUFFIX = /^([A-Z]{2})(?: |(?=\d))(?:([A-Z]{2}) ?)?([\d ]+)$/u;
const FRENCH_EMB = /^EM ?B ?(?:\d{2}|2A|2B) ?\d{3} ?[A-Z]?(?: \d{1,2})?$/u;
/** Countries whose packer codes also appear without the EU suffix: the EU, the EEA, CH and GB. */
const SUFFIXLESS_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT",
  "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "CH", "GB",
]);

/**
 * The packing country of one EU packer code ("FR 35.062.001 CE" -> FR, "EMB 35062A" -> FR,
 * "UK AB123 EC" -> GB), or null when the text is not a packer code.
 */
export function embCodeCountry(code: string): string | null {
  const compact = code
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s.\-_/:]+/gu, " ")
    .trim();
  if (FRENCH_EMB.test(compact)) return "FR";
  const mark = compact.replace(/^EM ?B (?=[A-Z]{2}\b)/u, "");
  const withSuffix = MARK_WITH_SUFFIX.exec(mark);
  if (withSuffix?.[1] !== undefined) return normalizeCountryCode(withSuffix[1]);

  const withoutSuffix = MARK_WITHOUT_SUFFIX.exec(mark);
  if (withoutSuffix?.[1] === undefined || withoutSuffix[3] === undefined) return null;
  const country = normalizeCountryCode(withoutSuffix[1]);
  const digits = withoutSuffix[3].replace(/ /gu, "").length;
  const landCode = withoutSuffix[2];
  if (country === null || !SUFFIXLESS_COUNTRIES.has(country)) return null;
  if (landCode !== undefined && country !== "DE") return null;
  return digits >= 4 ? country : null;
}

/**
 * The packing country named by Open Food Facts' `emb_codes` (comma-separated codes), or null
 * (rules at the top of this file).
 */
export function countryFromEmbCodes(text: string): CountryReading | null {
  if (text.trim() === "") return null;
  const countries = text
    .split(/[,;\n]|\s[-–—]\s/u)
    .map(embCodeCountry)
    .filter((country): country is string => country !== null);
  return decide(countries, true);
}

// ---------------------------------------------------------------------------------------------
// Name tables

/** Additions to the taxonomy's names: short forms, constituent countries, frequent spellings. */
const EXTRA_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: "USA|U.S.A.|EE.UU.|Estados Unidos Americanos|Estados Unidos de Norteamérica|Etats Unis",
  GB: "England|Scotland|Wales|Northern Ireland|Great Britain|Angleterre|Inglaterra|Écosse|Schottland|Royaume Uni|Britain",
  KR: "Korea|Corée|Korea Południowa|Korea Republic",
  AE: "UAE|Emirats Arabes Unis|Emiratos Árabes Unidos",
  CZ: "Czech republic|République Tchèque|Czechy",
  PL: "w Polsce|Polsce",
  DE: "w Niemczech|Niemczech",
  IT: "we Włoszech|Włoszech",
  FR: "we Francji|Francji",
  ES: "w Hiszpanii|Hiszpanii",
  RE: "Île de la Réunion|Reunion",
  HK: "Hong Kong SAR",
};

/**
 * Regions, states and large cities that name their country (weak evidence). Names that are also
 * places in other countries are left out (Georgia, Victoria, Punjab, Hyderabad, Córdoba, Jura, …).
 */
const PLACE_NAMES: Readonly<Record<string, string>> = {
  US: [
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Hawaii|Idaho|Illinois",
    "Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi",
    "Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina",
    "North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee",
    "Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Chicago|Los Angeles",
    "San Francisco|Brooklyn|St. Louis|Saint Louis|Seattle|Boston|Houston|Dallas|Philadelphia",
  ].join("|"),
  CA: "Québec|Quebec|Ontario|British Columbia|Colombie-Britannique|Alberta|Manitoba|Nova Scotia|Toronto|Montréal|Vancouver",
  MX: "CDMX|Monterrey|Jalisco|Nuevo León|Guadalajara|Yucatán|Puebla|Sonora|Zapopan",
  IN: [
    "Maharashtra|Maharastra|Gujarat|Karnataka|Karanataka|Tamil Nadu|Tamilnadu|Kerala|Telangana|Rajasthan",
    "Uttar Pradesh|Madhya Pradesh|West Bengal|Andhra Pradesh|Uttarakhand|Uttrakhand|Haryana|New Delhi",
    "Mumbai|Bengaluru|Bangalore|Chennai|Kolkata|Ahmedabad|Pune|Nagpur|Surat",
  ].join("|"),
  IT: [
    "Milano|Milan|Torino|Turin|Roma|Napoli|Bologna|Firenze|Venezia|Verona|Parma|Genova|Padova|Vicenza|Modena",
    "Bergamo|Bergame|Pavia|Perugia|Novara|Brescia|Cremona|Cesena|Bolzano|Trento|Trentino|Reggio Emilia|Piemonte|Lombardia|Lombardie",
    "Toscana|Toscane|Sicilia|Sicile|Sardegna|Puglia|Veneto|Emilia-Romagna|Friuli|Campania|Campanie",
    "Calabria|Abruzzo|Umbria|Liguria|Lazio|Alto Adige|Südtirol|Valtellina",
  ].join("|"),
  FR: [
    "Bretagne|Normandie|Alsace|Île-de-France|Paris|Provence|Bourgogne|Aquitaine|Nouvelle-Aquitaine",
    "Occitanie|Auvergne|Lorraine|Picardie|Champagne-Ardenne|Pays de la Loire|Rhône-Alpes",
    "Auvergne-Rhône-Alpes|Hauts-de-France|Nord-Pas-de-Calais|Centre-Val de Loire|Grand Est|Midi-Pyrénées",
    "Languedoc|Languedoc-Roussillon|Poitou-Charentes|Franche-Comté|Corse|Savoie|Haute-Savoie",
    "Maine-et-Loire|Lyon|Marseille|Toulouse|Bordeaux|Nantes|Lille|Strasbourg|Rennes",
  ].join("|"),
  DE: [
    "Bayern|Baden-Württemberg|Nordrhein-Westfalen|Niedersachsen|Basse-Saxe|Sachsen|Hessen|Thüringen",
    "Schleswig-Holstein|Rheinland-Pfalz|Brandenburg|Mecklenburg-Vorpommern|Berlin|Hamburg|Bremen",
    "München|Köln|Frankfurt|Stuttgart|Düsseldorf",
  ].join("|"),
  ES: "Cataluña|Catalunya|Catalogne|Andalucía|Andalousie|Navarra|Murcia|Galicia|Extremadura|Madrid|Barcelona|Barcelone|Castilla y León|Castilla-La Mancha|País Vasco|Asturias|Canarias",
  PL: "Warszawa|Kraków|Łódź|Wrocław|Poznań|Gdańsk|Gdynia|Lublin|Szczecin|Bydgoszcz|Katowice|Białystok|Rzeszów|Kielce|Toruń|Mazowieckie|Wielkopolska",
  CH: "Zürich|Genève|Genf|Basel|Luzern|Ticino|Tessin|Valais|Wallis|Vaud|Fribourg",
  BE: "Bruxelles|Brussel|Vlaanderen|Wallonie|Antwerpen|Anvers|Région flamande|Région wallonne",
  NL: "Noord-Brabant|Gelderland|Amsterdam|Rotterdam",
  AT: "Tirol|Tyrol|Wien|Salzburg|Vorarlberg|Steiermark|Kärnten|Niederösterreich|Oberösterreich",
  GB: "London|Londres|Yorkshire|Shetland",
  AU: "New South Wales|Queensland|Tasmania",
  BR: "São Paulo|Rio de Janeiro|Minas Gerais",
  AR: "Buenos Aires",
  GE: "Tbilisi",
  GR: "Thessaloniki|Athens|Athènes|Crete|Crète",
  AE: "Dubai|Abu Dhabi",
  MA: "Marrakech|Casablanca",
};

/**
 * Country names from Open Food Facts' countries taxonomy (ODbL): the English, French, German,
 * Italian, Spanish, Portuguese, Dutch and Polish names of every country, and the Swedish, Danish,
 * Finnish, Norwegian, Czech, Slovak, Hungarian, Romanian, Croatian, Slovenian, Greek, Russian,
 * Lithuanian, Latvian, Estonian and Bulgarian names of European countries and large producers.
 * Names of three letters or fewer, of more than four words, or shared by two countries (Congo),
 * ambiguous ones (America, Georgia, Jersey, Jordan, Chad, Niger, Island, Granada, Maurice, …)
 * and small dependent territories (Saint-Martin, Wallis and Futuna, …) are left out.
 */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AD: "Andora|Andorra|Andorran ruthinaskunta|Andorre|Fyrstedømmet Andorra|Księstwo Andory|Principality of Andorra|Ανδόρρα|Андора|Андорра",
  AE: "E.A.U.|Emirados Árabes Unidos|Emirati Arabi Uniti|Emiratos Árabes Unidos|Émirats arabes unis|United Arab Emirates|Vereinigte Arabische Emirate|Verenigde Arabische Emiraten|Zjednoczone Emiraty Arabskie",
  AF: "Afeganistão|Afganistán|Afghanistan|Islamic Republic of Afghanistan|Repubblica Islamica dell'Afghanistan",
  AG: "Antigua and Barbuda|Antigua e Barbuda|Antigua en Barbuda|Antigua-et-Barbuda|Antigua i Barbuda|Antigua und Barbuda|Antigua y Barbuda|Dulcina",
  AL: "Albaania|Albania|Albanian tasavalta|Albanie|Albanien|Albanija|Albánsko|Republic of Albania|Republik Albanien|Shqipëria|Αλβανία|Албания",
  AM: "Armenia|Arménie|Armenien|Republic of Armenia|República de Armenia",
  AO: "Angola|Republic of Angola|República de Angola",
  AR: "Argentiina|Argentiinan tasavalta|Argentina|Argentine|Argentine Republic|Argentinië|Argentinien|Argentyna|República Argentina|Republikken Argentina|République argentine|Αργεντινή|Аргентина|Аржентина",
  AT: "Austria|Austrija|Ausztria|Autriche|Avstrija|Itävallan tasavalta|Itävalta|Oostenrijk|Österreich|Österrike|Rakousko|Rakúsko|Republic of Austria|Republik Österreich|Østerrike|Østrig|Αυστρία|Австрия",
  AU: "Austraalia|Australia|Australian liittovaltio|Australie|Australien|Australija|Ausztrália|Avstralija|Commonwealth of Australia|Commonwealth von Australien|Αυστραλία|Австралийский Союз|Австралия",
  AZ: "Aserbaidschan|Azerbaïdjan|Azerbaigian|Azerbaijan|Azerbaijão|Azerbaiyán|Azerbeidzjan|Azerbejdżan|Republic of Azerbaijan|República de Azerbaiyán",
  BA: "Bosna a Hercegovina|Bosna i Hercegovina|Bosna in Hercegovina|Bosnia|Bosnia and Herzegovina|Bósnia e Herzegovina|Bosnia ed Erzegovina|Bosnia-Erzegovina|Bosnia-Hercegovina|Bosnia-Herzegovina|Bośnia i Hercegowina|Bosnia ja Hertsegoviina|Bosnia ja Hertsegovina|Bosnia și Herțegovina|Bosnia y Herzegovina|Bosnië en Herzegovina|Bosnie-Herzégovine|Bosnien-Hercegovina|Bosnien-Herzegowina|Bosnien och Hercegovina|Bosnien und Herzegowina|Bosnija ir Hercegovina|Bosnija un Hercegovina|Bosznia-Hercegovina|Βοσνία και Ερζεγοβίνη|Босна и Херцеговина|Босния и Герцеговина",
  BB: "Barbade|Barbados",
  BD: "Bangladés|Bangladesch|Bangladesh|Bangladesz|East Bengal|East Pakistan|Pakistán del este|People's Republic of Bangladesh|Repubblica Popolare del Bangladesh|República Popular de Bangladés|República Popular de Bangladesh|Volksrepubliek Bangladesh",
  BE: "Belgia|Belgian kuningaskunta|Bélgica|Belgicko|België|Belgien|Belgija|Belgio|Belgique|Belgium|Kingdom of Belgium|Kongeriket Belgia|Koninkrijk België|Royaume de Belgique|Βέλγιο|Белгия|Бельгия",
  BF: "Burkina Faso|Górna Wolta|Kraj prawych ludzi",
  BG: "Adrianopol|Bolgár Köztársaság|Bolgár Népköztársaság|Bolgarija|Boύλγαροι|Bugarska|Bulgaaria|Bulgaaria Vabariik|Bulgar|Bulgarar|Bulgarerne|Bulgaria|Bulgarian tasavalta|Bulgarie|Bulgariei|Bulgarien|Bulgariens premiärminister|Bulgarija|Bulgārijas Republika|Bulgarije|Bulharská republika|Bulharsko|Bułgaria|Republic of Bulgaria|Republica Bulgaria|República da Bulgária|Republica Populară Bulgară|Republika Bolgarija|Republika Bugarska|Republika Bułgarii|Republikken Bulgaria|Βουλγαρία|Болгария|България",
  BH: "Bahrain|Bahrajn|Bahreïn|Baréin|Regno del Bahrain|Reino de Bahráin|Reino de Bahréin|Reino de Baréin",
  BI: "Burundi|Republic of Burundi|República de Burundi|République du Burundi",
  BJ: "Benim|Benin|Repubblica del Benin|Republic of Benin|Republiek Benin",
  BN: "Brunei|Nation of Brunei|Sultanato de Brunéi|the Abode of Peace",
  BO: "Bolivia|Bolivie|Bolivien|Boliwia|Estado Plurinacional de Bolivia",
  BR: "Amérique lusophone|Auriverde|Brasiilia|Brasil|Brasile|Brasilia|Brasilien|Brazil|Brazília|Brazilië|Brazilija|Brazylia|Brésil|Brésilien|Brésilienne|Brézil|Federative Republic of Brazil|Föderative Republik Brasilien|Forbundsrepublikken Brasil|República Federativa de Brasil|República Federativa del Brasil|República Federativa do Brasil|République fédérative du Brésil|Βραζιλία|Бразилия",
  BS: "Bahamas|Bahamy|Commonwealth of the Bahamas|Mancomunidad de las Bahamas|The Bahamas",
  BT: "Bhoutan|Bhutan|Bután|Butão|Kingdom of Bhutan|Reino de Bután",
  BW: "Botsuana|Botswana",
  BY: "Baltarusija|Baltkrievija|Belarus|Belorusija|Bělorusko|Białoruś|Bielorrusia|Bielorrússia|Bielorusko|Bielorussia|Biélorussie|Bjelorusija|Fehéroroszország|Hviderusland|Hviterussland|Republic of Belarus|Republikken Hviterussland|Valgevene|Valko-Venäjä|Valko-Venäjän tasavalta|Vitryssland|Weißrussland|White Russia|White Ruthenia|Wit-Rusland|Λευκορωσία|Беларус|Беларусь|Белоруссия|Республика Беларусь",
  BZ: "Belice|Belize|Honduras Britannico",
  CA: "British North America|Canada|Dominion of Canada|Kanada|Καναδάς|Канада",
  CD: "Congo DR|Congo DRC|Congo-Kinshasa|Dem. Rep. Kongo|Democratic Republic of Congo|Demokratische Republik Kongo|Demokratyczna Republika Konga|DR Congo|DR Kongo|Kongo-Kinshasa|Kongo-Léopoldville|Repubblica Democratica del Congo|República Democrática del Congo|República Democrática do Congo|République démocratique du Congo|Zaire",
  CF: "Centraal-Afrika|Centraal-Afrikaanse Republiek|Centrafrika|Central African Republic|Repubblica Centrafricana|República Centro-Africana|República Centroafricana|Republika Środkowoafrykańska|République centrafricaine|Zentralafrikanische Republik",
  CG: "Congo-Brazzaville|Congo Francese|Congo Republic|Departements der Republik Kongo|Französisch-Kongo|Kongo-Brazzaville|Repubblica del Congo|Republic of the Congo|República del Congo|Republik Kongo|Republika Konga|République du Congo",
  CH: "confédération helvétique|confédération suisse|Confederazione Elvetica|Confederazione Svizzera|Confederaziun svizra|Confœderatio Helvetica|Det sveitsiske edsforbund|Elveția|Konfederacja Szwajcarska|Konføderasjonen Sveits|Schweiz|Schweizerische Eidgenossenschaft|Suíça|Suisse|Suiza|Svájc|Švajčiarsko|Šveicarija|Šveice|Sveits|Sveitsi|Sveitsin valaliitto|Švica|Švicarska|Svizra|Svizzera|Švýcarsko|Swiss Confederation|Switzerland|Szwajcaria|Zwitserland|Zwitsers Eedgenootschap|Zwitserse Bondsstaat|Zwitserse Confederatie|Ελβετία|Швейцария",
  CI: "Costa d'Avorio|Costa de Marfil|Costa do Marfim|Côte d'Ivoire|Elfenbeinküste|Ivoorkust|Ivory Coast|Repubblica di Costa d'Avorio|Republic of Côte d'Ivoire|Wybrzeże Kości Słoniowej",
  CL: "Area|Chile|Chili|Cile|Repubblica del Cile|Republikken Chile|Tšiili|Χιλή|Чили",
  CM: "Camarões|Cameroon|Cameroun|Camerun|Kameroen|Kamerun",
  CN: "China|Chine|Chine populaire|Chińska Republika Ludowa|Chiny|Cina|Čínská lidová republika|Folkerepublikken Kina|Folkrepubliken Kina|Hiina|Kiina|Kiinan kansantasavalta|Kina|Kinijos Liaudies Respublika|Ljudska republika Kitajska|People's Republic of China|República Popular da China|República Popular de China|Republica Populară Chineză|République populaire de Chine|Volksrepubliek China|Volksrepublik China|ZhōngGuó|Zhōnghuá Rénmín Gònghéguó|Λαϊκή Δημοκρατία της Κίνας|Китайска народна република|Китайская Народная Республика",
  CO: "Colombia|Colombie|Kolumbia|Kolumbien|Republic of Colombia|República de Colombia|Republiek Colombia",
  CR: "Costa Rica|Kosta Rika|Kostarika|Kostaryka|Republic of Costa Rica|República de Costa Rica|Republik Costa Rica",
  CU: "Cuba|Kuba|Repubblica di Cuba|Republic of Cuba",
  CV: "Cabo Verde|Cap-Vert|Cape Verde|Capo Verde|Kaapverdië|Kaapverdische eilanden|Kap Verde|Kap Verden|Kapverdisch|Republic of Cape Verde|República de Cabo Verde|Republiek Kaapverdië|Republik Kap Verde|Republika Zielonego Przylądka",
  CY: "Chipre|Chypre|Chypre-Sud|Chypriote|Chypriotes|Cipar|Ciper|Cipro|Cipru|Ciprus|Ciprusi Köztársaság|Cypern|Cypr|Cyprus|Kipra|Kipras|Küpros|Kypr|Kypriakí Dimokratía|Kyproksen tasavalta|Kypros|Kıbrıs Cumhuriyeti|Republic of Cyprus|Republik Zypern|Republikken Kypros|République de Chypre|Südzypern|Zypern|Κυπριακή Δημοκρατία|Κύπρος|Кипър|Республика Кипр",
  CZ: "Cechia|Cehia|Čehija|Čekija|Češka|Česká republika|Česko|Csehország|Czech Republic|Czechia|Czechy|Den tsjekkiske republikk|Rep. Ceca|Repubblica Ceca|Repubblica Czeca|República Checa|République tchèque|Tchéquie|Tjeckien|Tjekkiet|Tschechien|Tschechische Republik|Tšehhi|Tšekin tasavalta|Tšekinmaa|Tšekki|Tshekin tasavalta|Tshekinmaa|Tshekki|Tsjechië|Tsjechische Republiek|Tsjekkia|Τσεχία|Чехия",
  DE: "Alemanha|Alemania|Allemagne|Bondsrepubliek Duitsland|BR Deutschland|Bundesrepublik Deutschland|Deutschland|Duitsland|Federal Republic of Germany|Forbundsrepublikken Tyskland|Germania|Germany|Nemčija|Německo|Németország|Niemcy|Njemačka|República Federal de Alemania|Saksa|Saksamaa|Saksan liittotasavalta|Tyskland|Vācija|Vokietija|Γερμανία|Ομοσπονδιακή Δημοκρατία της Γερμανίας|Германия|Федеративная Республика Германия",
  DJ: "Djibouti|Dschibuti|Dżibuti|Gibuti|Repubblica di Gibuti|Republic of Djibouti|República de Djibouti|República de Yibuti|Yibuti",
  DK: "Danemarca|Danemark|Dania|Danija|Danimarca|Danish Kingdom|Danmark|Danska|Danska kungadömet|Danska kungariket|Dánsko|Denemarken|Denmark|Dinamarca|Kingdom of Denmark|Kongeriget Danmark|Kongeriket Danmark|Kungadömet Danmark|Kungariket Danmark|Taani|Tanska|Δανία|Дания",
  DM: "Commonwealth of Dominica|Dominika|Mancomunidad de Dominica",
  DO: "Dominicaanse Republiek|Dominican Republic|Dominikana|Dominikanische Republik|Repubblica Dominicana|República Dominicana|République dominicaine|Santo Domingo",
  DZ: "Algeria|Algérie|Algerien|Algerije|Algieria|Argelia|Democratische Volksrepubliek Algerije|República de Argelia",
  EC: "Ecuador|Ekwador|Equador|Équateur|Repubblica dell'Ecuador|República del Ecuador",
  EE: "Eesti|Eesti Vabariik|Esthonie|Estija|Estland|Estonia|Estonie|Estonija|Estonsko|Észtország|Igaunija|Republic of Estonia|República da Estónia|Republik Estland|Republikken Estland|République d'Estonie|Viro|Viron tasavalta|Εσθονία|Естония|Эстония|Эстонская Республика",
  EG: "Ägypten|Arab Republic of Egypt|Arabische Republik Ägypten|Den arabiske repulikken Egypt|Egipat|Egipt|Egiptas|Ēģipte|Egipto|Egiptus|Egito|Egitto|Egyiptom|Egypt|Égypte|Egypten|Egypti|Repubblica Araba d'Egitto|Αίγυπτος|Египет",
  ER: "Eritrea|Eritreia|Érythrée|Erytrea|State of Eritrea",
  ES: "Espagne|España|Espanha|Espanja|Hispaania|Hiszpania|Ispanija|Kingdom of Spain|Königreich Spanien|Koninkrijk Spanje|Reino da Espanha|Reino de España|Reino de Espanha|Royaume d'Espagne|Spagna|Spain|Španělsko|Spania|Španielsko|Spanien|Španija|Spanje|Španjolska|Spanyolország|Ισπανία|Испания",
  ET: "Äthiopien|Ethiopia|Éthiopie|Etiopia|Repubblica Federale Democratica d'Etiopia|République fédérale démocratique d'Éthiopie",
  FI: "Finland|Finlanda|Finlande|Finlandia|Finnia|Finnland|Finnország|Finska|Finsko|Land of Thousand Lakes|Republic of Finland|Republiek Finland|Republiken Finland|Republikken Finland|Somija|Soome|Suomen tasavalta|Suomi|Suomija|Φινλανδία|Суоми|Финландия|Финляндия",
  FJ: "Fidji|Fidschi|Fidżi|Figi|Fiji|Fiyi|Republic of Fiji|República de Fiyi",
  FM: "Federated States of Micronesia|Micronesia|Micronésie|Mikronesien|Mikronezja|Stati Federati di Micronesia",
  FO: "Faer Oer|Faer Øer|Faeroe|Faeroe Is|Faeroe Islands|Faeroe Isles|Faeroer|Faeröer eilanden|Faeröereilanden|Faeroerne|Faeroes|Faeroyene|Faerøer|Faerøer-eilanden|Faerøereilanden|Faerøerne|Far Oer|Far Øer|Fareo islands|Fareur|Faroe|Faroe Island|Faroe Islands|Faroe Isles|Faroer|Faroer Eilanden|Färöer-Inseln|Färöerinseln|Faroes|Faroese Islands|Färöische Inseln|Färöische Vogelwelt|Féroé|Féroes|Foroyar|Fær Øer|Færeyjar|Færöer|Færoes|Færøer|Færøerne|Færøyene|Føroyar|Geografia das Ilhas Faroé|Îles Féroé|Ilhas Faeroe|Ilhas Faroé|Ilhas Faroes|Ilhas Feroe|Ilhas Feroés|Isla feroe|Islas Faroe|Islas Feroe|Islas Feroes|Isole Faer Oer|Isole Faeröer|Isole Far Oer|Isole Faroe|Isole Faroer|Isole Foroyar|Isole Fær Øer|Schafsinseln|Sheep Islands|Suðuroyar sýsla|The Faeroe Islands|The Faroe Islands|Wyspy Owcze",
  FR: "França|France|Francia|Francia Köztársaság|Franciaország|Francie|Francija|Francijas Karaliste|Francijas Republika|Francja|Francuska|Francúzska republika|Francúzsko|Frankreich|Frankrig|Frankrijk|Frankrike|Franse Republiek|Franța|Französische Republik|French Republic|Prancūzija|Prancūzijos Respublika|Prantsusmaa|Ranska|Ranskan tasavalta|República Francesa|Republikken Frankrike|République française|Γαλλία|Република Франция|Франция|Френска|Френската република|Френските",
  GA: "Gabão|Gabon|Gabonese Republic|Gabun|Republiek Gabon|Republika Gabońska|République Gabonaise",
  GB: "Apvienotā Karaliste|Det forente kongeriket|Egyesült Királyság|Gran Bretagna|Great Britain|Inghilterra|Iso-Britannia|Jungtinė Karalystė|Nagy-Britannia|Regno Unito|Reino Unido|Royaume-Uni|Spojené království|Spojené kráľovstvo|Storbritannia|Storbritannien|Suurbritannia|Ujedinjeno Kraljevstvo|United Kingdom|Vereinigtes Königreich|Verenigd Koninkrijk|Wielka Brytania|Yhdistynyt kuningaskunta|Zjednoczone Królestwo|Ηνωμένο Βασίλειο|Великобритания|Соединённое Королевство",
  GD: "Grenada",
  GE: "Géorgie|Georgien|Gruzia|Gruzja|Sakartvelo",
  GF: "Frans-Guyana|Französisch-Guayana|French Guiana|Guayana Francesa|Guiana Francesa|Gujana Francuska|Guyana francese|Guyane|Guyane française|Région Guyane",
  GG: "Bailiado de guernesei|Bailiado de Guernsey|Bailiazgo de Guernsey|Bailiwick of Guernsey|Bailliage de Guernesey|Baliwat Guernsey|GB-GSY|Guensey|Guérnesei|Guernesey|Guérnsei|Guernsey|Isla de Guernesey|Isla de Guernsey|Island of Guernsey|Isle of Guernsey|Isola di Guernsey|Sarmia|Vogtei Guernesey|Vogtei Guernsey|Wyspa Guernsey",
  GH: "Gana|Ghana|Republic of Ghana",
  GI: "Gibilterra|Gibraltar",
  GL: "Greenland|Greenland (country)|Grenlandia|Groenland|Groenlandia|Gronelândia|Grönland|Grønland|Kalaallit Nunaat",
  GM: "Gambia|Gambie|Republic of the Gambia|Republik Gambia|the Gambia",
  GN: "Guiné|Guinea|Guinea-Conakry|Guinée|Gwinea|Repubblica di Guinea|Republic of Guinea",
  GP: "Guadalupa|Guadalupe|Guadeloupe|Gwadelupa",
  GQ: "Äquatorialguinea|Equatoriaal-Guinea|Equatorial Guinea|Guiné Equatorial|Guinea Ecuatorial|Guinea Equatoriale|Guinée équatoriale|Gwinea Równikowa|Repubblica della Guinea Equatoriale|Republic of Equatorial Guinea|República de Guinea Ecuatorial",
  GR: "Den hellenske republikk|Görögország|Graikija|Grčija|Grčka|Grèce|Grecia|Grecja|Grécko|Greece|Grekenland|Grekland|Griechenland|Griekenland|Grieķija|Grækenland|Hellada|Hellas|Helleenien tasavalta|Hellenic Republic|Kreeka|Kreikan tasavalta|Kreikka|Řecko|Republika Grecka|Ελλάδα|Ελλάς|Ελληνική Δημοκρατία|Греция|Гърция",
  GT: "Guatemala|Gwatemala|República de Guatemala|Republik Guatemala",
  GW: "Guiné-Bissau|Guinea-Bisáu|Guinea-Bissau|Guinée-Bissau|Gwinea Bissau|Republic of Guinea-Bissau|Republik Guinea-Bissau",
  GY: "Guiana|Gujana|Guyana|República Cooperativa de Guyana",
  HK: "China Hong Kong|HKSAR|Hong Kong|Hong Kong SAR|Hongkong|Honguecongue|Sonderverwaltungszone Hongkong|Xianggang",
  HN: "Honduras|República de Honduras",
  HR: "Chorvatsko|Chorwacja|Croacia|Croatia|Croatie|Croazia|Horvaatia|Horvātija|Horvátország|Hrvaška|Hrvatska|Kroatia|Kroatië|Kroatien|Kroatija|Repubblica di Croazia|Republic of Croatia|Republiek Kroatië|Republika Hrvatska|Republikken Kroatia|Κροατία|Республика Хорватия|Хорватия|Хърватия",
  HT: "Haiti|Republic of Haiti|République d'Haïti",
  HU: "Hongarije|Hongrie|Hungary|Hungría|Maďarsko|Madžarska|Magyarország|Mađarska|Ungari|Ungaria|Ungārija|Ungarn|Ungern|Ungheria|Unkari|Vengrija|Węgry|Ουγγαρία|Венгрия|Унгария",
  ID: "Indonesia|Indonésie|Indonesien|Indonezja|Negara Kesatuan Republik Indonesia|NKRI|Republic of Indonesia|República da Indonésia|República de Indonesia|Republik Indonesia",
  IE: "Airija|Airijos Respublika|Éire|Ierland|Iiri|Iiri Vabariik|Iirimaa|Ír Királyság|Ír Köztársaság|Ireland|Īrija|Īrijas republika|Irland|Irlanda|Irlande|Irlandia|Irlannin tasavalta|Irlanti|Írország|Irska|Irská republika|Irsko|Poblachd na h-Èireann|Poblacht na hÉireann|Repubblica d'Irlanda|Republic of Ireland|República da Irlanda|Republica irlanda|Republik Irland|Republika Irska|Republikken Irland|République d'Irlande|Δημοκρατία της Ιρλανδίας|Έιρε|Ιρλανδική Δημοκρατία|Ейре|Ирландия|Република Ирландия",
  IL: "Estado de Israel|Iisrael|Israel|Israele|Izrael|Izraēla|Izraelis|Jisra'el|Stát Izrael|State of Israel|Staten Israel|Ισραήλ|Израел|Израиль",
  IM: "Ellan Vannin|Île de Man|Ilha de Man|Insula Mona|Isla de Man|Isle of Man|Isola di Man|Mann|Mannin|the Isle of Man|Wyspa Man",
  IN: "Bharat|Hindustan|Inde|India|Indie|Indien|Indija|Intia|Repubblica dell'India|República de la India|Republica India|Republiek India|République d'Inde|Ινδία|Индия",
  IQ: "Irak|Iraq|Iraque|República de Irak",
  IR: "Iran|Irão|Islamic Republic of Iran|Islamische Republik Iran|Persia|Repubblica Islamica dell'Iran|República Islámica de Irán",
  IS: "Iceland|IJsland|Islanda|Islande|Islandia|Islandija|Islanti|Izland|Izlandi Köztársaság|Republic of Iceland|République d'Islande|Ισλανδία|Исландия",
  IT: "Itaalia|Italia|Italiaanse Republiek|Italian Republic|Italië|Italien|Italienische Republik|Italija|Italy|Olaszország|Repubblica Italiana|Taliansko|Włochy|Ιταλία|Италия|Итальянская Республика",
  JE: "Bailiazgo de Jersey|Balliwick of Jersey|Ile de Jersey|Isola di Jersey|Jerry|Vogtei Jersey",
  JM: "Commonwealth of Jamaica|Giamaica|Jamaica|Jamaika|Jamaïque|Jamajka|Jamdung",
  JO: "Giordania|Hashemite Kingdom of Jordan|Jordania|Jordanie|Jordanien|Reino Hachemita de Jordania|Transjordania",
  JP: "Giappone|Jaapan|Japan|Japāna|Japani|Japão|Japon|Japonia|Japonija|Japonska|Japonsko|Nihon|Nihon-koku|Nippon|Nippon-koku|pays du soleil levant|State of Japan|Ιαπωνία|Япония",
  KE: "Kenia|Kenya|Quénia|Republic of Kenya|Republik Kenia",
  KG: "Kirghizistan|Kirgisien|Kirgisistan|Kirgistan|Kirgizië|Kirguisia|Kirguistán|Kirguizistán|Kyrgyz Republic|Kyrgyzstan|Quirguistão|República Kirguisa",
  KH: "Cambodge|Cambodia|Cambodja|Cambogia|Camboja|Camboya|Kambodscha|Kambodża|Kingdom of Cambodia|Königreich Kambodscha",
  KI: "Îles Gilbert|Kiribati|República de Kiribati",
  KM: "Comoras|Comore|Comoren|Comores|Comoros|Komoren|Komory|Unión de las Comoras|Unione delle Comore",
  KN: "Saint-Christophe-et-Nevis|Saint-Christophe-et-Niévès|Saint Christopher and Nevis|Saint Kitts and Nevis|Saint Kitts e Nevis|Saint Kitts en Nevis|Saint-Kitts-et-Nevis|Saint Kitts i Nevis|San Cristóbal y Nieves|São Cristóvão e Nevis|St. Kitts und Nevis",
  KP: "Corea del Nord|Corea del Norte|Corée du Nord|Coreia do Norte|Demokratische Volksrepublik Korea|DPRK|DVRK|Korea Północna|Noord-Korea|Nordkorea|North Korea",
  KR: "Corea del Sud|Corea del Sur|Corée du Sud|Coreea de Sud|Coreia do Sul|Daehan Minguk|Dél-Korea|Dienvidkoreja|Etelä-Korea|Jižní Korea|Južna Koreja|Korea Południowa|Korean tasavalta|Kórejská republika|Lõuna-Korea|Pietų Korėja|Repubblica di Corea|Republic of Korea|República de Corea|Republiek Korea|Republik Korea|Republikken Korea|South Korea|Süd-Korea|Südkorea|Suedkorea|Syd-Korea|Sydkorea|Sør-Korea|Zuid-Korea|Νότια Κορέα|Республика Корея|Южна Корея",
  KW: "Dawlat al-Kuwait|Estado de Kuwait|Koeweit|Koweït|Kuwait|Kuwejt|State of Kuwait",
  KZ: "Cazachistan|Cazaquistão|Cosacchia|Cosacchistan|Kasachstan|Kazachstan|Kazajastán|Kazajistán|Kazakhstan|Kazakistan|Kazakstán|Republic of Kazakhstan|República de Kazajistán",
  LA: "Lao People's Democratic Republic|Laos|Laotańska Republika Ludowo-Demokratyczna|República Democrática Popular Lao",
  LB: "Lebanese Republic|Lebanon|Liban|Libano|Libanon|República Libanesa",
  LC: "Saint Lucia|St. Lucia",
  LI: "Fyrstedømmet Liechtenstein|Lichtenštajnsko|Lichtenšteinas|Lichtenštejnsko|Liechtenstein|Lihtenštajn|Lihtenšteina|Principality of Liechtenstein|Λίχτενσταϊν|Лихтенштейн|Лихтенщайн",
  LK: "Ceilán|Ceylon|Heladiva|Lanka|Lankadvīpa|Selan|Serendib|Simoundou|Sri Lanka|Taprobane",
  LR: "Liberia",
  LS: "Basotholand|Kingdom of Lesotho|Lesotho|Lesoto|Regno del Lesotho",
  LT: "Leedu|Liettua|Lietuva|Lietuvos Respublika|Litauen|Lithuania|Litouwen|Lituania|Lituanie|Litva|Litvánia|Litwa|Republic of Lithuania|Republikken Litauen|Λιθουανία|Литва",
  LU: "Grand Duchy of Luxembourg|Lëtzebuerg|Liuksemburgas|Lucemburské hrabství|Lucemburské velkovévodství|Lucembursko|Luksemburg|Luksemburga|Luksemburgas Lielhercogiste|Luksemburgi Suurhertsogiriik|Lussemburgo|Luxembourg|Luxemburg|Luxemburgare|Luxemburgi Nagyhercegség|Luxemburgin suurherttuakunta|Luxemburgo|Luxemburgsk|Luxembursko|Luxenburg|Marele Ducat al Luxemburgului|Marele Ducat de Luxemburg|Regii Ungariei|Storhertigdömet Luxemburg|Veliko Vojvodstvo Luksemburg|Velkovévodství lucemburské|Λουξεμβούργο|Люксембург",
  LV: "Läti|Latvia|Latvian Republic|Latvija|Letland|Letonia|Lettland|Lettonia|Lettonie|Lettország|Lotyšsko|Republic of Latvia|Republikken Latvia|Łotwa|Λεττονία|Латвия",
  LY: "Libia|Libië|Libya|Libye|Libyen|Repubblica Libica|State of Libya",
  MA: "Kingdom of Morocco|Kongedømmet Marokko|Maroc|Marocco|Marocko|Maroka|Marokas|Marokko|Maroko|Marrocos|Marruecos|Morocco|Μαρόκο|Марокко|Мароко",
  MC: "Fyrstedømmet Monaco|Monaco|Monacon ruhtinaskunta|Monakas|Monako|Montecarlo|Principality of Monaco|Principato di Monaco|Μονακό|Монако|Монако (страна)",
  MD: "Moldau|Moldavia|Moldavie|Moldavien|Moldavija|Moldavsko|Moldawien|Moldova|Mołdawia|R. Moldova|Republic of Moldova|República de Moldova|República de Moldovia|Republica Moldova|Republicii Moldova|Republik Moldau|Μολδαβία|Молдавия|Молдова",
  ME: "Černá Hora|Čierna Hora|Crna Gora|Czarnogóra|Juodkalnija|Melnkalne|Montenegro|Muntenegru|Republikken Montenegro|Μαυροβούνιο|Црна Гора|Черна гора|Черногория",
  MG: "Madagascar|Madagaskar|Repoblikan'i Madagasikara|Republic of Madagascar|República de Madagáscar|République de Madagascar",
  MH: "Îles Marshall|Ilhas Marshall|Islas Marshall|Isole Marshall|Marshall Islands|Marshalleilanden|Marshallinseln|Republiek der Marshalleilanden|Wyspy Marshalla",
  MK: "Észak-Macedónia|FYROM|Macédoine du Nord|Macedonia|Macedonia de Nord|Macedonia del Nord|Macedonia del Norte|Macedónia do Norte|Macedonia Północna|Noord-Macedonië|Nord-Makedonia|Nordmakedonien|Nordmazedonien|North Macedonia|Põhja-Makedoonia|Pohjois-Makedonia|Republic of Macedonia|Republic of North Macedonia|Severna Makedonija|Severné Macedónsko|Severní Makedonie|Šiaurės Makedonija|Sjeverna Makedonija|Ziemeļmaķedonija|Βόρεια Μακεδονία|Северна Македония|Северная Македония",
  ML: "Mali|República de Mali|Republik Mali|Republique du Mali",
  MM: "Birma|Birmania|Birmanie|Burma|Mjanma|Mjanmar|Myanma|Myanma Naingngan|Myanmar|Myanmarischer Staat|Pye Tawngsu Myanma Naingngan|Pyidaunzu Thanmăda Myăma Nainngandaw|Repubblica dell'Unione della Birmania|Republik der Union Myanmar|Unión de Myanmar|Union Myanmar|Union of Burma|Union von Myanmar",
  MN: "Mongolei|Mongolia|Mongolie",
  MO: "Aomen|Macao|Macau|Macau Special Administrative Region|Makao|Makau|Sonderverwaltungszone Macao",
  MQ: "Martinica|Martinique|Martynika",
  MR: "Islamic Republic of Mauritania|Islamische Republik Mauretanien|Mauretania|Mauretanien|Mauritania|Mauritanie|République islamique de Mauritanie",
  MT: "Malta|Maltan tasavalta|Malte|Repubblica di Malta|Republic of Malta|Republikken Malta|Μάλτα|Малта|Мальта",
  MU: "Île Maurice|Maurícia|Mauritius|Republic of Mauritius|Republik Mauritius|République de Maurice",
  MV: "Maldivas|Maldive|Maldiven|Maldives|Malediven|Malediwy|Repubblica delle Maldive",
  MW: "Malaui|Malawi|Republic of Malawi|République du Malawi",
  MX: "Estados Unidos Mexicanos|États-Unis mexicains|Mehhiko|Mehika|Méjico|Meksika|Meksiko|Meksyk|Messico|Mexic|Mexican Republic|Mexico|Mexihco|Mexiko|Mexique|República Mexicana|United Mexican States|Vereinigte Mexikanische Staaten|Μεξικό|Мексика|Мексико",
  MY: "Malaisie|Malasia|Malaysia|Malaysien|Maleisië|Malesia|Malezja",
  MZ: "Moçambique|Mosambik|Mozambico|Mozambik|Mozambique|Republic of Mozambique",
  NA: "Namibia|Namibie|Republic of Namibia",
  NC: "FR-PF|Kanaky|La nouvelle caledonie|Neocaledonio|Neu Caledonien|Neu-Kaledonien|Neukaledonien|New Caledonia|Nieuw-Caledonië|Nouvelle-Calédonie|Nova Caledónia|Nowa Kaledonia|Nueva Caledonia|Nuova Caledonia",
  NE: "Republic of Niger|Republik Niger",
  NG: "Federal Republic of Nigeria|Nigeria",
  NI: "Nicaragua|Nikaragua|República de Nicaragua",
  NL: "Alankomaat|Holanda|Holandia|Holandsko|Holland|Hollande|Hollandia|Hollanti|Nederland|Nederländerna|Netherlands|Nīderlande|Niderlandy|Niederlande|Niederlanden|Nizozemska|Nizozemsko|Nyderlandai|Olanda|Paesi Bassi|Países Baixos|Países Bajos|Pays-Bas|Royaume des Pays-Bas|the Netherlands|Κάτω Χώρες|Ολλανδία|Голландия|Нидерландия|Нидерланды",
  NO: "Kingdom of Norway|Kongeriket Norge|Königreich Norwegen|Noorwegen|Noreg|Norge|Norja|Norra|Norsko|Noruega|Norvège|Norvegia|Norvegija|Norveška|Norway|Norwegen|Norwegia|Νορβηγία|Норвегия",
  NP: "Nepal",
  NR: "Nauru|Republic of Nauru|República de Nauru|Republiek Nauru",
  NZ: "Aotearoa|Dominion of New Zealand|Jaunzēlande|Kraj Długiej Białej Chmury|Naujoji Zelandija|Neuseeland|New Zealand|Nieuw-Zeeland|Noua Zeelandă|Nouvelle-Zélande|Nova Zelândia|Nova Zelandija|Novi Zeland|Nový Zéland|Nowa Zelandia|Nueva Zelanda|Nueva Zelandia|Nuova Zelanda|Ny-Zealand|Nya Zeeland|Új-Zéland|Uus-Meremaa|Uusi-Seelanti|Νέα Ζηλανδία|Нова Зеландия|Новая Зеландия",
  OM: "Oman|Sultanat d'Oman|Sultanía de Omán",
  PA: "Panama|Republic of Panama|República de Panamá",
  PE: "Pérou|Peru|Peruu|República del Perú|Republikken Peru|Περού|Перу",
  PF: "Établissements français de l'Océanie|Francopolinesio|Frans-Polynesië|Französisch Ozeanien|Französisch-Polynesien|French Polynesia|Polinesia Francesa|Polinesia francese|Polinezja Francuska|Polynésie française|Pōrīnetia Farāni|Território Polinésia Francesa",
  PG: "Papoea-Nieuw-Guinea|Papouasie-Nouvelle-Guinée|Papua-Neuguinea|Papua New Guinea|Papua-Nova Guiné|Papua-Nowa Gwinea|Papua Nueva Guinea|Papua Nuova Guinea",
  PH: "Filipijnen|Filipinas|Filipiny|Filippine|Philippinen|Philippines|Republic of the Philippines|República de Filipinas|Republiek der Filipijnen",
  PK: "Pakistan|Paquistão|República Islámica del Pakistán|République islamique du Pakistan",
  PL: "Lengyelország|Lenkija|Poland|Polen|Polija|Poljska|Pologne|Polonia|Polska|Polsko|Poola|Puola|Republic of Poland|Republiek Polen|Rzeczpospolita Polska|Πολωνία|Полша|Польша",
  PR: "Commonwealth of Puerto Rico|Porto Rico|Portorico|Portoryko|Puerto Rico",
  PS: "Dichiarazione d'indipendenza palestinese|Estado da Palestina|Estado de Palestina|Estado palestiniano|Estado Palestino|État de Palestine|Etat palestinien|Palestina|Palestine|Palestyna|Państwo Palestyna|Staat Palästina|State of Palestine|Stato di Palestina|Stato Palestinese",
  PT: "Portogallo|Portugal|Portugāle|Portugali|Portugalia|Portugalija|Portugalska|Portugalsko|Portugese Republiek|Portuguese Republic|República de Portugal|República Portuguesa|Πορτογαλία|Португалия",
  PW: "Belau|Palaos|Palau|Pelew|Republic of Palau",
  PY: "Paraguai|Paraguay|Paragwaj|Republic of Paraguay|República del Paraguay",
  QA: "Catar|Estado de Catar|Estado de Qatar|Katar|Qatar",
  RE: "La Réunion|Reunião|Réunion|Riunione",
  RO: "Roemenië|Romania|Roménia|Romunija|Roumania|Roumanie|Rumania|Rumänien|Rumānija|Rumeenia|Rumunia|Rumunija|Rumunjska|Rumunsko|Rumænien|Ρουμανία|Румъния|Румыния",
  RS: "Serbia|Serbie|Serbien|Serbija|Sérvia|Servië|Srbija|Srbsko|Szerbia|Σερβία|Сербия|Србија|Сърбия",
  RU: "Den russiske føderasjon|Federação Russa|Federacja Rosyjska|Federazione Russa|Krievija|Oroszország|Rosja|Rossijskaja Federatsija|Rossiyskaya Federatsiya|Rusia|Rusija|Ruska federacija|Rusko|Rusland|Russia|Russian Federation|Russie|Russische Federatie|Russische Föderation|Russland|Russländische Föderation|Ryssland|Venäjä|Venäjän federaatio|Venemaa|Ρωσία|Российская Федерация|Россия|Россия (страна)|Русия",
  RW: "Republic of Rwanda|Ruanda|Rwanda",
  SA: "Arabia Saudí|Arabia Saudita|Arabia Saudyjska|Arabie saoudite|Reino de Arabia Saudita|Royaume d'Arabie saoudite|Saoedi-Arabië|Saudi Arabia|Saudi-Arabien",
  SB: "îles Salomon|Ilhas Salomão|Islas Solomón|Isole Salomone|Salomon|Salomonen|Salomonseilanden|Solomon Islands|Wyspy Salomona",
  SC: "Republic of Seychelles|Republik der Seychellen|Republik Seychellen|Republika Seszeli|République des Seychelles|Seschellen|Seszele|Seychellen|Seychelles",
  SD: "Republik Sudan|Soedan|Soudan|suca|Sudan|Sudão",
  SE: "Kingdom of Sweden|Konungariket Sverige|Rootsi|Ruotsi|Ruotsin kuningaskunta|Schweden|Suecia|Suède|Suedia|Švedija|Svédország|Švedska|Švédsko|Sverige|Svezia|Sweden|Szwecja|Zviedrija|Zweden|Σουηδία|Швеция",
  SG: "Ciudad de Singapur|Repubblica di Singapore|Republic of Singapore|República de Singapur|Singapore|Singapour|Singapur|Singapura",
  SI: "Eslovenia|Republic of Slovenia|Republiek Slovenië|Republik Slowenien|Republika Slovenija|République de Slovénie|Sloveenia|Slovenia|Slovénie|Slovenien|Slovenija|Slovinsko|Slowenien|Szlovénia|Słowenia|Σλοβενία|Республика Словения|Словения",
  SK: "Eslovaquia|République slovaque|Slovacchia|Slovacia|Slovačka|Slovak Republic|Slovakia|Slovakien|Slovakiet|Slovakija|Slovakkia|Slovaquie|Slovaška|Slovenská republika|Slovensko|Slowakei|Slowakije|Szlovákia|Słowacja|Σλοβακία|Словакия",
  SL: "Repubblica della Sierra Leone|Republic of Sierra Leone|Republik Sierra Leone|Serra Leoa|Sierra Leona|Sierra Leone",
  SM: "Repubblica di San Marino|Republikken San Marino|République de Saint-Marin|Saint-Marin|San Marinas|San Marino|San Marinon seesteinen tasavalta|Sanmarīno|Άγιος Μαρίνος|Сан-Марино",
  SN: "Republic of Senegal|Republik Senegal|Senegal",
  SO: "Federal Republic of Somalia|Somalia|Somalie",
  SR: "Dutch Guiana|Republic of Surinam|Republic of Suriname|República del Surinam|Republiek Suriname|Surinam|Suriname",
  SS: "Republic of South Sudan|Soudan du Sud|South Sudan|Southern Sudan|Sud-Soudan|Sudan del Sud|Sudán del Sur|Sudan Południowy|Sudão do Sul|Südsudan|Zuid-Soedan",
  ST: "Santo Tomé y Príncipe|Sao Tomé and Príncipe|São Tomé e Príncipe|Sao Tomé en Principe|Sao Tomé-et-Principe|São Tomé og Príncipe|São Tomé und Príncipe",
  SV: "El Salvador|República de El Salvador|Republiek El Salvador|Republik El Salvador|Salvador|Salwador",
  SY: "Repubblica Araba di Siria|República Árabe Siria|République arabe syrienne|Siria|Syria|Syrian Arab Republic|Syrie|Syrien",
  SZ: "Kingdom of Swaziland|Suazi|Suazilandia|Swasiland|Swaziland",
  TD: "Chade|Ciad|Czad|Ǧumhūriyyat Tšād|Republic of Chad|República del Chad|Republiek Tsjaad|République du Tchad|Tchad|Tschad|Tsjaad",
  TG: "Repubblica Togolese|República Togolesa|Togo|Togolese Republic",
  TH: "Kingdom of Thailand|Kongeriket Thailand|Königreich Thailand|Ratcha Anachak Thai|Regno di Thailandia|Reino de Tailandia|Royaume de Thaïlande|Siam|Tailandas|Tailandia|Taizeme|Tajland|Tajlandia|Tajska|Thaiföld|Thailand|Thailanda|Thaïlande|Thailandia|Thaimaa|Thajsko|Ταϊλάνδη|Таиланд",
  TJ: "Repubblica del Tagikistan|Republic of Tajikistan|República de Tayikistán|Tadjikistan|Tadschikistan|Tadzjikistan|Tadżykistan|Tagikistan|Tajikistan|Tajiquistão|Tayikistán",
  TL: "East Timor|Oost-Timor|Osttimor|Timor Est|Timor-Leste|Timor oriental|Timor Orientale|Timor Wschodni",
  TM: "República de Turkmenistán|Turcmenistán|Turkmenistan|Turquemenistão",
  TN: "Den tunisiske republikk|Repubblica Tunisina|Republic of Tunisia|República Tunecina|Tuneesia|Tunesië|Tunesien|Túnez|Tunézia|Tunezja|Tunis|Tunisas|Tunisia|Tunisie|Tunisien|Tunisija|Tunisko|Tunizija|Τυνησία|Тунис|Тунисская Республика",
  TO: "Reino de Tonga|Tonga",
  TR: "Republic of Turkey|République de Turquie|République turque|Törökország|Turchia|Turcia|Turčija|Turcja|Turecko|Türgi|Türkei|Turkey|Turkiet|Turkija|Turkije|Türkiye|Turkki|Turquía|Turquie|Turska|Tyrkia|Tyrkiet|Τουρκία|Τουρκική Δημοκρατία|Турецкая республика|Турция",
  TT: "Trindade e Tobago|Trinidad and Tobago|Trinidad e Tobago|Trinidad en Tobago|Trinidad und Tobago|Trinidad y Tobago|Trinité-et-Tobago|Trynidad i Tobago",
  TV: "Ellice Islands|État des Tuvalu|Islas Ellice|Tuvalu",
  TW: "Chine nationaliste|Chinees Republikeinse|Chinese Republiek|Chinese Taipei|Chinesische Republik|État de Taïwan|Repubblica di Cina (RDC)|Republic of China|República da China|República de China|Republik China|Republik China auf Taiwan|Republika Chińska|République de Chine|République de Chine-Taiwan|République nationaliste de Chine|Taiwan|Zhōnghuá Mínguó",
  TZ: "República Unida de Tanzania|Tansania|Tanzania|Tanzanie|United Republic of Tanzania",
  UA: "Oekraïne|Ucraina|Ucrania|Ukraina|Ukraine|Ukrajina|Ukrajna|Ουκρανία|Украина",
  UG: "Oeganda|Ouganda|Republic of Uganda|Uganda",
  US: "Ameerika Ühendriigid|Amerikai Egyesült Államok|Amerikan yhdysvallat|Amerikas förenta stater|Amerikas forente stater|Amerikas Savienotās Valstis|De Forenede Stater|EE.UU.|EEUU|Estados Unidos|Estados Unidos da América|Estados Unidos de América|États-Unis|États-Unis d'Amérique|Forenede Stater|Förenta staterna|Jungtinės Amerikos Valstijos|Sjedinjene Američke Države|Spojené štáty|Spojené státy americké|Stany Zjednoczone|Stany Zjednoczone Ameryki|Statele Unite ale Americii|Stati Uniti|Stati Uniti d'America|U.S.A.|United States|United States of America|Vereinigte Staaten|Vereinigte Staaten von Amerika|Verenigde Staten|Verenigde Staten van Amerika|Yhdysvallat|Združene države Amerike|Η.Π.Α|Ηνωμένες Πολιτείες|Ηνωμένες Πολιτείες Αμερικής|Ηνωμένες Πολιτείες της Αμερικής|САСШ|Северо-Американские Соединённые Штаты|Соединенные Штаты|Соединённые Штаты Америки|Съединени американски щати",
  UY: "Eastern Republic of Uruguay|Oriental Republic of Uruguay|República Oriental del Uruguay|Republik Östlich des Uruguay|Uruguai|Uruguay|Urugwaj",
  UZ: "Oezbekistan|Ouzbékistan|Repubblica dell'Uzbekistan|Republic of Uzbekistan|Usbekistan|Uzbekistan|Uzbequistão",
  VA: "Cidade do Vaticano|Cité du Vatican|Città del Vaticano|Ciudad del Vaticano|Civitas Vaticana|El Vaticano|Estado do Vaticano|Estado Pontifício|Holy See|Papal State|Vaticaanstad|Vatican|Vatican City|Vatican City State|Vaticano|Vatikanstadt|Watykan",
  VC: "Saint Vincent e Grenadine|Saint Vincent i Grenadyny|San Vincenzo e Grenadine|São Vicente e Granadinas",
  VE: "Bolivariaanse Republiek Venezuela|Repubblica Bolivariana del Venezuela|República Bolivariana de Venezuela|Venezuela|Wenezuela",
  VN: "República Socialista de Vietnam|República Socialista do Vietname|Socialist Republic of Vietnam|Viet Nam|Vietnam|Vietnamas|Vietname|Vijetnam|Vjetnama|Wietnam|Βιετνάμ|Виетнам|Вьетнам",
  VU: "Republic of Vanuatu|República de Vanuatu|Vanatu|Vanuatu",
  WS: "Estado Independiente de Samoa|Independent State of Samoa|Samoa|Unabhängiger Staat Samoa|West-Samoa|Western Samoa|Westsamoa",
  XK: "Kosovo",
  YE: "Iémen|Jemen|Republic of Yemen|República de Yemen|Yemen",
  ZA: "Africa de Sud|África do Sul|Afrique du Sud|Dél-afrikai Köztársaság|Dienvidāfrika|Etelä-Afrikka|Jihoafrická republika|Južná Afrika|Južnoafrička Republika|Lõuna-Aafrika Vabariik|Pietų Afrikos Respublika|Repubblica del Sudafrica|Republic of South Africa|República de Sudáfrica|Republika Južna Afrika|Republika Południowej Afryki|Republikken Sør-Afrika|South Africa|Sudafrica|Südafrika|Sydafrika|Sør-Afrika|Zuid-Afrika|Νότια Αφρική|Република Южна Африка|Южно-Африканская Республика",
  ZM: "Repubblica dello Zambia|Republic of Zambia|República de Zambia|Republiek Zambia|Sambia|Zambia|Zambie",
  ZW: "Republic of Zimbabwe|República de Zimbabue|Simbabwe|Zimbabue|Zimbabwe",
  world: "Monde|Mondo|Mundo|świat|Welt|Wereld|world",
};
