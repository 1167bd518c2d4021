/**
 * The account menu and shell against the real server: the entries of spec §2 and where they go,
 * the current entry, the folded menu on phones, 'Ajouter un article', and signing out (spec §4).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryStorage, SESSION_STORAGE_KEY } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buyFrom } from '../Orders/Orders.test.helpers.js';
import { recordingNavigation, renderWithClient } from '../testing/renderWithClient.js';
import { AccountMenu } from './AccountMenu.js';
import {
  accountClient,
  SEEDED,
  sellerEmail,
  signIn,
  signUpFresh,
  until,
} from './AccountMenu.test.helpers.js';
import { AccountShell } from './AccountShell.js';

afterEach(cleanup);

/** Unfolds the phone menu (happy-dom lays out as a phone: container queries do not apply). */
function openMenu() {
  const toggle = screen.getByRole('button', { name: /^Menu du compte/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return within(screen.getByRole('navigation', { name: 'Mon compte' }));
}

describe('AccountMenu', () => {
  it('lists identity, addresses, profile, add an article, my offers, my orders, messages, settings, logout and signing out everywhere to a buyer', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(<AccountMenu current="orders" />, client);
    const menu = openMenu();
    const items = menu.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Mon identité',
      'Mes adresses',
      'Mon profil',
      'Ajouter un article',
      'Mes offres',
      'Mes commandes',
      'Mes messages',
      'Mes paramètres',
      'Se déconnecter',
      'Se déconnecter partout',
    ]);
    const href = (name: string) => menu.getByRole('link', { name }).getAttribute('href');
    expect(href('Mon identité')).toBe('/fr-fr/useraccount');
    expect(href('Mes adresses')).toBe('/fr-fr/useraccount/adresses');
    expect(href('Mon profil')).toBe('/fr-fr/useraccount/profil');
    expect(href('Mes offres')).toBe('/fr-fr/useraccount/offers');
    expect(href('Mes commandes')).toBe('/fr-fr/useraccount/orders');
    expect(href('Mes messages')).toBe('/fr-fr/useraccount/messages');
    expect(href('Mes paramètres')).toBe('/fr-fr/useraccount/settings');
    // A buyer too: the article form says that selling starts with 'Mon profil'.
    expect(href('Ajouter un article')).toBe('/fr-fr/useraccount/add-article');
    expect(menu.getByRole('link', { name: 'Mes commandes' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Mon identité' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu du compte\u00a0: Mes commandes' })).toBeTruthy();
  });

  it('follows an entry through the host navigation and folds again', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const navigation = recordingNavigation();
    renderWithClient(<AccountMenu current="identity" />, client, navigation);
    fireEvent.click(openMenu().getByRole('link', { name: 'Mes messages' }));
    expect(navigation.visited).toEqual([{ to: 'messages' }]);
    expect(screen.getByRole('button', { name: /^Menu du compte/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('leads a seller to the article form, marked current there, and to their listings and payouts', async () => {
    const client = await accountClient();
    await signIn(client, SEEDED.seller);
    expect(client.auth.session()?.role).toBe('kim');
    const navigation = recordingNavigation();
    renderWithClient(<AccountMenu current="addArticle" />, client, navigation);
    const menu = openMenu();
    const link = menu.getByRole('link', { name: 'Ajouter un article' });
    expect(link.getAttribute('href')).toBe('/fr-fr/useraccount/add-article');
    expect(link.getAttribute('aria-current')).toBe('page');
    // A seller's own listings, between the article form and the orders.
    const products = menu.getByRole('link', { name: 'Mes produits' });
    expect(products.getAttribute('href')).toBe('/fr-fr/useraccount/my-products');
    // Then what their sales paid, next to their listings (a buyer's menu, above, has neither).
    const items = menu.getAllByRole('listitem').map((item) => item.textContent);
    expect(items.slice(items.indexOf('Mes produits'), items.indexOf('Mes produits') + 2)).toEqual([
      'Mes produits',
      'Mes versements',
    ]);
    const payouts = menu.getByRole('link', { name: 'Mes versements' });
    expect(payouts.getAttribute('href')).toBe('/fr-fr/useraccount/payouts');
    fireEvent.click(link);
    expect(navigation.visited).toEqual([{ to: 'addArticle' }]);
    await act(() => client.auth.logout());
  });

  it('signs out: storage, session and cart count cleared, then home', async () => {
    const storage = createMemoryStorage();
    const client = await accountClient({ storage, live: true });
    await signUpFresh(client);
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    await until(() => client.store.getState().connected);
    const navigation = recordingNavigation();
    renderWithClient(<AccountMenu />, client, navigation);
    fireEvent.click(openMenu().getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(navigation.visited).toEqual([{ to: 'home' }]));
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The live connection is closed too.
    expect(client.store.getState()).toMatchObject({
      user: null,
      cartCount: 0,
      userDetail: null,
      connected: false,
    });
  });
});

describe('signing out everywhere', () => {
  it("signs out here and on the account's other devices, whose live connection the server closes", async () => {
    const here = await accountClient({ live: true });
    const user = await signUpFresh(here);
    const elsewhere = await accountClient({ live: true });
    expect((await elsewhere.auth.login(user.email, user.password)).error).toBeUndefined();
    await until(() => here.store.getState().connected && elsewhere.store.getState().connected);
    const navigation = recordingNavigation();
    renderWithClient(<AccountMenu />, here, navigation);
    fireEvent.click(openMenu().getByRole('button', { name: 'Se déconnecter partout' }));
    await waitFor(() => expect(navigation.visited).toEqual([{ to: 'home' }]));
    expect(here.store.getState()).toMatchObject({ user: null, connected: false });
    // The other device learns it from its closed socket, without a click.
    await until(() => elsewhere.store.getState().user === null);
    expect(elsewhere.store.getState().connected).toBe(false);
  });
});

describe('AccountShell', () => {
  it('asks a visitor to sign in instead of showing the account', async () => {
    const client = await accountClient();
    const navigation = recordingNavigation();
    renderWithClient(
      <AccountShell current="identity">
        <p>Contenu</p>
      </AccountShell>,
      client,
      navigation,
    );
    expect(screen.getByText('Identifiez-vous pour accéder à votre compte.')).toBeTruthy();
    expect(screen.queryByText('Contenu')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: "S'identifier" }));
    expect(navigation.visited).toEqual([{ to: 'login' }]);
  });

  it('shows the menu beside the screen for a signed-in user', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    renderWithClient(
      <AccountShell current="settings">
        <p>Contenu</p>
      </AccountShell>,
      client,
    );
    expect(screen.getByText('Contenu')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Mon compte' })).toBeTruthy();
  });
});

/** A seller no other test file buys from: what waits for this file's buyer is this file's alone. */
const WAITING_SELLER = 'SavileRowFinds';

describe('AccountMenu, what waits', () => {
  it('counts beside My orders and My messages, live: a purchase shipped, a message, then the thread opened', async () => {
    const { order, user, buyer: payingClient, sellerId } = await buyFrom(WAITING_SELLER);
    await payingClient.auth.logout();
    const client = await accountClient({ live: true });
    await client.auth.login(user.email, user.password);
    await until(() => client.store.getState().connected);
    const seller = await accountClient();
    await signIn(seller, sellerEmail(WAITING_SELLER));

    renderWithClient(<AccountMenu current="identity" />, client);
    const menu = openMenu();
    const badgeOf = (name: RegExp) =>
      menu.getByRole('link', { name }).querySelector('[data-testid="count-badge"]');
    // Paid and not shipped yet: nothing waits for the buyer.
    await waitFor(() => expect(client.store.getState().waiting).not.toBeNull());
    expect(badgeOf(/^Mes commandes/)).toBeNull();
    expect(badgeOf(/^Mes messages/)).toBeNull();

    expect((await seller.orders.accept(order.id_commande)).error).toBeUndefined();
    const shipped = await seller.orders.ship(order.id_commande, {
      transporteur: 'Royal Mail',
      suivi_livraison: 'RM123456785GB',
      lien_suivi: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
    });
    expect(shipped.error).toBeUndefined();
    await waitFor(() => expect(badgeOf(/^Mes commandes/)?.textContent).toBe('11 réception à confirmer'));
    expect(menu.getByRole('link', { name: 'Mes commandes 1 réception à confirmer' })).toBeTruthy();

    const objet = `Votre colis ${order.id_commande}`;
    await seller.messages.send({ id_receiver: user.id_user, objet, corps_message: 'Il est parti ce matin.' });
    await waitFor(() => expect(badgeOf(/^Mes messages/)?.textContent).toBe('11 message non lu'));

    expect((await client.messages.thread(sellerId, objet)).error).toBeUndefined();
    await waitFor(() => expect(badgeOf(/^Mes messages/)).toBeNull());
    expect(badgeOf(/^Mes commandes/)?.textContent).toBe('11 réception à confirmer');

    await seller.auth.logout();
    await client.auth.logout();
  });
});
