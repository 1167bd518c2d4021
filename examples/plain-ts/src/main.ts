/**
 * A page with no framework, on @vitrine/sdk-core alone: the new arrivals with their prices in
 * the shopper's currency, sign-in, and "Ajouter au panier" putting a size still for sale into
 * the signed-in shopper's cart. Everything is read from the Vitrine service; the page writes
 * text with `textContent` only, so nothing a seller typed is ever parsed as HTML.
 */
import {
  type CartLine,
  createVitrine,
  formatTotal,
  intlLocale,
  type Product,
  pricedLine,
} from '@vitrine/sdk-core';

/** The service's origin: `?api=` first, else `VITE_VITRINE_API` at build time, else a local `npm start`. */
const apiBase =
  new URLSearchParams(window.location.search).get('api') ??
  import.meta.env.VITE_VITRINE_API ??
  'http://localhost:8787';

const client = createVitrine({ baseUrl: apiBase });

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const products = byId<HTMLUListElement>('products');
const status = byId<HTMLParagraphElement>('status');
const loginForm = byId<HTMLFormElement>('login');
const who = byId<HTMLParagraphElement>('who');
const cartList = byId<HTMLUListElement>('cart');
const cartCount = byId<HTMLSpanElement>('cart-count');
const cartTotal = byId<HTMLSpanElement>('cart-total');

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function renderCart(lines: readonly CartLine[]): void {
  const { country, language } = client.store.getState();
  cartList.replaceChildren(
    ...lines.map((line) =>
      element(
        'li',
        `${line.marque_produit} ${line.modele_produit} — ${line.valeur_taille_original} — ${client.formatPrice(pricedLine(line))}`,
      ),
    ),
  );
  // Written for the interface language, as the lines are: the language and the country pick the locale.
  cartTotal.textContent = country
    ? formatTotal(lines.map(pricedLine), country, intlLocale(language, country.alpha2))
    : '—';
}

// The store is the one truth for the count: the SDK sets it on every cart read and change.
client.store.subscribe((state) => {
  cartCount.textContent = String(state.cartCount);
});

async function refreshCart(): Promise<void> {
  const { data, error } = await client.cart.list();
  if (error) status.textContent = `Panier indisponible : ${error.message}`;
  else renderCart(data);
}

function showSession(): void {
  const user = client.store.getState().user;
  loginForm.hidden = Boolean(user);
  who.hidden = !user;
  who.textContent = user ? `Connecté en tant que ${user.pseudo}` : '';
}

/** Puts the first size still for sale of a product into the cart. */
async function addToCart(product: Product): Promise<void> {
  if (!client.store.getState().user) {
    status.textContent = 'Connectez-vous pour ajouter au panier.';
    return;
  }
  const detail = await client.catalog.product(product.id_produit);
  if (detail.error) {
    status.textContent = `Produit indisponible : ${detail.error.message}`;
    return;
  }
  const size = detail.data.details.sous_produit.find((variant) => variant.etat === 'Disponible');
  if (!size) {
    status.textContent = `${product.nom_marque} ${product.modele} est vendu.`;
    return;
  }
  const added = await client.cart.add({ id_produit: product.id_produit, id_sous_produit: size.id });
  if (added.error) {
    // 409: someone else has just bought or reserved it.
    status.textContent = `Ajout impossible : ${added.error.message}`;
    return;
  }
  renderCart(added.data);
  status.textContent = `${product.nom_marque} ${product.modele} (taille ${size.valeur_taille}) ajouté au panier.`;
}

function productItem(product: Product): HTMLLIElement {
  const item = element('li');
  const image = element('img');
  image.src = client.mediaUrl(product.link_image_pple);
  image.alt = `${product.nom_marque} ${product.modele}`;
  image.loading = 'lazy';
  const button = element('button', 'Ajouter au panier');
  button.type = 'button';
  button.disabled = product.qte_produit <= 0;
  button.setAttribute('aria-label', `Ajouter ${product.nom_marque} ${product.modele} au panier`);
  button.addEventListener('click', async () => {
    button.disabled = true;
    await addToCart(product);
    button.disabled = false;
  });
  item.append(
    image,
    element('strong', product.nom_marque),
    element('span', `${product.modele} — ${product.produit_nom}`),
    element('span', client.formatPrice(product), 'price'),
    button,
  );
  return item;
}

async function showProducts(): Promise<void> {
  const { data, error } = await client.catalog.newArrivals({ limit: 12 });
  products.setAttribute('aria-busy', 'false');
  if (error) {
    status.textContent = `Catalogue indisponible : ${error.message}`;
    return;
  }
  products.replaceChildren(...data.data.map(productItem));
}

loginForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const values = new FormData(loginForm);
  const { error } = await client.auth.login(String(values.get('email')), String(values.get('password')));
  if (error) {
    status.textContent = `Connexion refusée : ${error.message}`;
    return;
  }
  status.textContent = '';
  showSession();
  await refreshCart();
});

// Prices need the shopper's country (its currency and rate) before anything is shown.
const located = await client.setLocale({ country: 'FR', language: 'fr' });
if (located.error) status.textContent = `Service injoignable : ${located.error.message}`;
await client.auth.restore();
showSession();
await Promise.all([showProducts(), refreshCart()]);
