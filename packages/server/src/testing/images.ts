/** A real 1×1 PNG, byte for byte: uploads are checked by their bytes, not their name. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** A one-pixel PNG as a form would upload it. */
export function pngBlob(): Blob {
  return new Blob([ONE_PIXEL_PNG], { type: 'image/png' });
}
