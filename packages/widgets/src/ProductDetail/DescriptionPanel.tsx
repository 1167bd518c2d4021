/**
 * The 'Description' accordion: the seller's text, then condition, season, collection, material,
 * product code, and the dimensions when given. A listing's texts come in the interface language
 * when its seller wrote or translated them in it; else in their own, marked as such.
 */
import type { ProductDetail } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Accordion } from '../ui/Accordion.js';
import { useTextLang, WrittenInNote } from './writtenIn.js';

export function DescriptionPanel({ detail }: { detail: ProductDetail }) {
  const t = useT();
  const { css } = useCss();
  const { description } = detail;
  const lang = useTextLang(description.langue_texte);
  // Facts the seller wrote are in the listing's language; the others are the interface's.
  const facts: [string, string | null, string?][] = [
    [t('product.condition'), t(`product.conditions.${description.etat_produit}`)],
    [t('product.season'), description.saison, lang],
    [t('product.collection'), description.collection, lang],
    [t('product.material'), detail.details.matiere, lang],
    [t('product.productCode'), description.code_produit],
    // 0 means "not given" (spec §2: dimensions only when non-zero).
    [
      t('product.dimensions'),
      description.largeur > 0 && description.longueur > 0
        ? t('product.dimensionsValue', { width: description.largeur, length: description.longueur })
        : null,
    ],
    [t('product.heel'), description.talon > 0 ? t('product.heelValue', { height: description.talon }) : null],
  ];
  return (
    <Accordion headingLevel={2} title={t('product.description')} defaultOpen>
      <WrittenInNote written={description.langue_texte} />
      {description.description && (
        <p lang={lang} className={css({ margin: '0 0 12px', whiteSpace: 'pre-line' })}>
          {description.description}
        </p>
      )}
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '6px 16px',
          margin: 0,
          fontSize: 14,
        })}
      >
        {facts
          .filter((fact): fact is [string, string, string?] => Boolean(fact[1]))
          .map(([term, value, valueLang]) => (
            <div key={term} className={css({ display: 'contents' })}>
              <dt className={css({ color: tokens.muted })}>{term}</dt>
              <dd lang={valueLang} className={css({ margin: 0 })}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </Accordion>
  );
}
