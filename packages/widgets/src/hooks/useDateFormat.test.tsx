/**
 * Dates are written the reader's way: English in Britain is not English in the United States,
 * and the country comes from the page's locale, as the amounts' does.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { createTestClient, recordingNavigation, testServerUrl } from '../testing/renderWithClient.js';
import { useDateFormat } from './useDateFormat.js';

afterEach(cleanup);

function Written({ value, style }: { value: string; style?: 'date' | 'dateTime' }) {
  return <p>{useDateFormat(style)(value)}</p>;
}

async function writtenIn(country: string, language: 'en' | 'fr' | 'jp', value: string) {
  const client = createTestClient(testServerUrl(), language);
  const chosen = await client.setLocale({ country, language });
  expect(chosen.error).toBeUndefined();
  render(
    <VitrineProvider client={client} navigation={recordingNavigation()}>
      <Written value={value} />
    </VitrineProvider>,
  );
  const text = (await screen.findByRole('paragraph')).textContent;
  cleanup();
  return text;
}

describe('useDateFormat', () => {
  it('writes a date as the country of the page does: 28 November 2026 in Britain, November 28, 2026 in the United States', async () => {
    expect(await writtenIn('GB', 'en', '2026-11-28')).toBe('28 November 2026');
    expect(await writtenIn('US', 'en', '2026-11-28')).toBe('November 28, 2026');
    expect(await writtenIn('FR', 'fr', '2026-11-28')).toBe('28 novembre 2026');
    expect(await writtenIn('JP', 'jp', '2026-11-28')).toBe('2026年11月28日');
  });
});
