/**
 * A seller's new or changed listing goes on sale only once staff verify it: tests that list an
 * item and then find or buy it verify it first, as staff do, through the real endpoint.
 */
import type { RunningServer } from '../server.js';
import { api } from './accounts.js';
import { staffSession } from './orderFixtures.js';

/** Staff verify the listing `id_produit` through `ProduitController/verifier_produit`. */
export async function verifyListing(server: RunningServer, id_produit: number): Promise<void> {
  const staff = await staffSession(server);
  const answer = await api(server.url, 'ProduitController/verifier_produit', {
    token: staff.token,
    body: { id_produit, decision: 'verify' },
  });
  if (answer.status !== 200) {
    throw new Error(`Staff could not verify listing ${id_produit}: ${JSON.stringify(answer.body)}`);
  }
}
