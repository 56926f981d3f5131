/**
 * GS1 prefixes: which GS1 Member Organisation issued the company prefix of a barcode.
 *
 * IMPORTANT: the prefix says where the barcode was REGISTERED, never where the product was made
 * or where its owner is. GS1 states this itself: a company may register with any GS1 office and
 * make its goods anywhere. Show the result only as "barcode registered in X", never "Made in X".
 *
 * The table follows GS1's official list of assigned prefixes ("GS1 Company Prefix" page,
 * gs1.org/standards/id-keys/company-prefix), including the recent 381 (Kosovo), 605 (Uganda),
 * 606 (Angola), 607 (Oman), 632 (Rwanda), 680-681 (China), 881 (South Korea) and 887 (Laos).
 * Where one office serves several countries, the office's own country is given: 540-549 GS1
 * Belgium & Luxembourg -> BE, 570-579 GS1 Denmark (also Faroe Islands, Greenland) -> DK, 760-769
 * GS1 Switzerland (also Liechtenstein) -> CH, 800-839 GS1 Italy (also San Marino, Vatican) -> IT,
 * 840-849 GS1 Spain (also Andorra) -> ES, 300-379 GS1 France (also Monaco) -> FR.
 *
 * Deliberately absent, so they give null:
 * - 020-029, 040-049, 200-299 restricted circulation ("in-store") numbers, and EAN-8 codes
 *   starting with 0 or 2 (RCN-8);
 * - 050-059 (GS1 US, reserved for future use);
 * - 610, 614, 623, 758, 894 (held by GS1 Global Office for future member organisations);
 * - 950 and 951 (GS1 Global Office special applications), 952 (demonstrations and examples),
 *   960-969 (GTIN-8 numbers handed out by GS1 Global Office and some offices);
 * - 977 (ISSN) and 978-979 (ISBN, "Bookland"): books and periodicals belong to no country;
 * - 980-984 refund receipts and coupons, 990-999 coupons;
 * - every prefix not assigned by GS1 (for example 140-199, 390, 510-519).
 */
import { normalizeBarcode } from "./barcode";

export interface Gs1PrefixRange {
  /** First three-digit prefix of the range, inclusive. */
  readonly from: number;
  /** Last three-digit prefix of the range, inclusive. */
  readonly to: number;
  /** ISO 3166-1 alpha-2 code of the GS1 Member Organisation's country. */
  readonly country: string;
}

const range = (from: number, to: number, country: string): Gs1PrefixRange => ({ from, to, country });
const single = (prefix: number, country: string): Gs1PrefixRange => range(prefix, prefix, country);

/** GS1 prefix ranges assigned to member organisations, in ascending order. */
export const GS1_PREFIX_RANGES: readonly Gs1PrefixRange[] = [
  range(0, 19, "US"), range(30, 39, "US"), range(60, 139, "US"),
  range(300, 379, "FR"), single(380, "BG"), single(381, "XK"), single(383, "SI"), single(385, "HR"),
  single(387, "BA"), single(389, "ME"),
  range(400, 440, "DE"), range(450, 459, "JP"), range(460, 469, "RU"),
  single(470, "KG"), single(471, "TW"), single(474, "EE"), single(475, "LV"), single(476, "AZ"),
  single(477, "LT"), single(478, "UZ"), single(479, "LK"), single(480, "PH"), single(481, "BY"),
  single(482, "UA"), single(483, "TM"), single(484, "MD"), single(485, "AM"), single(486, "GE"),
  single(487, "KZ"), single(488, "TJ"), single(489, "HK"), range(490, 499, "JP"),
  range(500, 509, "GB"), range(520, 521, "GR"), single(528, "LB"), single(529, "CY"),
  single(530, "AL"), single(531, "MK"), single(535, "MT"), single(539, "IE"), range(540, 549, "BE"),
  single(560, "PT"), single(569, "IS"), range(570, 579, "DK"), single(590, "PL"), single(594, "RO"),
  single(599, "HU"),
  range(600, 601, "ZA"), single(603, "GH"), single(604, "SN"), single(605, "UG"), single(606, "AO"),
  single(607, "OM"), single(608, "BH"), single(609, "MU"), single(611, "MA"), single(613, "DZ"),
  single(615, "NG"), single(616, "KE"), single(617, "CM"), single(618, "CI"), single(619, "TN"),
  single(620, "TZ"), single(621, "SY"), single(622, "EG"), single(624, "LY"), single(625, "JO"),
  single(626, "IR"), single(627, "KW"), single(628, "SA"), single(629, "AE"), single(630, "QA"),
  single(631, "NA"), single(632, "RW"),
  range(640, 649, "FI"), range(680, 681, "CN"), range(690, 699, "CN"), range(700, 709, "NO"),
  single(729, "IL"), range(730, 739, "SE"),
  single(740, "GT"), single(741, "SV"), single(742, "HN"), single(743, "NI"), single(744, "CR"),
  single(745, "PA"), single(746, "DO"), single(750, "MX"), range(754, 755, "CA"), single(759, "VE"),
  range(760, 769, "CH"), range(770, 771, "CO"), single(773, "UY"), single(775, "PE"),
  single(777, "BO"), range(778, 779, "AR"), single(780, "CL"), single(784, "PY"), single(786, "EC"),
  range(789, 790, "BR"),
  range(800, 839, "IT"), range(840, 849, "ES"), single(850, "CU"), single(858, "SK"),
  single(859, "CZ"), single(860, "RS"), single(865, "MN"), single(867, "KP"), range(868, 869, "TR"),
  range(870, 879, "NL"), range(880, 881, "KR"), single(883, "MM"), single(884, "KH"),
  single(885, "TH"), single(887, "LA"), single(888, "SG"), single(890, "IN"), single(893, "VN"),
  single(896, "PK"), single(899, "ID"),
  range(900, 919, "AT"), range(930, 939, "AU"), range(940, 949, "NZ"), single(955, "MY"),
  single(958, "MO"),
];

/**
 * The country (ISO alpha-2) of the GS1 office that issued the barcode's company prefix, or null
 * when the code is not a valid product barcode or its prefix names no country (see above).
 * Accepts any form `normalizeBarcode` accepts (EAN-13, UPC-A as 12 or 13 digits, GTIN-14 with a
 * leading 0, EAN-8); an EAN-8 is looked up by its first three digits like an EAN-13.
 */
export function gs1RegisteredIn(gtin: string): string | null {
  const barcode = normalizeBarcode(gtin);
  // A retailer's own code was issued by no GS1 office (an RCN-8 "012…" is not a US prefix).
  if (!barcode.ok || barcode.restricted) return null;
  const prefix = Number(barcode.gtin.slice(0, 3));
  return GS1_PREFIX_RANGES.find((r) => prefix >= r.from && prefix <= r.to)?.country ?? null;
}
