/**
 * The offline payment provider: Stripe's test mode, played by the server with its own tables
 * (sandbox_customer, sandbox_intent, sandbox_token). It keeps what Stripe would keep — customers,
 * intents with their client secrets, whether a card was charged — apart from the marketplace's
 * records, so the marketplace talks to it exactly as it talks to Stripe and a crash between the
 * two sides is recovered the same way (see sweeper.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { SANDBOX_PUBLISHABLE_KEY } from '@vitrine/contract';
import type { Queryable } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';
import type {
  PaymentProvider,
  ProviderAccount,
  ProviderIntent,
  ProviderIntentStatus,
  ProviderPayout,
  ProviderPayoutStatus,
  ProviderRefund,
  ProviderSavedCard,
  ProviderTransfer,
} from './provider.js';
import { randomId } from './randomId.js';
import { createSandboxTokens, type SandboxCard } from './sandboxTokens.js';
import { authenticationRequired, CardError, testCardOutcome } from './testCards.js';

interface IntentRow {
  id: string;
  client_secret: string;
  idempotency_key: string;
  customer_id: string;
  amount: number;
  currency: string;
  status: ProviderIntentStatus;
  setup_future_usage: boolean;
}

export interface ConfirmInput {
  id: string;
  clientSecret: string;
  /** A card token `tok_…` or a card saved on the intent's customer `pm_…`. */
  paymentMethod: string;
}

export type ConfirmedIntent = Omit<ProviderIntent, 'clientSecret'>;

export interface Sandbox extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * Charges the card the way Stripe's test cards say. Resolves with the succeeded intent (also
   * when it had already succeeded: a retried confirm never charges twice); a declined card
   * throws a {@link CardError} (402) and leaves the intent ready for another card.
   */
  confirmIntent(input: ConfirmInput): Promise<ConfirmedIntent>;
}

export function isSandbox(provider: PaymentProvider): provider is Sandbox {
  return provider.name === 'sandbox' && 'confirmIntent' in provider;
}

const INTENT_COLUMNS =
  'id, client_secret, idempotency_key, customer_id, amount, currency, status, setup_future_usage';

/** States from which a card may (still) be tried. */
const CONFIRMABLE = ['requires_payment_method', 'requires_action'];

/** Whether a client secret is the intent's, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

function publicIntent(row: IntentRow): ConfirmedIntent {
  return { id: row.id, status: row.status, amount: row.amount, currency: row.currency };
}

interface RefundRow {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  status: ProviderRefund['status'];
}

type TransferRow = ProviderTransfer;

const REFUND_COLUMNS = 'id, payment_intent, amount, currency, status';

const SAME_PARAMETERS =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

/** The refund a key already made, refused (as Stripe does) when asked again with other parameters. */
function sameRefund(row: RefundRow, intentId: string, amount: number, currency: string): ProviderRefund {
  if (row.payment_intent !== intentId || row.amount !== amount || row.currency !== currency) {
    throw new Error(SAME_PARAMETERS);
  }
  return { id: row.id, amount: row.amount, currency: row.currency, status: row.status };
}

/**
 * What a new account must give before it is paid out, as Stripe asks an individual on a Custom
 * account: a bank account, and an identity document for the verification.
 */
export const SANDBOX_REQUIREMENTS = ['external_account', 'individual.verification.document'] as const;
const VERIFICATION_DOCUMENT = 'individual.verification.document';

/** A payout is sent to the bank an hour after it was made, and arrives two days after. */
export const SANDBOX_PAYOUT_SENT_MS = 3_600_000;
export const SANDBOX_PAYOUT_ARRIVAL_MS = 2 * 24 * 3_600_000;

interface AccountRow {
  id: string;
  id_user: number;
  country: string;
  currency: string | null;
  currently_due: string[];
  external_account: string | null;
  external_last4: string | null;
  external_status: 'new' | 'errored' | null;
}

const ACCOUNT_COLUMNS =
  'id, id_user, country, trim(currency) AS currency, currently_due, external_account, external_last4, external_status';

