import { defineConfig } from 'tsup';

// One file per entry: the main client, and the subpaths whose dependencies (socket.io, Stripe)
// only the apps that use them should carry.
export default defineConfig({
  entry: { index: 'src/index.ts', realtime: 'src/realtime.ts', payments: 'src/payments/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
