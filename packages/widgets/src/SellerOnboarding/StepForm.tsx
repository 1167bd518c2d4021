/** An onboarding step's form: named by its title, with what the step asks for under it when it says so. */
import { type FormEvent, type ReactNode, useId } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

export interface StepFormProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Wide enough for the step's longest field, in pixels. */
  maxWidth?: number;
  onSubmit(event?: FormEvent): void;
  children: ReactNode;
}

export function StepForm({ title, intro, maxWidth = 560, onSubmit, children }: StepFormProps) {
  const { css } = useCss();
  const titleId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className={css({ display: 'grid', gap: 16, maxWidth })}
    >
      {intro ? (
        <div>
          <h3 id={titleId} className={css({ margin: '0 0 4px', fontSize: 18 })}>
            {title}
          </h3>
          <p className={css({ margin: 0, color: tokens.muted, fontSize: 14 })}>{intro}</p>
        </div>
      ) : (
        <h3 id={titleId} className={css({ margin: 0, fontSize: 18 })}>
          {title}
        </h3>
      )}
      {children}
    </form>
  );
}
