/**
 * Interface texts through a small translator per client (never a global one, so two clients on a
 * page can speak different languages). French, the reference and the fallback, is always there;
 * each other language is a chunk of its own, fetched the first time it is asked for, so a page
 * carries the texts of the language it shows and no other.
 *
 * The translator does what the widgets ask of i18next — `t(key, values)` with `{{name}}`
 * interpolation, plurals by `count` (i18next's `_one`/`_few`/`_many`/`_other` keys, chosen by
 * `Intl.PluralRules`), a per-call `lng`, `defaultValue`, the key itself when a text is missing,
 * `language` and `changeLanguage` — in a few hundred bytes instead of all of i18next. A real
 * i18next instance fits the same {@link I18n} shape and may be given to `createVitrine` instead
 * (the reference site does); the texts of a language are added to it before it switches, and
 * both read them alike (a test compares them on every text and count).
 */
import type { AppLanguageCode } from '@vitrine/contract';
import { fr, type Messages } from './fr/index.js';
import { pluralKeys } from './plurals.js';

/** Options of a translation: another language than the current one, a default, the values. */
export interface TranslateOptions {
  lng?: string;
  defaultValue?: string;
  [value: string]: unknown;
}

/** What the client and the widgets use of an i18n instance; an i18next instance has it all. */
export interface I18n {
  readonly language: string;
  t(key: string): string;
  t(key: string, options: TranslateOptions): string;
  changeLanguage(language: string): Promise<unknown>;
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
}

/** i18next's default namespace, where the Vitrine texts live. */
const NAMESPACE = 'translation';

/** Each language but French is its own chunk: bundlers split on these dynamic imports. */
const loaders: Record<Exclude<AppLanguageCode, 'fr'>, () => Promise<Messages>> = {
  en: () => import('./en/index.js').then((module) => module.en),
  it: () => import('./it/index.js').then((module) => module.it),
  jp: () => import('./jp/index.js').then((module) => module.jp),
  ru: () => import('./ru/index.js').then((module) => module.ru),
};

/**
 * The French texts, reference and fallback of every language: what an app's own i18next instance
 * starts with (`resources: { fr: { translation: frenchTexts } }`); other languages come through
 * `addTexts`. A browser build that carries French by key fills this object as its chunks load.
 */
export const frenchTexts: Messages = fr;

/** Texts never change: one fetch per language for every client of the page. */
const fetched = new Map<string, Promise<Messages>>();

/** The texts of a language, fetched once; French at once. */
export function loadTexts(language: AppLanguageCode): Promise<Messages> {
  if (language === 'fr') return Promise.resolve(fr);
  const load = loaders[language];
  if (!load) return Promise.reject(new Error(`No Vitrine texts in '${language}'.`));
  let texts = fetched.get(language);
  if (!texts) {
    texts = load();
    // A failed fetch (offline) may be tried again later.
    texts.catch(() => fetched.delete(language));
    fetched.set(language, texts);
  }
  return texts;
}

/** Makes sure `i18n` holds the Vitrine texts of `language`; the same for a real i18next instance. */
export async function addTexts(i18n: I18n, language: AppLanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(language, NAMESPACE)) return;
  i18n.addResourceBundle(language, NAMESPACE, await loadTexts(language), true, true);
}

function lookupOne(texts: object | undefined, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A language's text for `key`; with a numeric `count`, its plural form in that language. */
function lookup(
  texts: object | undefined,
  key: string,
  language: string,
  count: unknown,
): string | undefined {
  if (typeof count !== 'number') return lookupOne(texts, key);
  for (const candidate of pluralKeys(key, count, language)) {
    const text = lookupOne(texts, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * A translator set to `language`, holding French and the `resources` given. Another language is
 * fetched at once and shown when it has arrived (French meanwhile); `await
 * i18n.changeLanguage(language)` waits for it.
 */
export function createI18n(
  language: AppLanguageCode,
  resources: Partial<Record<AppLanguageCode, Messages>> = {},
): I18n {
  const bundles = new Map<string, object>([['fr', fr]]);
  for (const [code, texts] of Object.entries(resources)) if (texts) bundles.set(code, texts);
  let current: string = language;
  const i18n: I18n = {
    get language() {
      return current;
    },
    t(key: string, options: TranslateOptions = {}) {
      const language = String(options.lng ?? current);
      const text =
        lookup(bundles.get(language), key, language, options.count) ??
        lookup(bundles.get('fr'), key, 'fr', options.count) ??
        (typeof options.defaultValue === 'string' ? options.defaultValue : key);
      // React escapes what it renders: values go in as they are, like i18next's escapeValue: false.
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''));
    },
    hasResourceBundle: (code) => bundles.has(code),
    addResourceBundle(code, _namespace, texts) {
      bundles.set(code, texts);
      return i18n;
    },
    async changeLanguage(code) {
      // An unknown code shows French, as i18next falls back.
      if (code === 'fr' || code in loaders) await addTexts(i18n, code as AppLanguageCode);
      current = code;
    },
  };
  if (!bundles.has(language)) addTexts(i18n, language).catch(() => {});
  return i18n;
}

export type { Messages };
