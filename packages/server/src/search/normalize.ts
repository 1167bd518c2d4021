/**
 * The form search compares text in: lower case, accents removed, spaces collapsed. Stored text
 * and the visitor's query go through the same function, so 'hermes' finds 'Hermès'.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes `%`, `_` and `\` so a query is matched literally by LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
