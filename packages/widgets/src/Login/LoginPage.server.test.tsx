// @vitest-environment node
/** Rendering the login page on a server does nothing a server cannot do, and shows both forms. */
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../testing/renderOnServer.js';
import { LoginPage } from './LoginPage.js';

describe('LoginPage on a server', () => {
  it('renders the tabs and both forms, the sign-up tab selected when registering', () => {
    const html = renderOnServer(<LoginPage register />);
    expect(html).toContain('Déjà client');
    expect(html).toContain('Créer mon compte');
    expect(html).toMatch(/aria-selected="true"[^>]*>Créer un compte</);
  });
});
