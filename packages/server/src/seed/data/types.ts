/**
 * Shapes of the static reference data the demo catalogue is seeded from.
 * Every list is plain data: the seeder turns it into rows, so the same
 * data always yields the same database.
 */

/** The five application languages, in the spec's order (ids 1–5). */
export type AppLanguage = 'fr' | 'en' | 'it' | 'jp' | 'ru';

/** A text in the five application languages. The English form is `uk`, as the spec names it. */
export interface Localised {
  fr: string;
  uk: string;
  it: string;
  jp: string;
  ru: string;
}

export interface CountrySeed {
  /** ISO 3166-1 alpha-2, upper case: 'FR'. */
  alpha2: string;
  /** ISO 3166-1 numeric code as a string: '250'. */
  code: string;
  nom_fr_fr: string;
  nom_en_gb: string;
  nom_it: string;
  nom_jp: string;
  nom_ru: string;
  /** Region name in French: 'Europe', 'Asie', 'Amérique du Nord'… */
  region_fr: string;
  /** Flag emoji: '🇫🇷'. */
  flag: string;
  /** ISO 4217 currency code: 'EUR'. */
  code_monnaie: string;
  /** Currency symbol or label shown after prices: '€', '¥', 'CHF'. */
  unity: string;
  /** Units of this currency for 1 EUR (EUR = 1). */
  taux_change: number;
  /** Main spoken language, ISO 639-1: 'fr', 'de', 'ja'. */
  langue_parle: string;
  /** The application language the country is served in by default: one of the five. */
  langue_translate: AppLanguage;
}

/**
 * Where a house's products may be filed: a mère slug ('sacs') takes all its leaves, 'mère/leaf'
 * ('bijoux-montres/montres') one leaf, under either genre.
 */
export type CategoryScope = string;

export interface BrandSeed {
  nom_marque: string;
  /** What the house makes: a watchmaker only watches, a shoemaker shoes and bags. */
  makes: readonly CategoryScope[];
}

/**
 * Kind of item a leaf category holds; drives the generated images and the price range. Fine
 * enough that a leaf's picture shows what it holds: earrings are not drawn as a ring, trainers
 * not as a pump. 'jewellery' stays for categories a database stored before that.
 */
export type ItemKind =
  | 'bag'
  | 'shoe'
  | 'boot'
  | 'trainer'
  | 'sandal'
  | 'flat'
  | 'loafer'
  | 'derby'
  | 'dress'
  | 'top'
  | 'trousers'
  | 'jacket'
  | 'coat'
  | 'skirt'
  | 'scarf'
  | 'belt'
  | 'watch'
  | 'jewellery'
  | 'ring'
  | 'earrings'
  | 'necklace'
  | 'bracelet'
  | 'cufflinks'
  | 'sunglasses'
  | 'hat'
  | 'wallet';

/** Size grid a leaf category uses: clothing letters, shoe sizes, or one size. */
export type SizeGrid = 'clothing' | 'shoes' | 'unique';

export interface LeafCategorySeed {
  slug: string;
  names: Localised;
  kind: ItemKind;
  sizes: SizeGrid;
}

export interface ParentCategorySeed {
  slug: string;
  names: Localised;
  children: LeafCategorySeed[];
}

/** Top of the tree: genre (Femme, Homme…) → mère (Sacs, Chaussures…) → fils (Cabas, Escarpins…). */
export interface GenreSeed {
  slug: string;
  names: Localised;
  children: ParentCategorySeed[];
}

/** One size with its conversions, as the spec's sub-product carries them. */
export interface SizeSeed {
  grid: Exclude<SizeGrid, 'unique'> | 'unique';
  /** The label the seller entered: 'M', '38', 'TU'. */
  valeur_taille: string;
  /** The sizing system of valeur_taille: 'INT', 'EU', 'IT', 'FR', 'US', 'UK'. */
  pays_taille: string;
  taille_Fr: string;
  taille_Eu: string;
  taille_St: string;
  taille_Us: string;
  taille_It: string;
  taille_Uk: string;
  taille_Ge: string;
  taille_Kr: string;
  taille_Jp: string;
  taille_Ch: string;
  taille_Vo: string;
}

export interface ColourSeed {
  /** '#000000'. */
  code_hexa: string;
  names: Localised;
}

/** A language a seller may speak (LangueParleController/list_langue_vendeur). */
export interface SpokenLanguageSeed {
  /** ISO 639-1. */
  alpha2: string;
  nom_fr: string;
  nom_en: string;
}

export interface BannerSeed {
  language: AppLanguage;
  text_publicitaire_gras: string;
  text_publicitaire_gras_2: string;
  description: string;
  text_boutton: string;
}

/** A demo seller (boutique) and the languages it answers buyers in. */
export interface SellerSeed {
  pseudo: string;
  prenom: string;
  nom: string;
  sexe: 'Homme' | 'Femme';
  /** ISO 3166-1 alpha-2 of the seller's country; must exist in the countries list. */
  alpha2: string;
  /** ISO 639-1 codes from spokenLanguages, first is the default */
  langues: string[];
  /** marketing text per spoken language code, same keys as langues */
  text_marketing: Record<string, string>;
}

/** A model a leaf category holds, named naturally in each of the five languages. */
export type ModelSeed = Localised;

/**
 * The words the demo catalogue composes its listings from, in the five languages: a listing is
 * written whole in each language from the same choices, never translated word by word.
 */
export interface CatalogueWordsSeed {
  /** Descriptive (non-trademarked) model names, per leaf category slug. */
  modelsByLeaf: Readonly<Record<string, readonly ModelSeed[]>>;
  /** Materials, keyed by a short code. */
  materials: Readonly<Record<string, Localised>>;
  /** The material codes that make sense for each kind of item. */
  materialsByKind: Readonly<Record<ItemKind, readonly string[]>>;
  seasons: readonly Localised[];
  collections: readonly Localised[];
  /** Opening sentences with {marque} {modele} {matiere} {couleur}; no word about condition. */
  openings: readonly Localised[];
  /** One sentence per family of items about its features; no word about condition. */
  details: Readonly<Record<ItemFamily, Localised>>;
  /** Sentences saying the condition: each agrees with its code. */
  conditions: Readonly<Record<ConditionCode, readonly Localised[]>>;
}

export type ConditionCode = 'neuf' | 'occasion';

/** Items described alike: every shoe, every garment, every jewel. */
export type ItemFamily =
  | 'bag'
  | 'shoe'
  | 'garment'
  | 'scarf'
  | 'belt'
  | 'watch'
  | 'jewellery'
  | 'sunglasses'
  | 'hat'
  | 'wallet';
