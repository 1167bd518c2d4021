import type { Messages } from '../fr/index.js';

export const checkout: Messages['checkout'] = {};
