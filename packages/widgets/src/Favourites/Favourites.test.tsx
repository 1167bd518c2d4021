/**
 * The favourites page against the real server: a fresh buyer per test, liking products of
 * ZurichAtelier (liking sells nothing, so any of them will do).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product, VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shopperClient, signUpBuyer, variantsOf } from '../Cart/Cart.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { Favourites } from './Favourites.js';

afterEach(cleanup);

async function productsToLike(client: VitrineClient, count: number): Promise<Product[]> {
  const products = new Map<number, Product>();
  for (const { product } of await variantsOf(client, 'ZurichAtelier'))
    products.set(product.id_produit, product);
  return [...products.values()].slice(0, count);
}

const nameOf = (product: Product) => `${product.nom_marque} ${product.modele}`;

describe('Favourites', () => {
  it("says 'Pas de favoris' to a buyer with none, then shows a product as soon as it is liked", async () => {
    const client = await shopperClient();
    await signUpBuyer(client, 'favourites');
    const [product] = (await productsToLike(client, 1)) as [Product];
    renderWithClient(<Favourites />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeTruthy();
    expect(await screen.findByText('Pas de favoris')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir les articles' })).toBeTruthy();

    await act(async () => {
      const liked = await client.favourites.toggle(product.id_produit);
      expect(liked.data?.is_liked).toBe(true);
    });
    const card = await screen.findByRole('article', { name: nameOf(product) });
    expect(within(card).getByTestId('product-price').textContent).toBe(client.formatPrice(product));
    expect(screen.getByText('1 article')).toBeTruthy();
    expect(screen.queryByText('Pas de favoris')).toBeNull();
  });

  it('shows the favourites in a grid, and a heart pressed there takes the product out', async () => {
    const client = await shopperClient();
    await signUpBuyer(client, 'favourites');
    const [first, second] = (await productsToLike(client, 2)) as [Product, Product];
    await client.favourites.toggle(first.id_produit);
    await client.favourites.toggle(second.id_produit);
    renderWithClient(<Favourites />, client);

    const grid = await screen.findByRole('list', { name: 'Mes favoris' });
    expect(within(grid).getAllByTestId('product-card')).toHaveLength(2);
    const card = within(screen.getByRole('article', { name: nameOf(first) }));
    const heart = card.getByRole('button', { name: 'Retirer des favoris' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByRole('article', { name: nameOf(first) })).toBeNull());
    expect(screen.getByRole('article', { name: nameOf(second) })).toBeTruthy();
    expect((await client.favourites.list()).data?.map((item) => item.id_produit)).toEqual([
      second.id_produit,
    ]);

    fireEvent.click(
      within(screen.getByRole('article', { name: nameOf(second) })).getByRole('button', {
        name: 'Retirer des favoris',
      }),
    );
    expect(await screen.findByText('Pas de favoris')).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    const client = await shopperClient();
    const navigation = recordingNavigation();
    renderWithClient(<Favourites />, client, navigation);
    expect(screen.getByText('Identifiez-vous pour retrouver vos favoris.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'S’identifier' }));
    expect(navigation.visited).toEqual([{ to: 'login' }]);
  });
});
