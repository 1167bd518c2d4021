/**
 * The sellers directory's country filter (spec §2 "filters by country, with search"): a button
 * showing the chosen country that opens a list with a search box on top. The search box is the
 * ARIA "combobox" of that list: typing narrows it (case- and accent-blind, on the name in the
 * visitor's language and in French), arrows move through it, Enter chooses, Escape closes.
 */
import { intlLanguage, type SellerCountry } from '@vitrine/sdk-core';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { matchesSearch } from '../shared/searchText.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { sellerCountryName } from './localNames.js';

export interface CountryFilterProps {
  countries: readonly SellerCountry[];
  /** The chosen country's alpha-2, or undefined for every country. */
  value: string | undefined;
  onChange(alpha2: string | undefined): void;
}

interface Choice {
  alpha2: string | undefined;
  name: string;
}

export function CountryFilter({ countries, value, onChange }: CountryFilterProps) {
  const t = useT();
  const { css, cx } = useCss();
  const language = useVitrineState((state) => state.language);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const all: Choice = { alpha2: undefined, name: t('sellers.country.all') };
  const named = useMemo(() => {
    const collator = new Intl.Collator(intlLanguage(language), { sensitivity: 'base' });
    return countries
      .map((country) => ({ country, name: sellerCountryName(country, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, language]);
  const choices: Choice[] = [
    ...(query.trim() ? [] : [all]),
    ...named
      .filter(({ country, name }) => matchesSearch(query, name, country.nom_fr_fr))
      .map(({ country, name }) => ({ alpha2: country.alpha2, name })),
  ];
  const chosen = named.find(({ country }) => country.alpha2 === value)?.name ?? all.name;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    list.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  });

  const openList = () => {
    setQuery('');
    // With an empty search the list is 'all' then every country: start on the chosen one.
    setActive(value ? named.findIndex(({ country }) => country.alpha2 === value) + 1 : 0);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    close(true);
    if (choice.alpha2 !== value) onChange(choice.alpha2);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      PageDown: Math.min(last, active + 8),
      PageUp: Math.max(0, active - 8),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] as number);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(choices[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={css({ position: 'relative', display: 'grid', gap: 4, minWidth: 0 })}>
      <span id={`${id}-label`} className={css({ fontSize: 13, fontWeight: 600 })}>
        {t('sellers.country.label')}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? close(false) : openList())}
        // While open, a press keeps the focus in the search box, so its blur does not close the
        // list just before this click would open it again.
        onMouseDown={(event) => {
          if (open) event.preventDefault();
        }}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          width: '100%',
          minHeight: 44,
          padding: '10px 12px',
          font: 'inherit',
          fontSize: 15,
          textAlign: 'left',
          color: tokens.ink,
          background: tokens.surface,
          border: `1px solid ${tokens.line}`,
          borderRadius: tokens.radius,
          cursor: 'pointer',
          ...focusRing,
        })}
      >
        <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
          {chosen}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          className={css({
            position: 'absolute',
            top: '100%',
            left: 0,
            zIndex: 10,
            width: '100%',
            minWidth: 240,
            marginTop: 4,
            padding: 8,
            background: tokens.surface,
            border: `1px solid ${tokens.line}`,
            borderRadius: tokens.radius,
            boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
          })}
        >
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={t('sellers.country.search')}
            placeholder={t('sellers.country.search')}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={choices[active] ? optionId(active) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            // Tabbing away or clicking elsewhere closes the list (a click in it keeps the focus here).
            onBlur={() => close(false)}
            className={css({
              width: '100%',
              minHeight: 40,
              padding: '8px 10px',
              font: 'inherit',
              border: `1px solid ${tokens.line}`,
              borderRadius: tokens.radius,
              ...focusRing,
            })}
          />
          <div
            ref={list}
            id={`${id}-list`}
            role="listbox"
            aria-labelledby={`${id}-label`}
            // Keeps the focus in the search box while a mouse picks an option.
            onMouseDown={(event) => event.preventDefault()}
            className={css({
              listStyle: 'none',
              margin: '8px 0 0',
              padding: 0,
              maxHeight: 260,
              overflowY: 'auto',
            })}
          >
            {choices.map((choice, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the search box (aria-activedescendant).
              <div
                key={choice.alpha2 ?? ''}
                id={optionId(index)}
                role="option"
                aria-selected={choice.alpha2 === value}
                tabIndex={-1}
                data-active={index === active}
                onClick={() => choose(choice)}
                onMouseMove={() => setActive(index)}
                className={cx(
                  css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    padding: '10px 8px',
                    cursor: 'pointer',
                    borderRadius: tokens.radius,
                  }),
                  index === active && css({ background: tokens.subtle, outline: `1px solid ${tokens.line}` }),
                )}
              >
                {choice.name}
                {choice.alpha2 === value && <span aria-hidden="true">✓</span>}
              </div>
            ))}
          </div>
          {choices.length === 0 && (
            <p role="status" className={css({ margin: 0, padding: '10px 8px', color: tokens.muted })}>
              {t('sellers.country.noMatch')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
