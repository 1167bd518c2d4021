/**
 * Which products a grid shows, as one value: a named list, a search, a seller's products, or the
 * list narrowed by filters — and the one SDK call that reads a page of it.
 */
import type { Product, ProductFilters, Result, VitrineClient } from '@vitrine/sdk-core';

/** The named lists a grid can show. */
export type CatalogList = 'new-arrivals' | 'best-sellers' | 'all';

export interface CatalogQuery {
  /** @default 'new-arrivals' */
  list?: CatalogList;
  /** A search text: when given, the grid shows what the search finds. */
  query?: string;
  /** Category levels, brand, colour and size. */
  filters?: ProductFilters;
  /** A seller's id: the grid shows that seller's products (filters do not apply to it). */
  seller?: number;
  /** From 1. @default 1 */
  page?: number;
  limit?: number;
}

const LOADERS = {
  'new-arrivals': 'newArrivals',
  'best-sellers': 'bestSellers',
  all: 'products',
} as const;

const validId = (value: number | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The filters that really filter: ids that are positive integers, category levels that are
 * given, and no level below a missing one (a `fils` means nothing without its `mere`).
 */
export function cleanFilters(filters: ProductFilters | undefined): ProductFilters {
  const clean: ProductFilters = {};
  if (filters?.genre) {
    clean.genre = filters.genre;
    if (filters.mere) {
      clean.mere = filters.mere;
      if (filters.fils) clean.fils = filters.fils;
    }
  }
  const brand = validId(filters?.id_marque);
  const colour = validId(filters?.id_couleur);
  const size = validId(filters?.id_taille);
  if (brand) clean.id_marque = brand;
  if (colour) clean.id_couleur = colour;
  if (size) clean.id_taille = size;
  return clean;
}

/** Whether two filter sets select the same products. */
export function sameFilters(a: ProductFilters | undefined, b: ProductFilters | undefined): boolean {
  return filtersKey(a) === filtersKey(b);
}

/** A stable text for a filter set, for dependency lists and comparisons. */
export function filtersKey(filters: ProductFilters | undefined): string {
  const clean = cleanFilters(filters);
  return (['genre', 'mere', 'fils', 'id_marque', 'id_couleur', 'id_taille'] as const)
    .map((key) => `${key}=${clean[key] ?? ''}`)
    .join('&');
}

/** Reads one page of the products a query names. */
export async function loadCatalog(
  client: VitrineClient,
  { list = 'new-arrivals', query, filters, seller, page, limit }: CatalogQuery,
  signal?: AbortSignal,
): Promise<Result<Product[]>> {
  const paging = { page, limit, signal };
  const search = query?.trim();
  if (search) {
    const found = await client.catalog.search(search, paging);
    return found.error ? found : { data: found.data.products };
  }
  const sellerId = validId(seller);
  const clean = cleanFilters(filters);
  const read = sellerId
    ? await client.catalog.bySeller(sellerId, paging)
    : Object.keys(clean).length > 0
      ? await client.catalog.filter(clean, paging)
      : await client.catalog[LOADERS[list] ?? LOADERS['new-arrivals']](paging);
  return read.error ? read : { data: read.data.data };
}
