/**
 * The article's category, level by level (genre → mère → fils): each select offers the children
 * of the one before, and a product hangs on the last level only.
 */
import type { CategoryNode } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { categoryName } from '../shared/categoryTree.js';
import { SelectField } from '../ui/Field.js';

export interface CategoryChoice {
  genre: string;
  mere: string;
  id_categorie: string;
}

export interface CategorySelectsProps {
  tree: readonly CategoryNode[];
  value: CategoryChoice;
  onChange(value: CategoryChoice): void;
  /** The message for the leaf, when none is chosen. */
  error: string | null;
  onBlur(): void;
}

export function CategorySelects({ tree, value, onChange, error, onBlur }: CategorySelectsProps) {
  const t = useT();
  const language = useVitrineState((state) => state.language);
  const genre = tree.find((node) => String(node.id_categorie) === value.genre);
  const mere = genre?.children.find((node) => String(node.id_categorie) === value.mere);

  const options = (nodes: readonly CategoryNode[]) => (
    <>
      <option value="">{t('account.addArticle.choose')}</option>
      {nodes.map((node) => (
        <option key={node.id_categorie} value={node.id_categorie}>
          {categoryName(node, language)}
        </option>
      ))}
    </>
  );

  return (
    <>
      <SelectField
        label={t('account.addArticle.genre')}
        required
        value={value.genre}
        onChange={(event) => onChange({ genre: event.target.value, mere: '', id_categorie: '' })}
      >
        {options(tree)}
      </SelectField>
      <SelectField
        label={t('account.addArticle.mere')}
        required
        disabled={!genre}
        value={value.mere}
        onChange={(event) => onChange({ ...value, mere: event.target.value, id_categorie: '' })}
      >
        {options(genre?.children ?? [])}
      </SelectField>
      <SelectField
        label={t('account.addArticle.fils')}
        required
        disabled={!mere}
        value={value.id_categorie}
        error={error}
        onBlur={onBlur}
        onChange={(event) => onChange({ ...value, id_categorie: event.target.value })}
      >
        {options(mere?.children ?? [])}
      </SelectField>
    </>
  );
}
