/**
 * Sizes as a shopper of the interface language reads them. Letters and numbers read the same in
 * every language; the catalogue's one size is 'TU' (French 'taille unique'), which is words.
 */

/** The catalogue's value, and size system, for one size. */
const ONE_SIZE = 'TU';

type Translate = (key: string) => string;

/** A size's value: 'TU' → 'One size', 'Taglia unica'…; any other as it is. */
export function sizeValue(value: string, t: Translate): string {
  return value === ONE_SIZE ? t('product.oneSize') : value;
}

/** The name of a group of sizes in a list: letters, shoe numbers, one size. */
export function sizeGroupName(system: string, t: Translate): string {
  if (system === 'INT') return t('catalog.sizeGroups.letters');
  if (system === 'EU') return t('catalog.sizeGroups.eu');
  if (system === ONE_SIZE) return t('product.oneSize');
  return system;
}
