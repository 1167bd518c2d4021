import {
  ACCOUNT_TOKEN_CLAIM_TTL_MS,
  AccountStatusSchema,
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_PUBLISHABLE_KEY,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RunningServer } from '../server.js';
import { api } from '../testing/accounts.js';
import { newBuyer } from '../testing/checkoutFixtures.js';
import {
  claimToken,
  myPayoutAccount,
  sendDocuments,
  setBankAccount,
  uploadIdentityFile,
  verifyIdentity,
} from '../testing/payoutAccounts.js';
import { startTestServer } from '../testing/testServer.js';

let server: RunningServer;
let clock = new Date('2026-11-28T10:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

type Answer = Record<string, unknown> & { data: Record<string, unknown> };

/** A token from the sandbox, made by `sessionToken`'s user (or by a visitor). */
async function token(kind: 'account' | 'bank_account' | 'card', sessionToken?: string): Promise<string> {
  const body =
    kind === 'account'
      ? { account: { business_type: 'individual', tos_shown_and_accepted: true } }
      : kind === 'bank_account'
        ? { bank_account: { country: 'FR', currency: 'EUR', account_number: 'FR7630006000011234567890189' } }
        : { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } };
  const answer = await api<{ id: string }>(server.url, 'sandbox/tokens', { token: sessionToken, body });
  return answer.body.id;
}

function status(idUser: number | string) {
  return api<Answer>(server.url, `stripeController/account/${idUser}`);
}

async function seller() {
  const user = await newBuyer(server);
  const opened = await api<Answer>(server.url, 'stripe/v2/account/store', {
    token: user.token,
    body: { country: 'FR', id_user: user.id_user, token: await token('account', user.token) },
  });
  expect(opened.status).toBe(200);
  return { ...user, account_id: opened.body.data.account_id as string };
}

