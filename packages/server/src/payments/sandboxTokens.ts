/**
 * The sandbox's tokens, as Stripe's tokens endpoint makes them: card details become a `tok_`
 * to pay with, bank details a `btok_` and a seller's agreement an account token `ct_`, all
 * one-time and bound to the user signed in when they were made. A card saved on a customer
 * is kept here too, as a reusable `pm_`.
 */

import {
  type BankAccountInputSchema,
  type CardInputSchema,
  normaliseBankAccountNumber,
  type paymentEndpoints,
  type SandboxTokenSchema,
  sandboxPayoutFailure,
  usesRoutingNumber,
} from '@vitrine/contract';
import { bankAccountProblems } from '@vitrine/contract/bank-account-check';
import type * as z from 'zod/mini';
import type { Queryable } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';
import { randomId } from './randomId.js';
import { cardBrand, expiredCard, isExpired } from './testCards.js';

/**
 * Where an account token carries the identity documents, as Stripe names the field in its errors;
 * built from its parts, as the script-tag build reads any dotted literal starting with `account.`
 * as a key of the widgets' texts.
 */
const VERIFICATION_FIELD = ['account', 'individual', 'verification'].join('.');

export type SandboxToken = z.infer<typeof SandboxTokenSchema>;
export type CardInput = z.output<typeof CardInputSchema>;
export type BankAccountInput = z.output<typeof BankAccountInputSchema>;
export type TokenType = SandboxToken['type'];

