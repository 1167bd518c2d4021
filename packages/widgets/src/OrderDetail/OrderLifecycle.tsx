/**
 * An order after payment: its timeline (past steps with time and actor, the next deadline, the
 * money moved) and the moves the viewer may make now — the seller accepts, declines with a reason
 * or marks it shipped; the buyer confirms reception or reports a problem. Each move shows that it
 * runs, says the server's refusal in the interface language, and hands the new state back.
 */
import {
  declineForm,
  ORDER_TRANSITIONS,
  type Order,
  type OrderTimeline,
  type OrderTransition,
  PROBLEM_PHOTO_FIELDS,
  problemForm,
  type Result,
  type SdkError,
  SdkHttpError,
  shipForm,
} from '@vitrine/sdk-core';
import { useId, useMemo, useRef, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useForm } from '../hooks/useForm.js';
import { useIntlLocale } from '../hooks/useIntlLocale.js';
import { useT } from '../hooks/useT.js';
import { lazyOnceShown } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { orderStateLabel } from '../shared/orderStateLabel.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import type { ConfirmDialogProps } from '../ui/ConfirmDialog.js';
import { Dialog } from '../ui/Dialog.js';
import { TextAreaField, TextField } from '../ui/Field.js';
import { PhotoPicker } from '../ui/PhotoPicker.js';

/** The moves a screen makes, named as the widget events that follow them. */
export type OrderAction = 'accepted' | 'declined' | 'shipped' | 'received' | 'problem-reported';

export interface OrderActionDone {
  action: OrderAction;
  timeline: OrderTimeline;
}

/** A refused move in the interface language: not this party's (403), or no longer possible (409). */
export function actionErrorText(error: SdkError, t: (key: string) => string): string {
  if (error instanceof SdkHttpError && error.status === 403) return t('orders.lifecycle.errors.forbidden');
  if (error instanceof SdkHttpError && error.status === 409) return t('orders.lifecycle.errors.conflict');
  return t('orders.lifecycle.errors.failed');
}

/** A deadline as words: the absolute time and how far it is ("dans 2 jours"), through Intl. */
function useDeadlineText() {
  const locale = useIntlLocale();
  const formatDate = useDateFormat('dateTime');
  return useMemo(() => {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    return (dueAt: string, now = Date.now()) => {
      const hours = (new Date(dueAt).getTime() - now) / 3_600_000;
      const distance =
        Math.abs(hours) >= 24
          ? relative.format(Math.round(hours / 24), 'day')
          : relative.format(Math.round(hours), 'hour');
      return { date: formatDate(dueAt), relative: distance };
    };
  }, [locale, formatDate]);
}

export function OrderTimelineView({ timeline, side }: { timeline: OrderTimeline; side: 'buyer' | 'seller' }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('dateTime');
  const deadlineText = useDeadlineText();
  const titleId = useId();
  const deadline = timeline.next_deadline;
  const shown = deadline ? deadlineText(deadline.due_at) : null;
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 12 })}>
      <h3 id={titleId} className={css({ margin: 0, fontSize: 16 })}>
        {t('orders.lifecycle.timeline')}
      </h3>
      <ol
        data-testid="order-timeline"
        className={css({ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 })}
      >
        {timeline.steps.map((step) => (
          <li key={`${step.at}-${step.etat}`}>
            <strong>{orderStateLabel(step.etat, t)}</strong>
            {' — '}
            <time dateTime={step.at}>{formatDate(step.at)}</time>
            {' · '}
            {t(`orders.lifecycle.actors.${step.actor}`)}
            {step.note ? <span className={css({ color: tokens.muted })}> · {step.note}</span> : null}
          </li>
        ))}
      </ol>
      {deadline && shown && (
        <p data-testid="order-deadline" className={css({ margin: 0 })}>
          {t(`orders.lifecycle.deadlines.${deadline.transition}`, shown)}
          {t('orders.lifecycle.inTime', { relative: shown.relative })}
        </p>
      )}
      {timeline.money
        .filter((move) => (side === 'buyer' ? move.kind === 'refund' : move.kind === 'payout'))
        .map((move) => (
          <p
            key={`${move.kind}-${move.at}`}
            data-testid={`order-${move.kind}`}
            className={css({ margin: 0, fontWeight: 600 })}
          >
            {t(`orders.lifecycle.money.${move.kind}${move.status === 'pending' ? 'Pending' : ''}`, {
              amount: client.formatMinorUnits(move.amount, move.currency),
            })}
          </p>
        ))}
    </section>
  );
}

