/**
 * A dispute opened by staff: the item as it was sold (the order's own copy, whatever the listing
 * says now), the buyer's reason and photos, the seller's answer and photos or that they have not
 * answered, the messages the two exchanged, and the decision — refund or release — with a note
 * both parties read, asked again in a confirmation before it is made.
 */
import {
  type DisputeDecision,
  disputeDecisionForm,
  intlLanguage,
  type Order,
  type SdkError,
  SdkHttpError,
} from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useForm } from '../hooks/useForm.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { EvidencePhotos } from '../ui/EvidencePhoto.js';
import { TextAreaField } from '../ui/Field.js';

export interface DisputeReviewProps {
  order: Order;
  onDecided(decision: DisputeDecision): void;
}

/** A refused decision: decided by someone else first (409), or the server's reason (their own order). */
function decisionError(error: SdkError | null, t: (key: string) => string): string | null {
  if (!error) return null;
  return error instanceof SdkHttpError && error.status === 409 ? t('staff.decided') : error.message;
}

export function DisputeReview({ order, onDecided }: DisputeReviewProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('dateTime');
  const titleId = useId();
  const remote = useRemote(() => client.orders.dispute(order.id_commande), [client, order.id_commande]);
  const [asking, setAsking] = useState<DisputeDecision | null>(null);
  const form = useForm({ note: '' }, (values) => disputeDecisionForm(values));
  const decide = useAction((decision: DisputeDecision, note: string) =>
    client.orders.decideDispute(order.id_commande, decision, note),
  );
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  const dispute = remote.data;
  if (!dispute) return null;
  const party = (id: number) => (id === order.id_user ? order.pseudo_acheteur : order.pseudo_vendeur);
  const ask = (decision: DisputeDecision) =>
    form.submit(() => {
      setAsking(decision);
    });
  const confirm = async () => {
    if (!asking) return;
    const result = await decide.run(asking, form.values.note.trim());
    if (result?.data) {
      setAsking(null);
      onDecided(asking);
    }
  };
  const sub = css({ margin: 0, fontSize: 16 });
  const text = css({ margin: 0, whiteSpace: 'pre-line' });
  return (
    <section
      aria-labelledby={titleId}
      data-testid="dispute-review"
      className={css({ display: 'grid', gap: 12, paddingTop: 8, borderTop: `1px solid ${tokens.line}` })}
    >
      <h3 id={titleId} className={sub}>
        {t('staff.review', { id: order.id_commande })}
      </h3>

      <h4 className={sub}>{t('staff.asSold')}</h4>
      <ul
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          gap: 8,
          flexWrap: 'wrap',
        })}
      >
        {order.photos.map((photo, index) => (
          <li key={photo}>
            <img
              src={client.mediaUrl(photo)}
              alt={t('staff.snapshotPhotoAlt', { n: index + 1 })}
              width={96}
              height={96}
              className={css({ objectFit: 'cover', display: 'block' })}
            />
          </li>
        ))}
      </ul>
      <dl className={css({ margin: 0, display: 'grid', gap: 4 })}>
        <Fact term={t('staff.condition')}>{t(`product.conditions.${order.etat_produit}`)}</Fact>
        <Fact term={t('staff.size')}>{order.valeur_taille}</Fact>
        <Fact term={t('staff.colour')}>{order.nom_couleur}</Fact>
        <Fact term={t('staff.price')}>{client.formatMinorUnits(order.montant_paye, order.devise_paye)}</Fact>
      </dl>
      {order.description && (
        <p
          data-testid="dispute-snapshot-description"
          lang={intlLanguage(order.langue_texte)}
          className={text}
        >
          <strong>
            {t('staff.description')}
            {t('common.labelSeparator')}
          </strong>
          {order.description}
        </p>
      )}

      <h4 className={sub}>{t('staff.reason')}</h4>
      <p className={text}>{dispute.report.motif ?? t('staff.noReason')}</p>
      <EvidencePhotos
        caption={t('staff.photos')}
        photos={dispute.report.photos}
        altOf={(n) => t('staff.photoAlt', { n })}
      />

      <h4 className={sub}>{t('staff.sellerAnswer')}</h4>
      {dispute.answer ? (
        <>
          <p data-testid="dispute-review-answer" className={text}>
            {dispute.answer.reponse}
          </p>
          <EvidencePhotos
            caption={t('staff.sellerAnswer')}
            photos={dispute.answer.photos}
            altOf={(n) => t('staff.sellerPhotoAlt', { n })}
          />
        </>
      ) : (
        <p className={text}>
          {dispute.answer_open && dispute.answer_due_at
            ? t('staff.answerDue', { date: formatDate(dispute.answer_due_at) })
            : t('staff.noAnswer')}
        </p>
      )}

      <h4 className={sub}>{t('staff.messages')}</h4>
      {dispute.messages.length === 0 ? (
        <p className={text}>{t('staff.noMessages')}</p>
      ) : (
        <ol className={css({ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 })}>
          {dispute.messages.map((message) => (
            <li key={message.id_message}>
              <strong>{party(message.id_sender)}</strong>
              {' · '}
              <time dateTime={message.date_envoi}>{formatDate(message.date_envoi)}</time>
              {' · '}
              <span className={text}>{message.corps_message}</span>
            </li>
          ))}
        </ol>
      )}

      <TextAreaField label={t('staff.decisionNote')} required {...form.bind('note')} />
      {decide.error && !asking && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {decisionError(decide.error, t)}
        </p>
      )}
      <div className={css({ display: 'flex', gap: 8, flexWrap: 'wrap' })}>
        <Button onClick={ask('refund')}>{t('staff.refund')}</Button>
        <Button variant="secondary" onClick={ask('release')}>
          {t('staff.release')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'release' ? 'staff.confirmRelease' : 'staff.confirmRefund')}
        confirmLabel={t('staff.confirmYes')}
        busy={decide.busy}
        error={decisionError(decide.error, t)}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        <p className={css({ margin: 0 })}>{t('staff.confirmText')}</p>
        <blockquote className={css({ margin: 0, paddingLeft: 12, borderLeft: `3px solid ${tokens.line}` })}>
          {form.values.note.trim()}
        </blockquote>
      </ConfirmDialog>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  const { css } = useCss();
  return (
    <div className={css({ display: 'flex', gap: 6 })}>
      <dt className={css({ color: tokens.muted })}>{term}</dt>
      <dd className={css({ margin: 0 })}>{children}</dd>
    </div>
  );
}
