/**
 * Notification toggles and international preferences. A user without a row has the defaults:
 * every toggle on, their application language and their own country.
 */
import { NOTIFICATION_SETTINGS, type NotificationSetting, type Settings } from '@vitrine/contract';
import type { Queryable } from '../database.js';

const TOGGLES = NOTIFICATION_SETTINGS.map(
  (name) => `CASE WHEN COALESCE(p.${name}, true) THEN '1' ELSE '0' END AS ${name}`,
).join(',\n         ');

/**
 * The language a user reads, as SQL over the user's row aliased `alias`: the one chosen in
 * Settings, else the interface language they signed up in. Settings, e-mails and new listings
 * all take it from here.
 */
export function userLanguageSql(alias: string): string {
  return `COALESCE((SELECT lp.langue FROM parametre_user lp WHERE lp.id_user = ${alias}.id_user),
                  (SELECT ll.alpha2 FROM langue ll WHERE ll.id = ${alias}.langue_application), 'fr')`;
}

/** The user's settings, or undefined when the user does not exist. */
export async function settingsOf(db: Queryable, idUser: number): Promise<Settings | undefined> {
  const rows = await db.query<Settings>(
    `SELECT ${TOGGLES},
            ${userLanguageSql('u')} AS langue,
            COALESCE(p.pays, c.alpha2)::text AS pays
       FROM utilisateur u
       JOIN pays c ON c.id_pays = u.id_pays
       LEFT JOIN parametre_user p ON p.id_user = u.id_user
      WHERE u.id_user = $1`,
    [idUser],
  );
  return rows[0];
}

export async function countryCodeExists(db: Queryable, alpha2: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM pays WHERE alpha2 = upper($1)', [alpha2]);
  return rows.length > 0;
}

export type SettingChange =
  | { name: NotificationSetting; value: boolean }
  | { name: 'langue'; value: string }
  | { name: 'pays'; value: string };

/** Column per setting: the SQL names come from this table, never from the request. */
const COLUMN: Record<SettingChange['name'], string> = {
  vente: 'vente',
  message: 'message',
  commentaire: 'commentaire',
  retour: 'retour',
  suivi_commande: 'suivi_commande',
  love: 'love',
  alertes: 'alertes',
  langue: 'langue',
  pays: 'pays',
};

/**
 * Changes one setting. The user's row is created first with the current defaults, so setting a
 * toggle does not also switch the language to the table's default.
 */
export async function updateSetting(db: Queryable, idUser: number, change: SettingChange): Promise<void> {
  await db.query(
    `INSERT INTO parametre_user (id_user, langue)
     SELECT u.id_user, COALESCE(l.alpha2, 'fr')
       FROM utilisateur u LEFT JOIN langue l ON l.id = u.langue_application
      WHERE u.id_user = $1
     ON CONFLICT (id_user) DO NOTHING`,
    [idUser],
  );
  await db.query(`UPDATE parametre_user SET ${COLUMN[change.name]} = $2 WHERE id_user = $1`, [
    idUser,
    change.value,
  ]);
}
