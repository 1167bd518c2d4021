/**
 * The e-mails of what others do to a user: a message written to them ('message'), a buyer's
 * review of them as a seller ('commentaire'), someone liking one of their items ('love'). Each
 * is sent after the caller's answer (see mailLater) and only when the reader's toggle allows.
 */
import { type Message, REVIEW_LIMITS, type Review } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { readyCardJoin } from '../db/queries/products.js';
import { mailLater, queueUserMail, quoteOf } from './mailUser.js';

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'now'>;

/** The receiver of `message` is told who wrote and the start of what they wrote. */
export function mailNewMessage(context: MailContext, message: Message): void {
  mailLater(context, (db, now) =>
    queueUserMail(
      db,
      {
        id_user: message.id_receiver,
        setting: 'message',
        texts: 'messageMail',
        compose: ({ t, lng }) => {
          const values = { sender: message.pseudo_sender, objet: message.objet };
          return {
            subject: t('subject', values),
            paragraphs: [t('intro', values), quoteOf(message.corps_message, lng), t('where')],
            headers: { 'X-Vitrine-Message': String(message.id_message) },
          };
        },
      },
      now,
    ),
  );
}

/** The seller reviewed is told the mark and the comment. */
export function mailNewReview(context: MailContext, review: Review): void {
  mailLater(context, (db, now) =>
    queueUserMail(
      db,
      {
        id_user: review.id_vendeur,
        setting: 'commentaire',
        texts: 'reviewMail',
        compose: ({ t, lng }) => {
          const values = {
            buyer: review.pseudo_acheteur,
            note: review.note,
            item: `${review.nom_marque} ${review.modele}`,
          };
          return {
            subject: t('subject', values),
            paragraphs: [
              t('intro', values),
              quoteOf(review.commentaire, lng, REVIEW_LIMITS.commentaire),
              t('where'),
            ],
            headers: { 'X-Vitrine-Avis': String(review.id_avis) },
          };
        },
      },
      now,
    ),
  );
}

/**
 * The seller of `idProduit` is told that `idLiker` added it to their favourites; call it for a
 * new like only. A seller liking their own item is not news to them.
 */
export function mailNewLike(context: MailContext, idLiker: number, idProduit: number): void {
  mailLater(context, async (db, now) => {
    const [like] = await db.query<{ id_vendeur: number; liker: string }>(
      `SELECT p.id_vendeur, u.pseudo_profile AS liker
         FROM produit p, utilisateur u
        WHERE p.id_produit = $1 AND u.id_user = $2`,
      [idProduit, idLiker],
    );
    if (!like || like.id_vendeur === idLiker) return;
    await queueUserMail(
      db,
      {
        id_user: like.id_vendeur,
        setting: 'love',
        texts: 'loveMail',
        compose: async ({ t, lng }) => {
          // The model as the seller wrote it in the reader's language, when they did.
          const [item] = await db.query<{ item: string }>(
            `SELECT m.nom_marque || ' ' || (card.fields ->> 'modele') AS item
             FROM produit p
             JOIN marque m ON m.id_marque = p.id_marque${readyCardJoin('$2')}
            WHERE p.id_produit = $1`,
            [idProduit, lng],
          );
          const values = { liker: like.liker, item: item?.item ?? '' };
          return {
            subject: t('subject', values),
            paragraphs: [t('intro', values), t('where')],
            headers: { 'X-Vitrine-Produit': String(idProduit) },
          };
        },
      },
      now,
    );
  });
}
