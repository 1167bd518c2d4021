/**
 * Child processes of the benchmark: servers under test, the ceiling server, static pages. Each
 * is stopped by its own pid, and waited for, so a run leaves nothing behind.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Children still running: an interrupted benchmark ends them rather than leaving servers behind. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `command` with its output sent to `logFile` (kept for a failed run). */
export function startProcess(command, args, { env = process.env, cwd, logFile } = {}) {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Resolves once `url` answers 200; rejects when the process ends first or `timeoutMs` passes. */
export async function waitForUrl(url, { child, timeoutMs = 120_000, logFile } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) {
      throw new Error(`The process for ${url} exited with ${child.exitCode} (log: ${logFile})`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (log: ${logFile})`);
}

/** Stops a child by its pid: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopProcess(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
