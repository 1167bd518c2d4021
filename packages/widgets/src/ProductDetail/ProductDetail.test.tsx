/**
 * The product page against the real server: photos, price, the size rules of spec §4 (T24–T27),
 * adding to the cart, the seller, the panels and 'Vous allez aimer'. Items come from the seller
 * the catalogue tests own (see ProductDetail.test.helpers.ts).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type CartLine,
  createI18n,
  type ProductDetail as ProductDetailData,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Navigation } from '../provider.js';
import {
  createTestClient,
  recordingNavigation,
  renderWithClient,
  testServerUrl,
} from '../testing/renderWithClient.js';
import { Snackbars } from '../ui/Snackbars.js';
import { ProductDetail, type ProductDetailProps } from './ProductDetail.js';
import {
  availableVariant,
  buyVariant,
  freshBuyer,
  itemWithSoldSizeInTwoColours,
  lastSingleItem,
  sellerDetails,
} from './ProductDetail.test.helpers.js';
import { sizeLabel } from './VariantPicker.js';

const french = createI18n('fr');
/** A size's radio name on a French page ('Taille unique' for one size). */
const frenchSizeLabel = (variant: Parameters<typeof sizeLabel>[0]) =>
  sizeLabel(variant, (key) => french.t(key));

afterEach(cleanup);

let details: ProductDetailData[];
let twoColours: ProductDetailData;

