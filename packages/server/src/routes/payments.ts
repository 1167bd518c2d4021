/**
 * Card payments (spec §7 stripe/v2/payment/*) and the sandbox provider's own calls (tokens,
 * intent confirmation, files), which stand in for Stripe's API when no Stripe key is set.
 */
import type { AppContext } from '../context.js';
import { intentById } from '../db/queries/payments.js';
import type { Handlers } from '../http/handler.js';
import { badRequest, unauthorized } from '../http/httpError.js';
import { finalizeIntent } from '../payments/finalizeIntent.js';
import { giveBack, notHonoured, whyNotHonoured } from '../payments/honour.js';
import { createCheckoutIntents } from '../payments/reservations.js';
import { createSandboxProvider, isSandbox, sameSecret } from '../payments/sandbox.js';
import { recordSandboxFile } from '../payments/sandboxFiles.js';
import { createSandboxTokens } from '../payments/sandboxTokens.js';

export function paymentHandlers(context: AppContext) {
  const { db, payments } = context;
  // The sandbox's calls answer whichever provider charges: its tokens also open payout
  // accounts, and an intent it does not know is simply not found.
  const sandbox = isSandbox(payments) ? payments : createSandboxProvider(db, { now: context.now });
  const tokens = createSandboxTokens(db, context.now);

  return {
    getCustomer: async ({ user }) => {
      const customer = await payments.ensureCustomer(user);
      return { data: { customer, card: await payments.savedCard(customer) } };
    },

    createIntent: async ({ input, user }) => ({
      succeeded: await createCheckoutIntents(context, user, input),
      publishable_key: payments.publishableKey,
    }),

    sandboxToken: async ({ input, user }) => {
      const given = [input.card, input.bank_account, input.account].filter((part) => part !== undefined);
      if (given.length !== 1) throw badRequest('Send exactly one of card, bank_account or account.');
      const idUser = user?.id_user ?? null;
      if (input.card) return tokens.card(input.card, idUser);
      if (input.bank_account) return tokens.bankAccount(input.bank_account, idUser);
      return tokens.account(idUser, input.account);
    },

    sandboxConfirm: async ({ input, request }) => {
      // Before the card is tried: a checkout the listing no longer honours is canceled at the
      // provider and charges nothing. Only for the holder of the secret (else the provider's 403).
      const held = await intentById(db, input.id);
      if (held && sameSecret(input.client_secret, held.client_secret)) {
        const reason = await whyNotHonoured(db, held);
        if (reason) {
          await giveBack(context, held);
          throw notHonoured(reason, held);
        }
      }
      const intent = await sandbox.confirmIntent({
        id: input.id,
        clientSecret: input.client_secret,
        paymentMethod: input.payment_method,
      });
      // The card is charged: the order follows. Also on a repeated confirm, in case the first
      // one stopped between the two (finalizing again changes nothing).
      const finalized = await finalizeIntent(context, intent.id);
      if (finalized.outcome === 'released') {
        request.log.error({ intent: intent.id }, 'A payment succeeded after its reservation was released');
      }
      // The listing changed between the check above and the charge: the charge was refunded.
      if (finalized.outcome === 'not-honoured') throw notHonoured(finalized.reason, finalized.intent);
      return intent;
    },

    sandboxFile: async ({ input, files, request }) => {
      const [file] = files;
      // The provider's files service takes its publishable key as the bearer (spec §7); the
      // route removes the file of a refused request.
      if (request.headers.authorization !== `Bearer ${payments.publishableKey}`) {
        throw unauthorized("Send the provider's publishable key as the bearer token.");
      }
      if (!file) throw badRequest('file: a file is required.');
      return recordSandboxFile(db, file, input.purpose);
    },
  } satisfies Partial<Handlers>;
}
