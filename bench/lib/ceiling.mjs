/** Starts the ceiling server (ceilingServer.mjs) in its own process, as the real server runs. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.mjs';
import { logsDir, resultsDir } from './paths.mjs';
import { startProcess, stopProcess, waitForUrl } from './processes.mjs';

/** @param {Map<string, { contentType: string, body: Buffer }>} answers by path and query */
export async function startCeiling(answers) {
  const file = join(resultsDir, 'ceiling-bodies.json');
  const json = {};
  for (const [url, answer] of answers)
    json[url] = { contentType: answer.contentType, body: answer.body.toString('base64') };
  writeFileSync(file, JSON.stringify(json));
  const port = await freePort();
  const logFile = join(logsDir, 'ceiling.log');
  const script = fileURLToPath(new URL('./ceilingServer.mjs', import.meta.url));
  const child = startProcess(process.execPath, [script, file, String(port)], { logFile });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, { child, timeoutMs: 30_000, logFile });
  return { url, stop: () => stopProcess(child) };
}
