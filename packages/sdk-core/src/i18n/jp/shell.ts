import type { Messages } from '../fr/index.js';

export const shell: Messages['shell'] = {};
