/**
 * 'Mes recherches enregistrées' against the real server: the shopper's saved searches, each
 * forgotten by its own button, and their alerts (none yet for a new shopper).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createSavedSearches } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, signUpFresh } from '../AccountMenu/AccountMenu.test.helpers.js';
import { renderWithClient } from '../testing/renderWithClient.js';
import { SavedSearches } from './SavedSearchesOnDemand.js';

afterEach(cleanup);

describe('SavedSearches', () => {
  it('lists the shopper’s saved searches, newest first, and forgets one on its button', async () => {
    const client = await accountClient();
    await signUpFresh(client);
    const area = createSavedSearches(client);
    const kelly = (await area.save({ q: 'kelly', etat: 'occasion' })).data;
    await area.save({ id_marque: 1 });
    renderWithClient(<SavedSearches />, client);
    expect(await screen.findByRole('heading', { name: 'Mes recherches enregistrées' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Filtres seuls',
      'kelly · Occasion',
    ]);
    expect(await screen.findByText('Aucune alerte pour l’instant.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Oublier la recherche « kelly »' }));
    await waitFor(() => expect(screen.queryByText('kelly · Occasion')).toBeNull());
    expect((await area.list()).data?.map((search) => search.id_recherche)).not.toContain(kelly?.id_recherche);
  });
});
