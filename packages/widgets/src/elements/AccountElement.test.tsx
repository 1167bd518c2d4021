/**
 * `<vitrine-account>` in happy-dom against the real server, with a purchase made in this file:
 * its screens inside its shadow root, its own moves between them (orders → order, messages →
 * conversation, the menu) without a router or an event, and `vitrine:navigate` for the rest.
 */
import { fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountClient,
  sellerEmail,
  signIn,
  unique,
  until,
} from '../AccountMenu/AccountMenu.test.helpers.js';
import { buyFrom, DELIVERY, type Purchase } from '../Orders/Orders.test.helpers.js';
import { testServerUrl } from '../testing/renderWithClient.js';
import { defineVitrineElements } from './defineElements.js';
import { sharedClient } from './sharedClient.js';

const SELLER = 'MadisonAvenueResale';
let purchase: Purchase;
const subject = `Livraison ${unique()}`;
const navigations: CustomEvent[] = [];
const recordNavigation = (event: Event) => {
  navigations.push(event as CustomEvent);
  // The host page routes itself: the element must not load another page.
  event.preventDefault();
};

beforeAll(async () => {
  defineVitrineElements();
  purchase = await buyFrom(SELLER);
  const client = sharedClient(testServerUrl());
  const signedIn = await client.auth.login(purchase.user.email, purchase.user.password);
  if (signedIn.error) throw signedIn.error;
  await client.messages.send({ id_receiver: purchase.sellerId, objet: subject, corps_message: 'Bonjour !' });
  document.addEventListener('vitrine:navigate', recordNavigation);
}, 60_000);
afterAll(async () => {
  document.removeEventListener('vitrine:navigate', recordNavigation);
  await sharedClient(testServerUrl()).auth.logout();
});
afterEach(() => {
  document.body.innerHTML = '';
  navigations.length = 0;
});

function mount(attributes: string): HTMLElement {
  document.body.innerHTML = `<vitrine-account api-base="${testServerUrl()}" country="FR" lang="fr" ${attributes}></vitrine-account>`;
  return document.querySelector('vitrine-account') as HTMLElement;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<vitrine-account>', () => {
  it('goes from the orders to an order and back by itself, in its shadow root', async () => {
    const { order } = purchase;
    const element = mount('view="orders"');
    const link = await until(() =>
      inside(element).queryByRole('link', { name: `Voir la commande V&T${order.id_commande}` }),
    );
    expect(inside(element).getByRole('tab', { name: 'Mes achats (1)' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    expect(element.shadowRoot?.querySelector('style')).toBeTruthy();
    fireEvent.click(link);
    await until(() => inside(element).queryByRole('heading', { name: `Commande V&T${order.id_commande}` }));
    fireEvent.click(inside(element).getByRole('link', { name: /Retour à mes commandes/ }));
    await until(() => inside(element).queryByRole('tab', { name: 'Mes achats (1)' }));
    expect(navigations).toEqual([]);
  });

  it('offers pages outside the account to the host page', async () => {
    const element = mount(`view="order" order-id="${purchase.order.id_commande}"`);
    const seller = await until(() =>
      inside(element).queryByRole('link', { name: `Voir la boutique de ${SELLER}` }),
    );
    fireEvent.click(seller);
    expect(navigations.map((event) => event.detail)).toEqual([
      expect.objectContaining({
        to: 'seller',
        id_vendeur: purchase.sellerId,
        href: expect.stringContaining('/fr-fr/selleraccount-detail/'),
      }),
    ]);
  });

  it('goes from the messages to a conversation with its subject, and through the menu', async () => {
    const element = mount('view="messages"');
    const conversation = await until(() => inside(element).queryAllByTestId('conversation')[0]);
    expect(conversation.textContent).toContain(subject);
    fireEvent.click(within(conversation).getByRole('link'));
    await until(() => inside(element).queryByRole('heading', { name: subject }));
    await until(() => inside(element).queryByText('Bonjour !'));
    fireEvent.click(inside(element).getByRole('button', { name: /^Menu du compte/ }));
    fireEvent.click(inside(element).getByRole('link', { name: 'Mes paramètres' }));
    await until(() => inside(element).queryByRole('heading', { name: 'Mes paramètres' }));
    expect(navigations).toEqual([]);
  });

  it('shows what its attributes name, and follows their changes', async () => {
    const element = mount('view="identity"');
    await until(() => inside(element).queryByRole('heading', { name: 'Mon identité' }));
    await until(() => inside(element).queryByText(purchase.user.email));
    element.setAttribute('view', 'addresses');
    await until(() => inside(element).queryByText(DELIVERY.adresse));
    element.setAttribute('subject', subject);
    element.setAttribute('receiver-id', String(purchase.sellerId));
    element.setAttribute('view', 'thread');
    await until(() => inside(element).queryByRole('heading', { name: subject }));
  });

  it('goes back to the orders when an order has no id', async () => {
    const element = mount('view="order"');
    await until(() => inside(element).queryByRole('heading', { name: 'Mes commandes' }));
  });

  // Last: it moves the file's order on, which the tests above read as paid.
  it("sends vitrine:order-received when the buyer confirms a shipped order's reception", async () => {
    const { order } = purchase;
    const seller = await accountClient();
    await signIn(seller, sellerEmail(SELLER));
    expect((await seller.orders.accept(order.id_commande)).error).toBeUndefined();
    const shipped = await seller.orders.ship(order.id_commande, {
      transporteur: 'UPS',
      suivi_livraison: '1Z999AA10123456784',
      lien_suivi: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(shipped.error).toBeUndefined();
    await seller.auth.logout();
    const received: CustomEvent[] = [];
    const record = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('vitrine:order-received', record);
    try {
      const element = mount(`view="order" order-id="${order.id_commande}"`);
      fireEvent.click(await until(() => inside(element).queryByRole('button', { name: 'Je l’ai reçu' })));
      // Asked again first: confirming starts the last 48 h to report a problem.
      const asked = await until(() => inside(element).queryByRole('alertdialog'));
      fireEvent.click(within(asked).getByRole('button', { name: 'Oui, je l’ai reçu' }));
      await until(() => received[0]);
      expect(received).toHaveLength(1);
      expect(received[0]?.detail).toMatchObject({ id_commande: order.id_commande, etat: 'received' });
      expect(received[0]?.composed).toBe(true);
    } finally {
      document.removeEventListener('vitrine:order-received', record);
    }
  }, 60_000);
});
