/**
 * A dispute's evidence photos, served under the order they belong to (`/media/orders/<id>/<name>`)
 * to its buyer, its seller and staff only, with the bearer token the API takes. Anyone else — a
 * visitor, a stranger, a wrong token — gets the same 404 as for a photo that does not exist, so the
 * address tells nothing. Never kept by a browser's or a proxy's cache: `private, no-store`.
 */
import { MAX_ID } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { orderPhotoPaths } from '../db/queries/orderPhotos.js';
import { orderParties } from '../db/queries/orderState.js';
import { EVIDENCE_PREFIX, evidencePlaceOf } from './mediaStore.js';

const NAME = /^[0-9a-f]{32}\.[a-z]{3,4}$/;

export function registerEvidencePhotos(
  app: FastifyInstance,
  context: Pick<AppContext, 'db' | 'media' | 'now'>,
): void {
  app.get<{ Params: { id: string; name: string } }>(`${EVIDENCE_PREFIX}:id/:name`, async (request, reply) => {
    const notFound = () =>
      reply.status(404).header('cache-control', 'no-store').send({ error: 'No such photo.' });
    const { id, name } = request.params;
    const idCommande = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    if (idCommande < 1 || idCommande > MAX_ID || !NAME.test(name)) return notFound();
    const user = await authenticate(context.db, request.headers.authorization, context.now());
    if (!user || user === 'invalid') return notFound();
    const order = await orderParties(context.db, idCommande);
    const mayRead =
      order && (user.id_user === order.id_user || user.id_user === order.id_vendeur || user.role === 'staff');
    if (!mayRead) return notFound();
    const path = (await orderPhotoPaths(context.db, idCommande)).find((stored) =>
      stored.endsWith(`/${name}`),
    );
    const place = path ? evidencePlaceOf(path) : null;
    const file = place ? await context.media.read(place) : null;
    if (!file) return notFound();
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, no-store')
      .header('vary', 'authorization')
      .send(file.body);
  });
}
