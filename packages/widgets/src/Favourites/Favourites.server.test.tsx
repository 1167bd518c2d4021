// @vitest-environment node
/** Rendering the favourites on a server does nothing a server cannot do. */
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../testing/renderOnServer.js';
import { Favourites } from './Favourites.js';

describe('Favourites on a server', () => {
  it('renders the title and the sign-in prompt', () => {
    const html = renderOnServer(<Favourites />);
    expect(html).toContain('Mes favoris');
    expect(html).toContain('Identifiez-vous pour retrouver vos favoris.');
  });
});
