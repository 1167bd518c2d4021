import type { Waiting } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act } from '../orders/lifecycle.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { itemOf, newBuyer } from '../testing/checkoutFixtures.js';
import { authUser, orderIn, staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SELLER = 'vintageroma@sellers.vitrine.dev';

async function waiting(token: string): Promise<Waiting> {
  const answer = await api<{ data: Waiting }>(server.url, 'account/waiting', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('account/waiting', () => {
  it("counts a seller's sales to accept, then to ship, and nothing once shipped", async () => {
    const first = await orderIn(server, 'paid', { item: await itemOf(server, SELLER) });
    const before = await waiting(first.seller.token);
    const second = await orderIn(server, 'paid', { item: await itemOf(server, SELLER) });
    expect(await waiting(second.seller.token)).toEqual({ ...before, to_accept: before.to_accept + 1 });

    await act(server.context, authUser(second.seller.id_user), second.id_commande, 'accept', {});
    expect(await waiting(second.seller.token)).toEqual({ ...before, to_ship: before.to_ship + 1 });

    await act(server.context, authUser(second.seller.id_user), second.id_commande, 'ship', {
      shipping: { transporteur: 'Colissimo', suivi_livraison: '6A1', lien_suivi: 'https://laposte.fr/6A1' },
    });
    expect(await waiting(second.seller.token)).toEqual(before);
  });

  it("counts a buyer's receptions to confirm and unread messages, none of the seller's", async () => {
    const order = await orderIn(server, 'shipped', { item: await itemOf(server, SELLER) });
    expect(await waiting(order.buyer.token)).toEqual({ to_accept: 0, to_ship: 0, to_confirm: 1, unread: 0 });

    const sent = await api(server.url, 'MessageController/send_message', {
      token: order.seller.token,
      body: { id_receiver: order.buyer.id_user, objet: 'Votre colis', corps_message: 'Il est parti.' },
    });
    expect(sent.status).toBe(200);
    expect(await waiting(order.buyer.token)).toEqual({ to_accept: 0, to_ship: 0, to_confirm: 1, unread: 1 });

    // Opening the thread reads the message; confirming reception ends what the order asks.
    await api(server.url, 'MessageController/read', {
      token: order.buyer.token,
      body: { id_receiver: order.seller.id_user, objet: 'Votre colis' },
    });
    await act(server.context, authUser(order.buyer.id_user), order.id_commande, 'confirmReception', {});
    expect(await waiting(order.buyer.token)).toEqual({ to_accept: 0, to_ship: 0, to_confirm: 0, unread: 0 });
  });

  it("counts staff's own things only: a dispute they decide is not theirs to wait on", async () => {
    const staff = await staffSession(server);
    const before = await waiting(staff.token);
    await orderIn(server, 'disputed', { item: await itemOf(server, SELLER) });
    await orderIn(server, 'paid', { item: await itemOf(server, SELLER) });
    expect(await waiting(staff.token)).toEqual(before);

    const buyer = await newBuyer(server);
    await api(server.url, 'MessageController/send_message', {
      token: buyer.token,
      body: { id_receiver: staff.id_user, objet: 'Une question', corps_message: 'Bonjour.' },
    });
    expect(await waiting(staff.token)).toEqual({ ...before, unread: before.unread + 1 });
  });

  it('answers the token’s user only: 401 without a token, and ids in the query change nothing', async () => {
    const order = await orderIn(server, 'paid', { item: await itemOf(server, SELLER) });
    const unsigned = await api(server.url, 'account/waiting');
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toHaveProperty('error');

    const asBuyer = await api<{ data: Waiting }>(
      server.url,
      `account/waiting?id_user=${order.seller.id_user}`,
      { token: order.buyer.token },
    );
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body.data.to_accept).toBe(0);
  });
});
