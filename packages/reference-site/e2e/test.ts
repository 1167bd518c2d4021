/**
 * Playwright's `test` for the journeys: every page, in every browser context a journey opens,
 * waits after each full load until the site has hydrated it. A page the server rendered shows
 * its content before its script has run, and a click in that moment does nothing, as it would
 * for a shopper; the journeys act as a shopper does once the page responds.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Set on `<html>` by the site once its controls work (src/pageSnapshot.ts). */
const INTERACTIVE = 'html[data-interactive]';

/** Waits when the load was a page of the site (not a partner's page, nor a file or an answer). */
async function untilInteractive(page: Page, response: Response | null): Promise<void> {
  const site = base.info().project.use.baseURL;
  const type = response?.headers()['content-type'] ?? '';
  if (!response || !site || !type.startsWith('text/html')) return;
  if (new URL(response.url()).origin !== new URL(site).origin) return;
  await page.waitForSelector(INTERACTIVE, { state: 'attached' });
}

function waitAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilInteractive(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilInteractive(page, response);
    return response;
  };
}

export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without script, what the server sent is all there is.
        if (options?.javaScriptEnabled !== false) context.on('page', waitAfterLoads);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
