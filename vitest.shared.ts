import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Resolve workspace packages to their TypeScript sources (the `@vitrine/source` export
 * condition), so tests run on the code as written with no build step.
 */
export const sourceConditions = {
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
};
