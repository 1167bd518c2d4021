/** Where a page rendered on the server carries the reads it was rendered from, as JSON. */
export const SNAPSHOT_ELEMENT_ID = 'vitrine-snapshot';
