/**
 * Each category's slug in every interface language, kept in `categorie.slugs` from its names by
 * the contract's categorySlugs: the product cards and pages the database keeps ready, the server
 * render's redirects and the sitemap then all read the same address, and SQL never spells a slug.
 */
import { type AppLanguageCode, categorySlugs, type NamedCategory } from '@vitrine/contract';
import type { Queryable } from '../database.js';

type CategoryRow = NamedCategory & { id_categorie: number; slugs: Record<string, string> | string | null };

/**
 * Writes the slugs of the categories whose names gave other slugs than they hold (new ones, a
 * renamed one): at start, for a database made before slugs existed, and after seeding. A category
 * written rebuilds its products' ready cards (its trigger), so an unchanged one is left alone.
 */
export async function writeCategorySlugs(db: Queryable): Promise<number> {
  const rows = await db.query<CategoryRow>(
    'SELECT id_categorie, slug, nom_fr, nom_uk, nom_it, nom_jp, nom_ru, slugs FROM categorie ORDER BY id_categorie',
  );
  let written = 0;
  for (const row of rows) {
    const held =
      typeof row.slugs === 'string' ? (JSON.parse(row.slugs) as Record<string, string>) : row.slugs;
    const wanted = categorySlugs(row);
    const same = (Object.keys(wanted) as AppLanguageCode[]).every(
      (language) => held?.[language] === wanted[language],
    );
    if (same) continue;
    await db.query('UPDATE categorie SET slugs = $2::jsonb WHERE id_categorie = $1', [
      row.id_categorie,
      JSON.stringify(wanted),
    ]);
    written += 1;
  }
  return written;
}

/** A category's slug in `language`: the one written above, else its French one. */
export function slugIn(
  category: { slug: string; slugs: Record<string, string> | string | null },
  language: AppLanguageCode,
): string {
  const slugs =
    typeof category.slugs === 'string'
      ? (JSON.parse(category.slugs) as Record<string, string>)
      : category.slugs;
  return slugs?.[language] || category.slug;
}
