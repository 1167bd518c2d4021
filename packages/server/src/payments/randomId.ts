/** Provider-style ids (`pi_…`, `tok_…`, `acct_…`): a prefix and random letters and digits. */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `randomId('pi', 24)` → `pi_3QxV…`; 24 characters carry about 143 bits of randomness. */
export function randomId(prefix: string, length = 24): string {
  let id = '';
  for (let index = 0; index < length; index++) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}
