/**
 * The likes of a seller's items, told once a day (table like_digest): no e-mail per like or
 * unlike, but at the seller's local digest hour (digestDay.ts) one e-mail of the day's likes that
 * still stand — how many people, how many items, and the items — when there are any and their
 * 'love' setting is on. A like undone the same day is not told; a seller's own like is not news.
 *
 * Once per seller and day, whatever the number of runners and processes: the day's row is
 * inserted by the transaction that keeps the e-mail (its key taken once), and a runner finding it
 * taken does nothing.
 */
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type DigestDay, lastDigestDay, timeZoneOf } from './digestDay.js';
import { type MailContent, queueUserMail, type Reader } from './mailUser.js';
import { siteAddress } from './siteLinks.js';

/** Items listed in one digest, most liked first; the subject counts them all. */
export const DIGEST_ITEMS_LISTED = 10;

/**
 * The last day whose hour has come ended within the last day and an hour, and a day is an hour
 * longer when the clocks change: its likes all fall within twice the longest day.
 */
const LOOK_BACK_MS = 50 * 3_600_000;

type MailJobContext = Pick<AppContext, 'db' | 'now' | 'config'>;

export interface LikeDigestFacts {
  /** People who liked, each counted once. */
  people: number;
  /** The items liked, most liked first, with how many people liked each. */
  items: ReadonlyArray<{ item: string; people: number }>;
  /** The seller's items on the site. */
  link: string;
}

export function composeLikeDigest(reader: Reader, facts: LikeDigestFacts): MailContent {
  const { t } = reader;
  const items = t('items', { count: facts.items.length });
  return {
    subject: t('subject', { count: facts.people, items }),
    paragraphs: [
      t('intro'),
      facts.items
        .slice(0, DIGEST_ITEMS_LISTED)
        .map(({ item, people }) => t('item', { item, count: people }))
        .join('\n'),
    ],
    link: { label: t('link'), href: facts.link },
  };
}

/** Makes every digest whose hour has come; answers how many e-mails were kept. */
export async function runLikeDigests(context: MailJobContext): Promise<number> {
  const now = context.now();
  // The sellers liked lately by others, with their country and their earliest such like.
  const sellers = await context.db.query<{ id_vendeur: number; pays: string; first: string }>(
    `SELECT p.id_vendeur, COALESCE(pu.pays, c.alpha2)::text AS pays, min(w.created_at) AS first
       FROM wishlist w
       JOIN produit p ON p.id_produit = w.id_produit
       JOIN utilisateur u ON u.id_user = p.id_vendeur
       JOIN pays c ON c.id_pays = u.id_pays
       LEFT JOIN parametre_user pu ON pu.id_user = u.id_user
      WHERE w.created_at > $1 AND w.created_at <= $2 AND w.id_user <> p.id_vendeur
      GROUP BY p.id_vendeur, COALESCE(pu.pays, c.alpha2)`,
    [new Date(now.getTime() - LOOK_BACK_MS).toISOString(), now.toISOString()],
  );
  if (sellers.length === 0) return 0;
  const done = new Set(
    (
      await context.db.query<{ id_vendeur: number; period_end: string | Date }>(
        'SELECT id_vendeur, period_end FROM like_digest WHERE period_end > $1',
        [new Date(now.getTime() - LOOK_BACK_MS).toISOString()],
      )
    ).map((row) => `${row.id_vendeur}:${new Date(row.period_end).getTime()}`),
  );
  let kept = 0;
  for (const seller of sellers) {
    const day = lastDigestDay(now, timeZoneOf(seller.pays));
    if (done.has(`${seller.id_vendeur}:${day.end.getTime()}`)) continue;
    // Liked only since the day ended: tomorrow's digest.
    if (new Date(seller.first).getTime() > day.end.getTime()) continue;
    if (await makeDigest(context, seller.id_vendeur, day)) kept++;
  }
  return kept;
}

async function makeDigest(context: MailJobContext, idVendeur: number, day: DigestDay): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const likes = await dayLikes(tx, idVendeur, day);
    const people = likes[0]?.people ?? 0;
    const claimed = await tx.query(
      `INSERT INTO like_digest (id_vendeur, period_end, people, items, done_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id_vendeur, period_end) DO NOTHING
       RETURNING 1`,
      [idVendeur, day.end.toISOString(), people, likes.length, now.toISOString()],
    );
    // Another runner made it; or nothing stands of the day's likes.
    if (claimed.length === 0 || likes.length === 0) return false;
    return queueUserMail(
      tx,
      {
        id_user: idVendeur,
        setting: 'love',
        texts: 'likeDigestMail',
        dedupeKey: `likes:${idVendeur}:${day.end.toISOString()}`,
        compose: async (reader) => ({
          ...composeLikeDigest(reader, {
            people,
            items: await itemNames(tx, likes, reader.lng),
            link: siteAddress(context.config, { to: 'myProducts' }, reader.lng),
          }),
          headers: { 'X-Vitrine-Digest': day.end.toISOString() },
        }),
      },
      now,
    );
  });
}

interface ItemLikes {
  id_produit: number;
  likes: number;
  /** People over all the day's likes, the same on every row. */
  people: number;
}

/** The day's likes that still stand, per item, most liked first. */
async function dayLikes(db: Queryable, idVendeur: number, day: DigestDay): Promise<ItemLikes[]> {
  return db.query<ItemLikes>(
    `WITH liked AS (
       SELECT w.id_user, w.id_produit
         FROM wishlist w JOIN produit p ON p.id_produit = w.id_produit
        WHERE p.id_vendeur = $1 AND w.id_user <> $1 AND w.created_at > $2 AND w.created_at <= $3
     )
     SELECT id_produit, count(*)::int AS likes, (SELECT count(DISTINCT id_user)::int FROM liked) AS people
       FROM liked
      GROUP BY id_produit
      ORDER BY count(*) DESC, id_produit`,
    [idVendeur, day.start.toISOString(), day.end.toISOString()],
  );
}

/** The items as the seller wrote them in the reader's language when they did: brand and model. */
async function itemNames(
  db: Queryable,
  likes: readonly ItemLikes[],
  lng: string,
): Promise<Array<{ item: string; people: number }>> {
  const listed = likes.slice(0, DIGEST_ITEMS_LISTED);
  const rows = await db.query<{ id_produit: number; item: string }>(
    `SELECT p.id_produit,
            trim(m.nom_marque || ' ' || COALESCE(
              (SELECT (r.carte || '}')::jsonb ->> 'modele' FROM produit_pret r
                WHERE r.id_produit = p.id_produit ORDER BY r.langue = $2 DESC LIMIT 1), '')) AS item
       FROM produit p JOIN marque m ON m.id_marque = p.id_marque
      WHERE p.id_produit = ANY($1::int[])`,
    [listed.map((like) => like.id_produit), lng],
  );
  const names = new Map(rows.map((row) => [row.id_produit, row.item]));
  return listed.map((like) => ({ item: names.get(like.id_produit) ?? '', people: like.likes }));
}
