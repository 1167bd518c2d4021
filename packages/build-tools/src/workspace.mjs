/**
 * The workspace's folders, found from this package's place in it (packages/build-tools/src): the
 * tools read other packages' sources and build outputs, which no package exports.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packagesFolder = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const repositoryRoot = join(packagesFolder, '..');
export const widgetsRoot = join(packagesFolder, 'widgets');
