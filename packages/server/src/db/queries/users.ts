/** Accounts, sessions and profiles. */
import type { Session, UserDetail } from '@vitrine/contract';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Queryable } from '../database.js';

export interface Credentials {
  id_user: number;
  password_hash: string;
}

export async function credentialsByEmail(db: Queryable, email: string): Promise<Credentials | undefined> {
  const rows = await db.query<Credentials>(
    'SELECT id_user, password_hash FROM utilisateur WHERE lower(email) = lower($1)',
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
            p.nom_fr_fr AS pays_fr, p.alpha2, p.code_monnaie,
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
