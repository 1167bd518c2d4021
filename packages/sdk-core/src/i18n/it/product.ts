import type { Messages } from '../fr/index.js';

export const product: Messages['product'] = {};
