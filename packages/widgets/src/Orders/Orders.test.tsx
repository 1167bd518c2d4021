/**
 * 'Mon commandes' against the real server, with a purchase made in this file from
 * MadisonAvenueResale (a seller no other test file buys from): the tabs and their counts, the
 * columns, the 'V&T' numbers, prices with 2 decimals, and opening an order.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountClient, sellerEmail, signIn, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { Orders } from './Orders.js';
import { buyFrom, type Purchase } from './Orders.test.helpers.js';

const SELLER = 'MadisonAvenueResale';
let purchase: Purchase;

beforeAll(async () => {
  purchase = await buyFrom(SELLER);
}, 60_000);
afterEach(cleanup);

describe('Orders', () => {
  it("shows the tabs 'Mes achats (n)' and 'Mes ventes (n)', the sales tab at 0 for a buyer", async () => {
    renderWithClient(<Orders />, purchase.buyer);
    expect(screen.getByRole('heading', { name: 'Mon commandes' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Mes achats (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mes ventes (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Mes ventes (0)' }));
    expect(screen.getByText('Vous n’avez encore rien vendu.')).toBeTruthy();
  });

  it('lists the purchase under COMMANDE, PRODUIT, STATUS, PRIX with a V&T number and 2 decimals', async () => {
    const { order } = purchase;
    renderWithClient(<Orders />, purchase.buyer);
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'COMMANDE',
      'PRODUIT',
      'STATUS',
      'PRIX',
    ]);
    const [row] = screen.getAllByTestId('order-row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    // On phones each cell is named by its column.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'COMMANDE',
      'PRODUIT',
      'STATUS',
      'PRIX',
    ]);
    expect(within(cells[0] as HTMLElement).getByRole('link').textContent).toBe(`V&T${order.id_commande}`);
    expect(cells[1]?.textContent).toContain(order.modele);
    expect(cells[1]?.querySelector('img')?.getAttribute('width')).toBe('48');
    // The state is only shown, never changed here.
    expect(cells[2]?.textContent).toBe('En attente d’expédition');
    expect(within(cells[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(cells[3]?.textContent).toMatch(/^\d[\d\s\u202f]*,\d{2} \S+$/);
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
