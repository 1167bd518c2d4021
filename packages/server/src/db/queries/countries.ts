/** Countries and their currencies. */
import type { Country, SellerCountry, TranslateLanguage } from '@vitrine/contract';
import type { Queryable } from '../database.js';

const COUNTRY_COLUMNS = `id_pays, code, alpha2, taux_change, code_monnaie, unity, flag, nom_fr_fr, nom_en_gb,
  region_fr, langue_parle, langue_translate`;

export function listCountries(db: Queryable): Promise<Country[]> {
  return db.query<Country>(`SELECT ${COUNTRY_COLUMNS} FROM pays ORDER BY nom_fr_fr`);
}

export async function countryByAlpha2(db: Queryable, alpha2: string): Promise<Country | undefined> {
  const rows = await db.query<Country>(`SELECT ${COUNTRY_COLUMNS} FROM pays WHERE alpha2 = $1`, [
    alpha2.toUpperCase(),
  ]);
  return rows[0];
}

/** Countries with at least one seller, named in the five languages. */
export function listSellerCountries(db: Queryable): Promise<SellerCountry[]> {
  return db.query<SellerCountry>(
    `SELECT p.id_pays, p.alpha2, p.nom_fr_fr, p.nom_en_gb,
            p.nom_fr_fr AS pays_fr, p.nom_en_gb AS pays_en, p.nom_it AS pays_it,
            p.nom_jp AS pays_jp, p.nom_ru AS pays_ru
       FROM pays p
      WHERE EXISTS (SELECT 1 FROM utilisateur u WHERE u.id_pays = p.id_pays AND u.role = 'kim')
      ORDER BY p.nom_fr_fr`,
  );
}

/** The interface languages countries are served in, each once. */
export function listTranslateLanguages(db: Queryable): Promise<TranslateLanguage[]> {
  return db.query<TranslateLanguage>(
    `SELECT l.alpha2 AS langue_translate, l.langue_name
       FROM langue l
      WHERE EXISTS (SELECT 1 FROM pays p WHERE p.langue_translate = l.alpha2)
      ORDER BY l.id`,
  );
}