function publicAccount(row: AccountRow): ProviderAccount {
  return {
    id: row.id,
    country: row.country,
    currency: row.currency,
    currently_due: [...row.currently_due],
    payouts_enabled: row.currently_due.length === 0 && row.external_account !== null,
    external_account: row.external_account
      ? { id: row.external_account, last4: row.external_last4 ?? '', status: row.external_status ?? 'new' }
      : null,
  };
}

interface PayoutRow {
  id: string;
  account: string;
  destination: string;
  amount: number;
  currency: string;
  fails_with: string | null;
  created_at: string;
  arrival_date: string;
}

const PAYOUT_COLUMNS =
  'id, account, destination, amount, trim(currency) AS currency, fails_with, created_at, arrival_date';

/** A sandbox payout's state at `now`: pending, then sent to the bank, then arrived — or failed. */
function payoutAt(row: PayoutRow, now: Date): ProviderPayout {
  const created = new Date(row.created_at).getTime();
  const arrival = new Date(row.arrival_date);
  let status: ProviderPayoutStatus = 'pending';
  if (now.getTime() >= arrival.getTime()) status = row.fails_with ? 'failed' : 'paid';
  else if (now.getTime() >= created + SANDBOX_PAYOUT_SENT_MS) status = 'in_transit';
  return {
    id: row.id,
    amount: Number(row.amount),
    currency: row.currency,
    status,
    arrival_date: arrival,
    failure_code: status === 'failed' ? row.fails_with : null,
  };
}

