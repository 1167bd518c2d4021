/**
 * The seller onboarding's records: the step a user is at, the seller address, spoken languages,
 * bank details (never the full account number) and identity documents (private files).
 */
import type { Queryable } from '../database.js';

export interface OnboardingState {
  step: number;
  role: string;
}

export async function onboardingState(db: Queryable, idUser: number): Promise<OnboardingState | undefined> {
  const rows = await db.query<OnboardingState>(
    'SELECT onboarding_step AS step, role FROM utilisateur WHERE id_user = $1',
    [idUser],
  );
  return rows[0];
}

/** Like `onboardingState`, and holds the user's row until the transaction ends, so two submissions queue. */
export async function lockOnboardingState(
  tx: Queryable,
  idUser: number,
): Promise<OnboardingState | undefined> {
  const rows = await tx.query<OnboardingState>(
    'SELECT onboarding_step AS step, role FROM utilisateur WHERE id_user = $1 FOR UPDATE',
    [idUser],
  );
  return rows[0];
}

/** Moves the user on to `step`, never back: re-submitting an earlier step edits it and stays put. */
export async function advanceTo(tx: Queryable, idUser: number, step: number): Promise<OnboardingState> {
  const rows = await tx.query<OnboardingState>(
    `UPDATE utilisateur SET onboarding_step = GREATEST(onboarding_step, $2)
      WHERE id_user = $1
      RETURNING onboarding_step AS step, role`,
    [idUser, step],
  );
  return rows[0] as OnboardingState;
}

/** The end of the onboarding: the user is a seller (kim). */
export async function becomeSeller(tx: Queryable, idUser: number, step: number): Promise<OnboardingState> {
  const rows = await tx.query<OnboardingState>(
    `UPDATE utilisateur SET role = 'kim', onboarding_step = GREATEST(onboarding_step, $2)
      WHERE id_user = $1
      RETURNING onboarding_step AS step, role`,
    [idUser, step],
  );
  return rows[0] as OnboardingState;
}

export async function countryIdByCode(db: Queryable, alpha2: string): Promise<number | undefined> {
  const rows = await db.query<{ id_pays: number }>('SELECT id_pays FROM pays WHERE alpha2 = upper($1)', [
    alpha2,
  ]);
  return rows[0]?.id_pays;
}

export async function currencyExists(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM pays WHERE code_monnaie = upper($1) LIMIT 1', [code]);
  return rows.length > 0;
}

export interface SellerAddress {
  idPays: number;
  contact: string;
  ville: string;
  rue: string;
  codePostal: string;
  departement: string;
  nomKana: string | null;
  prenomKana: string | null;
  ssnLast4: string | null;
}

/** Stores the seller address (one per user) and the phone number on the profile too. */
export async function saveSellerAddress(
  tx: Queryable,
  idUser: number,
  address: SellerAddress,
): Promise<void> {
  await tx.query(
    `INSERT INTO adresse_vendeur (id_user, id_pays, contact, ville, rue, code_postal, departement,
                                  nom_kana, prenom_kana, ssn_last_4, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     ON CONFLICT (id_user) DO UPDATE SET
       id_pays = EXCLUDED.id_pays, contact = EXCLUDED.contact, ville = EXCLUDED.ville, rue = EXCLUDED.rue,
       code_postal = EXCLUDED.code_postal, departement = EXCLUDED.departement,
       nom_kana = EXCLUDED.nom_kana, prenom_kana = EXCLUDED.prenom_kana,
       ssn_last_4 = EXCLUDED.ssn_last_4, updated_at = now()`,
    [
      idUser,
      address.idPays,
      address.contact,
      address.ville,
      address.rue,
      address.codePostal,
      address.departement,
      address.nomKana,
      address.prenomKana,
      address.ssnLast4,
    ],
  );
  await tx.query('UPDATE utilisateur SET contact_profile = $2 WHERE id_user = $1', [idUser, address.contact]);
}

/** Which of these spoken-language ids exist. */
export async function existingSpokenLanguages(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT id FROM langue_parle WHERE id = ANY($1::int[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

/** Replaces the user's spoken languages; the first is the default (rang 1). */
export async function replaceSpokenLanguages(
  tx: Queryable,
  idUser: number,
  languages: readonly { id_langue: number; text_marketing: string }[],
): Promise<void> {
  await tx.query('DELETE FROM langue_profile WHERE id_user = $1', [idUser]);
  await tx.query(
    `INSERT INTO langue_profile (id_user, id_langue, text_marketing, rang)
     SELECT $1, entry.id_langue, entry.text_marketing, entry.rang
       FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS entry (id_langue, text_marketing, rang)`,
    [
      idUser,
      languages.map((language) => language.id_langue),
      languages.map((language) => language.text_marketing),
    ],
  );
}

export interface BankDetails {
  type: string;
  country: string;
  currency: string;
  /** The last four characters of the account number: all that is kept. */
  last4: string;
  routingNumber: string;
  accountHolder: string | null;
  locationBanque: string | null;
}

export async function saveBankDetails(tx: Queryable, idUser: number, bank: BankDetails): Promise<void> {
  await tx.query(
    `INSERT INTO coordonnees_bancaires (id_user, type, country, currency, iban_last4, routing_number,
                                        account_holder, location_banque, updated_at)
     VALUES ($1, $2, upper($3), upper($4), $5, $6, $7, $8, now())
     ON CONFLICT (id_user) DO UPDATE SET
       type = EXCLUDED.type, country = EXCLUDED.country, currency = EXCLUDED.currency,
       iban_last4 = EXCLUDED.iban_last4, routing_number = EXCLUDED.routing_number,
       account_holder = EXCLUDED.account_holder, location_banque = EXCLUDED.location_banque,
       updated_at = now()`,
    [
      idUser,
      bank.type,
      bank.country,
      bank.currency,
      bank.last4,
      bank.routingNumber,
      bank.accountHolder,
      bank.locationBanque,
    ],
  );
}

export interface IdentityDocument {
  champ: string;
  chemin: string;
  mimeType: string;
  taille: number;
}

/**
 * Records the documents, one per field, replacing earlier uploads of the same field; answers the
 * paths of the replaced files, for the caller to delete once this is committed.
 */
export async function saveDocuments(
  tx: Queryable,
  idUser: number,
  documents: readonly IdentityDocument[],
): Promise<string[]> {
  const replaced: string[] = [];
  for (const document of documents) {
    const previous = await tx.query<{ chemin: string }>(
      'SELECT chemin FROM document_identite WHERE id_user = $1 AND champ = $2',
      [idUser, document.champ],
    );
    if (previous[0]) replaced.push(previous[0].chemin);
    await tx.query(
      `INSERT INTO document_identite (id_user, champ, chemin, mime_type, taille)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id_user, champ) DO UPDATE SET
         chemin = EXCLUDED.chemin, mime_type = EXCLUDED.mime_type, taille = EXCLUDED.taille, created_at = now()`,
      [idUser, document.champ, document.chemin, document.mimeType, document.taille],
    );
  }
  return replaced;
}
