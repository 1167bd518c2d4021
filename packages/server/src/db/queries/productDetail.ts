/** Everything the product page shows (spec §3 "Product detail response"), in one query. */
import {
  type AppLanguageCode,
  CATEGORY_SUFFIX,
  type ProductDetail,
  type SubProduct,
} from '@vitrine/contract';
import type { Queryable } from '../database.js';
import { PRODUCT_TEXTS, productTextsJoin } from './products.js';

interface DetailRow {
  verifie: boolean;
  retire: boolean;
  id_produit: number;
  id_marque: number;
  marque: string;
  modele: string;
  categorie_fr: string;
  categorie_uk: string;
  categorie_it: string;
  categorie_jp: string;
  categorie_ru: string;
  categorie_enfant_fr: string;
  categorie_enfant_uk: string;
  categorie_enfant_it: string;
  categorie_enfant_jp: string;
  categorie_enfant_ru: string;
  categorie_slug: string;
  genre_slug: string;
  mere_slug: string;
  description: string | null;
  saison: string | null;
  collection: string | null;
  code_produit: string | null;
  code_produit_vendeur: string | null;
  etat_produit: ProductDetail['description']['etat_produit'];
  langue_texte: AppLanguageCode;
  largeur: number;
  longueur: number;
  talon: number;
  matiere: string | null;
  prix_unitaire: number;
  id_vendeur: number;
  pseudo_profile: string;
  image_link_profile: string | null;
  vendeur_alpha2: string;
  vendeur_pays_fr: string;
  vendeur_pays_en: string;
  taux_change: number;
  code_monnaie: string;
  achat_alpha2: string | null;
  achat_pays_fr: string | null;
  achat_pays_en: string | null;
  duree_expedition_debut: number;
  duree_expedition_fin: number;
  livree_sous_debut: number;
  livree_sous_fin: number;
  is_liked: boolean;
  qte_produit: number;
  images: Array<{ link_image: string }>;
  variants: SubProduct[];
}

/**
 * The variants with their size conversions and colour, as a JSON array in size order.
 * `colourColumn` is one of five column names picked from a closed map, never caller text.
 */
const variantsJson = (colourColumn: string) => `
  COALESCE((
    SELECT json_agg(json_build_object(
             'id', s.id, 'id_taille', s.id_taille, 'valeur_taille', t.valeur_taille,
             'id_couleur', s.id_couleur, 'nom_couleur', co.${colourColumn}, 'code_hexa', co.code_hexa,
             'etat', CASE WHEN p.retire_le IS NULL THEN s.etat ELSE 'Vendu' END, 'pays_taille', t.pays_taille,
             'taille_Fr', t.taille_fr, 'taille_Eu', t.taille_eu, 'taille_St', t.taille_st,
             'taille_Us', t.taille_us, 'taille_It', t.taille_it, 'taille_Uk', t.taille_uk,
             'taille_Ge', t.taille_ge, 'taille_Kr', t.taille_kr, 'taille_Jp', t.taille_jp,
             'taille_Ch', t.taille_ch, 'taille_Vo', t.taille_vo) ORDER BY t.rang, s.id)
      FROM sous_produit s
      JOIN taille t ON t.id_taille = s.id_taille
      JOIN couleur co ON co.id_couleur = s.id_couleur
     WHERE s.id_produit = p.id_produit), '[]')`;

/**
 * The product with its categories, seller, countries, photos and variants in one round trip;
 * `$2` is the viewer, for `is_liked`, `$3` the language of its texts. One text per language.
 */
