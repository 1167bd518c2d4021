/**
 * The cart page against the real server: a fresh buyer per test, with sizes 0–15 of
 * ZurichAtelier (see Cart.test.helpers.ts), whose prices are in CHF and shown in euros.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CartLine, cartTotalMinor, SdkNetworkError } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { sizeValue } from '../ui/sizeText.js';
import { Cart } from './Cart.js';
import { addItems, buyElsewhere, minorOf, shopperClient, signUpBuyer } from './Cart.test.helpers.js';
import { CartLineItem, usSize } from './CartLineItem.js';

/** Prices here are French euros, written as Intl.NumberFormat('fr-FR') writes them: 1 234,56 €. */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const FRENCH_EUROS = /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/;

afterEach(cleanup);

const WINDOW = { from: 0, to: 16 } as const;

async function buyerWithItems(count: number) {
  const client = await shopperClient();
  await signUpBuyer(client, 'cart');
  const items = count > 0 ? await addItems(client, 'ZurichAtelier', { ...WINDOW, count }) : [];
  return { client, items };
}

const lines = () => screen.getAllByTestId('cart-line');
const checkoutButton = () =>
  screen.getByRole('button', { name: 'Proceder au payement' }) as HTMLButtonElement;
const nameOf = (item: { product: { nom_marque: string; modele: string } }) =>
  `${item.product.nom_marque} ${item.product.modele}`;

