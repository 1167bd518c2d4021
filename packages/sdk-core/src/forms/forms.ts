/**
 * The forms of spec §5, each a check whose messages are i18n keys, run with `checkForm`. The
 * server applies the same rules again: these are for the shopper's sake.
 */
import { birthDateWindow, GENRES } from '@vitrine/contract';
import {
  chosenId,
  email,
  filled,
  flag,
  form,
  list,
  minLength,
  oneOf,
  optionalText,
  pattern,
  type Report,
  required,
  rule,
  type ShapeValues,
  text,
} from './rules.js';

const loginFields = {
  email: email(),
  password: text([filled], { trim: false }),
};
export const loginForm = form(loginFields);
export type LoginValues = ShapeValues<typeof loginFields>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function signupFields(now: Date) {
  const { earliest, latest } = birthDateWindow(now);
  return {
    sexe_profile: oneOf(GENRES),
    id_pays_profile: chosenId(),
    nom_profile: required(80),
    prenom_profile: required(80),
    email: email(),
    password: text([filled, minLength(8)], { trim: false }),
    pseudo_profile: required(40),
    date_naiss_profile: text([
      filled,
      pattern(ISO_DATE, 'validation.date'),
      rule((value) => value >= earliest, 'validation.tooOld'),
      (value: string) =>
        value <= latest
          ? undefined
          : { key: 'validation.tooYoung', values: { year: Number(latest.slice(0, 4)) } },
    ]),
    newsletter: flag(),
    vendeur: flag(),
  };
}

export const signupForm = (now: Date) => form(signupFields(now));
export type SignupFormValues = ShapeValues<ReturnType<typeof signupFields>>;

/** What address fields may hold: letters of any script, digits, spaces and address punctuation. */
const ADDRESS_TEXT = /^[\p{L}\p{N}\s.,'’°#/()&-]*$/u;
const alphanumeric = pattern(ADDRESS_TEXT, 'validation.alphanumeric');
const addressText = (max = 160) => required(max, alphanumeric);
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

const deliveryAddressFields = {
  prenom: optionalText(80, alphanumeric),
  nom: addressText(80),
  pays: text([pattern(COUNTRY_CODE, 'validation.required')]),
  adresse: addressText(),
  complement: addressText(),
  ville: addressText(80),
  region_etat: addressText(80),
  code_postal: required(20, pattern(/^[\p{L}\p{N} -]+$/u, 'validation.alphanumeric')),
  telephone: required(30, pattern(PHONE, 'validation.phone')),
};
/** Checkout step 1 (spec §5): prenom optional, everything else required, alphanumeric text only. */
export const deliveryAddressForm = form(deliveryAddressFields);
export type DeliveryAddressValues = ShapeValues<typeof deliveryAddressFields>;

const KANA = /^[\p{Script=Katakana}\p{Script=Hiragana}ー\s]+$/u;

const sellerAddressFields = {
  nom_pays_profile: text([pattern(COUNTRY_CODE, 'validation.required')]),
  rue: required(160),
  departement: required(80),
  code_postal: required(20),
  ville: required(80),
  contact_profile: required(30, pattern(PHONE, 'validation.phone')),
  nom_kana: optionalText(80),
  prenom_kana: optionalText(80),
  ssn_last_4: optionalText(4),
};

/** What Japan and the United States ask more of a seller's address. */
function countryRules(values: Record<string, unknown>, report: Report) {
  const country = String(values.nom_pays_profile ?? '').toUpperCase();
  const given = (field: string) => String(values[field] ?? '');
  if (country === 'JP')
    for (const field of ['nom_kana', 'prenom_kana']) {
      if (!given(field)) report(field, 'validation.required');
      else if (!KANA.test(given(field))) report(field, 'validation.kana');
    }
  if (country === 'US') {
    if (!given('ssn_last_4')) report('ssn_last_4', 'validation.required');
    else if (!/^\d{4}$/.test(given('ssn_last_4'))) report('ssn_last_4', 'validation.ssnLast4');
  }
}

/** Onboarding step 0 (spec §5): kana names for Japan, the last four id digits for the US. */
export const sellerAddressForm = form(sellerAddressFields, countryRules);
export type SellerAddressValues = ShapeValues<typeof sellerAddressFields>;

/** Onboarding steps 2 and 5 (spec §5): each entry a language and a text; no language twice. */
export const sellerLanguagesForm = list(
  form({ id_langue: chosenId(), text_marketing: required(1000) }),
  (entries, report) => {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.id_langue)) report(`${index}.id_langue`, 'validation.languageTwice');
      seen.add(entry.id_langue);
    });
  },
);

const bankFields = {
  type: oneOf(['iban', 'account_number']),
  country: text([pattern(COUNTRY_CODE, 'validation.required')]),
  currency: text([pattern(/^[A-Za-z]{3}$/, 'validation.required')]),
  iban: required(40, pattern(/^[A-Za-z0-9 ]{8,40}$/, 'validation.iban')),
  routing_number: required(20),
  account_holder_name: optionalText(120),
};
/** Onboarding step 3 (spec §5): type, country, currency and IBAN; the routing number at this step. */
export const bankForm = form(bankFields);
export type BankValues = ShapeValues<typeof bankFields>;

/** The reply box (spec §5): required; sent only when valid. */
export const replyForm = form({ corps_message: required(4000) });

/** Onboarding step 4 (spec §5): the four identity documents. */
export function checkDocuments(
  files: Partial<Record<string, Blob | null | undefined>>,
  fields: readonly string[],
) {
  const errors: Record<string, { key: string }> = {};
  for (const field of fields) if (!files[field]) errors[field] = { key: 'validation.fileRequired' };
  return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, values: files };
}
