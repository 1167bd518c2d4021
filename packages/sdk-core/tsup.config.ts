import { unbundledLibrary } from '../../tsup.unbundled.js';

// The main client, and the subpaths whose dependencies (socket.io, Stripe) only the apps that use
// them should carry.
export default unbundledLibrary({
  index: 'src/index.ts',
  realtime: 'src/realtime.ts',
  'payments/index': 'src/payments/index.ts',
});
