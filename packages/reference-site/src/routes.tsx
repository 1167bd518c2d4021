/**
 * The route table of spec §2, in one place. Every path sits under `/{pays-langue}` (matched by
 * LocaleRoutes); pages load on demand, one chunk each. Pages that need an account guard
 * themselves with RequireLogin (spec §6).
 */
import { type ComponentType, lazy } from 'react';

export interface SiteRoute {
  /** Relative to `/{pays-langue}`, in wouter's pattern syntax. */
  path: string;
  page: ComponentType;
  /** Spec §6: the page needs a signed-in user. */
  login?: boolean;
  /** The route holds routes of its own (the account area). */
  nest?: boolean;
  /** The page runs edge to edge (the home's hero); others sit in the page column. */
  bleed?: boolean;
}

export const routes: readonly SiteRoute[] = [
  { path: '/', page: lazy(() => import('./pages/HomePage.js')), bleed: true },
  { path: '/useraccount', page: lazy(() => import('./pages/AccountRoutes.js')), login: true, nest: true },
  { path: '/checkout/payment', page: lazy(() => import('./pages/PaymentPage.js')), login: true },
  { path: '/checkout/review', page: lazy(() => import('./pages/ReviewPage.js')), login: true },
  // The cart; any other sub-path of checkout shows it too (spec §2).
  { path: '/checkout/*?', page: lazy(() => import('./pages/CartPage.js')) },
  { path: '/favoris', page: lazy(() => import('./pages/FavouritesPage.js')), login: true },
  { path: '/search', page: lazy(() => import('./pages/SearchPage.js')) },
  { path: '/login', page: lazy(() => import('./pages/LoginPage.js')) },
  { path: '/designers', page: lazy(() => import('./pages/BrandsPage.js')) },
  { path: '/new-shopping/:genre?/:mere?/:fils?', page: lazy(() => import('./pages/ProductsPage.js')) },
  { path: '/shopping-detail/:categorie/:id_produit', page: lazy(() => import('./pages/ProductPage.js')) },
  { path: '/our-sellers', page: lazy(() => import('./pages/SellersPage.js')) },
  { path: '/selleraccount-detail/:id_vendeur', page: lazy(() => import('./pages/SellerPage.js')) },
  // Staff only: disputes to decide and new listings to verify.
  { path: '/staff', page: lazy(() => import('./pages/StaffPage.js')), login: true },
];
