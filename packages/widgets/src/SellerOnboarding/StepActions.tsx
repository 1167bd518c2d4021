/** The foot of an onboarding step: the form's error, the submit button and its busy state. */
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';

export function StepActions({ busy, error, label }: { busy: boolean; error: string | null; label: string }) {
  const t = useT();
  const { css } = useCss();
  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      {error && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {error}
        </p>
      )}
      <div className={css({ display: 'flex', alignItems: 'center', gap: 12 })}>
        <Button type="submit" busy={busy}>
          {label}
        </Button>
        <span role="status" className={css({ color: tokens.muted, fontSize: 14 })}>
          {busy ? t('onboarding.busy') : ''}
        </span>
      </div>
    </div>
  );
}
