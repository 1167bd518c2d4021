/** Accounts, sessions and profiles. */
import type { Session, UserDetail } from '@vitrine/contract';
import { hashToken, newToken } from '../../auth/tokens.js';
import { catalogImagePath } from '../../media/catalogImages.js';
import type { Queryable } from '../database.js';

export interface Credentials {
  id_user: number;
  password_hash: string;
}

export async function credentialsByEmail(db: Queryable, email: string): Promise<Credentials | undefined> {
  const rows = await db.query<Credentials>(
    'SELECT id_user, password_hash FROM utilisateur WHERE lower(email) = lower($1) AND supprime_le IS NULL',
    [email],
  );
  return rows[0];
}

/** Opens a session: a new random token, stored as its digest, valid for `ttlSeconds`. */
export async function openSession(
  db: Queryable,
  idUser: number,
  ttlSeconds: number,
  now: Date,
): Promise<Session> {
  const token = newToken();
  await db.query(
    `INSERT INTO session_token (token_hash, id_user, created_at, expires_at)
     VALUES ($1, $2, $3, $3::timestamptz + make_interval(secs => $4))`,
    [hashToken(token), idUser, now.toISOString(), ttlSeconds],
  );
  const rows = await db.query<Omit<Session, 'token'>>(
    `SELECT id_user, role, email, image_link_profile, status, pseudo_profile AS pseudo
       FROM utilisateur WHERE id_user = $1`,
    [idUser],
  );
  return { ...(rows[0] as Omit<Session, 'token'>), token };
}

export async function closeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM session_token WHERE token_hash = $1', [hashToken(token)]);
}

export async function userDetail(db: Queryable, idUser: number): Promise<UserDetail | undefined> {
  const rows = await db.query<UserDetail>(
    `SELECT u.id_user, u.nom_profile, u.prenom_profile, u.pseudo_profile, u.sexe_profile,
            to_char(u.date_naiss_profile, 'YYYY-MM-DD') AS date_naiss_profile, u.contact_profile, u.email,
            u.email_confirmed, p.nom_fr_fr AS pays_fr, p.alpha2, p.code_monnaie,
            (SELECT c.account_id FROM compte_paiement c WHERE c.id_user = u.id_user) AS account_id,
            u.image_link_profile,
            (SELECT count(*) FROM produit pr WHERE pr.id_vendeur = u.id_user)::int AS nombre_produit,
            u.role, u.status
       FROM utilisateur u JOIN pays p ON p.id_pays = u.id_pays
      WHERE u.id_user = $1`,
    [idUser],
  );
  return rows[0];
}

/** What the caller reads when a unique account field is already used, by field. */
export const TAKEN_MESSAGE = {
  email: 'email: an account already uses this e-mail address.',
  pseudo_profile: 'pseudo_profile: this pseudo is already taken; choose another one.',
} as const;

/** The unique account field a duplicate-key error names (a write that lost a race), if any. */
export function duplicateAccountField(error: unknown): keyof typeof TAKEN_MESSAGE | undefined {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return undefined;
  const name = `${constraint ?? ''} ${message ?? ''}`;
  if (name.includes('utilisateur_email_idx')) return 'email';
  if (name.includes('utilisateur_pseudo_idx')) return 'pseudo_profile';
  return undefined;
}

/** Which of the unique account fields is already used (case-insensitively), if any. */
export async function takenAccountField(
  db: Queryable,
  email: string,
  pseudo: string,
): Promise<'email' | 'pseudo_profile' | undefined> {
  const rows = await db.query<{ email_taken: boolean; pseudo_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM utilisateur WHERE lower(email) = lower($1)) AS email_taken,
            EXISTS (SELECT 1 FROM utilisateur WHERE lower(pseudo_profile) = lower($2)) AS pseudo_taken`,
    [email, pseudo],
  );
  const row = rows[0];
  if (row?.email_taken) return 'email';
  if (row?.pseudo_taken) return 'pseudo_profile';
  return undefined;
}

export async function countryExists(db: Queryable, idPays: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM pays WHERE id_pays = $1', [idPays]);
  return rows.length > 0;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  pseudo: string;
  nom: string;
  prenom: string;
  sexe: string;
  /** `YYYY-MM-DD`. */
  dateNaissance: string;
  idPays: number;
  newsletter: boolean;
  langueApplication: number;
  /** The uploaded avatar's URL path; null gives the account a drawn avatar. */
  imageLinkProfile: string | null;
  createdAt: Date;
  /** Whether the address is known to answer; sign-up writes false until its link is used. */
  emailConfirmed: boolean;
}

/** The account's status, which the top bar's greeting shows (spec: 'Welcome {prénom}'). */
export function welcomeStatus(prenom: string): string {
  return `Welcome ${prenom}`;
}

/**
 * Inserts a new buyer account ('user', onboarding step 0, status 'Welcome {prénom}') and answers
 * its id. Without an uploaded avatar the account gets the drawn one of its id. Two statements:
 * run it in a transaction.
 */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<number> {
  const rows = await db.query<{ id_user: number }>(
    `INSERT INTO utilisateur (email, password_hash, role, status, pseudo_profile, nom_profile,
                              prenom_profile, sexe_profile, date_naiss_profile, id_pays,
                              image_link_profile, newsletter, langue_application, onboarding_step, created_at,
                              email_confirmed)
     VALUES ($1, $2, 'user', $13, $3, $4, $6, $5, $7, $8, $9, $10, $11, 0, $12, $14)
     RETURNING id_user`,
    [
      account.email,
      account.passwordHash,
      account.pseudo,
      account.nom,
      account.sexe,
      account.prenom,
      account.dateNaissance,
      account.idPays,
      account.imageLinkProfile,
      account.newsletter,
      account.langueApplication,
      account.createdAt.toISOString(),
      welcomeStatus(account.prenom),
      account.emailConfirmed,
    ],
  );
  const idUser = (rows[0] as { id_user: number }).id_user;
  if (account.imageLinkProfile === null) {
    await db.query('UPDATE utilisateur SET image_link_profile = $2 WHERE id_user = $1', [
      idUser,
      catalogImagePath.avatar(idUser),
    ]);
  }
  return idUser;
}
