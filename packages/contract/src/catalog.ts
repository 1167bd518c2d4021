/** Products as lists and cards show them (spec §3 "Product", §7 ProduitController). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { FIELD_RULES } from './fieldRules.js';
import { fitsDecimals } from './money.js';
import { ProductConditionSchema } from './productCondition.js';
import { ProductRefinements, refinedQuery } from './productRefinements.js';
import {
  AppLanguageCodeSchema,
  dataOf,
  Id,
  IdOrZero,
  listOf,
  Pagination,
  text,
  textField,
} from './schema.js';

/** The five localised forms of a category name; the English one is `uk`, as the spec names it. */
const localisedCategory = {
  nom_cat_enfant_fr: z.string(),
  nom_cat_enfant_uk: z.string(),
  nom_cat_enfant_it: z.string(),
  nom_cat_enfant_jp: z.string(),
  nom_cat_enfant_ru: z.string(),
};

export { type ProductCondition, ProductConditionSchema } from './productCondition.js';

/** A product as a list or a card shows it. Prices are in the seller's currency. */
export const ProductSchema = z.object({
  id_produit: z.number(),
  id_marque: z.number(),
  nom_marque: z.string(),
  modele: z.string(),
  /**
   * The language modele, description, saison, collection and matiere are written in: the asked
   * one when the seller wrote or translated the listing in it, else the listing's original.
   */
  langue_texte: AppLanguageCodeSchema,
  /** The leaf category's name in the requested language. */
  produit_nom: z.string(),
  /** The seller's country in the requested language. */
  pays: z.string(),
  /** The seller's country code. */
  alpha2: z.string(),
  link_image_pple: z.string(),
  prix_unitaire: z.number(),
  /** The seller currency's rate for one euro. */
  taux_change: z.number(),
  /** The seller's currency. */
  code_monnaie: z.string(),
  /** Variants still for sale; 0 or less means sold. */
  qte_produit: z.number(),
  is_liked: z.boolean(),
  /** Staff checked the listing: only then is it shown as authentic (an addition to the spec). */
  verifie: z.boolean(),
  id_categorie: z.number(),
  /** URL-safe name of the leaf category, for the product detail route. */
  categorie_slug: z.string(),
  nom_cat_enfant: z.string(),
  ...localisedCategory,
  /** The seller. */
  id_user: z.number(),
  pseudo_profile: z.string(),
  image_link_profile: z.nullable(z.string()),
  description: z.nullable(z.string()),
  saison: z.nullable(z.string()),
  collection: z.nullable(z.string()),
  code_produit: z.nullable(z.string()),
  /** Dimensions in centimetres; 0 when not given. */
  largeur: z.number(),
  longueur: z.number(),
  talon: z.number(),
  matiere: z.nullable(z.string()),
  pays_taille: z.nullable(z.string()),
  code_hexa: z.nullable(z.string()),
  nom_couleur: z.nullable(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

/** Query shared by product lists: who asks (for `is_liked`), in which language, which page. */
export const ProductListQuery = {
  /** The caller's id, to compute `is_liked`; 0 or absent for a visitor. */
  id_user: z.optional(IdOrZero),
  /** Language of the texts (modele, description…), `produit_nom` and `pays`; French when absent. */
  langue: z.optional(AppLanguageCodeSchema),
  ...Pagination,
};

/** A category level in a URL: lower-case letters, digits and dashes. */
const Slug = text(60).check(
  z.regex(/^[a-z0-9-]+$/, 'a category is written in lower case, digits and dashes'),
);

/**
 * The product list's category levels (genre → mère → fils), as the list route carries them:
 * `new-shopping/femme/sacs/cabas`. An addition to the spec, whose filter was a placeholder.
 */
export const CategoryFilter = {
  genre: z.optional(Slug),
  mere: z.optional(Slug),
  fils: z.optional(Slug),
};

export const BrandSchema = z.object({
  id_marque: z.number(),
  nom_marque: z.string(),
  /** Products of the brand on sale. */
  nombre_produit: z.number(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** A size that products have, for the list's Taille filter. */
export const SizeOptionSchema = z.object({
  id_taille: z.number(),
  valeur_taille: z.string(),
  pays_taille: z.string(),
});
export type SizeOption = z.infer<typeof SizeOptionSchema>;

/** A colour that products have, for the list's Couleur filter. */
export const ColourOptionSchema = z.object({
  id_couleur: z.number(),
  nom_couleur_fr: z.string(),
  /** The colour's name in the requested language. */
  nom_couleur: z.string(),
  code_hexa: z.string(),
});
export type ColourOption = z.infer<typeof ColourOptionSchema>;

/** A node of the category tree, named in the five languages. */
export interface CategoryNode {
  id_categorie: number;
  slug: string;
  niveau: number;
  nom_fr: string;
  nom_uk: string;
  nom_it: string;
  nom_jp: string;
  nom_ru: string;
  children: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodMiniType<CategoryNode> = z.object({
  id_categorie: z.number(),
  slug: z.string(),
  niveau: z.number(),
  nom_fr: z.string(),
  nom_uk: z.string(),
  nom_it: z.string(),
  nom_jp: z.string(),
  nom_ru: z.string(),
  get children() {
    return z.array(CategoryNodeSchema);
  },
});

/** A size variant: one physical item of a colour and a size (spec §3 "Sub-product"). */
export const SubProductSchema = z.object({
  id: z.number(),
  id_taille: z.number(),
  valeur_taille: z.string(),
  id_couleur: z.number(),
  nom_couleur: z.string(),
  code_hexa: z.string(),
  /** 'Vendu' means sold: it cannot be chosen. */
  etat: z.enum(['Disponible', 'Vendu']),
  pays_taille: z.string(),
  taille_Fr: z.string(),
  taille_Eu: z.string(),
  taille_St: z.string(),
  taille_Us: z.string(),
  taille_It: z.string(),
  taille_Uk: z.string(),
  taille_Ge: z.string(),
  taille_Kr: z.string(),
  taille_Jp: z.string(),
  taille_Ch: z.string(),
  taille_Vo: z.string(),
});
export type SubProduct = z.infer<typeof SubProductSchema>;

const countryName = z.object({ alpha2: z.string(), pays_fr: z.string(), pays_en: z.string() });

/** Everything the product page shows (spec §3 "Product detail response"). */
export const ProductDetailSchema = z.object({
  description: z.object({
    id_produit: z.number(),
    id_marque: z.number(),
    marque: z.string(),
    modele: z.string(),
    /** The mère category, in the five languages. */
    categorie_fr: z.string(),
    categorie_uk: z.string(),
    categorie_it: z.string(),
    categorie_jp: z.string(),
    categorie_ru: z.string(),
    /** The fils category, in the five languages. */
    categorie_enfant_fr: z.string(),
    categorie_enfant_uk: z.string(),
    categorie_enfant_it: z.string(),
    categorie_enfant_jp: z.string(),
    categorie_enfant_ru: z.string(),
    categorie_slug: z.string(),
    genre_slug: z.string(),
    mere_slug: z.string(),
    description: z.nullable(z.string()),
    saison: z.nullable(z.string()),
    collection: z.nullable(z.string()),
    code_produit: z.nullable(z.string()),
    code_produit_vendeur: z.nullable(z.string()),
    /** The condition as a code the interface names in its language. */
    etat_produit: ProductConditionSchema,
    /** The language modele, description, saison, collection and matiere are written in (see Product). */
    langue_texte: AppLanguageCodeSchema,
    largeur: z.number(),
    longueur: z.number(),
    talon: z.number(),
  }),
  details: z.object({
    /** The photos in order; a photo naming a colour (`id_couleur`) shows the item in that colour. */
    image_web: z.array(z.object({ link_image: z.string(), id_couleur: z.optional(z.nullable(z.number())) })),
    sous_produit: z.array(SubProductSchema),
    matiere: z.nullable(z.string()),
  }),
  distinct_couleur: z.array(
    z.object({ id_coul: z.number(), code_hexa: z.string(), nom_couleur: z.string() }),
  ),
  /** In the seller's currency. */
  prix: z.object({ prix: z.number() }),
  vendeur: z.object({
    id_user: z.number(),
    pseudo_profile: z.string(),
    image_link_profile: z.nullable(z.string()),
    pays_fr: z.string(),
    alpha2: z.string(),
    taux_change: z.number(),
    code_monnaie: z.string(),
  }),
  livraison: z.object({
    /** Where the seller bought the item, when known. */
    pays_achat: z.nullable(countryName),
    /** Where it ships from: the seller's country. */
    pays_expedition: countryName,
  }),
  duree_expedition_debut: z.number(),
  duree_expedition_fin: z.number(),
  livree_sous_debut: z.number(),
  livree_sous_fin: z.number(),
  is_liked: z.boolean(),
  /** Staff checked the listing: only then is it shown as authentic (an addition to the spec). */
  verifie: z.boolean(),
  qte_produit: z.number(),
  /** Its seller withdrew it: no longer on sale, every size reads as sold (an addition to the spec). */
  retire: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** The flag the spec's search answers instead of a list when nothing matches. */
export const EMPTY_SEARCH = 'aucune donnée à trier';

/** Related products the product page shows (spec §9 leaves the number open). */
export const RELATED_PRODUCTS_LIMIT = 12;

/**
 * Bounds of an article a seller adds (an addition to the spec, whose seller journey adds "an item
 * with photos, description and price" without a call for it). Shared so a form can say them
 * before sending.
 */
export const ARTICLE_LIMITS = {
  modele: FIELD_RULES.articleModele.max,
  description: FIELD_RULES.articleDescription.max,
  /** In the seller's currency. */
  prix: 1_000_000,
  /** Centimetres. */
  dimension: 1000,
  /** Days, for the shipping and delivery windows. */
  days: 30,
  variants: 30,
  photos: 4,
  /** Bytes per photo, as every upload. */
  photoBytes: 5 * 1024 * 1024,
} as const;

/** The photo fields of an article, in their order on the product page; the first is required. */
export const PRODUCT_PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3', 'photo_4'] as const;

/** One physical item of an article: a size of the category's grid in a colour (spec §3 "Sub-product"). */
export const NewArticleVariantSchema = z.object({ id_taille: Id, id_couleur: Id });
export type NewArticleVariant = z.infer<typeof NewArticleVariantSchema>;

/** Multipart fields are text: the variants travel as the JSON text of their list. */
const VariantsJson = z.pipe(
  z.string().check(z.maxLength(4000)),
  z.pipe(
    z.transform((value: string, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({
          code: 'custom',
          message: 'a JSON list of { id_taille, id_couleur }',
          input: value,
        });
        return z.NEVER;
      }
    }),
    z
      .array(NewArticleVariantSchema)
      .check(
        z.minLength(1, 'at least one variant (a size in a colour)'),
        z.maxLength(ARTICLE_LIMITS.variants, `at most ${ARTICLE_LIMITS.variants} variants`),
      ),
  ),
);

/** A number sent as text, with the bounds it must keep. */
const decimalField = (max: number) => z.coerce.number().check(z.nonnegative(), z.maximum(max));
const daysField = z.optional(
  z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(ARTICLE_LIMITS.days)),
);

/**
 * A seller's price, in their own currency: positive, bounded, at most 2 decimals. Whole units
 * only for a zero-decimal currency, which only the seller's currency tells:
 * `fitsDecimals(price, currencyDecimals(currency))` (money.ts).
 */
export const ArticlePriceSchema = z.coerce.number().check(
  z.positive(),
  z.maximum(ARTICLE_LIMITS.prix),
  z.refine((value) => fitsDecimals(value, 2), 'at most 2 decimals'),
);

/** A listing's texts in one language, with the bounds an article's texts keep. */
const articleTexts = {
  modele: textField(FIELD_RULES.articleModele),
  description: textField(FIELD_RULES.articleDescription),
  saison: z.optional(textField(FIELD_RULES.articleSaison)),
  collection: z.optional(textField(FIELD_RULES.articleCollection)),
  matiere: z.optional(textField(FIELD_RULES.articleMatiere)),
};

/**
 * A seller's texts of one of their listings in another language (an addition to the spec): a
 * shopper reading that language then sees them instead of the original. Setting them again
 * replaces them; a text left out falls back to the original's.
 */
export const ProductTextsBodySchema = z.object({
  id_produit: Id,
  langue: AppLanguageCodeSchema,
  ...articleTexts,
});
export type ProductTexts = z.output<typeof ProductTextsBodySchema>;

/**
 * The text fields of `add_produit`. The price is in the seller's own currency; whole units only
 * for a zero-decimal currency (JPY, KRW), which the server checks against the seller.
 */
export const NewArticleBodySchema = z.object({
  id_marque: Id,
  /** A leaf (fils) category; its size grid is the one the variants' sizes must come from. */
  id_categorie: Id,
  ...articleTexts,
  code_produit_vendeur: z.optional(text(40)),
  prix_unitaire: ArticlePriceSchema,
  etat_produit: ProductConditionSchema,
  /** Where the seller bought the item. */
  id_pays_achat: z.optional(Id),
  largeur: z.optional(decimalField(ARTICLE_LIMITS.dimension)),
  longueur: z.optional(decimalField(ARTICLE_LIMITS.dimension)),
  talon: z.optional(decimalField(ARTICLE_LIMITS.dimension)),
  /** Days to ship (the server's default is 1 to 3) and to deliver (3 to 7). */
  duree_expedition_debut: daysField,
  duree_expedition_fin: daysField,
  livree_sous_debut: daysField,
  livree_sous_fin: daysField,
  variants: VariantsJson,
});
/** An article's values as a seller's form holds them (the variants as a list, not yet JSON). */
export type NewArticle = z.output<typeof NewArticleBodySchema>;

export const catalogEndpoints = {
  listProduitAvecVendeur: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_produitavecVendeur',
    query: refinedQuery({ ...ProductRefinements, ...ProductListQuery }),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: 'New arrivals with their sellers, newest first.',
  }),
  listProduit: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_produit',
    query: refinedQuery({
      type: z.optional(z.literal('web')),
      /** `web` asks for the best sellers. */
      meilleur_vente: z.optional(z.literal('web')),
      ...CategoryFilter,
      ...ProductRefinements,
      ...ProductListQuery,
    }),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: 'The product list; with meilleur_vente=web, the best sellers.',
  }),
  rechercheFiltre: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/recherche_filtre',
    query: refinedQuery({
      ...CategoryFilter,
      ...ProductRefinements,
      ...ProductListQuery,
    }),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: 'Products of a brand, colour, size and category, newest first.',
  }),
  listMarqueHavingProduit: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_MarqueHavingProduit',
    response: listOf(BrandSchema),
    access: 'public',
    summary: 'Brands that have products, by name.',
  }),
  listMarqueProduit: defineEndpoint({
    method: 'GET',
    path: 'CategorieController/list_marqueProduit',
    response: listOf(BrandSchema),
    access: 'public',
    summary: 'Every brand, by name, for the brands directory.',
  }),
  listCategories: defineEndpoint({
    method: 'GET',
    path: 'CategorieController/list_categories',
    response: listOf(CategoryNodeSchema),
    access: 'public',
    summary: 'The category tree genre → mère → fils (an addition to the spec).',
  }),
  getProduitAll: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/get_produit_all',
    query: z.object({
      id_produit: Id,
      id_user: z.optional(IdOrZero),
      langue: z.optional(AppLanguageCodeSchema),
    }),
    response: ProductDetailSchema,
    access: 'personalised',
    self: ['id_user'],
    summary: 'Everything the product page shows.',
  }),
  listProduitWillLikeToo: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_produit_will_like_too',
    query: z.object({ id_produit: Id, ...ProductListQuery }),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: 'Products like this one: same category, then same brand.',
  }),
  listProduitByVendeur: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/list_produit_by_Vendeur',
    query: refinedQuery({ id_vendeur: Id, ...ProductRefinements, ...ProductListQuery }),
    response: listOf(ProductSchema),
    access: 'personalised',
    self: ['id_user'],
    summary: "A seller's products, newest first.",
  }),
  searchProduit: defineEndpoint({
    method: 'GET',
    path: 'ProduitController/search_produit',
    query: refinedQuery({ q: text(100), ...CategoryFilter, ...ProductRefinements, ...ProductListQuery }),
    response: z.object({ data: z.union([z.array(ProductSchema), z.literal(EMPTY_SEARCH)]) }),
    access: 'personalised',
    self: ['id_user'],
    summary: `Products whose brand, model, category or description match, in any script and word form and despite a typo, most relevant first; '${EMPTY_SEARCH}' when none.`,
  }),
  listTailleHavingProduct: defineEndpoint({
    method: 'GET',
    path: 'TailleController/list_taille_having_product',
    response: listOf(SizeOptionSchema),
    access: 'public',
    summary: 'Sizes some product has, for the Taille filter.',
  }),
  listCouleurHavingProduct: defineEndpoint({
    method: 'GET',
    path: 'CouleurController/list_couleur_having_product',
    query: z.object({ langue: z.optional(AppLanguageCodeSchema) }),
    response: listOf(ColourOptionSchema),
    access: 'public',
    summary: 'Colours some product has, for the Couleur filter.',
  }),
  listTaille: defineEndpoint({
    method: 'GET',
    path: 'TailleController/list_taille',
    query: z.object({ id_categorie: z.optional(Id) }),
    response: listOf(SizeOptionSchema),
    access: 'public',
    summary:
      "Every size in grid order; with id_categorie, the sizes of that leaf category's grid (an addition to the spec, for adding an article).",
  }),
  addProduit: defineEndpoint({
    method: 'POST',
    path: 'ProduitController/add_produit',
    body: NewArticleBodySchema,
    files: PRODUCT_PHOTO_FIELDS.map((name, index) => ({
      name,
      kind: 'image' as const,
      required: index === 0,
    })),
    response: dataOf(z.object({ id_produit: z.number(), categorie_slug: z.string() })),
    access: 'private',
    summary:
      'A seller (kim) adds an article: photos, description, price and its variants, in one go (multipart; an addition to the spec).',
  }),
  setProduitTexte: defineEndpoint({
    method: 'POST',
    path: 'ProduitController/set_produit_texte',
    body: ProductTextsBodySchema,
    response: dataOf(z.object({ id_produit: z.number(), langue: AppLanguageCodeSchema })),
    access: 'private',
    summary:
      "A seller sets one of their listings' texts in another language than the one it was written in; new texts send it back to staff's verification (an addition to the spec).",
  }),
} as const;
