import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { BANNER_RETRY_MS, HomeBanners } from './HomeBanners.js';

afterEach(cleanup);

describe('HomeBanners', () => {
  it('rotates the banners of the current language, and lets the visitor pick one', async () => {
    const client = createTestClient(testServerUrl(), 'en');
    renderWithClient(<HomeBanners intervalMs={80} />, client);
    const first = (await screen.findByTestId('home-banner')).textContent;
    await waitFor(() => expect(screen.getByTestId('home-banner').textContent).not.toBe(first));
    act(() => screen.getByRole('button', { name: '1 / 3' }).click());
    expect(screen.getByTestId('home-banner').textContent).toBe(first);
    expect(screen.getByRole('button', { name: '1 / 3' }).getAttribute('aria-current')).toBe('true');
  });

  it(`loads the banners again ${BANNER_RETRY_MS} ms after a failure`, async () => {
    let calls = 0;
    let failedAt = 0;
    let retriedAt = 0;
    const client = createTestClient(testServerUrl());
    const realList = client.banners.list;
    client.banners.list = async () => {
      calls += 1;
      if (calls > 1) {
        retriedAt = performance.now();
        return realList();
      }
      const failed = await createTestClient('http://127.0.0.1:9').banners.list();
      failedAt = performance.now();
      return failed;
    };
    renderWithClient(<HomeBanners />, client);
    // The hero keeps its tagline while the banners are missing: no error box over the page's top.
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('home-banner')).toBeNull();
    // Real time: happy-dom's fetch runs on the timers a fake clock would stop.
    expect(await screen.findByTestId('home-banner', {}, { timeout: BANNER_RETRY_MS + 2000 })).toBeTruthy();
    expect(calls).toBe(2);
    // Not at once: the retry waits its 3000 ms after the failure (and no more than the wait above).
    expect(retriedAt - failedAt).toBeGreaterThanOrEqual(BANNER_RETRY_MS - 50);
  });
});
