import { defineProject } from 'vitest/config';
import { nodeSourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...nodeSourceConditions,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    // Each test file boots its own PGlite (≈ 0.5 GB); two at a time fit this machine's 2 cores.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
