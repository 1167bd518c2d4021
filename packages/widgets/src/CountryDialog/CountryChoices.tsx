/**
 * The country dialog's single-choice list (spec §2): each country with its flag, its name in the
 * interface language, currency code and symbol, as an ARIA radio group. Arrows move the choice and the focus, as in
 * any radio group; Enter or Space confirms it; a click confirms at once.
 */
import type { Country } from '@vitrine/sdk-core';
import type { KeyboardEvent } from 'react';
import { useRovingFocus } from '../hooks/useRovingFocus.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

/** A country as the list shows it: named in the interface language. */
export interface CountryChoice {
  alpha2: string;
  name: string;
  country: Country;
}

export interface CountryChoicesProps {
  /** In the order shown. */
  options: readonly CountryChoice[];
  /** The alpha-2 of the checked country; it must be one of `countries`. */
  checked: string | undefined;
  onCheck(alpha2: string): void;
  onChoose(country: Country): void;
  label: string;
}

export function CountryChoices({ options, checked, onCheck, onChoose, label }: CountryChoicesProps) {
  const { css, cx } = useCss();
  const tabStop = options.some((option) => option.alpha2 === checked) ? checked : options[0]?.alpha2;
  const roving = useRovingFocus(
    options.map((option) => option.alpha2),
    'grid',
    onCheck,
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const { country } = options[index] as CountryChoice;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(country);
      return;
    }
    roving.onKeyDown(event, index)?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={css({
        display: 'grid',
        gap: 2,
        maxHeight: 'min(50vh, 420px)',
        overflowY: 'auto',
        padding: 2,
        border: `1px solid ${tokens.line}`,
        borderRadius: tokens.radius,
      })}
    >
      {options.map(({ country, name }, index) => {
        const isChecked = country.alpha2 === checked;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a native radio cannot hold the flag, name and currency layout, nor confirm on click.
          <div
            key={country.alpha2}
            ref={roving.itemRef(country.alpha2)}
            role="radio"
            aria-checked={isChecked}
            aria-label={`${name} ${country.code_monnaie} ${country.unity}`}
            tabIndex={country.alpha2 === tabStop ? 0 : -1}
            data-alpha2={country.alpha2}
            onClick={() => onChoose(country)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              css({
                display: 'grid',
                gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
                alignItems: 'center',
                gap: 10,
                minHeight: 44,
                padding: '8px 10px',
                borderRadius: tokens.radius,
                cursor: 'pointer',
                '&:hover': { background: tokens.subtle },
                ...focusRing,
                '&:focus-visible': { outline: `2px solid ${tokens.focus}`, outlineOffset: -2 },
              }),
              isChecked && css({ background: tokens.subtle }),
            )}
          >
            <span
              aria-hidden="true"
              className={css({
                width: 16,
                height: 16,
                borderRadius: '50%',
                border: `2px solid ${isChecked ? tokens.ink : tokens.line}`,
                boxShadow: isChecked ? `inset 0 0 0 3px ${tokens.surface}` : undefined,
                background: isChecked ? tokens.ink : 'transparent',
              })}
            />
            <span aria-hidden="true" className={css({ fontSize: 20, lineHeight: 1 })}>
              {country.flag}
            </span>
            <span className={css({ overflowWrap: 'anywhere' })}>{name}</span>
            <span className={css({ color: tokens.muted, fontSize: 13, whiteSpace: 'nowrap' })}>
              {country.code_monnaie} {country.unity}
            </span>
          </div>
        );
      })}
    </div>
  );
}
