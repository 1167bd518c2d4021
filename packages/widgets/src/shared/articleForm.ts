/**
 * The 'Ajouter un article' form as the seller types it (texts and picked files), and its check:
 * one message per field as an i18n key, with the bounds the server applies (the contract's
 * FIELD_RULES for the texts, through the SDK's article form, and ARTICLE_LIMITS), so a refusal
 * is said before anything is sent.
 */
import {
  ARTICLE_LIMITS,
  articleTextsForm,
  currencyDecimals,
  type FieldError,
  type FormResult,
  fitsDecimals,
  type NewArticle,
} from '@vitrine/sdk-core';

export interface VariantRow {
  /** Stable across removals, for React keys. */
  key: number;
  id_taille: string;
  id_couleur: string;
}

export interface ArticleFormValues extends Record<string, unknown> {
  photos: File[];
  id_marque: string;
  genre: string;
  mere: string;
  /** The leaf (fils) category. */
  id_categorie: string;
  modele: string;
  description: string;
  saison: string;
  collection: string;
  matiere: string;
  etat_produit: '' | 'neuf' | 'occasion';
  id_pays_achat: string;
  largeur: string;
  longueur: string;
  talon: string;
  prix_unitaire: string;
  variants: VariantRow[];
}

let nextKey = 1;
export const variantRow = (id_taille = ''): VariantRow => ({ key: nextKey++, id_taille, id_couleur: '' });

export function emptyArticle(): ArticleFormValues {
  return {
    photos: [],
    id_marque: '',
    genre: '',
    mere: '',
    id_categorie: '',
    modele: '',
    description: '',
    saison: '',
    collection: '',
    matiere: '',
    etat_produit: '',
    id_pays_achat: '',
    largeur: '',
    longueur: '',
    talon: '',
    prix_unitaire: '',
    variants: [variantRow()],
  };
}

/** Image types the server accepts (it checks the bytes again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Why a picked file cannot be a photo of the article, or null. */
export function photoProblem(file: File): FieldError | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return { key: 'account.addArticle.errors.photoType', values: { name: file.name } };
  }
  if (file.size > ARTICLE_LIMITS.photoBytes) {
    return { key: 'account.addArticle.errors.photoSize', values: { name: file.name } };
  }
  return null;
}

/** A number as a person types it: '1 250,50' or '1250.5'; NaN when it is not one. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * Why a seller's price cannot be stored, as a message key under `account.addArticle.errors`, or
 * null: the contract's ArticlePriceSchema and its currency rule (fitsDecimals), said field by field.
 */
export function priceProblem(price: number, currency: string): FieldError | null {
  const error = (key: string, values?: Record<string, unknown>): FieldError => ({
    key: `account.addArticle.errors.${key}`,
    ...(values ? { values } : {}),
  });
  if (!(price > 0)) return error('price');
  if (price > ARTICLE_LIMITS.prix) return error('priceMax', { max: ARTICLE_LIMITS.prix });
  if (!fitsDecimals(price, currencyDecimals(currency))) {
    return error(currencyDecimals(currency) === 0 ? 'priceWhole' : 'priceDecimals', { currency });
  }
  return null;
}

const id = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);
const optional = (text: string) => text.trim() || undefined;

export interface CheckedArticle {
  article: NewArticle;
  photos: File[];
}

/** Checks the form for a seller whose currency is `currency`. */
export function checkArticle(values: ArticleFormValues, currency: string): FormResult<CheckedArticle> {
  const errors: Record<string, FieldError> = {};
  const fail = (field: string, key: string, extra?: Record<string, unknown>) => {
    errors[field] ??= { key: `account.addArticle.errors.${key}`, ...(extra ? { values: extra } : {}) };
  };

  if (values.photos.length === 0) fail('photos', 'photoRequired');
  if (values.photos.length > ARTICLE_LIMITS.photos)
    fail('photos', 'photoCount', { max: ARTICLE_LIMITS.photos });
  if (!id(values.id_marque)) fail('id_marque', 'brand');
  if (!id(values.id_categorie)) fail('id_categorie', 'category');

  // The texts' rules are the contract's, as the SDK's forms apply them; a missing model or
  // description keeps the screen's own words.
  if (!values.modele.trim()) fail('modele', 'model');
  if (!values.description.trim()) fail('description', 'description');
  const texts = articleTextsForm(values);
  if (!texts.ok)
    for (const [field, problem] of Object.entries(texts.errors)) if (problem) errors[field] ??= problem;
  if (!values.etat_produit) fail('etat_produit', 'condition');

  const price = parseAmount(values.prix_unitaire);
  const priceError = priceProblem(price, currency);
  if (priceError) errors.prix_unitaire ??= priceError;

  const dimensions: Partial<Record<'largeur' | 'longueur' | 'talon', number>> = {};
  for (const field of ['largeur', 'longueur', 'talon'] as const) {
    if (!values[field].trim()) continue;
    const value = parseAmount(values[field]);
    if (Number.isNaN(value) || value > ARTICLE_LIMITS.dimension) {
      fail(field, 'dimension', { max: ARTICLE_LIMITS.dimension });
    } else dimensions[field] = value;
  }

  if (values.variants.length === 0) fail('variants', 'variants');
  values.variants.forEach((row, index) => {
    if (!id(row.id_taille)) fail(`variants.${index}.id_taille`, 'size');
    if (!id(row.id_couleur)) fail(`variants.${index}.id_couleur`, 'colour');
  });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      photos: values.photos,
      article: {
        id_marque: id(values.id_marque),
        id_categorie: id(values.id_categorie),
        modele: values.modele.trim(),
        description: values.description.trim(),
        saison: optional(values.saison),
        collection: optional(values.collection),
        matiere: optional(values.matiere),
        prix_unitaire: price,
        etat_produit: values.etat_produit as 'neuf' | 'occasion',
        id_pays_achat: id(values.id_pays_achat) || undefined,
        ...dimensions,
        variants: values.variants.map((row) => ({
          id_taille: id(row.id_taille),
          id_couleur: id(row.id_couleur),
        })),
      },
    },
  };
}
