/**
 * The rendering baseline: the same cards as ProductCard draws them (same elements, texts,
 * links, pictures and layout) built as plain DOM from the same data, with a static style sheet
 * — what the browser costs without React, Emotion or virtualisation.
 */
import { afterPaint, generateProducts, type RenderPage } from './products.js';

const container = document.getElementById('root') as HTMLElement;
const price = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const HEART =
  'M12 20s-7-4.4-9-8.8C1.6 8 3.4 4.5 6.8 4.5c2.2 0 3.6 1.3 5.2 3.1 1.6-1.8 3-3.1 5.2-3.1 3.4 0 5.2 3.5 3.8 6.7C19 15.6 12 20 12 20z';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function card(product: ReturnType<typeof generateProducts>[number]): HTMLLIElement {
  const name = `${product.nom_marque} ${product.modele}`;
  const item = element('li');
  const article = element('article', { class: 'card', 'aria-label': name });
  const link = element('a', {
    class: 'picture-link',
    href: `/fr-fr/shopping-detail/${product.categorie_slug}/${product.id_produit}`,
  });
  const frame = element('div', { class: 'frame' });
  frame.append(
    element('img', {
      src: product.link_image_pple,
      alt: name,
      loading: 'lazy',
      decoding: 'async',
      width: '600',
      height: '750',
    }),
  );
  if (product.qte_produit <= 0) frame.append(element('span', { class: 'sold' }, 'Vendu'));
  const texts = element('div', { class: 'texts' });
  texts.append(
    element('span', { class: 'brand' }, product.nom_marque),
    element('span', { class: 'muted' }, product.produit_nom),
    element('span', {}, product.modele),
    element('span', { class: 'price' }, price.format(product.prix_unitaire)),
  );
  link.append(frame, texts);
  const seller = element('a', {
    class: 'seller',
    href: `/fr-fr/selleraccount-detail/${product.id_user}`,
    'aria-label': `Vendu par ${product.pseudo_profile}`,
  });
  seller.append(
    element('img', {
      src: product.image_link_profile ?? '',
      alt: '',
      width: '24',
      height: '24',
      loading: 'lazy',
    }),
    element('span', {}, `${product.pseudo_profile} · ${product.pays}`),
  );
  const like = element('a', { class: 'like', href: '/fr-fr/login', 'aria-label': 'Ajouter aux favoris' });
  like.innerHTML = `<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="${HEART}" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>`;
  article.append(link, seller, like);
  item.append(article);
  return item;
}

const page: RenderPage = {
  async render(count) {
    const products = generateProducts(count);
    const started = performance.now();
    const wrapper = element('div', { class: 'wrapper' });
    const list = element('ul', { class: 'grid', 'aria-label': 'Produits' });
    for (const product of products) list.append(card(product));
    wrapper.append(list);
    container.replaceChildren(wrapper);
    await afterPaint();
    return performance.now() - started;
  },
  async clear() {
    container.replaceChildren();
    await afterPaint();
  },
};
(window as unknown as { bench: RenderPage }).bench = page;
