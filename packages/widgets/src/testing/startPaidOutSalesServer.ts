/**
 * Starts paidOutSalesServer.ts in a Node process of its own and answers once it is ready: the
 * URL, the demo seller's sale paid to the bank and the one whose payout is under way.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PaidOutSale {
  id_commande: number;
  price: number;
  currency: string;
}

export interface PaidOutSalesServer {
  url: string;
  paid: PaidOutSale;
  underWay: PaidOutSale;
  stop(): Promise<void>;
}

export async function startPaidOutSalesServer(): Promise<PaidOutSalesServer> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@vitrine/source',
      '--import',
      'tsx',
      join(dirname(fileURLToPath(import.meta.url)), 'paidOutSalesServer.ts'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const started = await new Promise<Omit<PaidOutSalesServer, 'stop'>>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PAYOUTS_SERVER (\{.*\})\n/.exec(output);
      if (match) resolve(JSON.parse(match[1] as string));
    });
    child.once('exit', (code) => reject(new Error(`The payouts server exited early (code ${code})`)));
  });
  return {
    ...started,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
