/**
 * The product list's filters (spec §2 "Products list"): 'Catégorie', 'Marque', 'Taille' and
 * 'Couleur'. Each choice applies at once; the same panel sits at the side on wide screens and
 * in a dialog on phones.
 */
import type { ProductFilters } from '@vitrine/sdk-core';
import type { ReactNode } from 'react';
import type { Remote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { SelectField } from '../ui/Field.js';
import { sizeGroupName, sizeValue } from '../ui/sizeText.js';
import { CategoryFilter } from './CategoryFilter.js';
import { ColourFilter } from './ColourFilter.js';
import type { FilterOptions } from './useFilterOptions.js';

export interface FilterPanelProps {
  options: FilterOptions;
  filters: ProductFilters;
  onChange(filters: ProductFilters): void;
}

/** An option list once it is loaded; its loading or error state until then. */
function Loaded<T>({ remote, children }: { remote: Remote<T>; children: (data: T) => ReactNode }) {
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  return <>{children(remote.data)}</>;
}

const numberOrNone = (value: string) => (value ? Number(value) : undefined);

export function FilterPanel({ options, filters, onChange }: FilterPanelProps) {
  const t = useT();
  const { css } = useCss();
  const set = (change: Partial<ProductFilters>) => onChange({ ...filters, ...change });
  // The four lists arrive one by one, each taller than its loading line: the panel shows once
  // they are all in (or failed), rather than grow and push its own filters down as each arrives.
  const settled = [options.categories, options.brands, options.sizes, options.colours].every(
    (remote) => remote.status !== 'loading',
  );

  return (
    <div
      aria-busy={!settled || undefined}
      className={css({ display: 'grid', gap: 24, visibility: settled ? 'visible' : 'hidden' })}
    >
      <Loaded remote={options.categories}>
        {(tree) => (
          <CategoryFilter
            tree={tree}
            value={{ genre: filters.genre, mere: filters.mere, fils: filters.fils }}
            onChange={(levels) => set({ genre: undefined, mere: undefined, fils: undefined, ...levels })}
          />
        )}
      </Loaded>
      <Loaded remote={options.brands}>
        {(brands) => (
          <SelectField
            label={t('catalog.brand')}
            value={filters.id_marque ?? ''}
            onChange={(event) => set({ id_marque: numberOrNone(event.target.value) })}
          >
            <option value="">{t('catalog.allBrands')}</option>
            {brands.map((brand) => (
              <option key={brand.id_marque} value={brand.id_marque}>
                {brand.nom_marque}
              </option>
            ))}
          </SelectField>
        )}
      </Loaded>
      <Loaded remote={options.sizes}>
        {(sizes) => {
          // Grouped by size system: letters, shoe numbers, one size.
          const systems = [...new Set(sizes.map((size) => size.pays_taille))];
          return (
            <SelectField
              label={t('catalog.size')}
              value={filters.id_taille ?? ''}
              onChange={(event) => set({ id_taille: numberOrNone(event.target.value) })}
            >
              <option value="">{t('catalog.allSizes')}</option>
              {systems.map((system) => (
                <optgroup key={system} label={sizeGroupName(system, t)}>
                  {sizes
                    .filter((size) => size.pays_taille === system)
                    .map((size) => (
                      <option key={size.id_taille} value={size.id_taille}>
                        {sizeValue(size.valeur_taille, t)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </SelectField>
          );
        }}
      </Loaded>
      <Loaded remote={options.colours}>
        {(colours) => (
          <ColourFilter
            colours={colours}
            value={filters.id_couleur}
            onChange={(id_couleur) => set({ id_couleur })}
          />
        )}
      </Loaded>
    </div>
  );
}
