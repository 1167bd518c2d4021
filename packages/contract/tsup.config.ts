import { unbundledLibrary } from '../../tsup.unbundled.js';

// The bank details' check is a subpath of its own: it carries every country's IBAN format
// (ibantools), which only the code that takes bank details should load.
export default unbundledLibrary({ index: 'src/index.ts', bankAccountCheck: 'src/bankAccountCheck.ts' });
