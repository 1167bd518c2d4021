/**
 * The forms of spec §5, each as a zod schema whose messages are i18n keys, checked with
 * `checkForm`. The server applies the same rules again: these are for the shopper's sake.
 */
import { GENRES } from '@vitrine/contract';
import * as z from 'zod/mini';
import { email, minLength, optionalText, pattern, required } from './validators.js';

export const loginForm = z.object({
  email: email(),
  password: z.string('validation.required').check(z.minLength(1, 'validation.required')),
});
export type LoginValues = z.output<typeof loginForm>;

/**
 * The sign-up age window (spec §5): born at most 100 years ago, and at the latest on 31 December
 * of the year 16 years ago — so someone turning 16 this year may sign up.
 */
export function birthDateWindow(now: Date): { earliest: string; latest: string } {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const day = String(now.getUTCDate()).padStart(2, '0');
  return { earliest: `${year - 100}-${month}-${day}`, latest: `${year - 16}-12-31` };
}

export function signupForm(now: Date) {
  const { earliest, latest } = birthDateWindow(now);
  return z.object({
    sexe_profile: z.enum(GENRES, 'validation.required'),
    id_pays_profile: z
      .number('validation.required')
      .check(z.int('validation.required'), z.positive('validation.required')),
    nom_profile: required(80),
    prenom_profile: required(80),
    email: email(),
    password: z.string('validation.required').check(z.minLength(1, 'validation.required'), minLength(8)),
    pseudo_profile: required(40),
    date_naiss_profile: z.string('validation.required').check(
      z.minLength(1, 'validation.required'),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
      z.refine((value) => value >= earliest, 'validation.tooOld'),
      z.refine((value) => value <= latest, 'validation.tooYoung'),
    ),
    newsletter: z.optional(z.boolean()),
    vendeur: z.optional(z.boolean()),
  });
}
export type SignupFormValues = z.output<ReturnType<typeof signupForm>>;

/** What address fields may hold: letters of any script, digits, spaces and address punctuation. */
const ADDRESS_TEXT = /^[\p{L}\p{N}\s.,'’°#/()&-]*$/u;
const addressText = (max = 160) => required(max).check(pattern(ADDRESS_TEXT, 'validation.alphanumeric'));

/** Checkout step 1 (spec §5): prenom optional, everything else required, alphanumeric text only. */
export const deliveryAddressForm = z.object({
  prenom: z.optional(
    z.string().check(z.trim(), z.maxLength(80), pattern(ADDRESS_TEXT, 'validation.alphanumeric')),
  ),
  nom: addressText(80),
  pays: z.string('validation.required').check(z.regex(/^[A-Za-z]{2}$/, 'validation.required')),
  adresse: addressText(),
  complement: addressText(),
  ville: addressText(80),
  region_etat: addressText(80),
  code_postal: required(20).check(pattern(/^[\p{L}\p{N} -]+$/u, 'validation.alphanumeric')),
  telephone: required(30).check(pattern(/^\+?[\d\s().-]{6,}$/, 'validation.phone')),
});
export type DeliveryAddressValues = z.output<typeof deliveryAddressForm>;

const KANA = /^[\p{Script=Katakana}\p{Script=Hiragana}ー\s]+$/u;

/** Onboarding step 0 (spec §5): kana names for Japan, the last four id digits for the US. */
export const sellerAddressForm = z
  .object({
    nom_pays_profile: z.string('validation.required').check(z.regex(/^[A-Za-z]{2}$/, 'validation.required')),
    rue: required(160),
    departement: required(80),
    code_postal: required(20),
    ville: required(80),
    contact_profile: required(30).check(pattern(/^\+?[\d\s().-]{6,}$/, 'validation.phone')),
    nom_kana: optionalText(80),
    prenom_kana: optionalText(80),
    ssn_last_4: optionalText(4),
  })
  .check(
    z.superRefine((values, context) => {
      const country = values.nom_pays_profile.toUpperCase();
      if (country === 'JP') {
        for (const field of ['nom_kana', 'prenom_kana'] as const) {
          const value = values[field];
          if (!value)
            context.issues.push({
              code: 'custom',
              input: value,
              path: [field],
              message: 'validation.required',
            });
          else if (!KANA.test(value))
            context.issues.push({ code: 'custom', input: value, path: [field], message: 'validation.kana' });
        }
      }
      if (country === 'US') {
        const digits = values.ssn_last_4 ?? '';
        if (!digits)
          context.issues.push({
            code: 'custom',
            input: digits,
            path: ['ssn_last_4'],
            message: 'validation.required',
          });
        else if (!/^\d{4}$/.test(digits) || Number(digits) > 9999) {
          context.issues.push({
            code: 'custom',
            input: digits,
            path: ['ssn_last_4'],
            message: 'validation.ssnLast4',
          });
        }
      }
    }),
  );
export type SellerAddressValues = z.output<typeof sellerAddressForm>;

/** Onboarding steps 2 and 5 (spec §5): each entry a language and a text; no language twice. */
export const sellerLanguagesForm = z
  .array(
    z.object({
      id_langue: z
        .number('validation.required')
        .check(z.int('validation.required'), z.positive('validation.required')),
      text_marketing: required(1000),
    }),
  )
  .check(
    z.minLength(1, 'validation.required'),
    z.superRefine((entries, context) => {
      const seen = new Set<number>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.id_langue)) {
          context.issues.push({
            code: 'custom',
            input: entry,
            path: [index, 'id_langue'],
            message: 'validation.languageTwice',
          });
        }
        seen.add(entry.id_langue);
      });
    }),
  );

/** Onboarding step 3 (spec §5): type, country, currency and IBAN; the routing number at this step. */
export const bankForm = z.object({
  type: z.enum(['iban', 'account_number'], 'validation.required'),
  country: z.string('validation.required').check(z.regex(/^[A-Za-z]{2}$/, 'validation.required')),
  currency: z.string('validation.required').check(z.regex(/^[A-Za-z]{3}$/, 'validation.required')),
  iban: required(40).check(pattern(/^[A-Za-z0-9 ]{8,40}$/, 'validation.iban')),
  routing_number: required(20),
  account_holder_name: optionalText(120),
});
export type BankValues = z.output<typeof bankForm>;

/** The reply box (spec §5): required; sent only when valid. */
export const replyForm = z.object({ corps_message: required(4000) });

/** Onboarding step 4 (spec §5): the four identity documents. */
export function checkDocuments(
  files: Partial<Record<string, Blob | null | undefined>>,
  fields: readonly string[],
) {
  const errors: Record<string, { key: string }> = {};
  for (const field of fields) if (!files[field]) errors[field] = { key: 'validation.fileRequired' };
  return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, values: files };
}
