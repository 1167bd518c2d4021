/**
 * Vitest global setup for DOM test projects (widgets, site): the real server runs in a child
 * process — in Node, not in happy-dom — and its URL reaches the tests through `inject('vitrineServerUrl')`.
 * Like `globalSetup.ts`, it imports no workspace package (vitest-dev/vitest#9429).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test server of `serverProcessSetup.ts` listens; read it with `inject('vitrineServerUrl')`. */
    vitrineServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=@vitrine/source',
      '--import',
      'tsx',
      fileURLToPath(new URL('./serveForTests.ts', import.meta.url)),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /VITRINE_TEST_SERVER (\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`The test server exited early (code ${code})`)));
  });
  project.provide('vitrineServerUrl', url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
