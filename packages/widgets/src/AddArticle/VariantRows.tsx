/**
 * The pieces on sale (spec §3: a sub-product is one physical item of a size and a colour): one
 * row each, with the sizes of the chosen category's grid and the catalogue's colours. Rows are
 * added and removed; at least one stays.
 */
import { ARTICLE_LIMITS, type ColourOption, type SizeOption } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { type VariantRow, variantRow } from '../shared/articleForm.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Swatch } from '../ui/bits.js';
import { SelectField } from '../ui/Field.js';

export interface VariantRowsProps {
  rows: readonly VariantRow[];
  onChange(rows: VariantRow[]): void;
  /** The sizes of the chosen category's grid; null until a category is chosen. */
  sizes: readonly SizeOption[] | null;
  colours: readonly ColourOption[];
  /** A field's message: `variants`, `variants.0.id_taille`… */
  error(field: string): string | null;
  touch(field: string): void;
}

export function VariantRows({ rows, onChange, sizes, colours, error, touch }: VariantRowsProps) {
  const t = useT();
  const { css } = useCss();
  const update = (index: number, change: Partial<VariantRow>) =>
    onChange(rows.map((row, other) => (other === index ? { ...row, ...change } : row)));
  const single = sizes?.length === 1 ? String(sizes[0]?.id_taille) : '';
  const listError = error('variants');

  return (
    <fieldset className={css({ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12, minWidth: 0 })}>
      <legend className={css({ fontSize: 16, fontWeight: 600, padding: 0, marginBottom: 4 })}>
        {t('account.addArticle.variants')}
      </legend>
      <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
        {t('account.addArticle.variantsHint')}
      </p>
      {rows.map((row, index) => {
        const colour = colours.find((option) => String(option.id_couleur) === row.id_couleur);
        return (
          <fieldset
            key={row.key}
            data-testid="variant-row"
            className={css({
              border: `1px solid ${tokens.line}`,
              borderRadius: tokens.radius,
              padding: 12,
              margin: 0,
              display: 'grid',
              gap: 12,
              minWidth: 0,
              [`@container (min-width: ${breakpoints.sm}px)`]: {
                gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                alignItems: 'end',
              },
            })}
          >
            <legend className={css({ fontSize: 13, padding: '0 4px' })}>
              {t('account.addArticle.variant', { n: index + 1 })}
            </legend>
            <SelectField
              label={t('account.addArticle.size')}
              required
              disabled={!sizes}
              value={row.id_taille}
              error={error(`variants.${index}.id_taille`)}
              hint={sizes ? undefined : t('account.addArticle.chooseCategoryFirst')}
              onBlur={() => touch(`variants.${index}.id_taille`)}
              onChange={(event) => update(index, { id_taille: event.target.value })}
            >
              <option value="">{t('account.addArticle.choose')}</option>
              {(sizes ?? []).map((size) => (
                <option key={size.id_taille} value={size.id_taille}>
                  {size.pays_taille && size.pays_taille !== size.valeur_taille
                    ? `${size.valeur_taille} (${size.pays_taille})`
                    : size.valeur_taille}
                </option>
              ))}
            </SelectField>
            <div className={css({ display: 'flex', alignItems: 'flex-end', gap: 8, minWidth: 0 })}>
              <div className={css({ flex: 1, minWidth: 0 })}>
                <SelectField
                  label={t('account.addArticle.colour')}
                  required
                  value={row.id_couleur}
                  error={error(`variants.${index}.id_couleur`)}
                  onBlur={() => touch(`variants.${index}.id_couleur`)}
                  onChange={(event) => update(index, { id_couleur: event.target.value })}
                >
                  <option value="">{t('account.addArticle.choose')}</option>
                  {colours.map((option) => (
                    <option key={option.id_couleur} value={option.id_couleur}>
                      {option.nom_couleur}
                    </option>
                  ))}
                </SelectField>
              </div>
              {colour && (
                <span className={css({ paddingBottom: 14 })}>
                  <Swatch hex={colour.code_hexa} size={18} />
                </span>
              )}
            </div>
            <Button
              variant="quiet"
              disabled={rows.length <= 1}
              onClick={() => onChange(rows.filter((_, other) => other !== index))}
            >
              {t('account.addArticle.removeVariant', { n: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className={css({ margin: 0, fontSize: 12, color: tokens.danger })}>
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={rows.length >= ARTICLE_LIMITS.variants}
          onClick={() => onChange([...rows, variantRow(single)])}
        >
          {t('account.addArticle.addVariant')}
        </Button>
      </div>
    </fieldset>
  );
}
