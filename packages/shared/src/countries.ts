/**
 * Countries of the address book (decision 0025): the ISO 3166-1 alpha-2 codes as i18n-iso-countries keeps
 * them, their names from the runtime's `Intl.DisplayNames`, and the rule for postal codes. Free of zod, so the
 * storefront's country select can use it without the contracts.
 */
import countries from 'i18n-iso-countries';

/** Every ISO 3166-1 alpha-2 code ("GB", "US", …), upper case. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const known = new Set(COUNTRY_CODES);

/**
 * Countries and territories with no postal code system in general use: there the postal code field is
 * optional (and ignored); everywhere else it is required. Taken from the Universal Postal Union's list of
 * members without postcodes, cross-checked with Google's address metadata (libaddressinput), which leaves
 * the postal code out of the address format of exactly these. Ireland is not here: Eircodes cover every
 * address since 2015. A country that introduces codes is one line removed.
 */
export const COUNTRIES_WITHOUT_POSTAL_CODES: ReadonlySet<string> = new Set([
  'AE', // United Arab Emirates
  'AG', // Antigua and Barbuda
  'AO', // Angola
  'AW', // Aruba
  'BF', // Burkina Faso
  'BI', // Burundi
  'BJ', // Benin
  'BO', // Bolivia
  'BS', // Bahamas
  'BW', // Botswana
  'BZ', // Belize
  'CD', // Congo (Kinshasa)
  'CF', // Central African Republic
  'CG', // Congo (Brazzaville)
  'CI', // Côte d'Ivoire
  'CK', // Cook Islands
  'CM', // Cameroon
  'CW', // Curaçao
  'DJ', // Djibouti
  'DM', // Dominica
  'ER', // Eritrea
  'FJ', // Fiji
  'GA', // Gabon
  'GD', // Grenada
  'GH', // Ghana
  'GM', // Gambia
  'GQ', // Equatorial Guinea
  'GY', // Guyana
  'HK', // Hong Kong
  'KI', // Kiribati
  'KM', // Comoros
  'KN', // Saint Kitts and Nevis
  'KP', // North Korea
  'LY', // Libya
  'ML', // Mali
  'MO', // Macao
  'MR', // Mauritania
  'MW', // Malawi
  'NR', // Nauru
  'NU', // Niue
  'QA', // Qatar
  'RW', // Rwanda
  'SB', // Solomon Islands
  'SC', // Seychelles
  'SL', // Sierra Leone
  'SR', // Suriname
  'SS', // South Sudan
  'ST', // São Tomé and Príncipe
  'SX', // Sint Maarten
  'SY', // Syria
  'TD', // Chad
  'TF', // French Southern Territories
  'TG', // Togo
  'TK', // Tokelau
  'TL', // Timor-Leste
  'TO', // Tonga
  'TV', // Tuvalu
  'UG', // Uganda
  'VU', // Vanuatu
  'YE', // Yemen
  'ZW', // Zimbabwe
]);

export function usesPostalCode(code: string): boolean {
  return !COUNTRIES_WITHOUT_POSTAL_CODES.has(code);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in `locale` (English by default), e.g. "United Kingdom" for "GB". */
export function countryName(code: string, locale = 'en'): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The select's options: every code with its name, sorted by name in that locale. */
export function countryOptions(locale = 'en'): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** Names the original client may have typed for a country, beyond its English display name. */
const ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
};

let byName: Map<string, string> | null = null;

/**
 * The ISO code of a country given as a code ("gb"), its English name ("United Kingdom", any case) or a common
 * alias ("UK"); null when it names none. Clients older than the address book send the name they typed.
 */
export function countryCodeOf(value: string): string | null {
  const typed = value.trim();
  const upper = typed.toUpperCase();
  if (upper.length === 2 && known.has(upper)) return upper;
  if (!byName) {
    byName = new Map(Object.entries(ALIASES));
    for (const code of COUNTRY_CODES) {
      byName.set(countryName(code).toLowerCase(), code);
      // i18n-iso-countries' official names ("United States of America", "Czech Republic") as well.
      const official = countries.getName(code, 'en');
      if (official) byName.set(official.toLowerCase(), code);
    }
  }
  return byName.get(typed.toLowerCase()) ?? null;
}
