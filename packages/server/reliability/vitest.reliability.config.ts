/**
 * `npm run test:reliability`: the reliability and security suite. It starts real server
 * processes (see serverProcess.ts), so it runs alone, one file at a time, apart from `npm test`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../../vitest.shared.ts';

export default defineConfig({
  ...sourceConditions,
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['**/*.reliability.ts'],
    globalSetup: ['globalSetup.ts'],
    // Each file loads the machine with its own server process: one at a time.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
