/**
 * A seller's payout account and payouts through the SDK against the real server (in-process,
 * seeded PGlite, sandbox provider): the bank step opens the account through the spec's calls,
 * bank details are checked by the contract's rule before any call, and a completed sale shows in
 * the seller's payouts and their CSV.
 */
import { SANDBOX_BANK_ACCOUNTS, sellerShare, toMinorUnits } from '@vitrine/contract';
import { itemOf, orderIn, runDueJobs, startTestServer, TEST_ACCOUNTS } from '@vitrine/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitrine, type VitrineClient } from './client.js';
import { SdkHttpError } from './errors.js';
import { bankForm } from './forms/bankForm.js';
import { checkForm } from './forms/index.js';
import { sandboxPayments } from './payments/index.js';
import { payoutsCsv } from './payoutsCsv.js';
import { createMemoryStorage } from './storage.js';

const HOUR = 3_600_000;
let clock = Date.now();
let server: Awaited<ReturnType<typeof startTestServer>>;
const clients: VitrineClient[] = [];

function client(): VitrineClient {
  const made = createVitrine({
    baseUrl: server.url,
    storage: createMemoryStorage(),
    payments: sandboxPayments(),
  });
  clients.push(made);
  return made;
}

async function newUser(): Promise<VitrineClient> {
  const user = client();
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const signedUp = await user.auth.signup({
    sexe_profile: 'Femme',
    id_pays_profile: 1,
    nom_profile: 'Vendeuse',
    prenom_profile: 'Test',
    email: `payouts.${id}@example.com`,
    password: 'a-long-password',
    pseudo_profile: `Pay${id}`,
    date_naiss_profile: '1990-03-08',
    newsletter: false,
    vendeur: true,
  });
  if (signedUp.error) throw signedUp.error;
  return user;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), jobIntervalMs: 24 * HOUR });
});
afterAll(async () => {
  for (const made of clients) await made.auth.logout().catch(() => {});
  await server?.close();
});

