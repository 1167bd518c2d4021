/**
 * What users write is stored as given and shown as text, never run. A seller
 * and a buyer are made through the real API with HTML and script in every field people read —
 * pseudos, first names, the seller's presentation, an article's name, description, season,
 * collection, material and code, a message's subject and body — and with such payloads as the
 * names of the files they upload. The API must answer each text byte for byte; then each page
 * that shows them is opened in Chromium as a visitor, the seller and the buyer would open it
 * (and the product element in a partner's page, which has no policy of ours), and nothing may
 * run: no `window.__pwned`, no dialog, no element made from a payload (in the document or a
 * shadow root), and no Content-Security-Policy violation.
 */
import type { BrowserContext, Page } from '@playwright/test';
// @ts-expect-error The example is plain JavaScript with no types: it is the point of it.
import { serveBoutique } from '../../../examples/boutique/serve.mjs';
import { accountMail } from './mailbox.js';
import { DELIVERY_ADDRESS, DEMO_PASSWORD, SELLER_IBAN, signIn } from './support.js';
import { expect, test } from './test.js';

test.describe.configure({ mode: 'serial' });

/** A real 1×1 PNG: uploads are checked by their content, so only the name is hostile. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Four characters that make this run's pseudos unique (they are unique indexes, max 40). */
const tag = Math.random().toString(36).slice(2, 6);
const password = 'a-long-password';

/**
 * Every payload would set `window.__pwned` (or open a dialog) if it reached the DOM as markup,
 * an event handler or a URL. `$&` and `{{…}}` check that texts put into translations are not
 * read as replacement patterns or placeholders.
 */
const seller = {
  email: `xss.seller.${Date.now()}.${tag}@e2e.vitrine.dev`,
  pseudo: `"><svg onload=window.__pwned=1>$&${tag}`,
  prenom: '<img src=x onerror="window.__pwned=1">',
  nom: '<script>window.__pwned=1</script>',
  presentation: [
    '<img src=x onerror="window.__pwned=1;alert(1)">',
    '<a href="javascript:window.__pwned=1">mon site</a>',
    '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
    '{{pseudo}} $& $1',
  ].join('\n'),
};
const buyer = {
  email: `xss.buyer.${Date.now()}.${tag}@e2e.vitrine.dev`,
  pseudo: `<img src=x onerror=window.__pwned=1>${tag}`,
  prenom: '<svg><script>window.__pwned=1</script></svg>',
  nom: '"><img src=x onerror=alert(1)>',
};
const article = {
  modele: `<script>window.__pwned=1</script><img src=x onerror=window.__pwned=1> Sac ${tag}`,
  description: [
    '<img src=x onerror="window.__pwned=1">',
    '<a href="javascript:window.__pwned=1">voir la facture</a>',
    'javascript:window.__pwned=1',
    '<details open ontoggle=window.__pwned=1>',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  ].join('\n'),
  saison: '<b onmouseover=window.__pwned=1>été</b>',
  collection: '<svg><script>window.__pwned=1</script></svg>',
  matiere: '<object data="javascript:window.__pwned=1"></object>',
  code_produit_vendeur: `'"><img src=x onerror=window.__pwned=1>`,
};
const message = {
  objet: `"><svg onload=window.__pwned=1> Sac ${tag}`,
  corps_message: [
    '<script>window.__pwned=1</script>',
    '<img src=x onerror="window.__pwned=1">',
    '<a href="javascript:window.__pwned=1">cliquez ici</a>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's syntax, sent as text, is the payload.
    '${window.__pwned=1} {{corps_message}}',
  ].join('\n'),
};
/** Names of uploaded files: never stored (the server makes its own), never to be shown as markup. */
const fileNames = {
  avatar: '<img src=x onerror=window.__pwned=1>.png',
  photos: ['"><svg onload=window.__pwned=1>.png', '<body onload=window.__pwned=1>.png'],
  documents: [
    '<img src=x onerror=window.__pwned=1>.png',
    '"><svg onload=window.__pwned=1>.png',
    "javascript:window.__pwned=1'.png",
    '<iframe srcdoc=x>.png',
  ],
};

