/**
 * The address book through the SDK against the real server: each country's rules as the form
 * checks them (the server's own, from Google's address data), a London and a Tokyo address, one
 * default, a checkout paid to a chosen address, and the order showing it after the book changed.
 */
import { api, startTestServer } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { deliveryAddressFormFor } from './forms/forms.js';
import { cardFieldFromValues, sandboxPayments } from './payments/index.js';
import { createMemoryStorage } from './storage.js';
import { TEST_SIGN_UP } from './testing/signUp.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
const clients: VitrineClient[] = [];
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  for (const client of clients) await client.auth.logout().catch(() => {});
  await server?.close();
});

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

let signUps = 0;
async function newBuyer(): Promise<VitrineClient> {
  const client = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    payments: sandboxPayments(),
  });
  clients.push(client);
  await client.setLocale({ country: 'JP', language: 'jp' });
  const n = `${Date.now()}${++signUps}`;
  const created = await client.auth.signup({
    ...TEST_SIGN_UP,
    email: `book${n}@test.vitrine.dev`,
    pseudo_profile: `Book${n}`,
  });
  if (created.error) throw created.error;
  return client;
}

describe('the address book through the SDK', () => {
  it("checks an address by its country's rules in the form as the server does", async () => {
    const client = await newBuyer();
    const britain = await client.addresses.countryRules('gb');
    const japan = await client.addresses.countryRules('JP');
    if (britain.error || japan.error) throw britain.error ?? japan.error;
    const british = deliveryAddressFormFor(britain.data);
    const japanese = deliveryAddressFormFor(japan.data);

    // No region and no line 2 in London; a prefecture in Tokyo, its postcode among Tokyo's.
    expect(british(LONDON).errors).toBeUndefined();
    expect(japanese(TOKYO).errors).toBeUndefined();
    expect(british({ ...LONDON, code_postal: '75004' }).errors).toEqual({
      code_postal: { key: 'validation.postcode' },
    });
    expect(japanese({ ...TOKYO, region_etat: '' }).errors).toEqual({
      region_etat: { key: 'validation.required' },
    });
    expect(japanese({ ...TOKYO, code_postal: '530-0001' }).errors).toEqual({
      code_postal: { key: 'validation.postcodeRegion' },
    });

    // What the form refuses, the server refuses, on the same field.
    const refused = await client.addresses.saveAddress({ ...LONDON, code_postal: '75004' });
    expect(refused.error?.message).toMatch(/^code_postal: /);
    expect((refused.error as { body?: Record<string, unknown> }).body).toMatchObject({
      field: 'code_postal',
      key: 'validation.postcode',
    });
    // Read once per country.
    expect(await client.addresses.countryRules('GB')).toEqual(britain);
  });

  it('keeps London and Tokyo, pays to the Tokyo one chosen at checkout, and the order keeps it after the book changes', async () => {
    const client = await newBuyer();
    expect((await client.addresses.list()).data).toEqual([]);
    const london = await client.addresses.saveAddress(LONDON);
    const tokyo = await client.addresses.saveAddress(TOKYO);
    if (london.error || tokyo.error) throw london.error ?? tokyo.error;
    expect(london.data.par_defaut).toBe(true);
    expect(tokyo.data.par_defaut).toBe(false);

    const book = await client.addresses.setDefault(tokyo.data.id_adresse_livraison);
    expect(book.data?.map((address) => [address.ville, address.par_defaut])).toEqual([
      ['渋谷区', true],
      ['London', false],
    ]);
    expect((await client.orders.lastAddress()).data?.id_adresse_livraison).toBe(
      tokyo.data.id_adresse_livraison,
    );

    const products = await client.catalog.products({ limit: 40 });
    const product = products.data?.data.find((item) => item.qte_produit > 0);
    const detail = await client.catalog.product(product?.id_produit as number);
    const variant = detail.data?.details.sous_produit.find((item) => item.etat !== 'Vendu');
    await client.cart.add({
      id_produit: product?.id_produit as number,
      id_sous_produit: variant?.id as number,
    });
    const paid = await client.checkout.pay({
      address: { id_adresse_livraison: tokyo.data.id_adresse_livraison },
      provider: await client.payments(),
      card: cardFieldFromValues({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
      holderName: 'Hanako Yamada',
    });
    if (paid.error) throw paid.error;
    expect(paid.data.id_adresse_livraison).toBe(tokyo.data.id_adresse_livraison);
    const [order] = (await client.orders.purchases()).data ?? [];
    const shipTo = (id: number) => client.orders.get(id).then((answer) => answer.data);
    expect(await shipTo(order?.id_commande as number)).toMatchObject({
      nom_livraison: '山田',
      region_livraison: '東京都',
      code_postal_livraison: '150-0001',
      alpha2_livraison: 'JP',
    });

    // The Tokyo address moves and is then deleted: the order still shows where it was shipped.
    const moved = await client.addresses.update(tokyo.data.id_adresse_livraison, {
      ...TOKYO,
      adresse: '丸の内1-1',
      ville: '千代田区',
      code_postal: '100-0005',
    });
    if (moved.error) throw moved.error;
    expect(moved.data.id_adresse_livraison).not.toBe(tokyo.data.id_adresse_livraison);
    expect(moved.data.par_defaut).toBe(true);
    await client.addresses.remove(moved.data.id_adresse_livraison);
    expect(
      (await client.addresses.list()).data?.map((address) => [address.ville, address.par_defaut]),
    ).toEqual([['London', true]]);
    expect(await shipTo(order?.id_commande as number)).toMatchObject({
      adresse_livraison: '神宮前1-2-3',
      ville_livraison: '渋谷区',
    });
  });

  it("is told another user's address does not exist", async () => {
    const [owner, other] = await Promise.all([newBuyer(), newBuyer()]);
    const theirs = await owner.addresses.saveAddress(LONDON);
    const id = theirs.data?.id_adresse_livraison as number;
    expect((await other.addresses.setDefault(id)).error).toMatchObject({ status: 404 });
    expect((await other.addresses.remove(id)).error).toMatchObject({ status: 404 });
    expect((await other.addresses.update(id, TOKYO)).error).toMatchObject({ status: 404 });
    expect((await owner.addresses.list()).data).toEqual([theirs.data]);
    const visitor = await api(server.url, 'AdresseController/get_adresses');
    expect(visitor.status).toBe(401);
  });
});
