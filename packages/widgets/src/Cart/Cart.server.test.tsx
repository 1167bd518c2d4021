// @vitest-environment node
/** Rendering the cart on a server does nothing a server cannot do: no window, no call. */
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../testing/renderOnServer.js';
import { Cart } from './Cart.js';

describe('Cart on a server', () => {
  it("renders the title and a visitor's empty cart", () => {
    const html = renderOnServer(<Cart />);
    expect(html).toContain('Mon Panier');
    expect(html).toContain('Pas de produits à panier');
  });
});
