/** The catalogue's reference lists: brands, the category tree, and the sizes and colours in use. */
import {
  type AppLanguageCode,
  type Brand,
  CATEGORY_SUFFIX,
  type CategoryNode,
  type ColourOption,
  type SizeOption,
} from '@vitrine/contract';
import type { Queryable } from '../database.js';

/**
 * Brands by name with the number of products they have in the catalogue, sold ones included,
 * as the brand's product list shows them (and as sellers' counts go). With
 * `onlyWithProducts`, brands without any product are left out.
 */
export function listBrands(db: Queryable, options: { onlyWithProducts: boolean }): Promise<Brand[]> {
  return db.query<Brand>(
    `SELECT m.id_marque, m.nom_marque, COALESCE(c.nombre_produit, 0) AS nombre_produit
       FROM marque m
       LEFT JOIN (SELECT id_marque, count(*)::int AS nombre_produit FROM produit WHERE a_vendre
                   GROUP BY id_marque) c
         ON c.id_marque = m.id_marque
      WHERE NOT $1 OR c.nombre_produit > 0
      ORDER BY lower(m.nom_marque), m.id_marque`,
    [options.onlyWithProducts],
  );
}

type CategoryRow = Omit<CategoryNode, 'children'> & { id_parent: number | null };

/** The tree genre → mère → fils, each level ordered by id. */
export async function listCategoryTree(db: Queryable): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    `SELECT id_categorie, id_parent, slug, niveau, nom_fr, nom_uk, nom_it, nom_jp, nom_ru
       FROM categorie ORDER BY id_categorie`,
  );
  const nodes = new Map(
    rows.map(({ id_parent: _, ...fields }) => [
      fields.id_categorie,
      { ...fields, children: [] as CategoryNode[] },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id_categorie) as CategoryNode;
    const parent = row.id_parent === null ? undefined : nodes.get(row.id_parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Sizes that at least one variant has, in the order of their grids. */
export function listSizesInUse(db: Queryable): Promise<SizeOption[]> {
  return db.query<SizeOption>(
    `SELECT t.id_taille, t.valeur_taille, t.pays_taille
       FROM taille t
      WHERE EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_taille = t.id_taille)
      ORDER BY t.rang, t.id_taille`,
  );
}

/** Colours that at least one variant has, named in `language`. */
export function listColoursInUse(db: Queryable, language: AppLanguageCode): Promise<ColourOption[]> {
  // The column name comes from a closed map of five suffixes, never from caller text.
  const name = `nom_couleur_${CATEGORY_SUFFIX[language]}`;
  return db.query<ColourOption>(
    `SELECT c.id_couleur, c.nom_couleur_fr, c.${name} AS nom_couleur, c.code_hexa
       FROM couleur c
      WHERE EXISTS (SELECT 1 FROM sous_produit s WHERE s.id_couleur = c.id_couleur)
      ORDER BY c.id_couleur`,
  );
}
