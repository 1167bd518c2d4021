/**
 * The sandbox payment provider: behaves like Stripe's test mode against the server's
 * `/api/sandbox/` endpoints (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined…),
 * so the whole checkout runs offline.
 */
import { paymentEndpoints, SANDBOX_PUBLISHABLE_KEY } from '@vitrine/contract';
import { type Result, SdkHttpError } from '../errors.js';
import type { PaymentMethodProvider, PaymentProviderFactory } from '../paymentTypes.js';
import { mountSandboxCardField, readCardValues } from './sandboxCardField.js';
import { verificationToken } from './verificationToken.js';

export function sandboxPayments(): PaymentProviderFactory {
  return ({ http, now, publishableKey = SANDBOX_PUBLISHABLE_KEY }): PaymentMethodProvider => {
    /** The sandbox's files service, as Stripe's files.stripe.com takes a file. */
    async function upload(file: Blob): Promise<Result<{ id: string }>> {
      const result = await http.call(
        paymentEndpoints.sandboxFile,
        { purpose: 'identity_document' },
        { bearer: publishableKey, files: { file } },
      );
      return result.error ? result : { data: { id: result.data.id } };
    }
    return {
      name: 'sandbox',
      async mountCardField(container, options = {}) {
        return mountSandboxCardField(container, { now, ...options });
      },
      async createToken(field, details) {
        const card = readCardValues(field);
        if (!card)
          return {
            error: new SdkHttpError(400, 'Your card details are incomplete.', { code: 'incomplete' }),
          };
        const result = await http.call(paymentEndpoints.sandboxToken, {
          card: { ...card, name: details.name },
        });
        return result.error ? result : { data: { id: result.data.id } };
      },
      async createAccountToken() {
        const result = await http.call(paymentEndpoints.sandboxToken, {
          account: { business_type: 'individual', tos_shown_and_accepted: true },
        });
        return result.error ? result : { data: { id: result.data.id } };
      },
      async createBankAccountToken(bank) {
        const result = await http.call(paymentEndpoints.sandboxToken, { bank_account: bank });
        return result.error ? result : { data: { id: result.data.id } };
      },
      createVerificationToken(documents) {
        return verificationToken(documents, upload, async (individual) => {
          const result = await http.call(paymentEndpoints.sandboxToken, { account: { individual } });
          return result.error ? result : { data: { id: result.data.id } };
        });
      },
      async confirm(intent, token) {
        const result = await http.call(paymentEndpoints.sandboxConfirm, {
          id: intent.id,
          payment_method: token,
          client_secret: intent.client_secret,
        });
        return result.error ? result : { data: { status: result.data.status } };
      },
    };
  };
}
