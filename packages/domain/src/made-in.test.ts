import { describe, expect, it } from "vitest";

import { countryFromEmbCodes, countryFromManufacturingPlaces, countryNamedBy, embCodeCountry, madeInCountry } from "./made-in";

// Every string below is a real `manufacturing_places` or `emb_codes` value from
// shared/data/off-products.jsonl (Open Food Facts), unless the test says otherwise.

describe("countryFromManufacturingPlaces: one country named", () => {
  const cases: [string, string][] = [
    // Country names in many languages and spellings
    ["France", "FR"], ["FRANCE", "FR"], ["france", "FR"], ["Italia", "IT"], ["italia", "IT"], ["ITALIA", "IT"],
    ["Italie", "IT"], ["Italy", "IT"], ["Italien", "IT"], ["Włochy", "IT"], ["Polska", "PL"], ["Poland", "PL"],
    ["Pologne", "PL"], ["POLONIA", "PL"], ["México", "MX"], ["MEXICO", "MX"], ["Mexique", "MX"], ["India", "IN"],
    ["Inde", "IN"], ["Indie", "IN"], ["Suisse", "CH"], ["Schweiz", "CH"], ["Suiza", "CH"], ["Switzerland", "CH"],
    ["Belgique", "BE"], ["België", "BE"], ["Belgica", "BE"], ["Espagne", "ES"], ["España", "ES"], ["ESPAÑA", "ES"],
    ["Hiszpania", "ES"], ["Spagna", "ES"], ["Germany", "DE"], ["Deutschland", "DE"], ["Allemagne", "DE"],
    ["Niemcy", "DE"], ["Germania", "DE"], ["Österreich", "AT"], ["Autriche", "AT"], ["Nederland", "NL"],
    ["Pays-Bas", "NL"], ["Holandia", "NL"], ["Niederlande", "NL"], ["Royaume-Uni", "GB"], ["Royaume Uni", "GB"],
    ["United Kingdom", "GB"], ["Wielka Brytania", "GB"], ["INGLATERRA", "GB"], ["Angleterre", "GB"], ["Scotland", "GB"],
    ["Sweden", "SE"], ["Falkenberg,Suède", "SE"], ["Finlandia", "FI"], ["Dania", "DK"], ["Denmark", "DK"],
    ["Czech Republic", "CZ"], ["République Tchèque", "CZ"], ["Czechy", "CZ"], ["Hungary", "HU"], ["Hungría", "HU"],
    ["Węgry", "HU"], ["Grecja", "GR"], ["Greece", "GR"], ["Portugal", "PT"], ["Romania", "RO"], ["Kroatien", "HR"],
    ["Slovacia", "SK"], ["Łotwa", "LV"], ["Lettonia", "LV"], ["Ukraina", "UA"], ["Россия", "RU"], ["Turcja", "TR"],
    ["Turkey", "TR"], ["Israël", "IL"], ["Maroc", "MA"], ["Tunisie", "TN"], ["Egipt", "EG"], ["Thailand", "TH"],
    ["Tajlandia", "TH"], ["Thaïlande", "TH"], ["Vietnam", "VN"], ["Wietnam", "VN"], ["China", "CN"], ["Chine", "CN"],
    ["Chiny", "CN"], ["Japan", "JP"], ["Japon", "JP"], ["Korea", "KR"], ["South Korea", "KR"], ["Taiwan", "TW"],
    ["Hong Kong", "HK"], ["Philippines", "PH"], ["Indonesia", "ID"], ["Indonezja", "ID"], ["Malaysia", "MY"],
    ["Pakistan", "PK"], ["Bangladesh", "BD"], ["Sri Lanka", "LK"], ["Australia", "AU"], ["Australie", "AU"],
    ["New Zealand", "NZ"], ["nuova Zelanda", "NZ"], ["Afrique du sud", "ZA"], ["Canada", "CA"], ["Kanada", "CA"],
    ["Canadá", "CA"], ["Argentina", "AR"], ["Uruguay", "UY"], ["Peru", "PE"], ["Pérou", "PE"], ["Équateur", "EC"],
    ["Costa Rica", "CR"], ["Côté d'Ivoire", "CI"], ["Réunion", "RE"], ["Mauritius", "MU"], ["Cambodge", "KH"],
    ["uae", "AE"], ["Emirats Arabes Unis", "AE"],
    // The United States, every way the data writes it
    ["United States", "US"], ["USA", "US"], ["usa", "US"], ["U.S.A", "US"], ["US", "US"], ["EUA", "US"],
    ["E.U.A", "US"], ["ESTADOS UNIDOS", "US"], ["Estados Unidos de América", "US"], ["ESTADOS UNIDOS AMERICANOS", "US"],
    ["États-Unis", "US"], ["Etats-Unis", "US"], ["Etats-unis", "US"], ["Yhdysvallat", "US"],
    // Made-in phrases
    ["Product of France", "FR"], ["fabriqué en France", "FR"], ["transforme en France", "FR"],
    ["Elaboré en Suisse", "CH"], ["Hergestellt in Deutschland", "DE"], ["Made in Germany", "DE"],
    ["Made in Germany by Haribo GmbH", "DE"], // not from the data: a made-in phrase before the name
    // Country at the end of an address or after a city, region or company
    ["California,USA", "US"], ["Mount Olive,North Carolina,Estados Unidos", "US"], ["Minnesota USA", "US"],
    ["NOW FOODS, 395 S. Glen Ellyn Rd., Bloomingdale, IL 60108, USA", "US"],
    ["Nestlé Purina PetCare Company,St. Louis,MO 63164 USA", "US"],
    ["Santa Monica,CA,California,United Stated of America,USA", "US"],
    ["Arroyito,Córdoba,Argentina", "AR"], ["Santiago,Chile", "CL"], ["Campinas,Sao Paulo,Brasil", "BR"],
    ["Toronto,Ontario,Canada", "CA"], ["North York,ONTARIO Canada", "CA"], ["Lezhe Albania", "AL"],
    ["Milano,Italia", "IT"], ["Italia,Bologna,Casalecchio di Reno", "IT"], ["via Traversetolo, 28 - 43022 Montechiarugolo (PR) Italia", "IT"],
    ["Apicoltura Brezzo S.r.l., Via Enrico Serafino 3 - 12043 - Canale (CN) Italia, Italy", "IT"],
    ["Strada del Francese 154 - 10028 Torino (Italia)", "IT"], ["Italia ABP94PETPP3", "IT"],
    ["Chocolat Frey SA Bresteneggstrasse 4 5033 Buchs/AG Suisse,Suisse", "CH"],
    ["France, Bretagne", "FR"], ["France,Bretagne", "FR"], ["Normandie,de:Frankreich", "FR"],
    ["Pontarlier,Franche-Comté,France", "FR"], ["Jura,France", "FR"],
    ["Laiterie de Varennes (Filiale Laiterie de Saint-Denis-de-l'Hôtel - LSDH) - 6 Rue de la Bordé - 36210 Val-Fouzon,Indre,Laiterie de Saint-Denis-de-l'Hôtel (LSDH) - 10 Route de l'Aérodrome - Les Grandes Beaugines - 45550 Saint-Denis-de-l'Hôtel,Loiret,Centre-Val de Loire,France", "FR"],
    ["Chocoladefabriken Lindt & Sprüngli GmbH,Chocoladefabriken Lindt & Sprüngli AG,Aachen,Kreis Aachen,Nordrhein-Westfalen,Deutschland,Allemagne", "DE"],
    ["Lithuania,European Union", "LT"], ["European Union,Lithuania", "LT"], ["Italy,Włochy", "IT"],
    ["Barilla Sverige AB,682 82,Filipstad,Zweden", "SE"], ["Oatly AB,Företagsvägen 42,26151,Landskrona,Zweden", "SE"],
    ["Россия,Московская область,Ступинский район,Ступино-1", "RU"],
    ["Milas-Bodrum Karayolu 18.km Kemikler Köyü Mevkii 48200 Milas/Mugla - Turchia", "TR"],
    // Postcodes with their country prefix
    ["PL 18-421,Piątnica,Polska", "PL"], ["PL 18-200,Wysokie mazowieckie,SM Mlekovita", "PL"],
    ["FR-64400 Oloron-Sainte-Marie", "FR"], ["GR-42100,Trikala,Greece", "GR"], ["A-2120, Wolkersdorf, Austria, PF 66", "AT"],
    ["D-12057,Berlin,Niemcy", "DE"], ["IT83020,Michele di Serino,Italy", "IT"], ["I-39049,Vipiteno,Italia", "IT"],
    ["H-2451, Ercsi, Hungária", "HU"], ["CZ 37382, Boršov nad Vitavou, Czechy", "CZ"], ["E28009,Madrid", "ES"],
    ["PL 21-200,Parczew,Wytwórnia octu i musztardy w Parczewie", "PL"],
    // A company named after a country is not a country, the address's country is
    ["Greenland Seafood Wilhelmshaven GmbH - Flutstraße 84 - 26386 Wilhelmshaven,Basse-Saxe,Allemagne", "DE"],
    // HTML entities in the data
    ["Spółdzielnia Mleczarska &quot;MLEKPOL&quot; w Grajewie, Polska", "PL"],
  ];
  it.each(cases)("%j -> %s (high)", (text, country) => {
    expect(countryFromManufacturingPlaces(text)).toEqual({ country, confidence: "high" });
  });
});

