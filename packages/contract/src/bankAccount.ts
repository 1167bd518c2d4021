/**
 * Where a seller's payouts go: an IBAN, or an account number with its routing number in the
 * countries whose banks are reached that way. One rule for the server, the SDK and the forms; the
 * check itself is bankAccountCheck.ts, apart, since it carries every country's IBAN format.
 */

/**
 * Countries paid by account number and routing number instead of an IBAN, with the routing
 * number's form: the US ABA routing number (9 digits), Canada's transit and institution numbers
 * (5 + 3 digits), Japan's bank and branch codes (4 + 3 digits), Australia's BSB (6 digits). These
 * are the countries of Stripe Connect whose banks have no IBAN; every other country pays to one.
 */
export const ROUTING_NUMBER_COUNTRIES: Readonly<Record<string, RegExp>> = {
  US: /^\d{9}$/,
  CA: /^\d{8}$/,
  JP: /^\d{7}$/,
  AU: /^\d{6}$/,
};

/** An account number where a routing number goes with it: digits only. */
export const ACCOUNT_NUMBER = /^\d{4,17}$/;

/**
 * The sandbox's test bank accounts, in the manner of Stripe's test numbers: payouts to the first
 * arrive; payouts to the second fail as a closed account (`account_closed`), after being sent.
 */
export const SANDBOX_BANK_ACCOUNTS = {
  iban: 'FR1420041010050500013M02606',
  ibanClosed: 'FR1420041010050500013M02800',
  accountNumber: '000123456789',
  accountNumberClosed: '000111111113',
} as const;

/** The payout failure a sandbox test account ends with, if any. */
export function sandboxPayoutFailure(accountNumber: string): 'account_closed' | null {
  const normalised = normaliseBankAccountNumber(accountNumber);
  return normalised === SANDBOX_BANK_ACCOUNTS.ibanClosed ||
    normalised === SANDBOX_BANK_ACCOUNTS.accountNumberClosed
    ? 'account_closed'
    : null;
}

export function usesRoutingNumber(country: string): boolean {
  return country.toUpperCase() in ROUTING_NUMBER_COUNTRIES;
}

/** The account as banks write it electronically: no spaces or dashes, letters in upper case. */
export function normaliseBankAccountNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}
