/**
 * A seller's payout account (spec §7 stripe/v2/account/store and stripeController/*), opened and
 * changed at the payment provider with its one-time tokens: an account token `ct_` to open or
 * update it, a bank-account token `btok_` for where the money goes. The sandbox checks that a
 * token was issued to the signed-in user who uses it; Stripe's tokens name no user, so the one
 * call sent without a session (update2) spends only a token its user claimed with theirs. The
 * marketplace keeps a copy of what the provider answers: requirements still due, the bank
 * account, whether payouts are enabled.
 */
import { ACCOUNT_TOKEN_CLAIM_TTL_MS, toMinorUnits } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { sellerPayouts } from '../db/queries/bankPayouts.js';
import {
  claimAccountToken,
  insertPayoutAccount,
  knownCountry,
  payoutAccountOf,
  spendAccountTokenClaim,
  userExists,
} from '../db/queries/paymentAccount.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';
import { accountChanged, readyForPayouts } from '../payouts/payoutAccounts.js';

export function paymentAccountHandlers(context: AppContext) {
  const { db, now, payments } = context;

  async function countryOf(alpha2: string): Promise<string> {
    const country = await knownCountry(db, alpha2);
    if (!country) throw badRequest(`country: ${alpha2.toUpperCase()} is not a country of the marketplace.`);
    return country;
  }

  return {
    storeAccount: async ({ input, user }) => {
      const country = await countryOf(input.country);
      if (await payoutAccountOf(db, user.id_user)) throw conflict('You already have a payout account.');
      const account = await payments.createAccount({ idUser: user.id_user, country, token: input.token });
      if (!(await insertPayoutAccount(db, user.id_user, account, now()))) {
        throw conflict('You already have a payout account.');
      }
      return { data: { account_id: account.id } };
    },

    getAccount: async ({ input }) => {
      if (!(await userExists(db, input.id_user))) throw notFound(`No user ${input.id_user}.`);
      const account = await payoutAccountOf(db, input.id_user);
      return {
        data: {
          has_account: account !== undefined,
          payouts_enabled: account ? readyForPayouts(account) : false,
          country: account?.country ?? null,
        },
      };
    },

    myAccount: async ({ user }) => {
      const account = await payoutAccountOf(db, user.id_user);
      return {
        data: account
          ? {
              has_account: true,
              payouts_enabled: readyForPayouts(account),
              country: account.country,
              currency: account.currency,
              currently_due: account.currently_due,
              bank_account: account.external_account
                ? { last4: account.external_last4 ?? '', status: account.external_status ?? 'new' }
                : null,
            }
          : {
              has_account: false,
              payouts_enabled: false,
              country: null,
              currency: null,
              currently_due: [],
              bank_account: null,
            },
      };
    },

    listPayouts: async ({ user }) => {
      const rows = await sellerPayouts(db, user.id_user);
      return {
        data: rows.map((row) => {
          const price = toMinorUnits(Number(row.prix_unitaire), row.currency);
          const net = Number(row.amount);
          return {
            id_commande: row.id_commande,
            created_at: new Date(row.created_at).toISOString(),
            currency: row.currency,
            price,
            commission: price - net,
            net,
            status: row.status ?? ('waiting' as const),
            arrival_date: row.arrival_date ? new Date(row.arrival_date).toISOString() : null,
            failure_code: row.failure_code,
          };
        }),
      };
    },

    createExternalAccount: async ({ input, user }) => {
      await countryOf(input.country);
      const mine = await payoutAccountOf(db, user.id_user);
      if (!mine) throw conflict('Open your payout account before adding a bank account.');
      const account = await payments.setExternalAccount(mine.account_id, {
        idUser: user.id_user,
        token: input.token,
      });
      await accountChanged(context, user.id_user, account);
      const external = account.external_account;
      if (!external) throw new Error(`The provider answered ${account.id} without its new bank account`);
      return { data: { id: external.id, last4: external.last4 } };
    },

    claimAccountToken: async ({ input, user }) => {
      if (!(await claimAccountToken(db, input.token, user.id_user, now(), ACCOUNT_TOKEN_CLAIM_TTL_MS))) {
        throw conflict('This account token was already claimed.');
      }
      return { data: { token: input.token } };
    },

    // Sent without the user's session (spec §7): the proof is an account token that very user
    // claimed with their session a moment before, spent once, and nothing else opens it. The
    // provider checks its own side too (the sandbox, that it issued the token to that user).
    updateAccount: async ({ input }) => {
      const country = await countryOf(input.country);
      // Whether a user has an account is public (getAccount): saying so here gives nothing away.
      const mine = await payoutAccountOf(db, input.id_user);
      if (!mine) throw notFound('This user has no payout account.');
      if (
        !(await spendAccountTokenClaim(db, input.token, input.id_user, now(), ACCOUNT_TOKEN_CLAIM_TTL_MS))
      ) {
        throw forbidden('This update needs a new account token claimed by this user.');
      }
      let account: Awaited<ReturnType<typeof payments.updateAccount>>;
      try {
        account = await payments.updateAccount(mine.account_id, {
          idUser: input.id_user,
          country,
          token: input.token,
        });
      } catch {
        throw forbidden('This update needs a new account token issued to this user.');
      }
      await accountChanged(context, input.id_user, account);
      return { data: { account_id: account.id } };
    },
  } satisfies Partial<Handlers>;
}
