import type { Messages } from '../fr/index.js';

export const onboarding: Messages['onboarding'] = {};
