/**
 * The demo catalogue's pictures, drawn on request as SVG from the data they show (the item's
 * kind, colour and brand; the seller's pseudo), so the demo needs no image files and no network.
 * They never change for a given URL, so browsers may keep them for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import type { ItemKind } from '../seed/data/types.js';
import { avatarSvg, bannerSvg, productImageSvg } from './placeholderArt.js';

/** Paths the seeder stores, and the routes below answer. */
export const catalogImagePath = {
  /** A photo of the item in one of its colours (`idCouleur`), or in its first. */
  product: (idProduit: number, view: number, idCouleur?: number) =>
    `/media/catalog/product-${idProduit}-${view}${idCouleur ? `-c${idCouleur}` : ''}.svg`,
  avatar: (idUser: number) => `/media/catalog/avatar-${idUser}.svg`,
  banner: (index: number) => `/media/catalog/banner-${index}.svg`,
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerCatalogImages(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
    const svg = await drawCatalogImage(db, request.params.file);
    if (svg === null) return reply.status(404).send({ error: 'No such image.' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .send(svg);
  });
}

/** The SVG a catalogue image file name stands for, or null when it names nothing. */
export async function drawCatalogImage(db: Queryable, file: string): Promise<string | null> {
  const product = /^product-(\d{1,9})-([1-4])(?:-c(\d{1,9}))?\.svg$/.exec(file);
  if (product) {
    const [, id, view, colour] = product;
    // The colour named, when it is one of the item's; else its first variant's.
    const rows = await db.query<{ kind: ItemKind; code_hexa: string; nom_marque: string }>(
      `SELECT c.type_article AS kind, COALESCE(v.code_hexa, '#888888') AS code_hexa, m.nom_marque
         FROM produit p
         JOIN categorie c ON c.id_categorie = p.id_categorie
         JOIN marque m ON m.id_marque = p.id_marque
         LEFT JOIN LATERAL (
           SELECT co.code_hexa FROM sous_produit s JOIN couleur co ON co.id_couleur = s.id_couleur
            WHERE s.id_produit = p.id_produit
            ORDER BY s.id_couleur = $2 DESC, s.id LIMIT 1
         ) v ON true
        WHERE p.id_produit = $1`,
      [Number(id), colour ? Number(colour) : 0],
    );
    const row = rows[0];
    if (!row) return null;
    return productImageSvg({
      kind: row.kind ?? 'bag',
      colourHex: row.code_hexa,
      brand: row.nom_marque,
      view: Number(view) as 1 | 2 | 3 | 4,
      seed: Number(id),
    });
  }
  const avatar = /^avatar-(\d{1,9})\.svg$/.exec(file);
  if (avatar) {
    const rows = await db.query<{ pseudo_profile: string }>(
      'SELECT pseudo_profile FROM utilisateur WHERE id_user = $1',
      [Number(avatar[1])],
    );
    const row = rows[0];
    return row ? avatarSvg({ pseudo: row.pseudo_profile, seed: Number(avatar[1]) }) : null;
  }
  const banner = /^banner-(\d{1,2})\.svg$/.exec(file);
  if (banner) return bannerSvg({ index: Number(banner[1]), title: 'Vitrine' });
  return null;
}
