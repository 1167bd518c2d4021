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
    let failedNow = () => {};
    const failedYet = new Promise<void>((resolve) => {
      failedNow = resolve;
    });
    const client = createTestClient(testServerUrl());
    const realList = client.banners.list;
    client.banners.list = async () => {
      calls += 1;
      if (calls > 1) return realList();
      const failed = await createTestClient('http://127.0.0.1:9').banners.list();
      // The failed load has happened on real timers (happy-dom's fetch runs on them); the wait
      // before the retry is on a clock the test moves.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      failedNow();
      return failed;
    };
    try {
      renderWithClient(<HomeBanners />, client);
      await failedYet;
      // The retry's timer is set once the failure has rendered: React's turns run on setImmediate.
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      // The hero keeps its tagline while the banners are missing: no error box over the page's top.
      expect(calls).toBe(1);
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByTestId('home-banner')).toBeNull();
      // Not at once: the retry's timer ends 3000 ms after the failure, not a moment before, and
      // then the banners are asked for again.
      const pending = vi.getTimerCount();
      vi.advanceTimersByTime(BANNER_RETRY_MS - 1);
      expect(vi.getTimerCount()).toBe(pending);
      expect(calls).toBe(1);
      vi.advanceTimersByTime(1);
      expect(vi.getTimerCount()).toBe(pending - 1);
      while (calls < 2) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByTestId('home-banner')).toBeTruthy();
  });
});
