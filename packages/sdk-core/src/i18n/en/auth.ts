import type { Messages } from '../fr/index.js';

export const auth: Messages['auth'] = {};
