/**
 * The sellers directory and seller profiles (spec §7 ProfileController, LangueParleController,
 * LangueProfileController) through HTTP, checked against the seeded database.
 */
import type { SellerCard, SellerLanguage, SpokenLanguage } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyerId: number;
beforeAll(async () => {
  server = await startTestServer();
  buyerId = (await signIn(server.url, TEST_ACCOUNTS.buyer)).id_user;
});
afterAll(() => server?.close());

type Failure = { error?: string };

async function get<T>(path: string) {
  return api<T & Failure>(server.url, path);
}

async function sellers(query = ''): Promise<SellerCard[]> {
  const { status, body } = await get<{ data: SellerCard[] }>(`ProfileController/list_all_vendeurs${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function userId(pseudo: string): Promise<number> {
  const [row] = await server.db.query<{ id_user: number }>(
    'SELECT id_user FROM utilisateur WHERE pseudo_profile = $1',
    [pseudo],
  );
  if (!row) throw new Error(`No seeded user ${pseudo}`);
  return row.id_user;
}

async function spokenLanguageId(alpha2: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM langue_parle WHERE alpha2 = $1', [
    alpha2,
  ]);
  return row?.id as number;
}

async function expectBadRequest(path: string) {
  const { status, body } = await get(path);
  expect(status, path).toBe(400);
  expect(body.error, path).toEqual(expect.any(String));
}

describe('list_all_vendeurs', () => {
  it('lists every seller by pseudo with their country, product count and languages', async () => {
    const all = await sellers();
    const rows = await server.db.query<{ id_user: number }>(
      "SELECT id_user FROM utilisateur WHERE role = 'kim'",
    );
    expect(all).toHaveLength(rows.length);
    expect(all.map((seller) => seller.id_user)).not.toContain(buyerId);
    const pseudos = all.map((seller) => seller.pseudo_profile.toLowerCase());
    expect(pseudos).toEqual([...pseudos].sort());

    const ginza = all.find((seller) => seller.pseudo_profile === 'GinzaTreasure');
    const [count] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM produit WHERE id_vendeur = $1',
      [ginza?.id_user],
    );
    expect(ginza).toEqual({
      id_user: expect.any(Number),
      pseudo_profile: 'GinzaTreasure',
      image_link_profile: expect.stringMatching(/^\/media\//),
      alpha2: 'JP',
      pays_fr: 'Japon',
      pays_en: 'Japan',
      nombre_produit: count?.n,
      date_inscription: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      langues: [
        { id: expect.any(Number), alpha2: 'ja', nom_fr: 'Japonais', nom_en: 'Japanese' },
        { id: expect.any(Number), alpha2: 'en', nom_fr: 'Anglais', nom_en: 'English' },
      ],
    });
  });

  it('filters by country in any case and by spoken language, together or apart', async () => {
    const japanese = await sellers('?alpha2=jp');
    expect(japanese.map((seller) => seller.pseudo_profile).sort()).toEqual([
      'GinzaTreasure',
      'KyotoVintageHouse',
      'OmotesandoSelect',
    ]);
    expect(await sellers('?alpha2=JP')).toEqual(japanese);

    const italian = await spokenLanguageId('it');
    const italianSpeakers = await sellers(`?id_langue=${italian}`);
    const speakers = await server.db.query<{ id_user: number }>(
      'SELECT id_user FROM langue_profile WHERE id_langue = $1',
      [italian],
    );
    expect(italianSpeakers.map((seller) => seller.id_user).sort((a, b) => a - b)).toEqual(
      speakers.map((row) => row.id_user).sort((a, b) => a - b),
    );
    for (const seller of italianSpeakers) {
      expect(seller.langues.map((language) => language.alpha2)).toContain('it');
    }

    const frenchItalianSpeakers = await sellers(`?alpha2=fr&id_langue=${italian}`);
    expect(frenchItalianSpeakers.map((seller) => seller.pseudo_profile)).toEqual(['GalerieSaintHonore']);
    expect(await sellers('?alpha2=QQ')).toEqual([]);
    expect(await sellers('?id_langue=999999')).toEqual([]);
  });

  it('pages through the directory', async () => {
    const all = await sellers();
    const second = await sellers('?limit=4&page=2');
    expect(second.map((seller) => seller.id_user)).toEqual(all.slice(4, 8).map((seller) => seller.id_user));
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [
      'alpha2=F',
      'alpha2=FRA',
      `alpha2=${encodeURIComponent("' OR 1=1 --")}`,
      `alpha2=${'F'.repeat(10_000)}`,
      'id_langue=-1',
      'id_langue=abc',
      'page=-1',
    ]) {
      await expectBadRequest(`ProfileController/list_all_vendeurs?${query}`);
    }
  });
});

describe('get_vendeur', () => {
  it("answers a seller's public card with their languages", async () => {
    const id = await userId('VintageRoma');
    const { status, body } = await get<{ data: SellerCard }>(
      `ProfileController/get_vendeur?id_vendeur=${id}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id_user: id,
      pseudo_profile: 'VintageRoma',
      alpha2: 'IT',
      pays_fr: 'Italie',
    });
    expect(body.data.langues.map((language) => language.alpha2)).toEqual(['it', 'en']);
    const directory = await sellers('?alpha2=it');
    expect(directory.find((seller) => seller.id_user === id)).toEqual(body.data);
  });

  it('answers 404 for a user who is not a seller or for nobody, 400 for a malformed id', async () => {
    const buyer = await get(`ProfileController/get_vendeur?id_vendeur=${buyerId}`);
    expect(buyer.status).toBe(404);
    expect(buyer.body.error).toEqual(expect.any(String));
    expect((await get('ProfileController/get_vendeur?id_vendeur=999999')).status).toBe(404);
    await expectBadRequest('ProfileController/get_vendeur');
    await expectBadRequest('ProfileController/get_vendeur?id_vendeur=-3');
    await expectBadRequest(
      `ProfileController/get_vendeur?id_vendeur=${encodeURIComponent('1; DROP TABLE utilisateur')}`,
    );
  });
});

