import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../db/queries/users.js';
import type { RunningServer } from '../server.js';
import { api, signIn, TEST_ACCOUNTS } from '../testing/accounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let buyer: Session;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.url, TEST_ACCOUNTS.buyer);
});
afterAll(() => server?.close());

type StepAnswer = { data: { step: number; role: string } };

/** A freshly signed-up account (role user, step 0) with the demo password, signed in. */
async function newUser(pseudo: string): Promise<Session & { email: string }> {
  const email = `${pseudo.toLowerCase()}@test.vitrine.dev`;
  const [row] = (await server.db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, pseudo_profile, nom_profile, prenom_profile, sexe_profile,
                              date_naiss_profile, id_pays)
     SELECT $1, password_hash, $2, 'Test', $2, 'Femme', '1992-02-02', id_pays FROM utilisateur WHERE email = $3
     RETURNING id_user`,
    [email, pseudo, TEST_ACCOUNTS.buyer],
  )) as [{ id_user: number }];
  return { ...(await openSession(server.db, row.id_user, 3600, new Date())), email };
}

const address = (overrides: Record<string, unknown> = {}) => ({
  nom_pays_profile: 'FR',
  contact_profile: '+33 6 11 22 33 44',
  ville: 'Lyon',
  rue: '12 rue de la République',
  code_postal: '69002',
  departement: 'Rhône',
  device: 'web',
  ...overrides,
});

const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const bank = (overrides: Record<string, unknown> = {}) => ({
  coord_bancaire_profile: {
    type: 'iban',
    country: 'FR',
    currency: 'EUR',
    iban: VALID_IBAN,
    routing_number: '30006',
    account_holder_name: 'Test Seller',
    ...overrides,
  },
  location_banque: 'Paris',
  device: 'web',
});

const getStep = (as: Session) =>
  api<StepAnswer>(server.url, `ProfileController/get_step2?id_user=${as.id_user}`, { token: as.token });
const post = (as: Session | undefined, path: string, body: unknown) =>
  api<StepAnswer & { error?: string; step?: number }>(server.url, `ProfileController/${path}`, {
    token: as?.token,
    body,
  });
const languages = (...entries: [number, string][]) => ({
  langue_profile: entries.map(([id_langue, text_marketing]) => ({
    id_langue,
    text_marketing,
    device: 'web',
  })),
});

/** A real 1×1 PNG and a minimal PDF, as a phone or a scanner would send them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCUMENTS = {
  piece_identite_profile: { content: PNG, name: 'recto.png', type: 'image/png' },
  piece_identite_profile_dos: { content: PNG, name: 'verso.png', type: 'image/png' },
  certificat_residence: { content: PDF, name: 'justificatif.pdf', type: 'application/pdf' },
  certificat_residence2: { content: PDF, name: 'justificatif2.pdf', type: 'application/pdf' },
};

async function sendDocuments(
  as: Session | undefined,
  documents: Partial<typeof DOCUMENTS> = DOCUMENTS,
  fields: Record<string, string> = { device: 'web' },
): Promise<{ status: number; body: StepAnswer & { error?: string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(documents)) {
    form.append(name, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  }
  const response = await fetch(`${server.url}/api/ProfileController/become_kim_step4`, {
    method: 'POST',
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as StepAnswer & { error?: string } };
}

const documentsOf = (idUser: number) =>
  server.db.query<{ champ: string; chemin: string; mime_type: string }>(
    'SELECT champ, chemin, mime_type FROM document_identite WHERE id_user = $1 ORDER BY champ',
    [idUser],
  );

describe('seller onboarding, start to finish', () => {
  it('takes a new user from step 0 to a seller (kim) at step 5', async () => {
    const user = await newUser('FutureSeller');
    expect((await getStep(user)).body).toEqual({ data: { step: 0, role: 'user' } });

    const step1 = await post(user, 'become_kim_step1', { id_user: user.id_user, ...address() });
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({ data: { step: 2, role: 'user' } });
    const [stored] = await server.db.query(
      `SELECT a.ville, a.rue, a.code_postal, a.departement, a.contact, p.alpha2, u.contact_profile
         FROM adresse_vendeur a JOIN pays p ON p.id_pays = a.id_pays JOIN utilisateur u ON u.id_user = a.id_user
        WHERE a.id_user = $1`,
      [user.id_user],
    );
    expect(stored).toEqual({
      ville: 'Lyon',
      rue: '12 rue de la République',
      code_postal: '69002',
      departement: 'Rhône',
      contact: '+33 6 11 22 33 44',
      alpha2: 'FR',
      contact_profile: '+33 6 11 22 33 44',
    });

    const step2 = await post(
      user,
      'become_kim_step2_final',
      languages([2, 'I sell vintage bags.'], [1, 'Je vends des sacs.']),
    );
    expect(step2.body).toEqual({ data: { step: 3, role: 'user' } });
    expect(
      await server.db.query(
        'SELECT id_langue, text_marketing, rang FROM langue_profile WHERE id_user = $1 ORDER BY rang',
        [user.id_user],
      ),
    ).toEqual([
      { id_langue: 2, text_marketing: 'I sell vintage bags.', rang: 1 },
      { id_langue: 1, text_marketing: 'Je vends des sacs.', rang: 2 },
    ]);

    const step3 = await post(user, 'become_kim_step3', { id_user: user.id_user, ...bank() });
    expect(step3.body).toEqual({ data: { step: 4, role: 'user' } });
    const [account] = await server.db.query<Record<string, unknown>>(
      'SELECT * FROM coordonnees_bancaires WHERE id_user = $1',
      [user.id_user],
    );
    expect(account).toMatchObject({
      type: 'iban',
      country: 'FR',
      currency: 'EUR',
      iban_last4: '0189',
      routing_number: '30006',
    });
    // The full account number is stored nowhere in the row.
    expect(JSON.stringify(account)).not.toMatch(/300060000112345678|FR763000/);

    const step4 = await sendDocuments(user, DOCUMENTS, { id_user: String(user.id_user), device: 'web' });
    expect(step4.status).toBe(200);
    expect(step4.body).toEqual({ data: { step: 5, role: 'kim' } });
    expect((await getStep(user)).body).toEqual({ data: { step: 5, role: 'kim' } });
    expect((await signIn(server.url, user.email)).role).toBe('kim');

    const documents = await documentsOf(user.id_user);
    expect(documents.map((document) => [document.champ, document.mime_type])).toEqual([
      ['certificat_residence', 'application/pdf'],
      ['certificat_residence2', 'application/pdf'],
      ['piece_identite_profile', 'image/png'],
      ['piece_identite_profile_dos', 'image/png'],
    ]);
    for (const { chemin } of documents) {
      expect(chemin).toMatch(/^private\/documents\/[0-9a-f]{32}\.(png|pdf)$/);
      expect(readFileSync(join(server.config.mediaDir, chemin)).length).toBeGreaterThan(0);
    }

    // The languages stay editable for a seller (screen 5), who stays at step 5.
    const again = await post(user, 'become_kim_step2_final', languages([3, 'Vendo borse.']));
    expect(again.body).toEqual({ data: { step: 5, role: 'kim' } });
  });

  it('never serves identity documents over HTTP', async () => {
    const user = await newUser('PrivateDocs');
    await server.db.query('UPDATE utilisateur SET onboarding_step = 4 WHERE id_user = $1', [user.id_user]);
    expect((await sendDocuments(user)).status).toBe(200);
    const [document] = await documentsOf(user.id_user);
    const chemin = document?.chemin as string;
    const name = chemin.split('/').pop() as string;
    for (const path of [
      `/media/${chemin}`,
      `/${chemin}`,
      `/media/uploads/documents/${name}`,
      `/media/uploads/../${chemin}`,
      `/media/uploads/..%2F..%2F${chemin.replaceAll('/', '%2F')}`,
      `/media/uploads/%2e%2e/${chemin}`,
    ]) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.status, path).not.toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.includes(PNG.subarray(8, 24)), path).toBe(false);
    }
  });

  it('replaces earlier documents when a seller sends them again, deleting the old files', async () => {
    const user = await newUser('ResendDocs');
    await server.db.query('UPDATE utilisateur SET onboarding_step = 4 WHERE id_user = $1', [user.id_user]);
    await sendDocuments(user);
    const before = await documentsOf(user.id_user);
    const resent = await sendDocuments(user);
    expect(resent.body).toEqual({ data: { step: 5, role: 'kim' } });
    const after = await documentsOf(user.id_user);
    expect(after).toHaveLength(4);
    for (const [index, old] of before.entries()) {
      expect(after[index]?.chemin).not.toBe(old.chemin);
      expect(existsSync(join(server.config.mediaDir, old.chemin))).toBe(false);
    }
  });
});

describe('onboarding order', () => {
  it('refuses a step before its turn with 409 naming the expected step, and allows editing earlier ones', async () => {
    const user = await newUser('EarlyBird');
    const early = await post(user, 'become_kim_step3', bank());
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/step 0/);
    expect(early.body.error).toMatch(/step 3/);
    expect(early.body.step).toBe(0);
    expect((await post(user, 'become_kim_step2_final', languages([1, 'Bonjour']))).status).toBe(409);
    const documents = await sendDocuments(user);
    expect(documents.status).toBe(409);
    expect(documents.body.error).toMatch(/step 0/);
    expect(await documentsOf(user.id_user)).toEqual([]);
    expect(
      await server.db.query('SELECT 1 FROM coordonnees_bancaires WHERE id_user = $1', [user.id_user]),
    ).toEqual([]);
    expect((await getStep(user)).body.data.step).toBe(0);

    await post(user, 'become_kim_step1', address());
    await post(user, 'become_kim_step2_final', languages([1, 'Bonjour']));
    // Editing the address at step 3 keeps the user at step 3.
    const edit = await post(user, 'become_kim_step1', address({ ville: 'Marseille' }));
    expect(edit.body).toEqual({ data: { step: 3, role: 'user' } });
    expect(
      await server.db.query('SELECT ville FROM adresse_vendeur WHERE id_user = $1', [user.id_user]),
    ).toEqual([{ ville: 'Marseille' }]);
    const tooSoon = await sendDocuments(user);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error).toMatch(/step 3/);
  });
});

describe('ProfileController/get_step2', () => {
  it("answers the caller's step, refuses another user's (403) and no token (401)", async () => {
    expect((await getStep(buyer)).body).toEqual({ data: { step: 0, role: 'user' } });
    const seller = await signIn(server.url, TEST_ACCOUNTS.seller);
    expect((await getStep(seller)).body).toEqual({ data: { step: 5, role: 'kim' } });
    const other = await api(server.url, `ProfileController/get_step2?id_user=${seller.id_user}`, {
      token: buyer.token,
    });
    expect(other.status).toBe(403);
    expect((await api(server.url, 'ProfileController/get_step2')).status).toBe(401);
    expect(
      (await api(server.url, 'ProfileController/get_step2?id_user=-1', { token: buyer.token })).status,
    ).toBe(400);
  });
});

describe('ProfileController/become_kim_step1', () => {
  it('requires the kana names for Japan, naming the missing field', async () => {
    const user = await newUser('TokyoSeller');
    const jp = { nom_pays_profile: 'JP', departement: '東京都', ville: '中央区', code_postal: '104-0061' };
    const noKana = await post(user, 'become_kim_step1', address(jp));
    expect(noKana.status).toBe(400);
    expect(noKana.body.error).toMatch(/^nom_kana/);
    const noFirstName = await post(user, 'become_kim_step1', address({ ...jp, nom_kana: 'タナカ' }));
    expect(noFirstName.status).toBe(400);
    expect(noFirstName.body.error).toMatch(/^prenom_kana/);
    const latin = await post(
      user,
      'become_kim_step1',
      address({ ...jp, nom_kana: 'Tanaka', prenom_kana: 'ユイ' }),
    );
    expect(latin.status).toBe(400);
    expect(latin.body.error).toMatch(/^nom_kana/);
    expect((await getStep(user)).body.data.step).toBe(0);

    const ok = await post(
      user,
      'become_kim_step1',
      address({ ...jp, nom_kana: 'タナカ', prenom_kana: 'ゆい' }),
    );
    expect(ok.body).toEqual({ data: { step: 2, role: 'user' } });
    expect(
      await server.db.query(
        'SELECT nom_kana, prenom_kana, ssn_last_4 FROM adresse_vendeur WHERE id_user = $1',
        [user.id_user],
      ),
    ).toEqual([{ nom_kana: 'タナカ', prenom_kana: 'ゆい', ssn_last_4: null }]);
  });

  it('requires four digits of the national id in the US, and keeps it for the US only', async () => {
    const user = await newUser('NewYorkSeller');
    const us = { nom_pays_profile: 'us', departement: 'NY', ville: 'New York', code_postal: '10001' };
    const missing = await post(user, 'become_kim_step1', address(us));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^ssn_last_4/);
    for (const ssn of ['12345', '12a4', '-123', '99999', 1234]) {
      const bad = await post(user, 'become_kim_step1', address({ ...us, ssn_last_4: ssn }));
      expect(bad.status, String(ssn)).toBe(400);
      expect(bad.body.error).toMatch(/ssn_last_4/);
    }
    expect((await post(user, 'become_kim_step1', address({ ...us, ssn_last_4: '0042' }))).status).toBe(200);
    const [row] = await server.db.query<{ ssn_last_4: string | null }>(
      'SELECT ssn_last_4 FROM adresse_vendeur WHERE id_user = $1',
      [user.id_user],
    );
    expect(row?.ssn_last_4).toBe('0042');
    await post(user, 'become_kim_step1', address({ ssn_last_4: '1234' }));
    const [moved] = await server.db.query<{ ssn_last_4: string | null }>(
      'SELECT ssn_last_4 FROM adresse_vendeur WHERE id_user = $1',
      [user.id_user],
    );
    expect(moved?.ssn_last_4).toBeNull();
  });

  it('refuses missing or malformed fields and an unknown country with 400, storing nothing', async () => {
    const user = await newUser('SloppySeller');
    const bodies = [
      {},
      address({ rue: undefined }),
      address({ ville: '   ' }),
      address({ ville: 'v'.repeat(10_000) }),
      address({ nom_pays_profile: 'ZZ' }),
      address({ nom_pays_profile: 'FRA' }),
      address({ nom_pays_profile: "' OR 1=1 --" }),
      address({ contact_profile: 'call me' }),
      address({ contact_profile: 612345678 }),
      address({ device: 'toaster' }),
    ];
    for (const body of bodies) {
      const answer = await post(user, 'become_kim_step1', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(await server.db.query('SELECT 1 FROM adresse_vendeur WHERE id_user = $1', [user.id_user])).toEqual(
      [],
    );

    const quoted = await post(user, 'become_kim_step1', address({ rue: "1' OR 1=1 --; DROP TABLE pays" }));
    expect(quoted.status).toBe(200);
    expect(
      await server.db.query('SELECT rue FROM adresse_vendeur WHERE id_user = $1', [user.id_user]),
    ).toEqual([{ rue: "1' OR 1=1 --; DROP TABLE pays" }]);
  });

  it("refuses another user's id (403) and a call without a token (401)", async () => {
    const user = await newUser('ForgerOne');
    const forged = await post(user, 'become_kim_step1', address({ id_user: buyer.id_user }));
    expect(forged.status).toBe(403);
    expect((await post(undefined, 'become_kim_step1', address())).status).toBe(401);
    expect(
      await server.db.query('SELECT 1 FROM adresse_vendeur WHERE id_user = $1', [buyer.id_user]),
    ).toEqual([]);
  });
});

describe('ProfileController/become_kim_step2_final', () => {
  async function atLanguages(pseudo: string) {
    const user = await newUser(pseudo);
    await post(user, 'become_kim_step1', address());
    return user;
  }

  it('refuses a language twice, an unknown language and a blank text with 400', async () => {
    const user = await atLanguages('LinguistOne');
    const twice = await post(
      user,
      'become_kim_step2_final',
      languages([1, 'Bonjour'], [2, 'Hello'], [1, 'Salut']),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/langue_profile\.2\.id_langue/);
    const unknown = await post(user, 'become_kim_step2_final', languages([1, 'Bonjour'], [9999, '?']));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/langue_profile\.1\.id_langue/);
    for (const body of [
      languages([1, '   ']),
      languages([1, 'x'.repeat(10_000)]),
      languages([-1, 'Bonjour']),
      { langue_profile: [] },
      { langue_profile: [{ text_marketing: 'Sans langue' }] },
      { langue_profile: 'fr' },
      {},
    ]) {
      const answer = await post(user, 'become_kim_step2_final', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(await server.db.query('SELECT 1 FROM langue_profile WHERE id_user = $1', [user.id_user])).toEqual(
      [],
    );
    expect((await getStep(user)).body.data.step).toBe(2);
  });

  it('refuses an entry naming another user (403) and a call without a token (401)', async () => {
    const user = await atLanguages('LinguistTwo');
    const forged = await post(user, 'become_kim_step2_final', {
      langue_profile: [
        { id_user: user.id_user, id_langue: 1, text_marketing: 'Moi' },
        { id_user: buyer.id_user, id_langue: 2, text_marketing: 'Pas moi' },
      ],
    });
    expect(forged.status).toBe(403);
    expect((await post(undefined, 'become_kim_step2_final', languages([1, 'Bonjour']))).status).toBe(401);
    const own = await post(user, 'become_kim_step2_final', {
      langue_profile: [{ id_user: user.id_user, id_langue: 1, text_marketing: 'Moi' }],
    });
    expect(own.body).toEqual({ data: { step: 3, role: 'user' } });
  });
});

describe('ProfileController/become_kim_step3', () => {
  async function atBank(pseudo: string) {
    const user = await newUser(pseudo);
    await post(user, 'become_kim_step1', address());
    await post(user, 'become_kim_step2_final', languages([1, 'Bonjour']));
    return user;
  }

  it('refuses an invalid account number, unknown country or currency, and missing fields with 400', async () => {
    const user = await atBank('BankerOne');
    const cases = [
      bank({ iban: 'FR76 3000 6000 0112 3456 7890 188' }),
      bank({ iban: 'not an iban at all' }),
      bank({ type: 'account_number', iban: '12AB34CD' }),
      bank({ country: 'ZZ' }),
      bank({ currency: 'XXX' }),
      bank({ routing_number: undefined }),
      bank({ routing_number: '  ' }),
      bank({ type: 'bitcoin' }),
      bank({ iban: "' OR 1=1 --'; DROP TABLE x" }),
      bank({ iban: '1'.repeat(10_000) }),
      { device: 'web' },
    ];
    for (const body of cases) {
      const answer = await post(user, 'become_kim_step3', body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(
      await server.db.query('SELECT 1 FROM coordonnees_bancaires WHERE id_user = $1', [user.id_user]),
    ).toEqual([]);

    const usAccount = await post(
      user,
      'become_kim_step3',
      bank({
        type: 'account_number',
        country: 'US',
        currency: 'usd',
        iban: '000123456789',
        routing_number: '110000000',
      }),
    );
    expect(usAccount.body).toEqual({ data: { step: 4, role: 'user' } });
    expect(
      await server.db.query(
        'SELECT country, currency, iban_last4 FROM coordonnees_bancaires WHERE id_user = $1',
        [user.id_user],
      ),
    ).toEqual([{ country: 'US', currency: 'USD', iban_last4: '6789' }]);
  });

  it("refuses another user's id (403) and a call without a token (401)", async () => {
    const user = await atBank('BankerTwo');
    expect((await post(user, 'become_kim_step3', { ...bank(), id_user: buyer.id_user })).status).toBe(403);
    expect((await post(undefined, 'become_kim_step3', bank())).status).toBe(401);
    expect(
      await server.db.query('SELECT 1 FROM coordonnees_bancaires WHERE id_user = $1', [buyer.id_user]),
    ).toEqual([]);
  });
});

describe('ProfileController/become_kim_step4', () => {
  async function atDocuments(pseudo: string) {
    const user = await newUser(pseudo);
    await server.db.query('UPDATE utilisateur SET onboarding_step = 4 WHERE id_user = $1', [user.id_user]);
    return user;
  }

  it('requires all four documents, each an image or a PDF', async () => {
    const user = await atDocuments('DocsMissing');
    const { certificat_residence2: _left, ...three } = DOCUMENTS;
    const missing = await sendDocuments(user, three);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/certificat_residence2/);
    const script = await sendDocuments(user, {
      ...DOCUMENTS,
      piece_identite_profile: { content: Buffer.from('<?php echo 1; ?>'), name: 'id.png', type: 'image/png' },
    });
    expect(script.status).toBe(400);
    expect(script.body.error).toMatch(/piece_identite_profile/);
    const json = await api(server.url, 'ProfileController/become_kim_step4', { token: user.token, body: {} });
    expect([400, 415]).toContain(json.status);
    expect(json.body).toHaveProperty('error');
    expect(await documentsOf(user.id_user)).toEqual([]);
    expect((await getStep(user)).body).toEqual({ data: { step: 4, role: 'user' } });
  });

  it("refuses another user's id (403) and a call without a token (401)", async () => {
    const user = await atDocuments('DocsForger');
    const forged = await sendDocuments(user, DOCUMENTS, { id_user: String(buyer.id_user) });
    expect(forged.status).toBe(403);
    expect((await sendDocuments(undefined)).status).toBe(401);
    expect(await documentsOf(buyer.id_user)).toEqual([]);
    expect(await documentsOf(user.id_user)).toEqual([]);
  });
});
