/**
 * The ISO 3166-1 alpha-2 codes of the 249 officially assigned countries and territories. Only
 * the codes live here: their names come from the browser (Intl.DisplayNames) in the operator's
 * locale, so there is no data file of names to keep up to date or to translate.
 */
const ISO_3166_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO " +
  "FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE " +
  "JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO " +
  "MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW " +
  "PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM " +
  "TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW";

export const ISO_3166_CODE_LIST = ISO_3166_CODES.split(" ");

/** Lower case, without accents: "Île" is found by "ile", and "Côte" by "cote". */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * The country names of ISO 3166 in `locale`, sorted as that language sorts, leaving out the
 * names already used (compared as searchKey compares). Empty when the browser cannot name
 * regions in that locale: the field still takes any name.
 */
export function countryNameSuggestions(locale: string, taken: readonly string[] = []): string[] {
  let names: Intl.DisplayNames;
  let collator: Intl.Collator;
  try {
    names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "none" });
    collator = new Intl.Collator(locale);
  } catch {
    return [];
  }
  const used = new Set(taken.map(searchKey));
  const found = new Set<string>();
  for (const code of ISO_3166_CODE_LIST) {
    const name = names.of(code);
    if (name && !used.has(searchKey(name))) found.add(name);
  }
  return [...found].sort(collator.compare);
}
