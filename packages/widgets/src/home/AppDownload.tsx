/** The mobile app block with iPhone and Android store badges (spec §1). */
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { SectionTitle } from './SectionTitle.js';

export const APP_STORE_URL = 'https://apps.apple.com/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';

export function AppDownload() {
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const badge = css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 10,
    padding: '10px 18px',
    borderRadius: 8,
    background: tokens.ink,
    color: tokens.surface,
    textDecoration: 'none',
    fontSize: 14,
    ...focusRing,
  });
  return (
    <section
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ padding: 'clamp(24px, 4vw, 48px)', background: tokens.subtle, fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <SectionTitle id={titleId}>{t('home.appTitle')}</SectionTitle>
      <p className={css({ margin: '0 0 20px', color: tokens.muted })}>{t('home.appText')}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 12 })}>
        <a className={badge} href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
          <svg width="20" height="24" viewBox="0 0 20 24" aria-hidden="true" fill="currentColor">
            <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9C5.9 6.9 4.2 7.9 3.3 9.5c-1.9 3.2-.5 8 1.3 10.6.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8 2.3-1.3 3.2-2.6c1-1.5 1.4-2.9 1.4-3-.1 0-2.8-1.1-2.9-4.4zM13.8 5c.7-.9 1.2-2.1 1.1-3.3-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.2 1.1.1 2.3-.6 3-1.5z" />
          </svg>
          {t('home.appStore')}
        </a>
        <a className={badge} href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
          <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" fill="currentColor">
            <path d="M1 1.5v21c0 .4.2.7.5.9L12.7 12 1.5.6C1.2.8 1 1.1 1 1.5zm15.2 7L3.3.7 13.9 11.3l2.3-2.8zm4.3 2.3-3.2-1.8-2.6 3 2.6 3 3.2-1.8c.7-.5.7-1.9 0-2.4zM3.3 23.3l12.9-7.8-2.3-2.8L3.3 23.3z" />
          </svg>
          {t('home.googlePlay')}
        </a>
      </div>
    </section>
  );
}
