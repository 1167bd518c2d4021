/**
 * Living with an account: a forgotten password reset through a link sent by e-mail, the
 * profile's changes ("My identity"), a new password, a new e-mail address confirmed through a
 * link sent to it, and signing out everywhere. The texts people type follow the sign-up's rules
 * (`FIELD_RULES`), so a changed name, pseudo or password is held to what sign-up asked.
 */
import * as z from 'zod/mini';
import { UserDetailSchema } from './auth.js';
import { defineEndpoint } from './endpoint.js';
import { FIELD_RULES } from './fieldRules.js';
import { AppLanguageCodeSchema, Email, Id, Ok, textField } from './schema.js';

/** How long the links an e-mail carries work, once each. */
export const ACCOUNT_LINK_TTL_MS = {
  /** A password-reset link: an hour, so a mailbox read later by someone else holds nothing usable. */
  passwordReset: 60 * 60 * 1000,
  /** The link confirming a new e-mail address. */
  emailChange: 24 * 60 * 60 * 1000,
  /**
   * The link confirming the address given at sign-up: a week, as a new account may be opened
   * before a weekend away; another can be sent at any time ({@link EMAIL_CONFIRMATION_LIMITS}).
   */
  emailConfirmation: 7 * 24 * 60 * 60 * 1000,
} as const;

/**
 * How many reset links may be asked for within the window: per e-mail address (whether or not an
 * account has it, so the limit tells nothing), and per client address. Past either, 429 with
 * `retry_after` and the code {@link PASSWORD_RESET_LIMIT_CODE}.
 */
export const PASSWORD_RESET_LIMITS = {
  perAddress: 3,
  perClient: 10,
  windowMs: 60 * 60 * 1000,
} as const;

/** The `code` of a 429 answered when reset links are asked for too often. */
export const PASSWORD_RESET_LIMIT_CODE = 'reset_limit';

/**
 * How many reset links' secrets one client address may try within the window (a new password
 * with a link, good or not): past it, 429 with `retry_after` and the code
 * {@link PASSWORD_RESET_ATTEMPT_LIMIT_CODE}. Nobody with the e-mail in hand needs more than a few.
 */
export const PASSWORD_RESET_ATTEMPT_LIMITS = {
  perClient: 20,
  windowMs: 60 * 60 * 1000,
} as const;

/** The `code` of a 429 answered when reset links are tried too often. */
export const PASSWORD_RESET_ATTEMPT_LIMIT_CODE = 'reset_attempt_limit';

/**
 * How many new addresses may be asked for within the window: per account, and per address the
 * confirmation link is mailed to (whichever account asks), so no one floods a mailbox with them.
 * Past either, 429 with `retry_after` and the code {@link EMAIL_CHANGE_LIMIT_CODE}.
 */
export const EMAIL_CHANGE_LIMITS = {
  perAccount: 3,
  perAddress: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const;

/** The `code` of a 429 answered when new addresses are asked for too often. */
export const EMAIL_CHANGE_LIMIT_CODE = 'email_change_limit';

/**
 * How many confirmation links of the sign-up's address an account may have sent again within the
 * window: past it, 429 with `retry_after` and the code {@link EMAIL_CONFIRMATION_LIMIT_CODE}. The
 * address is the account's own, so one count per account keeps its mailbox from being flooded.
 */
export const EMAIL_CONFIRMATION_LIMITS = {
  perAccount: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const;

/** The `code` of a 429 answered when the confirmation link is sent again too often. */
export const EMAIL_CONFIRMATION_LIMIT_CODE = 'email_confirmation_limit';

/**
 * The `code` of a 403 answered to a seller who publishes an article before confirming the
 * account's e-mail address. An unconfirmed account may browse, buy, message and become a seller;
 * what it puts on sale waits for an address that answers.
 */
export const EMAIL_UNCONFIRMED_CODE = 'email_unconfirmed';

/** The `code` of a 400 answered for a link that does not work (used, expired or replaced). */
export const LINK_REFUSED_CODE = 'link_refused';

/** A link's secret as it comes back from the e-mail: URL-safe base64 of 32 random bytes. */
export const LinkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/, 'not a link of ours'));

export const ForgotPasswordBodySchema = z.object({ email: Email });
export const ResetPasswordBodySchema = z.object({
  token: LinkToken,
  password: textField(FIELD_RULES.password),
});

/**
 * The profile's editable fields, each optional (absent keeps it): the sign-up's rules for names
 * and pseudo, a telephone number (empty clears it), the language e-mails and the site speak.
 * Multipart, so an avatar may come along.
 */
export const UpdateProfileBodySchema = z.object({
  id_user: z.optional(Id),
  nom_profile: z.optional(textField(FIELD_RULES.nom_profile)),
  prenom_profile: z.optional(textField(FIELD_RULES.prenom_profile)),
  pseudo_profile: z.optional(textField(FIELD_RULES.pseudo_profile)),
  contact_profile: z.optional(textField(FIELD_RULES.contact_profile)),
  langue: z.optional(AppLanguageCodeSchema),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

export const ChangePasswordBodySchema = z.object({
  current_password: textField(FIELD_RULES.loginPassword),
  password: textField(FIELD_RULES.password),
});

export const ChangeEmailBodySchema = z.object({
  current_password: textField(FIELD_RULES.loginPassword),
  email: Email,
});

export const ConfirmEmailBodySchema = z.object({ token: LinkToken });

export const accountEndpoints = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: 'web/password/forgot',
    body: ForgotPasswordBodySchema,
    response: Ok,
    access: 'public',
    summary: 'Sends a one-hour reset link to the address when an account has it; the same answer either way.',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: 'web/password/reset',
    body: ResetPasswordBodySchema,
    response: Ok,
    access: 'public',
    summary: "Sets a new password with a reset link's token (once); every session of the account ends.",
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: 'UserController/update_profile',
    body: UpdateProfileBodySchema,
    files: [{ name: 'image_link_profile', kind: 'image', required: false }],
    response: UserDetailSchema,
    access: 'private',
    self: ['id_user'],
    summary: "Changes the caller's name, pseudo, telephone, language or avatar (multipart).",
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: 'web/password/change',
    body: ChangePasswordBodySchema,
    response: Ok,
    access: 'private',
    summary: "Sets a new password given the current one; the caller's other sessions end.",
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: 'web/email/change',
    body: ChangeEmailBodySchema,
    response: Ok,
    access: 'private',
    summary: 'Sends a confirmation link to a new address (given the password) and tells the current one.',
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: 'web/email/confirm',
    body: ConfirmEmailBodySchema,
    response: z.object({ success: z.literal(true), email: z.string() }),
    access: 'public',
    summary:
      "Confirms an address with the token of the link sent to it (once): a new address becomes the account's; the sign-up's address is marked confirmed.",
  }),
  resendEmailConfirmation: defineEndpoint({
    method: 'POST',
    path: 'web/email/confirm/resend',
    response: Ok,
    access: 'private',
    summary:
      "Sends again the link confirming the caller's address (the earlier one stops working); 409 once confirmed, 429 past the limit.",
  }),
  logoutEverywhere: defineEndpoint({
    method: 'POST',
    path: 'web/logout/all',
    response: Ok,
    access: 'private',
    summary: "Ends every session of the caller's account, this one included, and their live connections.",
  }),
} as const;
