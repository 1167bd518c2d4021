/** Where things are: the repository, the built packages, and the run's output folder. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = join(root, 'bench-results');
export const logsDir = join(resultsDir, 'logs');
export const cacheDir = join(resultsDir, 'cache');
export const serverEntry = join(root, 'packages/server/dist/main.js');
export const serverDist = join(root, 'packages/server/dist');
export const siteDir = join(root, 'packages/reference-site/dist');
export const widgetsDist = join(root, 'packages/widgets/dist');
export const boutiqueDir = join(root, 'examples/boutique');