const DETAIL_SELECTS = Object.fromEntries(
  Object.entries(CATEGORY_SUFFIX).map(([language, suffix]) => [
    language,
    `
  SELECT p.id_produit, p.id_marque, ma.nom_marque AS marque,${PRODUCT_TEXTS},
         m.nom_fr AS categorie_fr, m.nom_uk AS categorie_uk, m.nom_it AS categorie_it,
         m.nom_jp AS categorie_jp, m.nom_ru AS categorie_ru,
         f.nom_fr AS categorie_enfant_fr, f.nom_uk AS categorie_enfant_uk, f.nom_it AS categorie_enfant_it,
         f.nom_jp AS categorie_enfant_jp, f.nom_ru AS categorie_enfant_ru,
         f.slug AS categorie_slug, g.slug AS genre_slug, m.slug AS mere_slug,
         p.code_produit, p.code_produit_vendeur, p.etat_produit,
         p.largeur, p.longueur, p.talon, p.prix_unitaire,
         u.id_user AS id_vendeur, u.pseudo_profile, u.image_link_profile,
         sp.alpha2 AS vendeur_alpha2, sp.nom_fr_fr AS vendeur_pays_fr, sp.nom_en_gb AS vendeur_pays_en,
         sp.taux_change, sp.code_monnaie,
         pa.alpha2 AS achat_alpha2, pa.nom_fr_fr AS achat_pays_fr, pa.nom_en_gb AS achat_pays_en,
         p.duree_expedition_debut, p.duree_expedition_fin, p.livree_sous_debut, p.livree_sous_fin,
         EXISTS (SELECT 1 FROM wishlist w WHERE w.id_user = $2 AND w.id_produit = p.id_produit) AS is_liked,
         p.verifie_le IS NOT NULL AS verifie,
         (SELECT count(*) FROM sous_produit s WHERE s.id_produit = p.id_produit AND s.etat = 'Disponible'
                                                     AND p.retire_le IS NULL)::int AS qte_produit,
         p.retire_le IS NOT NULL AS retire,
         COALESCE((SELECT json_agg(json_build_object('link_image', i.link_image) ORDER BY i.rang)
                     FROM image_produit i WHERE i.id_produit = p.id_produit), '[]') AS images,
         ${variantsJson(`nom_couleur_${suffix}`)} AS variants
    FROM produit p
    JOIN marque ma ON ma.id_marque = p.id_marque
    JOIN categorie f ON f.id_categorie = p.id_categorie
    JOIN categorie m ON m.id_categorie = f.id_parent
    JOIN categorie g ON g.id_categorie = m.id_parent
    JOIN utilisateur u ON u.id_user = p.id_vendeur
    JOIN pays sp ON sp.id_pays = u.id_pays
    LEFT JOIN pays pa ON pa.id_pays = p.id_pays_achat${productTextsJoin('$3')}
   WHERE p.id_produit = $1`,
  ]),
) as Record<AppLanguageCode, string>;

/** The product page of `productId` for `viewerId` (0 for a visitor), or null when it does not exist. */
export async function getProductDetail(
  db: Queryable,
  productId: number,
  viewerId: number,
  language: AppLanguageCode,
): Promise<ProductDetail | null> {
  const [row] = await db.query<DetailRow>(DETAIL_SELECTS[language], [productId, viewerId, language], {
    keys: { wishlist: viewerId },
  });
  if (!row) return null;
  const { images, variants } = row;
  return {
    description: {
      id_produit: row.id_produit,
      id_marque: row.id_marque,
      marque: row.marque,
      modele: row.modele,
      categorie_fr: row.categorie_fr,
      categorie_uk: row.categorie_uk,
      categorie_it: row.categorie_it,
      categorie_jp: row.categorie_jp,
      categorie_ru: row.categorie_ru,
      categorie_enfant_fr: row.categorie_enfant_fr,
      categorie_enfant_uk: row.categorie_enfant_uk,
      categorie_enfant_it: row.categorie_enfant_it,
      categorie_enfant_jp: row.categorie_enfant_jp,
      categorie_enfant_ru: row.categorie_enfant_ru,
      categorie_slug: row.categorie_slug,
      genre_slug: row.genre_slug,
      mere_slug: row.mere_slug,
      description: row.description,
      saison: row.saison,
      collection: row.collection,
      code_produit: row.code_produit,
      code_produit_vendeur: row.code_produit_vendeur,
      etat_produit: row.etat_produit,
      langue_texte: row.langue_texte,
      largeur: row.largeur,
      longueur: row.longueur,
      talon: row.talon,
    },
    details: { image_web: images, sous_produit: variants, matiere: row.matiere },
    distinct_couleur: distinctColours(variants),
    prix: { prix: row.prix_unitaire },
    vendeur: {
      id_user: row.id_vendeur,
      pseudo_profile: row.pseudo_profile,
      image_link_profile: row.image_link_profile,
      pays_fr: row.vendeur_pays_fr,
      alpha2: row.vendeur_alpha2,
      taux_change: row.taux_change,
      code_monnaie: row.code_monnaie,
    },
    livraison: {
      pays_achat:
        row.achat_alpha2 === null
          ? null
          : { alpha2: row.achat_alpha2, pays_fr: row.achat_pays_fr ?? '', pays_en: row.achat_pays_en ?? '' },
      pays_expedition: {
        alpha2: row.vendeur_alpha2,
        pays_fr: row.vendeur_pays_fr,
        pays_en: row.vendeur_pays_en,
      },
    },
    duree_expedition_debut: row.duree_expedition_debut,
    duree_expedition_fin: row.duree_expedition_fin,
    livree_sous_debut: row.livree_sous_debut,
    livree_sous_fin: row.livree_sous_fin,
    is_liked: row.is_liked,
    verifie: row.verifie,
    qte_produit: row.qte_produit,
    retire: row.retire,
  };
}

/** The colours of the variants, each once, in the order their first variant comes. */
function distinctColours(variants: readonly SubProduct[]): ProductDetail['distinct_couleur'] {
  const seen = new Map<number, ProductDetail['distinct_couleur'][number]>();
  for (const variant of variants) {
    if (!seen.has(variant.id_couleur)) {
      seen.set(variant.id_couleur, {
        id_coul: variant.id_couleur,
        code_hexa: variant.code_hexa,
        nom_couleur: variant.nom_couleur,
      });
    }
  }
  return [...seen.values()];
}
