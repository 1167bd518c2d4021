/**
 * `<vitrine-favourites>` in happy-dom against the real server: the liked products inside its
 * shadow root, and a heart pressed there taking one out.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ShopItem, signUpBuyer, variantsOf } from '../Cart/Cart.test.helpers.js';
import { inShadow, mountElement, pageClient, setUpElementPage, until } from './CartElement.test.helpers.js';

setUpElementPage();

describe('<vitrine-favourites>', () => {
  it("shows the favourites in its shadow root, and 'Pas de favoris' once the last is unliked", async () => {
    const client = await pageClient();
    await signUpBuyer(client, 'favelement');
    const [{ product }] = (await variantsOf(client, 'ZurichAtelier')) as [ShopItem];
    await client.favourites.toggle(product.id_produit);
    const element = mountElement('vitrine-favourites');
    const shadow = inShadow(element);
    await until(() => element.shadowRoot?.querySelector('[data-testid="product-card"]'));
    expect(shadow.getByRole('heading', { name: 'Mes favoris' })).toBeTruthy();
    expect(document.querySelectorAll('[data-testid="product-card"]')).toHaveLength(0);

    fireEvent.click(shadow.getByRole('button', { name: 'Retirer des favoris' }));
    await waitFor(() => expect(shadow.getByText('Pas de favoris')).toBeTruthy());
  });
});
