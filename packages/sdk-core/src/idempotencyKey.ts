/** A new key for one write: random, so two writes never share one (see the contract's `IdempotencyKey`). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
