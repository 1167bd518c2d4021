/**
 * The sandbox's refunds and transfers behave as Stripe's: a key answers the same object, a key
 * reused with other parameters is refused, a charge is never refunded beyond what it took, and a
 * transfer goes only to a payout account that exists. Against a real server's database and a
 * real checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { orderIn } from '../testing/orderFixtures.js';
import { startTestServer } from '../testing/testServer.js';
import { createSandboxProvider } from './sandbox.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ jobIntervalMs: 3_600_000 });
});
afterAll(() => server?.close());

async function paidIntent() {
  const { id_commande } = await orderIn(server, 'paid');
  const [row] = await server.db.query<{ id: string; amount: number; currency: string }>(
    `SELECT pi.id, pi.amount, pi.currency FROM commande c JOIN payment_intent pi ON pi.id = c.id_payment_intent
      WHERE c.id_commande = $1`,
    [id_commande],
  );
  return row as { id: string; amount: number; currency: string };
}

describe('sandbox refunds', () => {
  it('answer the same refund for the same key, and never refund more than was charged', async () => {
    const sandbox = createSandboxProvider(server.db);
    const intent = await paidIntent();
    const part = { paymentIntentId: intent.id, amount: 100, currency: intent.currency, idempotencyKey: 'r1' };
    const first = await sandbox.refund(part);
    expect(first).toMatchObject({ id: expect.stringMatching(/^re_/), amount: 100, status: 'succeeded' });
    expect(await sandbox.refund(part)).toEqual(first);
    await expect(sandbox.refund({ ...part, amount: 101 })).rejects.toThrow(/same parameters/);
    await expect(sandbox.refund({ ...part, amount: intent.amount, idempotencyKey: 'r2' })).rejects.toThrow(
      /greater than what is left/,
    );
    await expect(
      sandbox.refund({ ...part, currency: intent.currency === 'EUR' ? 'USD' : 'EUR', idempotencyKey: 'r3' }),
    ).rejects.toThrow(/is in/);
    const rest = await sandbox.refund({ ...part, amount: intent.amount - 100, idempotencyKey: 'r4' });
    expect(rest.amount).toBe(intent.amount - 100);
    const [total] = await server.db.query<{ refunds: number; sum: number }>(
      'SELECT count(*)::int AS refunds, sum(amount)::int AS sum FROM sandbox_refund WHERE payment_intent = $1',
      [intent.id],
    );
    expect(total).toEqual({ refunds: 2, sum: intent.amount });
  });
});

describe('sandbox transfers', () => {
  it('go to an existing payout account only, once per key', async () => {
    const sandbox = createSandboxProvider(server.db);
    const [seller] = await server.db.query<{ id_user: number }>(
      `SELECT id_user FROM utilisateur WHERE role = 'kim' ORDER BY id_user LIMIT 1`,
    );
    // An account as the sandbox keeps it (the provider's side, not the marketplace's copy).
    await server.db.query(
      `INSERT INTO sandbox_account (id, id_user, country, currently_due, created_at)
       VALUES ('acct_sandbox_money', $1, 'FR', '{}', now())`,
      [seller?.id_user],
    );
    const input = {
      amount: 90_000,
      currency: 'eur',
      destination: 'acct_sandbox_money',
      transferGroup: 'commande_test',
      idempotencyKey: 't1',
    };
    const transfer = await sandbox.transfer(input);
    expect(transfer).toEqual({
      id: expect.stringMatching(/^tr_/),
      amount: 90_000,
      currency: 'EUR',
      destination: 'acct_sandbox_money',
    });
    expect(await sandbox.transfer(input)).toEqual(transfer);
    await expect(sandbox.transfer({ ...input, amount: 1 })).rejects.toThrow(/same parameters/);
    await expect(
      sandbox.transfer({ ...input, destination: 'acct_nobody', idempotencyKey: 't2' }),
    ).rejects.toThrow(/No such destination/);
  });
});
