import type { Messages } from '../fr/index.js';

export const messages: Messages['messages'] = {};
