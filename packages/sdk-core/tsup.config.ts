import { unbundledLibrary } from '../../tsup.unbundled.js';

// The main client, and the subpaths whose dependencies (socket.io, Stripe) only the apps that use
// them should carry.
export default unbundledLibrary({
  index: 'src/index.ts',
  realtime: 'src/realtime.ts',
  'payments/index': 'src/payments/index.ts',
  // Onboarding's bank form, with every country's IBAN format: only the bank step loads it.
  'forms/bankForm': 'src/forms/bankForm.ts',
});
