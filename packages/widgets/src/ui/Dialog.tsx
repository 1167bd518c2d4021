/**
 * A modal dialog: labelled by its title, focus moved in and kept inside while open (Tab wraps),
 * Escape and the backdrop close it, and focus goes back to what opened it. Rendered in place
 * rather than in a portal, so inside a custom element it stays in that element's shadow root.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = (root?.activeElement ?? null) as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const root = panel.current.getRootNode() as Document | ShadowRoot;
    const first = focusable[0] as HTMLElement;
    const last = focusable[focusable.length - 1] as HTMLElement;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const full = size === 'full';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; keyboards have Escape and the close button.
    <div
      className={css({
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        padding: full ? 0 : 16,
        background: 'rgba(20, 18, 16, 0.55)',
      })}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        {...(alertDescribedBy && { role: 'alertdialog', 'aria-describedby': alertDescribedBy })}
        part={part('dialog')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={css({
          position: 'relative',
          width: full ? '100vw' : `min(100%, ${size === 'small' ? 420 : 640}px)`,
          height: full ? '100vh' : undefined,
          maxHeight: full ? '100vh' : 'calc(100vh - 32px)',
          overflow: 'auto',
          padding: full ? 16 : 24,
          background: full ? '#111' : tokens.surface,
          color: full ? '#fff' : tokens.ink,
          borderRadius: full ? 0 : tokens.radius,
          fontFamily: tokens.font,
          outline: 'none',
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
    </div>
  );
}
