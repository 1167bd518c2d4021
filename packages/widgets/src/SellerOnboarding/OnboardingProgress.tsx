/** Where the user is in the onboarding: the four screens, done, current or to come. */
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

export const PROGRESS_STEPS = ['address', 'languages', 'bank', 'documents'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** `current` is the index of the screen shown, or PROGRESS_STEPS.length once all are done. */
export function OnboardingProgress({ current }: { current: number }) {
  const t = useT();
  const { css } = useCss();
  const total = PROGRESS_STEPS.length;
  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      {current < total && (
        <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
          {t('onboarding.stepOf', { current: current + 1, total })}
        </p>
      )}
      <ol
        aria-label={t('onboarding.progress')}
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))`,
          gap: 6,
        })}
      >
        {PROGRESS_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className={css({
                display: 'grid',
                gap: 6,
                fontSize: 12,
                color: state === 'todo' ? tokens.muted : tokens.ink,
                fontWeight: state === 'current' ? 600 : 400,
              })}
            >
              <span
                aria-hidden="true"
                className={css({
                  height: 4,
                  borderRadius: 2,
                  background: state === 'todo' ? tokens.line : tokens.ink,
                })}
              />
              <span>
                {state === 'done' ? '✓ ' : ''}
                {t(`onboarding.steps.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