describe("countryFromManufacturingPlaces: medium confidence", () => {
  it("gives the first of several countries named", () => {
    expect(countryFromManufacturingPlaces("Allemagne,Italie")).toEqual({ country: "DE", confidence: "medium" });
    expect(countryFromManufacturingPlaces("China,USA")).toEqual({ country: "CN", confidence: "medium" });
    expect(countryFromManufacturingPlaces("Belgique,France")).toEqual({ country: "BE", confidence: "medium" });
    expect(countryFromManufacturingPlaces("Norvegia,Lettonia")).toEqual({ country: "NO", confidence: "medium" });
    expect(countryFromManufacturingPlaces("Polska,Niemcy")).toEqual({ country: "PL", confidence: "medium" });
    // Imported from India, packed in France: India comes first.
    expect(
      countryFromManufacturingPlaces(
        "Importé,Inde,Par,EMB 77146J,77183 Croissy-Beaubourg,Seine-et-Marne,Île-de-France,France",
      ),
    ).toEqual({ country: "IN", confidence: "medium" });
  });

  it("infers the country of a region, state or city", () => {
    const cases: [string, string][] = [
      ["cdmx", "MX"], ["Zapopan Jalisco", "MX"], ["Nuevo León", "MX"], ["Verona", "IT"], ["Milano", "IT"],
      ["Torino", "IT"], ["turin", "IT"], ["Bologna", "IT"], ["Trentino", "IT"], ["Sicilia", "IT"],
      ["Via Sardegna, 38 Roma", "IT"], ["Brossard Québec", "CA"], ["Ontario", "CA"], ["Vermont", "US"],
      ["California", "US"], ["Fort Bragg,California", "US"], ["Londonderry,New Hampshire", "US"],
      ["Kraft Heinz Foods Company Chicago,IL 60601", "US"], ["Rajasthan", "IN"], ["Maharastra", "IN"],
      ["Ahmedabad,Gujarat", "IN"], ["New delhi", "IN"], ["Normandie", "FR"], ["Bretagne", "FR"], ["Bremen", "DE"],
      ["Köln", "DE"], ["Barcelona", "ES"], ["Warszawa", "PL"], ["Lublin", "PL"], ["Buenos Aires", "AR"],
      ["Tbilisi Georgia", "GE"],
      // A bare Polish postcode
      ["96-516 Szymanów", "PL"], ["43-100 Tychy", "PL"],
      // A country at the start of a longer place is only a hint
      ["Italia località Torre del Parco - 62032 - Camerino (MC)", "IT"],
      ["Nestlé España S.A.", "ES"], ["Hindustan Coca-Cola", "IN"],
    ];
    for (const [text, country] of cases) {
      expect(countryFromManufacturingPlaces(text), text).toEqual({ country, confidence: "medium" });
    }
  });

  it("prefers the longest name: New Mexico is in the United States, New South Wales in Australia", () => {
    expect(countryFromManufacturingPlaces("Albuquerque, New Mexico")).toEqual({ country: "US", confidence: "medium" });
    expect(countryFromManufacturingPlaces("Sydney, New South Wales")).toEqual({ country: "AU", confidence: "medium" });
  });
});

