/**
 * The site's pages (spec §2) as path builders, so every part of Vitrine that names a page — the
 * reference site, the widgets, an embedded element sending a shopper to the marketplace, the
 * server's sitemap — writes the same URL. Every path starts with the `{pays-langue}` segment: a
 * country code, a dash, and an interface language — `fr-fr`, `jp-jp`, `ch-en`.
 */
import type { AppLanguageCode } from './schema.js';

export interface Locale {
  /** ISO alpha-2, upper case. */
  country: string;
  language: AppLanguageCode;
}

const SEGMENT = /^([a-z]{2})-(fr|en|it|jp|ru)$/i;

/** Reads a segment (`fr-fr`), or null when it is not one. */
export function parseLocaleSegment(segment: string | undefined): Locale | null {
  const match = SEGMENT.exec(segment ?? '');
  if (!match) return null;
  return {
    country: (match[1] as string).toUpperCase(),
    language: (match[2] as string).toLowerCase() as AppLanguageCode,
  };
}

export function buildLocaleSegment(locale: Locale): string {
  return `${locale.country.toLowerCase()}-${locale.language}`;
}

/**
 * The one address of a page in each language, for search engines (sitemap, canonical, hreflang):
 * the language's home country, or the United Kingdom for English. A page in any other segment
 * (`ch-fr`) shows the same content in another currency: it names one of these as its canonical.
 */
export const CANONICAL_LOCALES: Readonly<Record<AppLanguageCode, Locale>> = {
  fr: { country: 'FR', language: 'fr' },
  en: { country: 'GB', language: 'en' },
  it: { country: 'IT', language: 'it' },
  jp: { country: 'JP', language: 'jp' },
  ru: { country: 'RU', language: 'ru' },
};

/** The BCP 47 tag of a language, as `hreflang` and `Intl` write it: Japanese is `jp` in URLs, `ja` there. */
export function languageTag(language: AppLanguageCode): string {
  return language === 'jp' ? 'ja' : language;
}

/** The locale of a path's first segment, or null. */
export function localeOfPath(path: string): Locale | null {
  return parseLocaleSegment(path.split('/').filter(Boolean)[0]);
}

/** Puts `locale` in front of a path, replacing the locale segment when there is one. */
export function withLocale(path: string, locale: Locale): string {
  const [pathname = '', ...rest] = path.split(/(?=[?#])/);
  const parts = pathname.split('/').filter(Boolean);
  if (parseLocaleSegment(parts[0])) parts.shift();
  return `/${[buildLocaleSegment(locale), ...parts].join('/')}${rest.join('')}`;
}

/** A page of the marketplace, with what it needs to be found. */
export type Destination =
  | { to: 'home' }
  | { to: 'search'; q: string }
  | { to: 'login'; register?: boolean }
  /** Where a password-reset e-mail's link leads; the token rides in the fragment, never sent to a server. */
  | { to: 'resetPassword'; token?: string }
  /** Where the link confirming a new e-mail address leads. */
  | { to: 'confirmEmail'; token?: string }
  | { to: 'favourites' }
  | { to: 'cart' }
  | { to: 'payment' }
  | { to: 'review' }
  | { to: 'brands' }
  | { to: 'sellers' }
  | { to: 'seller'; id_vendeur: number }
  | { to: 'products'; genre?: string; mere?: string; fils?: string; id_marque?: number; id_couleur?: number }
  | { to: 'product'; id_produit: number; categorie: string }
  | { to: 'account' }
  | { to: 'messages' }
  | { to: 'conversation'; id_recever: number }
  | { to: 'addresses' }
  | { to: 'profile' }
  | { to: 'addArticle' }
  | { to: 'myProducts' }
  | { to: 'payouts' }
  /** The user's offers, sent and received (an addition to the spec). */
  | { to: 'offers' }
  | { to: 'orders' }
  | { to: 'order'; id_commande: number }
  | { to: 'settings' };

/**
 * The company's own pages, linked from every footer: help, the FAQ, the terms of sale, privacy,
 * contact and about. Pages of the site itself, in every language, not of another address (an
 * addition to the spec, whose footer links led nowhere).
 */
export const INFO_PAGES = ['help', 'faq', 'terms', 'privacy', 'contact', 'about'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/**
 * The path of a company page under a locale: `/gb-en/terms`. Apart from pathFor, which every
 * embedded element carries, since only the site and the sitemap name these pages.
 */
export function infoPath(page: InfoPage, locale: Locale): string {
  return `/${buildLocaleSegment(locale)}/${page}`;
}

const enc = encodeURIComponent;

function query(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== '');
  return entries.length
    ? `?${entries.map(([key, value]) => `${enc(key)}=${enc(String(value))}`).join('&')}`
    : '';
}

/** The path of a destination under a locale: `/fr-fr/shopping-detail/sacs-a-main/12`. */
export function pathFor(destination: Destination, locale: Locale): string {
  const root = `/${buildLocaleSegment(locale)}`;
  switch (destination.to) {
    case 'home':
      return root;
    case 'search':
      return `${root}/search${query({ q: destination.q })}`;
    case 'login':
      return `${root}/login`;
    case 'resetPassword':
      return `${root}/reset-password${destination.token ? `#token=${enc(destination.token)}` : ''}`;
    case 'confirmEmail':
      return `${root}/confirm-email${destination.token ? `#token=${enc(destination.token)}` : ''}`;
    case 'favourites':
      return `${root}/favoris`;
    case 'cart':
      return `${root}/checkout`;
    case 'payment':
      return `${root}/checkout/payment`;
    case 'review':
      return `${root}/checkout/review`;
    case 'brands':
      return `${root}/designers`;
    case 'sellers':
      return `${root}/our-sellers`;
    case 'seller':
      return `${root}/selleraccount-detail/${destination.id_vendeur}`;
    case 'products': {
      const levels = [destination.genre, destination.mere, destination.mere && destination.fils]
        .filter(Boolean)
        .map((level) => enc(level as string));
      return `${[`${root}/new-shopping`, ...levels].join('/')}${query({
        id_marque: destination.id_marque,
        id_couleur: destination.id_couleur,
      })}`;
    }
    case 'product':
      return `${root}/shopping-detail/${enc(destination.categorie)}/${destination.id_produit}`;
    case 'account':
      return `${root}/useraccount`;
    case 'messages':
      return `${root}/useraccount/messages`;
    case 'conversation':
      return `${root}/useraccount/message-detail/${destination.id_recever}`;
    case 'addresses':
      return `${root}/useraccount/adresses`;
    case 'profile':
      return `${root}/useraccount/profil`;
    case 'addArticle':
      return `${root}/useraccount/add-article`;
    case 'myProducts':
      return `${root}/useraccount/my-products`;
    case 'payouts':
      return `${root}/useraccount/payouts`;
    case 'offers':
      return `${root}/useraccount/offers`;
    case 'orders':
      return `${root}/useraccount/orders`;
    case 'order':
      return `${root}/useraccount/order-detail/${destination.id_commande}`;
    case 'settings':
      return `${root}/useraccount/settings`;
  }
}
