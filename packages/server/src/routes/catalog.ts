import { DEFAULT_LANGUAGE, EMPTY_SEARCH } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { listBrands, listCategoryTree, listColoursInUse, listSizesInUse } from '../db/queries/catalog.js';
import { getProductDetail } from '../db/queries/productDetail.js';
import { listProducts, listRelatedProducts } from '../db/queries/products.js';
import { userExists } from '../db/queries/sellers.js';
import type { Handlers } from '../http/handler.js';
import { notFound } from '../http/httpError.js';
import { normalizeForSearch } from '../search/normalize.js';

export function catalogHandlers({ db }: AppContext) {
  return {
    listProduitAvecVendeur: async ({ input }) => ({
      data: await listProducts(db, {
        viewerId: input.id_user ?? 0,
        language: input.langue ?? DEFAULT_LANGUAGE,
        order: 'newest',
        page: input.page,
        limit: input.limit,
      }),
    }),
    listProduit: async ({ input }) => ({
      data: await listProducts(db, {
        viewerId: input.id_user ?? 0,
        language: input.langue ?? DEFAULT_LANGUAGE,
        order: input.meilleur_vente === 'web' ? 'best_sellers' : 'newest',
        genre: input.genre,
        mere: input.mere,
        fils: input.fils,
        page: input.page,
        limit: input.limit,
      }),
    }),
    rechercheFiltre: async ({ input }) => ({
      data: await listProducts(db, {
        viewerId: input.id_user ?? 0,
        language: input.langue ?? DEFAULT_LANGUAGE,
        order: 'newest',
        brandId: input.id_marque,
        colourId: input.id_couleur,
        sizeId: input.id_taille,
        genre: input.genre,
        mere: input.mere,
        fils: input.fils,
        page: input.page,
        limit: input.limit,
      }),
    }),
    listMarqueHavingProduit: async () => ({ data: await listBrands(db, { onlyWithProducts: true }) }),
    listMarqueProduit: async () => ({ data: await listBrands(db, { onlyWithProducts: false }) }),
    listCategories: async () => ({ data: await listCategoryTree(db) }),
    getProduitAll: async ({ input }) => {
      const detail = await getProductDetail(
        db,
        input.id_produit,
        input.id_user ?? 0,
        input.langue ?? DEFAULT_LANGUAGE,
      );
      if (!detail) throw notFound(`No product with the id ${input.id_produit}.`);
      return detail;
    },
    listProduitWillLikeToo: async ({ input }) => {
      const related = await listRelatedProducts(db, {
        viewerId: input.id_user ?? 0,
        language: input.langue ?? DEFAULT_LANGUAGE,
        productId: input.id_produit,
        page: input.page,
        limit: input.limit,
      });
      if (!related) throw notFound(`No product with the id ${input.id_produit}.`);
      return { data: related };
    },
    listProduitByVendeur: async ({ input }) => {
      const products = await listProducts(db, {
        viewerId: input.id_user ?? 0,
        language: input.langue ?? DEFAULT_LANGUAGE,
        order: 'newest',
        sellerId: input.id_vendeur,
        page: input.page,
        limit: input.limit,
      });
      // Only an empty page needs telling "no products" from "nobody".
      if (products.length === 0 && !(await userExists(db, input.id_vendeur))) {
        throw notFound(`No seller with the id ${input.id_vendeur}.`);
      }
      return { data: products };
    },
    searchProduit: async ({ input }) => {
      // The stored search text went through the same normalisation, so 'HERMÈS' finds 'Hermès'.
      const words = normalizeForSearch(input.q).split(' ').filter(Boolean);
      if (words.length === 0) return { data: EMPTY_SEARCH };
      const products = await listProducts(db, {
        viewerId: input.id_user ?? 0,
        language: input.langue ?? DEFAULT_LANGUAGE,
        order: 'newest',
        searchWords: words,
        page: input.page,
        limit: input.limit,
      });
      // The spec's client flags "nothing (more) to show" by this string rather than [].
      return { data: products.length > 0 ? products : EMPTY_SEARCH };
    },
    listTailleHavingProduct: async () => ({ data: await listSizesInUse(db) }),
    listCouleurHavingProduct: async ({ input }) => ({
      data: await listColoursInUse(db, input.langue ?? DEFAULT_LANGUAGE),
    }),
  } satisfies Partial<Handlers>;
}
