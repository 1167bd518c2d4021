/**
 * A seller's payout account (spec §7 stripe/v2/account/store and stripeController/*), opened and
 * changed with the provider's one-time tokens: an account token `ct_` to open or update it, a
 * bank-account token `btok_` for where the money goes. A token proves who asked because it
 * was issued to the signed-in user who made it.
 */
import type { AppContext } from '../context.js';
import {
  attachExternalAccount,
  insertPayoutAccount,
  knownCountry,
  payoutAccountOf,
  updatePayoutCountry,
  userExists,
} from '../db/queries/paymentAccount.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';
import { randomId } from '../payments/randomId.js';
import { createSandboxTokens } from '../payments/sandboxTokens.js';

export function paymentAccountHandlers({ db, now }: AppContext) {
  const tokens = createSandboxTokens(db, now);

  async function countryOf(alpha2: string): Promise<string> {
    const country = await knownCountry(db, alpha2);
    if (!country) throw badRequest(`country: ${alpha2.toUpperCase()} is not a country of the marketplace.`);
    return country;
  }

  return {
    storeAccount: async ({ input, user }) => {
      const country = await countryOf(input.country);
      if (await payoutAccountOf(db, user.id_user)) throw conflict('You already have a payout account.');
      await tokens.consume(input.token, 'account', user.id_user);
      const account_id = randomId('acct', 16);
      const created = await insertPayoutAccount(db, {
        id_user: user.id_user,
        account_id,
        country,
        now: now(),
      });
      if (!created) throw conflict('You already have a payout account.');
      return { data: { account_id } };
    },

    getAccount: async ({ input }) => {
      if (!(await userExists(db, input.id_user))) throw notFound(`No user ${input.id_user}.`);
      const account = await payoutAccountOf(db, input.id_user);
      return {
        data: {
          has_account: account !== undefined,
          payouts_enabled: account?.payouts_enabled ?? false,
          country: account?.country ?? null,
        },
      };
    },

    createExternalAccount: async ({ input, user }) => {
      await countryOf(input.country);
      if (!(await payoutAccountOf(db, user.id_user))) {
        throw conflict('Open your payout account before adding a bank account.');
      }
      const bank = await tokens.consume(input.token, 'bank_account', user.id_user);
      const external = { id: randomId('ba', 24), last4: bank.last4 ?? '' };
      await attachExternalAccount(db, user.id_user, external, now());
      return { data: external };
    },

    // Sent without the user's session (spec §7): the proof is an unused account token issued
    // to that very user, and nothing else opens it.
    updateAccount: async ({ input }) => {
      const country = await countryOf(input.country);
      try {
        await tokens.consume(input.token, 'account', input.id_user);
      } catch {
        throw forbidden('This update needs a new account token issued to this user.');
      }
      const account = await payoutAccountOf(db, input.id_user);
      if (!account) throw notFound('This user has no payout account.');
      await updatePayoutCountry(db, input.id_user, country, now());
      return { data: { account_id: account.account_id } };
    },
  } satisfies Partial<Handlers>;
}
