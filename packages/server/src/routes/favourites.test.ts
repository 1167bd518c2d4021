/**
 * Favourites (spec §7 WishlistController) through HTTP against a real server: liking and
 * unliking, the list as product cards in the caller's language, and the live event that keeps
 * the caller's other tabs in step.
 */
import { FavouriteSchema, type ServerToClientEvents, type Session } from '@vitrine/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyer: Session;
let other: Session;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, other] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.otherSeller),
  ]);
});
afterAll(() => server?.close());

type Favourite = z.infer<typeof FavouriteSchema>;
type Body = { data: Favourite[]; error?: string; id_produit?: number; is_liked?: boolean };

/** Products of a seller, by email, oldest id first. */
async function productsOf(email: string, count: number): Promise<number[]> {
  const rows = await server.db.query<{ id_produit: number }>(
    `SELECT p.id_produit FROM produit p JOIN utilisateur u ON u.id_user = p.id_vendeur
      WHERE lower(u.email) = $1 ORDER BY p.id_produit LIMIT $2`,
    [email, count],
  );
  return rows.map((row) => row.id_produit);
}

const toggle = (session: Session | null, body: Record<string, unknown>) =>
  api<Body>(server.url, 'WishlistController/toggle_wishlist', { token: session?.token, body });

const wishlist = (session: Session | null, query = '') =>
  api<Body>(server.url, `WishlistController/get_wishlist_byiduser${query}`, { token: session?.token });

const likedIds = async (session: Session) => (await wishlist(session)).body.data.map((f) => f.id_produit);

describe('WishlistController/toggle_wishlist', () => {
  it('likes a product, then unlikes it, and stores each state', async () => {
    const [id_produit] = await productsOf(TEST_ACCOUNTS.seller, 1);
    const stored = () =>
      server.db.query('SELECT 1 FROM wishlist WHERE id_user = $1 AND id_produit = $2', [
        buyer.id_user,
        id_produit,
      ]);

    expect(await toggle(buyer, { id_produit })).toEqual({
      status: 200,
      body: { id_produit, is_liked: true },
    });
    expect(await stored()).toHaveLength(1);
    expect(await likedIds(buyer)).toContain(id_produit);

    expect(await toggle(buyer, { id_produit: String(id_produit), id_user: buyer.id_user })).toEqual({
      status: 200,
      body: { id_produit, is_liked: false },
    });
    expect(await stored()).toHaveLength(0);
    expect(await likedIds(buyer)).not.toContain(id_produit);
  });

  it("tells the caller's other sockets, and nobody else's", async () => {
    const [id_produit] = await productsOf('vintageroma@sellers.vitrine.dev', 1);
    const connect = async (session: Session) => {
      const socket: Socket<ServerToClientEvents> = io(server.url, {
        path: '/socket.io',
        auth: { token: session.token },
        transports: ['websocket'],
        forceNew: true,
      });
      await new Promise<void>((resolve) =>
        (socket as unknown as Socket).emit('initialize', {}, () => resolve()),
      );
      return socket;
    };
    const [mine, theirs] = await Promise.all([connect(buyer), connect(other)]);
    const othersEvents: unknown[] = [];
    theirs.on('like produit', (payload) => othersEvents.push(payload));
    try {
      const nextEvent = () => new Promise((resolve) => mine.once('like produit', resolve));
      let event = nextEvent();
      await toggle(buyer, { id_produit });
      expect(await event).toEqual({ id_produit, is_liked: true });
      event = nextEvent();
      await toggle(buyer, { id_produit });
      expect(await event).toEqual({ id_produit, is_liked: false });
      expect(othersEvents).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('answers 404 for an unknown product, 400 for a malformed id, 401 without a token', async () => {
    const unknown = await toggle(buyer, { id_produit: 2147483647 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('No product with the id 2147483647.');
    for (const id_produit of [undefined, 'abc', -3, 0, 2.5, "1' OR 1=1 --", 'x'.repeat(10_000)]) {
      const bad = await toggle(buyer, { id_produit });
      expect(bad.status, String(id_produit).slice(0, 20)).toBe(400);
      expect(bad.body.error).toMatch(/id_produit/);
    }
    const [id_produit] = await productsOf(TEST_ACCOUNTS.seller, 1);
    expect((await toggle(null, { id_produit })).status).toBe(401);
  });

  it("refuses to like on another user's behalf", async () => {
    const [id_produit] = await productsOf(TEST_ACCOUNTS.seller, 1);
    const answer = await toggle(other, { id_user: buyer.id_user, id_produit });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/id_user/);
    expect(await likedIds(buyer)).not.toContain(id_produit);
  });
});

describe('WishlistController/get_wishlist_byiduser', () => {
  it('answers the favourites as product cards, last liked first, in the asked language', async () => {
    const japanese = await productsOf('ginzatreasure@sellers.vitrine.dev', 2);
    const french = await productsOf(TEST_ACCOUNTS.seller, 3);
    const order = [japanese[0], french[2], japanese[1]] as number[];
    for (const id_produit of order) await toggle(other, { id_produit });

    const { status, body } = await wishlist(other, '?langue=en');
    expect(status).toBe(200);
    expect(body.data.map((f) => f.id_produit)).toEqual([...order].reverse());
    for (const favourite of body.data) {
      expect(z.safeParse(FavouriteSchema, favourite).success).toBe(true);
      expect(favourite.is_liked).toBe(true);
    }
    const dates = body.data.map((f) => Date.parse(f.date_ajout));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.data[0]).toMatchObject({ pays: 'Japan', alpha2: 'JP', code_monnaie: 'JPY' });
    expect(body.data[0]?.produit_nom).toBe(body.data[0]?.nom_cat_enfant_uk);
    expect(body.data[1]).toMatchObject({ pays: 'France', code_monnaie: 'EUR' });

    const inJapanese = (await wishlist(other, `?id_user=${other.id_user}&langue=jp`)).body.data;
    expect(inJapanese[0]).toMatchObject({ pays: '日本' });
    expect(inJapanese[0]?.produit_nom).toBe(inJapanese[0]?.nom_cat_enfant_jp);
    // French when no language is asked for.
    expect((await wishlist(other)).body.data[0]).toMatchObject({ pays: 'Japon' });
  });

  it('answers an empty list for a user without favourites', async () => {
    const fresh = await signIn(server.url, TEST_ACCOUNTS.thirdSeller);
    expect(await wishlist(fresh)).toEqual({ status: 200, body: { data: [] } });
  });

  it("answers 401 without a token, 403 for another user's list, 400 for bad input", async () => {
    expect((await wishlist(null)).status).toBe(401);
    const peek = await wishlist(buyer, `?id_user=${other.id_user}`);
    expect(peek.status).toBe(403);
    expect(peek.body).not.toHaveProperty('data');
    for (const query of ['?id_user=abc', '?id_user=-1', "?id_user=1'%20OR%201=1%20--", '?langue=de']) {
      const bad = await wishlist(buyer, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error).toEqual(expect.any(String));
    }
  });
});