describe("countryFromManufacturingPlaces: no country", () => {
  it.each([
    "", "   ", "UE", "EU", "Union Européenne", "Unia Europejska", "Wyprodukowano w UE", "europe", "Europe", "Asia",
    "EU ZA RU CN", "non précisé", "S", "net wt", "Topco", "Colussi S.p.a.", "MK Agro Production Sp. z o.o.",
    "Espa�a", "PL-094-001,PL-EKO-01",
  ])("%j -> null", (text) => {
    expect(countryFromManufacturingPlaces(text)).toBeNull();
  });

  it("does not read a street named after a country as the country", () => {
    expect(countryFromManufacturingPlaces("via Polonia, 30-33 - 41122 Modena (MO) Italia")).toEqual({
      country: "IT",
      confidence: "high",
    });
    expect(countryFromManufacturingPlaces("Latte Trento s.c.a. via Monaco,5 Trento Italia")).toEqual({
      country: "IT",
      confidence: "high",
    });
    expect(countryFromManufacturingPlaces("Socado s.r.l. - Via Spagna 20 - 37069 - Villafranca di Verona (VR) Italia")).toEqual({
      country: "IT",
      confidence: "high",
    });
  });

  it("does not take a US state code for a country", () => {
    // "CA" here is California, not Canada; "Georgia" could be either, so it is not read.
    expect(countryFromManufacturingPlaces("Mountain View,CA")).toBeNull();
    expect(countryFromManufacturingPlaces("Atlanta, Georgia")).toBeNull();
    expect(countryFromManufacturingPlaces("Berkeley,CA,USA")).toEqual({ country: "US", confidence: "high" });
  });
});

