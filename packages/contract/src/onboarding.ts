/** The seller onboarding 'Mon profil' (spec §2, §5; §7 ProfileController/become_kim_*). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { FIELD_RULES } from './fieldRules.js';
import { Device, dataOf, Id, requiredText, text, textField } from './schema.js';

/**
 * Which screen the onboarding shows (spec §2): 0 address and identity, 2 languages, 3 bank
 * details, 4 documents, 5 languages again once the user is a seller.
 */
export const ONBOARDING_STEPS = { address: 0, languages: 2, bank: 3, documents: 4, done: 5 } as const;

const StepAnswer = dataOf(z.object({ step: z.number(), role: z.string() }));

export const SellerAddressSchema = z.object({
  id_user: z.optional(Id),
  /** The country's alpha-2. */
  nom_pays_profile: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'country must be a country code')),
  contact_profile: textField(FIELD_RULES.sellerTelephone),
  ville: textField(FIELD_RULES.sellerVille),
  rue: textField(FIELD_RULES.sellerRue),
  code_postal: textField(FIELD_RULES.sellerCodePostal),
  /** Region, state or prefecture. */
  departement: textField(FIELD_RULES.sellerDepartement),
  /** Japan only, and then required (see `sellerAddressProblems`): the seller's names in kana (spec §5). */
  nom_kana: z.optional(textField(FIELD_RULES.kana)),
  prenom_kana: z.optional(textField(FIELD_RULES.kana)),
  /** United States only, and then required: the last four digits of the national id (spec §5). */
  ssn_last_4: z.optional(textField(FIELD_RULES.ssnLast4)),
  device: Device,
});

export const SellerLanguagesSchema = z.object({
  langue_profile: z
    .array(
      z.object({
        id_user: z.optional(Id),
        device: Device,
        id_langue: Id,
        text_marketing: requiredText(1000),
      }),
    )
    .check(z.minLength(1), z.maxLength(14)),
});

export const BankDetailsSchema = z.object({
  id_user: z.optional(Id),
  coord_bancaire_profile: z.object({
    type: z.enum(['iban', 'account_number']),
    /** The bank's country. */
    country: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    currency: z.string().check(z.regex(/^[A-Za-z]{3}$/)),
    iban: z.string().check(z.trim(), z.minLength(8), z.maxLength(40)),
    routing_number: requiredText(20),
    account_holder_name: z.optional(text(120)),
  }),
  location_banque: z.optional(text(120)),
  device: Device,
  device_profile: z.optional(text(40)),
});

export const DOCUMENT_FIELDS = [
  'piece_identite_profile',
  'piece_identite_profile_dos',
  'certificat_residence',
  'certificat_residence2',
] as const;

export const onboardingEndpoints = {
  getStep: defineEndpoint({
    method: 'GET',
    path: 'ProfileController/get_step2',
    query: z.object({ id_user: z.optional(Id) }),
    response: StepAnswer,
    access: 'private',
    self: ['id_user'],
    summary: "The caller's onboarding step.",
  }),
  step1: defineEndpoint({
    method: 'POST',
    path: 'ProfileController/become_kim_step1',
    body: SellerAddressSchema,
    response: StepAnswer,
    access: 'private',
    self: ['id_user'],
    summary: 'Step 0: the seller address and identity.',
  }),
  step2: defineEndpoint({
    method: 'POST',
    path: 'ProfileController/become_kim_step2_final',
    body: SellerLanguagesSchema,
    response: StepAnswer,
    access: 'private',
    summary: 'Steps 2 and 5: the spoken languages with a text in each; no language twice.',
  }),
  step3: defineEndpoint({
    method: 'POST',
    path: 'ProfileController/become_kim_step3',
    body: BankDetailsSchema,
    response: StepAnswer,
    access: 'private',
    self: ['id_user'],
    summary: 'Step 3: the bank details payouts go to.',
  }),
  step4: defineEndpoint({
    method: 'POST',
    path: 'ProfileController/become_kim_step4',
    body: z.object({ id_user: z.optional(Id), device: Device }),
    files: DOCUMENT_FIELDS.map((name) => ({ name, kind: 'document' as const, required: true })),
    response: StepAnswer,
    access: 'private',
    self: ['id_user'],
    summary: 'Step 4: the four identity documents (multipart); the caller becomes a seller (kim).',
  }),
} as const;
