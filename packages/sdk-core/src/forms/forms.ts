/**
 * The forms of spec §5, each a check whose messages are i18n keys, run with `checkForm`. Their
 * text fields follow the contract's `FIELD_RULES`, which the server applies through the same
 * schemas: a form refuses what the server would, and says so before anything is sent.
 */
import {
  birthDateWindow,
  type CountryAddressRules,
  deliveryAddressProblems,
  FIELD_RULES,
  GENRES,
  sellerAddressProblems,
} from '@vitrine/contract';
import {
  chosenId,
  filled,
  flag,
  form,
  list,
  oneOf,
  pattern,
  type Report,
  required,
  rule,
  ruled,
  type ShapeValues,
  text,
} from './rules.js';

const loginFields = {
  email: ruled(FIELD_RULES.email),
  password: ruled(FIELD_RULES.loginPassword),
};
export const loginForm = form(loginFields);
export type LoginValues = ShapeValues<typeof loginFields>;

/** 'Forgot password?': the address to send the reset link to. */
export const forgotPasswordForm = form({ email: ruled(FIELD_RULES.email) });

/** The reset page: a new password, under sign-up's rule. */
export const resetPasswordForm = form({ password: ruled(FIELD_RULES.password) });

const profileFields = {
  nom_profile: ruled(FIELD_RULES.nom_profile),
  prenom_profile: ruled(FIELD_RULES.prenom_profile),
  pseudo_profile: ruled(FIELD_RULES.pseudo_profile),
  contact_profile: ruled(FIELD_RULES.contact_profile),
};
/** 'My identity': the names and pseudo under sign-up's rules, an optional telephone number. */
export const profileForm = form(profileFields);
export type ProfileValues = ShapeValues<typeof profileFields>;

/** A new password: the current one (as sign-in checks it) and the new one (as sign-up does). */
export const passwordChangeForm = form({
  current_password: ruled(FIELD_RULES.loginPassword),
  password: ruled(FIELD_RULES.password),
});

/** A new e-mail address, with the current password. */
export const emailChangeForm = form({
  current_password: ruled(FIELD_RULES.loginPassword),
  email: ruled(FIELD_RULES.email),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function signupFields(now: Date) {
  const { earliest, latest } = birthDateWindow(now);
  return {
    sexe_profile: oneOf(GENRES),
    id_pays_profile: chosenId(),
    nom_profile: ruled(FIELD_RULES.nom_profile),
    prenom_profile: ruled(FIELD_RULES.prenom_profile),
    email: ruled(FIELD_RULES.email),
    password: ruled(FIELD_RULES.password),
    pseudo_profile: ruled(FIELD_RULES.pseudo_profile),
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

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

const deliveryAddressFields = {
  prenom: ruled(FIELD_RULES.deliveryPrenom),
  nom: ruled(FIELD_RULES.deliveryNom),
  pays: text([pattern(COUNTRY_CODE, 'validation.required')]),
  adresse: ruled(FIELD_RULES.deliveryAdresse),
  complement: ruled(FIELD_RULES.deliveryComplement),
  ville: ruled(FIELD_RULES.deliveryVille),
  region_etat: ruled(FIELD_RULES.deliveryRegion),
  code_postal: ruled(FIELD_RULES.deliveryCodePostal),
  telephone: ruled(FIELD_RULES.deliveryTelephone),
};
/**
 * A delivery address's texts (spec §5: alphanumeric text only), before its country's rules: the
 * street and the telephone required, line 2 never.
 */
export const deliveryAddressForm = form(deliveryAddressFields);
export type DeliveryAddressValues = ShapeValues<typeof deliveryAddressFields>;

/**
 * A delivery address in its country (checkout's and the address book's form): the texts, then
 * what the country's post requires — the contract's rule over the rules the server answers
 * (`addresses.countryRules`), so the form refuses what the server would.
 */
export const deliveryAddressFormFor = (rules: CountryAddressRules) =>
  form(deliveryAddressFields, (values, report) => {
    for (const { field, key } of deliveryAddressProblems(values, rules)) report(field, key);
  });

const sellerAddressFields = {
  nom_pays_profile: text([pattern(COUNTRY_CODE, 'validation.required')]),
  rue: ruled(FIELD_RULES.sellerRue),
  departement: ruled(FIELD_RULES.sellerDepartement),
  code_postal: ruled(FIELD_RULES.sellerCodePostal),
  ville: ruled(FIELD_RULES.sellerVille),
  contact_profile: ruled(FIELD_RULES.sellerTelephone),
  nom_kana: ruled(FIELD_RULES.kana),
  prenom_kana: ruled(FIELD_RULES.kana),
  ssn_last_4: ruled(FIELD_RULES.ssnLast4),
};

/** What Japan and the United States ask more of a seller's address: the contract's rule. */
function countryRules(values: Record<string, unknown>, report: Report) {
  for (const { field, key } of sellerAddressProblems(values)) report(field, key);
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

/** The reply box (spec §5): required; sent only when valid. */
export const replyForm = form({ corps_message: required(4000) });

/** An article's texts, as a seller writes them for a listing or translates them: a check each. */
export const articleTextChecks = {
  modele: ruled(FIELD_RULES.articleModele),
  description: ruled(FIELD_RULES.articleDescription),
  saison: ruled(FIELD_RULES.articleSaison),
  collection: ruled(FIELD_RULES.articleCollection),
  matiere: ruled(FIELD_RULES.articleMatiere),
};
export const articleTextsForm = form(articleTextChecks);
export type ArticleTextValues = ShapeValues<typeof articleTextChecks>;

/** Onboarding step 4 (spec §5): the four identity documents. */
export function checkDocuments(
  files: Partial<Record<string, Blob | null | undefined>>,
  fields: readonly string[],
) {
  const errors: Record<string, { key: string }> = {};
  for (const field of fields) if (!files[field]) errors[field] = { key: 'validation.fileRequired' };
  return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, values: files };
}
