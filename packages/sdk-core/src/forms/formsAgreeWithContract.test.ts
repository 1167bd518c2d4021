/**
 * The forms and the server agree, field by field: for random values of every text field of the
 * sign-in, sign-up, delivery, seller-address and article-texts forms (the rest of the form valid), the SDK's
 * form accepts the field exactly when the contract's schema — which the server parses every
 * request with — and the server's cross-field rule accept it. A rule changed on one side only
 * fails here.
 */
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeliveryAddressInputSchema,
  FIELD_RULES,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ProductTextsBodySchema,
  ResetPasswordBodySchema,
  SellerAddressSchema,
  SignupBodySchema,
  sellerAddressProblems,
  UpdateProfileBodySchema,
} from '@vitrine/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TEST_SIGN_UP } from '../testing/signUp.js';
import { checkForm } from './formResult.js';
import {
  articleTextsForm,
  deliveryAddressForm,
  emailChangeForm,
  forgotPasswordForm,
  loginForm,
  passwordChangeForm,
  profileForm,
  resetPasswordForm,
  sellerAddressForm,
  signupForm,
} from './forms.js';
import type { FormCheck } from './rules.js';

const NOW = new Date('2026-11-22T10:00:00Z');

/** Characters the rules care about: scripts, kana marks, address punctuation, spaces, controls. */
const INTERESTING = [
  ..."aZé0 9.-,'’°#/()&+@_ \t\n",
  ...'ジョンポールー・ｰ･ひらがなカタカナ',
  ...'漢字Жж',
  '\u00a0',
  '\u200b',
  '😀',
];

/** Texts around every rule: any unicode, the interesting characters, near-limit lengths, look-alikes. */
function texts(max: number): fc.Arbitrary<string> {
  const near = fc.integer({ min: Math.max(0, max - 2), max: max + 2 });
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.string({ unit: fc.constantFrom(...INTERESTING), maxLength: 20 }),
    near.chain((length) =>
      fc.string({ unit: fc.constantFrom(...'ab 1ア'), minLength: length, maxLength: length }),
    ),
    fc.emailAddress(),
    fc.constantFrom(
      '',
      ' ',
      'ジョン・ポール',
      'ｼﾞｮﾝ',
      '+33 1 23 45 67 89',
      '12345',
      '(0)12-34',
      '1234',
      'x'.repeat(200),
    ),
  );
}

interface Case {
  name: string;
  form: FormCheck<unknown>;
  /** Whether the server takes the request: its schema, then any rule of its own. */
  server(values: Record<string, unknown>): boolean;
  /** Valid values for every field, as the form holds them and as the request carries them. */
  formValues: Record<string, unknown>;
  wireValues: Record<string, unknown>;
  fields: Record<string, number>;
}

/** A delivery address as both the form and the request carry it. */
const ARTICLE_TEXTS = {
  modele: 'Birkin 30',
  description: 'Togo, palladium hardware.',
  saison: 'Automne-Hiver 2024',
  collection: 'Icônes',
  matiere: 'Cuir',
};

const PROFILE = {
  nom_profile: 'Martin',
  prenom_profile: 'Claire',
  pseudo_profile: 'ClaireM',
  contact_profile: '+33 6 12 34 56 78',
};

const DELIVERY = {
  prenom: 'Claire',
  nom: 'Martin',
  pays: 'FR',
  adresse: '12 rue de Rivoli',
  complement: 'Bâtiment B',
  ville: 'Paris',
  region_etat: 'Île-de-France',
  code_postal: '75001',
  telephone: '+33 1 23 45 67 89',
};

const parses = (schema: z.ZodMiniType) => (values: Record<string, unknown>) =>
  z.safeParse(schema, values).success;

