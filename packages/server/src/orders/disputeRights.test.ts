/**
 * Staff's rights on orders, and a dispute's evidence, over HTTP against a real server: staff never
 * decide an order they bought or sold (403, nothing written); staff read the delivery address only
 * on a disputed order; the buyer's photos are served to the buyer, the seller and staff only —
 * anyone else, signed in or not, gets 404 — and never kept by a cache.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DELIVERY_ADDRESS_FIELDS, type Order, type OrderTimeline } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { type Buyer, itemOf } from '../testing/checkoutFixtures.js';
import { pngBlob } from '../testing/images.js';
import { anyItem, authUser, orderIn, staffSession } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { act } from './lifecycle.js';

let server: RunningServer;
let staff: { id_user: number; token: string };
let stranger: { id_user: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ jobIntervalMs: 3_600_000 });
  staff = await staffSession(server);
  const [other] = await server.db.query<{ id_user: number }>(
    `SELECT id_user FROM utilisateur WHERE role = 'kim' ORDER BY id_user DESC LIMIT 1`,
  );
  const id_user = (other as { id_user: number }).id_user;
  stranger = {
    id_user,
    token: (await openSession(server.db, id_user, DEFAULT_TOKEN_TTL_SECONDS, new Date())).token,
  };
});
afterAll(() => server?.close());

const timelineOf = (token: string, id_commande: number) =>
  api<{ data: OrderTimeline }>(
    server.url,
    `CommandeController/get_historique_commande?id_commande=${id_commande}`,
    {
      token,
    },
  );
const orderAs = (token: string, id_commande: number) =>
  api<{ data: Order[] }>(
    server.url,
    `CommandeController/get_commande_byidcommande?id_commande=${id_commande}`,
    {
      token,
    },
  );
const decide = (token: string, id_commande: number, decision: 'refund' | 'release') =>
  api<{ error?: string }>(server.url, 'CommandeController/decide_litige', {
    token,
    body: { id_commande, decision, note: 'Vu.' },
  });

/** Staff's own session as a buyer: the staff member, with a delivery address. */
async function staffAsBuyer(): Promise<Buyer> {
  const [address] = await server.db.query<{ id: number }>(
    `INSERT INTO adresse_livraison (id_user, prenom, nom, id_pays, adresse, complement, ville, region_etat, code_postal, telephone)
     VALUES ($1, 'Sam', 'Staff', (SELECT id_pays FROM pays WHERE alpha2 = 'FR'), '2 rue du Staff', '', 'Paris', 'IDF', '75002', '+33100000001')
     RETURNING id_adresse_livraison AS id`,
    [staff.id_user],
  );
  return { id_user: staff.id_user, token: staff.token, id_adresse: (address as { id: number }).id };
}

describe('staff deciding a dispute', () => {
  it('are refused with 403 on an order they bought, for a refund and for a release, and nothing is written', async () => {
    const { id_commande } = await orderIn(server, 'disputed', { buyer: await staffAsBuyer() });
    const before = (await timelineOf(staff.token, id_commande)).body.data;
    for (const decision of ['refund', 'release'] as const) {
      const answer = await decide(staff.token, id_commande, decision);
      expect(answer.status, decision).toBe(403);
      expect(answer.body.error).toMatch(/bought or sold this order/);
    }
    const after = (await timelineOf(staff.token, id_commande)).body.data;
    expect(after).toEqual(before);
    expect(after.etat).toBe('disputed');
    expect(after.money).toEqual([]);
  });

  it('are refused with 403 on an order they sold', async () => {
    const { id_commande } = await orderIn(server, 'disputed');
    // The order's seller becomes staff: they still may not judge their own sale.
    const [order] = await server.db.query<{ id_vendeur: number }>(
      'SELECT id_vendeur FROM commande WHERE id_commande = $1',
      [id_commande],
    );
    const sellerId = (order as { id_vendeur: number }).id_vendeur;
    await server.db.query(`UPDATE utilisateur SET role = 'staff' WHERE id_user = $1`, [sellerId]);
    try {
      const token = (await openSession(server.db, sellerId, DEFAULT_TOKEN_TTL_SECONDS, new Date())).token;
      const answer = await decide(token, id_commande, 'release');
      expect(answer.status).toBe(403);
      expect((await timelineOf(staff.token, id_commande)).body.data.etat).toBe('disputed');
    } finally {
      await server.db.query(`UPDATE utilisateur SET role = 'kim' WHERE id_user = $1`, [sellerId]);
    }
  });

  it('decide an order between two other people', async () => {
    const { id_commande } = await orderIn(server, 'disputed');
    expect((await decide(staff.token, id_commande, 'refund')).status).toBe(200);
  });
});

