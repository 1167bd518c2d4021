/**
 * A seller's articles (spec §1 seller journey: "add an item with photos, description and price";
 * the call is an addition to the spec, `ProduitController/add_produit`).
 */
import {
  ARTICLE_LIMITS,
  catalogEndpoints,
  type EndpointInput,
  type NewArticle,
  PRODUCT_PHOTO_FIELDS,
  type ProductTexts,
  type SellerProduct,
  type SellerProductStatus,
  type SellerProductUpdate,
  sellerProductEndpoints,
} from '@vitrine/contract';
import type { ClientCore } from './core.js';
import type { Result } from './errors.js';
import { readShared } from './sharedReads.js';

export type { NewArticle, ProductTexts, SellerProduct, SellerProductStatus, SellerProductUpdate };

/** What the server answers for a new article: where its product page is. */
export interface AddedArticle {
  id_produit: number;
  categorie_slug: string;
}

export function createSellerArticles(core: ClientCore) {
  const { http } = core;
  return {
    /**
     * Adds an article for the signed-in seller: its values and 1 to 4 photos, in their order on
     * the product page. It awaits staff's verification, shown to its seller alone, and goes on
     * sale once staff verify it. A buyer is refused (403, finish 'Mon profil' first); a visitor
     * too (401).
     *
     * @example
     * const added = await client.articles.add(
     *   { id_marque: 3, id_categorie: 12, modele: 'Kelly 28', description: '…', prix_unitaire: 8900,
     *     etat_produit: 'occasion', variants: [{ id_taille: 19, id_couleur: 2 }] },
     *   [front, back],
     * );
     * if (added.data) navigate({ to: 'product', id_produit: added.data.id_produit, categorie: added.data.categorie_slug });
     */
    async add(values: NewArticle, photos: readonly Blob[]): Promise<Result<AddedArticle>> {
      if (photos.length > ARTICLE_LIMITS.photos) {
        throw new Error(
          `articles.add takes at most ${ARTICLE_LIMITS.photos} photos (got ${photos.length}): leave the others out.`,
        );
      }
      const files = Object.fromEntries(photos.map((photo, index) => [PRODUCT_PHOTO_FIELDS[index], photo]));
      // Multipart fields are text: the variants travel as the JSON of their list.
      const input = { ...values, variants: JSON.stringify(values.variants) } as EndpointInput<
        typeof catalogEndpoints.addProduit
      >;
      const result = await http.call(catalogEndpoints.addProduit, input, { files });
      if (result.error) return result;
      // The seller's product count (user detail `nombre_produit`) has changed.
      await readShared(core, 'user_detail');
      return { data: result.data.data };
    },
    /**
     * Sets the texts of one of the signed-in seller's listings in another language than the one
     * it was written in; shoppers of that language then read them instead of the original, once
     * staff have verified the listing again (new texts send it back to them). Someone else's
     * listing is refused (403), its own language too (409).
     *
     * @example
     * await client.articles.translate({ id_produit: 812, langue: 'en', modele: 'Classic tote', description: '…' });
     */
    async translate(
      texts: ProductTexts,
    ): Promise<Result<{ id_produit: number; langue: ProductTexts['langue'] }>> {
      const result = await http.call(catalogEndpoints.setProduitTexte, texts);
      if (result.error) return result;
      return { data: result.data.data };
    },
    /**
     * The signed-in seller's own listings, newest first, each with its status (awaiting
     * verification, on sale, reserved, sold, withdrawn, refused with staff's reason) and its
     * items counted.
     *
     * @example
     * const mine = await client.articles.mine({ page: 1, limit: 20 });
     */
    async mine({
      page,
      limit,
      signal,
    }: {
      page?: number;
      limit?: number;
      signal?: AbortSignal;
    } = {}): Promise<Result<SellerProduct[]>> {
      const result = await http.call(sellerProductEndpoints.listMesProduits, { page, limit }, { signal });
      if (result.error) return result;
      return { data: result.data.data };
    },
    /**
     * Corrects one of the signed-in seller's listings: its price (in their currency) and/or its
     * description (in the listing's language). A change sends a verified listing back to staff:
     * it is off sale until they verify it again. Someone else's is refused (403); a sold or
     * withdrawn one (409), and any change while a buyer's checkout holds an item (409).
     *
     * @example
     * await client.articles.update({ id_produit: 812, prix_unitaire: 2250 });
     */
    async update(change: SellerProductUpdate): Promise<Result<SellerProduct>> {
      const result = await http.call(sellerProductEndpoints.updateMonProduit, change);
      if (result.error) return result;
      return { data: result.data.data };
    },
    /**
     * Takes one of the signed-in seller's listings off sale for good: it leaves every list and
     * search, and buyers can no longer add or pay for it. Refused (409) while a buyer's checkout
     * holds one of its items; orders already paid go on.
     */
    async withdraw(idProduit: number): Promise<Result<SellerProduct>> {
      const result = await http.call(sellerProductEndpoints.retirerProduit, { id_produit: idProduit });
      if (result.error) return result;
      return { data: result.data.data };
    },
    /** The sizes an article of this leaf category may have (its size grid), in grid order. */
    sizes: (idCategorie: number, { signal }: { signal?: AbortSignal } = {}) =>
      http.call(catalogEndpoints.listTaille, { id_categorie: idCategorie }, { signal }),
  };
}

export type SellerArticles = ReturnType<typeof createSellerArticles>;
