/**
 * The calls the home page makes (spec §7), through HTTP against a real server on a seeded
 * in-memory PGlite, checked against the shapes of spec §3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Row = Record<string, unknown>;
type Body = Row & { data: Row[] & Row; error?: string };

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Body };
}

describe('countries', () => {
  it('lists every country with its currency and rate, EUR = 1', async () => {
    const { status, body } = await get('PaysController/list_pays_simple');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(30);
    const france = body.data.find((country) => country.alpha2 === 'FR');
    expect(france).toMatchObject({ code_monnaie: 'EUR', taux_change: 1, unity: '€', flag: '🇫🇷' });
    expect(france).toHaveProperty('nom_fr_fr', 'France');
    for (const code of ['JPY', 'KRW', 'USD', 'GBP', 'CHF', 'RUB']) {
      expect(
        body.data.some((country) => country.code_monnaie === code),
        code,
      ).toBe(true);
    }
  });

  it('lists the countries that have sellers, named in five languages', async () => {
    const { body } = await get('PaysController/list_pays_vendeur');
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        pays_fr: expect.any(String),
        pays_jp: expect.any(String),
        pays_ru: expect.any(String),
      }),
    );
  });

  it('lists the interface languages countries are served in', async () => {
    const { body } = await get('PaysController/list_pays_langue');
    expect(body.data.map((language) => language.langue_translate)).toEqual(['fr', 'en', 'it', 'jp', 'ru']);
  });

  it('finds a country by alpha-2, in any case, and answers 404 or 400 otherwise', async () => {
    expect((await get('PaysController/get_pays_byalpha2?alpha2=jp')).body.data.code_monnaie).toBe('JPY');
    const missing = await get('PaysController/get_pays_byalpha2?alpha2=QQ');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/QQ/);
    const bad = await get('PaysController/get_pays_byalpha2?alpha2=%27%20OR%201=1');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/alpha2/);
  });
});

describe('geolocation', () => {
  it('prefers the CDN country header', async () => {
    const { body } = await get('CommandeController/geolocalisation', {
      'cf-ipcountry': 'JP',
      'accept-language': 'fr-FR',
    });
    expect(body.country_code).toBe('JP');
    expect(body.detail_pays).toMatchObject({ alpha2: 'JP', code_monnaie: 'JPY', langue_translate: 'jp' });
  });

  it('falls back on the Accept-Language region, then on the default country', async () => {
    expect(
      (await get('CommandeController/geolocalisation', { 'accept-language': 'it-IT,it;q=0.9' })).body
        .country_code,
    ).toBe('IT');
    expect(
      (await get('CommandeController/geolocalisation', { 'accept-language': 'en' })).body.country_code,
    ).toBe('FR');
  });
});

describe('home lists', () => {
  it('answers the banners of each language', async () => {
    const french = await get('PubliciteController/list_publicite?langue=1');
    const japanese = await get('PubliciteController/list_publicite?langue=4');
    expect(french.body.data).toHaveLength(3);
    expect(french.body.data[0]).toEqual(
      expect.objectContaining({
        image_url: expect.stringMatching(/^\/media\//),
        text_boutton: expect.any(String),
      }),
    );
    expect(japanese.body.data[0]?.text_publicitaire_gras).not.toBe(
      french.body.data[0]?.text_publicitaire_gras,
    );
    expect((await get('PubliciteController/list_publicite?langue=9')).status).toBe(400);
  });

  it('lists new arrivals newest first, with their sellers', async () => {
    const { body } = await get('ProduitController/list_produitavecVendeur?limit=12');
    expect(body.data).toHaveLength(12);
    const product = body.data[0];
    expect(product).toEqual(
      expect.objectContaining({
        id_produit: expect.any(Number),
        nom_marque: expect.any(String),
        prix_unitaire: expect.any(Number),
        taux_change: expect.any(Number),
        pseudo_profile: expect.any(String),
        link_image_pple: expect.stringMatching(/^\/media\/catalog\/product-\d+-1(-c\d+)?\.svg$/),
        is_liked: false,
      }),
    );
  });

  it('lists best sellers by sales and localises category and country names', async () => {
    const french = await get('ProduitController/list_produit?type=web&meilleur_vente=web&limit=5');
    const english = await get('ProduitController/list_produit?type=web&meilleur_vente=web&limit=5&langue=en');
    expect(french.body.data.map((p) => p.id_produit)).toEqual(english.body.data.map((p) => p.id_produit));
    const [fr, en] = [french.body.data[0], english.body.data[0]];
    expect(fr?.produit_nom).toBe(fr?.nom_cat_enfant_fr);
    expect(en?.produit_nom).toBe(en?.nom_cat_enfant_uk);
  });

  it('pages through lists and refuses nonsense paging', async () => {
    const first = await get('ProduitController/list_produit?type=web&page=1&limit=10');
    const second = await get('ProduitController/list_produit?type=web&page=2&limit=10');
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data[0]?.id_produit).not.toBe(first.body.data[0]?.id_produit);
    expect((await get('ProduitController/list_produit?limit=-3')).status).toBe(400);
  });

  it('lists newly joined sellers wrapped with empty language lists', async () => {
    const { body } = await get('CommandeController/listcommande_envoyeProfile?id_user=0&type=web');
    expect(body.data.length).toBeGreaterThanOrEqual(20);
    expect(body.data[0]).toEqual({
      user: expect.objectContaining({
        pseudo_profile: expect.any(String),
        nombre_produit: expect.any(Number),
      }),
      defaut: [],
      langues: [],
    });
  });

  it('refuses a personalised list for someone else without their token', async () => {
    const { status, body } = await get('ProduitController/list_produit?type=web&id_user=2');
    expect(status).toBe(401);
    expect(body.error).toEqual(expect.any(String));
  });
});

describe('media', () => {
  it('draws product pictures and avatars as SVG', async () => {
    const response = await fetch(`${server.url}/media/catalog/product-1-2.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${server.url}/media/catalog/product-999999-1.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/catalog/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
