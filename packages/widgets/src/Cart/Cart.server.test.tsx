// @vitest-environment node
/** Rendering the cart on a server does nothing a server cannot do: no window, no call. */
import { createVitrine } from '@vitrine/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { Cart } from './Cart.js';

describe('Cart on a server', () => {
  it("renders the title and a visitor's empty cart", () => {
    const client = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
    const html = renderToString(
      <VitrineProvider client={client}>
        <Cart />
      </VitrineProvider>,
    );
    expect(html).toContain('Mon Panier');
    expect(html).toContain('Pas de produits à panier');
  });
});
