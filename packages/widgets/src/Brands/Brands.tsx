/**
 * The brands directory 'Marque' (spec §2 "Brands"): a search box, a letter index ('123#' and A to
 * Z) and the brands grouped by initial letter, each linking to the product list of that brand.
 * The search ignores case and accents; letters with no brand are disabled; choosing a letter
 * scrolls to its group and moves the focus there, so keyboard and screen-reader users land in it.
 */
import { type Brand, intlLanguage } from '@vitrine/sdk-core';
import { useId, useMemo, useRef, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { matchesSearch } from '../shared/searchText.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens, visuallyHidden } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { containerColumns } from '../ui/containerColumns.js';
import { TextField } from '../ui/Field.js';
import { Screen } from '../ui/Screen.js';
import { groupBrands, LETTER_INDEX } from './groupBrands.js';

/**
 * Spec §9 "The brand list scrolls at 200px": on wide screens the groups sit side by side and
 * each group's list scrolls past this height, so a long letter (C, M…) does not push the others
 * down. On phones the groups stack and the lists flow with the page (no scroll inside a scroll).
 */
export const BRAND_LIST_MAX_HEIGHT = 200;

export interface BrandsProps {
  /** The search text to start with, e.g. read from the page's URL. @default '' */
  defaultSearch?: string;
}

export function Brands({ defaultSearch = '' }: BrandsProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const groupId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const headings = useRef(new Map<string, HTMLHeadingElement | null>());
  const brands = useRemote(() => client.catalog.brands(), [client], 'catalog/brands');

  const groups = useMemo(() => {
    if (brands.status !== 'ready') return [];
    const collator = new Intl.Collator(intlLanguage(language), { sensitivity: 'base', numeric: true });
    const found = brands.data.data.filter((brand) => matchesSearch(search, brand.nom_marque));
    return groupBrands(found, collator);
  }, [brands, search, language]);
  const found = groups.reduce((sum, group) => sum + group.brands.length, 0);
  const present = new Set(groups.map((group) => group.key));

  const goTo = (key: string) => {
    const heading = headings.current.get(key);
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <Screen title={t('brands.title')} titleSize="fluid">
      <div className={css({ maxWidth: 420, marginBottom: 16 })}>
        <TextField
          type="search"
          label={t('brands.searchLabel')}
          placeholder={t('brands.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <nav
        aria-label={t('brands.indexLabel')}
        className={css({
          position: 'sticky',
          top: 0,
          zIndex: 1,
          background: tokens.surface,
          padding: '8px 0',
          marginBottom: 16,
          borderBottom: `1px solid ${tokens.line}`,
        })}
      >
        <ul
          className={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 4,
          })}
        >
          {LETTER_INDEX.map((key) => (
            <li key={key}>
              <button
                type="button"
                disabled={!present.has(key)}
                aria-controls={present.has(key) ? `${groupId}-${key}` : undefined}
                title={key === LETTER_INDEX[0] ? t('brands.otherGroupName') : undefined}
                onClick={() => goTo(key)}
                className={css({
                  minWidth: 40,
                  minHeight: 40,
                  padding: '0 8px',
                  border: `1px solid ${tokens.line}`,
                  borderRadius: tokens.radius,
                  background: tokens.surface,
                  color: tokens.ink,
                  font: 'inherit',
                  fontSize: 14,
                  cursor: 'pointer',
                  '&:hover:not(:disabled)': { borderColor: tokens.ink },
                  '&:disabled': { color: tokens.muted, opacity: 0.45, cursor: 'default' },
                  ...focusRing,
                })}
              >
                {key}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <p
        role="status"
        className={css(search.trim() ? { margin: '0 0 16px', color: tokens.muted } : visuallyHidden)}
      >
        {brands.status === 'ready' && search.trim() ? t('brands.results', { count: found }) : ''}
      </p>
      {brands.status === 'loading' && <LoadingState />}
      {brands.status === 'error' && <ErrorState remote={brands} message={brands.error.message} />}
      {brands.status === 'ready' && brands.data.data.length === 0 && <EmptyState title={t('brands.empty')} />}
      {brands.status === 'ready' && brands.data.data.length > 0 && groups.length === 0 && (
        <EmptyState title={t('brands.noMatch', { query: search.trim() })}>
          <Button variant="secondary" onClick={() => setSearch('')}>
            {t('brands.clearSearch')}
          </Button>
        </EmptyState>
      )}
      {groups.length > 0 && (
        <div
          className={css({
            display: 'grid',
            gap: 24,
            ...containerColumns([
              [0, 1],
              [breakpoints.sm, 2],
              [breakpoints.md, 3],
              [breakpoints.lg, 4],
            ]),
          })}
        >
          {groups.map((group) => (
            <section
              key={group.key}
              id={`${groupId}-${group.key}`}
              aria-labelledby={`${groupId}-${group.key}-title`}
              data-testid="brand-group"
            >
              <h2
                id={`${groupId}-${group.key}-title`}
                ref={(element) => {
                  headings.current.set(group.key, element);
                }}
                tabIndex={-1}
                className={css({
                  margin: '0 0 8px',
                  paddingBottom: 4,
                  borderBottom: `1px solid ${tokens.ink}`,
                  fontFamily: tokens.fontDisplay,
                  fontWeight: 400,
                  fontSize: 24,
                  scrollMarginTop: 120,
                  ...focusRing,
                })}
              >
                {group.key}
              </h2>
              <BrandList brands={group.brands} />
            </section>
          ))}
        </div>
      )}
    </Screen>
  );
}

function BrandList({ brands }: { brands: readonly Brand[] }) {
  const t = useT();
  const { css } = useCss();
  return (
    <ul
      data-testid="brand-list"
      className={css({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        [`@container (min-width: ${breakpoints.sm}px)`]: {
          maxHeight: BRAND_LIST_MAX_HEIGHT,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
        },
      })}
    >
      {brands.map((brand) => (
        <li key={brand.id_marque}>
          <Link
            to={{ to: 'products', id_marque: brand.id_marque }}
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: 12,
              padding: '8px 4px',
              minHeight: 40,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              ...focusRing,
              '&:focus-visible': { outline: `2px solid ${tokens.focus}`, outlineOffset: -2 },
            })}
          >
            <span className={css({ overflowWrap: 'anywhere' })}>{brand.nom_marque}</span>
            <span className={css({ color: tokens.muted, fontSize: 13, flexShrink: 0 })}>
              <span aria-hidden="true">{brand.nombre_produit}</span>
              <span className={css(visuallyHidden)}>
                {t('brands.productCount', { count: brand.nombre_produit })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
