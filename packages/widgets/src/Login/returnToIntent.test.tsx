/**
 * Return to intent against the real server: a visitor presses 'Ajouter au panier' or 'Love' on a
 * product, is sent to sign in, and once signed in on the login page the item is in their cart or
 * among their favourites.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail as ProductDetailData, VitrineClient } from '@vitrine/sdk-core';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ProductDetail } from '../ProductDetail/ProductDetail.js';
import { availableVariant, freshBuyer, sellerDetails } from '../ProductDetail/ProductDetail.test.helpers.js';
import { sizeLabel } from '../ProductDetail/VariantPicker.js';
import { INTENT_LIFETIME_MS } from '../shared/pendingIntent.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { LoginPage } from './LoginPage.js';

afterEach(cleanup);

let item: ProductDetailData;
beforeAll(async () => {
  const details = await sellerDetails(createTestClient(testServerUrl()));
  const found = details.find((detail) => detail.details.sous_produit.some((v) => v.etat === 'Disponible'));
  if (!found) throw new Error('No item for sale');
  item = found;
});

async function visitor(): Promise<VitrineClient> {
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

/** An account that exists, signed out, and its e-mail. */
async function account(): Promise<string> {
  const owner = await freshBuyer(testServerUrl(), createTestClient(testServerUrl()));
  const email = owner.auth.session()?.email as string;
  await owner.auth.logout();
  return email;
}

async function showProduct(client: VitrineClient) {
  const navigation = recordingNavigation();
  renderWithClient(<ProductDetail productId={item.description.id_produit} />, client, navigation);
  await screen.findByRole('heading', { level: 1 });
  return navigation;
}

async function signInOnLoginPage(client: VitrineClient, email: string) {
  const onSignedIn = vi.fn();
  renderWithClient(<LoginPage onSignedIn={onSignedIn} />, client);
  const form = within(screen.getByRole('form', { name: 'Déjà client' }));
  fireEvent.change(form.getByLabelText(/^Adresse e-mail/), { target: { value: email } });
  fireEvent.change(form.getByLabelText(/^Mot de passe/), { target: { value: 'a-long-password' } });
  fireEvent.click(form.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 10_000 });
}

it('puts the item a visitor tried to add into their cart once they sign in, before moving on', async () => {
  const email = await account();
  const client = await visitor();
  const navigation = await showProduct(client);
  // Any size still for sale: its radio is named by the size, then the colour when there are two.
  const label = sizeLabel(availableVariant(item), (key) => client.i18n.t(key));
  const radio = within(screen.getByTestId('size-choices'))
    .getAllByRole('radio', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) })
    .find((candidate) => !(candidate as HTMLInputElement).disabled) as HTMLElement;
  fireEvent.click(radio);
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(navigation.visited).toEqual([{ to: 'login' }]);
  expect(client.store.getState().cartCount).toBe(0);
  cleanup();

  await signInOnLoginPage(client, email);
  // Done before the page moves on: the product page it returns to shows the cart's new count.
  expect(client.store.getState().cartCount).toBe(1);
  const cart = await client.cart.list();
  expect(cart.data?.map((line) => line.id_produit)).toEqual([item.description.id_produit]);
});

it('loves the item a visitor tried to love once they sign in', async () => {
  const email = await account();
  const client = await visitor();
  const navigation = await showProduct(client);
  fireEvent.click(screen.getByRole('link', { name: 'Love' }));
  expect(navigation.visited).toEqual([{ to: 'login' }]);
  cleanup();

  await signInOnLoginPage(client, email);
  expect(client.favourites.isLiked(item.description.id_produit)).toBe(true);
  expect(client.store.getState().favouritesCount).toBe(1);
});

it('lets an intent lapse when the sign-in comes much later', async () => {
  const email = await account();
  const client = await visitor();
  await showProduct(client);
  fireEvent.click(screen.getByRole('link', { name: 'Love' }));
  cleanup();
  const later = Date.now() + INTENT_LIFETIME_MS + 60_000;
  const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
  try {
    await signInOnLoginPage(client, email);
  } finally {
    clock.mockRestore();
  }
  await client.favourites.list();
  expect(client.favourites.isLiked(item.description.id_produit)).toBe(false);
});
