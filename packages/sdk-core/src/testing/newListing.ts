/**
 * A seller's new listing through the SDK, for the tests that need one awaiting staff: in the seeded
 * tree's first leaf category, with that category's first size and the first colour, new.
 */
import { pngBlob } from '@vitrine/server/testing';
import type { VitrineClient } from '../client.js';

export async function listNewArticle(
  seller: VitrineClient,
  listing: { id_marque: number; modele: string; prix_unitaire: number },
): Promise<number> {
  const leaf = (await seller.catalog.categories()).data?.data[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded tree has no leaf');
  const size = (await seller.articles.sizes(leaf.id_categorie)).data?.data[0]?.id_taille as number;
  const colour = (await seller.catalog.colours()).data?.data[0]?.id_couleur as number;
  const added = await seller.articles.add(
    {
      ...listing,
      id_categorie: leaf.id_categorie,
      description: 'Sac en cuir lisse, jamais porté, avec sa housse.',
      etat_produit: 'neuf',
      variants: [{ id_taille: size, id_couleur: colour }],
    },
    [pngBlob()],
  );
  if (added.error) throw added.error;
  return added.data.id_produit;
}
