import type { Messages } from '../fr/index.js';

export const sellers: Messages['sellers'] = {};
