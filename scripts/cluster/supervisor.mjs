/**
 * Supervisor (Debian's `supervisor` package) keeping Vitrine's server processes running: a process
 * that exits for any reason — a crash, an out-of-memory kill, SIGKILL — is started again at once
 * on the same port, so the balancer takes it back at its next check. Production does the same
 * with systemd (docs/deploy.md); this is that, on one machine, for `npm run cluster` and the
 * fault suite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from '../../bench/lib/processes.mjs';

/** supervisord, installed from Debian's packages when missing; null when it cannot be. */
export function supervisorBinary() {
  const found = () => spawnSync('sh', ['-c', 'command -v supervisord'], { encoding: 'utf8' }).stdout.trim();
  if (found()) return found();
  spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq supervisor'], { stdio: 'ignore' });
  return found() || null;
}

/** A value of supervisord's `environment=`: quoted, with its quotes and percent signs escaped. */
const quoted = (value) => `"${String(value).replaceAll('%', '%%').replaceAll('"', '\\"')}"`;

/**
 * The configuration: supervisord in the foreground, its control socket in `dir`, and one program
 * per process, restarted whenever it exits, stopped with SIGTERM (the server's clean shutdown)
 * and given 15 s for it.
 * @param {{ dir: string, programs: { name: string, command: string, args: string[], cwd: string, env: Record<string, string>, autostart?: boolean }[] }} options
 */
export function supervisorConfig({ dir, programs }) {
  const sections = programs.map(
    (program) => `[program:${program.name}]
command=${[program.command, ...program.args].join(' ')}
directory=${program.cwd}
environment=${Object.entries(program.env)
      .map(([key, value]) => `${key}=${quoted(value)}`)
      .join(',')}
autostart=${program.autostart ?? true}
autorestart=true
startsecs=0
startretries=100
stopsignal=TERM
stopwaitsecs=15
stopasgroup=true
killasgroup=true
redirect_stderr=true
stdout_logfile=${join(dir, `${program.name}.log`)}
`,
  );
  return `[supervisord]
nodaemon=true
logfile=${join(dir, 'supervisord.log')}
pidfile=${join(dir, 'supervisord.pid')}
childlogdir=${dir}

[unix_http_server]
file=${join(dir, 'supervisor.sock')}

[rpcinterface:supervisor]
supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface

[supervisorctl]
serverurl=unix://${join(dir, 'supervisor.sock')}

${sections.join('\n')}`;
}

/**
 * Starts supervisord with these programs (those with `autostart: false` wait for `start(name)`);
 * `pidOf(name)` answers a program's current pid (0 while it is not running), `stop()` stops
 * every program cleanly and supervisord with them. Every
 * program has supervisord's environment (`env`, else this process's) and its own `env` on top.
 * @param {{ env?: NodeJS.ProcessEnv, programs: { name: string, command: string, args: string[], cwd: string, env: Record<string, string>, autostart?: boolean }[] }} options
 */
export async function startSupervised({ env = process.env, programs }) {
  const binary = supervisorBinary();
  if (!binary) throw new Error('Supervisor is not installed and could not be (apt-get install supervisor).');
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-supervisor-'));
  const file = join(dir, 'supervisord.conf');
  writeFileSync(file, supervisorConfig({ dir, programs }));
  const child = spawn(binary, ['-c', file], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4_000);
  });
  const control = (...args) =>
    spawnSync('supervisorctl', ['-c', file, ...args], { encoding: 'utf8' }).stdout.trim();
  return {
    dir,
    pidOf: (name) => Number(control('pid', name)) || 0,
    start: (name) => control('start', name),
    /** The program's log, for failure messages. */
    output: () => errors,
    async stop() {
      // supervisord stops its programs (SIGTERM, then SIGKILL after stopwaitsecs) as it ends.
      await stopProcess(child, 30_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
