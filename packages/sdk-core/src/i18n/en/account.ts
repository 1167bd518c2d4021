import type { Messages } from '../fr/index.js';

export const account: Messages['account'] = {};
