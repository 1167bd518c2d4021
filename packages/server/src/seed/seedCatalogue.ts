/**
 * The demo catalogue: reference data (languages, countries, brands, categories, sizes, colours,
 * spoken languages, banners), sellers with their languages, demo accounts, and products with
 * variants and pictures. Deterministic: the same seed and size always give the same rows.
 */
import { type AppLanguageCode, LANGUAGES } from '@vitrine/contract';
import { hashPassword } from '../auth/passwords.js';
import type { Database, Queryable } from '../db/database.js';
import { writeCategorySlugs } from '../db/queries/categorySlugs.js';
import { catalogImagePath } from '../media/catalogImages.js';
import { normalizeForSearch } from '../search/normalize.js';
import { banners } from './data/banners.js';
import { brands } from './data/brands.js';
import { catalogueWords } from './data/catalogueWords.js';
import { categoryTree } from './data/categories.js';
import { colours } from './data/colours.js';
import { countries } from './data/countries.js';
import { brandSpellings, categoryForms, colourForms, type WordForms } from './data/searchNames.js';
import { sellers } from './data/sellers.js';
import { sizes } from './data/sizes.js';
import { spokenLanguages } from './data/spokenLanguages.js';
import type { ItemKind, Localised, SizeGrid } from './data/types.js';
import { insertRows } from './insertRows.js';
import { brandMakes, type ListingTexts, listingTexts } from './listing.js';
import { createRandom, type Random } from './random.js';
import { withoutIndexes } from './withoutIndexes.js';

/** The accounts the README lists. Every seeded account uses the same demo password. */
export const DEMO_PASSWORD = 'Vitrine-demo-2026';
export const DEMO_ACCOUNTS = {
  buyer: { email: 'acheteur@vitrine.dev', password: DEMO_PASSWORD },
  seller: { email: 'vendeur@vitrine.dev', password: DEMO_PASSWORD },
  /** Decides disputes (role `staff`). */
  staff: { email: 'staff@vitrine.dev', password: DEMO_PASSWORD },
} as const;

export interface SeedOptions {
  /** How many products to create. */
  products: number;
  seed?: number;
}

const DEFAULT_SEED = 20_261_122;

/** Dates are fixed, not "now", so two seedings are identical. */
const CATALOGUE_EPOCH = Date.UTC(2026, 9, 31, 12, 0, 0);
const HOUR = 3_600_000;

/** The onboarding step of a seller who has finished: the languages screen stays editable. */
export const ONBOARDED_STEP = 5;

/** Price ranges in euros per kind of item, before conversion to the seller's currency. */
const PRICE_RANGE_EUR: Readonly<Record<ItemKind, readonly [number, number]>> = {
  bag: [600, 6500],
  shoe: [250, 1200],
  boot: [400, 1600],
  trainer: [250, 900],
  sandal: [250, 1000],
  flat: [250, 800],
  loafer: [350, 1100],
  derby: [400, 1200],
  dress: [300, 3500],
  top: [120, 900],
  trousers: [200, 1100],
  jacket: [400, 3500],
  coat: [600, 5000],
  skirt: [200, 1500],
  scarf: [150, 700],
  belt: [180, 800],
  watch: [2500, 25000],
  jewellery: [300, 12000],
  ring: [300, 15000],
  earrings: [250, 9000],
  necklace: [300, 15000],
  bracelet: [300, 12000],
  cufflinks: [200, 3000],
  sunglasses: [180, 600],
  hat: [150, 900],
  wallet: [250, 1200],
};

/** Kinds of shoe that may have a heel. */
const HEELED: ReadonlySet<ItemKind> = new Set(['shoe', 'boot', 'sandal']);

/** Tables a catalogue fills with one row or more per product: loaded without index upkeep. */
const BULK_TABLES = ['produit', 'produit_texte', 'image_produit', 'sous_produit'];

