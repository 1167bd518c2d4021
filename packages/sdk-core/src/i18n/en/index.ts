import type { Messages } from '../fr/index.js';
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

export const en: Messages = {
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
