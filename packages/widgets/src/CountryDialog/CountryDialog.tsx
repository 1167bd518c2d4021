/**
 * The country picker of the shell (spec §2 "Country dialog"): where the shopper is delivered and
 * billed, a filter box, and the countries as a single-choice list. It only reports the choice:
 * the host puts the new country in the URL (`replaceCountry`) and calls `client.setLocale`.
 * Countries are named in the interface language and sorted as that language sorts
 * (`countryOptions`: Intl.DisplayNames and Intl.Collator), where the spec lists French names in
 * French order for everyone. The filter matches that name, the French one or the currency code
 * ignoring case and accents (`filterCountries`), so 'etats' finds 'États-Unis' and 'jpy' 'Japon'.
 */
import { type Country, countryName, countryOptions, filterCountries } from '@vitrine/sdk-core';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';
import { type CountryChoice, CountryChoices } from './CountryChoices.js';

/** The currency shown before any country is known (spec §9: the locale table defaults to EUR). */
export const DEFAULT_CURRENCY = { code: 'EUR', unit: '€' } as const;

export interface CountryDialogProps {
  open: boolean;
  /** Closes the dialog; also called after a choice. */
  onClose(): void;
  /** The alpha-2 of the country the shopper is in now. @default the client's country */
  current?: string;
  /** The country the shopper chose. */
  onSelect(country: Country): void;
}

export function CountryDialog({ open, onClose, current, onSelect }: CountryDialogProps) {
  const t = useT();
  const filterBox = useRef<HTMLDivElement>(null);
  // Runs after the dialog's own focus effect (parents' effects run last): start in the filter box.
  useEffect(() => {
    if (open) filterBox.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={t('shell.country.title')}>
      <CountryDialogBody
        filterBox={filterBox}
        current={current}
        onChoose={(country) => {
          onSelect(country);
          onClose();
        }}
      />
    </Dialog>
  );
}

interface CountryDialogBodyProps {
  filterBox: RefObject<HTMLDivElement | null>;
  current: string | undefined;
  onChoose(country: Country): void;
}

// Mounted only while the dialog is open, so the list loads when the shopper asks for it.
function CountryDialogBody({ filterBox, current, onChoose }: CountryDialogBodyProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const known = useVitrineState((state) => state.country);
  const currentCode = (current ?? known?.alpha2)?.toUpperCase();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState(currentCode);
  const countries = useRemote(() => client.countries.list(), [client]);

  const sorted = useMemo(
    () => countryOptions(countries.data?.data ?? [], language),
    [countries.data, language],
  );
  const byAlpha2 = useMemo(() => new Map(sorted.map((option) => [option.alpha2, option])), [sorted]);
  const shown = filterCountries(
    sorted.map((option) => option.country),
    query,
    (country) => byAlpha2.get(country.alpha2)?.name ?? '',
  ).map((country) => byAlpha2.get(country.alpha2) as CountryChoice);
  // The checked country is the pending one while the filter shows it, else the first match, so
  // Enter in the filter box picks what the shopper narrowed the list to.
  const checked = shown.some((option) => option.alpha2 === pending) ? pending : shown[0]?.alpha2;
  const here =
    sorted.find((option) => option.alpha2 === currentCode)?.country ??
    (known?.alpha2 === currentCode ? known : undefined);

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    const option = shown.find((entry) => entry.alpha2 === checked);
    if (option) onChoose(option.country);
  };
  const intoList = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    const root = filterBox.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
  };

  return (
    <form onSubmit={confirm} noValidate className={css({ display: 'grid', gap: 16 })}>
      <p className={css({ margin: 0 })} data-testid="country-billing">
        {here
          ? t('shell.country.deliveredIn', {
              country: countryName(here.alpha2, language, { fr: here.nom_fr_fr, en: here.nom_en_gb }),
              currency: here.code_monnaie,
              unit: here.unity,
            })
          : t('shell.country.billedIn', { currency: DEFAULT_CURRENCY.code, unit: DEFAULT_CURRENCY.unit })}
      </p>
      <div ref={filterBox}>
        <TextField
          type="search"
          label={t('shell.country.filter')}
          placeholder={t('shell.country.filterPlaceholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={intoList}
        />
      </div>
      {countries.status === 'loading' && <LoadingState />}
      {countries.status === 'error' && <ErrorState remote={countries} message={countries.error.message} />}
      {countries.status === 'ready' && shown.length === 0 && (
        <p role="status" className={css({ margin: 0, color: tokens.muted })}>
          {t('shell.country.noMatch', { query: query.trim() })}
        </p>
      )}
      {shown.length > 0 && (
        <CountryChoices
          options={shown}
          checked={checked}
          onCheck={setPending}
          onChoose={onChoose}
          label={t('shell.country.list')}
        />
      )}
      <div>
        <Button type="submit" disabled={!checked}>
          {t('shell.country.confirm')}
        </Button>
      </div>
    </form>
  );
}
