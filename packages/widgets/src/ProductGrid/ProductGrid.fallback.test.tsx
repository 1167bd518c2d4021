/**
 * A long list whose virtual grid cannot be fetched (offline, a chunk gone after a deploy): every
 * card is rendered instead, so nothing is missing. The import failing is what is simulated here.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productFixture } from '../ProductCard/ProductCard.test.helpers.js';
import { createTestClient, renderWithClient } from '../testing/renderWithClient.js';
import { ProductGrid, VIRTUALIZE_ABOVE } from './ProductGrid.js';

vi.mock('./VirtualProductGrid.js', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

describe('ProductGrid when its virtual grid cannot be fetched', () => {
  it('renders every card instead', async () => {
    const count = VIRTUALIZE_ABOVE + 10;
    const products = Array.from({ length: count }, (_, index) =>
      productFixture({ id_produit: index + 1, modele: `Modèle ${index + 1}` }),
    );
    renderWithClient(
      <ProductGrid products={products} label="Nouveautés" />,
      createTestClient('https://shop.example'),
    );
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(count));
    expect(screen.getByText(`Modèle ${count}`)).toBeTruthy();
  });
});
