/**
 * Test helpers: a real server, a real SDK client talking to it, and a render wrapped in the
 * provider. Nothing is mocked; navigation is recorded instead of followed.
 */
import { render } from '@testing-library/react';
import {
  createI18n,
  createMemoryStorage,
  createVitrine,
  type Destination,
  pathFor,
  texts,
  type VitrineClient,
} from '@vitrine/sdk-core';
import type { ReactElement } from 'react';
import { inject } from 'vitest';
import './providedContext.js';
import { type Navigation, VitrineProvider } from '../provider.js';

/** The URL of the test server the global setup started (see serverProcessSetup.ts). */
export function testServerUrl(): string {
  return inject('vitrineServerUrl');
}

export function createTestClient(
  baseUrl: string,
  language: 'fr' | 'en' | 'it' | 'jp' | 'ru' = 'fr',
): VitrineClient {
  // Every language's texts at once (an app fetches them when needed): a test renders in its language at once.
  return createVitrine({
    baseUrl,
    storage: createMemoryStorage(),
    language,
    i18n: createI18n(language, texts),
  });
}

/** A navigation that records where the widgets asked to go. */
export function recordingNavigation(): Navigation & { visited: Destination[] } {
  const visited: Destination[] = [];
  return {
    visited,
    href: (destination) => pathFor(destination, { country: 'FR', language: 'fr' }),
    navigate: (destination) => {
      visited.push(destination);
      return true;
    },
  };
}

export function renderWithClient(
  ui: ReactElement,
  client: VitrineClient,
  navigation: Navigation = recordingNavigation(),
) {
  return render(
    <VitrineProvider client={client} navigation={navigation}>
      {ui}
    </VitrineProvider>,
  );
}
