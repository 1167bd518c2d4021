import {
  type AppLanguageCode,
  DEFAULT_LANGUAGE,
  EMAIL_UNCONFIRMED_CODE,
  EMPTY_SEARCH,
  type ProductRefinementValues,
} from '@vitrine/contract';
import { emailConfirmed } from '../auth/emailConfirmation.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { dataOfJson } from '../db/jsonText.js';
import { addProduct, listSizes, type Refusal } from '../db/queries/addProduct.js';
import { listBrands, listCategoryTree, listColoursInUse, listSizesInUse } from '../db/queries/catalog.js';
import { getProductDetail } from '../db/queries/productDetail.js';
import {
  listProducts,
  listRelatedProducts,
  type ProductFilters,
  type ProductOrder,
  productFacets,
  visitorCurrency,
} from '../db/queries/products.js';
import { userExists } from '../db/queries/sellers.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/httpError.js';
import { readSearchQuery, type SearchQuery } from '../search/searchQuery.js';

/** A refused field of an article as the caller reads it: `field: why` (a 404 when it names nothing). */
const refusedWith = ({ field, message, missing }: Refusal, notFoundStatus = false) =>
  missing && notFoundStatus ? notFound(`${field}: ${message}`) : badRequest(`${field}: ${message}`);

/**
 * Who reads a list of cards (for `is_liked`; 0 for a visitor), in which language, which page:
 * what every list's query carries.
 */
const viewedPage = (input: {
  id_user?: number;
  langue?: AppLanguageCode;
  page?: number;
  limit?: number;
}) => ({
  viewerId: input.id_user ?? 0,
  language: input.langue ?? DEFAULT_LANGUAGE,
  page: input.page,
  limit: input.limit,
});

/** The country prices are compared in when the visitor names none: the catalogue's own, France. */
const DEFAULT_VISITOR_COUNTRY = 'FR';

const SORT_ORDERS = {
  nouveautes: 'newest',
  prix_croissant: 'price_asc',
  prix_decroissant: 'price_desc',
} as const satisfies Record<string, ProductOrder>;

/**
 * A list's sort and filters (the contract's ProductRefinements) as the query reads them. `tri`
 * absent or `pertinence` keeps the list's own order: relevance for a search. A price is read in
 * the currency of the visitor's country: a country no one has is refused.
 */
export async function refinements(
  db: Queryable,
  input: ProductRefinementValues,
  ownOrder: ProductOrder,
  search?: SearchQuery,
): Promise<ProductFilters & { order: ProductOrder }> {
  const order = input.tri && input.tri !== 'pertinence' ? SORT_ORDERS[input.tri] : ownOrder;
  const filters: ProductFilters & { order: ProductOrder } = {
    order,
    brandId: input.id_marque,
    colourId: input.id_couleur,
    sizeId: input.id_taille,
    condition: input.etat,
    search,
  };
  if (input.prix_min !== undefined || input.prix_max !== undefined) {
    const currency = await visitorCurrency(db, input.pays ?? DEFAULT_VISITOR_COUNTRY);
    if (!currency) throw badRequest(`pays: no country has the code ${input.pays}.`);
    filters.price = { min: input.prix_min, max: input.prix_max, currency };
  } else if (input.pays !== undefined && !(await visitorCurrency(db, input.pays))) {
    throw badRequest(`pays: no country has the code ${input.pays}.`);
  }
  return filters;
}

