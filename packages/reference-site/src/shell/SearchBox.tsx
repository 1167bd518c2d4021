/**
 * The top bar's search field, with suggestions as one types: the shopper's recent searches (kept
 * in this browser only), the catalogue's brands and categories, and the search a typo would run.
 * An ARIA combobox (the APG's list autocomplete): arrows move through the list while the focus
 * stays in the field, Enter searches the active suggestion or the text, Escape closes the list,
 * and a status line tells a screen reader how many suggestions there are.
 */
import { createSuggestions, type SearchSuggestions } from '@vitrine/sdk-core';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { go } from '../siteNavigation.js';
import { css, focusRing, tokens, useT, useVitrine, visuallyHidden } from '../ui.js';
import { SearchIcon } from './icons.js';

/** Where this browser keeps the shopper's last searches, and how many. */
const RECENT_KEY = 'vitrine.recentSearches';
const RECENT_KEPT = 5;
/** Typing pauses this long before suggestions are asked for, so each key does not cost a call. */
const PAUSE_MS = 150;

function readRecent(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function keepRecent(text: string) {
  try {
    const others = readRecent().filter((item) => item.toLowerCase() !== text.toLowerCase());
    localStorage.setItem(RECENT_KEY, JSON.stringify([text, ...others].slice(0, RECENT_KEPT)));
  } catch {
    // A browser that keeps nothing (private mode, storage full) just shows no recent searches.
  }
}

interface Option {
  kind: 'recent' | 'brand' | 'category' | 'correction';
  text: string;
}

function optionsOf(typed: string, recent: readonly string[], found: SearchSuggestions | null): Option[] {
  const start = typed.trim().toLowerCase();
  const options: Option[] = [];
  if (found?.correction) options.push({ kind: 'correction', text: found.correction });
  for (const text of recent) if (text.toLowerCase().startsWith(start)) options.push({ kind: 'recent', text });
  for (const brand of found?.marques ?? []) options.push({ kind: 'brand', text: brand.nom_marque });
  for (const category of found?.categories ?? []) options.push({ kind: 'category', text: category.nom });
  // One line per text: a recent search of a brand is not the brand again.
  return options.filter(
    (option, index) =>
      options.findIndex((other) => other.text.toLowerCase() === option.text.toLowerCase()) === index,
  );
}

export function SearchBox() {
  const t = useT();
  const client = useVitrine();
  const suggestions = useMemo(() => createSuggestions(client), [client]);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<SearchSuggestions | null>(null);
  const [recent, setRecent] = useState<string[]>([]);

  useEffect(() => {
    const typed = query.trim();
    if (!open || !typed) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestions.suggest(typed, { signal: controller.signal }).then((answer) => {
        if (!controller.signal.aborted) setFound(answer.error ? null : answer.data.data);
      });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, open, suggestions]);

  const options = open ? optionsOf(query, recent, found) : [];
  const activeOption = active >= 0 ? options[active] : undefined;

  const searchFor = (text: string) => {
    const q = text.trim();
    if (!q) return;
    keepRecent(q);
    setQuery(q);
    setOpen(false);
    setActive(-1);
    go({ to: 'search', q });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(activeOption?.text ?? query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setRecent(readRecent());
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field, down goes to the first suggestion and up to the last; past the ends, back to the field.
      const next = active + step;
      setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const label = (option: Option) =>
    option.kind === 'correction'
      ? t('site.suggestions.didYouMean', { query: option.text })
      : option.kind === 'recent'
        ? t('site.suggestions.recent')
        : option.kind === 'brand'
          ? t('site.suggestions.brand')
          : t('site.suggestions.category');

  return (
    <search className={css({ gridArea: 'search', position: 'relative' })}>
      <form onSubmit={submit} className={css({ display: 'flex', maxWidth: 360 })}>
        <label htmlFor="site-search" className={css(visuallyHidden)}>
          {t('site.searchLabel')}
        </label>
        <input
          id="site-search"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          value={query}
          placeholder={t('site.searchPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            if (!open) setRecent(readRecent());
            setOpen(true);
          }}
          onFocus={() => {
            setRecent(readRecent());
            setOpen(true);
          }}
          // Tabbing away or clicking elsewhere closes the list (a click in it keeps the focus here).
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={css({
            flex: 1,
            minWidth: 0,
            minHeight: 40,
            padding: '8px 12px',
            border: `1px solid ${tokens.line}`,
            borderRight: 0,
            font: 'inherit',
            ...focusRing,
          })}
        />
        <button
          type="submit"
          aria-label={t('site.search')}
          className={css({
            width: 44,
            border: `1px solid ${tokens.line}`,
            background: tokens.surface,
            color: tokens.ink,
            cursor: 'pointer',
            ...focusRing,
          })}
        >
          <SearchIcon />
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        // Keeps the focus in the field while a mouse picks a suggestion.
        onMouseDown={(event) => event.preventDefault()}
        aria-label={t('site.suggestions.label')}
        hidden={options.length === 0}
        className={css({
          position: 'absolute',
          zIndex: 20,
          insetInline: 0,
          maxWidth: 360,
          margin: '4px 0 0',
          padding: 4,
          background: tokens.surface,
          border: `1px solid ${tokens.line}`,
          borderRadius: tokens.radius,
          boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)',
        })}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the field (aria-activedescendant).
          <div
            key={`${option.kind}:${option.text}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            onClick={() => searchFor(option.text)}
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: 12,
              minHeight: 44,
              alignItems: 'center',
              padding: '0 10px',
              cursor: 'pointer',
              background: index === active ? tokens.subtle : 'transparent',
            })}
          >
            <span>{option.kind === 'correction' ? label(option) : option.text}</span>
            {option.kind !== 'correction' && (
              <span className={css({ color: tokens.muted, fontSize: 12 })}>{label(option)}</span>
            )}
          </div>
        ))}
      </div>
      <p role="status" className={css(visuallyHidden)}>
        {options.length > 0 ? t('site.suggestions.count', { count: options.length }) : ''}
      </p>
    </search>
  );
}
