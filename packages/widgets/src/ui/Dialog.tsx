/**
 * A modal dialog on the native `<dialog>` (showModal: the top layer, focus moved in, the page
 * behind inert to pointers, keys and screen readers): labelled by its title, Escape and the
 * backdrop close it, and focus goes back to what opened it. Rendered in place rather than in a
 * portal, so inside a custom element it stays in that element's shadow root.
 */
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { part } from './parts.js';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** `full` fills the screen (the product's image viewer). */
  size?: 'small' | 'medium' | 'full';
  /** Hides the title from sight while keeping it as the dialog's name. */
  hideTitle?: boolean;
  /**
   * An alert dialog (a question before a move that cannot be undone), described by the element
   * with this id, so a screen reader reads what the move does with the question.
   */
  alertDescribedBy?: string;
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  size = 'medium',
  hideTitle = false,
  alertDescribedBy,
}: DialogProps) {
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);

  // On every opening (the dialog is mounted then): into the top layer, where the browser moves
  // focus to the first thing in it and keeps the page behind inert; back to what had focus when
  // it goes.
  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    // Read before showModal, which moves focus into the dialog.
    const previous = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const full = size === 'full';
  return (
    // A click on the backdrop reaches the dialog itself (its content fills it): that closes it.
    <dialog
      ref={panel}
      aria-labelledby={titleId}
      {...(alertDescribedBy && { role: 'alertdialog', 'aria-describedby': alertDescribedBy })}
      part={part('dialog')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        // Closed by its owner, never by the browser behind React's back.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      // Closed by the browser itself (a phone's back gesture): its owner hears it, so the page
      // does not keep a dialog it believes open.
      onClose={onClose}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={css({
        width: full ? '100vw' : `min(calc(100% - 32px), ${size === 'small' ? 420 : 640}px)`,
        maxWidth: 'none',
        height: full ? '100vh' : undefined,
        maxHeight: full ? '100vh' : 'calc(100vh - 32px)',
        padding: 0,
        border: 0,
        background: full ? '#111' : tokens.surface,
        color: full ? '#fff' : tokens.ink,
        borderRadius: full ? 0 : tokens.radius,
        fontFamily: tokens.font,
        '&::backdrop': { background: 'rgba(20, 18, 16, 0.55)' },
      })}
    >
      <div
        className={css({
          position: 'relative',
          padding: full ? 16 : 24,
          minHeight: '100%',
          boxSizing: 'border-box',
        })}
      >
        <h2
          id={titleId}
          className={css({
            margin: '0 40px 16px 0',
            fontFamily: tokens.fontDisplay,
            fontWeight: 400,
            fontSize: 24,
            ...(hideTitle
              ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
              : {}),
          })}
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className={css({
            position: 'absolute',
            top: 12,
            right: 12,
            width: 36,
            height: 36,
            border: 0,
            borderRadius: '50%',
            background: 'transparent',
            color: 'inherit',
            fontSize: 22,
            cursor: 'pointer',
            ...focusRing,
          })}
        >
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}
