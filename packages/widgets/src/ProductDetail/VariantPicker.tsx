/**
 * The size selector (spec §2, §4): the variants of the chosen colour, or of every colour with
 * their swatch. A sold one ('Vendu') stays visible, marked and disabled; choosing a size also
 * chooses its colour.
 */
import type { SubProduct } from '@vitrine/sdk-core';
import { type ReactNode, useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Swatch } from '../ui/bits.js';
import { sizeValue } from '../ui/sizeText.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { isSold } from './variantSelection.js';

export interface VariantPickerProps {
  variants: readonly SubProduct[];
  selected: number | null;
  /** Variants found sold since the page loaded. */
  soldSince: ReadonlySet<number>;
  /** Show each size's colour: when sizes of several colours are listed. */
  showColour: boolean;
  onSelect(variant: SubProduct): void;
  /** The size guide's button, beside the title. */
  guide?: ReactNode;
}

/**
 * A size as shoppers read it: letters and one size alone, numbers with their system ('40 EU');
 * with `t`, one size in the interface language ('One size'), else as the catalogue writes it.
 */
export function sizeLabel(
  variant: Pick<SubProduct, 'valeur_taille' | 'pays_taille'>,
  t?: (key: string) => string,
): string {
  const system = variant.pays_taille;
  const value = t ? sizeValue(variant.valeur_taille, t) : variant.valeur_taille;
  return !system || system === 'INT' || system === 'TU' || system === variant.valeur_taille
    ? value
    : `${value} ${system}`;
}

export function VariantPicker({
  variants,
  selected,
  soldSince,
  showColour,
  onSelect,
  guide,
}: VariantPickerProps) {
  const t = useT();
  const { css } = useCss();
  const labelId = useId();
  return (
    <div className={css({ display: 'grid', gap: 8 })}>
      <div
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 })}
      >
        <p id={labelId} className={css({ margin: 0, fontSize: 14, fontWeight: 600 })}>
          {t('product.size')}
        </p>
        {guide}
      </div>
      <ChoiceGroup
        labelledBy={labelId}
        testId="size-choices"
        selected={selected}
        onSelect={(id) => {
          const variant = variants.find((candidate) => candidate.id === id);
          if (variant) onSelect(variant);
        }}
        choices={variants.map((variant) => {
          const sold = isSold(variant, soldSince);
          return {
            key: variant.id,
            disabled: sold,
            content: (
              <>
                <span className={css({ textDecoration: sold ? 'line-through' : 'none' })}>
                  {sizeLabel(variant, t)}
                </span>
                {/* Spaces, so the radio's name reads '40 EU Rose Vendu'. */}
                {showColour && ' '}
                {showColour && <Swatch hex={variant.code_hexa} name={variant.nom_couleur} size={14} />}
                {sold && ' '}
                {sold && (
                  <span className={css({ fontSize: 12, textTransform: 'uppercase', color: tokens.danger })}>
                    {t('product.sold')}
                  </span>
                )}
              </>
            ),
          };
        })}
      />
    </div>
  );
}
