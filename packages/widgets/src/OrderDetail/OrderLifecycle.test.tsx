/**
 * An order's life on its detail screen against the real server, bought in this file from
 * HarbourTimepieces (a seller no other test file buys from): the seller accepts, declines with a
 * reason, ships (a bad tracking link first); the buyer confirms reception and reports a problem.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VitrineClient } from '@vitrine/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountClient, sellerEmail, signIn } from '../AccountMenu/AccountMenu.test.helpers.js';
import { buyFrom } from '../Orders/Orders.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { OrderDetail } from './OrderDetail.js';

const SELLER = 'HarbourTimepieces';
let seller: VitrineClient;

beforeAll(async () => {
  seller = await accountClient();
  await signIn(seller, sellerEmail(SELLER));
}, 60_000);
afterAll(async () => {
  await seller?.auth.logout();
});
afterEach(cleanup);

const stateShown = () => screen.getByTestId('order-state').textContent;

describe('OrderDetail, the order after payment', () => {
  it('the seller accepts, ships after a bad link is refused, and the buyer confirms then reports a problem', async () => {
    const { order, buyer } = await buyFrom(SELLER);
    const onOrderAction = vi.fn();
    renderWithClient(<OrderDetail orderId={order.id_commande} onOrderAction={onOrderAction} />, seller);
    // The next deadline, in French, with the time the seller has.
    expect((await screen.findByTestId('order-deadline')).textContent).toMatch(
      /^Le vendeur a jusqu’au .+ pour accepter \(dans 2 jours\)$/,
    );
    expect(screen.queryByText(/bientôt possible/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(stateShown()).toBe('Acceptée, en attente d’expédition'));
    expect(screen.getByTestId('order-action-status').textContent).toBe('Commande acceptée.');
    expect(onOrderAction).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'accepted' }));
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.at(-1)?.textContent).toMatch(/^Acceptée, en attente d’expédition — .+ · Vendeur$/);

    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme expédiée' }));
    const form = within(screen.getByRole('form', { name: 'Expédition' }));
    fireEvent.change(form.getByLabelText(/^Transporteur/), { target: { value: 'DHL Express' } });
    fireEvent.change(form.getByLabelText(/^Numéro de suivi/), { target: { value: 'JD0146000034' } });
    fireEvent.change(form.getByLabelText(/^Lien de suivi/), { target: { value: 'dhl tracking' } });
    fireEvent.click(form.getByRole('button', { name: 'Confirmer l’expédition' }));
    expect(form.getByText('Saisissez une adresse web (https://…).')).toBeTruthy();
    expect(stateShown()).toBe('Acceptée, en attente d’expédition');
    // Nothing typed is lost: the two good fields keep their text while the link is corrected.
    expect((form.getByLabelText(/^Transporteur/) as HTMLInputElement).value).toBe('DHL Express');
    fireEvent.change(form.getByLabelText(/^Lien de suivi/), {
      target: { value: 'https://www.dhl.com/track?id=JD0146000034' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Confirmer l’expédition' }));
    await waitFor(() => expect(stateShown()).toBe('Expédiée'));
    const shipped = (await seller.orders.get(order.id_commande)).data;
    expect(shipped).toMatchObject({
      transporteur: 'DHL Express',
      suivi_livraison: 'JD0146000034',
      lien_suivi: 'https://www.dhl.com/track?id=JD0146000034',
    });
    cleanup();

    renderWithClient(<OrderDetail orderId={order.id_commande} onOrderAction={onOrderAction} />, buyer);
    const link = (await screen.findByRole('link', { name: 'Suivre le colis' })) as HTMLAnchorElement;
    expect(link.href).toBe('https://www.dhl.com/track?id=JD0146000034');
    expect(screen.queryByRole('button', { name: 'Signaler un problème' })).toBeNull();
    // "I received it" starts the last 48 h to report a problem: it is asked again, and can be left.
    fireEvent.click(screen.getByRole('button', { name: 'Je l’ai reçu' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Confirmer la réception ?' });
    expect(asked.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(asked.getAttribute('aria-describedby') as string)?.textContent).toMatch(
      /48 h pour signaler un problème/,
    );
    fireEvent.click(within(asked).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await buyer.orders.timeline(order.id_commande)).data?.etat).toBe('shipped');
    fireEvent.click(screen.getByRole('button', { name: 'Je l’ai reçu' }));
    const again = await screen.findByRole('alertdialog', { name: 'Confirmer la réception ?' });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Je l’ai reçu' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Oui, je l’ai reçu' }),
    );
    await waitFor(() => expect(stateShown()).toBe('Reçue'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('order-deadline').textContent).toMatch(
      /^Un problème peut être signalé jusqu’au .+ \(dans 2 jours\)$/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Signaler un problème' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Signaler un problème' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(dialog.getByText('Ce champ est obligatoire.')).toBeTruthy();
    const photo = new File([await pngBytes()], 'rayure.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('Photos (jusqu’à 4)'), { target: { files: [photo] } });
    fireEvent.change(dialog.getByLabelText(/^Décrivez le problème/), {
      target: { value: 'Le verre de la montre est rayé.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(stateShown()).toBe('Problème signalé'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOrderAction).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'problem-reported' }));
    const reported = (await buyer.orders.timeline(order.id_commande)).data?.steps.at(-1);
    expect(reported).toMatchObject({
      etat: 'disputed',
      actor: 'buyer',
      note: 'Le verre de la montre est rayé.',
    });
    expect(reported?.photos).toHaveLength(1);
    // The buyer's side shows on the order, and the seller has not answered yet.
    const panel = within(await screen.findByTestId('order-dispute'));
    await panel.findByText('Le verre de la montre est rayé.');
    expect(panel.getByText(/^Le vendeur a jusqu’au .+ pour répondre\.$/)).toBeTruthy();
    cleanup();

    // The seller answers there, with a photo; the buyer then reads the answer.
    renderWithClient(<OrderDetail orderId={order.id_commande} />, seller);
    const sellerPanel = within(await screen.findByTestId('order-dispute'));
    const answer = await sellerPanel.findByLabelText(/^Votre réponse au problème signalé/);
    fireEvent.change(sellerPanel.getByLabelText('Photos (jusqu’à 4)'), {
      target: { files: [new File([await pngBytes()], 'emballage.png', { type: 'image/png' })] },
    });
    fireEvent.change(answer, { target: { value: 'La montre est partie sans rayure, voyez la photo.' } });
    fireEvent.click(sellerPanel.getByRole('button', { name: 'Envoyer ma réponse' }));
    await sellerPanel.findByText(/^Votre réponse est envoyée/);
    expect(sellerPanel.queryByRole('button', { name: 'Envoyer ma réponse' })).toBeNull();
    cleanup();
    renderWithClient(<OrderDetail orderId={order.id_commande} />, buyer);
    const answered = within(await screen.findByTestId('dispute-answer'));
    expect(answered.getByText('La montre est partie sans rayure, voyez la photo.')).toBeTruthy();
    expect(answered.getByRole('img', { name: 'Photo 1 du vendeur' })).toBeTruthy();
  }, 90_000);

  it('the seller declines with a reason, and the buyer sees the refund in what they paid', async () => {
    const { order, buyer } = await buyFrom(SELLER, { country: 'GB', language: 'en' });
    renderWithClient(<OrderDetail orderId={order.id_commande} />, seller);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refuser la commande' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser la commande' }));
    expect(dialog.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(stateShown()).toBe('Payée, en attente du vendeur');
    fireEvent.change(dialog.getByLabelText(/^Motif du refus/), {
      target: { value: 'Montre déjà vendue en boutique.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Refuser la commande' }));
    await waitFor(() => expect(stateShown()).toBe('Refusée par le vendeur'));
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    cleanup();

    // The refund is a job the server runs soon after: 'under way' until then.
    await vi.waitFor(
      async () => {
        const money = (await buyer.orders.timeline(order.id_commande)).data?.money;
        expect(money?.map((move) => [move.kind, move.status])).toEqual([['refund', 'succeeded']]);
      },
      { timeout: 30_000, interval: 500 },
    );
    renderWithClient(<OrderDetail orderId={order.id_commande} />, buyer);
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    expect((await screen.findByTestId('order-refund')).textContent).toBe(
      `Refunded ${pounds.format(order.montant_paye / 100)}`,
    );
    expect(screen.getByTestId('order-timeline').textContent).toContain('Montre déjà vendue en boutique.');
  }, 90_000);
});

describe('OrderDetail, a move the order no longer allows', () => {
  it("says the server's 409 in French and shows the order as it is now", async () => {
    const { order } = await buyFrom(SELLER);
    renderWithClient(<OrderDetail orderId={order.id_commande} />, seller);
    const validate = await screen.findByRole('button', { name: 'Valider' });
    // Meanwhile, from another tab, the seller declines it.
    expect((await seller.orders.decline(order.id_commande, 'Vendue ailleurs.')).error).toBeUndefined();
    fireEvent.click(validate);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette commande a changé entre-temps : elle ne permet plus cette action.',
    );
    await waitFor(() => expect(stateShown()).toBe('Refusée par le vendeur'));
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  }, 60_000);
});

/** A one-pixel PNG, as a phone's photo would be uploaded. */
async function pngBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
