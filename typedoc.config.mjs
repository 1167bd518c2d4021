/**
 * `npm run docs`: the API reference of the four published packages, from their TypeScript
 * sources, into docs/api/ (git-ignored). Each package's typedoc.json names its entry points, the
 * subpaths of its exports map.
 *
 * @type {Partial<import('typedoc').TypeDocOptions>}
 */
const config = {
  name: 'Vitrine API reference',
  entryPointStrategy: 'packages',
  entryPoints: ['packages/contract', 'packages/sdk-core', 'packages/widgets', 'packages/server'],
  packageOptions: {
    includeVersion: true,
    excludePrivate: true,
    excludeInternal: true,
    // No links to sources: they would point into a local checkout, not the published code.
    disableSources: true,
    // `npm run typecheck` checks the types; skipping it here halves the run.
    skipErrorChecking: true,
    validation: {
      // Exported signatures use internal helper types (`ReturnType<typeof createCart>` and the
      // like): documented where they are used, they are not part of the API to import.
      notExported: false,
      invalidLink: true,
      rewrittenLink: true,
      unusedMergeModuleWith: true,
    },
  },
  out: 'docs/api',
  readme: 'none',
  // A broken `{@link}` or a bad option fails the run.
  treatWarningsAsErrors: true,
};

export default config;
