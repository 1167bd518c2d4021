/**
 * Every interface text in French, the reference language, one file per area. The other languages
 * must have exactly these keys: their files are typed by this one, and a test checks it.
 */

import type { PluralCategory } from '../plurals.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { brands } from './brands.js';
import { cart } from './cart.js';
import { catalog } from './catalog.js';
import { checkout } from './checkout.js';
import { common } from './common.js';
import { favourites } from './favourites.js';
import { home } from './home.js';
import { messages } from './messages.js';
import { notFound } from './notFound.js';
import { offers } from './offers.js';
import { onboarding } from './onboarding.js';
import { orders } from './orders.js';
import { product } from './product.js';
import { reviews } from './reviews.js';
import { sellers } from './sellers.js';
import { settings } from './settings.js';
import { shell } from './shell.js';
import { site } from './site.js';
import { staff } from './staff.js';
import { validation } from './validation.js';

export const fr = {
  common,
  home,
  validation,
  notFound,
  shell,
  catalog,
  product,
  cart,
  checkout,
  auth,
  account,
  orders,
  messages,
  onboarding,
  settings,
  brands,
  sellers,
  favourites,
  site,
  staff,
  reviews,
  offers,
};

/**
 * The shape every language follows: the same keys, any strings. A plural text (`itemCount_one`,
 * `itemCount_other` in French) needs its `_other` form everywhere, and takes the other forms a
 * language's grammar has (Russian's `_few` and `_many`); a test checks each language has its own.
 */
export type Messages = Widen<typeof fr>;

type Form = Exclude<PluralCategory, 'other'>;
type Widen<T> = {
  [K in keyof T as K extends `${string}_${Form}` ? never : K]: T[K] extends string ? string : Widen<T[K]>;
} & { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${Form}` : never]?: string };
