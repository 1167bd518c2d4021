/**
 * Onboarding's bank step (spec §5), in a module of its own: its IBAN rule brings each country's
 * account format (ibantools, through the contract), which only the screen that asks for bank
 * details should load — in one module with the other forms, every bundle that checks a sign-in
 * would carry it.
 */
import { bankAccountProblems } from '@vitrine/contract/bank-account-check';
import { form, oneOf, optionalText, pattern, required, type ShapeValues, text } from './rules.js';

const bankFields = {
  type: oneOf(['iban', 'account_number']),
  country: text([pattern(/^[A-Za-z]{2}$/, 'validation.required')]),
  currency: text([pattern(/^[A-Za-z]{3}$/, 'validation.required')]),
  iban: required(40),
  routing_number: required(20),
  account_holder_name: optionalText(120),
};

/**
 * Type, country, currency and IBAN; the routing number at this step. The IBAN (or account and
 * routing numbers) by the contract's rule, as the server checks it.
 */
export const bankForm = /* @__PURE__ */ form(bankFields, (values, report) => {
  for (const { field, key } of bankAccountProblems(values)) report(field, key);
});
export type BankValues = ShapeValues<typeof bankFields>;
