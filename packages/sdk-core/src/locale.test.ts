import { describe, expect, it } from 'vitest';
import {
  buildLocaleSegment,
  filterCountries,
  intlLanguage,
  localeFromGeolocation,
  localeOfPath,
  parseLocaleSegment,
  replaceCountry,
  replaceLanguage,
  withLocale,
} from './locale.js';

const FR = { country: 'FR', language: 'fr' } as const;

describe('{pays-langue} segment', () => {
  it('reads and writes a country and a language', () => {
    expect(parseLocaleSegment('fr-fr')).toEqual(FR);
    expect(parseLocaleSegment('JP-jp')).toEqual({ country: 'JP', language: 'jp' });
    expect(buildLocaleSegment({ country: 'CH', language: 'en' })).toBe('ch-en');
  });

  it('refuses what is not a segment', () => {
    for (const bad of [undefined, '', 'fr', 'fr-de', 'fra-fr', 'checkout', 'fr-fr-x']) {
      expect(parseLocaleSegment(bad), String(bad)).toBeNull();
    }
  });

  it('finds the locale of a path', () => {
    expect(localeOfPath('/it-it/designers')).toEqual({ country: 'IT', language: 'it' });
    expect(localeOfPath('/designers')).toBeNull();
  });
});

describe('switching country or language', () => {
  it('replaces the country and keeps the page, its query and its hash', () => {
    expect(replaceCountry('/fr-fr/search?q=sac#top', 'JP', FR)).toBe('/jp-fr/search?q=sac#top');
  });

  it('replaces the language and keeps the page', () => {
    expect(replaceLanguage('/fr-fr/useraccount/orders', 'jp', FR)).toBe('/fr-jp/useraccount/orders');
  });

  it('adds a segment to a path that has none', () => {
    expect(withLocale('/', FR)).toBe('/fr-fr');
    expect(replaceLanguage('/designers', 'en', FR)).toBe('/fr-en/designers');
  });
});

describe('first load', () => {
  it('goes to the geolocated country in its own language', () => {
    const detail = { alpha2: 'JP', langue_translate: 'jp' } as never;
    expect(localeFromGeolocation({ detail_pays: detail, country_code: 'JP' })).toEqual({
      country: 'JP',
      language: 'jp',
    });
    expect(localeFromGeolocation(null)).toEqual(FR);
  });
});

describe('country filter', () => {
  const countries = [
    { nom_fr_fr: 'États-Unis', code_monnaie: 'USD' },
    { nom_fr_fr: 'France', code_monnaie: 'EUR' },
    { nom_fr_fr: 'Japon', code_monnaie: 'JPY' },
  ];

  it('matches the French name or the currency, ignoring case and accents', () => {
    expect(filterCountries(countries, 'france')).toEqual([countries[1]]);
    expect(filterCountries(countries, 'ETATS')).toEqual([countries[0]]);
    expect(filterCountries(countries, 'jpy')).toEqual([countries[2]]);
    expect(filterCountries(countries, '  ')).toHaveLength(3);
    expect(filterCountries(countries, 'zz')).toEqual([]);
  });
});

describe('Intl', () => {
  it('maps jp to ja and leaves the others', () => {
    expect(intlLanguage('jp')).toBe('ja');
    expect(intlLanguage('ru')).toBe('ru');
  });
});
