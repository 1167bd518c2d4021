import type { Messages } from '../fr/index.js';

export const settings: Messages['settings'] = {};
