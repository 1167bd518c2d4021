/** What a widget shows while its data loads or when loading failed: never a blank space. */
import type { Remote } from './hooks/useRemote.js';
import { useT } from './hooks/useT.js';
import { useCss } from './styles/styleRoot.js';
import { focusRing, tokens } from './styles/tokens.js';

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  const { css, keyframes } = useCss();
  const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });
  return (
    <div role="status" aria-live="polite" className={css({ padding: '24px 0', color: tokens.muted })}>
      <span className={css({ animation: `${pulse} 1.4s ease-in-out infinite` })}>
        {label ?? t('common.loading')}
      </span>
    </div>
  );
}

export function ErrorState({
  remote,
  message,
}: {
  remote: Pick<Remote<unknown>, 'reload'>;
  message?: string;
}) {
  const t = useT();
  const { css } = useCss();
  return (
    <div role="alert" className={css({ padding: '24px 0', display: 'flex', gap: 12, alignItems: 'center' })}>
      <span>{message ?? t('common.loadError')}</span>
      <button
        type="button"
        onClick={remote.reload}
        className={css({
          border: `1px solid ${tokens.ink}`,
          background: 'transparent',
          color: tokens.ink,
          padding: '6px 14px',
          cursor: 'pointer',
          font: 'inherit',
          ...focusRing,
        })}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