const CASES: Case[] = [
  {
    name: 'sign-in',
    form: loginForm as FormCheck<unknown>,
    server: parses(LoginBodySchema),
    formValues: { email: 'claire@vitrine.dev', password: 'x' },
    wireValues: { email: 'claire@vitrine.dev', password: 'x', type_device: 'web' },
    fields: { email: FIELD_RULES.email.max, password: FIELD_RULES.loginPassword.max },
  },
  {
    name: 'sign-up',
    form: signupForm(NOW) as FormCheck<unknown>,
    server: parses(SignupBodySchema),
    formValues: TEST_SIGN_UP,
    // The request carries the country as text, and the device.
    wireValues: { ...TEST_SIGN_UP, id_pays_profile: '1', device: 'web' },
    fields: {
      nom_profile: FIELD_RULES.nom_profile.max,
      prenom_profile: FIELD_RULES.prenom_profile.max,
      email: FIELD_RULES.email.max,
      password: FIELD_RULES.password.max,
      pseudo_profile: FIELD_RULES.pseudo_profile.max,
    },
  },
  {
    name: 'profile (My identity)',
    form: profileForm as FormCheck<unknown>,
    server: parses(UpdateProfileBodySchema),
    formValues: PROFILE,
    wireValues: { ...PROFILE, id_user: '12', langue: 'ru' },
    fields: {
      nom_profile: FIELD_RULES.nom_profile.max,
      prenom_profile: FIELD_RULES.prenom_profile.max,
      pseudo_profile: FIELD_RULES.pseudo_profile.max,
      contact_profile: FIELD_RULES.contact_profile.max,
    },
  },
  {
    name: 'forgotten password',
    form: forgotPasswordForm as FormCheck<unknown>,
    server: parses(ForgotPasswordBodySchema),
    formValues: { email: 'claire@vitrine.dev' },
    wireValues: { email: 'claire@vitrine.dev' },
    fields: { email: FIELD_RULES.email.max },
  },
  {
    name: 'password reset',
    form: resetPasswordForm as FormCheck<unknown>,
    server: parses(ResetPasswordBodySchema),
    formValues: { password: 'a-new-password' },
    wireValues: { password: 'a-new-password', token: 'x'.repeat(43) },
    fields: { password: FIELD_RULES.password.max },
  },
  {
    name: 'password change',
    form: passwordChangeForm as FormCheck<unknown>,
    server: parses(ChangePasswordBodySchema),
    formValues: { current_password: 'old', password: 'a-new-password' },
    wireValues: { current_password: 'old', password: 'a-new-password' },
    fields: { current_password: FIELD_RULES.loginPassword.max, password: FIELD_RULES.password.max },
  },
  {
    name: 'e-mail change',
    form: emailChangeForm as FormCheck<unknown>,
    server: parses(ChangeEmailBodySchema),
    formValues: { current_password: 'old', email: 'claire@vitrine.dev' },
    wireValues: { current_password: 'old', email: 'claire@vitrine.dev' },
    fields: { current_password: FIELD_RULES.loginPassword.max, email: FIELD_RULES.email.max },
  },
  {
    name: 'delivery address',
    form: deliveryAddressForm as FormCheck<unknown>,
    server: parses(DeliveryAddressInputSchema),
    formValues: DELIVERY,
    wireValues: DELIVERY,
    fields: {
      prenom: FIELD_RULES.deliveryPrenom.max,
      nom: FIELD_RULES.deliveryNom.max,
      adresse: FIELD_RULES.deliveryAdresse.max,
      complement: FIELD_RULES.deliveryComplement.max,
      ville: FIELD_RULES.deliveryVille.max,
      region_etat: FIELD_RULES.deliveryRegion.max,
      code_postal: FIELD_RULES.deliveryCodePostal.max,
      telephone: FIELD_RULES.deliveryTelephone.max,
    },
  },
  {
    name: 'article texts',
    form: articleTextsForm as FormCheck<unknown>,
    server: parses(ProductTextsBodySchema),
    formValues: ARTICLE_TEXTS,
    // The seller's translation of a listing carries the same texts, with the listing and language.
    wireValues: { ...ARTICLE_TEXTS, id_produit: 12, langue: 'en' },
    fields: {
      modele: FIELD_RULES.articleModele.max,
      description: FIELD_RULES.articleDescription.max,
      saison: FIELD_RULES.articleSaison.max,
      collection: FIELD_RULES.articleCollection.max,
      matiere: FIELD_RULES.articleMatiere.max,
    },
  },
  ...(['JP', 'US', 'FR'] as const).map(
    (country): Case => ({
      name: `seller address in ${country}`,
      form: sellerAddressForm as FormCheck<unknown>,
      server: (values) => {
        const parsed = z.safeParse(SellerAddressSchema, values);
        return parsed.success && sellerAddressProblems(parsed.data).length === 0;
      },
      formValues: sellerAddress(country),
      wireValues: { ...sellerAddress(country), device: 'web' },
      fields: {
        rue: FIELD_RULES.sellerRue.max,
        departement: FIELD_RULES.sellerDepartement.max,
        code_postal: FIELD_RULES.sellerCodePostal.max,
        ville: FIELD_RULES.sellerVille.max,
        contact_profile: FIELD_RULES.sellerTelephone.max,
        nom_kana: FIELD_RULES.kana.max,
        prenom_kana: FIELD_RULES.kana.max,
        ssn_last_4: FIELD_RULES.ssnLast4.max,
      },
    }),
  ),
];

