// @vitest-environment node
/** Rendering 'Mes produits' on a server does nothing a server cannot do. */
import { describe, expect, it } from 'vitest';
import { renderOnServer, type ServerRenderRole } from '../testing/renderOnServer.js';
import { MyProducts } from './MyProducts.js';

const render = (role: ServerRenderRole) => renderOnServer(<MyProducts />, role);

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
