/**
 * The route table of spec §2, in one place. Every path sits under `/{pays-langue}` (matched by
 * LocaleRoutes); pages load on demand, one chunk each. Pages that need an account guard
 * themselves with RequireLogin (spec §6).
 */

import { INFO_PAGES } from '@vitrine/sdk-core';
import { type ComponentType, lazy } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** A page whose code loads on demand, or at once when `preload` has brought it first. */
export type OnDemandPage = ComponentType & { preload(): Promise<void> };

/**
 * A page in a chunk of its own. React's `lazy` suspends on its first render even when the chunk
 * is already there; a page whose code was preloaded renders straight away, as hydrating a page
 * rendered on the server needs: it must render in one go, as the server did.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): OnDemandPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload: () => loadOnce().then(() => {}) });
}

export interface SiteRoute {
  /** Relative to `/{pays-langue}`, in wouter's pattern syntax. */
  path: string;
  page: OnDemandPage;
  /** Spec §6: the page needs a signed-in user. */
  login?: boolean;
  /** The route holds routes of its own (the account area). */
  nest?: boolean;
  /** The page runs edge to edge (the home's hero); others sit in the page column. */
  bleed?: boolean;
}

/** The company pages share one page, which reads its name from the path. */
const infoPage = lazyPage(() => import('./pages/InfoPage.js'));

export const routes: readonly SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('./pages/HomePage.js')), bleed: true },
  { path: '/useraccount', page: lazyPage(() => import('./pages/AccountRoutes.js')), login: true, nest: true },
  { path: '/checkout/payment', page: lazyPage(() => import('./pages/PaymentPage.js')), login: true },
  { path: '/checkout/review', page: lazyPage(() => import('./pages/ReviewPage.js')), login: true },
  // The cart; any other sub-path of checkout shows it too (spec §2).
  { path: '/checkout/*?', page: lazyPage(() => import('./pages/CartPage.js')) },
  { path: '/favoris', page: lazyPage(() => import('./pages/FavouritesPage.js')), login: true },
  { path: '/search', page: lazyPage(() => import('./pages/SearchPage.js')) },
  { path: '/login', page: lazyPage(() => import('./pages/LoginPage.js')) },
  // The pages an account e-mail's link opens; the link's secret rides in the fragment.
  { path: '/reset-password', page: lazyPage(() => import('./pages/ResetPasswordPage.js')) },
  { path: '/confirm-email', page: lazyPage(() => import('./pages/ConfirmEmailPage.js')) },
  { path: '/designers', page: lazyPage(() => import('./pages/BrandsPage.js')) },
  { path: '/new-shopping/:genre?/:mere?/:fils?', page: lazyPage(() => import('./pages/ProductsPage.js')) },
  { path: '/shopping-detail/:categorie/:id_produit', page: lazyPage(() => import('./pages/ProductPage.js')) },
  { path: '/our-sellers', page: lazyPage(() => import('./pages/SellersPage.js')) },
  { path: '/selleraccount-detail/:id_vendeur', page: lazyPage(() => import('./pages/SellerPage.js')) },
  ...INFO_PAGES.map((name): SiteRoute => ({ path: `/${name}`, page: infoPage })),
  // Staff only: disputes to decide and new listings to verify.
  { path: '/staff', page: lazyPage(() => import('./pages/StaffPage.js')), login: true },
];

/** Brings the code of the page at `pathname` (under its locale segment), as the route table matches it. */
export function preloadPageAt(pathname: string): Promise<void> {
  const inLocale = pathname.replace(/^\/[^/]+/, '') || '/';
  const route = routes.find(({ path, nest }) => matchRoute(parse, path, inLocale, nest)[0]);
  return route ? route.page.preload() : Promise.resolve();
}
