/**
 * Items and parties for the offers tests, against the shared test server: each test offers on a
 * listing of its own, put on sale here by a seeded seller whose catalogue no other test file
 * buys from (an accepted offer holds its item), and checked by staff as every listing is.
 */
import { createOffers, type OffersArea, type Result, type VitrineClient } from '@vitrine/sdk-core';
import {
  type AccountClientOptions,
  accountClient,
  signIn,
  signUpFresh,
} from '../AccountMenu/AccountMenu.test.helpers.js';
import { PNG, staffClient } from '../SellerReview/SellerReview.test.helpers.js';

export const OFFER_SELLER = 'levestiairedejuliette@sellers.vitrine.dev';
/** The listing's asking price, in the seller's euros. */
export const ASKING_EUR = 2400;

function must<T>(result: Result<T>): T {
  if (result.error) throw result.error;
  return result.data;
}

export interface Listing {
  id_produit: number;
  id_sous_produit: number;
  modele: string;
}

/** A new listing of one size by the seller, verified by staff: on sale. */
export async function listingOnSale(seller: VitrineClient, modele: string): Promise<Listing> {
  const tree = must(await seller.catalog.categories()).data;
  const leaf = tree[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded tree has no leaf');
  const size = must(await seller.articles.sizes(leaf.id_categorie)).data[0]?.id_taille as number;
  const colour = must(await seller.catalog.colours()).data[0]?.id_couleur as number;
  const brand = must(await seller.catalog.brands()).data[0]?.id_marque as number;
  const { id_produit } = must(
    await seller.articles.add(
      {
        id_marque: brand,
        id_categorie: leaf.id_categorie,
        modele,
        description: 'Sac en cuir grainé, jamais porté, avec sa housse.',
        prix_unitaire: ASKING_EUR,
        etat_produit: 'neuf',
        variants: [{ id_taille: size, id_couleur: colour }],
      },
      [new Blob([PNG], { type: 'image/png' })],
    ),
  );
  const staff = await staffClient();
  must(await staff.staff.verifyListing(id_produit));
  await staff.auth.logout();
  const detail = must(await seller.catalog.product(id_produit));
  return { id_produit, id_sous_produit: detail.details.sous_produit[0]?.id as number, modele };
}

export interface Party {
  client: VitrineClient;
  offers: OffersArea;
  id_user: number;
}

/** The seeded seller, signed in (`live`: with the live connection). */
export async function offerSeller(options: AccountClientOptions = {}): Promise<Party> {
  const client = await accountClient(options);
  await signIn(client, OFFER_SELLER);
  return { client, offers: createOffers(client), id_user: client.auth.session()?.id_user as number };
}

/** A new buyer shopping in `country` (their currency), the interface in French. */
export async function offerBuyer(country = 'FR', options: AccountClientOptions = {}): Promise<Party> {
  const client = await accountClient(options);
  const user = await signUpFresh(client);
  must(await client.setLocale({ country, language: 'fr' }));
  return { client, offers: createOffers(client), id_user: user.id_user };
}
