import type { SubProduct } from '@vitrine/sdk-core';
import { describe, expect, it } from 'vitest';
import { chooseColour, chooseVariant, initialSelection, visibleVariants } from './variantSelection.js';

function variant(
  id: number,
  id_couleur: number,
  valeur_taille: string,
  etat: SubProduct['etat'] = 'Disponible',
): SubProduct {
  const size = {
    taille_Fr: valeur_taille,
    taille_Eu: '',
    taille_St: '',
    taille_Us: '',
    taille_It: '',
    taille_Uk: '',
    taille_Ge: '',
    taille_Kr: '',
    taille_Jp: '',
    taille_Ch: '',
    taille_Vo: '',
  };
  return {
    id,
    id_taille: id,
    valeur_taille,
    id_couleur,
    nom_couleur: `c${id_couleur}`,
    code_hexa: '#000',
    etat,
    pays_taille: 'INT',
    ...size,
  };
}

const variants = [
  variant(1, 10, 'S'),
  variant(2, 10, 'M', 'Vendu'),
  variant(3, 20, 'S'),
  variant(4, 20, 'L'),
];

describe('variant selection', () => {
  it('starts with nothing chosen, or with the only colour', () => {
    expect(initialSelection(variants)).toEqual({ colour: null, variant: null });
    expect(initialSelection([variant(1, 10, 'S'), variant(2, 10, 'M')])).toEqual({
      colour: 10,
      variant: null,
    });
  });

  it('chooses the only size on sale for the shopper: a one-size item, or the last size left', () => {
    expect(initialSelection([variant(7, 30, 'TU')])).toEqual({ colour: 30, variant: 7 });
    expect(initialSelection(variants.slice(0, 2))).toEqual({ colour: 10, variant: 1 });
    expect(initialSelection([variant(7, 30, 'TU', 'Vendu')])).toEqual({ colour: 30, variant: null });
    const oneSizeTwoColours = [variant(5, 10, 'TU'), variant(6, 20, 'TU')];
    expect(initialSelection(oneSizeTwoColours)).toEqual({ colour: null, variant: null });
    expect(chooseColour(initialSelection(oneSizeTwoColours), 20, oneSizeTwoColours)).toEqual({
      colour: 20,
      variant: 6,
    });
    expect(chooseColour({ colour: null, variant: null }, 20, oneSizeTwoColours, new Set([6]))).toEqual({
      colour: 20,
      variant: null,
    });
  });

  it('shows only the chosen colour’s sizes (T25)', () => {
    expect(visibleVariants(variants, null).map((v) => v.id)).toEqual([1, 2, 3, 4]);
    expect(visibleVariants(variants, 20).map((v) => v.id)).toEqual([3, 4]);
  });

  it('chooses the colour of a chosen size (T26) and refuses a sold one (T24)', () => {
    const start = initialSelection(variants);
    expect(chooseVariant(start, variants[3] as SubProduct)).toEqual({ colour: 20, variant: 4 });
    expect(chooseVariant(start, variants[1] as SubProduct)).toBe(start);
    expect(chooseVariant(start, variants[0] as SubProduct, new Set([1]))).toBe(start);
  });

  it('keeps a chosen size of the same colour, drops one of another', () => {
    expect(chooseColour({ colour: 20, variant: 4 }, 20, variants)).toEqual({ colour: 20, variant: 4 });
    expect(chooseColour({ colour: 10, variant: 1 }, 20, variants)).toEqual({ colour: 20, variant: null });
  });
});
