/**
 * The staff console against the real server: a dispute made by its parties is listed with its
 * reason, opened to read both sides, and decided with 'Verser au vendeur', a note and a confirmation; new listings are verified or refused with a reason;
 * anyone but staff is told the page is not theirs.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VitrineClient } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sellerEmail } from '../AccountMenu/AccountMenu.test.helpers.js';
import { ProductDetail } from '../ProductDetail/ProductDetail.js';
import {
  disputedPurchase,
  newListing,
  PNG,
  REVIEW_SELLER,
  signedIn,
  staffClient,
} from '../SellerReview/SellerReview.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { StaffConsole } from './StaffConsole.js';

afterEach(cleanup);

let staff: VitrineClient;
beforeAll(async () => {
  staff = await staffClient();
}, 60_000);

/** The entry whose heading names `text`. */
async function entry(text: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: text }, { timeout: 5000 });
  return heading.closest('article') as HTMLElement;
}

describe('StaffConsole', () => {
  it('tells a signed-in buyer or seller the page is for staff only, showing nothing of it', async () => {
    const seller = await signedIn(sellerEmail(REVIEW_SELLER));
    renderWithClient(<StaffConsole />, seller);
    expect(screen.getByText('Cette page est réservée au staff.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("lists an open dispute; opened, it shows the item as sold, both sides and the parties' messages, and 'Verser au vendeur' needs a note and a confirmation", async () => {
    const purchase = await disputedPurchase('Le fermoir est cassé à la livraison.');
    const { order, seller, buyer } = purchase;
    const id = order.id_commande;
    const sent = await buyer.messages.send({
      id_receiver: order.id_vendeur,
      objet: `Commande V&T${id}`,
      corps_message: 'Le fermoir ne tient plus.',
    });
    expect(sent.error).toBeUndefined();
    expect(
      (await seller.orders.answerDispute(id, 'Il fermait parfaitement à l’envoi.', [])).error,
    ).toBeUndefined();
    renderWithClient(<StaffConsole />, staff);
    expect(screen.getByRole('tab', { name: 'Litiges ouverts', selected: true })).toBeTruthy();
    const card = await entry(`Commande V&T${id} · ${order.nom_marque} ${order.modele}`);
    await within(card).findByText('Le fermoir est cassé à la livraison.');
    expect(within(card).getByText(order.pseudo_vendeur)).toBeTruthy();
    expect(within(card).getByText(order.pseudo_acheteur)).toBeTruthy();

    const open = within(card).getByRole('button', { name: 'Ouvrir le litige' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const review = within(await within(card).findByTestId('dispute-review', {}, { timeout: 5000 }));
    expect(review.getByRole('heading', { name: 'L’article tel que vendu' })).toBeTruthy();
    expect(review.getByTestId('dispute-review-answer').textContent).toBe(
      'Il fermait parfaitement à l’envoi.',
    );
    expect(review.getByText('Le fermoir ne tient plus.')).toBeTruthy();

    // No decision without a note both parties will read.
    fireEvent.click(review.getByRole('button', { name: 'Verser au vendeur' }));
    expect(review.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(review.getByLabelText(/^Note de décision/), {
      target: { value: 'Le fermoir fonctionnait à l’envoi, photos à l’appui.' },
    });
    fireEvent.click(review.getByRole('button', { name: 'Verser au vendeur' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Verser le paiement au vendeur ?' });
    expect(within(asked).getByText('Le fermoir fonctionnait à l’envoi, photos à l’appui.')).toBeTruthy();
    // Cancelling decides nothing.
    fireEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    expect((await staff.orders.timeline(id)).data?.etat).toBe('disputed');
    fireEvent.click(review.getByRole('button', { name: 'Verser au vendeur' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmer la décision' }),
    );
    await screen.findByText('Paiement versé au vendeur.');
    expect(screen.queryByRole('heading', { name: new RegExp(`V&T${id} `) })).toBeNull();
    const timeline = await buyer.orders.timeline(id);
    expect(['completed', 'paid_out']).toContain(timeline.data?.etat);
    expect((await buyer.orders.dispute(id)).data?.decision).toMatchObject({
      decision: 'release',
      note: 'Le fermoir fonctionnait à l’envoi, photos à l’appui.',
    });
  });

  it('shows the buyer’s photos, fetched with the staff member’s token, which nobody signed out can load', async () => {
    const purchase = await disputedPurchase('La doublure est tachée.', [
      new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
    ]);
    const { order } = purchase;
    renderWithClient(<StaffConsole />, staff);
    const card = await entry(`Commande V&T${order.id_commande} · ${order.nom_marque} ${order.modele}`);
    const shown = await waitFor(
      () => {
        const image = within(card).getByRole('img', { name: 'Photo 1 du problème' });
        expect(image.tagName).toBe('IMG');
        return image as HTMLImageElement;
      },
      { timeout: 5000 },
    );
    expect(shown.getAttribute('src')).toMatch(/^blob:/);
    // The address the order gives is served to its parties and staff only, with their token.
    const path = (await staff.orders.timeline(order.id_commande)).data?.steps.at(-1)?.photos[0] as string;
    expect((await fetch(staff.mediaUrl(path))).status).toBe(404);
    expect((await staff.orders.photo(path)).data?.type).toBe('image/png');
  });

  it('verifies one new listing and refuses another with a reason, through the keyboard-reachable tabs', async () => {
    const seller = await signedIn(sellerEmail(REVIEW_SELLER));
    const verified = await newListing(seller, `Sac Vérifié ${Date.now()}`);
    const refused = await newListing(seller, `Sac Refusé ${Date.now()}`);
    const names = async (id: number) => {
      const detail = (await staff.catalog.product(id)).data?.description;
      return `${detail?.marque} ${detail?.modele}`;
    };
    renderWithClient(<StaffConsole />, staff);
    const disputesTab = screen.getByRole('tab', { name: 'Litiges ouverts' });
    fireEvent.keyDown(disputesTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Annonces à vérifier', selected: true })).toBeTruthy();

    const toVerify = await entry(await names(verified));
    expect(within(toVerify).getByText(/^Mise en ligne par ElArmarioDeLucia le /)).toBeTruthy();
    fireEvent.click(within(toVerify).getByRole('button', { name: 'Vérifier' }));
    await screen.findByText('Annonce vérifiée : elle est en vente, signalée 100 % authentique.');
    expect((await staff.catalog.product(verified)).data?.verifie).toBe(true);

    const toRefuse = await entry(await names(refused));
    fireEvent.click(within(toRefuse).getByRole('button', { name: 'Refuser' }));
    const reason = within(toRefuse).getByRole('textbox', { name: /Motif du refus/ });
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: 'Numéro de série absent des photos.' } });
    fireEvent.click(within(toRefuse).getByRole('button', { name: 'Confirmer le refus' }));
    await screen.findByText('Annonce refusée : elle est retirée de la vente.');
    await waitFor(async () => expect((await staff.catalog.product(refused)).data?.qte_produit).toBe(0));
    expect(
      (await staff.staff.listingsToVerify({ limit: 200 })).data?.map((row) => row.id_produit),
    ).not.toContain(refused);
  });

  it("the product page says '100% authentique' only once staff verified the listing; before, its seller reads that it awaits them", async () => {
    const seller = await signedIn(sellerEmail(REVIEW_SELLER));
    const id = await newListing(seller, `Sac Contrôlé ${Date.now()}`);
    renderWithClient(<ProductDetail productId={id} />, seller);
    // The tags are there, the condition's among them.
    await screen.findByText('100% neuf');
    expect(screen.queryByText('100% authentique')).toBeNull();
    expect(screen.getByText(/^En attente de vérification : seuls son vendeur et notre équipe/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    expect((await staff.staff.verifyListing(id)).error).toBeUndefined();
    renderWithClient(<ProductDetail productId={id} />, seller);
    expect(await screen.findByText('100% authentique')).toBeTruthy();
  });
});
