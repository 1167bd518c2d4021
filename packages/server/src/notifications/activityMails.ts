/**
 * The e-mail of a buyer's review of a seller ('commentaire'), sent after the caller's answer
 * (see mailLater) and only when the reader's toggle allows. Messages and likes are told grouped:
 * per conversation (messageMails.ts) and in a daily digest (likeDigests.ts).
 */
import { REVIEW_LIMITS, type Review } from '@vitrine/contract';
import type { AppContext } from '../context.js';
import { mailLater, queueUserMail, quoteOf } from './mailUser.js';

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'now'>;

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
