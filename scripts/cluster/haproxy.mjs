/**
 * HAProxy (Debian's package) in front of several Vitrine processes: requests go round-robin to
 * the processes whose /api/health answers, a process that stops answering is taken out within
 * about a second and taken back within half a second of answering again, and a GET that found its
 * process gone, or its database away (503), is retried on another.
 *
 * The check is liveness, not /api/ready: when the database goes away it goes away for every
 * process, and taking them all out only changes who says 503 — while the moment every process
 * is marked down closes the connections of GETs being retried. A process whose database alone
 * is away still has its GETs answered by another, through the retry on 503. socket.io's
 * WebSocket needs no stickiness (events reach every process through PostgreSQL); its polling
 * fallback does, so /socket.io/ goes by client address.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess, waitForUrl } from '../../bench/lib/processes.mjs';

/** The HAProxy binary, installed from Debian's packages when missing; null when it cannot be. */
export function haproxyBinary() {
  const found = () => spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found()) return found();
  spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq haproxy'], { stdio: 'ignore' });
  return found() || null;
}

/**
 * The configuration for `port` on loopback in front of `servers` (ports on loopback).
 * @param {{ port: number, servers: number[] }} options
 */
export function haproxyConfig({ port, servers }) {
  const lines = (prefix) =>
    servers
      .map((serverPort, index) => `  server ${prefix}${index + 1} 127.0.0.1:${serverPort} check`)
      .join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket stays open as long as the page does.
  timeout tunnel 1h
  option forwardfor
  # A request whose process is gone, or closing (503), goes to another one; only GET and HEAD
  # are sent again once a process may have seen them.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout 503
  # No process alive: said as a process says it when its database is away, so clients retry.
  http-error status 503 content-type application/json hdr retry-after 2 string '{"error":"The service is briefly unavailable. Please try again in a moment."}'
  # A process is asked twice a second and must answer within 400 ms (/api/health reads nothing):
  # a frozen or stuck one is out after two misses, about a second. A process that is out is
  # asked as often, and one good answer takes it back: a restarted process serves again at once.
  timeout check 400ms
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 1

frontend web
  bind 127.0.0.1:${port}
  acl live path_beg /socket.io/
  use_backend live if live
  default_backend app

backend app
  balance roundrobin
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  # An API read answers in milliseconds, even with the processes saturated: one that waits
  # 750 ms is on a stuck process, and is asked again of another (retry-on response-timeout), so
  # a read caught by a freeze still answers within a second. Pages keep the long timeout: a
  # server render may take up to 3 s, a user's data export reads all they have done, and a
  # write is never sent twice.
  acl export path /api/web/account/export
  http-request set-timeout server 750ms if METH_GET { path_beg /api/ } !export
  option httpchk GET /api/health
  http-check expect status 200
${lines('app')}

backend live
  balance source
  hash-type consistent
  option httpchk GET /api/health
  http-check expect status 200
${lines('live')}
`;
}

/**
 * Starts HAProxy with that configuration; resolves once it listens.
 * @param {{ port: number, servers: number[] }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startHaproxy(options) {
  const binary = haproxyBinary();
  if (!binary) throw new Error('HAProxy is not installed and could not be (apt-get install haproxy).');
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refuses its configuration:\n${check.stderr}`);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4_000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitForUrl(`${url}/api/health`, { child, timeoutMs: 10_000 }).catch((error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${errors}`);
  });
  return {
    url,
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
