/**
 * The review after payment: what a result says, in the visitor's currency, and what a visit
 * without one says. (Checkout.test.tsx renders it with a real payment's result.)
 */
import { cleanup, screen } from '@testing-library/react';
import type { CartLine, CheckoutResult, PaymentIntent } from '@vitrine/sdk-core';
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

function line(overrides: Partial<CartLine>): CartLine {
  return {
    id_produit: 1,
    id_sous_produit: 1,
    id_vendeur: 2,
    image_produit: 'products/1.jpg',
    marque_produit: 'Hermès',
    modele_produit: 'Kelly 28',
    langue_texte: 'fr',
    categorie_slug: 'sacs-a-main',
    code_hexa: '#000000',
    nom_couleur_fr: 'Noir',
    nom_couleur_en: 'Black',
    nom_couleur_it: 'Nero',
    nom_couleur_jp: 'ブラック',
    nom_couleur_ru: 'Чёрный',
    prix_unitaire: 100,
    taux_change_vendeur: 1,
    code_monnaie_vendeur: 'EUR',
    valeur_taille_original: 'TU',
    taille_us: 'TU',
    image_link_profile: null,
    pseudo_profile: 'Atelier',
    expedition_fr: 'France',
    expedition_en: 'France',
    expedition_it: 'Francia',
    expedition_jp: 'フランス',
    expedition_ru: 'Франция',
    etat: 'Disponible',
    retire: false,
    ...overrides,
  } as CartLine;
}

describe('CheckoutReview', () => {
  it('thanks the buyer and says what was paid, in the currency paid, with links to the purchases and home', async () => {
    const client = await shopperClient('jp', 'JP');
    const result: CheckoutResult = {
      intents: [
        intent({ id: 'pi_a', amount: 41_250, id_sous_produit: 11 }),
        intent({ id: 'pi_b', amount: 9_800, id_sous_produit: 12 }),
      ],
      lines: [
        line({ id_sous_produit: 11, marque_produit: 'Hermès', modele_produit: 'Kelly 28' }),
        line({
          id_sous_produit: 12,
          marque_produit: 'Chanel',
          modele_produit: 'Timeless',
          valeur_taille_original: '38',
        }),
      ],
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
    // What was bought, each with what it cost: one summary for the cart, not a list of payments.
    const [kelly, timeless] = screen.getAllByTestId('review-line');
    expect(kelly?.textContent).toContain('Hermès Kelly 28');
    expect(kelly?.textContent).toContain('ブラック');
    expect(kelly?.textContent).toContain(yen.format(41_250));
    expect(timeless?.textContent).toContain('Chanel Timeless');
    expect(timeless?.textContent).toContain('38');
    expect(timeless?.textContent).toContain(yen.format(9_800));
    expect(screen.queryByText(/pi_/)).toBeNull();
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
