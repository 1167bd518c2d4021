import type { Messages } from '../fr/index.js';

export const brands: Messages['brands'] = {};