const can = (transition: OrderTransition, etat: string) =>
  (ORDER_TRANSITIONS[transition].from as readonly string[]).includes(etat);

interface ActionsProps {
  order: Order;
  timeline: OrderTimeline;
  onDone(done: OrderActionDone): void;
  /** Reads the order again: after a refusal, what changed meanwhile shows. */
  onRefused(): void;
}

/** The status line screen readers hear after a move, and the refusal when there is one. */
function ActionStatus({ message, error }: { message: string | null; error: string | null }) {
  const { css } = useCss();
  return (
    <div aria-live="polite" className={css({ minHeight: 20 })}>
      {error ? (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {error}
        </p>
      ) : message ? (
        <p data-testid="order-action-status" className={css({ margin: 0 })}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Runs a move and reports it; the message stays for screen readers until the next one. */
function useOrderMove(onDone: ActionsProps['onDone'], onRefused: ActionsProps['onRefused']) {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  const action = useAction((run: () => Promise<Result<OrderTimeline>>) => run());
  const perform = async (name: OrderAction, run: () => Promise<Result<OrderTimeline>>) => {
    setMessage(null);
    const result = await action.run(run);
    if (result?.data) {
      setMessage(t(`orders.lifecycle.done.${name}`));
      onDone({ action: name, timeline: result.data });
      return true;
    }
    if (result?.error) onRefused();
    return false;
  };
  return {
    perform,
    busy: action.busy,
    message,
    error: action.error ? actionErrorText(action.error, t) : null,
  };
}

export function SellerActions({ order, timeline, onDone, onRefused }: ActionsProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const move = useOrderMove(onDone, onRefused);
  const [declining, setDeclining] = useState(false);
  const [shipping, setShipping] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const etat = timeline.etat;
  const id = order.id_commande;
  const afterMove = (done: boolean) => {
    // The buttons that were pressed are gone: focus goes to the status the move wrote.
    if (done) requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      <div className={css({ display: 'flex', gap: 12, flexWrap: 'wrap' })}>
        {can('decline', etat) && (
          <Button variant="secondary" disabled={move.busy} onClick={() => setDeclining(true)}>
            {t('orders.detail.decline')}
          </Button>
        )}
        {can('accept', etat) && (
          <Button
            busy={move.busy}
            onClick={async () => afterMove(await move.perform('accepted', () => client.orders.accept(id)))}
          >
            {t('orders.detail.validate')}
          </Button>
        )}
        {can('ship', etat) && !shipping && (
          <Button busy={move.busy} onClick={() => setShipping(true)}>
            {t('orders.lifecycle.ship')}
          </Button>
        )}
      </div>
      {shipping && can('ship', etat) && (
        <ShipForm
          busy={move.busy}
          onCancel={() => setShipping(false)}
          onSubmit={async (values) => {
            const done = await move.perform('shipped', () => client.orders.ship(id, values));
            if (done) setShipping(false);
            afterMove(done);
            return done;
          }}
        />
      )}
      <div ref={statusRef} tabIndex={-1}>
        <ActionStatus message={move.message} error={declining ? null : move.error} />
      </div>
      <ReasonDialog
        open={declining}
        title={t('orders.lifecycle.declineTitle')}
        label={t('orders.lifecycle.declineReason')}
        submitLabel={t('orders.lifecycle.declineConfirm')}
        busy={move.busy}
        error={move.error}
        onClose={() => setDeclining(false)}
        onSubmit={async (motif) => {
          const done = await move.perform('declined', () => client.orders.decline(id, motif));
          if (done) setDeclining(false);
          afterMove(done);
        }}
      />
    </div>
  );
}

function ReasonDialog({
  open,
  title,
  label,
  submitLabel,
  busy,
  error,
  onClose,
  onSubmit,
  withPhotos = false,
}: {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onSubmit(motif: string, photos: File[]): Promise<void>;
  withPhotos?: boolean;
}) {
  const t = useT();
  const { css } = useCss();
  const form = useForm({ motif: '' }, (values) => (withPhotos ? problemForm(values) : declineForm(values)));
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={form.submit(({ motif }) => onSubmit(motif, photos))}
        className={css({ display: 'grid', gap: 12 })}
      >
        <TextAreaField label={label} required {...form.bind('motif')} />
        {withPhotos && (
          <PhotoPicker
            label={t('orders.lifecycle.photos', { max: PROBLEM_PHOTO_FIELDS.length })}
            max={PROBLEM_PHOTO_FIELDS.length}
            onChange={setPhotos}
          />
        )}
        {error && (
          <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
            {error}
          </p>
        )}
        <div className={css({ display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button variant="secondary" onClick={onClose}>
            {t('orders.lifecycle.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ShipForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel(): void;
  onSubmit(values: { transporteur: string; suivi_livraison: string; lien_suivi: string }): Promise<boolean>;
}) {
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const form = useForm({ transporteur: '', suivi_livraison: '', lien_suivi: '' }, (values) =>
    shipForm(values),
  );
  const fields = [
    ['transporteur', 'carrier', 'organization'],
    ['suivi_livraison', 'trackingNumber', 'off'],
    ['lien_suivi', 'trackingLink', 'url'],
  ] as const;
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit(async (values) => {
        await onSubmit(values);
      })}
      className={css({ display: 'grid', gap: 12, padding: 16, border: `1px solid ${tokens.line}` })}
    >
      <h3 id={titleId} className={css({ margin: 0, fontSize: 16 })}>
        {t('orders.lifecycle.shipTitle')}
      </h3>
      {fields.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={t(`orders.lifecycle.${label}`)}
          required
          autoFocus={name === 'transporteur'}
          type={name === 'lien_suivi' ? 'url' : 'text'}
          autoComplete={autoComplete}
          {...form.bind(name)}
        />
      ))}
      <div className={css({ display: 'flex', gap: 12, flexWrap: 'wrap' })}>
        <Button variant="secondary" onClick={onCancel}>
          {t('orders.lifecycle.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('orders.lifecycle.shipConfirm')}
        </Button>
      </div>
    </form>
  );
}

// Asked before "I received it", which starts the buyer's last 48 h to report a problem. (A line
// comment: the French-by-key build reads a block comment's end after `image/*` as one.)
const ConfirmDialog = lazyOnceShown(
  () => import('../ui/ConfirmDialog.js').then((module) => module.ConfirmDialog),
  (props: ConfirmDialogProps) => props.open,
);

export function BuyerActions({ order, timeline, onDone, onRefused }: ActionsProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const move = useOrderMove(onDone, onRefused);
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const etat = timeline.etat;
  const id = order.id_commande;
  const afterMove = (done: boolean) => {
    if (done) requestAnimationFrame(() => statusRef.current?.focus());
  };
  const submitConfirm = async () => {
    const done = await move.perform('received', () => client.orders.confirmReception(id));
    if (done) setConfirming(false);
    afterMove(done);
  };
  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      {order.lien_suivi && (
        <p className={css({ margin: 0 })}>
          <a href={order.lien_suivi} target="_blank" rel="noopener noreferrer">
            {t('orders.detail.trackingOpen')}
          </a>
          {order.transporteur ? ` · ${order.transporteur}` : ''}
          {order.suivi_livraison ? ` · ${order.suivi_livraison}` : ''}
        </p>
      )}
      <div className={css({ display: 'flex', gap: 12, flexWrap: 'wrap' })}>
        {can('confirmReception', etat) && (
          <Button busy={move.busy} onClick={() => setConfirming(true)}>
            {t('orders.lifecycle.confirmReception')}
          </Button>
        )}
        {can('reportProblem', etat) && (
          <Button variant="secondary" disabled={move.busy} onClick={() => setReporting(true)}>
            {t('orders.lifecycle.report')}
          </Button>
        )}
      </div>
      <div ref={statusRef} tabIndex={-1}>
        <ActionStatus message={move.message} error={reporting || confirming ? null : move.error} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('orders.receptionConfirm.title')}
        confirmLabel={t('orders.receptionConfirm.yes')}
        busy={move.busy}
        error={move.error}
        onClose={() => setConfirming(false)}
        onConfirm={() => void submitConfirm()}
      >
        <p className={css({ margin: 0 })}>{t('orders.receptionConfirm.text')}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={reporting}
        withPhotos
        title={t('orders.lifecycle.reportTitle')}
        label={t('orders.lifecycle.reportReason')}
        submitLabel={t('orders.lifecycle.reportConfirm')}
        busy={move.busy}
        error={move.error}
        onClose={() => setReporting(false)}
        onSubmit={async (motif, photos) => {
          const done = await move.perform('problem-reported', () =>
            client.orders.reportProblem(id, motif, photos),
          );
          if (done) setReporting(false);
          afterMove(done);
        }}
      />
    </div>
  );
}
