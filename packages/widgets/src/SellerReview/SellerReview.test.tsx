/**
 * Reviews of sellers against the real server: the buyer of a completed order reviews its seller
 * from the order's page, once; the review shows on the seller's profile with the average and count,
 * and in the product page's 'Commentaires'.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetail } from '../OrderDetail/OrderDetail.js';
import { CommentsPanel } from '../ProductDetail/CommentsPanel.js';
import { SellerProfile } from '../SellerProfile/SellerProfile.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { completedPurchase, disputedPurchase, type OrderAtStep } from './SellerReview.test.helpers.js';
import { SellerReviewForm } from './SellerReviewForm.js';

afterEach(cleanup);

let completed: OrderAtStep;
beforeAll(async () => {
  completed = await completedPurchase();
}, 60_000);

const COMMENT = 'Montre conforme, emballage soigné, merci !';

describe('SellerReviewForm', () => {
  it("asks for a mark, posts the review once, and shows it as 'Votre avis' afterwards", async () => {
    const { buyer, order } = completed;
    renderWithClient(<OrderDetail orderId={order.id_commande} />, buyer);
    const form = (await screen.findByRole('heading', { name: 'Évaluer le vendeur' })).closest(
      'section',
    ) as HTMLElement;
    const send = within(form).getByRole('button', { name: 'Publier l’avis' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(form).getByRole('textbox', { name: /Votre commentaire/ }), {
      target: { value: COMMENT },
    });
    fireEvent.click(send);
    expect((await within(form).findByRole('alert')).textContent).toBe('Choisissez une note de 1 à 5.');

    fireEvent.click(within(form).getByRole('radio', { name: '4 sur 5' }));
    fireEvent.click(send);
    expect(await screen.findByText('Merci : votre avis est publié.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 sur 5' })).toBeTruthy();
    const stored = await buyer.reviews.ofOrder(order.id_commande);
    expect(stored.data).toMatchObject({ note: 4, commentaire: COMMENT });

    cleanup();
    renderWithClient(<SellerReviewForm orderId={order.id_commande} />, buyer);
    expect(await screen.findByRole('heading', { name: 'Votre avis' })).toBeTruthy();
    expect(screen.getByText(COMMENT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publier l’avis' })).toBeNull();
  });

  it('is not offered before the order completes, nor to the seller', async () => {
    const disputed = await disputedPurchase();
    renderWithClient(<OrderDetail orderId={disputed.order.id_commande} />, disputed.buyer);
    await screen.findByRole('heading', { name: `Commande V&T${disputed.order.id_commande}` });
    expect(screen.queryByRole('heading', { name: 'Évaluer le vendeur' })).toBeNull();
    cleanup();
    renderWithClient(<OrderDetail orderId={completed.order.id_commande} />, completed.seller);
    await screen.findByRole('heading', { name: `Commande V&T${completed.order.id_commande}` });
    expect(screen.queryByRole('heading', { name: 'Évaluer le vendeur' })).toBeNull();
  });
});

describe('reviews shown', () => {
  it("on the seller's profile ('Avis' tab, average and count) and in the product page's 'Commentaires'", async () => {
    const { buyer, order, sellerId } = completed;
    if (!(await buyer.reviews.ofOrder(order.id_commande)).data) {
      const added = await buyer.reviews.add(order.id_commande, 4, COMMENT);
      expect(added.error).toBeUndefined();
    }
    const visitor = createTestClient(testServerUrl());
    const all = (await visitor.reviews.ofSeller(sellerId)).data;
    const average = new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }).format(all?.moyenne ?? 0);

    renderWithClient(<SellerProfile sellerId={sellerId} />, visitor);
    fireEvent.click(await screen.findByRole('tab', { name: 'Avis' }));
    expect((await screen.findByTestId('seller-reviews-summary')).textContent).toBe(
      `${average} sur 5 · ${all?.nombre} avis`,
    );
    expect(screen.getByText(COMMENT)).toBeTruthy();
    cleanup();

    renderWithClient(<CommentsPanel sellerId={sellerId} />, visitor);
    fireEvent.click(screen.getByRole('button', { name: /Commentaires/ }));
    expect(await screen.findByText(COMMENT)).toBeTruthy();
    // The item as its listing names it, in the language the seller wrote it in.
    const mine = all?.avis.find((review) => review.id_commande === order.id_commande);
    expect(mine?.nom_marque).toBe(order.nom_marque);
    expect(
      screen.getAllByText(`À propos de : ${mine?.nom_marque} ${mine?.modele}`, { exact: false }).length,
    ).toBeGreaterThan(0);
  });
});
