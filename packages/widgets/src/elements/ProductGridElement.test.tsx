/**
 * `<vitrine-product-grid>` in happy-dom against the real server: cards inside its shadow root,
 * its styles in that root, attribute changes, and events that reach the document.
 */

import { until } from '@vitrine/server/testing/fixtures';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';

beforeAll(() => {
  defineVitrineElements();
});
afterEach(() => {
  document.body.innerHTML = '';
});

function mount(attributes: string): HTMLElement {
  document.body.innerHTML = `<vitrine-product-grid api-base="${testServerUrl()}" ${attributes}></vitrine-product-grid>`;
  return document.querySelector('vitrine-product-grid') as HTMLElement;
}

const cardsOf = (element: HTMLElement) =>
  element.shadowRoot?.querySelectorAll('[data-testid="product-card"]') ?? [];

describe('<vitrine-product-grid>', () => {
  it('renders product cards inside its open shadow root, with its styles there', async () => {
    const element = mount('country="FR" lang="fr" limit="6"');
    const cards = await until(() => (cardsOf(element).length === 6 ? cardsOf(element) : null));
    expect(cards).toHaveLength(6);
    expect(document.querySelectorAll('[data-testid="product-card"]')).toHaveLength(0);
    const style = element.shadowRoot?.querySelector('style');
    expect(style).toBeTruthy();
    const rules = [...(element.shadowRoot?.querySelectorAll('style') ?? [])]
      .map((node) => node.sheet?.cssRules.length || node.textContent?.length || 0)
      .reduce((a, b) => a + b, 0);
    expect(rules).toBeGreaterThan(0);
  });

  it('follows attribute changes: another list, another size, another currency', async () => {
    const element = mount('country="FR" lang="fr" limit="4"');
    await until(() => cardsOf(element).length === 4);
    element.setAttribute('limit', '2');
    await until(() => cardsOf(element).length === 2);
    element.setAttribute('country', 'JP');
    await until(() =>
      [...(element.shadowRoot?.querySelectorAll('[data-testid="product-price"]') ?? [])].every((node) =>
        /^\d{1,3}(\u202f\d{3})*\u00a0JPY$/.test(node.textContent ?? ''),
      ),
    );
  });

  it('asks the host page before navigating, with a composed vitrine:navigate event', async () => {
    const element = mount('country="FR" lang="fr" limit="2"');
    const [card] = await until(() => (cardsOf(element).length === 2 ? [...cardsOf(element)] : null));
    await until(() =>
      element.shadowRoot?.querySelector('[data-testid="product-price"]')?.textContent?.endsWith('€'),
    );
    const events: CustomEvent[] = [];
    document.addEventListener('vitrine:navigate', (event) => {
      events.push(event as CustomEvent);
      event.preventDefault();
    });
    (card as HTMLElement).querySelector('a')!.click();
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({
      to: 'product',
      href: expect.stringContaining('/fr-fr/shopping-detail/'),
    });
  });
});

describe('<vitrine-product-grid> narrowed', () => {
  const names = (element: HTMLElement) =>
    [...cardsOf(element)].map((card) => card.getAttribute('aria-label') ?? '');
  const expectedNames = (products: { nom_marque: string; modele: string }[] | undefined) =>
    (products ?? []).map((product) => `${product.nom_marque} ${product.modele}`);

  async function frenchClient() {
    const client = createTestClient(testServerUrl());
    await client.setLocale({ country: 'FR', language: 'fr' });
    return client;
  }

  it('shows what a search finds with query, and follows a new query', async () => {
    const client = await frenchClient();
    const hermes = await client.catalog.search('hermes', { limit: 24 });
    const element = mount('country="FR" lang="fr" query="hermes"');
    await until(() => names(element).length === hermes.data?.products.length);
    expect(names(element)).toEqual(expectedNames(hermes.data?.products));
    expect(names(element).every((name) => name.startsWith('Hermès '))).toBe(true);

    const chanel = await client.catalog.search('chanel', { limit: 24 });
    expect(chanel.data?.products.length).toBeGreaterThan(0);
    element.setAttribute('query', 'chanel');
    await until(() => names(element).join() === expectedNames(chanel.data?.products).join());
  });

  it('narrows to a brand and a colour with brand and colour', async () => {
    const client = await frenchClient();
    const brand = (await client.catalog.brandsWithProducts()).data?.data.find(
      (item) => item.nom_marque === 'Hermès',
    );
    const products = await client.catalog.filter({ id_marque: brand?.id_marque }, { limit: 24 });
    const colourName = products.data?.data[0]?.nom_couleur;
    const colour = (await client.catalog.colours()).data?.data.find(
      (item) => item.nom_couleur === colourName,
    );
    const expected = await client.catalog.filter(
      { id_marque: brand?.id_marque, id_couleur: colour?.id_couleur },
      { limit: 24 },
    );
    expect(expected.data?.data.length).toBeGreaterThan(0);
    const element = mount(
      `country="FR" lang="fr" brand="${brand?.id_marque}" colour="${colour?.id_couleur}"`,
    );
    await until(() => names(element).join() === expectedNames(expected.data?.data).join());
  });

  it("narrows to a category with category='genre/mere'", async () => {
    const client = await frenchClient();
    const expected = await client.catalog.filter({ genre: 'homme', mere: 'chaussures' }, { limit: 6 });
    const leaves = new Set(
      (await client.catalog.categories()).data?.data
        .find((genre) => genre.slug === 'homme')
        ?.children.find((mere) => mere.slug === 'chaussures')
        ?.children.map((fils) => fils.slug),
    );
    expect(expected.data?.data.every((product) => leaves.has(product.categorie_slug))).toBe(true);
    const element = mount('country="FR" lang="fr" category="homme/chaussures" limit="6"');
    await until(() => names(element).join() === expectedNames(expected.data?.data).join());
  });

  it("shows a seller's products with seller", async () => {
    const client = await frenchClient();
    const seller = (await client.sellers.list()).data?.data.find(
      (item) => item.pseudo_profile === 'KyotoVintageHouse',
    );
    const expected = await client.catalog.bySeller(seller?.id_user as number, { limit: 24 });
    const element = mount(`country="FR" lang="fr" seller="${seller?.id_user}"`);
    await until(() => names(element).join() === expectedNames(expected.data?.data).join());
    expect([...cardsOf(element)].every((card) => card.textContent?.includes('KyotoVintageHouse'))).toBe(true);
  });
});