describe('the bank step through the spec’s payout-account calls', () => {
  it('opens the account from an account token, then sets and replaces its bank account', async () => {
    const seller = await newUser();
    expect((await seller.paymentAccount.mine()).data?.data).toMatchObject({ has_account: false });

    const set = await seller.paymentAccount.setUpBank({
      country: 'FR',
      currency: 'EUR',
      account_number: 'FR14 2004 1010 0505 0001 3M02 606',
    });
    expect(set.error).toBeUndefined();
    expect(set.data?.data).toEqual({
      has_account: true,
      payouts_enabled: false,
      country: 'FR',
      currency: 'EUR',
      // The documents step is what is left.
      currently_due: ['individual.verification.document'],
      bank_account: { last4: '2606', status: 'new' },
    });
    const id_user = seller.store.getState().user?.id_user as number;
    expect((await seller.paymentAccount.status(id_user)).data?.data).toEqual({
      has_account: true,
      payouts_enabled: false,
      country: 'FR',
    });

    // A second time: the same account, a new bank account in place of the first.
    const again = await seller.paymentAccount.setUpBank({
      country: 'FR',
      currency: 'EUR',
      account_number: SANDBOX_BANK_ACCOUNTS.ibanClosed,
    });
    expect(again.data?.data.bank_account).toEqual({ last4: '2800', status: 'new' });
    const accounts = await server.db.query('SELECT 1 FROM compte_paiement WHERE id_user = $1', [id_user]);
    expect(accounts).toHaveLength(1);
  });

  it("feeds the account's verification with the documents: the provider's files service, then an account token (update2)", async () => {
    const seller = await newUser();
    await seller.paymentAccount.setUpBank({
      country: 'FR',
      currency: 'EUR',
      account_number: SANDBOX_BANK_ACCOUNTS.iban,
    });
    const png = () =>
      new Blob(
        [
          Uint8Array.from(
            atob(
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
            ),
            (c) => c.charCodeAt(0),
          ),
        ],
        { type: 'image/png' },
      );
    const documents = {
      piece_identite_profile: png(),
      piece_identite_profile_dos: png(),
      certificat_residence: png(),
      certificat_residence2: png(),
    };
    const files = async () =>
      (
        await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sandbox_file WHERE purpose = 'identity_document'",
        )
      )[0]?.n ?? 0;
    const before = await files();
    const verified = await seller.paymentAccount.verifyIdentity(documents);
    expect(verified.error).toBeUndefined();
    expect(verified.data?.data).toMatchObject({ payouts_enabled: true, currently_due: [] });
    expect(await files()).toBe(before + 4);
    // Nothing is due any more: the documents are not sent again.
    expect((await seller.paymentAccount.verifyIdentity(documents)).data?.data.payouts_enabled).toBe(true);
    expect(await files()).toBe(before + 4);
  });

  it('refuses bank details wrong for their country, in the form and at the provider alike', async () => {
    const wrong = [
      { type: 'iban', country: 'FR', iban: 'FR7630006000011234567890188', field: 'iban' },
      { type: 'iban', country: 'DE', iban: SANDBOX_BANK_ACCOUNTS.iban, field: 'iban' },
      { type: 'iban', country: 'US', iban: SANDBOX_BANK_ACCOUNTS.accountNumber, field: 'type' },
      {
        type: 'account_number',
        country: 'US',
        iban: '000123456789',
        routing_number: '12345',
        field: 'routing_number',
      },
    ];
    const seller = await newUser();
    for (const { field, ...values } of wrong) {
      const checked = checkForm(bankForm, {
        currency: 'EUR',
        routing_number: 'BNPAFRPP',
        account_holder_name: '',
        ...values,
      });
      expect(checked.ok, JSON.stringify(values)).toBe(false);
      expect(Object.keys(checked.ok ? {} : checked.errors)).toContain(field);
      const refused = await seller.paymentAccount.setUpBank({
        country: values.country,
        currency: 'EUR',
        account_number: values.iban,
        routing_number: values.routing_number,
      });
      expect(refused.error instanceof SdkHttpError && refused.error.status).toBe(400);
    }
    // A US account with its ABA routing number is right.
    expect(
      checkForm(bankForm, {
        type: 'account_number',
        country: 'US',
        currency: 'USD',
        iban: SANDBOX_BANK_ACCOUNTS.accountNumber,
        routing_number: '110000000',
        account_holder_name: '',
      }).ok,
    ).toBe(true);
  });
});

describe("the seller's payouts", () => {
  it("lists the demo seller's completed sale, paid out with no step of theirs, and exports it as CSV", async () => {
    const seller = client();
    const session = await seller.auth.login(TEST_ACCOUNTS.seller, 'Vitrine-demo-2026');
    if (session.error) throw session.error;
    const item = await itemOf(server, TEST_ACCOUNTS.seller);
    const { id_commande } = await orderIn(server, 'received', { item });
    clock += 49 * HOUR;
    await runDueJobs(server.context);
    clock += 49 * HOUR;
    await runDueJobs(server.context);

    const listed = await seller.paymentAccount.payouts();
    const payout = listed.data?.data.find((row) => row.id_commande === id_commande);
    const currency = item.code_monnaie_vendeur.trim();
    const net = toMinorUnits(sellerShare(item.prix_unitaire, currency), currency);
    expect(payout).toMatchObject({
      status: 'paid',
      currency,
      net,
      price: toMinorUnits(item.prix_unitaire, currency),
    });
    const csv = payoutsCsv(listed.data?.data ?? []);
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('order,completed_at,status,currency,price,commission,net,arrival_date,failure');
    expect(lines).toContain(
      [
        `V&T${id_commande}`,
        payout?.created_at,
        'paid',
        currency,
        String(item.prix_unitaire),
        String(Math.round((item.prix_unitaire - sellerShare(item.prix_unitaire, currency)) * 100) / 100),
        String(sellerShare(item.prix_unitaire, currency)),
        payout?.arrival_date,
        '',
      ].join(','),
    );
  });
});
