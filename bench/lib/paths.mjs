/** Where things are: the repository, the built packages, and the run's output folder. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** BENCH_RESULTS_DIR: another folder for a run's output, so two runs at once do not mix theirs. */
export const resultsDir = process.env.BENCH_RESULTS_DIR ?? join(root, 'bench-results');
export const logsDir = join(resultsDir, 'logs');
/** The seeded catalogues, shared by every run whatever its output folder. */
export const cacheDir = join(root, 'bench-results/cache');
export const serverEntry = join(root, 'packages/server/dist/main.js');
export const serverDist = join(root, 'packages/server/dist');
export const siteDir = join(root, 'packages/reference-site/dist');
export const widgetsDist = join(root, 'packages/widgets/dist');
export const boutiqueDir = join(root, 'examples/boutique');
