/**
 * The rules of the fields people type (spec §5), as data: the contract's request schemas are
 * built from them (so the server applies them to every caller, a script included), and the
 * SDK's form checks are built from the same data (so a form refuses exactly what the server
 * would, and says it before sending). Plain data, without zod: the script-tag build carries it
 * as it is (the schema builder, `textField`, is in schema.ts). A rule that reads several fields — the kana names Japan
 * asks of a seller — is a function here, run by both.
 */
/** One typed text field. */
export interface TextFieldRule {
  /** Longest, in characters (code points, as zod and PostgreSQL count them: an emoji is one). */
  readonly max: number;
  /** Shortest, once trimmed: 0 (or absent) lets it be empty, 1 makes it required. */
  readonly min?: number;
  /** Kept exactly as typed, spaces included (a password); other fields are trimmed first. */
  readonly keepSpaces?: boolean;
  /** What a filled-in value must look like. */
  readonly pattern?: RegExp;
  /** The i18n key of the form's message when `pattern` does not hold. */
  readonly patternKey?: string;
  /** The server's message when `pattern` does not hold (after the field's name). */
  readonly patternMessage?: string;
}

/**
 * An address: a local part without a leading, trailing or doubled dot, an `@`, then a domain of
 * letter-or-digit labels ending in letters.
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[\w'+.-]*[\w+-]@([A-Za-z\d][A-Za-z\d-]*\.)+[A-Za-z]{2,}$/;

/** What an address may hold: letters of any script, digits, spaces and address punctuation. */
export const ADDRESS_TEXT_PATTERN = /^[\p{L}\p{N}\s.,'’°#/()&-]*$/u;

/** A postcode: letters and digits of any script, spaces and hyphens. */
export const POSTCODE_PATTERN = /^[\p{L}\p{N} -]+$/u;

/** A telephone number: an optional `+`, then digits, spaces, dots, hyphens or brackets, at least six of them digits. */
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){6}[\d\s().-]*$/;

/** Kana: hiragana, katakana (full and half width), the long-vowel marks, the middle dots and spaces. */
export const KANA_PATTERN = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・ｰ･\s]+$/u;

// Each rule keeps its literal `min`, by which the SDK's form types tell a required field.
const address = <Min extends number>(max: number, min: Min) =>
  ({
    min,
    max,
    pattern: ADDRESS_TEXT_PATTERN,
    patternKey: 'validation.alphanumeric',
    patternMessage: 'letters, digits, spaces and address punctuation only',
  }) as const;
const phone = {
  min: 1,
  max: 30,
  pattern: PHONE_PATTERN,
  patternKey: 'validation.phone',
  patternMessage: 'a telephone number (digits, spaces, + . - and brackets)',
} as const;
const filled = (max: number) => ({ min: 1, max }) as const;

export const FIELD_RULES = {
  email: {
    min: 1,
    max: 254,
    pattern: EMAIL_PATTERN,
    patternKey: 'validation.email',
    patternMessage: 'an e-mail address',
  },
  /** Signing in checks any password up to the longest one sign-up accepts. */
  loginPassword: { min: 1, max: 128, keepSpaces: true },
  password: { min: 8, max: 128, keepSpaces: true },
  nom_profile: filled(80),
  prenom_profile: filled(80),
  pseudo_profile: filled(40),
  /** The account's own telephone, changed in 'My identity': optional, a number when given. */
  contact_profile: { ...phone, min: 0 },

  /**
   * A delivery address's texts (spec §5: alphanumeric text). Which of the name, city, region and
   * postcode are required is the country's (addressRules.ts); the street always is, line 2 never.
   */
  deliveryPrenom: address(80, 0),
  deliveryNom: address(80, 0),
  deliveryAdresse: address(160, 1),
  deliveryComplement: address(160, 0),
  deliveryVille: address(80, 0),
  deliveryRegion: address(80, 0),
  deliveryCodePostal: {
    min: 0,
    max: 20,
    pattern: POSTCODE_PATTERN,
    patternKey: 'validation.alphanumeric',
    patternMessage: 'letters, digits, spaces and hyphens only',
  },
  deliveryTelephone: phone,

  /** The seller's address, onboarding step 0. */
  sellerRue: filled(160),
  sellerDepartement: filled(80),
  sellerCodePostal: filled(20),
  sellerVille: filled(80),
  sellerTelephone: phone,
  kana: {
    min: 0,
    max: 80,
    pattern: KANA_PATTERN,
    patternKey: 'validation.kana',
    patternMessage: 'kana only (hiragana or katakana)',
  },
  /** An article's texts: its listing, and the seller's translations of it. */
  articleModele: filled(120),
  articleDescription: filled(2000),
  articleSaison: { min: 0, max: 40 },
  articleCollection: { min: 0, max: 80 },
  articleMatiere: { min: 0, max: 80 },

  ssnLast4: {
    min: 0,
    max: 4,
    pattern: /^\d{4}$/,
    patternKey: 'validation.ssnLast4',
    patternMessage: 'the last four digits',
  },
} as const satisfies Record<string, TextFieldRule>;

export type FieldRuleName = keyof typeof FIELD_RULES;

/** A field's problem: its name and the i18n key of the form's message. */
export interface FieldProblem {
  field: string;
  key: string;
}

/**
 * What Japan and the United States ask more of a seller's address: both kana names for Japan,
 * the last four id digits for the United States. Empty when nothing is missing.
 */
export function sellerAddressProblems(values: {
  nom_pays_profile?: unknown;
  nom_kana?: unknown;
  prenom_kana?: unknown;
  ssn_last_4?: unknown;
}): FieldProblem[] {
  const country = String(values.nom_pays_profile ?? '').toUpperCase();
  const given = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const problems: FieldProblem[] = [];
  const need = (field: 'nom_kana' | 'prenom_kana' | 'ssn_last_4', rule: TextFieldRule) => {
    const value = given(values[field]);
    if (!value) problems.push({ field, key: 'validation.required' });
    else if (rule.pattern && !rule.pattern.test(value))
      problems.push({ field, key: rule.patternKey ?? 'validation.pattern' });
  };
  if (country === 'JP') {
    need('nom_kana', FIELD_RULES.kana);
    need('prenom_kana', FIELD_RULES.kana);
  }
  if (country === 'US') need('ssn_last_4', FIELD_RULES.ssnLast4);
  return problems;
}
