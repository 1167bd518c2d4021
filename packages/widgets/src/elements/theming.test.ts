/**
 * What docs/custom-elements.md promises a host page for styling, in happy-dom against the real
 * server: a `--vitrine-*` variable set on the element reaches the styles inside its shadow root,
 * and every part of src/ui/parts.ts is on a piece of some element's shadow DOM. Items:
 * ZurichAtelier sizes 16–34, only put in a cart (see Cart.test.helpers.ts).
 */
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addItems, signUpBuyer } from '../Cart/Cart.test.helpers.js';
import { PARTS } from '../ui/parts.js';
import { mountElement, pageClient, until } from './CartElement.test.helpers.js';
import { defineVitrineElements } from './defineElements.js';

beforeAll(() => {
  defineVitrineElements();
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** Every part name found in an element's shadow root. */
function partsIn(element: HTMLElement): Set<string> {
  const found = new Set<string>();
  for (const node of element.shadowRoot?.querySelectorAll('[part]') ?? [])
    for (const name of node.getAttribute('part')?.split(/\s+/) ?? []) found.add(name);
  return found;
}

const cardOf = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part~="product-card"][data-testid="product-card"]');

describe('styling the elements from the host page', () => {
  it('a --vitrine-* variable set on the element changes the styles inside its shadow root', async () => {
    const themed = mountElement('vitrine-product-grid');
    themed.setAttribute('limit', '2');
    themed.style.setProperty('--vitrine-color-ink', 'rgb(1, 2, 3)');
    const card = await until(() => cardOf(themed));
    expect(getComputedStyle(card).color).toBe('rgb(1, 2, 3)');

    // Without it, the token's default (happy-dom keeps a fallback as written).
    const plain = mountElement('vitrine-product-grid');
    plain.setAttribute('limit', '2');
    expect(getComputedStyle(await until(() => cardOf(plain))).color).toMatch(/^(#1b1b1b|rgb\(27, 27, 27\))$/);
  });

  it('puts every documented part on a piece of the shadow DOM', async () => {
    const found = new Set<string>();
    const collect = (element: HTMLElement) => {
      for (const name of partsIn(element)) found.add(name);
    };

    // A grid: cards, their pictures, brands, prices and hearts.
    const grid = mountElement('vitrine-product-grid');
    grid.setAttribute('limit', '2');
    await until(() => grid.shadowRoot?.querySelector('[data-testid="product-price"]')?.textContent);
    collect(grid);

    // A product page with its photo viewer open: a dialog.
    const client = await pageClient();
    const products = await client.catalog.newArrivals({ limit: 1 });
    const [product] = products.data?.data ?? [];
    if (!product) throw new Error('The test catalogue has no product');
    const detail = mountElement('vitrine-product-detail');
    detail.setAttribute('product-id', String(product.id_produit));
    const enlarge = await until(() =>
      detail.shadowRoot?.querySelector<HTMLElement>('button[aria-label="Agrandir la photo"]'),
    );
    fireEvent.click(enlarge);
    await until(() => detail.shadowRoot?.querySelector('dialog[open]'));
    collect(detail);

    // A signed-in buyer's cart with a line: lines, total and buttons.
    await signUpBuyer(client, 'theming');
    await addItems(client, 'ZurichAtelier', { from: 16, to: 35, count: 1 });
    const cart = mountElement('vitrine-cart');
    await until(() => cart.shadowRoot?.querySelector('[data-testid="cart-total"]'));
    collect(cart);

    expect([...found].sort()).toEqual(Object.keys(PARTS).sort());
  });
});
