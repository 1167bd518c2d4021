/**
 * A question asked before a move that cannot be undone ("I received it", a dispute's decision):
 * a modal dialog named by the question and described by what follows from it, so a screen reader
 * says both when it opens; Escape, the close button and "Cancel" leave without doing anything.
 * Loaded with the code that first opens it (see lazyOnceShown), never with a page's first render.
 */
import { type ReactNode, useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, which names the dialog. */
  title: string;
  /** What confirming does, which describes the dialog. */
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** A refusal of the move, said in the dialog. */
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const { css } = useCss();
  const describedId = useId();
  return (
    <Dialog open={open} title={title} size="small" onClose={onClose} alertDescribedBy={describedId}>
      <div className={css({ display: 'grid', gap: 16 })}>
        <div id={describedId} className={css({ display: 'grid', gap: 8 })}>
          {children}
        </div>
        {error && (
          <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
            {error}
          </p>
        )}
        <div className={css({ display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button variant="secondary" onClick={onClose}>
            {t('orders.lifecycle.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
