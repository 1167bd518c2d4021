import type { BookAddress } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api, TEST_ACCOUNTS } from '../testing/accounts.js';
import { type Buyer, buy, createIntents, intentBody, itemOf, newBuyer } from '../testing/checkoutFixtures.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

type Answer<T> = { status: number; body: { data: T; error?: string; field?: string; key?: string } };

const LONDON = {
  prenom: 'Oliver',
  nom: 'Smith',
  pays: 'GB',
  adresse: '221B Baker Street',
  ville: 'London',
  code_postal: 'NW1 6XE',
  telephone: '+44 20 7946 0000',
};
const TOKYO = {
  prenom: '花子',
  nom: '山田',
  pays: 'JP',
  adresse: '神宮前1-2-3',
  ville: '渋谷区',
  region_etat: '東京都',
  code_postal: '150-0001',
  telephone: '+81 3 1234 5678',
};

const call = <T>(who: Buyer | null, path: string, body?: Record<string, unknown>) =>
  api(server.url, `AdresseController/${path}`, { token: who?.token, body }) as Promise<Answer<T>>;
const book = async (who: Buyer) => (await call<BookAddress[]>(who, 'get_adresses')).body.data;
const add = (who: Buyer, address: Record<string, unknown>) => call<BookAddress>(who, 'save_adresse', address);
const orderAddress = async (idCommande: number) =>
  (
    await server.db.query<{ nom_livraison: string; adresse: string }>(
      `SELECT a.nom AS nom_livraison, a.adresse FROM commande c
         JOIN adresse_livraison a ON a.id_adresse_livraison = c.id_adresse_livraison
        WHERE c.id_commande = $1`,
      [idCommande],
    )
  )[0];

