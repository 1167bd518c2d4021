import { defineConfig } from 'vitest/config';
import { sourceConditions } from './vitest.shared.ts';

// One project per package; each package's vitest.config.ts says which environment it needs.
export default defineConfig({
  ...sourceConditions,
  test: {
    projects: ['packages/*'],
  },
});
