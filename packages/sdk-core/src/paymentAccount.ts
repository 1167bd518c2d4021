/**
 * A seller's payout account (spec §7). `status` and `update` go without the user's token, as the
 * spec's client sends them; `update` is authorised by an account token the user claimed first
 * with their session, since a Stripe account token names no user.
 */
import { type MyPayoutAccount, paymentAccountEndpoints } from '@vitrine/contract';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';
import type { IdentityDocuments } from './onboarding.js';
import type { BankAccountDetails, PaymentMethodProvider } from './paymentTypes.js';

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to set up payouts.') });

export function createPaymentAccount(core: ClientCore, payments: () => Promise<PaymentMethodProvider>) {
  const { http } = core;
  const self = {
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
      const claimed = await http.call(paymentAccountEndpoints.claimAccountToken, { token });
      if (claimed.error) return claimed;
      return http.call(paymentAccountEndpoints.updateAccount, { country, id_user, token });
    },
    /** The caller's payout account: what is still due, the bank account, whether payouts go out. */
    mine: () => http.call(paymentAccountEndpoints.myAccount, {}),
    /** The caller's payouts, newest first (see `payoutsCsv` for an export). */
    payouts: () => http.call(paymentAccountEndpoints.listPayouts, {}),
    /**
     * Onboarding's documents step, for the payout account: when its verification asks for them,
     * the documents go to the provider's files service and an account token naming them updates
     * the account (stripeController/update2), the only way to change an account opened from a
     * token. Sends nothing when nothing asks for them; answers the account as it then stands.
     */
    async verifyIdentity(files: IdentityDocuments): Promise<Result<{ data: MyPayoutAccount }>> {
      const current = await self.mine();
      if (current.error) return current;
      const account = current.data.data;
      // Nothing asks for them when there is no account yet (nor a country then).
      if (!account.currently_due.includes('individual.verification.document')) return current;
      const token = await (await payments()).createVerificationToken(files);
      if (token.error) return token;
      const updated = await self.update(account.country ?? '', token.data.id);
      return updated.error ? updated : self.mine();
    },
    /**
     * Onboarding's bank step through the spec's calls: opens the payout account from an account
     * token when there is none yet (stripe/v2/account/store), then makes `bank` its bank account
     * from a bank-account token (stripeController/create_external_account2), replacing any
     * earlier one. Answers the account as it then stands.
     */
    async setUpBank(bank: BankAccountDetails): Promise<Result<{ data: MyPayoutAccount }>> {
      if (currentUserId(core) === null) return signedOut();
      const provider = await payments();
      const current = await self.mine();
      if (current.error) return current;
      if (!current.data.data.has_account) {
        const accountToken = await provider.createAccountToken();
        if (accountToken.error) return accountToken;
        const opened = await self.create(bank.country, accountToken.data.id);
        // Opened meanwhile by another tab: its bank account is set below all the same.
        if (opened.error && !(opened.error instanceof SdkHttpError && opened.error.status === 409))
          return opened;
      }
      const bankToken = await provider.createBankAccountToken(bank);
      if (bankToken.error) return bankToken;
      const added = await self.addBankAccount(bank.country, bankToken.data.id);
      if (added.error) return added;
      return self.mine();
    },
  };
  return self;
}

export type PaymentAccount = ReturnType<typeof createPaymentAccount>;
