/**
 * Who hears of an offer's move, and how. E-mails are kept in the outbox by the transaction of the
 * move, once per offer, move and party, and only while the reader's toggle allows: the seller's
 * `vente` (sales) for what a buyer proposes or does, the buyer's `suivi_commande` (their
 * purchases) for what the seller answers, and `love` for a price sent to those who love a
 * listing. Live events go to both parties' sockets after the commit, whatever the toggles: they
 * only keep the screens the users have open in step.
 */
import { DEFAULT_LANGUAGE, type NotificationSetting, type OfferState } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { type OfferRow, offersWhere } from '../db/queries/offers.js';
import { queueUserMail } from '../notifications/mailUser.js';
import { deliverSoon } from '../notifications/outbox.js';
import { siteAddress } from '../notifications/siteLinks.js';

type NoticeContext = Pick<AppContext, 'config' | 'now'>;

interface Letter {
  to: 'buyer' | 'seller';
  setting: NotificationSetting;
  subject: string;
  body: string[];
}

/** What a move to `etat` writes, and to whom; the proposer of the moved offer is `offer.par`. */
function lettersFor(offer: OfferRow, etat: OfferState): Letter[] {
  const toProposer = offer.par;
  const proposerSetting: NotificationSetting = toProposer === 'buyer' ? 'suivi_commande' : 'vente';
  switch (etat) {
    case 'open':
      if (offer.origine === 'likers') {
        return [{ to: 'buyer', setting: 'love', subject: 'likersSubject', body: ['likers'] }];
      }
      return offer.par === 'buyer'
        ? [{ to: 'seller', setting: 'vente', subject: 'receivedSubject', body: ['received', 'deadline'] }]
        : [
            {
              to: 'buyer',
              setting: 'suivi_commande',
              subject: 'counteredSubject',
              body: ['countered', 'deadline'],
            },
          ];
    case 'accepted':
      return [
        { to: 'buyer', setting: 'suivi_commande', subject: 'acceptedSubject', body: ['acceptedBuyer'] },
        { to: 'seller', setting: 'vente', subject: 'acceptedSubject', body: ['acceptedSeller'] },
      ];
    case 'declined':
      return [{ to: toProposer, setting: proposerSetting, subject: 'declinedSubject', body: ['declined'] }];
    case 'expired':
      return [{ to: toProposer, setting: proposerSetting, subject: 'expiredSubject', body: ['expired'] }];
    case 'lapsed':
      return [
        { to: 'buyer', setting: 'suivi_commande', subject: 'lapsedSubject', body: ['lapsedBuyer'] },
        { to: 'seller', setting: 'vente', subject: 'lapsedSubject', body: ['lapsedSeller'] },
      ];
    default:
      return [];
  }
}

/** Keeps the e-mails of an offer's move to `etat`, in the move's transaction. */
export async function queueOfferMails(
  context: NoticeContext,
  tx: Queryable,
  offer: OfferRow,
  etat: OfferState,
): Promise<void> {
  const letters = lettersFor(offer, etat);
  if (letters.length === 0) return;
  const [named] = await offersWhere(tx, 'o.id_offre = ANY($1::bigint[])', [offer.id_offre], DEFAULT_LANGUAGE);
  if (!named) return;
  const item = `${named.marque_produit} ${named.modele_produit}`;
  for (const letter of letters) {
    const seller = letter.to === 'seller';
    await queueUserMail(
      tx,
      {
        id_user: seller ? offer.id_vendeur : offer.id_user,
        setting: letter.setting,
        texts: 'offerMail',
        dedupeKey: `offre:${offer.id_offre}:${etat}:${letter.to}`,
        compose: (reader) => {
          const values = {
            item,
            buyer: named.pseudo_acheteur,
            seller: named.pseudo_vendeur,
            // The seller reads their own currency; the buyer the offer's.
            amount: seller
              ? reader.amount(offer.montant_vendeur, offer.devise_vendeur)
              : reader.amount(offer.montant, offer.devise),
            deadline: reader.date(
              new Date(etat === 'accepted' ? (offer.hold_until ?? offer.expires_at) : offer.expires_at),
            ),
          };
          return {
            subject: reader.t(letter.subject, values),
            paragraphs: letter.body.map((key) => reader.t(key, values)),
            link: {
              label: reader.t('open'),
              href: siteAddress(context.config, { to: 'account' }, reader.lng),
            },
            headers: { 'X-Vitrine-Offre': String(offer.id_offre), 'X-Vitrine-Etape': etat },
          };
        },
      },
      context.now(),
    );
  }
}

/** After the commit: both parties' screens learn of the offers that moved; the outbox is woken. */
export async function announceOffers(
  context: Pick<AppContext, 'db' | 'notifier' | 'mailer' | 'now'>,
  offers: readonly OfferRow[],
): Promise<void> {
  if (offers.length === 0) return;
  const named = await offersWhere(
    context.db,
    'o.id_offre = ANY($1::bigint[])',
    offers.map((offer) => offer.id_offre),
    DEFAULT_LANGUAGE,
  );
  for (const offre of named) {
    context.notifier.toUser(offre.id_user, 'offre', { offre });
    context.notifier.toUser(offre.id_vendeur, 'offre', { offre });
  }
  deliverSoon(context);
}
