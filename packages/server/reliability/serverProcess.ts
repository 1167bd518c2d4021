/**
 * Real server processes for the reliability suite: `src/main.ts` run by Node as `npm start` runs
 * it, on a loopback port, with its own PGlite data folder. A process can be stopped the polite
 * way (SIGTERM: the server closes its database) or killed (SIGKILL: nothing runs after it).
 *
 * Only Node's built-ins are imported here: the global setup uses this file too, and Vitest
 * resolves a global setup's imports without the workspace's source condition.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: `--import tsx` and the source condition resolve from there. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** Products in the reliability catalogue: enough items to buy, quick to seed. */
export const RELIABILITY_PRODUCTS = 60;

/** A free TCP port on the loopback interface (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A new temporary folder; `template` (a stopped server's data folder) is copied into it. */
export function freshDataDir(template?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-reliability-'));
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface ServerProcessOptions {
  dataDir: string;
  /** @default a free port */
  port?: number;
  /** Added to the server's environment (RESERVATION_TTL_SECONDS, SWEEP_INTERVAL_MS…). */
  env?: Record<string, string>;
  /** How long the first answer of /api/health may take. @default 120 s (a first start seeds) */
  startTimeoutMs?: number;
  /** Called with the last lines the server wrote each time it writes, from its first line on. */
  onOutput?: (tail: string) => void;
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly pid: number;
  /** The last lines the server wrote (warnings, errors), for failure messages. */
  output(): string;
  /** Sends `signal` and waits for the process to end; answers its exit code or signal. */
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<string>;
  /** SIGTERM and wait: the server closes its database cleanly. Fails if it does not exit with 0. */
  stop(): Promise<void>;
  readonly exited: boolean;
}

/** The environment of a server process: the caller's, less what would point it elsewhere. */
function serverEnv(options: ServerProcessOptions, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SITE_DIR', 'MEDIA_DIR', 'STRIPE_SECRET_KEY', 'VITRINE_TEST_DUMP']) {
    delete env[name];
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: String(RELIABILITY_PRODUCTS),
    // The suite's clients all come from loopback: only the limits check sets real limits.
    RATE_LIMIT_SIGNUPS: '1000000',
    RATE_LIMIT_SIGNINS: '1000000',
    RATE_LIMIT_UPLOADS: '1000000',
    RATE_LIMIT_MESSAGES_SENT: '1000000',
    RATE_LIMIT_MESSAGES_RECEIVED: '1000000',
    RATE_LIMIT_LIKES_SENT: '1000000',
    RATE_LIMIT_LIKES_RECEIVED: '1000000',
    HOLD_MAX_ITEMS: '1000',
    HOLD_MAX_CHECKOUTS: '1000000',
    ...options.env,
  };
}

/** Polls GET /api/health until it answers 200, the process dies, or the time is up. */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited before answering (${child.exitCode ?? child.signalCode}):\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/** How a server process is started: by this module, or by a supervisor (the fault suite). */
export function serverCommand(options: ServerProcessOptions, port: number) {
  return {
    command: process.execPath,
    args: ['--conditions=@vitrine/source', '--import', 'tsx', MAIN],
    cwd: REPO_ROOT,
    env: serverEnv(options, port),
  };
}

/** Starts `src/main.ts` in its own process and resolves once /api/health answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const { command, args, cwd, env } = serverCommand(options, port);
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8_000);
    options.onOutput?.(tail);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? String(code)));
  });
  const output = () => tail;
  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 120_000, output);
  } catch (error) {
    child.kill('SIGKILL');
    await ended;
    throw error;
  }

  const kill = async (signal: 'SIGKILL' | 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return ended;
  };
  return {
    url,
    port,
    dataDir: options.dataDir,
    pid: child.pid as number,
    output,
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
    kill,
    async stop() {
      const how = await kill('SIGTERM');
      if (how !== '0') throw new Error(`The server did not stop cleanly (${how}):\n${tail}`);
    },
  };
}