/** What the server made of the uploads: its own random names, nothing of the client's. */
const SERVER_MADE = /^\/media\/uploads\/(avatars|products)\/[0-9a-f]{32}\.png$/;

interface Session {
  id_user: number;
  token: string;
}

let base = '';
let sellerSession: Session;
let buyerSession: Session;
let product: { id_produit: number; categorie_slug: string };
let orderId = 0;

/**
 * Calls the API as a partner or a script would: fetch with a bearer token and no cookie (so no
 * XSRF pair is involved). Answers the body of a 200; anything else fails with the body shown.
 */
async function call<T>(path: string, init: { token?: string; json?: unknown; form?: Multipart } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: Uint8Array<ArrayBuffer> | string | undefined;
  if (init.form) {
    headers['content-type'] = `multipart/form-data; boundary=${init.form.boundary}`;
    body = init.form.body();
  }
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${base}/api/${path}`, { method: body ? 'POST' : 'GET', headers, body });
  const answer = (await response.json()) as T;
  expect(response.status, `${path} answered ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}

/**
 * A multipart body written by hand, because FormData turns every `\n` of a field into `\r\n`
 * (HTML's form encoding): here the bytes sent are the bytes given, so the answers can be
 * compared byte for byte. File names are quoted as browsers quote them (`"` as `%22`).
 */
