/**
 * Onboarding's documents step, for the payout account: when its verification asks for the
 * identity document, the documents go to the provider's files service and an account token
 * naming them updates the account (stripeController/update2) — the only way to change an account
 * opened from a token. The identity document is its front and back; the proof of address its
 * additional document.
 */
import type { MyPayoutAccount } from '@vitrine/contract';
import type { Result } from './errors.js';
import type { IdentityDocuments } from './onboarding.js';
import type { PaymentAccount } from './paymentAccount.js';
import type { PaymentMethodProvider } from './paymentTypes.js';

/** The requirement the identity documents answer. */
const VERIFICATION_DOCUMENT = 'individual.verification.document';

/** Answers the account as it then stands; sends nothing when its verification asks for nothing. */
export async function verifyIdentity(
  account: Pick<PaymentAccount, 'mine' | 'update'>,
  payments: () => Promise<PaymentMethodProvider>,
  files: IdentityDocuments,
): Promise<Result<{ data: MyPayoutAccount }>> {
  const current = await account.mine();
  if (current.error) return current;
  const { has_account, country, currently_due } = current.data.data;
  if (!has_account || !country || !currently_due.includes(VERIFICATION_DOCUMENT)) return current;
  const provider = await payments();
  const token = await provider.createVerificationToken({
    document: { front: files.piece_identite_profile, back: files.piece_identite_profile_dos },
    additional_document: { front: files.certificat_residence, back: files.certificat_residence2 },
  });
  if (token.error) return token;
  const updated = await account.update(country, token.data.id);
  if (updated.error) return updated;
  return account.mine();
}