function sellerAddress(country: 'JP' | 'US' | 'FR') {
  return {
    nom_pays_profile: country,
    rue: '1-2-3 Ginza',
    departement: 'Tokyo',
    code_postal: '104-0061',
    ville: 'Chuo',
    contact_profile: '+81 3 1234 5678',
    ...(country === 'JP' ? { nom_kana: 'やまだ', prenom_kana: 'タロウ' } : {}),
    ...(country === 'US' ? { ssn_last_4: '1234' } : {}),
  };
}

describe('the forms and the contract accept and refuse the same values', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: valid as a whole on both sides`, () => {
      expect(checkForm(testCase.form, testCase.formValues).ok).toBe(true);
      expect(testCase.server(testCase.wireValues)).toBe(true);
    });

    for (const [field, max] of Object.entries(testCase.fields)) {
      it(`${testCase.name} › ${field}`, () => {
        fc.assert(
          fc.property(texts(max), (value) => {
            const byForm = checkForm(testCase.form, { ...testCase.formValues, [field]: value }).ok;
            const byServer = testCase.server({ ...testCase.wireValues, [field]: value });
            expect({ value, byForm }).toEqual({ value, byForm: byServer });
          }),
          { numRuns: 300 },
        );
      });
    }
  }
});

describe('the drift the review found, now one rule', () => {
  it('takes the kana name ジョン・ポール on both sides', () => {
    const values = { ...sellerAddress('JP'), prenom_kana: 'ジョン・ポール' };
    expect(checkForm(sellerAddressForm, values).ok).toBe(true);
    expect(sellerAddressProblems(z.parse(SellerAddressSchema, values))).toEqual([]);
  });

  it('refuses a 200-character password on both sides', () => {
    const password = 'p'.repeat(200);
    expect(checkForm(signupForm(NOW), { ...TEST_SIGN_UP, password }).errors?.password).toEqual({
      key: 'validation.maxLength',
      values: { max: 128 },
    });
    expect(z.safeParse(SignupBodySchema, { ...TEST_SIGN_UP, id_pays_profile: '1', password }).success).toBe(
      false,
    );
  });

  it('refuses a delivery address with symbols and a phone without digits for a direct API caller too', () => {
    expect(z.safeParse(DeliveryAddressInputSchema, { ...DELIVERY, adresse: '<script>' }).success).toBe(false);
    expect(z.safeParse(DeliveryAddressInputSchema, { ...DELIVERY, telephone: '(--)-.-.' }).success).toBe(
      false,
    );
  });
});
