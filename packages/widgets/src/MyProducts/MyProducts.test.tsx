/**
 * 'Mes produits' against the real server, as MayfairCloset (a London seller, prices in pounds, no
 * other test file uses): the listings with photo, name, price and status; correcting a price
 * inline (a refused value stays typed, with its message) sends it back to staff's verification;
 * withdrawing after a confirmation; a
 * buyer sent to 'Mon profil'.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VitrineClient } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, sellerEmail, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { Cart } from '../Cart/Cart.js';
import { shopperClient, signUpBuyer } from '../Cart/Cart.test.helpers.js';
import { ProductDetail } from '../ProductDetail/ProductDetail.js';
import { staffClient } from '../SellerReview/SellerReview.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { MyProducts } from './MyProducts.js';

const SELLER = 'MayfairCloset';
let seller: VitrineClient;
const pounds = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'GBP' });

beforeAll(async () => {
  seller = await accountClient();
  await signIn(seller, sellerEmail(SELLER));
});
afterEach(cleanup);

/** The row of a listing, by its brand and model. */
async function rowOf(name: string) {
  const rows = await screen.findAllByTestId('my-product');
  const row = rows.find((item) => within(item).queryByRole('link', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

/** The seller's listings still for sale, as the SDK reads them. */
async function onSale() {
  const mine = await seller.articles.mine();
  return (mine.data ?? []).filter((product) => product.statut === 'on_sale');
}

describe('MyProducts', () => {
  it('lists the listings with photo, name, price in pounds and status', async () => {
    const mine = (await seller.articles.mine()).data ?? [];
    renderWithClient(<MyProducts />, seller);
    expect(screen.getByRole('heading', { name: 'Mes produits' })).toBeTruthy();
    const rows = await screen.findAllByTestId('my-product');
    expect(rows).toHaveLength(mine.length);
    const [first] = mine;
    if (!first) throw new Error('MayfairCloset has no listing');
    const row = await rowOf(`${first.nom_marque} ${first.modele}`);
    expect(row.getByTestId('my-product-price').textContent).toBe(pounds.format(first.prix_unitaire));
    expect(row.getByTestId('my-product-status').textContent).toBe(
      { on_sale: 'En vente', sold: 'Vendu', reserved: 'Réservé' }[first.statut as string],
    );
    expect((rows[0] as HTMLElement).querySelector('img')?.getAttribute('src')).toBe(first.link_image_pple);
  });

  it('corrects a price inline: a bad one keeps what was typed, with its message; a good one awaits verification, then shows', async () => {
    // None of its items sold: its description may still change.
    const [product] = (await onSale()).filter((item) => item.vendus === 0);
    if (!product) throw new Error('No listing on sale');
    const name = `${product.nom_marque} ${product.modele}`;
    renderWithClient(<MyProducts />, seller);
    const row = await rowOf(name);
    fireEvent.click(row.getByRole('button', { name: `Modifier ${name}` }));
    const price = row.getByRole('textbox', { name: /Prix \(GBP\)/ }) as HTMLInputElement;
    const description = row.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement;
    expect(description.value).toBe(product.description ?? '');
    // The seller knows before saving what a change does.
    expect(row.getByText(/^Une modification renvoie l’annonce en vérification/)).toBeTruthy();

    fireEvent.change(price, { target: { value: '12,345' } });
    fireEvent.change(description, { target: { value: 'Veste en tweed, portée deux fois.' } });
    fireEvent.click(row.getByRole('button', { name: 'Enregistrer' }));
    expect(await row.findByText('Au plus 2 décimales.')).toBeTruthy();
    expect(price.value).toBe('12,345');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(description.value).toBe('Veste en tweed, portée deux fois.');

    fireEvent.change(price, { target: { value: '990,50' } });
    fireEvent.click(row.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(row.getByTestId('my-product-price').textContent).toBe(pounds.format(990.5)), {
      // Saving a description also rebuilds the listing's search text and ready cards.
      timeout: 5000,
    });
    expect(row.queryByRole('textbox', { name: /Prix/ })).toBeNull();
    // Keyboard users land back on the button that opened the form.
    await waitFor(() =>
      expect(document.activeElement).toBe(row.getByRole('button', { name: `Modifier ${name}` })),
    );
    // Off sale until staff have checked the change; then shoppers read it.
    expect(row.getByText('En attente de vérification')).toBeTruthy();
    const sellerId = seller.auth.session()?.id_user as number;
    const waiting = await seller.catalog.bySeller(sellerId, { limit: 200 });
    expect(waiting.data?.data.map((item) => item.id_produit)).not.toContain(product.id_produit);
    expect((await (await staffClient()).staff.verifyListing(product.id_produit)).error).toBeUndefined();
    const page = await seller.catalog.bySeller(sellerId, { limit: 200 });
    expect(page.data?.data.find((item) => item.id_produit === product.id_produit)?.prix_unitaire).toBe(990.5);
    const detail = await seller.catalog.product(product.id_produit);
    expect(detail.data?.prix.prix).toBe(990.5);
    // The description is the listing's own, in the language it was written in.
    const saved = (await seller.articles.mine()).data?.find((item) => item.id_produit === product.id_produit);
    expect(saved?.description).toBe('Veste en tweed, portée deux fois.');
  });

  it('withdraws a listing after a confirmation: its row says so and offers nothing more', async () => {
    const products = await onSale();
    const product = products[products.length - 1];
    if (!product) throw new Error('No listing on sale');
    const name = `${product.nom_marque} ${product.modele}`;
    renderWithClient(<MyProducts />, seller);
    const row = await rowOf(name);
    fireEvent.click(row.getByRole('button', { name: `Retirer ${name} de la vente` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Retirer cet article de la vente ?' }));
    // Cancelling changes nothing.
    fireEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row.getByTestId('my-product-status').textContent).toBe('En vente');

    fireEvent.click(row.getByRole('button', { name: `Retirer ${name} de la vente` }));
    const confirm = within(await screen.findByRole('dialog'));
    await act(async () => {
      fireEvent.click(confirm.getByRole('button', { name: 'Retirer définitivement' }));
    });
    await waitFor(() => expect(row.getByTestId('my-product-status').textContent).toBe('Retiré de la vente'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row.queryByRole('button', { name: `Modifier ${name}` })).toBeNull();
    const detail = await seller.catalog.product(product.id_produit);
    expect(detail.data?.retire).toBe(true);
    const page = await seller.catalog.bySeller(seller.auth.session()?.id_user as number, { limit: 200 });
    expect(page.data?.data.map((item) => item.id_produit)).not.toContain(product.id_produit);

    // Its page says it is no longer on sale, and nothing can be added to a cart.
    cleanup();
    const shopper = await accountClient();
    renderWithClient(<ProductDetail productId={product.id_produit} />, shopper);
    expect(await screen.findByText('Cet article n’est plus en vente.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Ajouter au panier/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows a withdrawn listing's line in a buyer's cart as unavailable, not sold, and leaves it out of the total", async () => {
    const [product] = await onSale();
    if (!product) throw new Error('No listing on sale');
    const buyer = await shopperClient();
    await signUpBuyer(buyer, 'withdrawn');
    const detail = await buyer.catalog.product(product.id_produit);
    const variant = detail.data?.details.sous_produit.find((item) => item.etat === 'Disponible');
    if (!variant) throw new Error('No size left');
    expect(
      (await buyer.cart.add({ id_produit: product.id_produit, id_sous_produit: variant.id })).error,
    ).toBeUndefined();
    expect((await seller.articles.withdraw(product.id_produit)).error).toBeUndefined();

    renderWithClient(<Cart />, buyer);
    const line = await screen.findByTestId('cart-line-sold');
    expect(line.textContent).toBe(
      'Indisponible — Retiré de la vente : cet article ne peut plus être payé et n’est pas compté.',
    );
    expect(screen.getByTestId('cart-total').textContent).toBe('0,00\u00a0€');
  });

  it("shows a sold listing's description read-only, saying why, and still takes a new price", async () => {
    const product = ((await seller.articles.mine()).data ?? []).find(
      (item) => item.statut === 'on_sale' && item.vendus > 0,
    );
    if (!product) throw new Error('MayfairCloset has no listing with an item sold and items left');
    const name = `${product.nom_marque} ${product.modele}`;
    renderWithClient(<MyProducts />, seller);
    const row = await rowOf(name);
    fireEvent.click(row.getByRole('button', { name: `Modifier ${name}` }));
    const description = row.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement;
    expect(description.readOnly).toBe(true);
    expect(
      row.getByText(
        'Un article de cette annonce est vendu : sa description reste telle que l’acheteur l’a achetée.',
      ),
    ).toBeTruthy();
    fireEvent.change(row.getByRole('textbox', { name: /Prix \(GBP\)/ }), { target: { value: '1234' } });
    fireEvent.click(row.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(row.getByTestId('my-product-price').textContent).toBe(pounds.format(1234)));
    const saved = (await seller.articles.mine()).data?.find((item) => item.id_produit === product.id_produit);
    expect(saved?.description).toBe(product.description);
  });

  it("sends a buyer to 'Mon profil' to start selling", async () => {
    const buyer = await accountClient();
    await signUpFresh(buyer);
    renderWithClient(<MyProducts />, buyer);
    expect(screen.getByRole('heading', { name: 'Mes produits' })).toBeTruthy();
    expect(screen.queryByTestId('my-product')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe(
      '/fr-fr/useraccount/profil',
    );
  });
});
