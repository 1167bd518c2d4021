/**
 * 'Ajouter un article' checks its texts by the contract's rules, as the server does: the same
 * bounds, counted in characters as the server counts them.
 */
import { FIELD_RULES } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { type ArticleFormValues, checkArticle, emptyArticle } from './articleForm.js';

function validArticle(): ArticleFormValues {
  return {
    ...emptyArticle(),
    photos: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' })],
    id_marque: '3',
    genre: '1',
    mere: '2',
    id_categorie: '7',
    modele: 'Birkin 30',
    description: 'Togo, palladium hardware.',
    etat_produit: 'occasion',
    prix_unitaire: '1200',
    variants: [{ key: 1, id_taille: '4', id_couleur: '5' }],
  };
}

describe('the article form’s texts', () => {
  it('takes a valid article', () => {
    expect(checkArticle(validArticle(), 'EUR').ok).toBe(true);
  });

  it('counts characters as the server does: as many emoji as the season allows fit', () => {
    const max = FIELD_RULES.articleSaison.max;
    expect(checkArticle({ ...validArticle(), saison: '😀'.repeat(max) }, 'EUR').ok).toBe(true);
    const over = checkArticle({ ...validArticle(), saison: '😀'.repeat(max + 1) }, 'EUR');
    expect(over.ok ? null : over.errors.saison).toEqual({ key: 'validation.maxLength', values: { max } });
  });

  it('bounds every text by the contract’s rule', () => {
    for (const field of ['modele', 'description', 'saison', 'collection', 'matiere'] as const) {
      const rule = {
        modele: FIELD_RULES.articleModele,
        description: FIELD_RULES.articleDescription,
        saison: FIELD_RULES.articleSaison,
        collection: FIELD_RULES.articleCollection,
        matiere: FIELD_RULES.articleMatiere,
      }[field];
      expect(checkArticle({ ...validArticle(), [field]: 'x'.repeat(rule.max) }, 'EUR').ok, field).toBe(true);
      expect(checkArticle({ ...validArticle(), [field]: 'x'.repeat(rule.max + 1) }, 'EUR').ok, field).toBe(
        false,
      );
    }
  });
});
