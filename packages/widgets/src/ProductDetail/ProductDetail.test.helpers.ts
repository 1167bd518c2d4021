/**
 * Test products found through the SDK rather than hard-coded: the items of the seeded seller
 * 'KyotoVintageHouse', which no other test file buys, and fresh buyers to put them in carts.
 */
import {
  createMemoryStorage,
  createVitrine,
  type ProductDetail,
  type SubProduct,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { cardFieldFromValues, sandboxPayments } from '@vitrine/sdk-core/payments';
import { TEST_ADDRESS } from '@vitrine/server/testing/fixtures';

/** The seeded seller whose items the catalogue's widget tests may add to carts and buy. */
export const CATALOGUE_TEST_SELLER = 'KyotoVintageHouse';

export async function sellerIdOf(client: VitrineClient, pseudo: string): Promise<number> {
  const sellers = await client.sellers.list();
  const seller = sellers.data?.data.find((candidate) => candidate.pseudo_profile === pseudo);
  if (!seller) throw new Error(`No seeded seller ${pseudo}`);
  return seller.id_user;
}

/** Every product of the seller, as the product page reads it, newest first. */
export async function sellerDetails(
  client: VitrineClient,
  pseudo = CATALOGUE_TEST_SELLER,
): Promise<ProductDetail[]> {
  const products = await client.catalog.bySeller(await sellerIdOf(client, pseudo));
  const details = await Promise.all(
    (products.data?.data ?? []).map((product) => client.catalog.product(product.id_produit)),
  );
  return details.flatMap((detail) => (detail.data ? [detail.data] : []));
}

const colourCount = (detail: ProductDetail) =>
  new Set(detail.details.sous_produit.map((v) => v.id_couleur)).size;

/**
 * The first item in two colours with a sold size and sizes still for sale: the size rules
 * (T24–T27) show on it. Its sold sizes stay sold: no test buys it.
 */
export function itemWithSoldSizeInTwoColours(details: readonly ProductDetail[]): ProductDetail {
  const found = details.find((detail) => {
    const states = new Set(detail.details.sous_produit.map((variant) => variant.etat));
    return colourCount(detail) === 2 && states.has('Vendu') && states.has('Disponible');
  });
  if (!found) throw new Error(`${CATALOGUE_TEST_SELLER} has no item in two colours with a sold size`);
  return found;
}

/**
 * The last item with a single variant still for sale and one colour: the test that has it sold
 * under a shopper's eyes buys it, so nothing else uses it.
 */
export function lastSingleItem(details: readonly ProductDetail[]): ProductDetail {
  const found = [...details]
    .reverse()
    .find(
      (detail) =>
        detail.details.sous_produit.length === 1 && detail.details.sous_produit[0]?.etat === 'Disponible',
    );
  if (!found) throw new Error(`${CATALOGUE_TEST_SELLER} has no single-variant item`);
  return found;
}

/** A size of the item still for sale, of the given colour when one is given. */
export function availableVariant(detail: ProductDetail, colour?: number): SubProduct {
  const found = detail.details.sous_produit.find(
    (variant) => variant.etat === 'Disponible' && (colour === undefined || variant.id_couleur === colour),
  );
  if (!found) throw new Error(`Item ${detail.description.id_produit} has no size for sale`);
  return found;
}

/** A client of a newly signed-up buyer in France, with sandbox payments. */
export async function freshBuyer(baseUrl: string, client?: VitrineClient): Promise<VitrineClient> {
  const buyer =
    client ?? createVitrine({ baseUrl, storage: createMemoryStorage(), payments: sandboxPayments() });
  await buyer.setLocale({ country: 'FR', language: 'fr' });
  const countries = await buyer.countries.list();
  const france = countries.data?.data.find((country) => country.alpha2 === 'FR');
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const signedUp = await buyer.auth.signup({
    sexe_profile: 'Femme',
    id_pays_profile: france?.id_pays as number,
    nom_profile: 'Martin',
    prenom_profile: 'Camille',
    email: `camille.${unique}@example.com`,
    password: 'a-long-password',
    pseudo_profile: `Camille${unique}`,
    date_naiss_profile: '1990-05-17',
    newsletter: false,
    vendeur: false,
  });
  if (signedUp.error) throw signedUp.error;
  return buyer;
}

/** Has a fresh buyer pay for one variant, so it is sold. */
export async function buyVariant(baseUrl: string, item: { id_produit: number; id_sous_produit: number }) {
  const buyer = await freshBuyer(baseUrl);
  const added = await buyer.cart.add(item);
  if (added.error) throw added.error;
  const paid = await buyer.checkout.pay({
    address: TEST_ADDRESS,
    provider: await buyer.payments(),
    card: cardFieldFromValues({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
    holderName: 'Camille Martin',
  });
  if (paid.error) throw paid.error;
}
