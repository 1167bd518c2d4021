import type { ProductDetail } from '@vitrine/sdk-core';

type Photo = ProductDetail['details']['image_web'][number];

/**
 * The photos in the order the page shows them: the chosen colour's first, then those of every
 * colour, then the other colours'; in the seller's order within each. With no colour chosen, the
 * seller's order.
 */
export function photosFor(photos: readonly Photo[], colour: number | null): string[] {
  const rank = ({ id_couleur }: Photo) =>
    colour === null || id_couleur === colour ? 0 : id_couleur == null ? 1 : 2;
  return photos
    .map((photo, index) => ({ photo, index }))
    .sort((a, b) => rank(a.photo) - rank(b.photo) || a.index - b.index)
    .map(({ photo }) => photo.link_image);
}
