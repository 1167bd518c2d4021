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

  it('names the United Kingdom in each of the five interface languages', () => {
    const uk = { fr: 'Royaume-Uni', en: 'United Kingdom' };
    expect(countryName('GB', 'fr', uk)).toBe('Royaume-Uni');
    expect(countryName('GB', 'en', uk)).toBe('United Kingdom');
    expect(countryName('GB', 'it', uk)).toBe('Regno Unito');
    expect(countryName('GB', 'jp', uk)).toBe('イギリス');
    expect(countryName('GB', 'ru', uk)).toBe('Великобритания');
    // Only the French name known (as some answers give): the other languages still get theirs.
    expect(countryName('GB', 'en', { fr: 'Royaume-Uni' })).toBe('United Kingdom');
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

  it('names and sorts the options in each interface language, not in French', () => {
    const countries = [
      { alpha2: 'IT', nom_fr_fr: 'Italie', nom_en_gb: 'Italy' },
      { alpha2: 'DE', nom_fr_fr: 'Allemagne', nom_en_gb: 'Germany' },
      { alpha2: 'GB', nom_fr_fr: 'Royaume-Uni', nom_en_gb: 'United Kingdom' },
      { alpha2: 'JP', nom_fr_fr: 'Japon', nom_en_gb: 'Japan' },
    ];
    const names = (language: 'en' | 'it' | 'jp' | 'ru') =>
      countryOptions(countries, language).map((option) => option.name);
    expect(names('en')).toEqual(['Germany', 'Italy', 'Japan', 'United Kingdom']);
    expect(names('it')).toEqual(['Germania', 'Giappone', 'Italia', 'Regno Unito']);
    expect(names('ru')).toEqual(['Великобритания', 'Германия', 'Италия', 'Япония']);
    const japanese = names('jp');
    expect([...japanese].sort(new Intl.Collator('ja').compare)).toEqual(japanese);
    expect(new Set(japanese)).toEqual(new Set(['イタリア', 'ドイツ', 'イギリス', '日本']));
  });
});
