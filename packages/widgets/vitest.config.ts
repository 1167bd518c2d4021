import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The *.test-d.ts type tests (the elements' attributes against their props), checked by tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.test-d.json' },
    // The real server on a seeded database, in its own Node process (see serverProcessSetup.ts).
    globalSetup: ['../server/src/testing/globalSetup.ts', '../server/src/testing/serverProcessSetup.ts'],
    setupFiles: ['src/testing/asyncTimeout.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
