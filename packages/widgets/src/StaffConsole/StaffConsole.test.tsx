/**
 * The staff console against the real server: a dispute made by its parties is listed with its
 * reason and decided with 'Verser au vendeur'; new listings are verified or refused with a reason;
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

  it("lists an open dispute with the buyer's reason and the order; 'Verser au vendeur' completes it", async () => {
    const purchase = await disputedPurchase('Le fermoir est cassé à la livraison.');
    const { order } = purchase;
    renderWithClient(<StaffConsole />, staff);
    expect(screen.getByRole('tab', { name: 'Litiges ouverts', selected: true })).toBeTruthy();
    const card = await entry(`Commande V&T${order.id_commande} · ${order.nom_marque} ${order.modele}`);
    await within(card).findByText('Le fermoir est cassé à la livraison.');
    expect(within(card).getByText(order.pseudo_vendeur)).toBeTruthy();
    expect(within(card).getByText(order.pseudo_acheteur)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Verser au vendeur' }));
    await screen.findByText('Paiement versé au vendeur.');
    expect(screen.queryByRole('heading', { name: new RegExp(`V&T${order.id_commande} `) })).toBeNull();
    const timeline = await purchase.buyer.orders.timeline(order.id_commande);
    expect(['completed', 'paid_out']).toContain(timeline.data?.etat);
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
