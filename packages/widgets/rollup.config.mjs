// The script-tag bundle: dist/vitrine-elements.js registers every custom element, on
// preact/compat instead of react-dom (a fraction of the bytes), for pages with no build step.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

export const preactAliases = [
  { find: 'react-dom/client', replacement: 'preact/compat/client' },
  { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-runtime' },
  { find: 'react-dom', replacement: 'preact/compat' },
  { find: 'react', replacement: 'preact/compat' },
];

/** Third-party notices that say nothing about our code (zod's comments and its import cycle). */
function onwarn(warning, warn) {
  const fromDependency = (warning.ids ?? [warning.id ?? '']).every((id) => id?.includes('node_modules'));
  if (fromDependency && ['CIRCULAR_DEPENDENCY', 'INVALID_ANNOTATION'].includes(warning.code)) return;
  warn(warning);
}

export default {
  input: 'src/elements/index.ts',
  onwarn,
  output: {
    file: 'dist/vitrine-elements.js',
    format: 'iife',
    name: 'VitrineElements',
    sourcemap: true,
  },
  plugins: [
    alias({ entries: preactAliases }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({
      browser: true,
      exportConditions: ['@vitrine/source', 'browser', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    commonjs(),
    esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'preact', tsconfig: 'tsconfig.json' }),
    terser({ format: { comments: false } }),
  ],
};
