/**
 * A seller's reviews: their average and count, then each review with its mark, comment, author and
 * date. Shown on the seller's profile and in the product page's 'Commentaires'.
 */
import { REVIEW_LIMITS, type Review } from '@vitrine/sdk-core';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useIntlLocale } from '../hooks/useIntlLocale.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

/** How many reviews are shown at once: the newest. */
const SHOWN = 20;

export function Stars({ note }: { note: number }) {
  const t = useT();
  const { css } = useCss();
  return (
    <span
      role="img"
      aria-label={t('reviews.stars', { note })}
      className={css({ color: tokens.ink, letterSpacing: 2 })}
    >
      {'★'.repeat(note)}
      <span className={css({ color: tokens.line })}>{'★'.repeat(REVIEW_LIMITS.noteMax - note)}</span>
    </span>
  );
}

export function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  const { css } = useCss();
  const date = useDateFormat()(review.created_at);
  return (
    <article className={css({ display: 'grid', gap: 4 })}>
      <Stars note={review.note} />
      <p className={css({ margin: 0, whiteSpace: 'pre-line' })}>{review.commentaire}</p>
      <p className={css({ margin: 0, color: tokens.muted, fontSize: 13 })}>
        {`${t('reviews.by', { buyer: review.pseudo_acheteur, date })} · ${t('reviews.about', { item: `${review.nom_marque} ${review.modele}` })}`}
      </p>
    </article>
  );
}

export function ReviewList({ sellerId, emptyText }: { sellerId: number; emptyText?: string }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const locale = useIntlLocale();
  const remote = useRemote(
    () => client.reviews.ofSeller(sellerId, { limit: SHOWN }),
    [client, sellerId, language],
    'reviews/ofSeller',
  );
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  const { moyenne, nombre, avis } = remote.data;
  if (nombre === 0)
    return <p className={css({ margin: 0, color: tokens.muted })}>{emptyText ?? t('reviews.none')}</p>;
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(moyenne ?? 0);
  return (
    <div className={css({ display: 'grid', gap: 16 })} data-testid="seller-reviews">
      <p className={css({ margin: 0, fontWeight: 600 })} data-testid="seller-reviews-summary">
        {t('reviews.summary', { average, count: nombre })}
      </p>
      <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 })}>
        {avis.map((review) => (
          <li key={review.id_avis}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
    </div>
  );
}
