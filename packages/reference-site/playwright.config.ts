/**
 * Browser journeys against the built site served by `npm start` on a fresh data folder, in
 * Debian's Chromium (Playwright's own browser download is not available here).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { outboxFolder } from './e2e/mailbox.js';

const PORT = Number(process.env.E2E_PORT ?? 8797);
/**
 * Where the server writes its e-mails (no SMTP here), read by the journeys (e2e/mailbox.ts). Named
 * by the port rather than made at random: this file is evaluated by the runner and again by each
 * worker, and all must name the same folder. Journeys mail unique addresses, so e-mails an earlier
 * run left there never count.
 */
const OUTBOX_DIR = outboxFolder(tmpdir(), PORT);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  metadata: { outboxDir: OUTBOX_DIR },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrine-e2e-')),
      OUTBOX_DIR,
      LOG_LEVEL: 'warn',
      // The order journey moves time (POST /api/test-clock/advance); never set outside tests.
      TEST_CLOCK: 'on',
      // Every journey signs up and in from this one address: the limits of a real site would stop them.
      RATE_LIMIT_SIGNUPS: '1000000',
      RATE_LIMIT_SIGNINS: '1000000',
      RATE_LIMIT_UPLOADS: '1000000',
    },
  },
});
