/**
 * 'Ajouter un article' (checklist RO7) against the real server: a seeded seller fills the form,
 * picks photos and pieces, publishes, and the product exists; a buyer is sent to 'Mon profil';
 * the form says what is missing or wrong before anything is sent.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddedArticle, VitrineClient } from '@vitrine/sdk-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountClient, signIn, signUpFresh, until } from '../AccountMenu/AccountMenu.test.helpers.js';
import { defineVitrineElements } from '../elements/defineElements.js';
import { sharedClient } from '../elements/sharedClient.js';
import { recordingNavigation, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { Snackbars } from '../ui/Snackbars.js';
import { AddArticle } from './AddArticle.js';
import { ARTICLE_SELLER, dressCategory, pickFiles, pngFile } from './AddArticle.test.helpers.js';

const clients: VitrineClient[] = [];
afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  for (const client of clients.splice(0)) await client.auth.logout();
});

/** A client signed in as a seeded account, with a record of the calls it sends. */
async function signedIn(email: string) {
  const sent: string[] = [];
  const client = await accountClient({
    fetch: (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return fetch(input, init);
    },
  });
  await signIn(client, email);
  clients.push(client);
  return { client, sent };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const choose = (label: RegExp, value: string | number) =>
  fireEvent.change(field(label), { target: { value: String(value) } });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const photoInput = () => screen.getByLabelText('Ajouter des photos');

/** Waits for the form: its lists and the seller's currency are loaded. */
async function formReady() {
  await screen.findByLabelText(/^Marque/, {}, { timeout: 10_000 });
}

describe('AddArticle', () => {
  it('lets a seller publish an item with two photos and two pieces: told it awaits verification, not on sale yet', async () => {
    const { client } = await signedIn(ARTICLE_SELLER);
    const [genre, mere, fils] = await dressCategory(client);
    const colours = (await client.catalog.colours()).data?.data ?? [];
    const brand = (await client.catalog.brands()).data?.data[0];
    const created: AddedArticle[] = [];
    renderWithClient(
      <>
        <AddArticle onCreated={(added) => created.push(added)} />
        <Snackbars />
      </>,
      client,
    );
    await formReady();
    expect(screen.getByRole('heading', { name: 'Ajouter un article' })).toBeTruthy();
    // The price is in the seller's own currency, shown beside the field.
    expect(screen.getByTestId('price-currency').textContent).toBe('GBP');

    pickFiles(photoInput(), [pngFile('face.png'), pngFile('dos.png')]);
    expect(screen.getAllByRole('img', { name: /^Photo \d de l’article$/ })).toHaveLength(2);
    expect(screen.getByText('Photo principale')).toBeTruthy();

    choose(/^Marque/, brand?.id_marque as number);
    choose(/^Genre/, genre?.id_categorie as number);
    choose(/^Catégorie/, mere?.id_categorie as number);
    choose(/^Sous-catégorie/, fils?.id_categorie as number);
    type(/^Modèle/, 'Robe Portobello');
    type(/^Description/, 'Robe vintage en crêpe de soie, doublée, taille bien.');
    type(/^Matière/, 'Soie');
    choose(/^État/, 'occasion');
    type(/^Prix/, '1 250,50');

    // The sizes of the dresses' grid arrive once the sub-category is chosen.
    const rows = () => screen.getAllByTestId('variant-row');
    const inRow = (index: number) => within(rows()[index] as HTMLElement);
    await waitFor(() =>
      expect((inRow(0).getByLabelText(/^Taille/) as HTMLSelectElement).disabled).toBe(false),
    );
    const sizeOptions = [...(inRow(0).getByLabelText(/^Taille/) as HTMLSelectElement).options]
      .map((option) => option.value)
      .filter(Boolean);
    expect(sizeOptions.length).toBeGreaterThan(2);
    fireEvent.change(inRow(0).getByLabelText(/^Taille/), { target: { value: sizeOptions[0] } });
    fireEvent.change(inRow(0).getByLabelText(/^Couleur/), {
      target: { value: String(colours[0]?.id_couleur) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une pièce' }));
    expect(rows()).toHaveLength(2);
    fireEvent.change(inRow(1).getByLabelText(/^Taille/), { target: { value: sizeOptions[1] } });
    fireEvent.change(inRow(1).getByLabelText(/^Couleur/), {
      target: { value: String(colours[1]?.id_couleur) },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publier l’article' }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
    expect(created[0]?.categorie_slug).toBe('robes');
    expect(
      await screen.findByText(
        'Votre article est en attente de vérification : il sera en vente dès que notre équipe l’aura contrôlé.',
      ),
    ).toBeTruthy();
    // The form is empty again, ready for the next item.
    expect(field(/^Modèle/).value).toBe('');

    const product = await client.catalog.product(created[0]?.id_produit as number);
    expect(product.data?.description).toMatchObject({
      modele: 'Robe Portobello',
      etat_produit: 'occasion',
      categorie_slug: 'robes',
    });
    expect(product.data?.prix.prix).toBe(1250.5);
    expect(product.data?.vendeur.code_monnaie).toBe('GBP');
    expect(product.data?.details.image_web).toHaveLength(2);
    expect(
      product.data?.details.sous_produit.map((variant) => [String(variant.id_taille), variant.id_couleur]),
    ).toEqual([
      [sizeOptions[0], colours[0]?.id_couleur],
      [sizeOptions[1], colours[1]?.id_couleur],
    ]);
    // Not on sale before staff have verified it.
    const newest = await client.catalog.newArrivals({ limit: 5 });
    expect(newest.data?.data.map((item) => item.id_produit)).not.toContain(created[0]?.id_produit);
  });

  it("tells a buyer that selling starts with 'Mon profil', with a link to it", async () => {
    const client = await accountClient();
    await signUpFresh(client);
    clients.push(client);
    const navigation = recordingNavigation();
    renderWithClient(<AddArticle />, client, navigation);
    expect(screen.getByText('Seuls les vendeurs peuvent ajouter un article.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Marque/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Mon profil' });
    expect(link.getAttribute('href')).toBe('/fr-fr/useraccount/profil');
    fireEvent.click(link);
    expect(navigation.visited).toEqual([{ to: 'profile' }]);
  });

  it('says what is missing, per field, and sends nothing', async () => {
    const { client, sent } = await signedIn(ARTICLE_SELLER);
    renderWithClient(<AddArticle />, client);
    await formReady();
    expect((screen.getAllByTestId('variant-row')[0] as HTMLElement).textContent).toContain(
      'Choisissez d’abord la sous-catégorie.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publier l’article' }));
    for (const message of [
      'Ajoutez au moins une photo.',
      'Choisissez une marque.',
      'Choisissez une sous-catégorie.',
      'Indiquez le modèle.',
      'Décrivez l’article.',
      'Indiquez l’état de l’article.',
      'Saisissez un prix supérieur à 0.',
      'Choisissez une taille.',
      'Choisissez une couleur.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(field(/^Modèle/).getAttribute('aria-invalid')).toBe('true');
    type(/^Prix/, '12,345');
    expect(screen.getByText('Au plus 2 décimales.')).toBeTruthy();
    type(/^Prix/, '2000000');
    expect(screen.getByText('Le prix ne peut pas dépasser 1000000.')).toBeTruthy();
    type(/^Largeur/, 'large');
    expect(screen.getByText('Saisissez une mesure en cm, de 0 à 1000.')).toBeTruthy();
    expect(sent.filter((call) => call.includes('add_produit'))).toEqual([]);
  });

  it('refuses a non-image and a photo over 5 MB as they are picked; each photo can be removed', async () => {
    const { client } = await signedIn(ARTICLE_SELLER);
    renderWithClient(<AddArticle />, client);
    await formReady();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    pickFiles(photoInput(), [new File(['bonjour'], 'notes.txt', { type: 'text/plain' }), big]);
    expect(screen.getByText('« notes.txt » n’est pas une image JPEG, PNG, WebP ou GIF.')).toBeTruthy();
    expect(screen.getByText('« grande.png » dépasse 5 Mo.')).toBeTruthy();
    expect(screen.queryAllByRole('img', { name: /de l’article$/ })).toHaveLength(0);

    pickFiles(photoInput(), [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    const photos = screen.getAllByRole('img', { name: /de l’article$/ }) as HTMLImageElement[];
    expect(photos).toHaveLength(3);
    expect(photos[0]?.getAttribute('width')).toBe('104');
    expect(photos[0]?.src).toMatch(/^blob:/);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    expect(screen.getAllByRole('img', { name: /de l’article$/ })).toHaveLength(2);

    // Four at most: the fifth is refused, and the picker goes once there are four.
    pickFiles(photoInput(), [pngFile('d.png'), pngFile('e.png'), pngFile('f.png')]);
    expect(screen.getAllByRole('img', { name: /de l’article$/ })).toHaveLength(4);
    expect(screen.getByText('Au plus 4 photos.')).toBeTruthy();
    expect(screen.queryByLabelText('Ajouter des photos')).toBeNull();
  });

  it('asks a seller paid in yen for a whole price', async () => {
    const { client } = await signedIn('ginzatreasure@sellers.vitrine.dev');
    renderWithClient(<AddArticle />, client);
    await formReady();
    expect(screen.getByTestId('price-currency').textContent).toBe('JPY');
    type(/^Prix/, '12500,5');
    fireEvent.blur(field(/^Prix/));
    expect(screen.getByText('En JPY, le prix est un nombre entier.')).toBeTruthy();
  });
});

describe('<vitrine-account view="add-article">', () => {
  it('shows the form in its shadow root, the menu entry marked current', async () => {
    defineVitrineElements();
    const client = sharedClient(testServerUrl());
    const login = await client.auth.login(ARTICLE_SELLER, 'Vitrine-demo-2026');
    if (login.error) throw login.error;
    clients.push(client);
    document.body.innerHTML = `<vitrine-account api-base="${testServerUrl()}" country="FR" lang="fr" view="add-article"></vitrine-account>`;
    const element = document.querySelector('vitrine-account') as HTMLElement;
    const inside = within(element.shadowRoot as unknown as HTMLElement);
    await until(() => inside.queryByLabelText(/^Marque/));
    expect(inside.getByRole('heading', { name: 'Ajouter un article' })).toBeTruthy();
    const entries = inside.getAllByRole('link', { name: 'Ajouter un article', hidden: true });
    expect(entries.some((entry) => entry.getAttribute('aria-current') === 'page')).toBe(true);
    await act(async () => {});
  });
});
