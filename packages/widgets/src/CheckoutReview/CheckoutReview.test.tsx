/**
 * The review after payment: what a result says, in the visitor's currency, and what a visit
 * without one says. (Checkout.test.tsx renders it with a real payment's result.)
 */
import { cleanup, screen } from '@testing-library/react';
import type { CheckoutResult, PaymentIntent } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shopperClient } from '../Cart/Cart.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { CheckoutReview } from './CheckoutReview.js';

afterEach(cleanup);

function intent(overrides: Partial<PaymentIntent>): PaymentIntent {
  return {
    id: 'pi_sandbox_1',
    client_secret: 'pi_sandbox_1_secret',
    amount: 1000,
    currency: 'jpy',
    status: 'succeeded',
    id_produit: 1,
    id_sous_produit: 1,
    id_vendeur: 2,
    ...overrides,
  };
}

describe('CheckoutReview', () => {
  it('thanks the buyer and says what was paid, in the currency paid, with links to the purchases and home', async () => {
    const client = await shopperClient('jp', 'JP');
    const result: CheckoutResult = {
      intents: [intent({ id: 'pi_a', amount: 41_250 }), intent({ id: 'pi_b', amount: 9_800 })],
      total: 51_050,
      currency: 'JPY',
      id_adresse_livraison: 4,
    };
    renderWithClient(<CheckoutReview result={result} />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'ご注文ありがとうございます！' })).toBeTruthy();
    const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    expect(screen.getByTestId('review-total').textContent).toBe(yen.format(51_050));
    expect(yen.format(51_050)).toMatch(/^[¥￥]51,050$/);
    expect(screen.getByText('お支払い済みの商品：2')).toBeTruthy();
    expect(screen.getByText(`${yen.format(41_250)} · 支払い済み`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '購入履歴' }).getAttribute('href')).toBe(
      '/fr-fr/useraccount/orders',
    );
    expect(screen.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href')).toBe('/fr-fr');
  });

  it('opened without a result, says there is nothing to review and links to the cart', async () => {
    const client = await shopperClient();
    renderWithClient(<CheckoutReview />, client);
    expect(screen.getByText('Aucun paiement à afficher.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).toBe(
      '/fr-fr/checkout',
    );
  });
});