class Multipart {
  readonly boundary = `----vitrine-e2e-${Math.random().toString(36).slice(2)}`;
  private readonly parts: Buffer[] = [];
  field(name: string, value: string) {
    this.parts.push(
      Buffer.from(`--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    return this;
  }
  png(name: string, fileName: string) {
    const quoted = fileName.replace(/"/g, '%22');
    this.parts.push(
      Buffer.from(
        `--${this.boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${quoted}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from('\r\n'),
    );
    return this;
  }
  body(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(Buffer.concat([...this.parts, Buffer.from(`--${this.boundary}--\r\n`)]));
  }
}

async function signUpWithApi(
  person: { email: string; pseudo: string; prenom: string; nom: string },
  idPays: number,
  avatar?: string,
): Promise<Session> {
  const form = new Multipart();
  for (const [name, value] of Object.entries({
    sexe_profile: 'Femme',
    id_pays_profile: String(idPays),
    nom_profile: person.nom,
    prenom_profile: person.prenom,
    email: person.email,
    password,
    pseudo_profile: person.pseudo,
    date_naiss_profile: '1990-05-17',
    device: 'web',
  }))
    form.field(name, value);
  if (avatar) form.png('image_link_profile', avatar);
  await call('web/signup', { form });
  const session = await call<Session & { pseudo: string }>('web/auth', {
    json: { email: person.email, password, type_device: 'web' },
  });
  expect(session.pseudo).toBe(person.pseudo);
  return session;
}

test.beforeAll(async () => {
  base = String(test.info().project.use.baseURL);
  const countries = await call<{ data: { id_pays: number; alpha2: string }[] }>(
    'PaysController/list_pays_simple',
  );
  const france = countries.data.find((country) => country.alpha2 === 'FR');
  if (!france) throw new Error('The seeded countries have no France');

  sellerSession = await signUpWithApi(seller, france.id_pays, fileNames.avatar);
  buyerSession = await signUpWithApi(buyer, france.id_pays);
  // The seller's address answers its link: what they list may then go on sale.
  const confirmation = await accountMail(seller.email, 'email_confirmation');
  const token = /\/confirm-email#token=([A-Za-z0-9_-]+)/.exec(confirmation.text ?? '')?.[1];
  await call('web/email/confirm', { json: { token } });

  // The seller's first three onboarding steps; the documents are sent from the page (below), so
  // that their hostile names are shown by the site before they are uploaded.
  const asSeller = { token: sellerSession.token };
  await call('ProfileController/become_kim_step1', {
    ...asSeller,
    json: {
      nom_pays_profile: 'FR',
      contact_profile: '+33 6 12 34 56 78',
      ville: 'Paris',
      rue: '3 rue Cambon',
      code_postal: '75001',
      departement: 'Île-de-France',
      device: 'web',
    },
  });
  const languages = await call<{ data: { id: number; alpha2: string }[] }>(
    'LangueParleController/list_langue_vendeur',
  );
  const french =
    languages.data.find((language) => language.alpha2.toLowerCase() === 'fr') ?? languages.data[0];
  await call('ProfileController/become_kim_step2_final', {
    ...asSeller,
    json: {
      langue_profile: [{ id_langue: french?.id, text_marketing: seller.presentation, device: 'web' }],
    },
  });
  await call('ProfileController/become_kim_step3', {
    ...asSeller,
    json: {
      coord_bancaire_profile: {
        type: 'iban',
        country: 'FR',
        currency: 'EUR',
        iban: SELLER_IBAN,
        routing_number: '30006',
      },
      device: 'web',
    },
  });
});

/** Records dialogs and CSP violations of every page of a context, before any script of the site. */
async function watch(context: BrowserContext): Promise<string[]> {
  const dialogs: string[] = [];
  context.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return dialogs;
}

/**
 * Nothing of any payload became markup or ran, and the page shows each text as text. The short
 * wait lets an `onerror` of an `<img src=x>` that should not exist fire (the element check
 * catches such an element either way).
 */
async function expectInert(page: Page, dialogs: string[], texts: string[]) {
  // The first text shows the page's data has arrived; what the page made of it is checked
  // before the other texts, so a failure names the elements that ran, not only a missing text.
  await expect(page.getByText(texts[0] as string).first()).toBeVisible();
  await page.waitForTimeout(500);
  const report = await page.evaluate(() => {
    const found: string[] = [];
    const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster']);
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const tag = element.localName;
        // The components (React, or preact/compat in the built site) attach handlers as
        // listeners, never as attributes: any `on…` attribute came from a payload.
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in URLs.
          const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
          if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
          if (URL_ATTRIBUTES.has(name) && value.startsWith('javascript:'))
            found.push(`<${tag} ${name}=javascript:>`);
        }
        if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
        // The page's data (its JSON-LD, and the snapshot the server's render sent for the browser
        // to hydrate from; browsers run neither) holds the seller's texts: it must still be JSON
        // from start to end, so no payload closed it and went on as markup.
        const type = element.getAttribute('type') ?? '';
        if (tag === 'script' && ['application/ld+json', 'application/json'].includes(type)) {
          try {
            JSON.parse(element.textContent ?? '');
          } catch {
            found.push(`<script type=${type}> broken by a payload`);
          }
        } else if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'details'].includes(tag)) {
          if (element.outerHTML.includes('__pwned')) found.push(`<${tag}> holding a payload`);
        }
      }
    };
    visit(document);
    const scope = window as unknown as { __pwned?: unknown; __cspViolations?: string[] };
    return { found, pwned: scope.__pwned, violations: scope.__cspViolations ?? [] };
  });
  // Soft, so a failure reports all four signs at once; then stop before the texts.
  expect.soft(report.found, 'elements made from a payload').toEqual([]);
  expect.soft(report.pwned, 'window.__pwned').toBeUndefined();
  expect.soft(report.violations, 'Content-Security-Policy violations').toEqual([]);
  expect.soft(dialogs, 'dialogs opened').toEqual([]);
  expect(test.info().errors.length, 'signs that the page ran or built a payload').toBe(0);
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
}

/** The lines of a multi-line text, each shown as text somewhere on the page. */
const lines = (text: string) => text.split('\n');

/** What the product page shows of the seller and the article, line by line. */
const productTexts = () => [
  article.modele,
  seller.pseudo,
  ...lines(article.description),
  article.saison,
  article.collection,
  article.matiere,
];

