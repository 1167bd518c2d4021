import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createVitrine } from '../client.js';
import { createMemoryStorage } from '../storage.js';
import { addTexts, createI18n, type I18n } from './index.js';
import { messages } from './messages.js';
import { pluralBase, pluralRules } from './plurals.js';

/** Every key path of a nested messages object: 'home.badges.new'. */
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keyPaths(child as object, `${prefix}${key}.`),
  );
}

/** A text's key as the code names it: a plural form's ('itemCount_few') is its base ('itemCount'). */
const asNamed = (path: string) => {
  const base = pluralBase(path);
  return base === null ? path : base;
};

/** The plural texts of a language: each base key with the categories it is written for. */
function pluralForms(translation: object): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const path of keyPaths(translation)) {
    const base = pluralBase(path);
    if (base === null) continue;
    if (!forms.has(base)) forms.set(base, new Set());
    forms.get(base)?.add(path.slice(base.length + 1));
  }
  return forms;
}

/** The categories whole counts reach in a language (fractions and millions fall back to `other`). */
function categoriesOfCounts(language: string): Set<string> {
  const rules = pluralRules(language);
  const reached = new Set<string>(['other']);
  for (let count = 0; count <= 1000; count += 1) reached.add(rules.select(count));
  return reached;
}

describe('interface texts', () => {
  const reference = [...new Set(keyPaths(messages.fr).map(asNamed))].sort();

  for (const [language, translation] of Object.entries(messages)) {
    it(`has every key, and only those, in ${language}`, () => {
      expect([...new Set(keyPaths(translation).map(asNamed))].sort()).toEqual(reference);
    });

    it(`writes each plural text in ${language} for every category its counts reach, and no other`, () => {
      const needed = [...categoriesOfCounts(language)].sort();
      const allowed = new Set<string>([...pluralRules(language).resolvedOptions().pluralCategories, 'zero']);
      const plurals = pluralForms(translation);
      expect([...plurals.keys()].sort()).toEqual([...pluralForms(messages.fr).keys()].sort());
      for (const [base, categories] of plurals) {
        expect({ base, missing: needed.filter((category) => !categories.has(category)) }).toEqual({
          base,
          missing: [],
        });
        expect({ base, stray: [...categories].filter((category) => !allowed.has(category)) }).toEqual({
          base,
          stray: [],
        });
        // A base text beside its forms would be read before `_other` by one translator and not the other.
        expect(keyPaths(translation)).not.toContain(base);
      }
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

  it('reads plurals as each language counts: 1 товар, 2 товара, 5 товаров, 21 товар', () => {
    const i18n = createI18n('ru', { ru: messages.ru, en: messages.en, jp: messages.jp });
    const items = (count: number, lng: string) => i18n.t('cart.itemCount', { count, lng });
    expect([1, 2, 5, 21, 1.5].map((count) => items(count, 'ru'))).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '21 товар',
      '1.5 товара',
    ]);
    expect([0, 1, 2].map((count) => items(count, 'fr'))).toEqual(['0 article', '1 article', '2 articles']);
    expect([0, 1, 2].map((count) => items(count, 'en'))).toEqual(['0 items', '1 item', '2 items']);
    expect(items(1, 'jp')).toBe(messages.jp.cart.itemCount_other.replace('{{count}}', '1'));
  });

  it('gives every text, in every language and for any count, what i18next gives', async () => {
    const i18next = createInstance();
    await i18next.init({
      lng: 'fr',
      fallbackLng: 'fr',
      resources: Object.fromEntries(
        Object.entries(messages).map(([language, texts]) => [language, { translation: texts }]),
      ),
      interpolation: { escapeValue: false },
    });
    const ours = createI18n('fr', messages);
    const keys = [...new Set(keyPaths(messages.fr).map(asNamed))];
    const counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1000000, 1.5, undefined];
    // Every value any text names, so both fill the same placeholders.
    const named = JSON.stringify(messages).matchAll(/\{\{\s*(\w+)\s*\}\}/g);
    const filled = Object.fromEntries([...named].map(([, name]) => [name, `<${name}>`]));
    const differences: string[] = [];
    for (const lng of Object.keys(messages)) {
      for (const key of keys) {
        for (const count of counts) {
          const values = { ...filled, lng, count };
          const expected = i18next.t(key, values);
          const actual = ours.t(key, values);
          if (actual !== expected) differences.push(`${lng} ${key} ${count}: ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

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
