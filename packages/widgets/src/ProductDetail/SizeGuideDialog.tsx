/** The size guide's dialog: each size of the item in the other size systems (FR, EU, US, IT, UK, JP…). */
import type { SubProduct } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Dialog } from '../ui/Dialog.js';
import { sizeValue } from '../ui/sizeText.js';

const SYSTEMS = ['Fr', 'Eu', 'St', 'Us', 'It', 'Uk', 'Ge', 'Kr', 'Jp', 'Ch', 'Vo'] as const;

export interface SizeGuideDialogProps {
  open: boolean;
  onClose(): void;
  variants: readonly SubProduct[];
}

export function SizeGuideDialog({ open, onClose, variants }: SizeGuideDialogProps) {
  const t = useT();
  const { css } = useCss();
  const captionId = useId();
  // One row per size, whatever its colours.
  const sizes = [...new Map(variants.map((variant) => [variant.id_taille, variant])).values()];
  const systems = SYSTEMS.filter((system) => sizes.some((size) => size[`taille_${system}`]));
  const cell = css({
    padding: '8px 10px',
    borderBottom: `1px solid ${tokens.line}`,
    textAlign: 'start',
    whiteSpace: 'nowrap',
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('product.sizeGuide')}>
      <p id={captionId} className={css({ marginTop: 0, color: tokens.muted })}>
        {t('product.sizeGuideIntro')}
      </p>
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard can scroll a table wider than a phone.
        tabIndex={0}
        className={css({ overflowX: 'auto', ...focusRing })}
      >
        <table className={css({ borderCollapse: 'collapse', fontSize: 14, minWidth: '100%' })}>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t('product.sizeSystems.valeur')}
              </th>
              {systems.map((system) => (
                <th key={system} scope="col" className={cell}>
                  {t(`product.sizeSystems.${system}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.id_taille}>
                <th scope="row" className={cell}>
                  {sizeValue(size.valeur_taille, t)}
                </th>
                {systems.map((system) => (
                  <td key={system} className={cell}>
                    {sizeValue(size[`taille_${system}`], t) || '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Dialog>
  );
}