test('the seller sends the documents with hostile file names and becomes a seller', async ({ page }) => {
  const dialogs = await watch(page.context());
  await signIn(page, seller.email, password);
  await page.goto('/fr-fr/useraccount/profil', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Pièces justificatives' })).toBeVisible();
  const labels = [
    'Pièce d’identité (recto)',
    'Pièce d’identité (verso)',
    'Justificatif complémentaire (recto)',
    'Justificatif complémentaire (verso)',
  ];
  for (const [index, label] of labels.entries()) {
    await page
      .getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))
      .setInputFiles({ name: fileNames.documents[index] as string, mimeType: 'image/png', buffer: PNG });
  }
  // The page names each chosen file: as text.
  await expectInert(
    page,
    dialogs,
    fileNames.documents.map((name) => `Fichier choisi : ${name}`),
  );
  await page.getByRole('button', { name: 'Envoyer les documents' }).click();
  await expect(page).toHaveURL(/\/fr-fr$/, { timeout: 20_000 });
  // The top bar greets the seller by the hostile first name.
  await expectInert(page, dialogs, [seller.prenom]);
});

test('everything is stored exactly as given, and no uploaded file keeps its name', async () => {
  const asSeller = { token: sellerSession.token };
  const categories = await call<{
    data: { id_categorie: number; children: { children: { id_categorie: number }[] }[] }[];
  }>('CategorieController/list_categories');
  const leaf = categories.data[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('The seeded categories have no leaf');
  const sizes = await call<{ data: { id_taille: number }[] }>(
    `TailleController/list_taille?id_categorie=${leaf.id_categorie}`,
  );
  const colours = await call<{ data: { id_couleur: number }[] }>(
    'CouleurController/list_couleur_having_product',
  );
  const colour = colours.data[0]?.id_couleur;
  const [first, second] = sizes.data;
  // Two items of the article: one for the cart, one for an order.
  const variants = second
    ? [
        { id_taille: first?.id_taille, id_couleur: colour },
        { id_taille: second.id_taille, id_couleur: colour },
      ]
    : [
        { id_taille: first?.id_taille, id_couleur: colour },
        { id_taille: first?.id_taille, id_couleur: colours.data[1]?.id_couleur },
      ];
  const form = new Multipart();
  for (const [name, value] of Object.entries({
    id_marque: '1',
    id_categorie: String(leaf.id_categorie),
    ...article,
    prix_unitaire: '100',
    etat_produit: 'occasion',
    variants: JSON.stringify(variants),
  }))
    form.field(name, value);
  form.png('photo_1', fileNames.photos[0] as string);
  form.png('photo_2', fileNames.photos[1] as string);
  product = (await call<{ data: typeof product }>('ProduitController/add_produit', { ...asSeller, form }))
    .data;
  // Staff verify it, as the console does: shoppers read a listing only once it is verified.
  const staff = await call<Session>('web/auth', {
    json: { email: 'staff@vitrine.dev', password: DEMO_PASSWORD, type_device: 'web' },
  });
  await call('ProduitController/verifier_produit', {
    token: staff.token,
    json: { id_produit: product.id_produit, decision: 'verify' },
  });

  await call('MessageController/send_message', {
    token: buyerSession.token,
    json: { id_receiver: sellerSession.id_user, ...message },
  });

  // Byte for byte, through the public reads and the private ones.
  const card = await call<{ data: { pseudo_profile: string; image_link_profile: string | null } }>(
    `ProfileController/get_vendeur?id_vendeur=${sellerSession.id_user}`,
  );
  expect(card.data.pseudo_profile).toBe(seller.pseudo);
  expect(card.data.image_link_profile).toMatch(SERVER_MADE);
  const profile = await call<{ prenom_profile: string; nom_profile: string; pseudo_profile: string }>(
    'UserController/get_profile_byid',
    asSeller,
  );
  expect([profile.prenom_profile, profile.nom_profile, profile.pseudo_profile]).toEqual([
    seller.prenom,
    seller.nom,
    seller.pseudo,
  ]);
  const about = await call<{ data: { defaut: { text_marketing: string } | null } }>(
    `LangueProfileController/get_by_profile?id_user=${sellerSession.id_user}`,
  );
  expect(about.data.defaut?.text_marketing).toBe(seller.presentation);
  const detail = await call<{
    description: Record<string, unknown>;
    details: { matiere: string | null; image_web: { link_image: string }[]; sous_produit: { id: number }[] };
  }>(`ProduitController/get_produit_all?id_produit=${product.id_produit}`);
  expect({
    modele: detail.description.modele,
    description: detail.description.description,
    saison: detail.description.saison,
    collection: detail.description.collection,
    matiere: detail.details.matiere,
    code_produit_vendeur: detail.description.code_produit_vendeur,
  }).toEqual(article);
  expect(detail.details.image_web).toHaveLength(2);
  for (const image of detail.details.image_web) expect(image.link_image).toMatch(SERVER_MADE);
  const thread = await call<{ data: { objet: string; corps_message: string; pseudo_sender: string }[] }>(
    'MessageController/read',
    { token: sellerSession.token, json: { id_receiver: buyerSession.id_user, objet: message.objet } },
  );
  expect(thread.data.map((m) => [m.objet, m.corps_message, m.pseudo_sender])).toEqual([
    [message.objet, message.corps_message, buyer.pseudo],
  ]);
  // No answer anywhere carries a client's file name.
  const everything = JSON.stringify([card, profile, about, detail, thread]);
  for (const name of [fileNames.avatar, ...fileNames.photos]) expect(everything).not.toContain(name);

  // The buyer: one item in the cart, the other bought (so the order views show the article).
  const [inCart, bought] = detail.details.sous_produit as [{ id: number }, { id: number }];
  const asBuyer = { token: buyerSession.token };
  await call('PanierController/add_panier', {
    ...asBuyer,
    json: { id_produit: product.id_produit, id_sous_produit: inCart.id },
  });
  const address = await call<{ data: { id_adresse_livraison: number } }>('AdresseController/save_adresse', {
    ...asBuyer,
    json: DELIVERY_ADDRESS,
  });
  const intents = await call<{ succeeded: { id: string; client_secret: string }[] }>(
    'stripe/v2/payment/intent',
    {
      ...asBuyer,
      json: {
        you: { id: buyerSession.id_user, devise: 'EUR', adresse: { id: address.data.id_adresse_livraison } },
        commandes: [
          {
            produit: { id: product.id_produit },
            sous_produit: bought.id,
            quantite: 1,
            prix: 10_000,
            prix_vendeur: 10_000,
            kate: { id: sellerSession.id_user, devise: 'EUR' },
          },
        ],
        device: 'web',
      },
    },
  );
  const intent = intents.succeeded[0] as { id: string; client_secret: string };
  const card4242 = await call<{ id: string }>('sandbox/tokens', {
    ...asBuyer,
    json: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } },
  });
  await call(`sandbox/payment_intents/${intent.id}/confirm`, {
    json: { payment_method: card4242.id, client_secret: intent.client_secret },
  });
  const purchases = await call<{ data: { id_commande: number; modele: string }[] }>(
    `CommandeController/filterCommandeByIdUser?id_user=${buyerSession.id_user}`,
    asBuyer,
  );
  expect(purchases.data.map((order) => order.modele)).toEqual([article.modele]);
  orderId = (purchases.data[0] as { id_commande: number }).id_commande;
});

