import { DEFAULT_LANGUAGE } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { listProducts } from '../db/queries/products.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

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
        page: input.page,
        limit: input.limit,
      }),
    }),
    rechercheFiltre: notYet,
    listMarqueHavingProduit: notYet,
    listMarqueProduit: notYet,
    listCategories: notYet,
    getProduitAll: notYet,
    listProduitWillLikeToo: notYet,
    listProduitByVendeur: notYet,
    searchProduit: notYet,
    listTailleHavingProduct: notYet,
    listCouleurHavingProduct: notYet,
  } satisfies Partial<Handlers>;
}
