/** The 'Couleur' filter: the colours products have, each a swatch with its name; pressing the chosen one again lifts it. */
import type { ColourOption } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Swatch } from '../ui/bits.js';

export interface ColourFilterProps {
  colours: readonly ColourOption[];
  value: number | undefined;
  onChange(id: number | undefined): void;
}

export function ColourFilter({ colours, value, onChange }: ColourFilterProps) {
  const t = useT();
  const { css } = useCss();
  return (
    <fieldset className={css({ border: 0, margin: 0, padding: 0, minWidth: 0 })}>
      <legend className={css({ padding: 0, marginBottom: 8, fontSize: 14, fontWeight: 600 })}>
        {t('catalog.colour')}
      </legend>
      <ul
        className={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
          gap: 4,
        })}
      >
        {colours.map((colour) => {
          const chosen = value === colour.id_couleur;
          return (
            <li key={colour.id_couleur}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange(chosen ? undefined : colour.id_couleur)}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  width: '100%',
                  minHeight: 36,
                  padding: '4px 8px',
                  border: `1px solid ${chosen ? tokens.ink : 'transparent'}`,
                  borderRadius: tokens.radius,
                  background: chosen ? tokens.subtle : 'transparent',
                  color: tokens.ink,
                  font: 'inherit',
                  fontSize: 14,
                  textAlign: 'start',
                  cursor: 'pointer',
                  ...focusRing,
                })}
              >
                <Swatch hex={colour.code_hexa} size={18} />
                {colour.nom_couleur}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
