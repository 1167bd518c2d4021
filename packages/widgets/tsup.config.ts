import { defineConfig } from 'tsup';

// The npm package: React components (no side effects) and the `elements` entry that registers
// the custom elements. The script-tag bundle is built by rollup.config.mjs.
export default defineConfig({
  entry: { index: 'src/index.ts', elements: 'src/elements/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false } },
  clean: false,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
