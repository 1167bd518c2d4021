import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Resolve workspace packages to their TypeScript sources (the `@vitrine/source` export
 * condition), so tests run on the code as written with no build step.
 */
export const sourceConditions = {
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
};

/**
 * The same for a package that runs on Node alone (the server): without the bundlers' `module`
 * condition, which Node ignores, a dependency resolves as it does when the server runs (the AWS
 * SDK's `module` builds import files without extensions, which only bundlers accept).
 */
export const nodeSourceConditions = {
  resolve: sourceConditions.resolve,
  ssr: {
    resolve: {
      conditions: [
        '@vitrine/source',
        ...defaultServerConditions.filter((condition) => condition !== 'module'),
      ],
    },
  },
};