test('a visitor opens the seller profile, the product and a search: all inert', async ({ page }) => {
  const dialogs = await watch(page.context());
  const response = await page.goto(`/fr-fr/selleraccount-detail/${sellerSession.id_user}`, {
    waitUntil: 'domcontentloaded',
  });
  // The page is under the server's policy, so the violation listener has something to report.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.getByRole('heading', { level: 1, name: seller.pseudo })).toBeVisible();
  await expectInert(page, dialogs, [seller.pseudo, ...lines(seller.presentation)]);
  await page.getByRole('tab', { name: 'Produits' }).click();
  await expectInert(page, dialogs, [article.modele]);

  await page.goto(`/fr-fr/shopping-detail/${product.categorie_slug}/${product.id_produit}`, {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByRole('heading', { name: article.modele })).toBeVisible();
  const description = page.getByRole('button', { name: /^Description/ });
  if ((await description.getAttribute('aria-expanded')) !== 'true') await description.click();
  await expectInert(page, dialogs, productTexts());

  // The search page repeats its query: a hostile query in the address is text too.
  const query = `<img src=x onerror=window.__pwned=1> ${tag}`;
  await page.goto(`/fr-fr/search?q=${encodeURIComponent(query)}`, { waitUntil: 'domcontentloaded' });
  await expectInert(page, dialogs, [query]);
});

test('the seller opens the message thread and the sale: all inert', async ({ page }) => {
  const dialogs = await watch(page.context());
  await signIn(page, seller.email, password);
  await page.goto('/fr-fr/useraccount/messages', { waitUntil: 'domcontentloaded' });
  await expectInert(page, dialogs, [buyer.pseudo, message.objet]);
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: message.objet })
    .click();
  await expectInert(page, dialogs, [buyer.pseudo, message.objet, ...lines(message.corps_message)]);

  // The order page opens from the list (it is reached with the order in the history's state).
  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Mes ventes (1)' }).click();
  await expectInert(page, dialogs, [article.modele]);
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  for (const panel of ['Livraison', 'Description']) {
    const button = page.getByRole('button', { name: new RegExp(`^${panel}`) });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await expectInert(page, dialogs, [
    article.modele,
    ...lines(article.description),
    article.saison,
    article.collection,
    article.matiere,
  ]);
});

