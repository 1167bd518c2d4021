/** A category written as a path, `genre/mere/fils` (`femme/sacs/cabas`), as elements take it. */
import type { ProductFilters } from '@vitrine/sdk-core';

/** The category levels of a path; empty for an empty path. Levels are trimmed and lower-cased. */
export function parseCategoryPath(
  path: string | null | undefined,
): Pick<ProductFilters, 'genre' | 'mere' | 'fils'> {
  const [genre, mere, fils] = (path ?? '')
    .split('/')
    .map((level) => level.trim().toLowerCase())
    .filter(Boolean);
  return {
    ...(genre ? { genre } : {}),
    ...(genre && mere ? { mere } : {}),
    ...(genre && mere && fils ? { fils } : {}),
  };
}
