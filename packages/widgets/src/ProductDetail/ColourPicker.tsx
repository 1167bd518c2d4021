/** The product's colours (spec §2 "colour choices"): swatches with their names; choosing one shows only its sizes. */
import type { ProductDetail } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { Swatch } from '../ui/bits.js';
import { ChoiceGroup } from './ChoiceGroup.js';

export interface ColourPickerProps {
  colours: ProductDetail['distinct_couleur'];
  selected: number | null;
  onSelect(id: number): void;
}

export function ColourPicker({ colours, selected, onSelect }: ColourPickerProps) {
  const t = useT();
  const { css } = useCss();
  const labelId = useId();
  const chosen = colours.find((colour) => colour.id_coul === selected);
  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      <p id={labelId} className={css({ margin: 0, fontSize: 14, fontWeight: 600 })}>
        {t('product.colour')}
        {chosen && (
          <span className={css({ fontWeight: 400 })}>
            {t('common.labelSeparator')}
            {chosen.nom_couleur}
          </span>
        )}
      </p>
      <ChoiceGroup
        labelledBy={labelId}
        testId="colour-choices"
        selected={selected}
        onSelect={onSelect}
        choices={colours.map((colour) => ({
          key: colour.id_coul,
          content: (
            <>
              <Swatch hex={colour.code_hexa} size={20} />
              {colour.nom_couleur}
            </>
          ),
        }))}
      />
    </div>
  );
}
