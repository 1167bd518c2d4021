/**
 * Browser journeys against the built site served by `npm start` on a fresh data folder, in
 * Debian's Chromium (Playwright's own browser download is not available here).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8797);
/** Where the server writes its e-mails (no SMTP here): journeys read links from them (e2e/outbox.ts). */
export const E2E_OUTBOX_DIR = join(tmpdir(), `vitrine-e2e-outbox-${PORT}`);
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
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: E2E_OUTBOX_DIR,
      // The order journey moves time (POST /api/test-clock/advance); never set outside tests.
      TEST_CLOCK: 'on',
      // Every journey signs up and in from this one address: the limits of a real site would stop them.
      RATE_LIMIT_SIGNUPS: '1000000',
      RATE_LIMIT_SIGNINS: '1000000',
      RATE_LIMIT_UPLOADS: '1000000',
    },
  },
});
