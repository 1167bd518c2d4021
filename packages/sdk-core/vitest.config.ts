import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'sdk-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The *.test-d.ts type tests: endpoint, event and client types, checked by tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.test-d.json' },
    // Integration tests run against the real server on a seeded in-memory database.
    globalSetup: ['../server/src/testing/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
