import { unbundledLibrary } from '../../tsup.unbundled.js';

export default unbundledLibrary({ index: 'src/index.ts' });
