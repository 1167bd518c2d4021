import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

// The site is proven in a real browser (e2e/); this project holds its few unit tests.
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'reference-site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
