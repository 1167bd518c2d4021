/**
 * `<vitrine-product-detail>` in happy-dom against the real server: the product page inside its
 * shadow root, a new `product-id`, and `vitrine:add-to-cart` reaching the document when a
 * signed-in shopper adds a size.
 */
import type { CartLine, ProductDetail } from '@vitrine/sdk-core';
import { until } from '@vitrine/server/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  availableVariant,
  freshBuyer,
  itemWithSoldSizeInTwoColours,
  sellerDetails,
} from '../ProductDetail/ProductDetail.test.helpers.js';
import { createTestClient, testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';
import { sharedClient } from './sharedClient.js';

let details: ProductDetail[];

beforeAll(async () => {
  defineVitrineElements();
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  details = await sellerDetails(client);
});
afterEach(() => {
  document.body.innerHTML = '';
});

function mount(attributes: string): HTMLElement {
  document.body.innerHTML = `<vitrine-product-detail api-base="${testServerUrl()}" ${attributes}></vitrine-product-detail>`;
  return document.querySelector('vitrine-product-detail') as HTMLElement;
}

const heading = (element: HTMLElement) => element.shadowRoot?.querySelector('h1')?.textContent ?? '';
const nameOf = (detail: ProductDetail) => `${detail.description.marque} ${detail.description.modele}`;

describe('<vitrine-product-detail>', () => {
  it('shows the product of its product-id inside its shadow root, and another when it changes', async () => {
    const [first, second] = details as [ProductDetail, ProductDetail];
    const element = mount(`country="FR" lang="fr" product-id="${first.description.id_produit}"`);
    await until(() => heading(element) === nameOf(first));
    expect(document.querySelector('h1')).toBeNull();
    expect(element.shadowRoot?.querySelector('style')).toBeTruthy();
    expect(element.shadowRoot?.querySelector('[aria-roledescription="carousel"]')).toBeTruthy();
    element.setAttribute('product-id', String(second.description.id_produit));
    await until(() => heading(element) === nameOf(second));
  });

  it('sends vitrine:add-to-cart with the cart line when a signed-in shopper adds a size', async () => {
    const item = itemWithSoldSizeInTwoColours(details);
    const variant = availableVariant(item);
    const client = sharedClient(testServerUrl());
    await freshBuyer(testServerUrl(), client);
    const added: CartLine[] = [];
    const counts: number[] = [];
    const onAdd = (event: Event) => added.push((event as CustomEvent<CartLine>).detail);
    const onCount = (event: Event) => counts.push((event as CustomEvent<{ count: number }>).detail.count);
    document.addEventListener('vitrine:add-to-cart', onAdd);
    document.addEventListener('vitrine:cart-change', onCount);
    try {
      const element = mount(`country="FR" lang="fr" product-id="${item.description.id_produit}"`);
      await until(() => heading(element) === nameOf(item));
      const radio = await until(() =>
        [
          ...(element.shadowRoot?.querySelectorAll<HTMLInputElement>('[data-testid="size-choices"] input') ??
            []),
        ].find((input) => input.value === String(variant.id)),
      );
      radio.click();
      const add = await until(() =>
        [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
          (button) => button.textContent === 'Ajouter au panier' && !button.disabled,
        ),
      );
      add.click();
      await until(() => added.length === 1);
      expect(added[0]).toMatchObject({
        id_produit: item.description.id_produit,
        id_sous_produit: variant.id,
      });
      await until(() => counts.includes(1));
    } finally {
      document.removeEventListener('vitrine:add-to-cart', onAdd);
      document.removeEventListener('vitrine:cart-change', onCount);
      await client.auth.logout();
    }
  });
});