describe("embCodeCountry", () => {
  const cases: [string, string][] = [
    // The forms the brief and the EU rules give
    ["SE 123 EG", "SE"], ["FR 35.062.001 CE", "FR"], ["DE BY 123 EG", "DE"], ["UK AB123 EC", "GB"], ["EL 123 EK", "GR"],
    // From the data
    ["FR 85.154.002 EC", "FR"], ["IT 06-9 EC", "IT"], ["BE M157-II EC", "BE"], ["PL 20071601 WE", "PL"],
    ["PL20071601WE", "PL"], ["pl16611601we", "PL"], ["pl-06061601-ec", "PL"], ["DEBY77721EG", "DE"],
    ["DE BY-77721 EC", "DE"], ["DE NI-12060 EC", "DE"], ["NL 622 EG", "NL"], ["NL Z0039 EG", "NL"],
    ["ES 12.06648/C EC", "ES"], ["es-12-06648-c-ec-ec", "ES"], ["ES 40.044510/J C EC", "ES"], ["ES1500181VEC", "ES"],
    ["BEM319EC", "BE"], ["IT4281CE", "IT"], ["IT K 1R4 H EC", "IT"], ["it-03-156-ec", "IT"], ["it 03 274 ce", "IT"],
    ["DK 65 EF", "DK"], ["DKM199EC", "DK"], ["FI 60310 EC", "FI"], ["GR 26.2.663 EC", "GR"], ["LV A024000 EK", "LV"],
    ["PT RLT 54 CE", "PT"], ["PT C221 1P EC", "PT"], ["AT30960CE", "AT"], ["EM B FR 93.047.034 EC", "FR"],
    // Without the EU suffix: only European scheme countries, digits only
    ["PL10065901", "PL"], ["DE BW 127001", "DE"], ["CH 2434", "CH"], ["CH-2430", "CH"], ["cz 8001 75-01", "CZ"],
    // France's EMB codes
    ["EMB13119B", "FR"], ["EMB 61486A", "FR"], ["EMB 60150", "FR"], ["emb58654", "FR"], ["EMB 73065/1", "FR"],
    ["EMB 49 180B", "FR"], ["EMB 2A004", "FR"], ["EMB 40288 B", "FR"],
  ];
  it.each(cases)("%j -> %s", (code, country) => {
    expect(embCodeCountry(code)).toBe(country);
  });

  it.each([
    "FSC-C014047", "fsc-c010395", "MSC-C-50086", "IT-BIO-014", "It BIO 014", "FR-BIO-09", "AT-BIO-301", "PL-EKO-01",
    "ES-ECO-025-NA", "LOT 3391", "LV928", "LT84", "TR 07 0066", "RS A-51669", "RS 32094", "SA6020821", "cr1053702",
    "NC AH.18.242", "020503190052", "3083680485739", "8.48001E+12", "No indica", "MAROC", "brak", "nd",
    "fssai 10013022001865", "RGSEAA 20.00068/B", "EMB B-02586", "EMB 262201", "L20 114 03:43", "ISO22000", "",
  ])("%j is not a packer code", (code) => {
    expect(embCodeCountry(code)).toBeNull();
  });
});

