import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createVitrine } from '../client.js';
import { createMemoryStorage } from '../storage.js';
import { addTexts, createI18n, type I18n } from './index.js';
import { messages } from './messages.js';

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
    const other = createI18n('jp', { jp: messages.jp });
    expect(other.t('home.newArrivals')).toBe('新着アイテム');
    expect(i18n.t('home.newArrivals')).toBe('Nouveautés');
    expect(i18n.t('home.newArrivals', { lng: 'jp' })).toBe('Nouveautés');
  });

  it('answers the key for a missing text, or the default value given', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('home.noSuchText')).toBe('home.noSuchText');
    expect(i18n.t('auth.genre.x', { defaultValue: 'x' })).toBe('x');
  });

  it('fetches another language when it is first needed, French meanwhile', async () => {
    const i18n = createI18n('ru');
    expect(i18n.language).toBe('ru');
    expect(i18n.t('home.newArrivals')).toBe('Nouveautés');
    await i18n.changeLanguage('ru');
    expect(i18n.t('home.newArrivals')).toBe(messages.ru.home.newArrivals);
    await i18n.changeLanguage('it');
    expect(i18n.t('home.newArrivals')).toBe(messages.it.home.newArrivals);
    expect(i18n.t('home.newArrivals', { lng: 'ru' })).toBe(messages.ru.home.newArrivals);
  });

  it('adds the texts of a language to a real i18next instance', async () => {
    const i18next = createInstance();
    await i18next.init({ lng: 'fr', resources: {}, interpolation: { escapeValue: false } });
    // The client takes an i18next instance as it is: the shape matches without a cast.
    const i18n: I18n = i18next;
    await addTexts(i18n, 'en');
    await i18n.changeLanguage('en');
    expect(i18next.t('common.soldBy', { pseudo: 'Maison & Co' })).toBe(
      messages.en.common.soldBy.replace('{{pseudo}}', 'Maison & Co'),
    );
  });

  it('switches a client with an i18next instance to the texts of the new language', async () => {
    const i18next = createInstance();
    await i18next.init({ lng: 'fr', resources: {}, interpolation: { escapeValue: false } });
    const client = createVitrine({
      baseUrl: 'http://127.0.0.1:9',
      storage: createMemoryStorage(),
      i18n: i18next,
    });
    // The country cannot be fetched here (nothing listens): the language switches first.
    await client.setLocale({ country: 'IT', language: 'it' });
    expect(client.store.getState().language).toBe('it');
    expect(i18next.language).toBe('it');
    expect(i18next.t('home.newArrivals')).toBe(messages.it.home.newArrivals);
  });
});
