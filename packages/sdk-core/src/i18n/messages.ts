/**
 * Every language's texts at once, for checks and tools (the key test, `texts` of the package).
 * Apps do not need it: a client fetches the language it shows (see `createI18n`).
 */
import type { AppLanguageCode } from '@vitrine/contract';
import { en } from './en/index.js';
import { fr, type Messages } from './fr/index.js';
import { it } from './it/index.js';
import { jp } from './jp/index.js';
import { ru } from './ru/index.js';

export const messages: Readonly<Record<AppLanguageCode, Messages>> = { fr, en, it, jp, ru };
