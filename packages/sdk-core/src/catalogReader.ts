/**
 * The catalogue on its own, for a page that only lists products and shows their prices: the
 * catalogue's reads and the money helpers come to a few kilobytes, because these answers are
 * typed by the contract but not checked against its schemas (which bring zod).
 * `createVitrine` checks every answer; use it for anything more than reading the catalogue.
 *
 * ```ts
 * import { createCatalogReader, formatPrice } from '@vitrine/sdk-core';
 * const catalog = createCatalogReader({ baseUrl: 'https://shop.example', language: 'en' });
 * const arrivals = await catalog.newArrivals({ limit: 8 });
 * ```
 */
import type { AppLanguageCode, catalogEndpoints } from '@vitrine/contract';
import { type Catalog, type CatalogRead, type CatalogTable, catalogArea } from './catalog.js';
import { createHttpClient, type EndpointRoute } from './http/httpClient.js';

type CatalogEndpoints = typeof catalogEndpoints;

/** A read's route; its path is type-checked against the contract's, so the two cannot drift. */
const read = <K extends CatalogRead>(
  path: CatalogEndpoints[K]['path'],
): EndpointRoute<CatalogEndpoints[K]> => ({
  method: 'GET',
  path,
});

const catalogRoutes: CatalogTable = {
  listProduitAvecVendeur: read<'listProduitAvecVendeur'>('ProduitController/list_produitavecVendeur'),
  listProduit: read<'listProduit'>('ProduitController/list_produit'),
  rechercheFiltre: read<'rechercheFiltre'>('ProduitController/recherche_filtre'),
  searchProduit: read<'searchProduit'>('ProduitController/search_produit'),
  getProduitAll: read<'getProduitAll'>('ProduitController/get_produit_all'),
  listProduitWillLikeToo: read<'listProduitWillLikeToo'>('ProduitController/list_produit_will_like_too'),
  listProduitByVendeur: read<'listProduitByVendeur'>('ProduitController/list_produit_by_Vendeur'),
  listMarqueHavingProduit: read<'listMarqueHavingProduit'>('ProduitController/list_MarqueHavingProduit'),
  listMarqueProduit: read<'listMarqueProduit'>('CategorieController/list_marqueProduit'),
  listCategories: read<'listCategories'>('CategorieController/list_categories'),
  listTailleHavingProduct: read<'listTailleHavingProduct'>('TailleController/list_taille_having_product'),
  listCouleurHavingProduct: read<'listCouleurHavingProduct'>('CouleurController/list_couleur_having_product'),
};

export interface CatalogReaderOptions {
  /** Where the Vitrine web service runs, without `/api`; '' for this page's origin. */
  baseUrl: string;
  /** The language of names in the answers. @default 'fr' */
  language?: AppLanguageCode;
  /** The visitor's country (alpha-2): prices are sorted and bounded in its currency. @default France's euro */
  country?: string;
  /** @default globalThis.fetch, looked up at each call */
  fetch?: typeof fetch;
}

/** The catalogue's reads (the same as `client.catalog`'s), as a visitor, answers unchecked. */
export function createCatalogReader(options: CatalogReaderOptions): Catalog {
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: () => options.fetch ?? globalThis.fetch.bind(globalThis),
  });
  const language = options.language ?? 'fr';
  return catalogArea(
    http,
    () => language,
    catalogRoutes,
    () => options.country,
  );
}
