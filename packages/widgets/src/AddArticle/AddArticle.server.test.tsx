// @vitest-environment node
/** Rendering the article form on a server does nothing a server cannot do. */
import { createVitrine } from '@vitrine/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VitrineProvider } from '../provider.js';
import { AddArticle } from './AddArticle.js';

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
      <AddArticle />
    </VitrineProvider>,
  );
}

describe('AddArticle on a server', () => {
  it('asks a visitor to sign in, and a buyer to finish Mon profil', () => {
    expect(render(null)).toContain('Identifiez-vous pour accéder à votre compte.');
    const buyer = render('user');
    expect(buyer).toContain('Seuls les vendeurs peuvent ajouter un article.');
    expect(buyer).toContain('Mon profil');
  });

  it('renders the title, loading, for a seller', () => {
    const html = render('kim');
    expect(html).toContain('Ajouter un article');
    expect(html).toContain('Chargement');
  });
});
