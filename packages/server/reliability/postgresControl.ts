/**
 * Stops and starts the throw-away PostgreSQL that `scripts/with-postgres.sh` runs the suite on,
 * with the same options, as an operator or a failover would: the fault suite's faults.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface PostgresControl {
  /** `pg_ctl restart`: `fast` ends every session first, `immediate` is a crash and recovery. */
  restart(mode: 'fast' | 'immediate'): void;
  stop(mode: 'fast' | 'immediate'): void;
  /** Starts it again and returns once it accepts connections. */
  start(): void;
  readonly running: boolean;
}

/** The cluster `with-postgres.sh` started, or null when the suite runs without one. */
export function postgresControl(env: NodeJS.ProcessEnv = process.env): PostgresControl | null {
  const {
    VITRINE_PG_BIN: bin,
    VITRINE_PG_DATA: data,
    VITRINE_PG_LOG: log,
    VITRINE_PG_OPTIONS: options,
  } = env;
  if (!bin || !data || !log || !options) return null;
  // initdb and pg_ctl refuse to run as root: the cluster belongs to the postgres account.
  const pgCtl = (...args: string[]) => {
    const command = [join(bin, 'pg_ctl'), '-D', data, ...args];
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? 'runuser' : (command[0] as string),
      asRoot ? ['-u', 'postgres', '--', ...command] : command.slice(1),
      {
        stdio: 'ignore',
      },
    );
  };
  return {
    restart: (mode) => pgCtl('-w', '-m', mode, '-l', log, '-o', options, 'restart'),
    stop: (mode) => pgCtl('-w', '-m', mode, 'stop'),
    start: () => pgCtl('-w', '-l', log, '-o', options, 'start'),
    get running() {
      return existsSync(join(data, 'postmaster.pid'));
    },
  };
}