/**
 * Seeds the catalogue when the database has none; returns whether it did. The planner's
 * statistics are gathered at once: PGlite runs no autovacuum, so without them every plan would
 * be guessed from an empty table — at 100,000 products a filtered list then took 15× longer.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM langue');
  if (row && row.count > 0) return false;
  await db.transaction(async (tx) => {
    // The ready cards and pages are made once everything is in and indexed, not after each
    // insert (migrations/016_ready_products.sql).
    await tx.query("SELECT set_config('vitrine.ready_later', 'on', true)");
    await withoutIndexes(tx, BULK_TABLES, () => seedCatalogue(tx, options));
    // Sold-out products are marked while the ready texts wait, so the marking rebuilds nothing.
    await tx.query('SELECT produit_epuise_refaire(NULL)');
    await tx.query("SELECT set_config('vitrine.ready_later', 'off', true)");
    await tx.exec('ANALYZE');
    await tx.query('SELECT produit_pret_refaire(NULL)');
    // The search documents, likewise (migrations/027_search_index.sql).
    await tx.query('SELECT produit_recherche_refaire(NULL)');
  });
  await db.exec('ANALYZE');
  return true;
}

interface LeafRow {
  id: number;
  slug: string;
  mereSlug: string;
  kind: ItemKind;
  grid: SizeGrid;
  /** Names of the leaf, its mère and its genre, for search. */
  searchNames: string[];
}

