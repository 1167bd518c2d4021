import { describe, expect, it } from 'vitest';
import { SdkHttpError, SdkNetworkError } from '../errors.js';
import { declineKey } from './declineKey.js';

const refused = (body: Record<string, unknown>, status = 402) => new SdkHttpError(status, 'In English', body);

describe('declineKey', () => {
  it('words a refusal from its decline code first, then its code', () => {
    expect(declineKey(refused({ code: 'card_declined', decline_code: 'insufficient_funds' }))).toBe(
      'insufficientFunds',
    );
    expect(declineKey(refused({ code: 'expired_card', decline_code: 'expired_card' }))).toBe('expiredCard');
    expect(declineKey(refused({ code: 'incorrect_cvc' }))).toBe('incorrectCvc');
    expect(declineKey(refused({ code: 'authentication_required' }))).toBe('authenticationRequired');
    expect(declineKey(refused({ code: 'incomplete' }, 400))).toBe('incomplete');
  });

  it("reads any other refusal as 'declined' (a lost or stolen card says no more, as Stripe advises)", () => {
    expect(declineKey(refused({ code: 'card_declined', decline_code: 'generic_decline' }))).toBe('declined');
    expect(declineKey(refused({ code: 'card_declined', decline_code: 'stolen_card' }))).toBe('declined');
    expect(declineKey(refused({}))).toBe('declined');
  });

  it('leaves what is no refusal to its own message', () => {
    expect(declineKey(new SdkNetworkError('offline'))).toBeNull();
    expect(declineKey(new SdkHttpError(500, 'Internal'))).toBeNull();
    expect(declineKey(new SdkHttpError(400, 'id_user must be a number'))).toBeNull();
  });
});
