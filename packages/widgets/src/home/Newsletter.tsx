/**
 * The newsletter block. The spec wires its box to no call (§1), so it checks the address and
 * thanks the visitor without sending anything; a host may pass `onSubscribe` to store it.
 */
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { SectionTitle } from './SectionTitle.js';

export interface NewsletterProps {
  onSubscribe?: (email: string) => void;
}

export function Newsletter({ onSubscribe }: NewsletterProps) {
  const t = useT();
  const { css } = useCss();
  const id = useId();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser's own check (type=email, required) has already run when this fires.
    onSubscribe?.(email.trim());
    setDone(true);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink, textAlign: 'center' })}`}
    >
      <SectionTitle id={`${id}-title`}>{t('home.newsletterTitle')}</SectionTitle>
      <p className={css({ margin: '0 0 16px', color: tokens.muted })}>{t('home.newsletterText')}</p>
      {done ? (
        <p role="status">{t('home.newsletterThanks')}</p>
      ) : (
        <form
          onSubmit={submit}
          className={css({ display: 'flex', justifyContent: 'center', gap: 8, flexWrap: 'wrap' })}
        >
          <label
            htmlFor={`${id}-email`}
            className={css({
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            })}
          >
            {t('home.newsletterLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            value={email}
            placeholder={t('home.newsletterLabel')}
            onChange={(event) => setEmail(event.target.value)}
            className={css({
              minWidth: 'min(320px, 100%)',
              padding: '12px 14px',
              border: `1px solid ${tokens.line}`,
              font: 'inherit',
              ...focusRing,
            })}
          />
          <button
            type="submit"
            className={css({
              padding: '12px 24px',
              border: 0,
              background: tokens.ink,
              color: tokens.surface,
              font: 'inherit',
              letterSpacing: '0.06em',
              cursor: 'pointer',
              ...focusRing,
            })}
          >
            {t('home.newsletterButton')}
          </button>
        </form>
      )}
    </section>
  );
}