describe('the address book', () => {
  it('keeps a London address without region nor line 2 and a Tokyo one with its prefecture; one default', async () => {
    const buyer = await newBuyer(server);
    const london = await add(buyer, LONDON);
    expect(london.status, JSON.stringify(london.body)).toBe(200);
    expect(london.body.data).toMatchObject({ adresse_2: '', region_etat: '', code_postal: 'NW1 6XE' });
    // A prefecture by its Latin name is kept as Japan's post writes it.
    const tokyo = await add(buyer, { ...TOKYO, region_etat: 'tokyo', par_defaut: true });
    expect(tokyo.status, JSON.stringify(tokyo.body)).toBe(200);
    expect(tokyo.body.data).toMatchObject({ region_etat: '東京都', par_defaut: true });

    const addresses = await book(buyer);
    expect(addresses.map((address) => [address.adresse_1, address.par_defaut])).toEqual([
      ['神宮前1-2-3', true],
      ['221B Baker Street', false],
      ['1 rue de Rivoli', false],
    ]);

    const madeDefault = await call<BookAddress[]>(buyer, 'set_default_adresse', {
      id_adresse_livraison: london.body.data.id_adresse_livraison,
    });
    expect(
      madeDefault.body.data.filter((address) => address.par_defaut).map((address) => address.adresse_1),
    ).toEqual(['221B Baker Street']);
    const last = await api<{ data: { adresse_1: string } }>(
      server.url,
      'AdresseController/get_last_commande_adress',
      {
        token: buyer.token,
      },
    );
    expect(last.body.data.adresse_1).toBe('221B Baker Street');

    // Deleting the default hands the default to the newest address left.
    const left = await call<BookAddress[]>(buyer, 'delete_adresse', {
      id_adresse_livraison: london.body.data.id_adresse_livraison,
    });
    expect(left.body.data.map((address) => [address.adresse_1, address.par_defaut])).toEqual([
      ['神宮前1-2-3', true],
      ['1 rue de Rivoli', false],
    ]);
  });

  it('takes addresses added at once to an empty book (a form sent twice): every one kept, one default', async () => {
    const buyer = await newBuyer(server);
    await server.db.query('DELETE FROM adresse_livraison WHERE id_user = $1', [buyer.id_user]);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => add(buyer, { ...LONDON, adresse: `${n} Baker Street`, par_defaut: n === 4 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const addresses = await book(buyer);
    expect(addresses).toHaveLength(4);
    expect(addresses.filter((address) => address.par_defaut).map((address) => address.adresse_1)).toEqual([
      '4 Baker Street',
    ]);
  });

  it("refuses what the country's post would not take, naming the field", async () => {
    const buyer = await newBuyer(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...LONDON, code_postal: '75004' }, 'code_postal', 'validation.postcode'],
      [{ ...LONDON, code_postal: '' }, 'code_postal', 'validation.required'],
      [{ ...TOKYO, region_etat: '' }, 'region_etat', 'validation.required'],
      [{ ...TOKYO, region_etat: 'Bavaria' }, 'region_etat', 'validation.region'],
      // Osaka's postcodes start with 5: not Tokyo's.
      [{ ...TOKYO, code_postal: '530-0001' }, 'code_postal', 'validation.postcodeRegion'],
      [{ ...LONDON, ville: '' }, 'ville', 'validation.required'],
      [{ ...LONDON, nom: '', prenom: '' }, 'nom', 'validation.required'],
    ];
    for (const [body, field, key] of cases) {
      const answer = await add(buyer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({
        field,
        key,
        error: expect.stringMatching(new RegExp(`^${field}: `)),
      });
    }
    expect(await book(buyer)).toHaveLength(1);
    // A region where the country has none is not kept.
    const paris = await add(buyer, {
      ...LONDON,
      pays: 'FR',
      code_postal: '75004',
      region_etat: 'Île-de-France',
    });
    expect(paris.body.data.region_etat).toBe('');
  });

  it('never changes what a past order shows: an address an order used is replaced, then retired', async () => {
    const buyer = await newBuyer(server);
    const intent = await buy(server, buyer, await itemOf(server, TEST_ACCOUNTS.thirdSeller));
    const [order] = await server.db.query<{ id_commande: number }>(
      'SELECT id_commande FROM commande WHERE id_payment_intent = $1',
      [intent.id],
    );
    const idCommande = (order as { id_commande: number }).id_commande;
    const shown = await orderAddress(idCommande);

    const changed = await call<BookAddress>(buyer, 'update_adresse', {
      ...LONDON,
      id_adresse_livraison: buyer.id_adresse,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.id_adresse_livraison).not.toBe(buyer.id_adresse);
    expect(changed.body.data.par_defaut).toBe(true);
    expect(await orderAddress(idCommande)).toEqual(shown);
    expect((await book(buyer)).map((address) => address.adresse_1)).toEqual(['221B Baker Street']);

    const deleted = await call<BookAddress[]>(buyer, 'delete_adresse', {
      id_adresse_livraison: changed.body.data.id_adresse_livraison,
    });
    expect(deleted.body.data).toEqual([]);
    expect(await orderAddress(idCommande)).toEqual(shown);
    // The old address is out of the book: no new payment goes to it.
    const again = await call<BookAddress>(buyer, 'update_adresse', {
      ...TOKYO,
      id_adresse_livraison: buyer.id_adresse,
    });
    expect(again.status).toBe(404);
  });

  it('answers a checkout to an address changed since it was shown 409, with a code the checkout translates', async () => {
    const buyer = await newBuyer(server);
    await buy(server, buyer, await itemOf(server, TEST_ACCOUNTS.thirdSeller));
    // Changed in another tab: a used address is replaced by a new one, and retired.
    const changed = await call<BookAddress>(buyer, 'update_adresse', {
      ...LONDON,
      id_adresse_livraison: buyer.id_adresse,
    });
    expect(changed.body.data.id_adresse_livraison).not.toBe(buyer.id_adresse);
    const item = await itemOf(server, TEST_ACCOUNTS.thirdSeller);
    const stale = await createIntents(server, buyer.token, await intentBody(server, buyer, [item]));
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({ code: 'address_retired', error: expect.any(String) });
    const chosenAgain = await createIntents(
      server,
      buyer.token,
      await intentBody(server, { ...buyer, id_adresse: changed.body.data.id_adresse_livraison }, [item]),
    );
    expect(chosenAgain.status, JSON.stringify(chosenAgain.body)).toBe(200);
  });

  it('changes an address no order used in place', async () => {
    const buyer = await newBuyer(server);
    const changed = await call<BookAddress>(buyer, 'update_adresse', {
      ...TOKYO,
      id_adresse_livraison: buyer.id_adresse,
    });
    expect(changed.body.data).toMatchObject({
      id_adresse_livraison: buyer.id_adresse,
      nom: '山田',
      par_defaut: true,
    });
    const rows = await server.db.query('SELECT 1 FROM adresse_livraison WHERE id_user = $1', [buyer.id_user]);
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another user's address, and changes nothing of it", async () => {
    const [owner, other] = await Promise.all([newBuyer(server), newBuyer(server)]);
    const id_adresse_livraison = owner.id_adresse;
    const before = await book(owner);
    for (const [path, body] of [
      ['update_adresse', { ...LONDON, id_adresse_livraison }],
      ['delete_adresse', { id_adresse_livraison }],
      ['set_default_adresse', { id_adresse_livraison }],
    ] as const) {
      const answer = await call(other, path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error).toEqual(expect.any(String));
      // Naming the owner with another's token is refused before anything is read.
      expect((await call(other, path, { ...body, id_user: owner.id_user })).status).toBe(403);
      expect((await call(null, path, body)).status).toBe(401);
    }
    expect(await book(owner)).toEqual(before);
    expect((await call(other, `get_adresses?id_user=${owner.id_user}`)).status).toBe(403);
  });

  it("answers a country's rules from Google's address data, and 404 for an unknown country", async () => {
    const japan = await call<Record<string, unknown>>(null, 'get_regles_pays?pays=jp');
    expect(japan.body.data).toMatchObject({
      pays: 'JP',
      hasRegion: true,
      regionRequired: true,
      familyNameFirst: true,
      regionKind: 'prefecture',
    });
    expect(japan.body.data.regions).toContainEqual({
      value: '東京都',
      label: '東京都',
      latin: 'Tokyo',
      zip: expect.any(String),
    });
    const britain = await call<Record<string, unknown>>(null, 'get_regles_pays?pays=GB');
    expect(britain.body.data).toMatchObject({
      hasRegion: false,
      postcodeRequired: true,
      familyNameFirst: false,
    });
    expect((await call(null, 'get_regles_pays?pays=QQ')).status).toBe(404);
    expect((await call(null, 'get_regles_pays?pays=../')).status).toBe(400);
  });
});
