/**
 * A seller's new article: the product, its photos and its variants, written together, after
 * checking that everything it names exists and fits (a leaf category, sizes of that category's
 * grid, whole units for a zero-decimal currency). Also the sizes a category's variants may use.
 */
import {
  type AppLanguageCode,
  currencyDecimals,
  fitsDecimals,
  type NewArticleVariant,
  type ProductTexts,
  type SizeOption,
} from '@vitrine/contract';
import { normalizeForSearch } from '../../search/normalize.js';
import type { Queryable } from '../database.js';
import { hasSold } from './orderArticle.js';
import { userLanguageSql } from './settings.js';

export interface NewProduct {
  sellerId: number;
  id_marque: number;
  id_categorie: number;
  modele: string;
  description: string;
  saison: string | null;
  collection: string | null;
  matiere: string | null;
  code_produit_vendeur: string | null;
  /** In the seller's currency. */
  prix_unitaire: number;
  etat_produit: 'neuf' | 'occasion';
  id_pays_achat: number | null;
  largeur: number;
  longueur: number;
  talon: number;
  duree_expedition_debut: number;
  duree_expedition_fin: number;
  livree_sous_debut: number;
  livree_sous_fin: number;
  /** Public paths of the stored photos, in their order (rang 1…). */
  photos: readonly string[];
  variants: readonly NewArticleVariant[];
  createdAt: Date;
}

/** What the caller sent that cannot be stored: the field it is about and why. */
export interface Refusal {
  field: string;
  message: string;
  /** The field names something that does not exist (rather than something that does not fit). */
  missing?: boolean;
}

export type AddProductOutcome = { id_produit: number; categorie_slug: string } | { refused: Refusal };

interface CategoryRow {
  niveau: number;
  grille: string | null;
  slug: string;
  /** The leaf's, its mère's and its genre's names in the five languages. */
  names: string[];
}

/** A category with its grid and the names search finds it by (its own, its parents'). */
async function categoryOf(db: Queryable, id: number): Promise<CategoryRow | null> {
  const [row] = await db.query<CategoryRow>(
    `SELECT f.niveau, f.grille, f.slug,
            array_remove(ARRAY[f.nom_fr, f.nom_uk, f.nom_it, f.nom_jp, f.nom_ru,
                               m.nom_fr, m.nom_uk, m.nom_it, m.nom_jp, m.nom_ru,
                               g.nom_fr, g.nom_uk, g.nom_it, g.nom_jp, g.nom_ru], NULL) AS names
       FROM categorie f
       LEFT JOIN categorie m ON m.id_categorie = f.id_parent
       LEFT JOIN categorie g ON g.id_categorie = m.id_parent
      WHERE f.id_categorie = $1`,
    [id],
  );
  return row ?? null;
}

/** The grid of a leaf category, or why the category cannot hold products. */
async function leafGrid(
  db: Queryable,
  id: number,
): Promise<{ category: CategoryRow & { grille: string } } | { refused: Refusal }> {
  const category = await categoryOf(db, id);
  if (!category) {
    return { refused: { field: 'id_categorie', message: `no category with the id ${id}.`, missing: true } };
  }
  if (category.niveau !== 3 || !category.grille) {
    return {
      refused: {
        field: 'id_categorie',
        message: 'choose a leaf category (genre → mère → fils): products hang on a fils.',
      },
    };
  }
  return { category: category as CategoryRow & { grille: string } };
}

/**
 * Sizes in grid order: all of them, or those of the leaf category `idCategorie`'s grid; a
 * refusal when that category does not exist or is not a leaf.
 */
export async function listSizes(
  db: Queryable,
  idCategorie?: number,
): Promise<{ sizes: SizeOption[] } | { refused: Refusal }> {
  let grid: string | null = null;
  if (idCategorie !== undefined) {
    const leaf = await leafGrid(db, idCategorie);
    if ('refused' in leaf) return leaf;
    grid = leaf.category.grille;
  }
  const sizes = await db.query<SizeOption>(
    `SELECT id_taille, valeur_taille, pays_taille FROM taille
      WHERE $1::text IS NULL OR grille = $1
      ORDER BY rang, id_taille`,
    [grid],
  );
  return { sizes };
}

/**
 * Checks and writes a new article in the transaction `tx`: the product (with its search text,
 * computed as the seeder does), its photos as images rang 1…, and one variant per physical item,
 * all 'Disponible'. Answers the refusal instead when something it names is missing or does not
 * fit; nothing is written then.
 */
