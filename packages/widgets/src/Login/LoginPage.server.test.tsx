// @vitest-environment node
/** Rendering the login page on a server does nothing a server cannot do, and shows both forms. */
import { createVitrine } from '@vitrine/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { LoginPage } from './LoginPage.js';

describe('LoginPage on a server', () => {
  it('renders the tabs and both forms, the sign-up tab selected when registering', () => {
    const client = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
    const html = renderToString(
      <VitrineProvider client={client}>
        <LoginPage register />
      </VitrineProvider>,
    );
    expect(html).toContain('Déjà client');
    expect(html).toContain('Créer mon compte');
    expect(html).toMatch(/aria-selected="true"[^>]*>Créer un compte</);
  });
});
