/**
 * The script-tag build checks answers with the contract's schemas compiled to data: the checker
 * must accept, refuse and output exactly what zod does, for every answer of the contract.
 */
import {
  CategoryNodeSchema,
  EMPTY_SEARCH,
  endpoints,
  IsoDate,
  type Product,
  ProductSchema,
  SessionSchema,
} from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeSchema, unavailableExport } from './compiledSchema.js';
import { both } from './compiledSchema.test.helpers.js';

const product: Product = {
  id_produit: 1,
  id_marque: 2,
  nom_marque: 'Hermès',
  modele: 'Birkin 30',
  langue_texte: 'fr',
  produit_nom: 'Sacs',
  pays: 'Japon',
  alpha2: 'JP',
  link_image_pple: '/uploads/birkin.webp',
  prix_unitaire: 1_200_000,
  taux_change: 160,
  code_monnaie: 'JPY',
  qte_produit: 1,
  is_liked: false,
  verifie: true,
  id_categorie: 7,
  categorie_slug: 'cabas',
  nom_cat_enfant: 'Cabas',
  nom_cat_enfant_fr: 'Cabas',
  nom_cat_enfant_uk: 'Totes',
  nom_cat_enfant_it: 'Tote',
  nom_cat_enfant_jp: 'トート',
  nom_cat_enfant_ru: 'Сумки',
  id_user: 3,
  pseudo_profile: 'GinzaTreasure',
  image_link_profile: null,
  description: 'Togo',
  saison: null,
  collection: null,
  code_produit: null,
  largeur: 30,
  longueur: 22,
  talon: 0,
  matiere: null,
  pays_taille: null,
  code_hexa: null,
  nom_couleur: null,
};

describe('compiled answer schemas', () => {
  it('describes every answer of the contract (the build fails otherwise)', () => {
    for (const [name, endpoint] of Object.entries(endpoints))
      expect(() => describeSchema(endpoint.response), name).not.toThrow();
  });

  it('accepts what zod accepts and outputs the same, unknown keys dropped', () => {
    const list = endpoints.listProduit.response;
    const result = both(list, { data: [{ ...product, extra: 'dropped' }], total: 1 });
    expect(result.compiled).toEqual(result.zod);
    expect(result.compiled).toEqual({ value: { data: [product] } });
  });

  it('refuses what zod refuses, at the same paths', () => {
    const list = endpoints.listProduit.response;
    const wrong = { data: [product, { ...product, prix_unitaire: '12', is_liked: 1, saison: undefined }] };
    const result = both(list, wrong);
    expect(result.compiled).toEqual(result.zod);
    expect(result.compiled).toEqual({
      paths: [
        ['data', 1, 'prix_unitaire'],
        ['data', 1, 'is_liked'],
        ['data', 1, 'saison'],
      ],
    });
    for (const value of [null, [], 'x', { data: 'x' }, { data: [Number.NaN] }, ProductSchema]) {
      const each = both(list, value);
      expect(each.compiled.paths, JSON.stringify(value)).toBeDefined();
      expect(each.compiled).toEqual(each.zod);
    }
  });

  it('checks unions, literals, enums, optional and recursive schemas as zod does', () => {
    const search = endpoints.searchProduit.response;
    for (const value of [{ data: EMPTY_SEARCH }, { data: [product] }, { data: 'autre chose' }])
      expect(both(search, value).compiled).toEqual(both(search, value).zod);

    const tree = {
      id_categorie: 1,
      slug: 'femme',
      niveau: 1,
      nom_fr: 'Femme',
      nom_uk: 'Women',
      nom_it: 'Donna',
      nom_jp: '女性',
      nom_ru: 'Женщины',
      children: [],
    };
    const nested = {
      ...tree,
      children: [{ ...tree, id_categorie: 2, children: [{ ...tree, id_categorie: 3 }] }],
    };
    expect(both(CategoryNodeSchema, nested).compiled).toEqual({ value: nested });
    const broken = { ...tree, children: [{ ...tree, children: [{ ...tree, niveau: 'trois' }] }] };
    expect(both(CategoryNodeSchema, broken).compiled).toEqual(both(CategoryNodeSchema, broken).zod);

    for (const [name, endpoint] of Object.entries(endpoints)) {
      for (const value of [{}, { data: [] }, { data: {} }, { success: true }]) {
        const result = both(endpoint.response, value);
        expect(result.compiled, name).toEqual(result.zod);
      }
    }
  });

  it('reads a stored session as zod does', () => {
    expect(both(SessionSchema, { nope: true }).compiled).toEqual(both(SessionSchema, { nope: true }).zod);
  });

  it('refuses to describe what it would not check', () => {
    expect(() => describeSchema(endpoints.addProduit.body)).toThrow(/checks or coercion|pipe|transform/);
    expect(() => describeSchema(IsoDate)).toThrow(/format date/);
    expect(() => describeSchema(z.object({ count: z.int() }))).toThrow(/count: a number of format safeint/);
  });

  it('stands in for an export the build cannot carry with an error that names the fix', () => {
    const missing = unavailableExport('NewArticleBodySchema') as { shape: unknown };
    expect(() => missing.shape).toThrow(/NewArticleBodySchema is not in the script-tag build/);
  });
});
