/**
 * Return to intent: what a visitor pressed before being sent to sign in ('Ajouter au panier',
 * 'Love'), kept with the client and done once they are signed in, so they come back to the
 * product with it done rather than having to find it and press again.
 *
 * Kept in memory with the client: the login page is a route change away on a site and on a page
 * embedding the elements alike. An intent left undone (the visitor went elsewhere) lapses, so a
 * sign-in much later does not add something the user has forgotten about.
 */
import type { VitrineClient } from '@vitrine/sdk-core';
import { showSnackbar } from '../ui/Snackbars.js';

export type Intent =
  | { kind: 'cart'; id_produit: number; id_sous_produit: number }
  | { kind: 'love'; id_produit: number };

/** How long an intent waits for its sign-in. */
export const INTENT_LIFETIME_MS = 30 * 60 * 1000;

const pending = new WeakMap<VitrineClient, { intent: Intent; at: number }>();

/** Remembers what the visitor wanted, replacing any earlier intent. */
export function rememberIntent(client: VitrineClient, intent: Intent): void {
  pending.set(client, { intent, at: Date.now() });
}

/**
 * Does the remembered intent for the user just signed in, once, and tells what came of it. An
 * item already loved stays loved: liking is a toggle, and the visitor asked for the love.
 */
export async function fulfilIntent(client: VitrineClient, texts: { added: string }): Promise<void> {
  const entry = pending.get(client);
  pending.delete(client);
  if (!entry || Date.now() - entry.at > INTENT_LIFETIME_MS || !client.auth.session()) return;
  const { intent } = entry;
  if (intent.kind === 'cart') {
    const result = await client.cart.add({
      id_produit: intent.id_produit,
      id_sous_produit: intent.id_sous_produit,
    });
    showSnackbar(client, result.error ? result.error.message : texts.added, result.error ? 'error' : 'info');
    return;
  }
  const favourites = await client.favourites.list();
  if (favourites.error || client.favourites.isLiked(intent.id_produit)) return;
  const liked = await client.favourites.toggle(intent.id_produit);
  if (liked.error) showSnackbar(client, liked.error.message, 'error');
}
