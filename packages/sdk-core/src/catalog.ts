/** The catalogue (spec §7 ProduitController and friends). Lists are personalised by the user's token. */
import {
  type AppLanguageCode,
  catalogEndpoints,
  type Product,
  type ProductRefinementValues,
} from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';
import type { EndpointRoute, HttpClient } from './http/httpClient.js';

export interface PageOptions {
  page?: number;
  limit?: number;
  signal?: AbortSignal;
}

/**
 * How a list is sorted and narrowed (the contract's ProductRefinements): `tri`, `prix_min` and
 * `prix_max` (in the visitor's currency: the client's country, unless `pays` names another),
 * `etat`, `id_marque`, `id_couleur`, `id_taille`. Sold items always come last.
 */
export type ListOptions = PageOptions & ProductRefinementValues;

/** The product list's filters: category levels as slugs, brand, colour and size ids. */
export interface ProductFilters {
  genre?: string;
  mere?: string;
  fils?: string;
  id_marque?: number;
  id_couleur?: number;
  id_taille?: number;
}

type CatalogEndpoints = typeof catalogEndpoints;

/** The reads of the catalogue area. */
export type CatalogRead =
  | 'listProduitAvecVendeur'
  | 'listProduit'
  | 'rechercheFiltre'
  | 'searchProduit'
  | 'getProduitAll'
  | 'listProduitWillLikeToo'
  | 'listProduitByVendeur'
  | 'listMarqueHavingProduit'
  | 'listMarqueProduit'
  | 'listCategories'
  | 'listTailleHavingProduct'
  | 'listCouleurHavingProduct';

/** Each read as the contract's endpoint (answers checked), or as a bare route (answers trusted). */
export type CatalogTable = {
  [K in CatalogRead]: CatalogEndpoints[K] | EndpointRoute<CatalogEndpoints[K]>;
};

export function createCatalog({ http, store }: Pick<ClientCore, 'http' | 'store'>) {
  return catalogArea(
    http,
    () => store.getState().language,
    catalogEndpoints,
    () => store.getState().country?.alpha2,
  );
}

/**
 * The catalogue's calls over any table of its reads: the client's, or `createCatalogReader`'s.
 * `country` names the visitor's country, whose currency prices are sorted and bounded in.
 */
export function catalogArea(
  http: HttpClient,
  langue: () => AppLanguageCode,
  endpoints: CatalogTable,
  country: () => string | undefined = () => undefined,
) {
  // The visitor's country prices a list, unless its options name another (undefined is not sent).
  const priced = <T extends { pays?: string }>(options: T): T => ({ pays: country(), ...options });
  return {
    /** New arrivals with their sellers, newest first. */
    newArrivals: ({ signal, ...page }: ListOptions = {}) =>
      http.call(endpoints.listProduitAvecVendeur, priced({ langue: langue(), ...page }), { signal }),
    /** Best sellers, most sold first. */
    bestSellers: ({ signal, ...page }: ListOptions = {}) =>
      http.call(
        endpoints.listProduit,
        priced({ type: 'web' as const, meilleur_vente: 'web' as const, langue: langue(), ...page }),
        { signal },
      ),
    /** The product list, newest first. */
    products: ({ signal, ...page }: ListOptions = {}) =>
      http.call(endpoints.listProduit, priced({ type: 'web' as const, langue: langue(), ...page }), {
        signal,
      }),
    /** The product list narrowed by category, brand, colour and size (and any refinement). */
    filter: (filters: ProductFilters, { signal, ...page }: ListOptions = {}) =>
      http.call(endpoints.rechercheFiltre, priced({ ...filters, langue: langue(), ...page }), { signal }),
    /**
     * Products matching a search. The spec's server answers the text 'aucune donnée à trier'
     * when nothing matches; this answers an empty list and `empty: true` instead.
     */
    async search(
      q: string,
      { signal, ...page }: ListOptions & Pick<ProductFilters, 'genre' | 'mere' | 'fils'> = {},
    ): Promise<Result<{ products: Product[]; empty: boolean }>> {
      const result = await http.call(endpoints.searchProduit, priced({ q, langue: langue(), ...page }), {
        signal,
      });
      if (result.error) return result;
      const data = result.data.data;
      // The only text the answer can be is EMPTY_SEARCH; testing the type keeps the contract's
      // catalogue module (and its schemas) out of bundles that only read through routes.
      return typeof data === 'string'
        ? { data: { products: [], empty: true } }
        : { data: { products: data, empty: data.length === 0 } };
    },
    /** Everything the product page shows. */
    product: (idProduit: number, { signal }: PageOptions = {}) =>
      http.call(endpoints.getProduitAll, { id_produit: idProduit, langue: langue() }, { signal }),
    /** 'Vous allez aimer': products like this one. */
    related: (idProduit: number, { signal, ...page }: PageOptions = {}) =>
      http.call(
        endpoints.listProduitWillLikeToo,
        { id_produit: idProduit, langue: langue(), ...page },
        { signal },
      ),
    /** A seller's products. */
    bySeller: (idVendeur: number, { signal, ...page }: ListOptions = {}) =>
      http.call(
        endpoints.listProduitByVendeur,
        priced({ id_vendeur: idVendeur, langue: langue(), ...page }),
        { signal },
      ),
    /** Brands that have products (the list's Marque filter). */
    brandsWithProducts: () => http.call(endpoints.listMarqueHavingProduit),
    /** Every brand (the brands directory). */
    brands: () => http.call(endpoints.listMarqueProduit),
    /** The category tree genre → mère → fils. */
    categories: () => http.call(endpoints.listCategories),
    /** Sizes that products have (the list's Taille filter). */
    sizes: () => http.call(endpoints.listTailleHavingProduct),
    /** Colours that products have (the list's Couleur filter). */
    colours: () => http.call(endpoints.listCouleurHavingProduct, { langue: langue() }),
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
