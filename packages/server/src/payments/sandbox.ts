/**
 * The offline payment provider: Stripe's test mode, played by the server with its own tables
 * (sandbox_customer, sandbox_intent, sandbox_token). It keeps what Stripe would keep — customers,
 * intents with their client secrets, whether a card was charged — apart from the marketplace's
 * records, so the marketplace talks to it exactly as it talks to Stripe and a crash between the
 * two sides is recovered the same way (see sweeper.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';
import type {
  PaymentProvider,
  ProviderIntent,
  ProviderIntentStatus,
  ProviderRefund,
  ProviderSavedCard,
  ProviderTransfer,
} from './provider.js';
import { randomId } from './randomId.js';
import { createSandboxTokens, type SandboxCard } from './sandboxTokens.js';
import { authenticationRequired, CardError, testCardOutcome } from './testCards.js';

/** The sandbox's publishable key: browsers send it to the sandbox's files service (spec §7). */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox';

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

function sameSecret(given: string, expected: string): boolean {
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

export function createSandboxProvider(db: Queryable, options: { now?: () => Date } = {}): Sandbox {
  const tokens = createSandboxTokens(db, options.now ?? (() => new Date()));

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
      const [account] = await db.query('SELECT 1 FROM compte_paiement WHERE account_id = $1', [
        input.destination,
      ]);
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
