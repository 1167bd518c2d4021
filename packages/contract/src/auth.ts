/** Sign-in, sign-up and the signed-in user's profile (spec §3 "User session", "User detail"; §7). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { FIELD_RULES } from './fieldRules.js';
import { GENRES } from './genres.js';
import { LANGUAGES } from './languages.js';
import { Device, Email, Flag, Id, IsoDate, Ok, textField } from './schema.js';

/** The session the client keeps under `ky_user` (spec §3). */
export const SessionSchema = z.object({
  id_user: z.number(),
  /** 'user', or 'kim' once the seller onboarding is complete. */
  role: z.string(),
  email: z.string(),
  image_link_profile: z.nullable(z.string()),
  /** 'Welcome {first name}': the top bar shows it without the 'Welcome ' prefix. */
  status: z.string(),
  token: z.string(),
  pseudo: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

/** The signed-in user's own profile (spec §3 "User detail"). */
export const UserDetailSchema = z.object({
  id_user: z.number(),
  nom_profile: z.string(),
  prenom_profile: z.string(),
  pseudo_profile: z.string(),
  sexe_profile: z.string(),
  date_naiss_profile: z.string(),
  contact_profile: z.string(),
  email: z.string(),
  /**
   * Whether the address was shown to answer: a link mailed to it was used (sign-up's, a new
   * address's, a password reset's). Until then the account is reminded and publishes nothing.
   */
  email_confirmed: z.boolean(),
  pays_fr: z.string(),
  alpha2: z.string(),
  code_monnaie: z.string(),
  /** The seller's payment account, once created. */
  account_id: z.nullable(z.string()),
  image_link_profile: z.nullable(z.string()),
  /** Products the user has on sale. */
  nombre_produit: z.number(),
  role: z.string(),
  status: z.string(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

export const Password = textField(FIELD_RULES.password);

export const LoginBodySchema = z.object({
  email: Email,
  password: textField(FIELD_RULES.loginPassword),
  type_device: Device,
});

/** The sign-up form's fields as the multipart request carries them (spec §7 web/signup). */
export const SignupBodySchema = z.object({
  sexe_profile: z.enum(GENRES),
  id_pays_profile: Id,
  nom_profile: textField(FIELD_RULES.nom_profile),
  prenom_profile: textField(FIELD_RULES.prenom_profile),
  email: Email,
  password: Password,
  pseudo_profile: textField(FIELD_RULES.pseudo_profile),
  date_naiss_profile: IsoDate,
  newsletter: z.optional(Flag),
  /** The interface language signed up in (`signupLanguageId`); French when absent. */
  langue_application: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LANGUAGES.length))),
  device: Device,
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: 'web/auth',
    body: LoginBodySchema,
    response: SessionSchema,
    access: 'public',
    summary: 'Signs in with e-mail and password; answers the session with its token.',
  }),
  signup: defineEndpoint({
    method: 'POST',
    path: 'web/signup',
    body: SignupBodySchema,
    files: [{ name: 'image_link_profile', kind: 'image', required: false }],
    response: z.object({ success: z.literal(true), id_user: z.number() }),
    access: 'public',
    summary: 'Creates an account (multipart, with an optional avatar).',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: 'web/logout',
    response: Ok,
    access: 'private',
    summary: 'Ends the session: the token stops working at once (an addition to the spec).',
  }),
  getProfile: defineEndpoint({
    method: 'GET',
    path: 'UserController/get_profile_byid',
    query: z.object({ id_user: z.optional(Id) }),
    response: UserDetailSchema,
    access: 'private',
    self: ['id_user'],
    summary: "The signed-in user's profile.",
  }),
} as const;
