/** The fields of a listing as its seller wrote it, shared by the seller's and staff's views. */
import * as z from 'zod/mini';
import { AppLanguageCodeSchema } from './schema.js';

export const ListingFields = {
  id_produit: z.number(),
  nom_marque: z.string(),
  modele: z.string(),
  description: z.nullable(z.string()),
  /** The language the seller wrote `modele` and `description` in. */
  langue: AppLanguageCodeSchema,
  link_image_pple: z.string(),
  categorie_slug: z.string(),
  /** In the seller's currency, `code_monnaie`. */
  prix_unitaire: z.number(),
  code_monnaie: z.string(),
};
