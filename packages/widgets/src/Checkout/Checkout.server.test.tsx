// @vitest-environment node
/** Rendering the checkout and its review on a server: no window, no card field, no call. */
import { createVitrine } from '@vitrine/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutReview } from '../CheckoutReview/CheckoutReview.js';
import { VitrineProvider } from '../provider.js';
import { Checkout } from './Checkout.js';

describe('Checkout on a server', () => {
  it('renders the sign-in prompt, the loading state of a signed-in user, and an empty review', () => {
    const client = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
    const render = () =>
      renderToString(
        <VitrineProvider client={client}>
          <Checkout />
          <CheckoutReview />
        </VitrineProvider>,
      );
    expect(render()).toContain('Identifiez-vous pour payer votre panier.');
    expect(render()).toContain('Aucun paiement à afficher.');
    client.store.setState({
      user: {
        id_user: 1,
        role: 'user',
        email: 'a@b.c',
        image_link_profile: null,
        status: '',
        token: 't',
        pseudo: 'a',
      },
    });
    expect(render()).toContain('Chargement…');
  });
});