/** Whitespace-only optional texts are absent. */
const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function catalogHandlers({ db, now }: AppContext) {
  return {
    listProduitAvecVendeur: async ({ input }) =>
      dataOfJson(
        await listProducts(db, {
          ...viewedPage(input),
          ...(await refinements(db, input, 'newest')),
        }),
      ),
    listProduit: async ({ input }) =>
      dataOfJson(
        await listProducts(db, {
          ...viewedPage(input),
          ...(await refinements(db, input, input.meilleur_vente === 'web' ? 'best_sellers' : 'newest')),
          genre: input.genre,
          mere: input.mere,
          fils: input.fils,
        }),
      ),
    rechercheFiltre: async ({ input }) =>
      dataOfJson(
        await listProducts(db, {
          ...viewedPage(input),
          ...(await refinements(db, input, 'newest')),
          genre: input.genre,
          mere: input.mere,
          fils: input.fils,
        }),
      ),
    listMarqueHavingProduit: async () => ({ data: await listBrands(db, { onlyWithProducts: true }) }),
    listMarqueProduit: async () => ({ data: await listBrands(db, { onlyWithProducts: false }) }),
    listCategories: async () => ({ data: await listCategoryTree(db) }),
    getProduitAll: async ({ input, user }) => {
      const detail = await getProductDetail(
        db,
        input.id_produit,
        // The viewer is the token's user: the answer cache keys this personalised read on it.
        { id: input.id_user ?? 0, staff: user?.role === 'staff' },
        input.langue ?? DEFAULT_LANGUAGE,
      );
      if (!detail) throw notFound(`No product with the id ${input.id_produit}.`);
      return detail;
    },
    listProduitWillLikeToo: async ({ input }) => {
      const related = await listRelatedProducts(db, {
        ...viewedPage(input),
        productId: input.id_produit,
      });
      if (!related) throw notFound(`No product with the id ${input.id_produit}.`);
      return dataOfJson(related);
    },
    listProduitByVendeur: async ({ input }) => {
      const products = await listProducts(db, {
        ...viewedPage(input),
        ...(await refinements(db, input, 'newest')),
        sellerId: input.id_vendeur,
      });
      // Only an empty page needs telling "no products" from "nobody".
      if (products.isEmptyArray() && !(await userExists(db, input.id_vendeur))) {
        throw notFound(`No seller with the id ${input.id_vendeur}.`);
      }
      return dataOfJson(products);
    },
    searchProduit: async ({ input }) => {
      const language = input.langue ?? DEFAULT_LANGUAGE;
      const search = await readSearchQuery(db, language, input.q);
      if (!search) return { data: EMPTY_SEARCH };
      const products = await listProducts(db, {
        ...viewedPage(input),
        ...(await refinements(db, input, 'relevance', search)),
        genre: input.genre,
        mere: input.mere,
        fils: input.fils,
      });
      // The spec's client flags "nothing (more) to show" by this string rather than [].
      return products.isEmptyArray() ? { data: EMPTY_SEARCH } : dataOfJson(products);
    },
    facettesProduit: async ({ input }) => {
      const language = input.langue ?? DEFAULT_LANGUAGE;
      const search = input.q?.trim() ? await readSearchQuery(db, language, input.q) : undefined;
      const filters = {
        ...(await refinements(db, input, 'newest', search ?? undefined)),
        sellerId: input.id_vendeur,
        genre: input.genre,
        mere: input.mere,
        fils: input.fils,
      };
      // A search of nothing but stop words finds nothing, as search_produit answers.
      if (search === null) return { data: { total: 0, marques: [], couleurs: [], tailles: [], etats: [] } };
      return { data: await productFacets(db, filters, language) };
    },
    listTailleHavingProduct: async () => ({ data: await listSizesInUse(db) }),
    listCouleurHavingProduct: async ({ input }) => ({
      data: await listColoursInUse(db, input.langue ?? DEFAULT_LANGUAGE),
    }),
    listTaille: async ({ input }) => {
      const answer = await listSizes(db, input.id_categorie);
      if ('refused' in answer) throw refusedWith(answer.refused, true);
      return { data: answer.sizes };
    },
    addProduit: async ({ input, user, files }) => {
      // Checked on the token's user as the database has it now: onboarding makes the role kim.
      if (user.role !== 'kim') {
        throw forbidden("Only sellers add articles: finish your seller profile ('Mon profil') first.");
      }
      // What goes on sale comes from an address that answers.
      if (!(await emailConfirmed(db, user.id_user))) {
        throw new HttpError(
          403,
          "Confirm your e-mail address before putting an article on sale: use the link we sent, or have it sent again from 'Mon identité'.",
          { code: EMAIL_UNCONFIRMED_CODE },
        );
      }
      const shipping = [input.duree_expedition_debut ?? 1, input.duree_expedition_fin ?? 3] as const;
      const delivery = [input.livree_sous_debut ?? 3, input.livree_sous_fin ?? 7] as const;
      if (shipping[1] < shipping[0])
        throw badRequest('duree_expedition_fin: must not come before the start.');
      if (delivery[1] < delivery[0]) throw badRequest('livree_sous_fin: must not come before the start.');
      // The photos in their order on the page, whichever of photo_2…4 were left out.
      const photos = [...files].sort((a, b) => a.field.localeCompare(b.field)).map((file) => file.storedPath);
      const outcome = await db.transaction((tx) =>
        addProduct(tx, {
          sellerId: user.id_user,
          id_marque: input.id_marque,
          id_categorie: input.id_categorie,
          modele: input.modele,
          description: input.description,
          saison: optional(input.saison),
          collection: optional(input.collection),
          matiere: optional(input.matiere),
          code_produit_vendeur: optional(input.code_produit_vendeur),
          prix_unitaire: input.prix_unitaire,
          etat_produit: input.etat_produit,
          id_pays_achat: input.id_pays_achat ?? null,
          largeur: input.largeur ?? 0,
          longueur: input.longueur ?? 0,
          talon: input.talon ?? 0,
          duree_expedition_debut: shipping[0],
          duree_expedition_fin: shipping[1],
          livree_sous_debut: delivery[0],
          livree_sous_fin: delivery[1],
          photos,
          variants: input.variants,
          createdAt: now(),
        }),
      );
      if ('refused' in outcome) throw refusedWith(outcome.refused);
      return { data: outcome };
    },
  } satisfies Partial<Handlers>;
}
