import type { Messages } from '../fr/index.js';

export const orders: Messages['orders'] = {};
