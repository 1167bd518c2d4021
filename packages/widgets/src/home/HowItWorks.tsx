/**
 * 'How it works', with a buyer tab and a seller tab (spec §1, §4). A real tab list: arrow keys
 * move between the tabs, only the chosen panel is shown. The deadlines it promises are the
 * order rules' own, so the home never tells a shopper another delay than the one their order runs.
 */
import { ORDER_DEADLINE_HOURS } from '@vitrine/sdk-core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { SectionTitle } from './SectionTitle.js';

const STEPS = {
  buyer: ['find', 'order', 'ship', 'confirm'],
  seller: ['list', 'ship', 'paid'],
} as const;

type Audience = keyof typeof STEPS;
const AUDIENCES: readonly Audience[] = ['buyer', 'seller'];

export function HowItWorks() {
  const t = useT();
  const { css } = useCss();
  const id = useId();
  const [audience, setAudience] = useState<Audience>('buyer');
  const tabs = useRef<Record<Audience, HTMLButtonElement | null>>({ buyer: null, seller: null });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = AUDIENCES[(AUDIENCES.indexOf(audience) + 1) % AUDIENCES.length] as Audience;
    setAudience(next);
    tabs.current[next]?.focus();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <SectionTitle id={`${id}-title`}>{t('home.howItWorks')}</SectionTitle>
      <div
        role="tablist"
        aria-label={t('home.howItWorks')}
        className={css({ display: 'flex', gap: 4, marginBottom: 16 })}
      >
        {AUDIENCES.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={audience === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={audience === name ? 0 : -1}
            onClick={() => setAudience(name)}
            onKeyDown={onKeyDown}
            className={css({
              padding: '10px 20px',
              border: `1px solid ${tokens.ink}`,
              background: audience === name ? tokens.ink : 'transparent',
              color: audience === name ? tokens.surface : tokens.ink,
              font: 'inherit',
              letterSpacing: '0.06em',
              cursor: 'pointer',
              ...focusRing,
            })}
          >
            {t(name === 'buyer' ? 'home.buyerTab' : 'home.sellerTab')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${audience}-panel`} aria-labelledby={`${id}-${audience}-tab`}>
        <ol
          className={css({
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            counterReset: 'step',
          })}
        >
          {STEPS[audience].map((step) => (
            <li
              key={step}
              className={css({
                padding: 20,
                background: tokens.subtle,
                counterIncrement: 'step',
                '&::before': {
                  content: 'counter(step)',
                  display: 'block',
                  fontFamily: tokens.fontDisplay,
                  fontSize: 28,
                  marginBottom: 8,
                  color: tokens.accent,
                },
              })}
            >
              {t(`home.${audience}Steps.${step}`, ORDER_DEADLINE_HOURS)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
