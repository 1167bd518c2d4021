/**
 * Builders for the article form's tests: real PNG files (the server sniffs the bytes), picking
 * them into the photo input as a browser would, and the seeded catalogue's ids the form chooses.
 */
import { fireEvent } from '@testing-library/react';
import type { CategoryNode, VitrineClient } from '@vitrine/sdk-core';

/** A valid 1×1 PNG, byte for byte. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export function pngFile(name: string): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

/** Picks files into a file input, as the browser's file dialog does. */
export function pickFiles(input: HTMLElement, files: File[]): void {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/** A seeded seller whose products no other widget test counts. */
export const ARTICLE_SELLER = 'nottinghillvintage@sellers.vitrine.dev';

/** The path genre → mère → fils of a leaf category with several sizes (women's dresses). */
export async function dressCategory(client: VitrineClient): Promise<CategoryNode[]> {
  const tree = (await client.catalog.categories()).data?.data ?? [];
  const genre = tree.find((node) => node.slug === 'femme');
  const mere = genre?.children.find((node) => node.slug === 'vetements');
  const fils = mere?.children.find((node) => node.slug === 'robes');
  if (!genre || !mere || !fils) throw new Error('The seeded tree has no femme/vetements/robes');
  return [genre, mere, fils];
}
