import { defineConfig } from 'tsup';

// The npm package: React components (no side effects) and the `elements` entry that registers
// the custom elements. The script-tag bundle is built by rollup.config.mjs.
export default defineConfig({
  entry: { index: 'src/index.ts', elements: 'src/elements/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false } },
  // Empties dist/ of earlier builds (stale chunks would ship) but keeps rollup's script-tag
  // bundle, which `npm run build` writes after this.
  clean: ['!vitrine-elements.js*', '!chunks/**'],
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
