/**
 * 'Mes versements' against the real server. The shared test server keeps real time, and a sale is
 * paid out days after its reception: this file starts a server of its own whose clock was moved
 * (testing/paidOutSalesServer.ts), where the demo seller has one sale paid to the bank and one whose
 * payout is under way. A buyer, on the shared server, is sent to 'Mon profil'.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { orderNumber, payoutsCsv, type SellerPayout, sellerShare, toMinorUnits } from '@vitrine/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountClient, SEEDED, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { createTestClient, renderWithClient } from '../testing/renderWithClient.js';
import { type PaidOutSalesServer, startPaidOutSalesServer } from '../testing/startPaidOutSalesServer.js';
import { PAYOUTS_CSV_FILE, Payouts } from './Payouts.js';

let started: PaidOutSalesServer;

beforeAll(async () => {
  started = await startPaidOutSalesServer();
}, 120_000);
afterAll(() => started?.stop());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function demoSeller() {
  const seller = createTestClient(started.url);
  await signIn(seller, SEEDED.seller);
  const listed = await seller.paymentAccount.payouts();
  if (listed.error) throw listed.error;
  return { seller, payouts: listed.data.data };
}

/** The card of an order's payout, by the order number as screens write it. */
async function cardOf(id_commande: number) {
  const heading = await screen.findByRole('heading', { name: `Commande ${orderNumber(id_commande)}` });
  return within(heading.closest('li') as HTMLElement);
}

describe('Payouts', () => {
  it("shows the demo seller's paid sale: price − 10 % commission = net in their currency, with its dates", async () => {
    const { seller, payouts } = await demoSeller();
    const { paid, underWay } = started;
    const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: paid.currency });
    const net = sellerShare(paid.price, paid.currency);
    const day = new Intl.DateTimeFormat('fr', { dateStyle: 'long' });
    const listed = payouts.find((payout) => payout.id_commande === paid.id_commande) as SellerPayout;

    renderWithClient(<Payouts />, seller);
    expect(screen.getByRole('heading', { name: 'Mes versements' })).toBeTruthy();
    const card = await cardOf(paid.id_commande);
    expect(card.getByTestId('payout-status').textContent).toBe('Versé');
    expect(card.getByTestId('payout-price').textContent).toBe(money.format(paid.price));
    expect(card.getByTestId('payout-commission').textContent).toBe(
      `− ${money.format(Math.round((paid.price - net) * 100) / 100)}`,
    );
    expect(card.getByTestId('payout-net').textContent).toBe(money.format(net));
    expect(card.getByTestId('payout-due').textContent).toBe(day.format(new Date(listed.created_at)));
    expect(card.getByText('Arrivé le')).toBeTruthy();
    expect(card.getByTestId('payout-arrival').textContent).toBe(
      day.format(new Date(listed.arrival_date as string)),
    );

    // Newest first: the sale completed later comes first, its money still on its way.
    const cards = screen.getAllByTestId('payout');
    expect(within(cards[0] as HTMLElement).getByRole('heading').textContent).toBe(
      `Commande ${orderNumber(underWay.id_commande)}`,
    );
    const underWayCard = await cardOf(underWay.id_commande);
    expect(['En préparation', 'En route vers votre banque']).toContain(
      underWayCard.getByTestId('payout-status').textContent,
    );
    const sumOf = (states: SellerPayout['status'][]) =>
      money.format(
        payouts
          .filter((payout) => states.includes(payout.status))
          .reduce((sum, payout) => sum + payout.net, 0) / 100,
      );
    expect(screen.getByTestId('payouts-paid').textContent).toBe(sumOf(['paid']));
    expect(screen.getByTestId('payouts-on-the-way').textContent).toBe(
      sumOf(['waiting', 'pending', 'in_transit', 'failed']),
    );
    expect(toMinorUnits(sellerShare(underWay.price, underWay.currency), underWay.currency)).toBe(
      payouts.find((payout) => payout.id_commande === underWay.id_commande)?.net,
    );
    await act(() => seller.auth.logout());
  });

  it('downloads the payouts as a CSV file from a button a keyboard reaches', async () => {
    const { seller, payouts } = await demoSeller();
    const made: Blob[] = [];
    const followed: { download: string; href: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:payouts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ download: this.download, href: this.href });
    });

    renderWithClient(<Payouts />, seller);
    const button = await screen.findByRole('button', { name: 'Télécharger vos versements au format CSV' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    fireEvent.click(button);

    expect(followed).toEqual([{ download: PAYOUTS_CSV_FILE, href: 'blob:payouts' }]);
    expect(made).toHaveLength(1);
    const blob = made[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const csv = await blob.text();
    expect(csv).toBe(payoutsCsv(payouts));
    const { paid } = started;
    const net = sellerShare(paid.price, paid.currency);
    expect(csv.split('\r\n')).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^V&T${paid.id_commande},[^,]+,paid,${paid.currency},${paid.price},${Math.round((paid.price - net) * 100) / 100},${net},`,
        ),
      ),
    );
    expect(await screen.findByText('Fichier CSV téléchargé.')).toBeTruthy();
    await act(() => seller.auth.logout());
  });

  it('sends a buyer to Mon profil, with no payouts to show', async () => {
    const buyer = await accountClient();
    await signUpFresh(buyer);
    renderWithClient(<Payouts />, buyer);
    expect(screen.getByRole('heading', { name: 'Mes versements' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mon profil/ })).toBeTruthy();
    expect(screen.queryByTestId('payout')).toBeNull();
  });
});
