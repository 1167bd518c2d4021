/**
 * The Vitrine service as `npm start` runs it (scripts/start.mjs: the built server with the built
 * site) but with NODE_ENV=production, as a deployment sets it (docs/deploy.md): the check of every
 * answer against the contract is for development, not part of what a shopper waits for. On
 * loopback, on a data folder or a PostgreSQL of the benchmark's choosing.
 */
import { join } from 'node:path';
import { freePort } from './freePort.mjs';
import { logsDir, serverEntry, siteDir } from './paths.mjs';
import { startProcess, stopProcess, waitForUrl } from './processes.mjs';

/**
 * @param {object} options
 * @param {string} options.name  names the log file
 * @param {string} options.dataDir  PGlite folder (or `memory://`); ignored with `databaseUrl`
 * @param {number} options.products  SEED_PRODUCTS: the catalogue seeded into an empty database
 * @param {string} [options.databaseUrl]  PostgreSQL instead of PGlite
 * @param {Record<string, string>} [options.env]  more environment, e.g. `{ ANSWER_CACHE: 'off' }`
 */
export async function startVitrine({ name, dataDir, products, databaseUrl, env: extraEnv = {} }) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    SITE_DIR: siteDir,
    NODE_ENV: 'production',
    // The mix's writes come from one shopper standing in for many: one account's limits would stop it.
    RATE_LIMIT_LIKES_SENT: '1000000',
    RATE_LIMIT_LIKES_RECEIVED: '1000000',
    ...extraEnv,
  };
  // The PGlite runs must not pick up a DATABASE_URL the benchmark was started with.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const logFile = join(logsDir, `${name}.log`);
  const child = startProcess(process.execPath, [serverEntry], { env, logFile });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitForUrl(`${url}/api/health`, { child, timeoutMs: 300_000, logFile }).catch(
    async (error) => {
      await stopProcess(child);
      throw error;
    },
  );
  return { url, pid: child.pid, startMs, logFile, stop: () => stopProcess(child) };
}
