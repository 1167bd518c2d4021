import { describe, expect, it } from 'vitest';
import { categorySlugs, slugify } from './slugs.js';

describe('slugify', () => {
  it('writes a name as the words of an address in its own script', () => {
    expect(slugify('Sacs à main')).toBe('sacs-a-main');
    expect(slugify('Décolleté')).toBe('decollete');
    expect(slugify("Sacs d'épaule — été")).toBe('sacs-d-epaule-ete');
    // A kana's voicing mark and Russian й are letters of their own, not accents to drop.
    expect(slugify('ハンドバッグ')).toBe('ハンドバッグ');
    expect(slugify('Сумки с ручками')).toBe('сумки-с-ручками');
    expect(slugify('Чайный')).toBe('чайный');
  });
});

describe('categorySlugs', () => {
  it("gives each language its name's slug, and the French slug where a name has no letter", () => {
    expect(
      categorySlugs({
        slug: 'sacs-a-main',
        nom_fr: 'Sacs à main',
        nom_uk: 'Handbags',
        nom_it: 'Borse a mano',
        nom_jp: 'ハンドバッグ',
        nom_ru: ' — ',
      }),
    ).toEqual({
      fr: 'sacs-a-main',
      en: 'handbags',
      it: 'borse-a-mano',
      jp: 'ハンドバッグ',
      ru: 'sacs-a-main',
    });
  });
});
