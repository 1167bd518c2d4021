import { describe, expect, it } from 'vitest';
import { createI18n, messages } from './index.js';

/** Every key path of a nested messages object: 'home.badges.new'. */
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keyPaths(child as object, `${prefix}${key}.`),
  );
}

describe('interface texts', () => {
  const reference = keyPaths(messages.fr).sort();

  for (const [language, translation] of Object.entries(messages)) {
    it(`has every key, and only those, in ${language}`, () => {
      expect(keyPaths(translation).sort()).toEqual(reference);
    });

    it(`has no empty text in ${language}`, () => {
      const empty = keyPaths(translation).filter((path) => {
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], translation);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  }

  it('translates and interpolates through a private instance', async () => {
    const i18n = createI18n('fr');
    expect(i18n.t('home.newArrivals')).toBe('Nouveautés');
    expect(i18n.t('common.soldBy', { pseudo: 'Maison & Co' })).toBe('Vendu par Maison & Co');
    const other = createI18n('jp');
    expect(other.t('home.newArrivals')).toBe('新着アイテム');
    expect(i18n.t('home.newArrivals')).toBe('Nouveautés');
  });
});