/** A card the sandbox can charge. */
export interface SandboxCard {
  id: string;
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

interface TokenRow {
  id: string;
  type: TokenType;
  id_user: number | null;
  used: boolean;
  last4: string | null;
  country: string | null;
  currency: string | null;
  /** How payouts to a bank account end, for the sandbox's test accounts. */
  fails_with: string | null;
  /** The identity document an account token carries for the account's verification. */
  verification_document: string | null;
}

/** What an account token carries, as Stripe's `createToken('account', …)` takes it. */
export type AccountTokenInput = NonNullable<z.output<typeof paymentEndpoints.sandboxToken.body>['account']>;

const TOKEN_COLUMNS =
  'id, type, id_user, used, last4, country, trim(currency) AS currency, fails_with, verification_document';

const TOKEN_PREFIX: Readonly<Record<TokenType, string>> = {
  card: 'tok',
  bank_account: 'btok',
  account: 'ct',
};

const TYPE_NAME: Readonly<Record<TokenType, string>> = {
  card: 'a card token',
  bank_account: 'a bank account token',
  account: 'an account token',
};

export function createSandboxTokens(db: Queryable, now: () => Date) {
  return {
    /** Tokenises a card; an expiry date already past is refused as Stripe's `expired_card`. */
    async card(card: CardInput, idUser: number | null): Promise<SandboxToken> {
      const number = card.number.replace(/ /g, '');
      if (number.length < 12 || number.length > 19) throw badRequest('card.number: 12 to 19 digits');
      if (isExpired(card.exp_month, card.exp_year, now())) throw expiredCard();
      const id = randomId(TOKEN_PREFIX.card);
      const brand = cardBrand(number);
      const last4 = number.slice(-4);
      await db.query(
        `INSERT INTO sandbox_token (id, type, id_user, card_number, brand, last4, exp_month, exp_year)
         VALUES ($1, 'card', $2, $3, $4, $5, $6, $7)`,
        [id, idUser, number, brand, last4, card.exp_month, card.exp_year],
      );
      return {
        id,
        type: 'card',
        card: { brand, last4, exp_month: card.exp_month, exp_year: card.exp_year },
      };
    },

    /**
     * Tokenises bank details, refused (as Stripe does) when the IBAN, or the account and routing
     * numbers, are not valid for the country; only the last four characters are kept, and how
     * payouts to a test account end.
     */
    async bankAccount(bank: BankAccountInput, idUser: number | null): Promise<SandboxToken> {
      const country = bank.country.toUpperCase();
      const [problem] = bankAccountProblems({
        type: usesRoutingNumber(country) ? 'account_number' : 'iban',
        country,
        iban: bank.account_number,
        routing_number: bank.routing_number,
      });
      if (problem) {
        const field = problem.field === 'iban' ? 'account_number' : problem.field;
        throw badRequest(`bank_account.${field}: not valid for a bank in ${country}.`);
      }
      const id = randomId(TOKEN_PREFIX.bank_account);
      const account = normaliseBankAccountNumber(bank.account_number);
      const last4 = account.slice(-4);
      await db.query(
        `INSERT INTO sandbox_token (id, type, id_user, last4, country, currency, fails_with)
         VALUES ($1, 'bank_account', $2, $3, $4, $5, $6)`,
        [id, idUser, last4, country, bank.currency.toUpperCase(), sandboxPayoutFailure(account)],
      );
      return { id, type: 'bank_account', bank_account: { last4, country } };
    },

    /**
     * A seller's agreement to open a payout account, as an account token, with their identity
     * documents when given: files of the files service uploaded as `identity_document`, refused
     * (as Stripe does) when there is no such file.
     */
    async account(idUser: number | null, details: AccountTokenInput = {}): Promise<SandboxToken> {
      const verification = details.individual?.verification;
      const sides = verification
        ? [
            ['document.front', verification.document.front],
            ['document.back', verification.document.back],
            ['additional_document.front', verification.additional_document?.front],
            ['additional_document.back', verification.additional_document?.back],
          ]
        : [];
      for (const [side, file] of sides) {
        if (file === undefined) continue;
        const [known] = await db.query(
          "SELECT 1 FROM sandbox_file WHERE id = $1 AND purpose = 'identity_document'",
          [file],
        );
        if (!known) {
          throw badRequest(`${VERIFICATION_FIELD}.${side}: no such identity_document file (${file}).`);
        }
      }
      const id = randomId(TOKEN_PREFIX.account);
      await db.query(
        `INSERT INTO sandbox_token (id, type, id_user, verification_document) VALUES ($1, 'account', $2, $3)`,
        [id, idUser, verification?.document.front ?? null],
      );
      return { id, type: 'account' };
    },

    /** A card saved as a `pm_` (or any card token, unspent or not); undefined when there is none. */
    async findCard(id: string): Promise<SandboxCard | undefined> {
      const rows = await db.query<SandboxCard>(
        `SELECT id, card_number AS number, brand, last4, exp_month, exp_year
           FROM sandbox_token WHERE id = $1 AND type = 'card' AND card_number IS NOT NULL`,
        [id],
      );
      return rows[0];
    },

    /**
     * The card of a `tok_` for `intent`, spending the token on it: a token pays for one intent
     * (confirming that intent again is the same payment), and only for the user who made it.
     * Someone else's token is no card at all, as Stripe answers for another account's token.
     */
    async spendCard(id: string, intent: { id: string; customer_id: string }): Promise<SandboxCard> {
      // One statement, so two confirms racing with one token end with one winner.
      const [card] = await db.query<SandboxCard>(
        `UPDATE sandbox_token SET used = true, spent_on = $2
          WHERE id = $1 AND type = 'card' AND card_number IS NOT NULL
            AND (spent_on IS NULL OR spent_on = $2)
            AND id_user = (SELECT id_user FROM sandbox_customer WHERE customer_id = $3)
          RETURNING id, card_number AS number, brand, last4, exp_month, exp_year`,
        [id, intent.id, intent.customer_id],
      );
      if (card) return card;
      const [spent] = await db.query(
        `SELECT 1 FROM sandbox_token t JOIN sandbox_customer c ON c.id_user = t.id_user
          WHERE t.id = $1 AND t.type = 'card' AND c.customer_id = $2 AND t.spent_on IS NOT NULL`,
        [id, intent.customer_id],
      );
      if (spent) throw conflict('This card token was already used: make a new one for each payment.');
      throw badRequest(`payment_method: no such card (${id.slice(0, 40)}).`);
    },

    /** Copies a card into a reusable payment method `pm_…`. */
    async keepCard(card: SandboxCard, idUser: number | null): Promise<string> {
      const id = randomId('pm');
      await db.query(
        `INSERT INTO sandbox_token (id, type, id_user, card_number, brand, last4, exp_month, exp_year)
         VALUES ($1, 'card', $2, $3, $4, $5, $6, $7)`,
        [id, idUser, card.number, card.brand, card.last4, card.exp_month, card.exp_year],
      );
      return id;
    },

    /**
     * Uses up a one-time token of `type` issued to `idUser`: 404 when unknown, 400 when of
     * another type, 403 when issued to someone else (or to no one), 409 when already used.
     */
    async consume(id: string, type: TokenType, idUser: number): Promise<TokenRow> {
      const [token] = await db.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM sandbox_token WHERE id = $1`, [
        id,
      ]);
      if (!token) throw notFound('No such token.');
      if (token.type !== type) throw badRequest(`token: ${TYPE_NAME[type]} is expected.`);
      if (token.id_user !== idUser) throw forbidden('This token was issued to another user.');
      // The condition on `used` makes two concurrent uses of one token end with one winner.
      const [spent] = await db.query<TokenRow>(
        `UPDATE sandbox_token SET used = true WHERE id = $1 AND NOT used
         RETURNING ${TOKEN_COLUMNS}`,
        [id],
      );
      if (!spent) throw conflict('This token has already been used.');
      return spent;
    },
  };
}

export type SandboxTokens = ReturnType<typeof createSandboxTokens>;
