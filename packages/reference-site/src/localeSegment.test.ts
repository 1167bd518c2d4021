import { describe, expect, it } from 'vitest';
import { correctedLocale, type KnownCountry } from './localeSegment.js';

const countries: KnownCountry[] = [
  { alpha2: 'FR', langue_translate: 'fr' },
  { alpha2: 'GB', langue_translate: 'en' },
  { alpha2: 'US', langue_translate: 'en' },
  { alpha2: 'IT', langue_translate: 'it' },
  { alpha2: 'JP', langue_translate: 'jp' },
  { alpha2: 'DE', langue_translate: 'en' },
];

describe('correctedLocale', () => {
  it('swaps a language and a country given the wrong way round', () => {
    expect(correctedLocale('en-gb', countries)).toEqual({ country: 'GB', language: 'en' });
    expect(correctedLocale('EN_US', countries)).toEqual({ country: 'US', language: 'en' });
    expect(correctedLocale('jp-it', countries)).toEqual({ country: 'IT', language: 'jp' });
  });

  it("completes a country alone with the country's language", () => {
    expect(correctedLocale('gb', countries)).toEqual({ country: 'GB', language: 'en' });
    expect(correctedLocale('fr', countries)).toEqual({ country: 'FR', language: 'fr' });
    expect(correctedLocale('jp', countries)).toEqual({ country: 'JP', language: 'jp' });
  });

  it("gives a country with a language we do not have the country's language", () => {
    expect(correctedLocale('de-de', countries)).toEqual({ country: 'DE', language: 'en' });
  });

  it('is no locale for anything else', () => {
    for (const segment of ['nowhere', 'zz', 'zz-en', 'shopping-detail', 'fr-fr-fr', '']) {
      expect(correctedLocale(segment, countries), segment).toBeNull();
    }
  });
});
