// @vitest-environment node
/** Rendering the article form on a server does nothing a server cannot do. */
import { describe, expect, it } from 'vitest';
import { renderOnServer, type ServerRenderRole } from '../testing/renderOnServer.js';
import { AddArticle } from './AddArticle.js';

const render = (role: ServerRenderRole) => renderOnServer(<AddArticle />, role);

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
