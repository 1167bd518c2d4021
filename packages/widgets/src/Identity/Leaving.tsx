/**
 * Leaving, at the foot of 'My identity': the account's data downloaded (the JSON document and the
 * orders' CSV, saved by the browser), and the account deleted after its password is given in a
 * modal dialog. A refusal says why in the reader's language: a wrong password, too many tries, or
 * what is still open (orders by number, offers, payments). Loaded after the page's first render,
 * like the other changes: reading one's details needs none of it.
 */
import {
  ACCOUNT_BUSY_CODE,
  ACCOUNT_EXPORT_LIMIT_CODE,
  type AccountBusy,
  orderNumber,
  type SdkError,
  SdkHttpError,
} from '@vitrine/sdk-core';
import { type FormEvent, useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';
import { useSnackbar } from '../ui/Snackbars.js';

/** The names the browser saves the two files under. */
export const EXPORT_FILES = { json: 'vitrine-my-data.json', csv: 'vitrine-my-orders.csv' } as const;

/** A file saved by the browser: a link to its bytes, followed once, then let go. */
function save(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function Leaving() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<{ text: string; field: boolean } | null>(null);
  const exporting = useAction(() => client.account.exportData());
  const deleting = useAction((given: string) => client.account.deleteAccount(given));

  const download = async () => {
    const result = await exporting.run();
    if (!result) return;
    if (result.error) {
      const limited =
        result.error instanceof SdkHttpError && result.error.body.code === ACCOUNT_EXPORT_LIMIT_CODE;
      return setNote({
        text: limited
          ? t('account.leaving.exportLimited')
          : t('account.leaving.failed', { message: result.error.message }),
        ok: false,
      });
    }
    const { orders_csv, ...data } = result.data;
    save(EXPORT_FILES.json, JSON.stringify(data, null, 2), 'application/json;charset=utf-8');
    // A byte-order mark first: spreadsheets read a CSV as UTF-8 (Japanese, Russian, accents) only then.
    save(EXPORT_FILES.csv, `\uFEFF${orders_csv}`, 'text/csv;charset=utf-8');
    setNote({ text: t('account.leaving.downloaded'), ok: true });
  };

  /** What is still open, in the reader's words. */
  const busyText = (busy: AccountBusy) => {
    const details: string[] = [];
    if (busy.orders.length > 0) {
      details.push(
        t('account.leaving.busyOrders', {
          count: busy.orders.length,
          list: busy.orders.map(orderNumber).join(', '),
        }),
      );
    }
    if (busy.offers > 0) details.push(t('account.leaving.busyOffers', { count: busy.offers }));
    if (busy.checkouts > 0) details.push(t('account.leaving.busyCheckouts', { count: busy.checkouts }));
    return t('account.leaving.busy', { details: details.join(', ') });
  };

  const refused = (error: SdkError) => {
    if (!(error instanceof SdkHttpError)) {
      return setRefusal({ text: t('account.leaving.failed', { message: error.message }), field: false });
    }
    if (error.status === 403) return setRefusal({ text: t('account.changes.wrongPassword'), field: true });
    if (error.status === 429) return setRefusal({ text: t('auth.login.throttled'), field: false });
    if (error.status === 409 && error.body.code === ACCOUNT_BUSY_CODE) {
      return setRefusal({ text: busyText(error.body as unknown as AccountBusy), field: false });
    }
    setRefusal({ text: t('account.leaving.failed', { message: error.message }), field: false });
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) return setRefusal({ text: t('account.changes.wrongPassword'), field: true });
    const result = await deleting.run(password);
    if (!result) return;
    if (result.error) return refused(result.error);
    // The session is forgotten: the page turns to its signed-out view; the snackbar stays.
    snackbar(t('account.leaving.deleted'));
  };

  const close = () => {
    setOpen(false);
    setPassword('');
    setRefusal(null);
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="leaving"
      className={css({ display: 'grid', gap: 14, maxWidth: 480, marginTop: 36 })}
    >
      <h3 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('account.leaving.title')}
      </h3>
      <p className={css({ margin: 0, color: tokens.muted })}>{t('account.leaving.intro')}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 12 })}>
        <Button variant="secondary" busy={exporting.busy} onClick={() => void download()}>
          {t('account.leaving.download')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('account.leaving.delete')}
        </Button>
      </div>
      {note && (
        <p
          role={note.ok ? 'status' : 'alert'}
          className={css({ margin: 0, color: note.ok ? tokens.ink : tokens.danger })}
        >
          {note.text}
        </p>
      )}
      <Dialog open={open} title={t('account.leaving.confirmTitle')} size="small" onClose={close}>
        <form
          onSubmit={(event) => void confirm(event)}
          noValidate
          className={css({ display: 'grid', gap: 16 })}
        >
          <p className={css({ margin: 0 })}>{t('account.leaving.confirmText')}</p>
          <TextField
            label={t('account.leaving.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={refusal?.field ? refusal.text : null}
            onChange={(event) => setPassword(event.target.value)}
          />
          {refusal && !refusal.field && (
            <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
              {refusal.text}
            </p>
          )}
          <div className={css({ display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' })}>
            <Button type="button" variant="secondary" onClick={close}>
              {t('account.myProducts.cancel')}
            </Button>
            <Button type="submit" busy={deleting.busy}>
              {t('account.leaving.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
