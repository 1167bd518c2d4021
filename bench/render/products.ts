/**
 * The products both rendering pages show: the same generated data, so the React grid and the
 * plain-DOM baseline render the same cards. Pictures point to local SVGs (no network).
 */
import type { Product } from '@vitrine/sdk-core';

const BRANDS = ['Hermès', 'Chanel', 'Louis Vuitton', 'Dior', 'Prada', 'Celine', 'Gucci', 'Saint Laurent'];
const NAMES = ['Sacs à main', 'Cabas', 'Escarpins', 'Robes', 'Manteaux et vestes', 'Montres'];
const SELLERS = ['MaisonLumiere', 'VintageRoma', 'GinzaTreasure', 'MadisonAvenueResale'];
const COUNTRIES = ['France', 'Italie', 'Japon', 'États-Unis'];

export function generateProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const seller = index % SELLERS.length;
    return {
      id_produit: id,
      id_marque: (index % BRANDS.length) + 1,
      nom_marque: BRANDS[index % BRANDS.length] as string,
      modele: `Modèle ${id}`,
      produit_nom: NAMES[index % NAMES.length] as string,
      pays: COUNTRIES[seller] as string,
      alpha2: 'FR',
      link_image_pple: '/card.svg',
      prix_unitaire: 500 + ((index * 137) % 9000),
      taux_change: 1,
      code_monnaie: 'EUR',
      // One product in 17 is sold: the 'Vendu' ribbon.
      qte_produit: index % 17 === 0 ? 0 : 1,
      is_liked: false,
      id_categorie: 12,
      categorie_slug: 'sacs-a-main',
      nom_cat_enfant: NAMES[index % NAMES.length] as string,
      nom_cat_enfant_fr: 'Sacs à main',
      nom_cat_enfant_uk: 'Handbags',
      nom_cat_enfant_it: 'Borse a mano',
      nom_cat_enfant_jp: 'ハンドバッグ',
      nom_cat_enfant_ru: 'Сумки',
      id_user: seller + 2,
      pseudo_profile: SELLERS[seller] as string,
      image_link_profile: '/avatar.svg',
      description: null,
      saison: null,
      collection: null,
      code_produit: null,
      largeur: 0,
      longueur: 0,
      talon: 0,
      matiere: null,
      pays_taille: null,
      code_hexa: null,
      nom_couleur: null,
    };
  });
}

/** What each page exposes to the benchmark driver (bench/suites/render.mjs). */
export interface RenderPage {
  /** Renders `count` cards from scratch and resolves with the time until they are painted, in ms. */
  render(count: number, options?: { virtualize?: boolean }): Promise<number>;
  /** Removes every card. */
  clear(): Promise<void>;
}

/** Resolves after the next frame has been painted: the cards are on screen, not only in the DOM. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
