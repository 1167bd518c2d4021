/**
 * The 'Catégorie' filter on the real category tree (the spec's placeholder, made real): every
 * genre, then the mères of the chosen genre, then the fils of the chosen mère. Choosing a level
 * narrows the list to it; 'Toutes les catégories' lifts the filter.
 */
import type { CategoryNode, ProductFilters } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { categoryName } from '../shared/categoryTree.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

type CategoryLevels = Pick<ProductFilters, 'genre' | 'mere' | 'fils'>;

export interface CategoryFilterProps {
  tree: readonly CategoryNode[];
  value: CategoryLevels;
  onChange(levels: CategoryLevels): void;
}

export function CategoryFilter({ tree, value, onChange }: CategoryFilterProps) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);

  const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
  const nested = css({ listStyle: 'none', margin: '2px 0 4px 14px', padding: 0, display: 'grid', gap: 2 });
  const option = (chosen: boolean) =>
    css({
      display: 'block',
      width: '100%',
      minHeight: 36,
      padding: '6px 8px',
      border: 0,
      borderInlineStart: `2px solid ${chosen ? tokens.ink : 'transparent'}`,
      background: chosen ? tokens.subtle : 'transparent',
      color: tokens.ink,
      font: 'inherit',
      fontSize: 14,
      fontWeight: chosen ? 600 : 400,
      textAlign: 'start',
      cursor: 'pointer',
      ...focusRing,
    });

  const button = (node: CategoryNode, chosen: boolean, levels: CategoryLevels) => (
    <button type="button" aria-pressed={chosen} className={option(chosen)} onClick={() => onChange(levels)}>
      {categoryName(node, language)}
    </button>
  );

  return (
    <fieldset className={css({ border: 0, margin: 0, padding: 0, minWidth: 0 })}>
      <legend className={css({ padding: 0, marginBottom: 8, fontSize: 14, fontWeight: 600 })}>
        {t('catalog.category')}
      </legend>
      <ul className={list}>
        <li>
          <button
            type="button"
            aria-pressed={!value.genre}
            className={option(!value.genre)}
            onClick={() => onChange({})}
          >
            {t('catalog.allCategories')}
          </button>
        </li>
        {tree.map((genre) => {
          const genreChosen = value.genre === genre.slug;
          return (
            <li key={genre.slug}>
              {button(genre, genreChosen, { genre: genre.slug })}
              {genreChosen && genre.children.length > 0 && (
                <ul className={nested}>
                  {genre.children.map((mere) => {
                    const mereChosen = value.mere === mere.slug;
                    return (
                      <li key={mere.slug}>
                        {button(mere, mereChosen, { genre: genre.slug, mere: mere.slug })}
                        {mereChosen && mere.children.length > 0 && (
                          <ul className={nested}>
                            {mere.children.map((fils) => (
                              <li key={fils.slug}>
                                {button(fils, value.fils === fils.slug, {
                                  genre: genre.slug,
                                  mere: mere.slug,
                                  fils: fils.slug,
                                })}
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
