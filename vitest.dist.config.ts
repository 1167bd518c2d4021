/**
 * The contract's and the SDK's suites once more, on the built packages (`npm run test:dist`,
 * after `npm run build`), as an npm user gets them: no `@vitrine/source` condition, so
 * `@vitrine/contract` and `@vitrine/server/testing` resolve to their `dist/`, and each test's
 * relative import of a source module (`./client.js`) is served the module built from it
 * (`dist/client.js`: the ESM build keeps one module per source file). A build that drops an
 * export, mangles a lazy import or leaves out a file fails here, not in a user's app.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import contract from './packages/contract/vitest.config.ts';
import sdkCore from './packages/sdk-core/vitest.config.ts';

const TEST_FILE = /\.test(-d)?(\.helpers)?\.tsx?$/;

/** From test files only: `src/<path>.ts` → `dist/<path>.js`, failing when the build lacks it. */
function sourcesFromDist(packageRoot: string): Plugin {
  const src = join(packageRoot, 'src');
  return {
    name: 'vitrine:sources-from-dist',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !TEST_FILE.test(importer)) return null;
      const target = resolve(dirname(importer), source).replace(/\.js$/, '');
      const inSources = relative(src, target);
      if (inSources.startsWith('..') || TEST_FILE.test(`${target}.ts`)) return null;
      if (!existsSync(`${target}.ts`) && !existsSync(`${target}.tsx`)) return null;
      const built = join(packageRoot, 'dist', `${inSources}.js`);
      if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
      return built;
    },
  };
}

function onDist(project: { test?: Record<string, unknown> }, folder: string): TestProjectInlineConfiguration {
  const root = resolve(import.meta.dirname, 'packages', folder);
  return {
    root,
    plugins: [sourcesFromDist(root)],
    resolve: { conditions: [...defaultClientConditions] },
    ssr: { resolve: { conditions: [...defaultServerConditions] } },
    // The type tests check sources (see the package's tsconfig.test-d.json): once is enough.
    test: { ...project.test, typecheck: { enabled: false }, name: `${String(project.test?.name)} (dist)` },
  } as TestProjectInlineConfiguration;
}

export default defineConfig({
  test: { projects: [onDist(contract, 'contract'), onDist(sdkCore, 'sdk-core')] },
});