describe('list_langue_vendeur', () => {
  it('lists the languages sellers may speak by French name', async () => {
    const { status, body } = await get<{ data: SpokenLanguage[] }>(
      'LangueParleController/list_langue_vendeur',
    );
    expect(status).toBe(200);
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM langue_parle');
    expect(body.data).toHaveLength(count?.n as number);
    const names = body.data.map((language) => language.nom_fr);
    expect(names).toEqual([...names].sort());
    expect(body.data).toContainEqual({
      id: expect.any(Number),
      alpha2: 'ja',
      nom_fr: 'Japonais',
      nom_en: 'Japanese',
    });
  });
});

describe('get_by_profile', () => {
  type Languages = { data: { defaut: SellerLanguage | null; langues: SellerLanguage[] } };

  it("answers a seller's default language and all of them, by rank, with their texts", async () => {
    const id = await userId('GalerieSaintHonore');
    const expected = await server.db.query<{ id: number; nom_fr: string; text_marketing: string }>(
      `SELECT l.id, l.nom_fr, lp.text_marketing FROM langue_profile lp JOIN langue_parle l ON l.id = lp.id_langue
        WHERE lp.id_user = $1 ORDER BY lp.rang`,
      [id],
    );
    expect(expected.map((language) => language.nom_fr)).toEqual(['Français', 'Anglais', 'Italien']);
    const { status, body } = await get<Languages>(`LangueProfileController/get_by_profile?id_user=${id}`);
    expect(status).toBe(200);
    expect(body.data.langues).toEqual(expected);
    expect(body.data.defaut).toEqual(expected[0]);
    expect(body.data.defaut?.text_marketing).toMatch(/Saint-Honoré/);

    // The default follows the ranks, not the order the languages were added in.
    await server.db.query(
      'UPDATE langue_profile SET rang = CASE rang WHEN 1 THEN 3 WHEN 3 THEN 1 ELSE rang END WHERE id_user = $1',
      [id],
    );
    const reordered = await get<Languages>(`LangueProfileController/get_by_profile?id_user=${id}`);
    expect(reordered.body.data.defaut?.nom_fr).toBe('Italien');
    expect(reordered.body.data.langues.map((language) => language.nom_fr)).toEqual([
      'Italien',
      'Anglais',
      'Français',
    ]);
  });

  it('answers no default and no languages for a user who has none', async () => {
    const { status, body } = await get<Languages>(
      `LangueProfileController/get_by_profile?id_user=${buyerId}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ defaut: null, langues: [] });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await get('LangueProfileController/get_by_profile?id_user=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual(expect.any(String));
    await expectBadRequest('LangueProfileController/get_by_profile');
    await expectBadRequest('LangueProfileController/get_by_profile?id_user=0');
    await expectBadRequest(
      `LangueProfileController/get_by_profile?id_user=${encodeURIComponent("1' OR '1'='1")}`,
    );
  });
});
