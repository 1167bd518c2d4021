/**
 * A seller's payout account (spec §7). `status` and `update` go without the user's token, as the
 * spec's client sends them; `update` is authorised by an account token issued to the user.
 */
import { paymentAccountEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to set up payouts.') });

export function createPaymentAccount(core: ClientCore) {
  const { http } = core;
  return {
    /** Whether a seller can be paid. */
    status: (idUser: number) => http.call(paymentAccountEndpoints.getAccount, { id_user: idUser }),
    /** Creates the payout account from an account token. */
    async create(country: string, token: string) {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      return http.call(paymentAccountEndpoints.storeAccount, { country, id_user, token });
    },
    /** Attaches a bank account from a bank-account token. */
    async addBankAccount(country: string, token: string) {
      const id = currentUserId(core);
      if (id === null) return signedOut();
      return http.call(paymentAccountEndpoints.createExternalAccount, { country, id, token });
    },
    async update(country: string, token: string): Promise<Result<{ data: { account_id: string } }>> {
      const id_user = currentUserId(core);
      if (id_user === null) return signedOut();
      return http.call(paymentAccountEndpoints.updateAccount, { country, id_user, token });
    },
  };
}

export type PaymentAccount = ReturnType<typeof createPaymentAccount>;
