/**
 * Which text explains a refused card. Providers word refusals in English (the sandbox) or in
 * their own locale list (Stripe), so the host words them itself from the codes Stripe defines
 * (https://docs.stripe.com/declines/codes), the same for both providers and in every language.
 */
import { type SdkError, SdkHttpError } from '../errors.js';

/** A key under `checkout.declines`. */
export type DeclineKey =
  | 'declined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectCvc'
  | 'incorrectNumber'
  | 'authenticationRequired'
  | 'processingError'
  | 'incomplete';

const BY_CODE: Readonly<Record<string, DeclineKey>> = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  authentication_required: 'authenticationRequired',
  processing_error: 'processingError',
  incomplete: 'incomplete',
  incomplete_number: 'incomplete',
  incomplete_expiry: 'incomplete',
  incomplete_cvc: 'incomplete',
};

/**
 * The text for a card the provider refused, or null when `error` is no refusal (the network,
 * a server fault): those keep their own message. The decline code is the more precise of the two
 * codes; any other refusal (lost or stolen card among them, as Stripe advises) reads 'declined'.
 */
export function declineKey(error: SdkError): DeclineKey | null {
  if (!(error instanceof SdkHttpError) || (error.status !== 402 && error.status !== 400)) return null;
  const { code, decline_code: declineCode } = error.body;
  const known =
    (typeof declineCode === 'string' ? BY_CODE[declineCode] : undefined) ??
    (typeof code === 'string' ? BY_CODE[code] : undefined);
  if (known) return known;
  return error.status === 402 || typeof code === 'string' ? 'declined' : null;
}
