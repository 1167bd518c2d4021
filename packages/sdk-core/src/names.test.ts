import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, spokenLanguageName } from './names.js';

const JAPAN = { fr: 'Japon', en: 'Japan' };

describe('names in the interface language', () => {
  it("uses the server's French and English names", () => {
    expect(countryName('JP', 'fr', JAPAN)).toBe('Japon');
    expect(countryName('JP', 'en', JAPAN)).toBe('Japan');
  });

  it('asks Intl for the languages the server does not name', () => {
    expect(countryName('JP', 'jp', JAPAN)).toBe('日本');
    expect(countryName('JP', 'ru', JAPAN)).toBe('Япония');
    expect(spokenLanguageName('ja', 'it', { fr: 'Japonais', en: 'Japanese' })).toBe('Giapponese');
  });

  it("falls back on the server's name for a code Intl does not know", () => {
    expect(countryName('??', 'jp', JAPAN)).toBe('Japan');
  });

  it('sorts options as the language sorts', () => {
    const options = countryOptions(
      [
        { alpha2: 'US', nom_fr_fr: 'États-Unis', nom_en_gb: 'United States' },
        { alpha2: 'DE', nom_fr_fr: 'Allemagne', nom_en_gb: 'Germany' },
        { alpha2: 'FR', nom_fr_fr: 'France', nom_en_gb: 'France' },
      ],
      'fr',
    );
    expect(options.map((option) => option.name)).toEqual(['Allemagne', 'États-Unis', 'France']);
  });
});
