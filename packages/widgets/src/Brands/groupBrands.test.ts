/** The brands directory's grouping, on lists of our own: the seeded brands all start with a letter. */
import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from '../shared/searchText.js';
import { groupBrands, groupOf, LETTER_INDEX, OTHER_GROUP } from './groupBrands.js';

const brand = (nom_marque: string) => ({ nom_marque });
const names = (groups: ReturnType<typeof groupBrands<{ nom_marque: string }>>) =>
  groups.map((group) => [group.key, group.brands.map((entry) => entry.nom_marque)]);

describe('groupBrands', () => {
  it("has an index of '123#' then A to Z", () => {
    expect(LETTER_INDEX).toEqual(['123#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
  });

  it("files names that start with a digit, a symbol or a non-Latin letter under '123#'", () => {
    expect(['3.1 Phillip Lim', '#Mode', '(Vintage)', '1017 ALYX 9SM', '東京ブランド'].map(groupOf)).toEqual(
      Array(5).fill(OTHER_GROUP),
    );
    expect(names(groupBrands(['Gucci', '3.1 Phillip Lim', '#Mode', 'Acne Studios'].map(brand)))).toEqual([
      ['123#', ['#Mode', '3.1 Phillip Lim']],
      ['A', ['Acne Studios']],
      ['G', ['Gucci']],
    ]);
  });

  it('files accented and lower-case initials under their letter, and trims spaces', () => {
    expect(['Éclat', 'hermès', '  Ørsted', 'Œuvre', 'Ça va'].map(groupOf)).toEqual(['E', 'H', 'O', 'O', 'C']);
  });

  it('sorts each group in the language order and leaves out letters with no brand', () => {
    const groups = groupBrands(
      ['Christian Louboutin', 'Chloé', 'Celine', 'chanel', 'Cartier', 'Zadig'].map(brand),
    );
    expect(names(groups)).toEqual([
      ['C', ['Cartier', 'Celine', 'chanel', 'Chloé', 'Christian Louboutin']],
      ['Z', ['Zadig']],
    ]);
    expect(groupBrands([])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('ignores case, accents and ligatures, and matches inside the text', () => {
    expect(foldText('États-Unis')).toBe('etats-unis');
    expect(matchesSearch('hermes', 'Hermès')).toBe(true);
    expect(matchesSearch('ETATS', 'États-Unis')).toBe(true);
    expect(matchesSearch('oeuvre', 'Œuvre')).toBe(true);
    expect(matchesSearch('vuit', 'Louis Vuitton')).toBe(true);
    expect(matchesSearch('gucci', 'Prada')).toBe(false);
  });

  it('matches everything on an empty search and looks in every field given', () => {
    expect(matchesSearch('   ', 'Prada')).toBe(true);
    expect(matchesSearch('japan', 'Japon', 'Japan')).toBe(true);
    expect(matchesSearch('japan', null, undefined)).toBe(false);
  });
});
