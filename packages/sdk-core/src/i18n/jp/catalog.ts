import type { Messages } from '../fr/index.js';

export const catalog: Messages['catalog'] = {};