describe('Cart', () => {
  it('shows each line: image, brand, model, colour, unit price, size with its conversion note, seller, shipped-from text and a remove button', async () => {
    const { client, items } = await buyerWithItems(2);
    renderWithClient(<Cart />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon Panier' })).toBeTruthy();
    await waitFor(() => expect(lines()).toHaveLength(2));

    // Lines come oldest first: in the order they were added.
    items.forEach(({ product, variant }, index) => {
      const name = `${product.nom_marque} ${product.modele}`;
      const article = lines()[index] as HTMLElement;
      expect(article.getAttribute('aria-label')).toBe(name);
      const line = within(article);
      const image = line.getByRole('img', { name }) as HTMLImageElement;
      expect(image.getAttribute('src')).toContain('/media/');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['120', '150']);
      expect(line.getByTestId('cart-line-brand').textContent).toBe(product.nom_marque);
      expect(line.getByText(product.modele)).toBeTruthy();
      const colour = line.getByText(`Couleur : ${variant.nom_couleur}`);
      // The colour's swatch before its name, painted in the variant's colour.
      const swatch = colour.parentElement?.querySelector<HTMLElement>('span[aria-hidden="true"]');
      expect(swatch && getComputedStyle(swatch).backgroundColor.toLowerCase()).toBe(
        variant.code_hexa?.toLowerCase(),
      );
      // The seller's CHF price, converted to the visitor's euros (spec §9).
      expect(line.getByTestId('cart-line-price').textContent).toBe(client.formatPrice(product));
      expect(line.getByTestId('cart-line-price').textContent).toMatch(FRENCH_EUROS);
      expect(line.getByTestId('cart-line-size').textContent).toBe(
        `Taille : ${sizeValue(variant.valeur_taille, (key) => client.i18n.t(key))}`,
      );
      // The US conversion only for a size that has one ('TU' is one size everywhere).
      const us = usSize({ valeur_taille_original: variant.valeur_taille, taille_us: variant.taille_Us });
      expect(line.queryByTestId('cart-line-conversion')?.textContent ?? null).toBe(
        us && `Conversion : US ${us}`,
      );
      expect(line.getByTestId('cart-line-seller').textContent).toBe('ZurichAtelier');
      const avatar = line.getByTestId('cart-line-seller').previousElementSibling as HTMLImageElement;
      expect(avatar.getAttribute('src')).toMatch(/\/media\/.*avatar/);
      expect(line.getByTestId('cart-line-shipping').textContent).toBe('Pays d’expédition\u00a0: Suisse');
      expect(line.getByRole('button', { name: `Retirer ${name} du panier` })).toBeTruthy();
    });
  });

  it('names the colour in the interface language (Japanese here), not in French', async () => {
    const client = await shopperClient('jp', 'JP');
    await signUpBuyer(client, 'cartjp');
    const [item] = await addItems(client, 'ZurichAtelier', { ...WINDOW, count: 1 });
    renderWithClient(<Cart />, client);
    await waitFor(() => expect(lines()).toHaveLength(1));
    // The product answer names the colour in the language asked: the cart must say the same.
    expect(item?.variant.nom_couleur).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(within(lines()[0] as HTMLElement).getByText(`カラー：${item?.variant.nom_couleur}`)).toBeTruthy();
  });

  it("sums the shown line prices into 'TOTAL', with 'Livraison incluse', the payment button and a thank-you line", async () => {
    const { client } = await buyerWithItems(3);
    const navigation = recordingNavigation();
    renderWithClient(<Cart />, client, navigation);
    await waitFor(() => expect(lines()).toHaveLength(3));

    const summary = within(screen.getByRole('complementary', { name: 'Récapitulatif' }));
    expect(summary.getByText('TOTAL')).toBeTruthy();
    expect(summary.getByText('Livraison incluse')).toBeTruthy();
    expect(summary.getByText(/Merci de votre confiance/)).toBeTruthy();
    const shown = screen.getAllByTestId('cart-line-price').map((node) => minorOf(node.textContent ?? ''));
    const total = screen.getByTestId('cart-total').textContent ?? '';
    expect(minorOf(total)).toBe(shown.reduce((sum, price) => sum + price, 0));
    const cart = await client.cart.list();
    const country = client.store.getState().country!;
    expect(total).toBe(euros.format(cartTotalMinor(cart.data!, country) / 100));

    expect(checkoutButton().disabled).toBe(false);
    fireEvent.click(checkoutButton());
    expect(navigation.visited).toEqual([{ to: 'payment' }]);
  });

  it('reloads the cart after each removal; an empty cart says so and cannot be paid', async () => {
    const { client, items } = await buyerWithItems(2);
    renderWithClient(<Cart />, client);
    await waitFor(() => expect(lines()).toHaveLength(2));

    fireEvent.click(within(lines()[0] as HTMLElement).getByRole('button', { name: /^Retirer / }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lines()[0]?.getAttribute('aria-label')).toBe(nameOf(items[1]!));
    expect(screen.getByTestId('cart-total').textContent).toBe(
      screen.getByTestId('cart-line-price').textContent,
    );
    expect(client.store.getState().cartCount).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: `Retirer ${nameOf(items[1]!)} du panier` }));
    expect(await screen.findByText('Pas de produits à panier')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('0,00\u00a0€');
    expect(checkoutButton().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Découvrir les articles' }).getAttribute('href')).toBe(
      '/fr-fr/new-shopping',
    );
    expect((await client.cart.list()).data).toEqual([]);
  });

  it('no longer lists an item someone else bought meanwhile, nor counts it', async () => {
    const { client, items } = await buyerWithItems(2);
    const [sold, kept] = items as [(typeof items)[0], (typeof items)[0]];
    await buyElsewhere(sold, 'rival');
    renderWithClient(<Cart />, client);
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lines()[0]?.getAttribute('aria-label')).toBe(nameOf(kept));
    expect(screen.getByTestId('cart-total').textContent).toBe(client.formatPrice(kept.product));
  });

  it("marks a line the server reports sold 'Vendu', leaves it out of the total, and cannot pay for nothing", async () => {
    const { client, items } = await buyerWithItems(2);
    const realList = client.cart.list;
    // The server answers 'Vendu' for a line whose item was sold since it was read (CartLine.etat).
    client.cart.list = async () => {
      const result = await realList();
      return result.data
        ? {
            data: result.data.map((line) =>
              line.id_sous_produit === items[0]?.id_sous_produit ? { ...line, etat: 'Vendu' as const } : line,
            ),
          }
        : result;
    };
    renderWithClient(<Cart />, client);
    await waitFor(() => expect(lines()).toHaveLength(2));
    const soldLine = within(lines()[0] as HTMLElement);
    expect(soldLine.getByTestId('cart-line-sold').textContent).toMatch(/^Vendu — Vendu entre-temps/);
    expect(soldLine.queryByTestId('cart-line-price')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe(client.formatPrice(items[1]!.product));
    expect(checkoutButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: `Retirer ${nameOf(items[1]!)} du panier` }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(screen.getByTestId('cart-total').textContent).toBe('0,00\u00a0€');
    expect(checkoutButton().disabled).toBe(true);
  });

  it('writes the shipped-from text and the prices in the site language and currency', async () => {
    const {
      client,
      items: [item],
    } = await buyerWithItems(1);
    renderWithClient(<Cart />, client);
    await waitFor(() => expect(lines()).toHaveLength(1));

    await act(() => client.setLocale({ country: 'GB', language: 'en' }));
    expect(await screen.findByRole('heading', { name: 'My Cart' })).toBeTruthy();
    // The cart is read again in English: the model as the English catalogue names it.
    const english = await client.catalog.product(item!.product.id_produit);
    await waitFor(() =>
      expect(screen.getByTestId('cart-line-model').textContent).toBe(english.data?.description.modele),
    );
    expect(english.data?.description.langue_texte).toBe('en');
    expect(screen.getByTestId('cart-line-shipping').textContent).toBe('Shipped from Switzerland');
    const us = usSize({
      valeur_taille_original: item!.variant.valeur_taille,
      taille_us: item!.variant.taille_Us,
    });
    expect(screen.queryByTestId('cart-line-conversion')?.textContent ?? null).toBe(us && `US size: ${us}`);
    // Pounds as a British shopper writes them, with their pence.
    expect(screen.getByTestId('cart-line-price').textContent).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);

    await act(() => client.setLocale({ country: 'JP', language: 'jp' }));
    expect(await screen.findByRole('heading', { name: 'ショッピングカート' })).toBeTruthy();
    expect(screen.getByTestId('cart-line-shipping').textContent).toBe('スイスから発送');
    expect(screen.getByTestId('cart-line-price').textContent).toBe(
      new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(
        cartTotalMinor((await client.cart.list()).data!, client.store.getState().country!),
      ),
    );
    expect(screen.getByTestId('cart-total').textContent).toBe(
      screen.getByTestId('cart-line-price').textContent,
    );
  });

  it('shows an item another widget adds while it is open', async () => {
    const { client } = await buyerWithItems(0);
    renderWithClient(<Cart />, client);
    expect(await screen.findByText('Pas de produits à panier')).toBeTruthy();
    await act(() => addItems(client, 'ZurichAtelier', { ...WINDOW, count: 1 }));
    await waitFor(() => expect(lines()).toHaveLength(1));
  });

  it('shows a visitor an empty cart, a way to sign in, and a disabled payment button', async () => {
    const client = await shopperClient();
    renderWithClient(<Cart />, client);
    expect(screen.getByText('Pas de produits à panier')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'S’identifier' }).getAttribute('href')).toBe('/fr-fr/login');
    expect(checkoutButton().disabled).toBe(true);
  });

  it('says when the cart cannot be read, and reads it again on demand', async () => {
    const { client } = await buyerWithItems(0);
    const realList = client.cart.list;
    let calls = 0;
    client.cart.list = async () => {
      calls += 1;
      return calls === 1 ? { error: new SdkNetworkError('The network is down.') } : realList();
    };
    renderWithClient(<Cart />, client);
    expect((await screen.findByRole('alert')).textContent).toMatch(/The network is down\./);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Pas de produits à panier')).toBeTruthy();
  });
});

