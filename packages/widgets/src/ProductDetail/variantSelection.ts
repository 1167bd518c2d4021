/**
 * The rules of choosing a colour and a size (spec §4 "Size variants"): a sold variant cannot be
 * chosen, choosing a colour shows only that colour's sizes, and choosing a size also chooses its
 * colour. Pure, so the rules are tested apart from the screen.
 */
import type { SubProduct } from '@vitrine/sdk-core';

export interface VariantSelection {
  /** The chosen colour's id; null shows every colour's sizes. */
  colour: number | null;
  /** The chosen variant's id (`sous_produit.id`); null until a size is chosen. */
  variant: number | null;
}

/** Whether a variant is sold: by the server's answer, or since (a 409 on adding it). */
export const isSold = (variant: SubProduct, soldSince: ReadonlySet<number>) =>
  variant.etat === 'Vendu' || soldSince.has(variant.id);

/**
 * The one size still on sale among `variants`, when there is only one: a shopper has nothing to
 * choose, so it is chosen for them (a one-size bag is added to the cart at once).
 */
function onlySize(variants: readonly SubProduct[], soldSince: ReadonlySet<number>): SubProduct | undefined {
  const open = variants.filter((variant) => !isSold(variant, soldSince));
  return open.length === 1 ? open[0] : undefined;
}

/** Where choosing starts: a product of one colour has it chosen, and a product of one size that size. */
export function initialSelection(variants: readonly SubProduct[]): VariantSelection {
  const only = onlySize(variants, new Set());
  if (only) return { colour: only.id_couleur, variant: only.id };
  const colours = new Set(variants.map((variant) => variant.id_couleur));
  return { colour: colours.size === 1 ? (variants[0]?.id_couleur ?? null) : null, variant: null };
}

/** The sizes the picker shows: the chosen colour's, or all of them. */
export function visibleVariants(variants: readonly SubProduct[], colour: number | null): SubProduct[] {
  return colour === null ? [...variants] : variants.filter((variant) => variant.id_couleur === colour);
}

/** Chooses a colour; a chosen size of another colour is dropped, and a colour's only size is chosen. */
export function chooseColour(
  selection: VariantSelection,
  colour: number,
  variants: readonly SubProduct[],
  soldSince: ReadonlySet<number> = new Set(),
): VariantSelection {
  const kept = variants.find((variant) => variant.id === selection.variant && variant.id_couleur === colour);
  return { colour, variant: (kept ?? onlySize(visibleVariants(variants, colour), soldSince))?.id ?? null };
}

/** Chooses a size, and with it its colour; a sold one changes nothing. */
export function chooseVariant(
  selection: VariantSelection,
  variant: SubProduct,
  soldSince: ReadonlySet<number> = new Set(),
): VariantSelection {
  if (isSold(variant, soldSince)) return selection;
  return { colour: variant.id_couleur, variant: variant.id };
}
