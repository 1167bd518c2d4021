import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function authHandlers(_context: AppContext) {
  return {
    login: notYet,
    signup: notYet,
    logout: notYet,
    getProfile: notYet,
  } satisfies Partial<Handlers>;
}