describe('the size conversion note', () => {
  it('converts a size to US sizing only when that says something', () => {
    expect(usSize({ valeur_taille_original: 'L', taille_us: '8' })).toBe('8');
    expect(usSize({ valeur_taille_original: '38', taille_us: '7.5 W / 6 M' })).toBe('7.5 W / 6 M');
    // One size is one size everywhere; a size written the same, or no US size, converts nothing.
    expect(usSize({ valeur_taille_original: 'TU', taille_us: 'TU' })).toBeNull();
    expect(usSize({ valeur_taille_original: 'XS', taille_us: 'xs' })).toBeNull();
    expect(usSize({ valeur_taille_original: 'M', taille_us: '' })).toBeNull();
  });

  it('shows the note on a line whose size converts, in the interface language, and none on one size', async () => {
    const { client } = await buyerWithItems(1);
    const [real] = (await client.cart.list()).data ?? [];
    // The server's line, with a size that converts and one that does not.
    const line = (valeur_taille_original: string, taille_us: string): CartLine => ({
      ...(real as CartLine),
      valeur_taille_original,
      taille_us,
    });
    renderWithClient(
      <>
        <CartLineItem line={line('L', '8')} language="fr" onRemove={() => {}} />
        <CartLineItem line={line('TU', 'TU')} language="fr" onRemove={() => {}} />
      </>,
      client,
    );
    const [letters, oneSize] = lines().map((node) => within(node as HTMLElement));
    expect(letters?.getByTestId('cart-line-conversion').textContent).toBe('Conversion : US 8');
    expect(oneSize?.queryByTestId('cart-line-conversion')).toBeNull();
    cleanup();
    renderWithClient(
      <CartLineItem line={line('38', '7.5 W / 6 M')} language="jp" onRemove={() => {}} />,
      createTestClient('https://shop.example', 'jp'),
    );
    expect(screen.getByTestId('cart-line-conversion').textContent).toBe('USサイズ：7.5 W / 6 M');
  });
});

describe("the model in the listing's language", () => {
  it('marks the model with the language the seller wrote it in when the interface speaks another', async () => {
    const { client } = await buyerWithItems(1);
    const [real] = (await client.cart.list()).data ?? [];
    const writtenIn = (langue_texte: CartLine['langue_texte']): CartLine => ({
      ...(real as CartLine),
      langue_texte,
    });
    renderWithClient(
      <>
        <CartLineItem line={writtenIn('it')} language="fr" onRemove={() => {}} />
        <CartLineItem line={writtenIn('fr')} language="fr" onRemove={() => {}} />
        <CartLineItem line={writtenIn('jp')} language="fr" onRemove={() => {}} />
      </>,
      client,
    );
    const models = screen.getAllByTestId('cart-line-model');
    expect(models.map((model) => model.textContent)).toEqual(Array(3).fill(real?.modele_produit));
    // Screen readers say an Italian model in Italian; one in the interface language needs nothing.
    expect(models.map((model) => model.getAttribute('lang'))).toEqual(['it', null, 'ja']);
  });
});
