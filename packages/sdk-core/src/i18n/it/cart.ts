import type { Messages } from '../fr/index.js';

export const cart: Messages['cart'] = {};