describe('the delivery address', () => {
  it('is absent from what staff receive until the order is disputed, and there once it is', async () => {
    const item = await anyItem(server);
    const fixture = await orderIn(server, 'received', { item });
    const staffRead = (await orderAs(staff.token, fixture.id_commande)).body.data[0] as Order;
    expect(staffRead.id_commande).toBe(fixture.id_commande);
    for (const field of DELIVERY_ADDRESS_FIELDS) expect(staffRead, field).not.toHaveProperty(field);
    // The parties read it as before.
    for (const token of [fixture.buyer.token, fixture.seller.token]) {
      const order = (await orderAs(token, fixture.id_commande)).body.data[0] as Order;
      expect(order.adresse_livraison).toBe('1 rue de Rivoli');
      expect(order.ville_livraison).toBe('Paris');
    }
    await act(server.context, authUser(fixture.buyer.id_user), fixture.id_commande, 'reportProblem', {
      note: 'Abîmé.',
    });
    const disputed = (await orderAs(staff.token, fixture.id_commande)).body.data[0] as Order;
    expect(disputed.adresse_livraison).toBe('1 rue de Rivoli');
    const listed = await api<{ data: Order[] }>(server.url, 'CommandeController/list_litiges?limit=200', {
      token: staff.token,
    });
    expect(listed.body.data.find((order) => order.id_commande === fixture.id_commande)?.ville_livraison).toBe(
      'Paris',
    );
  });
});

describe('a dispute’s photos', () => {
  async function reported() {
    const fixture = await orderIn(server, 'received', { item: await itemOf(server, 'vendeur@vitrine.dev') });
    const form = new FormData();
    form.append('id_commande', String(fixture.id_commande));
    form.append('motif', 'La boucle est cassée.');
    form.append('photo_1', pngBlob(), 'boucle.png');
    const response = await fetch(`${server.url}/api/CommandeController/report_probleme`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fixture.buyer.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const timeline = ((await response.json()) as { data: OrderTimeline }).data;
    return { ...fixture, photo: timeline.steps.at(-1)?.photos[0] as string };
  }
  const photoAs = (path: string, token?: string) =>
    fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('are served to the buyer, the seller and staff, never cached publicly', async () => {
    const { photo, buyer, seller, id_commande } = await reported();
    expect(photo).toMatch(new RegExp(`^/media/orders/${id_commande}/[0-9a-f]{32}\\.png$`));
    for (const token of [buyer.token, seller.token, staff.token]) {
      const served = await photoAs(photo, token);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(new Uint8Array(await served.arrayBuffer()).slice(1, 4)).toEqual(
        new Uint8Array([0x50, 0x4e, 0x47]),
      );
    }
  });

  it('answer 404 to a visitor, a stranger, a forged token, and under another order or the public media path', async () => {
    const { photo, buyer, id_commande } = await reported();
    const name = photo.slice(photo.lastIndexOf('/') + 1);
    for (const token of [undefined, stranger.token, 'forged-token-0000000000000000000000000000000']) {
      const answer = await photoAs(photo, token);
      expect(answer.status, String(token)).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // The buyer's other order does not open this one's photo.
    const other = await orderIn(server, 'paid', { buyer });
    expect((await photoAs(`/media/orders/${other.id_commande}/${name}`, buyer.token)).status).toBe(404);
    expect((await photoAs(`/media/orders/${id_commande}/${'0'.repeat(32)}.png`, buyer.token)).status).toBe(
      404,
    );
    for (const path of [
      `/media/uploads/disputes/${name}`,
      `/media/uploads/%64isputes/${name}`,
      `/media/uploads/avatars/../disputes/${name}`,
    ])
      expect((await photoAs(path, buyer.token)).status, path).toBe(404);
  });

  it('answer 404, never 5xx, to malformed addresses', async () => {
    const { photo, buyer } = await reported();
    const name = photo.slice(photo.lastIndexOf('/') + 1);
    for (const path of [
      `/media/orders/99999999999999999999/${name}`,
      `/media/orders/-1/${name}`,
      `/media/orders/0/${name}`,
      `/media/orders/1e3/${name}`,
      `/media/orders/%00/${name}`,
      `/media/orders/1/..%2f..%2f..%2fetc%2fpasswd`,
      `/media/orders/1/${name.toUpperCase()}`,
      `/media/orders/1/${'a'.repeat(5000)}.png`,
      '/media/orders/1/%E0%A4%A.png',
      '/media/orders/',
    ]) {
      const answer = await photoAs(path, buyer.token);
      // 400 and 414: a malformed encoding, or a name past the router's parameter length, refused before the route.
      expect([400, 404, 414], path.slice(0, 80)).toContain(answer.status);
    }
  });

  it('kept where photos were public before are served as evidence only, not at their old address', async () => {
    const { id_commande, buyer } = await orderIn(server, 'received');
    const name = `${'ab'.repeat(16)}.png`;
    const folder = join(server.config.mediaDir, 'public', 'disputes');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), Buffer.from(await pngBlob().arrayBuffer()));
    await act(server.context, authUser(buyer.id_user), id_commande, 'reportProblem', {
      note: 'Ancienne photo.',
      photos: [`/media/uploads/disputes/${name}`],
    });
    const photo = (await timelineOf(buyer.token, id_commande)).body.data.steps.at(-1)?.photos[0] as string;
    expect(photo).toBe(`/media/orders/${id_commande}/${name}`);
    expect((await photoAs(photo, staff.token)).status).toBe(200);
    expect((await photoAs(photo)).status).toBe(404);
    expect((await photoAs(`/media/uploads/disputes/${name}`)).status).toBe(404);
  });
});
