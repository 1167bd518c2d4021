/**
 * A reported problem on the order page, for its buyer and its seller: the buyer's reason and
 * photos, the seller's answer and photos (or until when they may answer, or that they did not),
 * and staff's decision with its note. The seller answers here, once, within their time. Its own
 * chunk, loaded only on an order with a reported problem.
 */
import {
  DISPUTE_ANSWER_PHOTO_FIELDS,
  type Dispute,
  disputeAnswerForm,
  type OrderTimeline,
} from '@vitrine/sdk-core';
import { useCallback, useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useForm } from '../hooks/useForm.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EvidencePhotos } from '../ui/EvidencePhoto.js';
import { TextAreaField } from '../ui/Field.js';
import { PhotoPicker } from '../ui/PhotoPicker.js';
import { actionErrorText } from './OrderLifecycle.js';

export interface DisputePanelProps {
  orderId: number;
  /** The order's timeline: a new one (a move, a live update) reads the dispute again. */
  timeline: OrderTimeline;
  /** Whether the viewer is the order's seller, who may answer. */
  seller: boolean;
}

export function DisputePanel({ orderId, timeline, seller }: DisputePanelProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('dateTime');
  const titleId = useId();
  const [answered, setAnswered] = useState<Dispute | null>(null);
  const load = useCallback(() => client.orders.dispute(orderId), [client, orderId]);
  const remote = useRemote(load, [load, timeline]);
  const dispute = answered ?? remote.data ?? null;
  if (!dispute) return null;
  const { report, answer, decision } = dispute;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="order-dispute"
      className={css({ display: 'grid', gap: 12, padding: 16, border: `1px solid ${tokens.line}` })}
    >
      <h3 id={titleId} className={css({ margin: 0, fontSize: 16 })}>
        {t('orders.dispute.title')}
      </h3>
      <p className={css({ margin: 0, color: tokens.muted, fontSize: 14 })}>
        {t('orders.dispute.reportedOn', { date: formatDate(report.at) })}
      </p>
      {report.motif && (
        <p className={css({ margin: 0, whiteSpace: 'pre-line' })}>
          <strong>
            {t('orders.dispute.reason')}
            {t('common.labelSeparator')}
          </strong>
          {report.motif}
        </p>
      )}
      <EvidencePhotos
        caption={t('orders.dispute.buyerPhotos')}
        photos={report.photos}
        altOf={(n) => t('orders.dispute.buyerPhotoAlt', { n })}
      />
      <h4 className={css({ margin: 0, fontSize: 15 })}>{t('orders.dispute.answerTitle')}</h4>
      {answer ? (
        <div data-testid="dispute-answer" className={css({ display: 'grid', gap: 8 })}>
          {answered && (
            <p role="status" className={css({ margin: 0, fontWeight: 600 })}>
              {t('orders.dispute.answered')}
            </p>
          )}
          <p className={css({ margin: 0, color: tokens.muted, fontSize: 14 })}>
            {t('orders.dispute.answeredOn', { date: formatDate(answer.at) })}
          </p>
          <p className={css({ margin: 0, whiteSpace: 'pre-line' })}>{answer.reponse}</p>
          <EvidencePhotos
            caption={t('orders.dispute.sellerPhotos')}
            photos={answer.photos}
            altOf={(n) => t('orders.dispute.sellerPhotoAlt', { n })}
          />
        </div>
      ) : dispute.answer_open && seller && dispute.answer_due_at ? (
        <AnswerForm orderId={orderId} dueAt={dispute.answer_due_at} onAnswered={setAnswered} />
      ) : dispute.answer_open && dispute.answer_due_at ? (
        <p className={css({ margin: 0 })}>
          {t('orders.dispute.awaiting', { date: formatDate(dispute.answer_due_at) })}
        </p>
      ) : (
        <p className={css({ margin: 0 })}>{t('orders.dispute.noAnswer')}</p>
      )}
      <h4 className={css({ margin: 0, fontSize: 15 })}>{t('orders.dispute.decisionTitle')}</h4>
      {decision ? (
        <div data-testid="dispute-decision" className={css({ display: 'grid', gap: 4 })}>
          <p className={css({ margin: 0, fontWeight: 600 })}>{t(`orders.dispute.${decision.decision}`)}</p>
          {decision.note && (
            <p className={css({ margin: 0, whiteSpace: 'pre-line' })}>
              <strong>
                {t('orders.dispute.note')}
                {t('common.labelSeparator')}
              </strong>
              {decision.note}
            </p>
          )}
        </div>
      ) : (
        <p className={css({ margin: 0 })}>{t('orders.dispute.waiting')}</p>
      )}
    </section>
  );
}

function AnswerForm({
  orderId,
  dueAt,
  onAnswered,
}: {
  orderId: number;
  dueAt: string;
  onAnswered(dispute: Dispute): void;
}) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('dateTime');
  const [photos, setPhotos] = useState<File[]>([]);
  const max = DISPUTE_ANSWER_PHOTO_FIELDS.length;
  const form = useForm({ reponse: '' }, (values) => disputeAnswerForm(values));
  const send = useAction((reponse: string) => client.orders.answerDispute(orderId, reponse, photos));
  return (
    <form
      noValidate
      onSubmit={form.submit(async ({ reponse }) => {
        const result = await send.run(reponse);
        if (result?.data) onAnswered(result.data);
      })}
      className={css({ display: 'grid', gap: 12 })}
    >
      <p className={css({ margin: 0 })}>{t('orders.dispute.answerHint', { date: formatDate(dueAt) })}</p>
      <TextAreaField label={t('orders.dispute.answerLabel')} required {...form.bind('reponse')} />
      <PhotoPicker label={t('orders.lifecycle.photos', { max })} max={max} onChange={setPhotos} />
      {send.error && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {actionErrorText(send.error, t)}
        </p>
      )}
      <div>
        <Button type="submit" busy={send.busy}>
          {t('orders.dispute.answerSubmit')}
        </Button>
      </div>
    </form>
  );
}