export async function seedCatalogue(db: Queryable, options: SeedOptions): Promise<void> {
  const random = createRandom(options.seed ?? DEFAULT_SEED);

  await insertRows(
    db,
    'langue',
    LANGUAGES.map((language) => ({
      id: language.id,
      alpha2: language.alpha2,
      langue_name: language.langueName,
    })),
  );

  const countryIds = await insertRows(
    db,
    'pays',
    countries.map((country) => ({ ...country })),
    'id_pays',
  );
  const countryIdByAlpha2 = new Map(
    countries.map((country, index) => [country.alpha2, countryIds[index] as number]),
  );
  const countryByAlpha2 = new Map(countries.map((country) => [country.alpha2, country]));

  const brandIds = await insertRows(
    db,
    'marque',
    brands.map((brand) => ({ nom_marque: brand.nom_marque })),
    'id_marque',
  );

  await insertRows(
    db,
    'marque_nom',
    brands.flatMap((brand, index) =>
      (brandSpellings[brand.nom_marque] ?? []).map((nom) => ({ id_marque: brandIds[index] as number, nom })),
    ),
  );

  const leaves = await insertCategories(db);
  await writeCategorySlugs(db);
  const categories = await db.query<{ id_categorie: number; slug: string }>(
    'SELECT id_categorie, slug FROM categorie',
  );
  await insertRows(
    db,
    'categorie_nom',
    categories.flatMap((category) =>
      formRows('id_categorie', category.id_categorie, categoryForms[category.slug]),
    ),
  );
  // The houses that make each leaf's kind of item: a listing's brand is drawn among them.
  const makersByLeaf = new Map(
    leaves.map((leaf) => [
      leaf.id,
      brands.flatMap((brand, index) => (brandMakes(brand, leaf.mereSlug, leaf.slug) ? [index] : [])),
    ]),
  );
  const sizeIdsByGrid = await insertSizes(db);
  const colourIds = await insertRows(
    db,
    'couleur',
    colours.map((colour) => ({
      code_hexa: colour.code_hexa,
      ...localisedColumns('nom_couleur', colour.names),
    })),
    'id_couleur',
  );
  await insertRows(
    db,
    'couleur_nom',
    colours.flatMap((colour, index) =>
      formRows('id_couleur', colourIds[index] as number, colourForms[colour.names.fr]),
    ),
  );
  const spokenIds = await insertRows(db, 'langue_parle', [...spokenLanguages], 'id');
  const spokenIdByAlpha2 = new Map(
    spokenLanguages.map((language, index) => [language.alpha2, spokenIds[index]]),
  );

  await insertBanners(db);

  // Accounts: the demo buyer, then the sellers (the first one is the demo seller).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const buyerCountry = countryIdByAlpha2.get('FR') as number;
  await insertRows(db, 'utilisateur', [
    {
      email: DEMO_ACCOUNTS.buyer.email,
      password_hash: passwordHash,
      role: 'user',
      status: 'Welcome Claire',
      pseudo_profile: 'ClaireDemo',
      nom_profile: 'Martin',
      prenom_profile: 'Claire',
      sexe_profile: 'Femme',
      date_naiss_profile: '1991-04-12',
      contact_profile: '+33 6 12 34 56 78',
      id_pays: buyerCountry,
      newsletter: true,
      langue_application: 1,
      onboarding_step: 0,
      created_at: new Date(CATALOGUE_EPOCH - 400 * 24 * HOUR).toISOString(),
    },
    {
      email: DEMO_ACCOUNTS.staff.email,
      password_hash: passwordHash,
      role: 'staff',
      status: 'Vitrine staff',
      pseudo_profile: 'VitrineStaff',
      nom_profile: 'Staff',
      prenom_profile: 'Vitrine',
      sexe_profile: 'Femme',
      date_naiss_profile: '1988-02-03',
      contact_profile: '',
      id_pays: buyerCountry,
      newsletter: false,
      langue_application: 1,
      onboarding_step: 0,
      created_at: new Date(CATALOGUE_EPOCH - 400 * 24 * HOUR).toISOString(),
    },
  ]);
  const sellerIds = await insertRows(
    db,
    'utilisateur',
    sellers.map((seller, index) => ({
      email: index === 0 ? DEMO_ACCOUNTS.seller.email : `${seller.pseudo.toLowerCase()}@sellers.vitrine.dev`,
      password_hash: passwordHash,
      role: 'kim',
      status: `Welcome ${seller.prenom}`,
      pseudo_profile: seller.pseudo,
      nom_profile: seller.nom,
      prenom_profile: seller.prenom,
      sexe_profile: seller.sexe,
      date_naiss_profile: `${random.int(1965, 1998)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      contact_profile: '',
      id_pays: countryIdByAlpha2.get(seller.alpha2) as number,
      newsletter: random.chance(0.5),
      // A seller uses the site in their country's language, and writes their listings in it.
      langue_application: languageIdOf(countryByAlpha2.get(seller.alpha2)?.langue_translate ?? 'fr'),
      onboarding_step: ONBOARDED_STEP,
      // Sellers joined one after another; the last of the list is the newest.
      created_at: new Date(CATALOGUE_EPOCH - (sellers.length - index) * 9 * 24 * HOUR).toISOString(),
    })),
    'id_user',
  );
  await db.query(`UPDATE utilisateur SET image_link_profile = '/media/catalog/avatar-' || id_user || '.svg'`);
  // Their payout accounts, ready to be paid to (migrations/022_payouts.sql).
  await db.query('SELECT comptes_paiement_demo($1)', [new Date(CATALOGUE_EPOCH).toISOString()]);

  await insertRows(
    db,
    'langue_profile',
    sellers.flatMap((seller, index) =>
      seller.langues.map((alpha2, rank) => ({
        id_user: sellerIds[index] as number,
        id_langue: spokenIdByAlpha2.get(alpha2) as number,
        text_marketing: seller.text_marketing[alpha2] ?? '',
        rang: rank + 1,
      })),
    ),
  );

  // Products.
  const sellerCurrencies = sellers.map((seller) => countryByAlpha2.get(seller.alpha2)?.taux_change ?? 1);
  const sellerLanguages = sellers.map(
    (seller) => (countryByAlpha2.get(seller.alpha2)?.langue_translate ?? 'fr') as AppLanguageCode,
  );
  const words = catalogueWords;
  const products = Array.from({ length: options.products }, (_, index) => {
    // The demo seller (index 0) gets one product in 25, spread over the catalogue's dates.
    const sellerIndex = index % 25 === 0 ? 0 : random.int(1, sellers.length - 1);
    const leaf = random.pick(leaves);
    const brandIndex = random.pick(makersByLeaf.get(leaf.id) ?? [0]);
    const kind = leaf.kind;
    const [low, high] = PRICE_RANGE_EUR[kind];
    const euros = low + (high - low) * random.next() ** 2;
    const colourIndexes = random.sample(
      colours.map((_, i) => i),
      random.chance(0.3) ? 2 : 1,
    );
    const mainColour = colours[colourIndexes[0] as number] as (typeof colours)[number];
    const brand = brands[brandIndex]?.nom_marque as string;
    const condition = random.chance(0.6) ? ('neuf' as const) : ('occasion' as const);
    const texts = listingTexts({
      brand,
      kind,
      model: random.pick(words.modelsByLeaf[leaf.slug] ?? []),
      material: words.materials[random.pick(words.materialsByKind[kind])] as Localised,
      colour: mainColour.names,
      season: random.pick(words.seasons),
      collection: random.pick(words.collections),
      condition,
      opening: random.int(0, words.openings.length - 1),
      conditionSentence: random.int(0, words.conditions[condition].length - 1),
    });
    const langue = sellerLanguages[sellerIndex] ?? 'fr';
    const original = texts[langue];
    const shipping = random.int(1, 3);
    const delivery = shipping + random.int(2, 4);
    return {
      row: {
        id_vendeur: sellerIds[sellerIndex] as number,
        id_marque: brandIds[brandIndex] as number,
        id_categorie: leaf.id,
        langue,
        modele: original.modele,
        description: original.description,
        saison: original.saison,
        collection: original.collection,
        code_produit: `VT${String(100000 + index * 7).padStart(6, '0')}`,
        code_produit_vendeur: `${(sellers[sellerIndex]?.pseudo ?? 'V').slice(0, 3).toUpperCase()}-${1000 + index}`,
        matiere: original.matiere,
        largeur: kind === 'bag' || kind === 'wallet' ? random.int(12, 45) : 0,
        longueur: kind === 'bag' || kind === 'wallet' ? random.int(8, 35) : 0,
        talon: HEELED.has(kind) && random.chance(0.6) ? random.int(2, 11) : 0,
        prix_unitaire: roundPrice(euros * (sellerCurrencies[sellerIndex] ?? 1)),
        etat_produit: condition,
        id_pays_achat: random.pick(countryIds),
        duree_expedition_debut: shipping,
        duree_expedition_fin: shipping + 2,
        livree_sous_debut: delivery,
        livree_sous_fin: delivery + 3,
        ventes: Math.floor(60 * random.next() ** 3),
        search_text: normalizeForSearch(
          [
            brand,
            ...leaf.searchNames,
            ...Object.values(mainColour.names),
            original.description,
            ...Object.values(texts).flatMap(searchableNames),
          ].join(' '),
        ),
        created_at: new Date(CATALOGUE_EPOCH - index * 3 * HOUR - random.int(0, 120) * 60_000).toISOString(),
        // The catalogue's items count as checked by staff when they were listed.
        verifie_le: new Date(CATALOGUE_EPOCH - index * 3 * HOUR).toISOString(),
      },
      translations: (Object.entries(texts) as [AppLanguageCode, ListingTexts][]).filter(
        ([code]) => code !== langue,
      ),
      kind,
      grid: leaf.grid,
      colourIds: colourIndexes.map((i) => colourIds[i] as number),
      images: random.int(2, 4),
    };
  });
  const productIds = await insertRows(
    db,
    'produit',
    products.map((product) => product.row),
    'id_produit',
  );

  await insertRows(
    db,
    'produit_texte',
    products.flatMap((product, index) =>
      product.translations.map(([langue, texts]) => ({
        id_produit: productIds[index] as number,
        langue,
        ...texts,
      })),
    ),
  );

  await insertRows(
    db,
    'image_produit',
    // An item in two colours is photographed in each, every photo naming its colour: the page
    // shows the chosen colour's first, the cart and the order the colour bought.
    products.flatMap((product, index) => {
      const id_produit = productIds[index] as number;
      const shots = product.colourIds.length > 1 ? product.colourIds : [null];
      return shots.flatMap((id_couleur, shot) =>
        Array.from({ length: product.images }, (_, view) => ({
          id_produit,
          rang: shot * product.images + view + 1,
          link_image: catalogImagePath.product(id_produit, view + 1, id_couleur ?? undefined),
          id_couleur,
        })),
      );
    }),
  );

  await insertRows(
    db,
    'sous_produit',
    products.flatMap((product, index) =>
      variantsFor(random, product.grid, product.colourIds, sizeIdsByGrid).map((variant) => ({
        id_produit: productIds[index] as number,
        ...variant,
      })),
    ),
  );
}

/** One physical item per variant: a colour and a size; some already sold, a few products sold out. */
function variantsFor(
  random: Random,
  grid: SizeGrid,
  colourIds: readonly number[],
  sizeIdsByGrid: ReadonlyMap<string, readonly number[]>,
): { id_taille: number; id_couleur: number; etat: 'Disponible' | 'Vendu' }[] {
  const gridSizes = sizeIdsByGrid.get(grid) ?? [];
  const soldOut = random.chance(0.06);
  return colourIds.flatMap((id_couleur) => {
    const count = grid === 'unique' ? 1 : random.int(2, 4);
    const start = random.int(0, Math.max(0, gridSizes.length - count));
    return gridSizes.slice(start, start + count).map((id_taille) => ({
      id_taille,
      id_couleur,
      etat: soldOut || random.chance(0.15) ? ('Vendu' as const) : ('Disponible' as const),
    }));
  });
}

/** The rows of a vocabulary table (`categorie_nom`, `couleur_nom`) for one entry's word forms. */
function formRows<Key extends string>(key: Key, id: number, forms: WordForms | undefined) {
  return Object.entries(forms ?? {}).flatMap(([langue, names]) =>
    (names ?? []).map(
      (nom) => ({ [key]: id, langue, nom }) as Record<Key, number> & { langue: string; nom: string },
    ),
  );
}

async function insertCategories(db: Queryable): Promise<LeafRow[]> {
  const leaves: LeafRow[] = [];
  for (const genre of categoryTree) {
    const [genreId] = await insertRows(
      db,
      'categorie',
      [{ id_parent: null, niveau: 1, slug: genre.slug, ...localisedColumns('nom', genre.names) }],
      'id_categorie',
    );
    for (const mere of genre.children) {
      const [mereId] = await insertRows(
        db,
        'categorie',
        [{ id_parent: genreId, niveau: 2, slug: mere.slug, ...localisedColumns('nom', mere.names) }],
        'id_categorie',
      );
      const leafIds = await insertRows(
        db,
        'categorie',
        mere.children.map((leaf) => ({
          id_parent: mereId,
          niveau: 3,
          slug: leaf.slug,
          ...localisedColumns('nom', leaf.names),
          type_article: leaf.kind,
          grille: leaf.sizes,
        })),
        'id_categorie',
      );
      mere.children.forEach((leaf, index) => {
        leaves.push({
          id: leafIds[index] as number,
          slug: leaf.slug,
          mereSlug: mere.slug,
          kind: leaf.kind,
          grid: leaf.sizes,
          searchNames: [
            ...Object.values(leaf.names),
            ...Object.values(mere.names),
            ...Object.values(genre.names),
          ],
        });
      });
    }
  }
  return leaves;
}

async function insertSizes(db: Queryable): Promise<Map<string, number[]>> {
  const ids = await insertRows(
    db,
    'taille',
    sizes.map((size, index) => ({
      grille: size.grid,
      valeur_taille: size.valeur_taille,
      pays_taille: size.pays_taille,
      rang: index + 1,
      taille_fr: size.taille_Fr,
      taille_eu: size.taille_Eu,
      taille_st: size.taille_St,
      taille_us: size.taille_Us,
      taille_it: size.taille_It,
      taille_uk: size.taille_Uk,
      taille_ge: size.taille_Ge,
      taille_kr: size.taille_Kr,
      taille_jp: size.taille_Jp,
      taille_ch: size.taille_Ch,
      taille_vo: size.taille_Vo,
    })),
    'id_taille',
  );
  const byGrid = new Map<string, number[]>();
  sizes.forEach((size, index) => {
    byGrid.set(size.grid, [...(byGrid.get(size.grid) ?? []), ids[index] as number]);
  });
  return byGrid;
}

async function insertBanners(db: Queryable): Promise<void> {
  const rankByLanguage = new Map<string, number>();
  await insertRows(
    db,
    'publicite',
    banners.map((banner) => {
      const rang = (rankByLanguage.get(banner.language) ?? 0) + 1;
      rankByLanguage.set(banner.language, rang);
      const language = LANGUAGES.find((candidate) => candidate.alpha2 === banner.language);
      return {
        id_langue: language?.id ?? 1,
        rang,
        // The same three pictures in every language: banner n of a language shows picture n.
        image_url: catalogImagePath.banner(rang),
        text_publicitaire_gras: banner.text_publicitaire_gras,
        text_publicitaire_gras_2: banner.text_publicitaire_gras_2,
        description: banner.description,
        text_boutton: banner.text_boutton,
      };
    }),
  );
}

function localisedColumns(prefix: string, names: Localised): Record<string, string> {
  return {
    [`${prefix}_fr`]: names.fr,
    [`${prefix}_uk`]: names.uk,
    [`${prefix}_it`]: names.it,
    [`${prefix}_jp`]: names.jp,
    [`${prefix}_ru`]: names.ru,
  };
}

/** A shop-like price: whole units, rounded to a step that grows with the amount. */
function roundPrice(value: number): number {
  const step = value >= 100_000 ? 1000 : value >= 10_000 ? 100 : value >= 1000 ? 10 : 5;
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * The names search finds a listing by in every language. Only the original's description joins
 * them: the translated ones repeat these names around the same stock sentences, and indexing
 * them all made the trigram index the bulk of the seeding time (10,000 products: 29 s, not 11).
 */
function searchableNames(texts: ListingTexts): string[] {
  return [texts.modele, texts.matiere];
}

function languageIdOf(code: string): number {
  return LANGUAGES.find((language) => language.alpha2 === code)?.id ?? 1;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
