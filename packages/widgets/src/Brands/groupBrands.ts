/**
 * The brands directory's letter groups (spec §2 "Brands"): one group per initial letter A to Z,
 * and '123#' for names that start with a digit, a symbol or a letter outside A–Z.
 */
import { foldText } from '../shared/searchText.js';

/** The group of names that do not start with a letter A–Z. */
export const OTHER_GROUP = '123#';

/** The letter index, in the order the groups are shown. */
export const LETTER_INDEX: readonly string[] = [OTHER_GROUP, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export interface BrandGroup<B> {
  /** '123#' or a letter A–Z. */
  key: string;
  brands: B[];
}

/** The group a name belongs to: its first letter without accent ('Élie' → 'E'), or '123#'. */
export function groupOf(name: string): string {
  const first = foldText(name.trim()).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_GROUP;
}

/**
 * Brands by group, in index order, each group sorted with `collator` (the visitor's language:
 * 'Chloé' sits between 'Chanel' and 'Christian Louboutin'). Groups with no brand are left out.
 */
export function groupBrands<B extends { nom_marque: string }>(
  brands: readonly B[],
  collator: Intl.Collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true }),
): BrandGroup<B>[] {
  const byKey = new Map<string, B[]>();
  for (const brand of brands) {
    const key = groupOf(brand.nom_marque);
    const group = byKey.get(key);
    if (group) group.push(brand);
    else byKey.set(key, [brand]);
  }
  return LETTER_INDEX.flatMap((key) => {
    const group = byKey.get(key);
    return group ? [{ key, brands: group.sort((a, b) => collator.compare(a.nom_marque, b.nom_marque)) }] : [];
  });
}