describe("countryFromEmbCodes", () => {
  it("is sure when every code agrees", () => {
    expect(countryFromEmbCodes("FR 44.180.004 EC,EMB 44180C")).toEqual({ country: "FR", confidence: "high" });
    expect(countryFromEmbCodes("PL20131601WE,PL30111601WE,PL32121601WE")).toEqual({ country: "PL", confidence: "high" });
    expect(countryFromEmbCodes("BE M157-II EC,FSC-C014047")).toEqual({ country: "BE", confidence: "high" });
    expect(countryFromEmbCodes("EMB 40288 B - FR 40.288.002 CE")).toEqual({ country: "FR", confidence: "high" });
    expect(
      countryFromEmbCodes("FABRICANTE:,DESCONOCIDO,ENVASADOR:,ES 40.044510/J C EC,ESENCIA ANDALUSÍ GOURMET S.L."),
    ).toEqual({ country: "ES", confidence: "high" });
    expect(countryFromEmbCodes("EMB 77146J,AGRÉMENT MA 1709")).toEqual({ country: "FR", confidence: "high" });
  });

  it("gives the first code's country with medium confidence when codes disagree", () => {
    expect(countryFromEmbCodes("PL16611601WE,DEBY77721EG")).toEqual({ country: "PL", confidence: "medium" });
    expect(countryFromEmbCodes("BE M319 EC,ES 15.00181/V CE")).toEqual({ country: "BE", confidence: "medium" });
    expect(countryFromEmbCodes("EMB 57463S,IT 1004-L EC")).toEqual({ country: "FR", confidence: "medium" });
  });

  it("gives null without a packer code", () => {
    expect(countryFromEmbCodes("")).toBeNull();
    expect(countryFromEmbCodes("FSC-C014047")).toBeNull();
    expect(countryFromEmbCodes("Non communiqué")).toBeNull();
    expect(
      countryFromEmbCodes("RS A-51669,RS A-2408-11,RS 20278 OGSESCA,RS HN-A-0620-0009,RS 13431,RS A35196,040503190002"),
    ).toBeNull();
  });
});

describe("madeInCountry", () => {
  it("reads the manufacturing places first", () => {
    expect(madeInCountry({ manufacturingPlaces: "Italia", embCodes: "" })).toEqual({
      country: "IT",
      source: "manufacturing_places",
      confidence: "high",
    });
    // Made in India, packed in France: the manufacturing places win.
    expect(
      madeInCountry({
        manufacturingPlaces: "Importé,Inde,Par,EMB 77146J,77183 Croissy-Beaubourg,Seine-et-Marne,Île-de-France,France",
        embCodes: "EMB 77146J,AGRÉMENT MA 1709",
      }),
    ).toEqual({ country: "IN", source: "manufacturing_places", confidence: "medium" });
  });

  it("falls back to the packer codes", () => {
    expect(madeInCountry({ manufacturingPlaces: "", embCodes: "SE 123 EG" })).toEqual({
      country: "SE",
      source: "emb_codes",
      confidence: "high",
    });
    expect(madeInCountry({ manufacturingPlaces: "UE", embCodes: "EMB 13119B" })).toEqual({
      country: "FR",
      source: "emb_codes",
      confidence: "high",
    });
    expect(madeInCountry({ embCodes: "PL16611601WE,DEBY77721EG" })).toEqual({
      country: "PL",
      source: "emb_codes",
      confidence: "medium",
    });
  });

  it("raises a medium answer when the packer codes confirm it", () => {
    expect(madeInCountry({ manufacturingPlaces: "Verona", embCodes: "IT 03-1250 EC" })).toEqual({
      country: "IT",
      source: "manufacturing_places",
      confidence: "high",
    });
    expect(madeInCountry({ manufacturingPlaces: "Verona", embCodes: "FR 35.062.001 CE" })).toEqual({
      country: "IT",
      source: "manufacturing_places",
      confidence: "medium",
    });
  });

  it("gives null when neither field names a country", () => {
    expect(madeInCountry({})).toBeNull();
    expect(madeInCountry({ manufacturingPlaces: null, embCodes: null })).toBeNull();
    expect(madeInCountry({ manufacturingPlaces: "Europe", embCodes: "FSC-C014047" })).toBeNull();
  });
});

describe("countryNamedBy", () => {
  it("names a country only when the whole text is its name, in any language of the tables", () => {
    expect(countryNamedBy("Sverige")).toBe("SE");
    expect(countryNamedBy("Deutschland")).toBe("DE");
    expect(countryNamedBy("United States")).toBe("US");
    expect(countryNamedBy("U.S.A.")).toBe("US");
    expect(countryNamedBy("California")).toBeNull();
    expect(countryNamedBy("Made in Sweden")).toBeNull();
    expect(countryNamedBy("cola hbc slovensko")).toBeNull();
    expect(countryNamedBy("")).toBeNull();
  });
});
