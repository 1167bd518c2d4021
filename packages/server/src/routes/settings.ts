import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function settingsHandlers(_context: AppContext) {
  return {
    getSettings: notYet,
    updateSetting: notYet,
  } satisfies Partial<Handlers>;
}