describe('stripe/v2/account/store and stripeController/account/{id_user}', () => {
  it('opens a payout account from an account token, seen publicly as existing but not yet payable', async () => {
    const user = await newBuyer(server);
    expect((await status(user.id_user)).body).toEqual({
      data: { has_account: false, payouts_enabled: false, country: null },
    });
    const opened = await api<Answer>(server.url, 'stripe/v2/account/store', {
      token: user.token,
      body: { country: 'it', token: await token('account', user.token) },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.account_id).toMatch(/^acct_/);
    const [row] = await server.db.query(
      'SELECT account_id, country FROM compte_paiement WHERE id_user = $1',
      [user.id_user],
    );
    expect(row).toEqual({ account_id: opened.body.data.account_id, country: 'IT' });
    const seen = await status(user.id_user);
    expect(seen.status).toBe(200);
    expect(z.safeParse(AccountStatusSchema, seen.body.data).success).toBe(true);
    expect(seen.body.data).toEqual({ has_account: true, payouts_enabled: false, country: 'IT' });
  });

  it("refuses a token that is used, someone else's, anonymous, unknown or of another kind", async () => {
    const user = await newBuyer(server);
    const other = await newBuyer(server);
    const store = (accountToken: string) =>
      api(server.url, 'stripe/v2/account/store', {
        token: user.token,
        body: { country: 'FR', token: accountToken },
      });

    expect((await store(await token('account', other.token))).status).toBe(403);
    expect((await store(await token('account'))).status).toBe(403);
    expect((await store('ct_doesnotexist')).status).toBe(404);
    expect((await store(await token('bank_account', user.token))).status).toBe(400);
    expect(
      await server.db.query('SELECT 1 FROM compte_paiement WHERE id_user = $1', [user.id_user]),
    ).toHaveLength(0);

    const mine = await token('account', user.token);
    expect((await store(mine)).status).toBe(200);
    // Used once; and a second account is refused even with a fresh token.
    expect((await store(mine)).status).toBe(409);
    expect((await store(await token('account', user.token))).status).toBe(409);
  });

  it('is private, for the caller only, and answers 400 to malformed input', async () => {
    const user = await newBuyer(server);
    const other = await newBuyer(server);
    const accountToken = await token('account', user.token);
    expect(
      (await api(server.url, 'stripe/v2/account/store', { body: { country: 'FR', token: accountToken } }))
        .status,
    ).toBe(401);
    expect(
      (
        await api(server.url, 'stripe/v2/account/store', {
          token: user.token,
          body: { country: 'FR', id_user: other.id_user, token: accountToken },
        })
      ).status,
    ).toBe(403);
    for (const body of [
      {},
      { country: 'FR' },
      { country: 'France', token: accountToken },
      { country: 'ZZ', token: accountToken },
      { country: 'FR', token: 't'.repeat(10_000) },
      { country: "' OR 1=1 --", token: accountToken },
      { country: 'FR', id_user: -1, token: accountToken },
      { country: 'FR', id_user: 'abc', token: accountToken },
    ]) {
      const answer = await api(server.url, 'stripe/v2/account/store', { token: user.token, body });
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    // The malformed calls did not use the token up.
    expect(
      (
        await api(server.url, 'stripe/v2/account/store', {
          token: user.token,
          body: { country: 'FR', token: accountToken },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    expect((await status(2_000_000_000)).status).toBe(404);
    expect((await status(-5)).status).toBe(400);
    expect((await status('abc')).status).toBe(400);
    expect((await status("1' OR '1'='1")).status).toBe(400);
  });
});

describe('stripeController/create_external_account2', () => {
  it('attaches a bank account from a bank token of the caller; payouts are enabled once the documents reach the provider through its files service and update2', async () => {
    const user = await seller();
    expect((await myPayoutAccount(server, user)).body.data).toEqual({
      has_account: true,
      payouts_enabled: false,
      country: 'FR',
      currency: null,
      currently_due: ['external_account', 'individual.verification.document'],
      bank_account: null,
    });
    const added = await api<Answer>(server.url, 'stripeController/create_external_account2', {
      token: user.token,
      body: { country: 'FR', id: user.id_user, token: await token('bank_account', user.token) },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ id: expect.stringMatching(/^ba_/), last4: '0189' });
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({
      payouts_enabled: false,
      currency: 'EUR',
      currently_due: ['individual.verification.document'],
      bank_account: { last4: '0189', status: 'new' },
    });
    expect((await status(user.id_user)).body.data).toMatchObject({ payouts_enabled: false });

    // Our server keeping the documents tells the provider nothing: an account opened from a
    // token changes only through tokens.
    expect(await sendDocuments(server, user)).toBe(200);
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({
      payouts_enabled: false,
      currently_due: ['individual.verification.document'],
    });
    // The documents step's other half, as the SDK makes it: the files uploaded to the provider's
    // files service, an account token naming them, update2.
    expect((await verifyIdentity(server, user)).status).toBe(200);
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({
      payouts_enabled: true,
      currently_due: [],
    });
    expect((await status(user.id_user)).body.data).toEqual({
      has_account: true,
      payouts_enabled: true,
      country: 'FR',
    });
  });

  it('counts documents named in the token that opens the account, and refuses bank details wrong for the country', async () => {
    const user = await newBuyer(server);
    const opening = await api<{ id: string }>(server.url, 'sandbox/tokens', {
      token: user.token,
      body: {
        account: {
          tos_shown_and_accepted: true,
          individual: { verification: { document: { front: await uploadIdentityFile(server) } } },
        },
      },
    });
    const opened = await api<Answer>(server.url, 'stripe/v2/account/store', {
      token: user.token,
      body: { country: 'FR', id_user: user.id_user, token: opening.body.id },
    });
    const account_id = opened.body.data.account_id;
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({
      currently_due: ['external_account'],
    });
    for (const bank of [
      // A wrong mod-97 key, an IBAN of another country than the bank's, a US account without routing number.
      { country: 'FR', currency: 'EUR', account_number: 'FR7630006000011234567890188' },
      { country: 'IT', currency: 'EUR', account_number: SANDBOX_BANK_ACCOUNTS.iban },
      { country: 'US', currency: 'USD', account_number: '000123456789' },
    ]) {
      const answer = await api<{ error?: string }>(server.url, 'sandbox/tokens', {
        token: user.token,
        body: { bank_account: bank },
      });
      expect(answer.status, JSON.stringify(bank)).toBe(400);
      expect(answer.body.error).toMatch(/^bank_account\./);
    }
    expect((await setBankAccount(server, user)).status).toBe(200);
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({ payouts_enabled: true });
    expect(account_id).toMatch(/^acct_/);
  });

  it('is private: a visitor gets 401', async () => {
    expect((await api(server.url, 'payouts/account')).status).toBe(401);
    expect((await api(server.url, 'payouts')).status).toBe(401);
  });

  it("refuses someone else's bank token, a used one, and a caller without a payout account", async () => {
    const user = await seller();
    const other = await newBuyer(server);
    const add = (caller: { token: string }, bankToken: string) =>
      api(server.url, 'stripeController/create_external_account2', {
        token: caller.token,
        body: { country: 'FR', token: bankToken },
      });
    expect((await add(user, await token('bank_account', other.token))).status).toBe(403);
    const mine = await token('bank_account', user.token);
    expect((await add(user, mine)).status).toBe(200);
    expect((await add(user, mine)).status).toBe(409);
    expect((await add(other, await token('bank_account', other.token))).status).toBe(409);
    expect(
      (
        await api(server.url, 'stripeController/create_external_account2', {
          body: { country: 'FR', token: mine },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api(server.url, 'stripeController/create_external_account2', {
          token: user.token,
          body: { country: 'FR', id: other.id_user, token: mine },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(server.url, 'stripeController/create_external_account2', {
          token: user.token,
          body: { token: mine },
        })
      ).status,
    ).toBe(400);
  });
});

describe('stripeController/update2', () => {
  it('updates the account without a session, on an unused account token issued to that user', async () => {
    const user = await seller();
    const fresh = await token('account', user.token);
    expect(await claimToken(server, user, fresh)).toBe(200);
    const updated = await api<Answer>(server.url, 'stripeController/update2', {
      body: { token: fresh, country: 'DE', id_user: user.id_user },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ account_id: user.account_id });
    expect((await status(user.id_user)).body.data).toMatchObject({ country: 'DE' });
    // The token is spent.
    const replayed = await api(server.url, 'stripeController/update2', {
      body: { token: fresh, country: 'IT', id_user: user.id_user },
    });
    expect(replayed.status).toBe(403);
    expect((await status(user.id_user)).body.data).toMatchObject({ country: 'DE' });
  });

  it("feeds the account's verification from a token naming identity files; a token of unknown files or of another purpose is refused", async () => {
    const user = await seller();
    const tokenFor = (document: Record<string, unknown>) =>
      api<{ id?: string; error?: string }>(server.url, 'sandbox/tokens', {
        token: user.token,
        body: { account: { individual: { verification: { document } } } },
      });
    const unknown = await tokenFor({ front: 'file_doesnotexist000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^account\.individual\.verification\.document\.front: no such/);
    // A file of the files service, but uploaded for another purpose.
    const form = new FormData();
    form.append('purpose', 'additional_verification');
    form.append(
      'file',
      new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], { type: 'application/pdf' }),
      'a.pdf',
    );
    const other = (await (
      await fetch(`${server.url}/api/sandbox/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
        body: form,
      })
    ).json()) as { id: string };
    expect(other.id).toMatch(/^file_/);
    expect((await tokenFor({ front: await uploadIdentityFile(server), back: other.id })).status).toBe(400);
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({
      currently_due: ['external_account', 'individual.verification.document'],
    });

    const verified = await tokenFor({ front: await uploadIdentityFile(server) });
    expect(verified.status).toBe(200);
    expect(await claimToken(server, user, verified.body.id ?? '')).toBe(200);
    const updated = await api(server.url, 'stripeController/update2', {
      body: { token: verified.body.id, country: 'FR', id_user: user.id_user },
    });
    expect(updated.status).toBe(200);
    expect((await myPayoutAccount(server, user)).body.data).toMatchObject({
      currently_due: ['external_account'],
    });
  });

  it('refuses every other proof with 403', async () => {
    const user = await seller();
    const other = await newBuyer(server);
    const update = (body: Record<string, unknown>, sessionToken?: string) =>
      api(server.url, 'stripeController/update2', {
        token: sessionToken,
        body: { country: 'IT', id_user: user.id_user, ...body },
      });

    expect((await update({ token: await token('account', other.token) })).status).toBe(403);
    // Claimed by someone else, whoever the provider issued it to.
    const claimedByOther = await token('account', other.token);
    expect(await claimToken(server, other, claimedByOther)).toBe(200);
    expect((await update({ token: claimedByOther })).status).toBe(403);
    expect((await update({ token: await token('account') })).status).toBe(403);
    expect((await update({ token: await token('bank_account', user.token) })).status).toBe(403);
    expect((await update({ token: 'ct_doesnotexist' })).status).toBe(403);
    expect((await update({ token: "' OR 1=1 --" })).status).toBe(403);
    // The user's own session is no proof here.
    expect((await update({ token: user.token }, user.token)).status).toBe(403);
    expect((await status(user.id_user)).body.data).toMatchObject({ country: 'FR' });
  });

  it("spends only a token its user claimed with their session, within the claim's lifetime, as Stripe's tokens name no user", async () => {
    const user = await seller();
    const other = await newBuyer(server);
    const update = (tokenId: string) =>
      api(server.url, 'stripeController/update2', {
        body: { country: 'IT', id_user: user.id_user, token: tokenId },
      });
    // The user's own token, never claimed: what anyone holding the publishable key could make
    // at Stripe.
    expect((await update(await token('account', user.token))).status).toBe(403);
    // Claimed once only, and by a signed-in user.
    const mine = await token('account', user.token);
    expect((await api(server.url, 'payouts/account/token', { body: { token: mine } })).status).toBe(401);
    expect(await claimToken(server, other, mine)).toBe(200);
    expect(await claimToken(server, user, mine)).toBe(409);
    expect((await update(mine)).status).toBe(403);
    // Claimed, then left longer than the claim lives.
    const late = await token('account', user.token);
    expect(await claimToken(server, user, late)).toBe(200);
    clock = new Date(clock.getTime() + ACCOUNT_TOKEN_CLAIM_TTL_MS + 1000);
    expect((await update(late)).status).toBe(403);
    expect((await status(user.id_user)).body.data).toMatchObject({ country: 'FR' });
    // Claimed and spent at once, as the SDK does.
    const fresh = await token('account', user.token);
    expect(await claimToken(server, user, fresh)).toBe(200);
    expect((await update(fresh)).status).toBe(200);
    expect((await status(user.id_user)).body.data).toMatchObject({ country: 'IT' });
  });

  it('answers 400 to malformed input and 404 when the user has no account', async () => {
    const user = await newBuyer(server);
    for (const body of [
      {},
      { token: 'ct_x', country: 'FR' },
      { token: 'ct_x', country: 'FR', id_user: -2 },
    ]) {
      expect((await api(server.url, 'stripeController/update2', { body })).status).toBe(400);
    }
    const noAccount = await api(server.url, 'stripeController/update2', {
      body: { token: await token('account', user.token), country: 'FR', id_user: user.id_user },
    });
    expect(noAccount.status).toBe(404);
  });
});
