/** Reading the category tree genre → mère → fils: names in a language, and the chosen path. */
import type { AppLanguageCode, CategoryNode, ProductFilters } from '@vitrine/sdk-core';

/** A category's name in a language; the English one is the `uk` field, as the spec names it. */
export function categoryName(node: CategoryNode, language: AppLanguageCode): string {
  const names: Record<AppLanguageCode, string> = {
    fr: node.nom_fr,
    en: node.nom_uk,
    it: node.nom_it,
    jp: node.nom_jp,
    ru: node.nom_ru,
  };
  return names[language] || node.nom_fr;
}

/** The nodes the filters choose, from the genre down: [], [genre], [genre, mère] or all three. */
export function chosenCategories(tree: readonly CategoryNode[], filters: ProductFilters): CategoryNode[] {
  const path: CategoryNode[] = [];
  let level: readonly CategoryNode[] = tree;
  for (const slug of [filters.genre, filters.mere, filters.fils]) {
    const node = slug ? level.find((candidate) => candidate.slug === slug) : undefined;
    if (!node) break;
    path.push(node);
    level = node.children;
  }
  return path;
}
