// @vitest-environment node
/** Rendering the favourites on a server does nothing a server cannot do. */
import { createVitrine } from '@vitrine/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { Favourites } from './Favourites.js';

describe('Favourites on a server', () => {
  it('renders the title and the sign-in prompt', () => {
    const client = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
    const html = renderToString(
      <VitrineProvider client={client}>
        <Favourites />
      </VitrineProvider>,
    );
    expect(html).toContain('Mes favoris');
    expect(html).toContain('Identifiez-vous pour retrouver vos favoris.');
  });
});