export async function addProduct(tx: Queryable, product: NewProduct): Promise<AddProductOutcome> {
  // A listing is written in its seller's language: shoppers of other languages see it marked as
  // written in it until the seller adds their language's texts.
  const [seller] = await tx.query<{ code_monnaie: string; langue: AppLanguageCode }>(
    `SELECT py.code_monnaie, ${userLanguageSql('u')} AS langue
       FROM utilisateur u JOIN pays py ON py.id_pays = u.id_pays
      WHERE u.id_user = $1`,
    [product.sellerId],
  );
  if (!seller) return { refused: { field: 'id_user', message: 'this account no longer exists.' } };
  if (!fitsDecimals(product.prix_unitaire, currencyDecimals(seller.code_monnaie))) {
    return {
      refused: {
        field: 'prix_unitaire',
        message: `whole ${seller.code_monnaie} only: this currency has no decimals.`,
      },
    };
  }

  const [brand] = await tx.query<{ nom_marque: string }>(
    'SELECT nom_marque FROM marque WHERE id_marque = $1',
    [product.id_marque],
  );
  if (!brand)
    return { refused: { field: 'id_marque', message: `no brand with the id ${product.id_marque}.` } };

  const leaf = await leafGrid(tx, product.id_categorie);
  if ('refused' in leaf) return leaf;
  const { category } = leaf;

  if (product.id_pays_achat !== null) {
    const country = await tx.query('SELECT 1 FROM pays WHERE id_pays = $1', [product.id_pays_achat]);
    if (country.length === 0) {
      return {
        refused: { field: 'id_pays_achat', message: `no country with the id ${product.id_pays_achat}.` },
      };
    }
  }

  const sizeIds = [...new Set(product.variants.map((variant) => variant.id_taille))];
  const sizes = await tx.query<{ id_taille: number; grille: string }>(
    'SELECT id_taille, grille FROM taille WHERE id_taille = ANY($1::int[])',
    [sizeIds],
  );
  const gridOf = new Map(sizes.map((size) => [size.id_taille, size.grille]));
  for (const [index, variant] of product.variants.entries()) {
    const grid = gridOf.get(variant.id_taille);
    if (grid === undefined) {
      return {
        refused: {
          field: `variants.${index}.id_taille`,
          message: `no size with the id ${variant.id_taille}.`,
        },
      };
    }
    if (grid !== category.grille) {
      return {
        refused: {
          field: `variants.${index}.id_taille`,
          message: `size ${variant.id_taille} is not of this category's size grid.`,
        },
      };
    }
  }

  const colourIds = [...new Set(product.variants.map((variant) => variant.id_couleur))];
  const colours = await tx.query<{ id_couleur: number; names: string[] }>(
    `SELECT id_couleur, ARRAY[nom_couleur_fr, nom_couleur_uk, nom_couleur_it, nom_couleur_jp, nom_couleur_ru] AS names
       FROM couleur WHERE id_couleur = ANY($1::int[])`,
    [colourIds],
  );
  const colourNames = new Map(colours.map((colour) => [colour.id_couleur, colour.names]));
  const missingColour = product.variants.findIndex((variant) => !colourNames.has(variant.id_couleur));
  if (missingColour >= 0) {
    const id = product.variants[missingColour]?.id_couleur;
    return {
      refused: { field: `variants.${missingColour}.id_couleur`, message: `no colour with the id ${id}.` },
    };
  }

  const searchText = normalizeForSearch(
    [
      brand.nom_marque,
      product.modele,
      ...category.names,
      product.description,
      ...colourIds.flatMap((id) => colourNames.get(id) ?? []),
    ].join(' '),
  );

  // The product code follows the id, so it is unique without a second statement.
  const [inserted] = await tx.query<{ id_produit: number }>(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('produit', 'id_produit'))::int AS id)
     INSERT INTO produit (id_produit, id_vendeur, id_marque, id_categorie, modele, description, saison,
                          collection, code_produit, code_produit_vendeur, matiere, largeur, longueur, talon,
                          prix_unitaire, etat_produit, id_pays_achat, duree_expedition_debut,
                          duree_expedition_fin, livree_sous_debut, livree_sous_fin, search_text, created_at,
                          langue)
     SELECT next.id, $1, $2, $3, $4, $5, $6, $7, 'VS' || lpad(next.id::text, 6, '0'), $8, $9, $10, $11, $12,
            $13, $14, $15, $16, $17, $18, $19, $20, $21, $22
       FROM next
     RETURNING id_produit`,
    [
      product.sellerId,
      product.id_marque,
      product.id_categorie,
      product.modele,
      product.description,
      product.saison,
      product.collection,
      product.code_produit_vendeur,
      product.matiere,
      product.largeur,
      product.longueur,
      product.talon,
      product.prix_unitaire,
      product.etat_produit,
      product.id_pays_achat,
      product.duree_expedition_debut,
      product.duree_expedition_fin,
      product.livree_sous_debut,
      product.livree_sous_fin,
      searchText,
      product.createdAt.toISOString(),
      seller.langue,
    ],
  );
  const id_produit = (inserted as { id_produit: number }).id_produit;

  await tx.query(
    `INSERT INTO image_produit (id_produit, rang, link_image)
     SELECT $1, photo.rang, photo.link FROM unnest($2::text[]) WITH ORDINALITY AS photo(link, rang)`,
    [id_produit, product.photos],
  );
  await tx.query(
    `INSERT INTO sous_produit (id_produit, id_taille, id_couleur, etat)
     SELECT $1, variant.id_taille, variant.id_couleur, 'Disponible'
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS variant(id_taille, id_couleur, rang)
      ORDER BY variant.rang`,
    [
      id_produit,
      product.variants.map((variant) => variant.id_taille),
      product.variants.map((variant) => variant.id_couleur),
    ],
  );
  return { id_produit, categorie_slug: category.slug };
}

export type SetTextsOutcome =
  | { saved: true }
  | { refused: 'missing' | 'not-yours' | 'original' | 'sold'; original?: AppLanguageCode };

/**
 * Sets the texts of `sellerId`'s product in another language than its original, replacing those
 * it had in that language, and refreshes the product's search text so words of every language
 * find it. Texts that change send a verified listing back to staff: it is off sale until they
 * verify it as it now reads. Nothing is written when the product is missing, someone else's, the
 * language is the one the listing is written in (its original texts are the listing itself), or
 * an item of it was sold (its texts stay as bought).
 */
export async function setProductTexts(
  tx: Queryable,
  sellerId: number,
  texts: ProductTexts,
): Promise<SetTextsOutcome> {
  const [product] = await tx.query<{ id_vendeur: number; langue: AppLanguageCode }>(
    'SELECT id_vendeur, langue FROM produit WHERE id_produit = $1 FOR UPDATE',
    [texts.id_produit],
  );
  if (!product) return { refused: 'missing' };
  if (product.id_vendeur !== sellerId) return { refused: 'not-yours' };
  if (product.langue === texts.langue) return { refused: 'original', original: product.langue };
  if (await hasSold(tx, texts.id_produit)) return { refused: 'sold' };
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  // A row comes back only when the texts are new or differ from those kept.
  const changed = await tx.query(
    `INSERT INTO produit_texte AS kept (id_produit, langue, modele, description, saison, collection, matiere)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id_produit, langue) DO UPDATE
       SET modele = EXCLUDED.modele, description = EXCLUDED.description, saison = EXCLUDED.saison,
           collection = EXCLUDED.collection, matiere = EXCLUDED.matiere
       WHERE (kept.modele, kept.description, kept.saison, kept.collection, kept.matiere)
             IS DISTINCT FROM (EXCLUDED.modele, EXCLUDED.description, EXCLUDED.saison,
                               EXCLUDED.collection, EXCLUDED.matiere)
     RETURNING id_produit`,
    [
      texts.id_produit,
      texts.langue,
      texts.modele.trim(),
      texts.description.trim(),
      optional(texts.saison),
      optional(texts.collection),
      optional(texts.matiere),
    ],
  );
  if (changed.length === 0) return { saved: true };
  await tx.query(
    'UPDATE produit SET verifie_le = NULL, verifie_par = NULL WHERE id_produit = $1 AND verifie_le IS NOT NULL',
    [texts.id_produit],
  );
  await refreshSearchText(tx, texts.id_produit);
  return { saved: true };
}

/**
 * Recomputes a product's search text from what it is now, as the seeder and addProduct compose
 * it: brand, category names, colour names, and its texts in every language it has.
 */
export async function refreshSearchText(tx: Queryable, idProduit: number): Promise<void> {
  const [row] = await tx.query<{ words: string[] }>(
    `SELECT ARRAY[m.nom_marque, p.modele, p.description, p.matiere] ||
            ARRAY[f.nom_fr, f.nom_uk, f.nom_it, f.nom_jp, f.nom_ru, mo.nom_fr, mo.nom_uk, mo.nom_it, mo.nom_jp,
                  mo.nom_ru, g.nom_fr, g.nom_uk, g.nom_it, g.nom_jp, g.nom_ru] ||
            COALESCE((SELECT array_agg(concat_ws(' ', co.nom_couleur_fr, co.nom_couleur_uk, co.nom_couleur_it,
                                                 co.nom_couleur_jp, co.nom_couleur_ru))
                        FROM couleur co
                       WHERE co.id_couleur IN (SELECT s.id_couleur FROM sous_produit s
                                                WHERE s.id_produit = p.id_produit)), '{}') ||
            COALESCE((SELECT array_agg(concat_ws(' ', t.modele, t.description, t.matiere))
                        FROM produit_texte t WHERE t.id_produit = p.id_produit), '{}') AS words
       FROM produit p
       JOIN marque m ON m.id_marque = p.id_marque
       JOIN categorie f ON f.id_categorie = p.id_categorie
       LEFT JOIN categorie mo ON mo.id_categorie = f.id_parent
       LEFT JOIN categorie g ON g.id_categorie = mo.id_parent
      WHERE p.id_produit = $1`,
    [idProduit],
  );
  if (!row) return;
  const searchText = normalizeForSearch(row.words.filter((word) => word !== null).join(' '));
  await tx.query('UPDATE produit SET search_text = $2 WHERE id_produit = $1', [idProduit, searchText]);
}
