/**
 * The sellers directory 'Nos vendeurs' (spec §2 "Sellers"): filters by country (with a search)
 * and by spoken language, and a grid of seller cards linking to their profiles. The filters can
 * live in the host's URL: pass `filters` and `onFiltersChange`, or let the widget keep them.
 */
import { intlLanguage, type SellerFilters, spokenLanguageName } from '@vitrine/sdk-core';
import { useId, useMemo, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, tokens, visuallyHidden } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { containerColumns } from '../ui/containerColumns.js';
import { SelectField } from '../ui/Field.js';
import { Screen } from '../ui/Screen.js';
import { CountryFilter } from './CountryFilter.js';
import { sellerCountryName } from './localNames.js';
import { SellerTile } from './SellerTile.js';

export interface SellersProps {
  /** The filters to show, when the host keeps them (e.g. in the URL). */
  filters?: SellerFilters;
  /** The filters to start with when the widget keeps them itself. @default {} */
  defaultFilters?: SellerFilters;
  /** Called with the new filters each time the shopper changes one. */
  onFiltersChange?(filters: SellerFilters): void;
}

/** Filters without their empty entries, so `{}` means "every seller". */
function cleanFilters(filters: SellerFilters): SellerFilters {
  return {
    ...(filters.alpha2 ? { alpha2: filters.alpha2.toUpperCase() } : {}),
    ...(filters.id_langue ? { id_langue: filters.id_langue } : {}),
  };
}

export function Sellers({ filters: controlled, defaultFilters = {}, onFiltersChange }: SellersProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const titleId = useId();
  const [own, setOwn] = useState(() => cleanFilters(defaultFilters));
  const filters = controlled ? cleanFilters(controlled) : own;

  const countries = useRemote(() => client.countries.withSellers(), [client], 'countries/withSellers');
  const languages = useRemote(() => client.sellers.spokenLanguages(), [client], 'sellers/spokenLanguages');
  const sellers = useRemote(
    (signal) => client.sellers.list(filters, { signal }),
    [client, filters.alpha2, filters.id_langue],
    'sellers/list',
  );

  const countryNames = useMemo(
    () =>
      new Map(
        (countries.data?.data ?? []).map((country) => [country.alpha2, sellerCountryName(country, language)]),
      ),
    [countries.data, language],
  );
  const languageOptions = useMemo(() => {
    const collator = new Intl.Collator(intlLanguage(language), { sensitivity: 'base' });
    return (languages.data?.data ?? [])
      .map((spoken) => ({
        id: spoken.id,
        name: spokenLanguageName(spoken.alpha2, language, { fr: spoken.nom_fr, en: spoken.nom_en }),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [languages.data, language]);

  const change = (next: SellerFilters) => {
    const cleaned = cleanFilters(next);
    if (!controlled) setOwn(cleaned);
    onFiltersChange?.(cleaned);
  };
  const filtered = Boolean(filters.alpha2 || filters.id_langue);

  return (
    <Screen title={t('sellers.title')} titleSize="fluid" titleId={titleId}>
      <fieldset
        className={css({
          border: 0,
          margin: '0 0 16px',
          padding: 0,
          minWidth: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [`@container (min-width: ${breakpoints.sm}px)`]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 280px))',
          },
        })}
      >
        <legend className={css(visuallyHidden)}>{t('sellers.filtersLabel')}</legend>
        {countries.status === 'error' ? (
          <ErrorState remote={countries} message={countries.error.message} />
        ) : (
          <CountryFilter
            countries={countries.data?.data ?? []}
            value={filters.alpha2}
            onChange={(alpha2) => change({ ...filters, alpha2 })}
          />
        )}
        {languages.status === 'error' ? (
          <ErrorState remote={languages} message={languages.error.message} />
        ) : (
          <SelectField
            label={t('sellers.language.label')}
            value={filters.id_langue ? String(filters.id_langue) : ''}
            onChange={(event) => change({ ...filters, id_langue: Number(event.target.value) || undefined })}
          >
            <option value="">{t('sellers.language.all')}</option>
            {languageOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        )}
      </fieldset>
      <p role="status" className={css({ margin: '0 0 16px', color: tokens.muted, fontSize: 14 })}>
        {sellers.status === 'ready' ? t('sellers.count', { count: sellers.data.data.length }) : ''}
      </p>
      {sellers.status === 'loading' && <LoadingState />}
      {sellers.status === 'error' && <ErrorState remote={sellers} message={sellers.error.message} />}
      {sellers.status === 'ready' && sellers.data.data.length === 0 && (
        <EmptyState title={filtered ? t('sellers.noMatch') : t('sellers.empty')}>
          {filtered && (
            <Button variant="secondary" onClick={() => change({})}>
              {t('sellers.clearFilters')}
            </Button>
          )}
        </EmptyState>
      )}
      {sellers.status === 'ready' && sellers.data.data.length > 0 && (
        <ul
          aria-labelledby={titleId}
          className={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            ...containerColumns([
              [0, 2],
              [breakpoints.sm, 3],
              [breakpoints.md, 4],
              [breakpoints.lg, 6],
            ]),
          })}
        >
          {sellers.data.data.map((seller) => (
            <li key={seller.id_user} className={css({ minWidth: 0 })}>
              <SellerTile seller={seller} countryName={countryNames.get(seller.alpha2)} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
