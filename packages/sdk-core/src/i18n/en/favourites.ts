import type { Messages } from '../fr/index.js';

export const favourites: Messages['favourites'] = {};
