/**
 * How a shopper sorts and narrows search and every product list (an addition to the spec, whose
 * lists had one order and three filters): the parameters travel in the page's address, so a
 * search can be shared, bookmarked and rendered on the server, and the server, the SDK and the
 * pages read them from here.
 */
import * as z from 'zod/mini';
import { ProductConditionSchema } from './productCondition.js';
import { Id, text } from './schema.js';

/**
 * The orders a list may be read in: relevance to the search (a list without a search keeps its
 * own order), newest first, price low to high, price high to low. Whatever the order, items still
 * for sale come before sold ones.
 */
export const PRODUCT_SORTS = ['pertinence', 'nouveautes', 'prix_croissant', 'prix_decroissant'] as const;
export const ProductSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSortSchema>;

/** The highest price bound a shopper may ask for, in any currency (a billion yen is far above any listing). */
export const MAX_PRICE_BOUND = 1_000_000_000;

const PriceBound = z.coerce.number().check(z.nonnegative(), z.maximum(MAX_PRICE_BOUND));

/** A country's ISO alpha-2 code, whose currency prices are compared and bounded in. */
export const VisitorCountrySchema = text(2).check(
  z.regex(/^[A-Za-z]{2}$/, 'pays is a country code of two letters'),
);

/**
 * The sort and filters every list takes, beside its own (category levels, a seller, a search):
 * - `tri`: one of PRODUCT_SORTS;
 * - `prix_min`, `prix_max`: bounds of the price as the visitor sees it, in the currency of the
 *   country `pays` (the spec's money rule, money.ts: the seller's price ÷ the seller's rate ×
 *   the visitor's rate, rounded to the visitor currency's minor unit); France's euro without `pays`;
 * - `etat`: new or pre-owned;
 * - `id_marque`, `id_couleur`, `id_taille`: a brand, a colour or a size some variant has.
 */
export const ProductRefinements = {
  tri: z.optional(ProductSortSchema),
  prix_min: z.optional(PriceBound),
  prix_max: z.optional(PriceBound),
  etat: z.optional(ProductConditionSchema),
  id_marque: z.optional(Id),
  id_couleur: z.optional(Id),
  id_taille: z.optional(Id),
  pays: z.optional(VisitorCountrySchema),
};

/** The refinements' values as a list reads them. */
export interface ProductRefinementValues {
  tri?: ProductSort;
  prix_min?: number;
  prix_max?: number;
  etat?: z.infer<typeof ProductConditionSchema>;
  id_marque?: number;
  id_couleur?: number;
  id_taille?: number;
  pays?: string;
}

export const PRICE_RANGE_MESSAGE = 'prix_min must not be above prix_max';

/** Why a price range asks for nothing, or null: the one check of `prix_min` against `prix_max`. */
export function priceRangeProblem(range: { prix_min?: unknown; prix_max?: unknown }): string | null {
  const { prix_min, prix_max } = range;
  return typeof prix_min === 'number' && typeof prix_max === 'number' && prix_min > prix_max
    ? PRICE_RANGE_MESSAGE
    : null;
}

/** A list's query whose price range is checked as a whole: `prix_min` above `prix_max` is refused. */
export const refinedQuery = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object(shape).check(
    z.refine((query: { prix_min?: unknown; prix_max?: unknown }) => priceRangeProblem(query) === null, {
      message: PRICE_RANGE_MESSAGE,
      path: ['prix_min'],
    }),
  );

/** The refinement parameters, in the order a page's address writes them. */
export const REFINEMENT_PARAMS = [
  'tri',
  'prix_min',
  'prix_max',
  'etat',
  'id_marque',
  'id_couleur',
  'id_taille',
] as const satisfies readonly (keyof ProductRefinementValues)[];

/** How many results carry each value of a filter, counted among the results themselves. */
export const ProductFacetsSchema = z.object({
  /** How many products the search and filters find. */
  total: z.number(),
  marques: z.array(z.object({ id_marque: z.number(), nom_marque: z.string(), nombre: z.number() })),
  couleurs: z.array(
    z.object({ id_couleur: z.number(), nom_couleur: z.string(), code_hexa: z.string(), nombre: z.number() }),
  ),
  tailles: z.array(
    z.object({
      id_taille: z.number(),
      valeur_taille: z.string(),
      pays_taille: z.string(),
      nombre: z.number(),
    }),
  ),
  etats: z.array(z.object({ etat: ProductConditionSchema, nombre: z.number() })),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;
