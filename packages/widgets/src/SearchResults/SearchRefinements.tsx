/**
 * A search's sort and filters, with the count beside each choice: the order, the condition, the
 * size, and a price range in the shopper's currency (the server converts each listing's price to
 * it by the contract's money rule). Its own chunk, fetched when a search page first shows it.
 * Every control is a native one with its label, so the keyboard and a screen reader use them as
 * any form; on phones they stack in one column.
 */
import {
  createFacets,
  createSavedSearches,
  type ProductFacets,
  type ProductSort,
  SAVED_SEARCH_LIMIT_CODE,
} from '@vitrine/sdk-core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { SelectField, TextField } from '../ui/Field.js';
import { sizeGroupName, sizeValue } from '../ui/sizeText.js';
import type { SearchRefinementValues } from './SearchResults.js';

export interface SearchRefinementsProps {
  /** The search text the counts are of. */
  query: string;
  values: SearchRefinementValues;
  onChange(next: SearchRefinementValues): void;
}

const SORTS: readonly ProductSort[] = ['pertinence', 'nouveautes', 'prix_croissant', 'prix_decroissant'];

/** A typed bound: a non-negative number, or no bound. */
function bound(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * "Save this search", for a signed-in shopper: the text and filters are kept, and new listings
 * matching them are alerted live and in the daily digest. A visitor is not offered it.
 */
function SaveSearch({ query, values }: { query: string; values: SearchRefinementValues }) {
  const t = useT();
  const { css } = useCss();
  const client = useVitrine();
  const signedIn = useVitrineState((state) => state.user !== null);
  const [state, setState] = useState<
    { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string }
  >({ status: 'idle' });
  if (!signedIn) return null;
  const save = async () => {
    setState({ status: 'saving' });
    const { tri: _, ...filters } = values;
    const saved = await createSavedSearches(client).save({ q: query, ...filters });
    if (!saved.error) return setState({ status: 'saved' });
    const body = 'body' in saved.error ? saved.error.body : {};
    setState({
      status: 'failed',
      message:
        body.code === SAVED_SEARCH_LIMIT_CODE
          ? t('catalog.refine.saveLimit', { max: Number(body.max) })
          : saved.error.message,
    });
  };
  return (
    <div
      className={css({
        gridColumn: '1 / -1',
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        flexWrap: 'wrap',
      })}
    >
      <Button
        type="button"
        variant="quiet"
        disabled={state.status !== 'idle' && state.status !== 'failed'}
        onClick={save}
      >
        {t('catalog.refine.saveSearch')}
      </Button>
      <span
        role="status"
        className={css({ fontSize: 14, color: state.status === 'failed' ? tokens.danger : tokens.muted })}
      >
        {state.status === 'saved' && t('catalog.refine.searchSaved')}
        {state.status === 'failed' && t('catalog.refine.saveFailed', { message: state.message })}
      </span>
    </div>
  );
}

export function SearchRefinements({ query, values, onChange }: SearchRefinementsProps) {
  const t = useT();
  const { css } = useCss();
  const client = useVitrine();
  const facets = useMemo(() => createFacets(client), [client]);
  const language = useVitrineState((state) => state.language);
  const country = useVitrineState((state) => state.country);
  const titleId = useId();
  const counts = useRemote<ProductFacets>(
    async (signal) => {
      const answer = await facets.count({ q: query, ...values, signal });
      return answer.error ? answer : { data: answer.data.data };
    },
    [facets, language, country?.alpha2, query, JSON.stringify(values)],
    'catalog/search-facets',
  );
  const [prices, setPrices] = useState({
    min: values.prix_min === undefined ? '' : String(values.prix_min),
    max: values.prix_max === undefined ? '' : String(values.prix_max),
  });
  const set = (change: Partial<SearchRefinementValues>) => onChange({ ...values, ...change });
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    let [min, max] = [bound(prices.min), bound(prices.max)];
    // A range typed backwards is read the right way round rather than refused.
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    set({ prix_min: min, prix_max: max });
  };
  const data = counts.status === 'ready' ? counts.data : undefined;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const etatCount = (etat: 'neuf' | 'occasion') => data?.etats.find((row) => row.etat === etat)?.nombre ?? 0;
  const systems = [...new Set(data?.tailles.map((size) => size.pays_taille) ?? [])];
  const currency = country?.code_monnaie ?? 'EUR';

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={applyPrices}
      data-testid="search-refinements"
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
        gap: 12,
        alignItems: 'end',
        padding: 12,
        border: `1px solid ${tokens.line}`,
        borderRadius: tokens.radius,
      })}
    >
      <h2 id={titleId} className={css({ gridColumn: '1 / -1', margin: 0, fontSize: 16, fontWeight: 600 })}>
        {t('catalog.refine.title')}
      </h2>
      <SelectField
        label={t('catalog.refine.sort')}
        value={values.tri ?? 'pertinence'}
        onChange={(event) => set({ tri: (event.target.value as ProductSort) || undefined })}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.refine.sorts.${sort}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('catalog.refine.condition')}
        value={values.etat ?? ''}
        onChange={(event) => set({ etat: (event.target.value as 'neuf' | 'occasion') || undefined })}
      >
        <option value="">
          {t('catalog.refine.anyCondition')}
          {count(data?.total)}
        </option>
        {(['neuf', 'occasion'] as const).map((etat) => (
          <option key={etat} value={etat}>
            {t(`product.conditions.${etat}`)}
            {count(data ? etatCount(etat) : undefined)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('catalog.size')}
        value={values.id_taille ?? ''}
        onChange={(event) => set({ id_taille: event.target.value ? Number(event.target.value) : undefined })}
      >
        <option value="">
          {t('catalog.allSizes')}
          {count(data?.total)}
        </option>
        {systems.map((system) => (
          <optgroup key={system} label={sizeGroupName(system, t)}>
            {data?.tailles
              .filter((size) => size.pays_taille === system)
              .map((size) => (
                <option key={size.id_taille} value={size.id_taille}>
                  {sizeValue(size.valeur_taille, t)}
                  {count(size.nombre)}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label={t('catalog.refine.priceMin', { currency })}
        inputMode="decimal"
        value={prices.min}
        onChange={(event) => setPrices({ ...prices, min: event.target.value })}
      />
      <TextField
        label={t('catalog.refine.priceMax', { currency })}
        inputMode="decimal"
        value={prices.max}
        onChange={(event) => setPrices({ ...prices, max: event.target.value })}
      />
      <div className={css({ display: 'flex', gap: 8, flexWrap: 'wrap' })}>
        <Button type="submit">{t('catalog.refine.applyPrices')}</Button>
        <Button
          type="button"
          variant="quiet"
          onClick={() => {
            setPrices({ min: '', max: '' });
            onChange({});
          }}
        >
          {t('catalog.refine.clear')}
        </Button>
      </div>
      <SaveSearch query={query} values={values} />
    </form>
  );
}
