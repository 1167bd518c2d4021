/**
 * The check of a seller's bank details, in a module of its own: IBANs are checked with `ibantools`
 * (the ISO 13616 mod-97 key and each country's own BBAN format and national check digits), which
 * a hand-written pattern could not keep up to date, and which only the screens and calls that take
 * bank details should load.
 */
import { extractIBAN, validateIBAN } from 'ibantools';
import { ACCOUNT_NUMBER, normaliseBankAccountNumber, ROUTING_NUMBER_COUNTRIES } from './bankAccount.js';
import type { FieldProblem } from './fieldRules.js';

export interface BankAccountValues {
  type?: unknown;
  country?: unknown;
  /** The IBAN, or the account number for a country with routing numbers. */
  iban?: unknown;
  routing_number?: unknown;
}

/**
 * What is wrong with bank details, field by field (empty when nothing): an IBAN must be valid
 * and of the bank's country; a country with routing numbers takes an account number and a
 * routing number of its form, and a country without them takes an IBAN.
 */
export function bankAccountProblems(values: BankAccountValues): FieldProblem[] {
  const country = String(values.country ?? '').toUpperCase();
  const raw = typeof values.iban === 'string' ? values.iban.trim() : '';
  if (!country || !raw) return [];
  const routing = ROUTING_NUMBER_COUNTRIES[country];
  if (values.type === 'account_number' || routing) {
    if (!routing) return [{ field: 'type', key: 'validation.ibanCountry' }];
    const problems: FieldProblem[] = [];
    if (values.type !== 'account_number')
      problems.push({ field: 'type', key: 'validation.accountNumberCountry' });
    if (!ACCOUNT_NUMBER.test(normaliseBankAccountNumber(raw)))
      problems.push({ field: 'iban', key: 'validation.accountNumber' });
    const routingNumber = String(values.routing_number ?? '').replace(/[\s-]/g, '');
    if (!routing.test(routingNumber))
      problems.push({ field: 'routing_number', key: 'validation.routingNumber' });
    return problems;
  }
  const iban = normaliseBankAccountNumber(raw);
  if (!validateIBAN(iban).valid) return [{ field: 'iban', key: 'validation.iban' }];
  if (extractIBAN(iban).countryCode !== country)
    return [{ field: 'iban', key: 'validation.ibanOtherCountry' }];
  return [];
}