test('the buyer opens the cart, the order and the thread: all inert', async ({ page }) => {
  const dialogs = await watch(page.context());
  await signIn(page, buyer.email, password);
  await expectInert(page, dialogs, [buyer.prenom]);
  await page.goto('/fr-fr/checkout', { waitUntil: 'domcontentloaded' });
  await expectInert(page, dialogs, [article.modele, seller.pseudo]);

  await page.goto('/fr-fr/useraccount/orders', { waitUntil: 'domcontentloaded' });
  await expectInert(page, dialogs, [article.modele]);
  await page
    .getByRole('link', { name: /Voir la commande V&T\d+/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${orderId}$`));
  await expectInert(page, dialogs, [article.modele, seller.pseudo]);

  await page.goto('/fr-fr/useraccount/messages', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: message.objet })
    .click();
  await expectInert(page, dialogs, [seller.pseudo, message.objet, ...lines(message.corps_message)]);
});

test('a partner page with no policy embeds the product element: inert in its shadow root', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'one size is enough for the embed');
  const boutique: { url: string; close(): Promise<void> } = await serveBoutique(0);
  try {
    const dialogs = await watch(page.context());
    const response = await page.goto(`${boutique.url}/?api=${encodeURIComponent(base)}`);
    // A partner's page sends no policy of ours: here the widgets' escaping is all there is, so
    // `window.__pwned` and the elements are the proof, not the violations.
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    // The product is opened once the page is idle and the element's code is not asked for on its
    // own: a hidden element then loads when it is shown, even below the view (a shopper may read
    // the grid first).
    await expect(page.getByText('Pas de produits à panier')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    // What the boutique's own script does when a shopper picks a product, minus its scrolling.
    await page.evaluate((id) => {
      const detail = document.querySelector('vitrine-product-detail') as HTMLElement;
      detail.setAttribute('product-id', String(id));
      detail.hidden = false;
    }, product.id_produit);
    await expectInert(page, dialogs, productTexts());
    // The texts above were found inside the element's shadow root, which the check walked.
    expect(
      await page
        .locator('vitrine-product-detail')
        .evaluate((element) => element.shadowRoot?.textContent?.includes('onerror') ?? false),
    ).toBe(true);
  } finally {
    await boutique.close();
  }
});
