// @vitest-environment node
/** Rendering 'Mes produits' on a server does nothing a server cannot do. */
import { createVitrine } from '@vitrine/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { MyProducts } from './MyProducts.js';

function render(role: 'user' | 'kim' | null): string {
  const client = createVitrine({ baseUrl: 'http://127.0.0.1:9', storage: null });
  if (role) {
    client.store.setState({
      user: {
        id_user: 1,
        role,
        email: 'lea@example.test',
        image_link_profile: null,
        status: 'Welcome Léa',
        token: 't',
        pseudo: 'Lea',
      },
    });
  }
  return renderToString(
    <VitrineProvider client={client}>
      <MyProducts />
    </VitrineProvider>,
  );
}

describe('MyProducts on a server', () => {
  it('asks a visitor to sign in, and a buyer to finish Mon profil', () => {
    expect(render(null)).toContain('Identifiez-vous pour accéder à votre compte.');
    expect(render('user')).toContain('Mon profil');
  });

  it('renders the title, loading, for a seller', () => {
    const html = render('kim');
    expect(html).toContain('Mes produits');
    expect(html).toContain('Chargement');
  });
});
