/**
 * Saved searches' and loved items' alerts, told once a day by e-mail (table alerte_digest): at the
 * user's local digest hour (digestDay.ts), one e-mail of the day's alerts — new listings matching
 * their searches, lower prices on items they love — in their language, when there are any and
 * their 'alertes' setting is on. The same alerts reached them live as they happened.
 *
 * Once per user and day, whatever the number of runners and processes: the day's row is inserted
 * by the transaction that keeps the e-mail (its key taken once), and a runner finding it taken
 * does nothing.
 */
import { toMinorUnits } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type DigestDay, lastDigestDay, timeZoneOf } from './digestDay.js';
import { type MailContent, queueUserMail, type Reader } from './mailUser.js';
import { siteAddress } from './siteLinks.js';

/** Alerts listed in one digest, newest first; the subject counts them all. */
export const ALERT_DIGEST_LISTED = 20;

/** As for likes: the last day whose hour has come falls within twice the longest day. */
const LOOK_BACK_MS = 50 * 3_600_000;

type MailJobContext = Pick<AppContext, 'db' | 'now' | 'config'>;

interface DayAlert {
  genre: 'nouveaute' | 'baisse';
  item: string;
  /** Minor units of the seller's currency. */
  prix: number;
  prix_avant: number | null;
  devise: string;
}

export function composeAlertDigest(reader: Reader, alerts: readonly DayAlert[], link: string): MailContent {
  const { t } = reader;
  return {
    subject: t('subject', { count: alerts.length }),
    paragraphs: [
      t('intro'),
      alerts
        .slice(0, ALERT_DIGEST_LISTED)
        .map((alert) =>
          alert.genre === 'nouveaute'
            ? t('new', { item: alert.item, price: reader.amount(alert.prix, alert.devise) })
            : t('drop', {
                item: alert.item,
                price: reader.amount(alert.prix, alert.devise),
                before: reader.amount(alert.prix_avant ?? alert.prix, alert.devise),
              }),
        )
        .join('\n'),
    ],
    link: { label: t('link'), href: link },
  };
}

/** Makes every alerts digest whose hour has come; answers how many e-mails were kept. */
export async function runAlertDigests(context: MailJobContext): Promise<number> {
  const now = context.now();
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  const users = await context.db.query<{ id_user: number; pays: string; first: string }>(
    `SELECT a.id_user, COALESCE(pu.pays, c.alpha2)::text AS pays, min(a.created_at) AS first
       FROM alerte a
       JOIN utilisateur u ON u.id_user = a.id_user
       JOIN pays c ON c.id_pays = u.id_pays
       LEFT JOIN parametre_user pu ON pu.id_user = u.id_user
      WHERE a.created_at > $1 AND a.created_at <= $2
      GROUP BY a.id_user, COALESCE(pu.pays, c.alpha2)`,
    [since, now.toISOString()],
  );
  if (users.length === 0) return 0;
  const done = new Set(
    (
      await context.db.query<{ id_user: number; period_end: string | Date }>(
        'SELECT id_user, period_end FROM alerte_digest WHERE period_end > $1',
        [since],
      )
    ).map((row) => `${row.id_user}:${new Date(row.period_end).getTime()}`),
  );
  let kept = 0;
  for (const user of users) {
    const day = lastDigestDay(now, timeZoneOf(user.pays));
    if (done.has(`${user.id_user}:${day.end.getTime()}`)) continue;
    // Alerted only since the day ended: tomorrow's digest.
    if (new Date(user.first).getTime() > day.end.getTime()) continue;
    if (await makeDigest(context, user.id_user, day)) kept++;
  }
  return kept;
}

async function makeDigest(context: MailJobContext, idUser: number, day: DigestDay): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const count = await dayAlertCount(tx, idUser, day);
    const claimed = await tx.query(
      `INSERT INTO alerte_digest (id_user, period_end, alertes, done_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id_user, period_end) DO NOTHING
       RETURNING 1`,
      [idUser, day.end.toISOString(), count, now.toISOString()],
    );
    // Another runner made it; or the day had no alert.
    if (claimed.length === 0 || count === 0) return false;
    return queueUserMail(
      tx,
      {
        id_user: idUser,
        setting: 'alertes',
        texts: 'alertDigestMail',
        dedupeKey: `alertes:${idUser}:${day.end.toISOString()}`,
        compose: async (reader) => ({
          ...composeAlertDigest(
            reader,
            await dayAlerts(tx, idUser, day, reader.lng),
            siteAddress(context.config, { to: 'favourites' }, reader.lng),
          ),
          headers: { 'X-Vitrine-Digest': day.end.toISOString() },
        }),
      },
      now,
    );
  });
}

async function dayAlertCount(db: Queryable, idUser: number, day: DigestDay): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM alerte WHERE id_user = $1 AND created_at > $2 AND created_at <= $3',
    [idUser, day.start.toISOString(), day.end.toISOString()],
  );
  return row?.n ?? 0;
}

/** The day's alerts, newest first, each item as its seller wrote it in the reader's language. */
async function dayAlerts(db: Queryable, idUser: number, day: DigestDay, lng: string): Promise<DayAlert[]> {
  const rows = await db.query<DayAlert>(
    `SELECT a.genre, trim(a.devise) AS devise, a.prix::float8 AS prix, a.prix_avant::float8 AS prix_avant,
            trim(m.nom_marque || ' ' || COALESCE(
              (SELECT (r.carte || '}')::jsonb ->> 'modele' FROM produit_pret r
                WHERE r.id_produit = p.id_produit ORDER BY r.langue = $4 DESC LIMIT 1), '')) AS item
       FROM alerte a
       JOIN produit p ON p.id_produit = a.id_produit
       JOIN marque m ON m.id_marque = p.id_marque
      WHERE a.id_user = $1 AND a.created_at > $2 AND a.created_at <= $3
      ORDER BY a.created_at DESC, a.id_alerte DESC
      LIMIT ${ALERT_DIGEST_LISTED}`,
    [idUser, day.start.toISOString(), day.end.toISOString(), lng],
  );
  // Prices are kept as the seller set them; the reader's amounts are in minor units.
  return rows.map((row) => ({
    ...row,
    prix: toMinorUnits(row.prix, row.devise),
    prix_avant: row.prix_avant === null ? null : toMinorUnits(row.prix_avant, row.devise),
  }));
}