async function frenchVisitor(): Promise<VitrineClient> {
  const client = createTestClient(testServerUrl());
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

beforeAll(async () => {
  details = await sellerDetails(await frenchVisitor());
  twoColours = itemWithSoldSizeInTwoColours(details);
});

const nameOf = (detail: ProductDetailData) => `${detail.description.marque} ${detail.description.modele}`;

async function show(
  detail: ProductDetailData,
  {
    client,
    navigation = recordingNavigation(),
    ...props
  }: { client?: VitrineClient; navigation?: Navigation } & Partial<ProductDetailProps> = {},
) {
  const used = client ?? (await frenchVisitor());
  renderWithClient(
    <>
      <ProductDetail productId={detail.description.id_produit} {...props} />
      <Snackbars />
    </>,
    used,
    navigation,
  );
  await screen.findByRole('heading', { level: 1, name: nameOf(detail) });
  return { client: used, navigation };
}

const sizes = () => within(screen.getByTestId('size-choices')).getAllByRole('radio') as HTMLInputElement[];
const sizeRadio = (label: RegExp) =>
  within(screen.getByTestId('size-choices')).getByRole('radio', { name: label });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addButton = () => screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement;

describe('ProductDetail', () => {
  it("outlines the page from the product's name down, skipping no heading level", async () => {
    await show(twoColours);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    // The description, shipping and comments sections sit right under the name.
    for (const section of ['Description', 'Expédition', 'Commentaires'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] as number) + 1);
  });

  it('shows the photos in a carousel usable with buttons, arrow keys and thumbnails, and full screen', async () => {
    await show(twoColours);
    const name = nameOf(twoColours);
    const count = twoColours.details.image_web.length;
    const carousel = screen.getByRole('region', { name: `Photos de ${name}` });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const photo = (index: number) =>
      within(carousel).getByRole('img', { name: `${name}, photo ${index} sur ${count}` });
    expect(photo(1).getAttribute('width')).toBe('800');
    fireEvent.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(photo(2)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Photo suivante' }), { key: 'ArrowLeft' });
    expect(photo(1)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Afficher la photo ${count}` }));
    expect(photo(count)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo' }));
    const viewer = await screen.findByRole('dialog', { name });
    expect(within(viewer).getByRole('img', { name: `${name}, photo ${count} sur ${count}` })).toBeTruthy();
    fireEvent.keyDown(within(viewer).getByRole('button', { name: 'Photo suivante' }), { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: `${name}, photo 1 sur ${count}` })).toBeTruthy();
    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the chosen colour's photos first, from its first, when its colour is chosen", async () => {
    const { client } = await show(twoColours);
    const name = nameOf(twoColours);
    const photos = twoColours.details.image_web;
    const count = photos.length;
    const firstPhotoOf = (colour: number) => photos.find((photo) => photo.id_couleur === colour)?.link_image;
    const [first, second] = twoColours.distinct_couleur;
    // The seeded item is photographed in each of its colours.
    expect(firstPhotoOf(second!.id_coul)).toBeTruthy();
    expect(firstPhotoOf(second!.id_coul)).not.toBe(firstPhotoOf(first!.id_coul));
    const shown = () =>
      screen.getByRole('img', { name: `${name}, photo 1 sur ${count}` }).getAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: 'Photo suivante' }));
    fireEvent.click(screen.getByRole('radio', { name: second!.nom_couleur }));
    expect(shown()).toBe(client.mediaUrl(firstPhotoOf(second!.id_coul) as string));
    fireEvent.click(screen.getByRole('radio', { name: first!.nom_couleur }));
    expect(shown()).toBe(client.mediaUrl(firstPhotoOf(first!.id_coul) as string));
  });

  it('shows the photos of the colour of a size chosen among every colour', async () => {
    const { client } = await show(twoColours);
    const name = nameOf(twoColours);
    const photos = twoColours.details.image_web;
    // The colour whose photos the seller put after the other's.
    const second = twoColours.distinct_couleur.find((colour) => colour.id_coul !== photos[0]?.id_couleur);
    const variant = availableVariant(twoColours, second!.id_coul);
    fireEvent.click(
      sizeRadio(
        new RegExp(`^${escapeRegExp(frenchSizeLabel(variant))}\\s+${escapeRegExp(second!.nom_couleur)}$`),
      ),
    );
    const photo = screen.getByRole('img', { name: `${name}, photo 1 sur ${photos.length}` });
    expect(photo.getAttribute('src')).toBe(
      client.mediaUrl(photos.find((entry) => entry.id_couleur === second!.id_coul)?.link_image as string),
    );
  });

  it('shows brand, model, category, the price in the visitor currency and the tags', async () => {
    const item = details.find((detail) => detail.description.etat_produit === 'neuf') as ProductDetailData;
    const { client } = await show(item);
    expect(screen.getByTestId('detail-price').textContent).toContain(
      client.formatPrice({ prix_unitaire: item.prix.prix, taux_change: item.vendeur.taux_change }),
    );
    expect(screen.getByTestId('detail-price').textContent).toMatch(/\d,\d{2}\u00a0€$/);
    expect(screen.getByRole('link', { name: item.description.categorie_enfant_fr })).toBeTruthy();
    expect(screen.getByText('100% neuf')).toBeTruthy();
    expect(screen.getByText('100% authentique')).toBeTruthy();
  });

  it("shows a sold size, marked 'Vendu', that cannot be chosen (T24)", async () => {
    await show(twoColours);
    const sold = twoColours.details.sous_produit.find((variant) => variant.etat === 'Vendu');
    const radio = sizeRadio(
      new RegExp(`^${escapeRegExp(frenchSizeLabel(sold!))}\\s+${escapeRegExp(sold!.nom_couleur)}\\s+Vendu$`),
    ) as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    fireEvent.click(radio);
    expect(radio.checked).toBe(false);
    expect(addButton().disabled).toBe(true);
  });

  it("shows only the chosen colour's sizes (T25)", async () => {
    await show(twoColours);
    const variants = twoColours.details.sous_produit;
    expect(sizes()).toHaveLength(variants.length);
    const [first, second] = twoColours.distinct_couleur;
    fireEvent.click(screen.getByRole('radio', { name: first!.nom_couleur }));
    expect((screen.getByRole('radio', { name: first!.nom_couleur }) as HTMLInputElement).checked).toBe(true);
    expect(sizes()).toHaveLength(variants.filter((variant) => variant.id_couleur === first!.id_coul).length);
    expect(sizes().every((radio) => radio.labels?.[0]?.textContent?.length)).toBe(true);
    expect(
      within(screen.getByTestId('size-choices')).queryAllByRole('img', { name: second!.nom_couleur }),
    ).toHaveLength(0);
  });

  it('chooses the colour of a chosen size, and only then allows adding to the cart (T26, T27)', async () => {
    const navigation = recordingNavigation();
    await show(twoColours, { navigation });
    const [, second] = twoColours.distinct_couleur;
    const variant = availableVariant(twoColours, second!.id_coul);
    expect((screen.getByRole('radio', { name: second!.nom_couleur }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText('Choisissez une taille pour l’ajouter au panier.')).toBeTruthy();

    fireEvent.click(
      sizeRadio(
        new RegExp(`^${escapeRegExp(frenchSizeLabel(variant))}\\s+${escapeRegExp(second!.nom_couleur)}$`),
      ),
    );
    expect((screen.getByRole('radio', { name: second!.nom_couleur }) as HTMLInputElement).checked).toBe(true);
    expect(sizes().length).toBe(
      twoColours.details.sous_produit.filter((item) => item.id_couleur === second!.id_coul).length,
    );
    expect(addButton().disabled).toBe(false);

    // A visitor is sent to sign in.
    fireEvent.click(addButton());
    expect(navigation.visited).toContainEqual({ to: 'login' });
  });

  it("adds the chosen size to a signed-in buyer's cart", async () => {
    const buyer = await freshBuyer(testServerUrl(), createTestClient(testServerUrl()));
    const added: CartLine[] = [];
    await show(twoColours, { client: buyer, onAddToCart: (line) => added.push(line) });
    expect(buyer.store.getState().cartCount).toBe(0);
    const variant = availableVariant(twoColours);
    fireEvent.click(
      sizeRadio(
        new RegExp(`^${escapeRegExp(frenchSizeLabel(variant))}\\s+${escapeRegExp(variant.nom_couleur)}$`),
      ),
    );
    fireEvent.click(addButton());
    expect(await screen.findByText('Ajouté au panier')).toBeTruthy();
    expect(buyer.store.getState().cartCount).toBe(1);
    expect(added).toEqual([
      expect.objectContaining({ id_produit: twoColours.description.id_produit, id_sous_produit: variant.id }),
    ]);
  });

  it('says when the chosen size was sold meanwhile, and shows it sold', async () => {
    const item = lastSingleItem(details);
    const buyer = await freshBuyer(testServerUrl(), createTestClient(testServerUrl()));
    await show(item, { client: buyer });
    const variant = availableVariant(item);
    // Someone else buys it while the page is open.
    await buyVariant(testServerUrl(), {
      id_produit: item.description.id_produit,
      id_sous_produit: variant.id,
    });

    fireEvent.click(sizeRadio(new RegExp(`^${escapeRegExp(frenchSizeLabel(variant))}$`)));
    fireEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Cette taille vient d’être vendue.');
    const radio = sizeRadio(
      new RegExp(`^${escapeRegExp(frenchSizeLabel(variant))}\\s+Vendu$`),
    ) as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    expect(addButton().disabled).toBe(true);
    expect(buyer.store.getState().cartCount).toBe(0);
  });

  it("opens the 'Guide des tailles' with the sizes' conversions", async () => {
    await show(twoColours);
    fireEvent.click(screen.getByRole('button', { name: 'Guide des tailles' }));
    const guide = await screen.findByRole('dialog', { name: 'Guide des tailles' });
    const size = twoColours.details.sous_produit[0]!;
    expect(within(guide).getByRole('columnheader', { name: 'France' })).toBeTruthy();
    expect(within(guide).getByRole('columnheader', { name: 'États-Unis' })).toBeTruthy();
    const row = within(guide)
      .getByRole('rowheader', { name: size.valeur_taille })
      .closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain(size.taille_Fr);
    expect(cells).toContain(size.taille_Us);
    const distinctSizes = new Set(twoColours.details.sous_produit.map((variant) => variant.id_taille)).size;
    expect(within(guide).getAllByRole('rowheader')).toHaveLength(distinctSizes);
  });

  it("lets a signed-in user 'Love' the item, and sends a visitor to sign in", async () => {
    await show(twoColours);
    expect(screen.getByRole('link', { name: 'Love' }).getAttribute('href')).toBe('/fr-fr/login');
    cleanup();

    const buyer = await freshBuyer(testServerUrl(), createTestClient(testServerUrl()));
    await show(twoColours, { client: buyer });
    const love = screen.getByRole('button', { name: 'Love' });
    expect(love.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(love);
    await waitFor(() => expect(love.getAttribute('aria-pressed')).toBe('true'));
    expect(buyer.store.getState().favouritesCount).toBe(1);
  });

  it('links the seller card to the seller profile and contacts them about this item', async () => {
    const navigation = recordingNavigation();
    await show(twoColours, { navigation });
    const card = screen.getByTestId('seller-card');
    const link = within(card).getByRole('link', { name: new RegExp(twoColours.vendeur.pseudo_profile) });
    expect(link.getAttribute('href')).toBe(`/fr-fr/selleraccount-detail/${twoColours.vendeur.id_user}`);
    expect(link.textContent).toContain('Japon');
    fireEvent.click(link);
    expect(navigation.visited).toContainEqual({ to: 'seller', id_vendeur: twoColours.vendeur.id_user });

    fireEvent.click(within(card).getByRole('button', { name: 'Contact' }));
    // The dialog's code is fetched on its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Contacter' });
    expect(within(dialog).getByText(nameOf(twoColours))).toBeTruthy();
    expect(within(dialog).getByText(twoColours.vendeur.pseudo_profile)).toBeTruthy();
  });

  it("has the 'Description', 'Expédition' and 'Commentaires' panels with the shipping delays", async () => {
    await show(twoColours);
    const description = screen.getByRole('button', { name: 'Description' });
    expect(description.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(twoColours.description.code_produit as string)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Expédition' }));
    const shipping = screen.getByRole('region', { name: 'Expédition' });
    expect(
      within(shipping).getByText(
        `Expédié entre ${twoColours.duree_expedition_debut} à ${twoColours.duree_expedition_fin} jours`,
      ),
    ).toBeTruthy();
    expect(
      within(shipping).getByText(
        `Livrée sous ${twoColours.livree_sous_debut} à ${twoColours.livree_sous_fin} jours`,
      ),
    ).toBeTruthy();
    expect(within(shipping).getByText('Japon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Commentaires' }));
    // The seller's reviews, fetched on opening: this seller has none.
    expect(
      await within(screen.getByRole('region', { name: 'Commentaires' })).findByText(
        'Aucun commentaire pour le moment',
      ),
    ).toBeTruthy();
  });

  it("shows related products under 'Vous allez aimer'", async () => {
    const { client } = await show(twoColours);
    const related = await client.catalog.related(twoColours.description.id_produit);
    expect(await screen.findByRole('heading', { name: 'Vous allez aimer' })).toBeTruthy();
    const rail = await screen.findByTestId('related-products');
    expect(within(rail).getAllByTestId('product-card')).toHaveLength(related.data?.data.length ?? -1);
  });

  it('says clearly when the product does not exist', async () => {
    renderWithClient(<ProductDetail productId={987654321} />, await frenchVisitor());
    expect(await screen.findByText('Cet article n’existe pas ou n’est plus en ligne.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Parcourir les articles' }).getAttribute('href')).toBe(
      '/fr-fr/new-shopping',
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    const offline = createTestClient('http://127.0.0.1:9');
    renderWithClient(<ProductDetail productId={twoColours.description.id_produit} />, offline);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('speaks the visitor language', async () => {
    const client = await frenchVisitor();
    await show(twoColours, { client });
    await act(() => client.setLocale({ country: 'JP', language: 'jp' }));
    expect(await screen.findByRole('button', { name: 'カートに入れる' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('detail-price').textContent).toMatch(/[¥￥]\d{1,3}(,\d{3})*$/),
    );
  });
});
