/**
 * 'Mes commandes' against the real server, with a purchase made in this file from
 * MadisonAvenueResale (a seller no other test file buys from): the tabs and their counts, the
 * columns, the 'V&T' numbers, prices with 2 decimals, and opening an order.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { priceInMinorUnits, sellerShare } from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountClient, sellerEmail, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { Orders } from './Orders.js';
import { buyFrom, type Purchase } from './Orders.test.helpers.js';

const SELLER = 'MadisonAvenueResale';
/** A French seller no other test file buys from, for a buyer in the United Kingdom. */
const EURO_SELLER = 'LaMalleDeLouise';
let purchase: Purchase;
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

beforeAll(async () => {
  purchase = await buyFrom(SELLER);
}, 60_000);
afterEach(cleanup);

describe('Orders', () => {
  it("shows the tabs 'Mes achats (n)' and 'Mes ventes (n)', the sales tab at 0 for a buyer", async () => {
    renderWithClient(<Orders />, purchase.buyer);
    expect(screen.getByRole('heading', { name: 'Mes commandes' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Mes achats (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mes ventes (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Mes ventes (0)' }));
    expect(screen.getByText('Vous n’avez encore rien vendu.')).toBeTruthy();
  });

  it('lists the purchase under COMMANDE, PRODUIT, STATUT, PRIX with a V&T number and 2 decimals', async () => {
    const { order } = purchase;
    renderWithClient(<Orders />, purchase.buyer);
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'COMMANDE',
      'PRODUIT',
      'STATUT',
      'PRIX',
    ]);
    const [row] = screen.getAllByTestId('order-row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    // On phones each cell is named by its column.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'COMMANDE',
      'PRODUIT',
      'STATUT',
      'PRIX',
    ]);
    expect(within(cells[0] as HTMLElement).getByRole('link').textContent).toBe(`V&T${order.id_commande}`);
    expect(cells[1]?.textContent).toContain(order.modele);
    expect(cells[1]?.querySelector('img')?.getAttribute('width')).toBe('48');
    // The state is only shown, never changed here.
    expect(cells[2]?.textContent).toBe('Payée, en attente du vendeur');
    expect(within(cells[2] as HTMLElement).queryByRole('button')).toBeNull();
    // What the French buyer paid, in euros, though the seller sells in dollars.
    expect(order.devise_paye).toBe('EUR');
    expect(cells[3]?.textContent).toBe(euros.format(order.montant_paye / 100));
    expect(cells[3]?.textContent).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
  });

  it('opens an order with its id: through onOpenOrder, or a link to the order page', async () => {
    const { order } = purchase;
    const onOpenOrder = vi.fn();
    renderWithClient(<Orders onOpenOrder={onOpenOrder} />, purchase.buyer);
    fireEvent.click(await screen.findByRole('link', { name: `Voir la commande V&T${order.id_commande}` }));
    expect(onOpenOrder).toHaveBeenCalledWith(order.id_commande);
    cleanup();

    const navigation = recordingNavigation();
    renderWithClient(<Orders />, purchase.buyer, navigation);
    const link = await screen.findByRole('link', { name: `Voir la commande V&T${order.id_commande}` });
    expect(link.getAttribute('href')).toBe(`/fr-fr/useraccount/order-detail/${order.id_commande}`);
    fireEvent.click(link);
    expect(navigation.visited).toEqual([{ to: 'order', id_commande: order.id_commande }]);
  });

  it("shows the sale in the seller's 'Mes ventes'", async () => {
    const seller = await accountClient();
    await signIn(seller, sellerEmail(SELLER));
    renderWithClient(<Orders initialTab="sales" />, seller);
    const sales = await screen.findByRole('tab', { name: /^Mes ventes \(\d+\)$/, selected: true });
    expect(Number(/\((\d+)\)/.exec(sales.textContent ?? '')?.[1])).toBeGreaterThanOrEqual(1);
    expect(
      screen.getByRole('link', { name: `Voir la commande V&T${purchase.order.id_commande}` }),
    ).toBeTruthy();
    await seller.auth.logout();
  });

  it('reads the purchases again when the language changes: the model as that catalogue names it', async () => {
    const { buyer, order } = purchase;
    renderWithClient(<Orders />, buyer);
    const row = async () => within((await screen.findAllByTestId('order-row'))[0] as HTMLElement);
    expect((await row()).getByText(order.modele)).toBeTruthy();
    try {
      await act(() => buyer.setLocale({ country: 'FR', language: 'en' }));
      const english = (await buyer.orders.purchases()).data?.[0];
      expect(english?.modele).not.toBe(order.modele);
      await waitFor(async () => expect((await row()).getByText(english!.modele)).toBeTruthy());
    } finally {
      await act(() => buyer.setLocale({ country: 'FR', language: 'fr' }));
    }
  });

  it('says when there is nothing bought yet', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<Orders />, client);
    expect(await screen.findByRole('tab', { name: 'Mes achats (0)' })).toBeTruthy();
    expect(screen.getByText('Vous n’avez encore rien acheté.')).toBeTruthy();
  });

  it('asks a visitor to sign in', async () => {
    renderWithClient(<Orders />, await accountClient());
    await waitFor(() =>
      expect(screen.getByText('Identifiez-vous pour accéder à votre compte.')).toBeTruthy(),
    );
  });
});

describe('Orders, in the currency each side deals in', () => {
  it('shows a British buyer what they paid in pounds, and the French seller their share in euros', async () => {
    const british = await buyFrom(EURO_SELLER, { country: 'GB', language: 'en' });
    const { order, buyer } = british;
    const gb = buyer.store.getState().country;
    expect(gb?.code_monnaie).toBe('GBP');
    // Charged as the cart showed it: the euro price converted to pounds, in pence.
    expect(order.devise_paye).toBe('GBP');
    expect(order.code_monnaie).toBe('EUR');
    expect(order.montant_paye).toBe(
      priceInMinorUnits({ prix_unitaire: order.prix_unitaire, taux_change: 1 }, gb!),
    );

    renderWithClient(<Orders />, buyer);
    await screen.findByRole('tab', { name: 'My purchases (1)', selected: true });
    const [row] = screen.getAllByTestId('order-row');
    const paid = within(row as HTMLElement).getByTestId('order-price').textContent;
    expect(paid).toBe(pounds.format(order.montant_paye / 100));
    expect(paid).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);
    cleanup();

    const seller = await accountClient();
    await signIn(seller, sellerEmail(EURO_SELLER));
    renderWithClient(<Orders initialTab="sales" />, seller);
    const link = await screen.findByRole('link', { name: `Voir la commande V&T${order.id_commande}` });
    const sold = within(link.closest('tr') as HTMLElement).getByTestId('order-price').textContent;
    expect(sold).toBe(euros.format(sellerShare(order.prix_unitaire, 'EUR')));
    expect(sold).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
    await seller.auth.logout();
  });
});
