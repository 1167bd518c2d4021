import { type Session, type Settings, SettingsSchema } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../config.js';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyer: Session;
let seller: Session;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller] = await Promise.all([
    signIn(server.url, TEST_ACCOUNTS.buyer),
    signIn(server.url, TEST_ACCOUNTS.seller),
  ]);
});
afterAll(() => server?.close());

/** A new account in `alpha2` whose application language is `langue`, signed in. */
async function newUser(pseudo: string, alpha2: string, langue: string): Promise<Session> {
  const [row] = (await server.db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays, langue_application)
     SELECT $1, 'x', $2, 'Test', $2, 'Homme', '1990-01-01',
            (SELECT id_pays FROM pays WHERE alpha2 = $3), (SELECT id FROM langue WHERE alpha2 = $4)
     RETURNING id_user`,
    [`${pseudo.toLowerCase()}@test.vitrine.dev`, pseudo, alpha2, langue],
  )) as [{ id_user: number }];
  return openSession(server.db, row.id_user, DEFAULT_TOKEN_TTL_SECONDS, new Date());
}

const getSettings = (as: Session, query = '') =>
  api<{ data: Settings }>(server.url, `ProfileController/list_paramatre_user${query}`, { token: as.token });

const update = (as: Session, body: Record<string, unknown>) =>
  api<{ data: Settings }>(server.url, 'ProfileController/update_paramatre_user', { token: as.token, body });

describe('ProfileController/list_paramatre_user', () => {
  it("answers every toggle on, the user's language and country when nothing was set", async () => {
    const answer = await getSettings(buyer, `?id_user=${buyer.id_user}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      vente: '1',
      message: '1',
      commentaire: '1',
      retour: '1',
      suivi_commande: '1',
      love: '1',
      alertes: '1',
      langue: 'fr',
      pays: 'FR',
    });
    const tokyo = await newUser('SettingsTokyo', 'US', 'jp');
    expect((await getSettings(tokyo)).body.data).toMatchObject({ langue: 'jp', pays: 'US' });
  });

  it("refuses another user's settings (403) and a call without a token (401)", async () => {
    const other = await getSettings(buyer, `?id_user=${seller.id_user}`);
    expect(other.status).toBe(403);
    expect(other.body).toHaveProperty('error');
    expect((await api(server.url, 'ProfileController/list_paramatre_user')).status).toBe(401);
    const bad = await getSettings(buyer, '?id_user=abc');
    expect(bad.status).toBe(400);
  });
});

describe('ProfileController/update_paramatre_user', () => {
  it('changes one toggle, keeps the other settings, and answers them all', async () => {
    const user = await newUser('SettingsToggle', 'IT', 'it');
    const answer = await update(user, { id_user: user.id_user, nom_table: 'vente', value: '0' });
    expect(answer.status).toBe(200);
    expect(z.safeParse(SettingsSchema, answer.body.data).success).toBe(true);
    // Creating the row for a toggle must not reset the language to the table's default ('fr').
    expect(answer.body.data).toEqual({
      vente: '0',
      message: '1',
      commentaire: '1',
      retour: '1',
      suivi_commande: '1',
      love: '1',
      alertes: '1',
      langue: 'it',
      pays: 'IT',
    });
    await update(user, { nom_table: 'love', value: '0' });
    await update(user, { nom_table: 'vente', value: '1' });
    await update(user, { nom_table: 'alertes', value: '0' });
    const stored = await server.db.query(
      'SELECT vente, love, alertes, langue FROM parametre_user WHERE id_user = $1',
      [user.id_user],
    );
    expect(stored).toEqual([{ vente: true, love: false, alertes: false, langue: 'it' }]);
    expect((await getSettings(user)).body.data).toMatchObject({ vente: '1', love: '0', alertes: '0' });
  });

  it('sets the language and the country', async () => {
    const user = await newUser('SettingsLocale', 'FR', 'fr');
    expect((await update(user, { nom_table: 'langue', value: 'ru' })).body.data.langue).toBe('ru');
    const country = await update(user, { nom_table: 'pays', value: 'jp' });
    expect(country.status).toBe(200);
    expect(country.body.data).toMatchObject({ langue: 'ru', pays: 'JP', vente: '1' });
  });

  it('refuses a value the setting does not take, with 400', async () => {
    const user = await newUser('SettingsBad', 'FR', 'fr');
    const bodies = [
      { nom_table: 'vente', value: 'yes' },
      { nom_table: 'message', value: '2' },
      { nom_table: 'love', value: '' },
      { nom_table: 'langue', value: 'de' },
      { nom_table: 'langue', value: 'FR' },
      { nom_table: 'pays', value: 'ZZ' },
      { nom_table: 'pays', value: 'FRA' },
      { nom_table: 'pays', value: "' OR 1=1 --" },
      { nom_table: 'retour', value: '1'.repeat(10_000) },
      { nom_table: 'password_hash', value: '1' },
      { nom_table: 'vente = false; --', value: '1' },
      { nom_table: 'vente' },
      { nom_table: 'vente', value: 1 },
      {},
    ];
    for (const body of bodies) {
      const answer = await update(user, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body).toHaveProperty('error');
    }
    expect(await server.db.query('SELECT 1 FROM parametre_user WHERE id_user = $1', [user.id_user])).toEqual(
      [],
    );
  });

  it("refuses changing another user's settings (403) and a call without a token (401)", async () => {
    const other = await update(buyer, { id_user: seller.id_user, nom_table: 'vente', value: '0' });
    expect(other.status).toBe(403);
    const anonymous = await api(server.url, 'ProfileController/update_paramatre_user', {
      body: { nom_table: 'vente', value: '0' },
    });
    expect(anonymous.status).toBe(401);
    expect(
      await server.db.query('SELECT 1 FROM parametre_user WHERE id_user = $1', [seller.id_user]),
    ).toEqual([]);
  });
});
