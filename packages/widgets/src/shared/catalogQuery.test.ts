import { describe, expect, it } from 'vitest';
import { parseCategoryPath } from '../ProductGrid/categoryPath.js';
import { cleanFilters, filtersKey, sameFilters } from './catalogQuery.js';

describe('catalogue filters', () => {
  it('keeps only filters that filter: positive ids, and no category level below a missing one', () => {
    expect(
      cleanFilters({ id_marque: 3, id_couleur: Number.NaN, id_taille: 0, mere: 'sacs', fils: 'cabas' }),
    ).toEqual({
      id_marque: 3,
    });
    expect(cleanFilters({ genre: 'femme', fils: 'cabas' })).toEqual({ genre: 'femme' });
    expect(cleanFilters(undefined)).toEqual({});
  });

  it('compares filter sets by value', () => {
    expect(
      sameFilters({ id_marque: 3, genre: 'homme' }, { genre: 'homme', id_marque: 3, id_couleur: undefined }),
    ).toBe(true);
    expect(filtersKey({ id_marque: 3 })).not.toBe(filtersKey({ id_couleur: 3 }));
  });

  it("reads a category path 'genre/mere/fils'", () => {
    expect(parseCategoryPath('femme/sacs/cabas')).toEqual({ genre: 'femme', mere: 'sacs', fils: 'cabas' });
    expect(parseCategoryPath(' Homme / Chaussures ')).toEqual({ genre: 'homme', mere: 'chaussures' });
    expect(parseCategoryPath('')).toEqual({});
    expect(parseCategoryPath(undefined)).toEqual({});
  });
});