export function createSandboxProvider(db: Queryable, options: { now?: () => Date } = {}): Sandbox {
  const now = options.now ?? (() => new Date());
  const tokens = createSandboxTokens(db, now);

  async function accountRow(id: string): Promise<AccountRow> {
    const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM sandbox_account WHERE id = $1`, [
      id,
    ]);
    if (!row) throw new Error(`No such account: ${id}`);
    return row;
  }

  /** The account, refused when `idUser` does not own it (a token of theirs changes only theirs). */
  async function ownAccount(id: string, idUser: number): Promise<AccountRow> {
    const row = await accountRow(id);
    if (row.id_user !== idUser) throw forbidden('This account belongs to another user.');
    return row;
  }

  async function intentById(id: string): Promise<IntentRow | undefined> {
    const rows = await db.query<IntentRow>(`SELECT ${INTENT_COLUMNS} FROM sandbox_intent WHERE id = $1`, [
      id,
    ]);
    return rows[0];
  }

  /** The intent once it has left the states a card can be tried from. */
  function settled(row: IntentRow): ConfirmedIntent {
    if (row.status === 'succeeded') return publicIntent(row);
    if (row.status === 'canceled') {
      throw conflict('This payment was canceled: its reservation expired. Start the checkout again.', {
        code: 'payment_intent_unexpected_state',
      });
    }
    throw conflict(`This payment cannot be confirmed while it is ${row.status}.`, {
      code: 'payment_intent_unexpected_state',
    });
  }

  async function paymentCard(paymentMethod: string, intent: IntentRow): Promise<SandboxCard> {
    if (paymentMethod.startsWith('tok_')) return tokens.spendCard(paymentMethod, intent);
    const card = await tokens.findCard(paymentMethod);
    if (card && paymentMethod.startsWith('pm_')) {
      // A saved card pays only for its own customer's intents.
      const [owner] = await db.query(
        'SELECT 1 FROM sandbox_customer WHERE customer_id = $1 AND payment_method = $2',
        [intent.customer_id, paymentMethod],
      );
      if (owner) return card;
    }
    throw badRequest(`payment_method: no such card (${paymentMethod.slice(0, 40)}).`);
  }

  async function saveCard(intent: IntentRow, card: SandboxCard): Promise<void> {
    const [customer] = await db.query<{ id_user: number; payment_method: string | null }>(
      'SELECT id_user, payment_method FROM sandbox_customer WHERE customer_id = $1',
      [intent.customer_id],
    );
    if (!customer || customer.payment_method === card.id) return;
    const paymentMethod = card.id.startsWith('pm_') ? card.id : await tokens.keepCard(card, customer.id_user);
    await db.query(
      `UPDATE sandbox_customer SET payment_method = $2, brand = $3, last4 = $4, exp_month = $5, exp_year = $6
        WHERE customer_id = $1`,
      [intent.customer_id, paymentMethod, card.brand, card.last4, card.exp_month, card.exp_year],
    );
  }

  return {
    name: 'sandbox',
    publishableKey: SANDBOX_PUBLISHABLE_KEY,

    async ensureCustomer(user) {
      await db.query(
        `INSERT INTO sandbox_customer (id_user, customer_id) VALUES ($1, $2) ON CONFLICT (id_user) DO NOTHING`,
        [user.id_user, randomId('cus', 14)],
      );
      const [row] = await db.query<{ customer_id: string }>(
        'SELECT customer_id FROM sandbox_customer WHERE id_user = $1',
        [user.id_user],
      );
      if (!row) throw new Error(`The sandbox lost the customer of user ${user.id_user}`);
      return row.customer_id;
    },

    async savedCard(customerId) {
      const rows = await db.query<ProviderSavedCard>(
        `SELECT payment_method AS token, brand, last4, exp_month, exp_year
           FROM sandbox_customer WHERE customer_id = $1 AND payment_method IS NOT NULL`,
        [customerId],
      );
      return rows[0] ?? null;
    },

    async createIntent(input) {
      const id = randomId('pi');
      const currency = input.currency.toUpperCase();
      const [created] = await db.query<IntentRow>(
        `INSERT INTO sandbox_intent (id, client_secret, idempotency_key, customer_id, amount, currency, setup_future_usage)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${INTENT_COLUMNS}`,
        [
          id,
          `${id}_secret_${randomId('s', 24).slice(2)}`,
          input.idempotencyKey,
          input.customerId,
          input.amount,
          currency,
          input.saveCard ?? false,
        ],
      );
      const row =
        created ??
        (
          await db.query<IntentRow>(
            `SELECT ${INTENT_COLUMNS} FROM sandbox_intent WHERE idempotency_key = $1`,
            [input.idempotencyKey],
          )
        )[0];
      if (!row) throw new Error('The sandbox lost an intent it just refused to create twice');
      // Stripe refuses a key reused with other parameters rather than answer a different intent.
      if (row.amount !== input.amount || row.currency !== currency || row.customer_id !== input.customerId) {
        throw new Error(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return { ...publicIntent(row), clientSecret: row.client_secret };
    },

    async retrieveIntent(id) {
      const row = await intentById(id);
      if (!row) throw new Error(`No such payment_intent: ${id}`);
      return publicIntent(row);
    },

    async cancelIntent(id) {
      const [canceled] = await db.query<{ status: ProviderIntentStatus }>(
        `UPDATE sandbox_intent SET status = 'canceled', updated_at = now()
          WHERE id = $1 AND status IN ('requires_payment_method', 'requires_action', 'processing')
          RETURNING status`,
        [id],
      );
      if (canceled) return canceled.status;
      const row = await intentById(id);
      if (!row) throw new Error(`No such payment_intent: ${id}`);
      return row.status;
    },

    async refund(input) {
      const currency = input.currency.toUpperCase();
      const [existing] = await db.query<RefundRow>(
        `SELECT ${REFUND_COLUMNS} FROM sandbox_refund WHERE idempotency_key = $1`,
        [input.idempotencyKey],
      );
      if (existing) return sameRefund(existing, input.paymentIntentId, input.amount, currency);
      const intent = await intentById(input.paymentIntentId);
      if (!intent) throw new Error(`No such payment_intent: ${input.paymentIntentId}`);
      if (intent.status !== 'succeeded') {
        throw new Error(`PaymentIntent ${intent.id} has no successful charge to refund (${intent.status}).`);
      }
      if (intent.currency !== currency) {
        throw new Error(`A refund of ${intent.id} is in ${intent.currency}, not ${currency}.`);
      }
      const [refunded] = await db.query<{ total: number }>(
        'SELECT COALESCE(sum(amount), 0)::bigint AS total FROM sandbox_refund WHERE payment_intent = $1',
        [intent.id],
      );
      // As Stripe: a charge is never refunded beyond what it took.
      if ((refunded?.total ?? 0) + input.amount > intent.amount) {
        throw new Error(`Refund amount (${input.amount}) is greater than what is left on ${intent.id}.`);
      }
      const [created] = await db.query<RefundRow>(
        `INSERT INTO sandbox_refund (id, idempotency_key, payment_intent, amount, currency)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${REFUND_COLUMNS}`,
        [randomId('re'), input.idempotencyKey, intent.id, input.amount, currency],
      );
      const row =
        created ??
        (
          await db.query<RefundRow>(
            `SELECT ${REFUND_COLUMNS} FROM sandbox_refund WHERE idempotency_key = $1`,
            [input.idempotencyKey],
          )
        )[0];
      if (!row) throw new Error('The sandbox lost a refund it just refused to make twice');
      return sameRefund(row, input.paymentIntentId, input.amount, currency);
    },

    async transfer(input) {
      const currency = input.currency.toUpperCase();
      const [account] = await db.query('SELECT 1 FROM sandbox_account WHERE id = $1', [input.destination]);
      if (!account) throw new Error(`No such destination: ${input.destination}`);
      await db.query(
        `INSERT INTO sandbox_transfer (id, idempotency_key, destination, amount, currency, transfer_group)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          randomId('tr'),
          input.idempotencyKey,
          input.destination,
          input.amount,
          currency,
          input.transferGroup,
        ],
      );
      const [row] = await db.query<TransferRow>(
        'SELECT id, destination, amount, currency FROM sandbox_transfer WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (!row) throw new Error('The sandbox lost a transfer it just made');
      if (row.amount !== input.amount || row.currency !== currency || row.destination !== input.destination) {
        throw new Error(SAME_PARAMETERS);
      }
      return row;
    },

    async createAccount({ idUser, country, token }) {
      const agreement = await tokens.consume(token, 'account', idUser);
      const id = randomId('acct', 16);
      const due = SANDBOX_REQUIREMENTS.filter(
        (requirement) => !(requirement === VERIFICATION_DOCUMENT && agreement.verification_document),
      );
      await db.query(
        `INSERT INTO sandbox_account (id, id_user, country, currently_due, created_at) VALUES ($1, $2, $3, $4::text[], $5)`,
        [id, idUser, country, due, now().toISOString()],
      );
      return publicAccount(await accountRow(id));
    },

    async updateAccount(accountId, { idUser, country, token }) {
      await ownAccount(accountId, idUser);
      const update = await tokens.consume(token, 'account', idUser);
      await db.query('UPDATE sandbox_account SET country = $2 WHERE id = $1', [accountId, country]);
      // As Stripe: a token carrying the identity document (only a token can, on an account opened
      // from one) gives the verification what it asked for.
      if (update.verification_document) {
        await db.query(
          'UPDATE sandbox_account SET currently_due = array_remove(currently_due, $2) WHERE id = $1',
          [accountId, VERIFICATION_DOCUMENT],
        );
      }
      return publicAccount(await accountRow(accountId));
    },

    async setExternalAccount(accountId, { idUser, token }) {
      await ownAccount(accountId, idUser);
      const bank = await tokens.consume(token, 'bank_account', idUser);
      // As Stripe's accounts.update with `external_account`: the new one replaces the old.
      await db.query(
        `UPDATE sandbox_account
            SET external_account = $2, external_last4 = $3, external_status = 'new', external_fails_with = $4,
                currency = COALESCE($5, currency), currently_due = array_remove(currently_due, 'external_account')
          WHERE id = $1`,
        [accountId, randomId('ba', 24), bank.last4 ?? '', bank.fails_with, bank.currency],
      );
      return publicAccount(await accountRow(accountId));
    },

    async retrieveAccount(accountId) {
      return publicAccount(await accountRow(accountId));
    },

    async payout(input) {
      const currency = input.currency.toUpperCase();
      const account = publicAccount(await accountRow(input.account));
      const [existing] = await db.query<PayoutRow>(
        `SELECT ${PAYOUT_COLUMNS} FROM sandbox_payout WHERE idempotency_key = $1`,
        [input.idempotencyKey],
      );
      if (!existing) {
        // Stripe refuses a payout from an account that cannot be paid out yet.
        if (!account.payouts_enabled || !account.external_account) {
          throw new Error(`Payouts are not enabled on ${input.account}: ${account.currently_due.join(', ')}`);
        }
        const [bank] = await db.query<{ external_fails_with: string | null }>(
          'SELECT external_fails_with FROM sandbox_account WHERE id = $1',
          [input.account],
        );
        const created = now();
        await db.query(
          `INSERT INTO sandbox_payout (id, idempotency_key, account, destination, amount, currency, fails_with, created_at, arrival_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (idempotency_key) DO NOTHING`,
          [
            randomId('po'),
            input.idempotencyKey,
            input.account,
            account.external_account.id,
            input.amount,
            currency,
            bank?.external_fails_with ?? null,
            created.toISOString(),
            new Date(created.getTime() + SANDBOX_PAYOUT_ARRIVAL_MS).toISOString(),
          ],
        );
      }
      const [row] = await db.query<PayoutRow>(
        `SELECT ${PAYOUT_COLUMNS} FROM sandbox_payout WHERE idempotency_key = $1`,
        [input.idempotencyKey],
      );
      if (!row) throw new Error('The sandbox lost a payout it just made');
      if (Number(row.amount) !== input.amount || row.currency !== currency || row.account !== input.account) {
        throw new Error(SAME_PARAMETERS);
      }
      return payoutAt(row, now());
    },

    async retrievePayout(accountId, payoutId) {
      const [row] = await db.query<PayoutRow>(
        `SELECT ${PAYOUT_COLUMNS} FROM sandbox_payout WHERE id = $1 AND account = $2`,
        [payoutId, accountId],
      );
      if (!row) throw new Error(`No such payout: ${payoutId}`);
      const payout = payoutAt(row, now());
      if (payout.status === 'failed') {
        // As Stripe: the bank account a payout failed to is errored, and a new one is due.
        await db.query(
          `UPDATE sandbox_account
              SET external_status = 'errored',
                  currently_due = array_append(array_remove(currently_due, 'external_account'), 'external_account')
            WHERE id = $1 AND external_account = $2 AND external_status = 'new'`,
          [accountId, row.destination],
        );
      }
      return payout;
    },

    async confirmIntent({ id, clientSecret, paymentMethod }) {
      const intent = await intentById(id);
      if (!intent) throw notFound(`No such payment_intent: ${id}.`);
      if (!sameSecret(clientSecret, intent.client_secret)) {
        throw forbidden("The client_secret does not match this payment's.");
      }
      if (!CONFIRMABLE.includes(intent.status)) return settled(intent);

      const card = await paymentCard(paymentMethod, intent);
      const outcome = testCardOutcome(card.number);
      const status = outcome instanceof CardError ? 'requires_payment_method' : outcome;
      const lastError = outcome instanceof CardError ? outcome.declineCode : null;
      // Conditional on the state read above: of two confirms racing, only one charges the card.
      const [updated] = await db.query<IntentRow>(
        `UPDATE sandbox_intent SET status = $2, payment_method = $3, last_error = $4, updated_at = now()
          WHERE id = $1 AND status IN ('requires_payment_method', 'requires_action')
          RETURNING ${INTENT_COLUMNS}`,
        [id, status, card.id, lastError],
      );
      if (!updated) return settled((await intentById(id)) as IntentRow);
      if (outcome instanceof CardError) throw outcome;
      if (outcome === 'requires_action') throw authenticationRequired();
      if (updated.setup_future_usage) await saveCard(updated, card);
      return publicIntent(updated);
    },
  };
}
