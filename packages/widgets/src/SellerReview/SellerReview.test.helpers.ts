/**
 * Orders brought to a dispute or to completion through the SDK, as their parties and staff make
 * them against the real server, and new listings of a seller: for the staff console and review
 * tests. The seller, ElArmarioDeLucia, is bought from by these tests only.
 */
import type { Result, VitrineClient } from '@vitrine/sdk-core';
import { accountClient, sellerEmail, signIn } from '../AccountMenu/AccountMenu.test.helpers.js';
import { buyFrom, type Purchase } from '../Orders/Orders.test.helpers.js';

export const REVIEW_SELLER = 'ElArmarioDeLucia';

function must<T>(result: Result<T>): T {
  if (result.error) throw result.error;
  return result.data;
}

export async function signedIn(email: string): Promise<VitrineClient> {
  const client = await accountClient();
  await signIn(client, email);
  return client;
}

export const staffClient = (): Promise<VitrineClient> => signedIn('staff@vitrine.dev');

export interface OrderAtStep extends Purchase {
  seller: VitrineClient;
}

/** A purchase accepted, shipped and received, whose buyer then reported a problem. */
export async function disputedPurchase(
  reason = 'La boucle est cassée.',
  photos: Blob[] = [],
): Promise<OrderAtStep> {
  const purchase = await buyFrom(REVIEW_SELLER);
  const seller = await signedIn(sellerEmail(REVIEW_SELLER));
  const id = purchase.order.id_commande;
  must(await seller.orders.accept(id));
  must(
    await seller.orders.ship(id, {
      transporteur: 'DHL',
      suivi_livraison: 'JD014600006281230704',
      lien_suivi: 'https://www.dhl.com/track?id=JD014600006281230704',
    }),
  );
  must(await purchase.buyer.orders.confirmReception(id));
  must(await purchase.buyer.orders.reportProblem(id, reason, photos));
  return { ...purchase, seller };
}

/** A purchase completed: staff released the payout of its dispute. */
export async function completedPurchase(): Promise<OrderAtStep> {
  const purchase = await disputedPurchase();
  const staff = await staffClient();
  must(await staff.orders.decideDispute(purchase.order.id_commande, 'release', 'Conforme aux photos.'));
  await staff.auth.logout();
  return purchase;
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A new listing of the review seller, not yet checked by staff. */
export async function newListing(seller: VitrineClient, modele: string): Promise<number> {
  const tree = must(await seller.catalog.categories()).data;
  const leaf = tree[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded tree has no leaf');
  const sizes = must(await seller.articles.sizes(leaf.id_categorie)).data;
  const colours = must(await seller.catalog.colours()).data;
  const brands = must(await seller.catalog.brands()).data;
  const added = must(
    await seller.articles.add(
      {
        id_marque: brands[0]?.id_marque as number,
        id_categorie: leaf.id_categorie,
        modele,
        description: 'Sac en cuir grainé, jamais porté, avec sa housse.',
        prix_unitaire: 1800,
        etat_produit: 'neuf',
        variants: [
          { id_taille: sizes[0]?.id_taille as number, id_couleur: colours[0]?.id_couleur as number },
        ],
      },
      [new Blob([PNG], { type: 'image/png' })],
    ),
  );
  return added.id_produit;
}
