import { cleanup, screen } from '@testing-library/react';
import type { Product } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, renderWithClient } from '../testing/renderWithClient.js';
import { ProductCard } from './ProductCard.js';
import { productFixture } from './ProductCard.test.helpers.js';

afterEach(cleanup);

function render(product: Product, stateMode?: boolean, priority?: boolean) {
  const client = createTestClient('https://shop.example');
  client.store.setState({
    country: {
      id_pays: 1,
      code: '250',
      alpha2: 'FR',
      taux_change: 1,
      code_monnaie: 'EUR',
      unity: '€',
      flag: '🇫🇷',
      nom_fr_fr: 'France',
      nom_en_gb: 'France',
      region_fr: 'Europe',
      langue_parle: 'fr',
      langue_translate: 'fr',
    },
  });
  return renderWithClient(
    <ProductCard product={product} stateMode={stateMode} priority={priority} />,
    client,
  );
}

describe('ProductCard', () => {
  it('shows brand, name, model, converted price and the seller with their country', () => {
    render(productFixture({ prix_unitaire: 1700, taux_change: 1.7, code_monnaie: 'USD' }));
    expect(screen.getByText('Hermès')).toBeTruthy();
    expect(screen.getByText('Sacs à main')).toBeTruthy();
    expect(screen.getByText('Cabas Classique')).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('1\u202f000,00\u00a0€');
    expect(screen.getByText('MaisonLumiere · France')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Hermès Cabas Classique' }).getAttribute('src')).toBe(
      'https://shop.example/media/catalog/product-7-1.svg',
    );
  });

  it("shows the seller's avatar beside their pseudo and country, in the link to their shop", () => {
    render(productFixture());
    const seller = screen.getByRole('link', { name: /MaisonLumiere · France/ });
    expect(seller.getAttribute('href')).toMatch(/seller/);
    expect(seller.textContent?.trim()).toBe('MaisonLumiere · France');
    // The avatar is decoration beside the name the link already says: no text of its own.
    const avatar = seller.querySelector('img');
    expect(avatar?.getAttribute('src')).toBe('https://shop.example/media/catalog/avatar-2.svg');
    expect(avatar?.getAttribute('alt')).toBe('');
  });

  it("names the seller's link with the words it shows, so a voice command saying them finds it", () => {
    render(productFixture());
    const seller = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('seller'));
    const shown = (seller?.textContent ?? '').trim();
    expect(shown).not.toBe('');
    expect(seller?.getAttribute('aria-label')).toContain(shown);
    expect(seller?.getAttribute('aria-label')).toMatch(/^Vendu par /);
  });

  it("shows the 'Vendu' ribbon only in state mode, when nothing is left", () => {
    render(productFixture({ qte_produit: 0 }));
    expect(screen.getByText('Vendu')).toBeTruthy();
    cleanup();
    render(productFixture({ qte_produit: 0 }), false);
    expect(screen.queryByText('Vendu')).toBeNull();
    cleanup();
    render(productFixture({ qte_produit: 2 }));
    expect(screen.queryByText('Vendu')).toBeNull();
  });

  it('sends a visitor who presses the heart to the login page', () => {
    render(productFixture());
    expect(screen.getByRole('link', { name: 'Ajouter aux favoris' }).getAttribute('href')).toBe(
      '/fr-fr/login',
    );
  });

  it('loads its pictures when scrolled near, unless it is a priority card of the first row', () => {
    render(productFixture());
    const picture = screen.getByRole('img', { name: 'Hermès Cabas Classique' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('fetchpriority')).toBeNull();
    cleanup();

    render(productFixture(), true, true);
    const first = screen.getByRole('img', { name: 'Hermès Cabas Classique' });
    // Fetched at once and ahead of other images: it is likely the page's largest paint.
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    for (const image of screen.getByTestId('product-card').querySelectorAll('img')) {
      expect(image.getAttribute('loading')).not.toBe('lazy');
    }
  });
});
