/** The chosen filters as chips, each with × to lift it (spec §2: brand and colour; category and size too). */
import type { ProductFilters } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { categoryName, chosenCategories } from '../shared/categoryTree.js';
import { useCss } from '../styles/styleRoot.js';
import { Button } from '../ui/Button.js';
import { Chip, Swatch } from '../ui/bits.js';
import { sizeValue } from '../ui/sizeText.js';
import type { FilterOptions } from './useFilterOptions.js';

export interface FilterChipsProps {
  options: FilterOptions;
  filters: ProductFilters;
  onChange(filters: ProductFilters): void;
}

export function FilterChips({ options, filters, onChange }: FilterChipsProps) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const chips: { key: string; label: string; hex?: string; lift: Partial<ProductFilters> }[] = [];

  if (filters.genre) {
    const path = options.categories.data ? chosenCategories(options.categories.data, filters) : [];
    const deepest = path[path.length - 1];
    chips.push({
      key: 'category',
      label: deepest ? categoryName(deepest, language) : t('catalog.category'),
      lift: { genre: undefined, mere: undefined, fils: undefined },
    });
  }
  if (filters.id_marque) {
    const brand = options.brands.data?.find((item) => item.id_marque === filters.id_marque);
    chips.push({
      key: 'brand',
      label: brand?.nom_marque ?? t('catalog.brand'),
      lift: { id_marque: undefined },
    });
  }
  if (filters.id_taille) {
    const size = options.sizes.data?.find((item) => item.id_taille === filters.id_taille);
    const value = size ? sizeValue(size.valeur_taille, t) : null;
    chips.push({
      key: 'size',
      // 'Size M', but 'One size' alone: that one is words already.
      label:
        !size || !value
          ? t('catalog.size')
          : value === size.valeur_taille
            ? `${t('catalog.size')} ${value}`
            : value,
      lift: { id_taille: undefined },
    });
  }
  if (filters.id_couleur) {
    const colour = options.colours.data?.find((item) => item.id_couleur === filters.id_couleur);
    chips.push({
      key: 'colour',
      label: colour?.nom_couleur ?? t('catalog.colour'),
      hex: colour?.code_hexa,
      lift: { id_couleur: undefined },
    });
  }
  if (chips.length === 0) return null;

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 })}>
      <ul
        aria-label={t('catalog.selectedFilters')}
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
        })}
      >
        {chips.map((chip) => (
          <li key={chip.key} className={css({ display: 'flex', alignItems: 'center', gap: 4 })}>
            {chip.hex && <Swatch hex={chip.hex} size={14} />}
            <Chip label={chip.label} onRemove={() => onChange({ ...filters, ...chip.lift })} />
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Button variant="quiet" onClick={() => onChange({})}>
          {t('catalog.clearAll')}
        </Button>
      )}
    </div>
  );
}
