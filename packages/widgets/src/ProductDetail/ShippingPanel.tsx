/**
 * The 'Expédition' accordion: how soon the seller ships and the parcel arrives ('Expédié entre
 * X à Y jours', 'Livrée sous X à Y jours'), where it ships from and where the item was bought.
 */
import { countryName, type ProductDetail } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Accordion } from '../ui/Accordion.js';

export function ShippingPanel({ detail }: { detail: ProductDetail }) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const { pays_expedition, pays_achat } = detail.livraison;
  const place = (country: { alpha2: string; pays_fr: string }) =>
    countryName(country.alpha2, language, { fr: country.pays_fr });
  return (
    <Accordion headingLevel={2} title={t('product.shipping')}>
      <ul className={css({ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 6 })}>
        <li>
          {t('product.shippedBetween', {
            from: detail.duree_expedition_debut,
            to: detail.duree_expedition_fin,
          })}
        </li>
        <li>
          {t('product.deliveredWithin', { from: detail.livree_sous_debut, to: detail.livree_sous_fin })}
        </li>
      </ul>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '6px 16px',
          margin: '12px 0 0',
          fontSize: 14,
        })}
      >
        <dt className={css({ color: tokens.muted })}>{t('product.shipsFrom')}</dt>
        <dd className={css({ margin: 0 })}>{place(pays_expedition)}</dd>
        {pays_achat && (
          <>
            <dt className={css({ color: tokens.muted })}>{t('product.boughtIn')}</dt>
            <dd className={css({ margin: 0 })}>{place(pays_achat)}</dd>
          </>
        )}
      </dl>
    </Accordion>
  );
}
