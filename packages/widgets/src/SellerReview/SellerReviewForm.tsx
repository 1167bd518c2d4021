/**
 * The buyer's review of the seller of a completed order: a mark from 1 to 5 and a comment, sent
 * once. An order already reviewed shows the review instead.
 */
import { REVIEW_LIMITS, type Review, SdkHttpError } from '@vitrine/sdk-core';
import { type FormEvent, useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { TextAreaField } from '../ui/Field.js';
import { ReviewItem } from './ReviewList.js';

const NOTES = Array.from(
  { length: REVIEW_LIMITS.noteMax - REVIEW_LIMITS.noteMin + 1 },
  (_, index) => REVIEW_LIMITS.noteMin + index,
);

export interface SellerReviewFormProps {
  orderId: number;
  /** Called with the review once it is posted. */
  onReviewed?(review: Review): void;
}

export function SellerReviewForm({ orderId, onReviewed }: SellerReviewFormProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const headingId = useId();
  const language = useVitrineState((state) => state.language);
  const existing = useRemote(() => client.reviews.ofOrder(orderId), [client, orderId, language]);
  const [posted, setPosted] = useState<Review | null>(null);
  const [note, setNote] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const send = useAction((chosen: number, text: string) => client.reviews.add(orderId, chosen, text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (note === null) {
      setNoteError(t('reviews.pickNote'));
      return;
    }
    const result = await send.run(note, comment);
    if (result?.data) {
      setPosted(result.data);
      onReviewed?.(result.data);
    }
  };

  if (existing.status === 'loading') return <LoadingState />;
  if (existing.status === 'error') return <ErrorState remote={existing} />;
  const review = posted ?? existing.data;
  const frame = css({ display: 'grid', gap: 12, padding: 16, border: `1px solid ${tokens.line}` });
  if (review) {
    return (
      <section aria-labelledby={headingId} className={frame}>
        <h3 id={headingId} className={css({ margin: 0, fontSize: 18 })}>
          {t('reviews.yours')}
        </h3>
        {posted && <p role="status">{t('reviews.sent')}</p>}
        <ReviewItem review={review} />
      </section>
    );
  }
  // Reviewed meanwhile (another tab): said in the interface language, not the server's.
  const sendError =
    send.error instanceof SdkHttpError && send.error.status === 409
      ? t('reviews.already')
      : (send.error?.message ?? null);
  return (
    <section aria-labelledby={headingId} className={frame}>
      <h3 id={headingId} className={css({ margin: 0, fontSize: 18 })}>
        {t('reviews.formTitle')}
      </h3>
      <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: 12 })}>
        <fieldset
          aria-describedby={noteError ? `${headingId}-note-error` : undefined}
          className={css({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 })}
        >
          <legend className={css({ fontWeight: 600, marginBottom: 6 })}>{t('reviews.note')}</legend>
          {NOTES.map((value) => (
            <label key={value} className={css({ display: 'inline-flex', gap: 4, alignItems: 'center' })}>
              <input
                type="radio"
                name={`${headingId}-note`}
                value={value}
                checked={note === value}
                onChange={() => {
                  setNote(value);
                  setNoteError(null);
                }}
              />
              {t('reviews.noteOption', { note: value })}
            </label>
          ))}
        </fieldset>
        {noteError && (
          <p id={`${headingId}-note-error`} role="alert" className={css({ margin: 0, color: tokens.danger })}>
            {noteError}
          </p>
        )}
        <TextAreaField
          label={t('reviews.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          required
          maxLength={REVIEW_LIMITS.commentaire}
          minRows={3}
        />
        {sendError && (
          <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
            {sendError}
          </p>
        )}
        <div>
          <Button type="submit" busy={send.busy} disabled={comment.trim() === ''}>
            {t('reviews.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
