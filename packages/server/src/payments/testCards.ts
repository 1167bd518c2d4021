/**
 * Stripe's test cards and what charging each one does, so the sandbox answers a checkout the way
 * Stripe's test mode would (https://docs.stripe.com/testing). Any other number is declined.
 */
import { cardNetwork } from '@vitrine/contract';
import { HttpError } from '../http/httpError.js';

/** A refused card, answered 402 with Stripe's fields: `{ error, code, decline_code }`. */
export class CardError extends HttpError {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode: string,
  ) {
    super(402, message, { code, decline_code: declineCode });
    this.name = 'CardError';
  }
}

export type CardOutcome = 'succeeded' | 'requires_action' | CardError;

const declined = () => new CardError('Your card was declined.', 'card_declined', 'generic_decline');

const OUTCOMES: Readonly<Record<string, () => CardOutcome>> = {
  '4242424242424242': () => 'succeeded',
  '5555555555554444': () => 'succeeded',
  '4000000000000002': declined,
  '4000000000009995': () =>
    new CardError('Your card has insufficient funds.', 'card_declined', 'insufficient_funds'),
  '4000000000000069': () => new CardError('Your card has expired.', 'expired_card', 'expired_card'),
  '4000000000000127': () =>
    new CardError("Your card's security code is incorrect.", 'incorrect_cvc', 'incorrect_cvc'),
  // Both ask for 3-D Secure, which the sandbox has no page for.
  '4000002760003184': () => 'requires_action',
  '4000002500003155': () => 'requires_action',
};

/** What charging the card does. */
export function testCardOutcome(number: string): CardOutcome {
  return (OUTCOMES[number] ?? declined)();
}

/** The refusal of an intent left waiting for 3-D Secure, in Stripe's words. */
export function authenticationRequired(): CardError {
  return new CardError(
    'This payment requires additional user action before it can be completed successfully.',
    'authentication_required',
    'authentication_required',
  );
}

/** A card whose expiry month is over, refused when it is tokenised. */
export function expiredCard(): CardError {
  return new CardError('Your card has expired.', 'expired_card', 'expired_card');
}

/** The card network, from the number's first digits (the rule the card field shows it by). */
export function cardBrand(number: string): string {
  return cardNetwork(number)?.brand ?? 'unknown';
}

/** Whether a card expiring at the end of `expMonth/expYear` is already expired at `now` (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
