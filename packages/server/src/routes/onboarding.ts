import type { AppContext } from '../context.js';
import type { Handlers } from '../http/handler.js';
import { notYet } from '../http/notYet.js';

export function onboardingHandlers(_context: AppContext) {
  return {
    getStep: notYet,
    step1: notYet,
    step2: notYet,
    step3: notYet,
    step4: notYet,
  } satisfies Partial<Handlers>;
}
