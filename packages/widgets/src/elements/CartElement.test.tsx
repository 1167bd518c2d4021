/**
 * `<vitrine-cart>` in happy-dom against the real server: the cart inside its shadow root, the
 * payment button asking the host with `vitrine:navigate`, and `vitrine:cart-change` after a
 * removal. Items: ZurichAtelier sizes 16–34 (see Cart.test.helpers.ts).
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addItems, signUpBuyer } from '../Cart/Cart.test.helpers.js';
import {
  inShadow,
  listen,
  mountElement,
  pageClient,
  setUpElementPage,
  until,
} from './CartElement.test.helpers.js';

setUpElementPage();

describe('<vitrine-cart>', () => {
  it('renders the cart in its shadow root, asks the host before going to payment, and tells the cart change', async () => {
    const client = await pageClient();
    await signUpBuyer(client, 'cartelement');
    const [item] = await addItems(client, 'ZurichAtelier', { from: 16, to: 35, count: 1 });
    const element = mountElement('vitrine-cart');
    const shadow = inShadow(element);
    await until(() => element.shadowRoot?.querySelector('[data-testid="cart-line"]'));
    expect(shadow.getByRole('heading', { name: 'Mon Panier' })).toBeTruthy();
    expect(document.querySelectorAll('[data-testid="cart-line"]')).toHaveLength(0);
    expect(element.shadowRoot?.querySelectorAll('style').length).toBeGreaterThan(0);

    const navigations = listen('vitrine:navigate', { cancel: true });
    fireEvent.click(shadow.getByRole('button', { name: 'Proceder au payement' }));
    expect(navigations).toHaveLength(1);
    expect(navigations[0]?.detail).toMatchObject({
      to: 'payment',
      href: expect.stringMatching(/\/fr-fr\/checkout\/payment$/),
    });
    expect(navigations[0]?.composed).toBe(true);

    const changes = listen('vitrine:cart-change');
    const name = `${item!.product.nom_marque} ${item!.product.modele}`;
    fireEvent.click(shadow.getByRole('button', { name: `Retirer ${name} du panier` }));
    await waitFor(() => expect(shadow.getByText('Pas de produits à panier')).toBeTruthy());
    expect(changes.map((event) => event.detail)).toEqual([{ count: 0 }]);
  });
});
